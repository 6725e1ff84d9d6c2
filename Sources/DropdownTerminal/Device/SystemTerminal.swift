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
/// The actions signals had before ours, by signal number, to put back when the terminal is closed.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// A signal handler that does only async-signal-safe work: it writes the signal's number to a pipe,
/// which the session's loop reads.
private func reportSignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    let saved = errno
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// A fault handler (SIGSEGV, SIGABRT …): restores the terminal with async-signal-safe calls only,
/// then ends the process by the signal's default action (a core dump where enabled), so that the
/// parent sees the signal. The action it replaced, the Swift runtime's backtracer when it is on, is
/// not called: for a signal sent with kill(2) it prints a backtrace over the prompt and returns,
/// leaving the process running, and it may wait for a key on the terminal.
private func restoreAndEnd(_ signal: Int32) {
    restoreTerminal()
    setHandler(SIG_DFL, for: signal)
    _ = raise(signal)  // delivered when this handler returns; a fault's instruction faults again
}

/// Sets a signal's handler (or `SIG_DFL`, `SIG_IGN`), with no flags and nothing blocked while it
/// runs. Async-signal-safe.
private func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
    #else
        action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(signal, &action, nil)
}

/// `read(2)`, named apart from the methods called `read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Restores the terminal if raw mode is on: its settings, the cursor, wrapping, bracketed paste and
/// mouse reporting.
/// Async-signal-safe; used at exit (`atexit`) and by fault handlers.
private func restoreTerminal() {
    if restoreIsArmed {
        restoreIsArmed = false
        var settings = restoreSettings
        _ = tcsetattr(restoreDescriptor, TCSANOW, &settings)  // keys typed meanwhile are the shell's
        // The cursor, wrapping; no paste mode, no mouse reporting.
        let reset: StaticString = "\u{1B}[?25h\u{1B}[?7h\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\r"
        _ = write(restoreDescriptor, reset.utf8Start, reset.utf8CodeUnitCount)
    }
}

/// Restores the terminal at process exit if the program ends without restoring it.
private func restoreAtExit() { restoreTerminal() }

/// Registers ``restoreAtExit()`` once, however many terminals the program opens (a program that
/// asks a hundred questions opens one a hundred times).
private let restoreAtExitRegistration: Void = { _ = atexit(restoreAtExit) }()

/// What the terminal does with each signal whose default action ends or stops the process, while it
/// is open: none of them may leave the terminal in raw mode.
enum SignalPolicy {
    /// Reported to the session, which acts on them: it redraws (SIGWINCH), suspends (SIGTSTP),
    /// resumes (SIGCONT), or ends the screen, restores the terminal and ends by the signal (the
    /// rest).
    static let reported: [Int32] = {
        var signals = [SIGWINCH, SIGTSTP, SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGXCPU, SIGXFSZ]
        #if os(Linux)
            signals.append(SIGSTKFLT)
        #endif
        return signals
    }()

    /// Ignored while the terminal is open, as fzf ignores them: signals a prompt has no use for,
    /// such as timers and user-defined ones, which would otherwise end it (SIGUSR1, SIGUSR2,
    /// SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, and the real-time signals).
    static let ignored: [Int32] = {
        var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO]
        #if os(Linux)
            signals.append(SIGPWR)
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }()

    /// Whether a reported signal ends the session (all but SIGWINCH, SIGTSTP and SIGCONT).
    static func endsSession(_ signal: Int32) -> Bool {
        signal != SIGWINCH && signal != SIGTSTP && signal != SIGCONT
    }

    /// Faults, which cannot wait for the session: the handler restores the terminal, then ends the
    /// process by the signal, whatever the runtime's backtracer is set to (SIGILL, SIGTRAP, SIGABRT,
    /// SIGBUS, SIGFPE, SIGSEGV, SIGSYS).
    static let faults: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]
}

