/// How `dropdown` ends: each exit status, its number and what it means.
///
/// The code returns these cases, never bare numbers; `--help`, the manual page and Docs/Command.md's
/// table list ``allCases`` in their order with ``meaning``, and the tests compare exit codes with
/// the cases. The statuses of a terminating signal are the shell's 128 + the signal's number: the
/// process ends by the signal itself, with the terminal restored, so the code never returns them.
enum ExitStatus: Int32, CaseIterable {
    /// An option was chosen (also: `--filter` matched, `--timeout` answered with `--selected`).
    case chosen = 0
    /// Nothing was chosen.
    case nothingChosen = 1
    /// A usage error or bad input, or no terminal to ask on.
    case usageError = 2
    /// The answer could not be written to standard output (closed, a full disk): the number of
    /// `EX_IOERR` in sysexits.h.
    case outputFailed = 74
    /// `--timeout` passed without a key and without `--selected`, as `timeout(1)` exits.
    case timedOut = 124
    /// Cancelled with Escape, or interrupted with Ctrl-C or SIGINT.
    case cancelled = 130
    /// Ended by SIGTERM (128 + 15).
    case terminated = 143
    /// Ended by SIGHUP (128 + 1).
    case hungUp = 129

    /// The number the process exits with.
    var code: Int32 { rawValue }

    /// What the status means, as `--help`, the manual page and Docs/Command.md say it.
    var meaning: String {
        switch self {
        case .chosen:
            "an option was chosen (--filter: something matched; --timeout with --selected: the selection)"
        case .nothingChosen:
            "nothing was chosen: the list closed with nothing selected, --exit-0 found no option, --filter matched nothing, or there were no options and no terminal"
        case .usageError:
            "usage error or bad input (an unknown flag, invalid JSON, unreadable standard input), or no terminal to ask on without --selected or --timeout"
        case .outputFailed:
            "the answer (or --help, --version, --man, --completions) could not be written to standard output (closed, a full disk, an I/O error)"
        case .timedOut: "--timeout passed without a key and without --selected"
        case .cancelled: "cancelled with Escape, or interrupted with Ctrl-C or SIGINT"
        case .terminated: "ended by SIGTERM, the terminal restored"
        case .hungUp:
            "ended by SIGHUP, the terminal restored (other terminating signals likewise end it by that signal)"
        }
    }
}
