#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `dropdown` answers when there is no terminal to ask on (`/dev/tty` cannot be opened: cron,
/// `setsid`, a CI job), without waiting for standard input to end, which may never come
/// (`yes | setsid dropdown`, `sleep 30 | setsid dropdown`).
enum WithoutTerminal {
    /// The message for a prompt with no terminal and no flag that answers without one.
    static let message =
        "dropdown: no terminal to ask on (/dev/tty cannot be opened); pass --selected VALUE to answer without one"

    /// Whether a terminal can be opened to ask on. Only looked at: the terminal is opened (and its
    /// signals handled) once the options are read.
    static var isAvailable: Bool {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Whether the flags answer once every option is read: `--selected` is the answer, `--select-1`
    /// and `--exit-0` decide by the options (then standard input is read to its end, as with a
    /// terminal).
    static func answersFromOptions(_ options: CommandLineOptions) -> Bool {
        !options.selected.isEmpty || options.selectsAll || options.selectsOne || options.exitsWithoutOptions
    }

    /// The answer when the flags need no option and standard input may never end (`nil` when the
    /// flags need the options, or they come from a file, which is read as with a terminal, so that
    /// what is wrong with it is said first): no key can come, so `--timeout` has passed, as it were
    /// (124), and without it there is nothing to ask on (2); there are no options (1) when none are
    /// given and standard input ends empty within `grace`. Nothing waits longer for a producer.
    static func answer(_ options: CommandLineOptions, grace: Duration) -> ExitStatus? {
        if answersFromOptions(options) { return nil }
        if options.options.isEmpty {
            var status = stat()
            if fstat(0, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG { return nil }
            switch standardInputStart(within: grace) {
            case .ended:
                printError("dropdown: no options to choose from (none given as arguments, none on standard input)")
                return .nothingChosen
            case .unreadable(let error):
                printError("dropdown: cannot read the options from standard input: \(error)")
                return .usageError
            case .pending: break
            }
        }
        if options.timeout != nil { return .timedOut }
        printError(message)
        return .usageError
    }

    /// How standard input starts: it ends before any byte, it cannot be read, or bytes come (or
    /// nothing comes within the grace: a producer that has not written is not waited for).
    enum InputStart: Equatable {
        case ended
        /// The system's description of the error ("Is a directory").
        case unreadable(String)
        case pending
    }

    /// Looks at standard input for at most `grace`; reads at most one byte (the program ends next).
    static func standardInputStart(within grace: Duration) -> InputStart {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(grace / .milliseconds(1))
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .pending }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count < 0 { return .unreadable(String(cString: strerror(errno))) }
            return count == 0 ? .ended : .pending
        }
    }
}
