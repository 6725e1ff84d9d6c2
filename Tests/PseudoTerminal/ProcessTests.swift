#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the tests that run programs through this harness (the built `dropdown` in a
/// pseudo-terminal, in tmux, or with no terminal; shells checking the completions) run here.
///
/// On Linux they always run. On macOS the harness compiles (`Scripts/typecheck-macos-tests`
/// type-checks it against the macOS SDK) but has been run on Linux only, so there they run when
/// `DROPDOWN_PROCESS_TESTS=1` is set, as the GitHub workflow's macOS job does; otherwise each is
/// reported as skipped, with ``skipReason``, rather than left out.
public enum ProcessTests {
    /// Whether they run on this platform, in this run.
    public static var areEnabled: Bool {
        #if os(Linux)
            true
        #else
            getenv("DROPDOWN_PROCESS_TESTS").map { String(cString: $0) } == "1"
        #endif
    }

    /// Why they are skipped where they do not run.
    public static let skipReason =
        "Linux only by default: it runs programs in a pseudo-terminal or without one, which has been done on Linux;"
        + " DROPDOWN_PROCESS_TESTS=1 runs it on macOS (the GitHub workflow's macOS job does)"
}