/// The controlling terminal, `/dev/tty`: keys come from it and frames go to it, so the options may
/// come on standard input and the result goes to standard output.
package final class SystemTerminal: TerminalDevice {
    /// Why a terminal could not be used.
    package enum Failure: Error, CustomStringConvertible {
        case noTerminal(String)
        package var description: String {
            switch self {
            case .noTerminal(let reason): "no terminal: \(reason)"
            }
        }
    }

    /// The terminal's file descriptor.
    package let descriptor: Int32
    private let signalPipe: (read: Int32, write: Int32)
    private var saved = termios()
    private var isRaw = false
    /// The signals whose actions this terminal changed.
    private var changedSignals: [Int32] = []
    /// Signals taken from the pipe while raw mode waited for the foreground, oldest first: the next
    /// reads report them.
    private var queuedSignals: [Int32] = []

    /// Opens `/dev/tty` and starts listening for the signals a session handles.
    package init(path: String = "/dev/tty") throws {
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
        for signal in SignalPolicy.reported { changeAction(of: signal, to: reportSignal) }
        for signal in SignalPolicy.ignored { changeAction(of: signal, to: SIG_IGN) }
        for signal in SignalPolicy.faults { changeAction(of: signal, to: restoreAndEnd) }
        restoreAtExitRegistration
    }

    deinit {
        restoreMode()
        for signal in changedSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
        close(signalPipe.read)
        close(signalPipe.write)
        close(descriptor)
    }

    /// Sets a signal's handler, keeping its previous action to put back; a signal ignored when the
    /// program started (as `nohup` ignores SIGHUP) stays ignored.
    private func changeAction(of signal: Int32, to handler: (@convention(c) (Int32) -> Void)?) {
        guard sigaction(signal, nil, previousActions + Int(signal)) == 0 else { return }
        if Self.isIgnored(previousActions[Int(signal)]) { return }
        Self.install(handler, for: signal)
        changedSignals.append(signal)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func install(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) {
        setHandler(handler, for: signal)
    }

    package func enterRawMode() throws {
        while true {
            try waitForForeground()
            // The settings to restore are read once in the foreground: in the background they are
            // the shell's line editor's, which the shell puts back before `fg`.
            if !isRaw {
                guard tcgetattr(descriptor, &saved) == 0 else {
                    throw Failure.noTerminal("cannot read the terminal's settings")
                }
            }
            var raw = Self.rawSettings(from: saved)
            // At once, discarding nothing (TCSANOW, as fzf does): keys typed ahead, while the options
            // were read or since `fg`, are the person's and are read as keys.
            if tcsetattr(descriptor, TCSANOW, &raw) == 0 { break }
            // Interrupted by a signal, or stopped as a background job and continued: try again.
            guard errno == EINTR else {
                throw Failure.noTerminal("cannot set raw mode: \(String(cString: strerror(errno)))")
            }
        }
        restoreDescriptor = descriptor
        restoreSettings = saved
        restoreIsArmed = true
        isRaw = true
    }

    /// The terminal's settings for raw mode: no echo, no line editing, no signals from keys, bytes
    /// as they come.
    private static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Whether another process group (the shell's, or another job's) has the terminal: this program
    /// runs in the background.
    private var isInBackground: Bool {
        let foreground = tcgetpgrp(descriptor)
        return foreground > 0 && foreground != getpgrp()
    }

    /// Waits until this program is in the terminal's foreground, as fzf does: a background job stops
    /// its whole process group with SIGTTOU, as the kernel does when a background job sets the
    /// terminal (the shell says "Stopped (tty output)"), until `fg` continues it. Throws
    /// ``SignalInterruption`` when a signal that ends the session arrived, and a failure when the
    /// job cannot be stopped (no job control: an orphaned process group).
    private func waitForForeground() throws {
        while true {
            collectSignals()
            if let ending = queuedSignals.first(where: SignalPolicy.endsSession) {
                throw SignalInterruption(signal: ending)
            }
            guard isInBackground else { return }
            let continuedBefore = queuedSignals.count(where: { $0 == SIGCONT })
            var previous = sigaction()
            _ = sigaction(SIGTTOU, nil, &previous)
            Self.install(SIG_DFL, for: SIGTTOU)
            kill(0, SIGTTOU)  // stops here until SIGCONT
            _ = sigaction(SIGTTOU, &previous, nil)
            collectSignals()
            if queuedSignals.count(where: { $0 == SIGCONT }) == continuedBefore && isInBackground {
                throw Failure.noTerminal("in the background, and without job control to wait for the foreground")
            }
        }
    }

    /// Moves the signals reported so far from the pipe to ``queuedSignals``, without waiting.
    private func collectSignals() {
        var byte: UInt8 = 0
        while systemRead(signalPipe.read, &byte, 1) == 1 { queuedSignals.append(Int32(byte)) }
    }

    /// Puts the settings back at once (TCSANOW, as fzf does): keys typed after the answer, not yet
    /// read, are left for the shell.
    package func restoreMode() {
        guard isRaw else { return }
        _ = tcsetattr(descriptor, TCSANOW, &saved)
        isRaw = false
        restoreIsArmed = false
    }

    package func size() -> TerminalSize {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return .fallback
        }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    package func write(_ text: String) {
        FileDescriptorIO.writeAll(descriptor, text)
    }

    package func read(timeout: Duration?, watching others: [Int32]) -> TerminalReadResult {
        if !queuedSignals.isEmpty { return .signal(queuedSignals.removeFirst()) }
        var descriptors =
            [
                pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            ] + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // Rounded up, so that a wait for a deadline does not wake just before it.
        let milliseconds =
            timeout.map {
                Int32(
                    clamping: $0.components.seconds * 1000 + ($0.components.attoseconds + 999_999_999_999_999)
                        / 1_000_000_000_000_000)
            } ?? -1
        while true {
            let ready = waitUntilReadable(&descriptors, milliseconds: milliseconds)  // poll, or select on macOS
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
                var byte: UInt8 = 0
                let count = systemRead(descriptor, &byte, 1)
                if count > 0 { return .bytes(readUpToLineEnd(startingWith: byte)) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return .end
            }
            if let other = descriptors.dropFirst(2).first(where: { $0.revents != 0 }) {
                return .readable(other.fd)
            }
        }
    }

    /// The bytes ready after `first`, one read each, up to and including a carriage return or line
    /// feed (Enter): what is typed after Enter stays in the terminal until the session asks again,
    /// so that keys typed right after the answer are the shell's (a larger read would take them
    /// and they would be lost when the prompt ends).
    private func readUpToLineEnd(startingWith first: UInt8) -> [UInt8] {
        var bytes = [first]
        while bytes.count < 4096, bytes.last != 13, bytes.last != 10 {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 0) == 1, waiting.revents & Int16(POLLIN) != 0 else { break }
            var byte: UInt8 = 0
            guard systemRead(descriptor, &byte, 1) == 1 else { break }
            bytes.append(byte)
        }
        return bytes
    }

    /// Stops the program's whole process group, as fzf and less do: in a pipeline (`yes | dropdown`,
    /// `dropdown | xargs`) the other commands stop too, so that the shell sees the job stopped and
    /// gives its prompt back. Returns when continued.
    package func suspend() {
        Self.install(SIG_DFL, for: SIGTSTP)
        kill(0, SIGTSTP)  // stops here until SIGCONT
        Self.install(reportSignal, for: SIGTSTP)
    }

    /// Ends the process by a signal, as if the session had not caught it, after restoring the
    /// terminal: the parent sees the real cause (128 + the signal's number in a shell).
    package func terminate(by signal: Int32) -> Never {
        restoreMode()
        Self.install(SIG_DFL, for: signal)
        kill(getpid(), signal)
        _exit(128 + signal)
    }
}
