#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the pipe signal handlers report to; set once, before handlers are installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// The terminal and its settings to restore at exit, whatever path the exit takes.
nonisolated(unsafe) private var restoreDescriptor: Int32 = -1
nonisolated(unsafe) private var restoreSettings = termios()
nonisolated(unsafe) private var restoreIsArmed = false

/// A signal handler that does only async-signal-safe work: it writes the signal's number to a pipe,
/// which the session's loop reads.
private func reportSignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    let saved = errno
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// `read(2)`, named apart from the methods called `read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Restores the terminal at process exit if the program ends without restoring it (`atexit`).
private func restoreAtExit() {
    if restoreIsArmed {
        var settings = restoreSettings
        _ = tcsetattr(restoreDescriptor, TCSAFLUSH, &settings)
        let text = "\u{1B}[?25h\u{1B}[?7h\u{1B}[?2004l"
        _ = text.withCString { write(restoreDescriptor, $0, strlen($0)) }
        restoreIsArmed = false
    }
}

/// The controlling terminal, `/dev/tty`: keys come from it and frames go to it, so the options may
/// come on standard input and the result goes to standard output.
public final class SystemTerminal: TerminalDevice {
    /// Why a terminal could not be used.
    public enum Failure: Error, CustomStringConvertible {
        case noTerminal(String)
        public var description: String {
            switch self {
            case .noTerminal(let reason): "no terminal: \(reason)"
            }
        }
    }

    /// The terminal's file descriptor.
    public let descriptor: Int32
    private let signalPipe: (read: Int32, write: Int32)
    private var saved = termios()
    private var isRaw = false
    /// Whether raw mode was entered before: only the first entry discards pending input.
    private var hasBeenRaw = false
    private static let handledSignals = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]

    /// Opens `/dev/tty` and starts listening for the signals a session handles.
    public init(path: String = "/dev/tty") throws {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw Failure.noTerminal("cannot open \(path): \(String(cString: strerror(errno)))") }
        guard isatty(fd) == 1 else {
            close(fd)
            throw Failure.noTerminal("\(path) is not a terminal")
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(fd)
            throw Failure.noTerminal("cannot create a pipe")
        }
        for end in fds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = fd
        signalPipe = (fds[0], fds[1])
        signalPipeWriteEnd = fds[1]
        for signal in Self.handledSignals { Self.install(reportSignal, for: signal) }
        atexit(restoreAtExit)
    }

    deinit {
        restoreMode()
        for signal in Self.handledSignals { Self.installDefault(for: signal) }
        close(signalPipe.read)
        close(signalPipe.write)
        close(descriptor)
    }

    private static func install(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    private static func installDefault(for signal: Int32) {
        install(SIG_DFL, for: signal)
    }

    public func enterRawMode() throws {
        if !isRaw {
            guard tcgetattr(descriptor, &saved) == 0 else {
                throw Failure.noTerminal("cannot read the terminal's settings")
            }
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // The first time, stale keys typed before the prompt are discarded (TCSAFLUSH); after a
        // suspension, keys typed since `fg` are the person's and are kept (TCSANOW).
        guard tcsetattr(descriptor, hasBeenRaw ? TCSANOW : TCSAFLUSH, &raw) == 0 else {
            throw Failure.noTerminal("cannot set raw mode")
        }
        restoreDescriptor = descriptor
        restoreSettings = saved
        restoreIsArmed = true
        isRaw = true
        hasBeenRaw = true
    }

    public func restoreMode() {
        guard isRaw else { return }
        _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
        isRaw = false
        restoreIsArmed = false
    }

    public func size() -> TerminalSize {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return .fallback
        }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    public func write(_ text: String) {
        FileDescriptorIO.writeAll(descriptor, text)
    }

    public func read(timeout: Duration?) -> TerminalReadResult {
        var descriptors = [
            pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds = timeout.map { Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
        while true {
            let ready = poll(&descriptors, 2, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if ready == 0 { return .timeout }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                if systemRead(signalPipe.read, &byte, 1) == 1 { return .signal(Int32(byte)) }
            }
            if descriptors[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = systemRead(descriptor, &buffer, buffer.count)
                if count > 0 { return .bytes(Array(buffer[0..<count])) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return .end
            }
        }
    }

    public func suspend() {
        Self.installDefault(for: SIGTSTP)
        kill(getpid(), SIGTSTP)  // stops here until SIGCONT
        Self.install(reportSignal, for: SIGTSTP)
    }

    /// Ends the process by a signal, as if the session had not caught it, after restoring the
    /// terminal: the parent sees the real cause (128 + the signal's number in a shell).
    public func terminate(by signal: Int32) -> Never {
        restoreMode()
        Self.installDefault(for: signal)
        kill(getpid(), signal)
        _exit(128 + signal)
    }
}
