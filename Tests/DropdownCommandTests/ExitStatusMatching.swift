@testable import dropdown

/// Whether a process's exit code (`nil`: it has not ended) is `status`: the tests compare codes
/// with the command's statuses, never with bare numbers.
func == (code: Int32?, status: ExitStatus) -> Bool {
    code == status.code
}
