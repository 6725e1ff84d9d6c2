import PseudoTerminal
import Testing

@testable import dropdown

/// Whether a process's exit code (`nil`: it has not ended) is `status`: the tests compare codes
/// with the command's statuses, never with bare numbers.
func == (code: Int32?, status: dropdown.ExitStatus) -> Bool {
    code == status.code
}

#if canImport(Glibc) || canImport(Darwin)
    extension PseudoTerminalProcess {
        /// Expects the command to end with `status` within `timeout` seconds, having printed
        /// exactly `output` (byte for byte) on standard output: what a script reading its answer
        /// sees. `note` says why, for both expectations.
        func expectExit(
            _ status: dropdown.ExitStatus, printing output: String, timeout: Double = 20, _ note: Comment? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(waitForExit(timeout: timeout) == status, note, sourceLocation: sourceLocation)
            #expect(
                standardOutput == Array(output.utf8),
                "printed \(outputText.debugDescription)\(note.map { "; \($0.rawValue)" } ?? "")",
                sourceLocation: sourceLocation)
        }

        /// Types `keys` (Enter unless told) and expects the command to answer with them: exit 0,
        /// having printed exactly `output`.
        func choose(
            by keys: String = "\r", printing output: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            type(keys)
            expectExit(.chosen, printing: output, sourceLocation: sourceLocation)
        }

        /// Answers a numbered menu (TERM=dumb) as `choose(by:printing:)` does, and expects that
        /// nothing written to the terminal was an escape sequence, which a dumb terminal would show
        /// as garbage.
        func chooseInNumberedMenu(
            by keys: String, printing output: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            choose(by: keys, printing: output, sourceLocation: sourceLocation)
            #expect(!screenBytes.contains(0x1B), "no escape sequence at all", sourceLocation: sourceLocation)
        }
    }
#endif
