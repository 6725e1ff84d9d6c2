/// What a read from the terminal gave.
package enum TerminalReadResult: Hashable, Sendable {
    /// Bytes the terminal sent.
    case bytes([UInt8])
    /// Nothing arrived before the timeout.
    case timeout
    /// A signal the device reports arrived (for ``SystemTerminal``: SIGWINCH, SIGTSTP, SIGCONT, and
    /// the signals that end a session, such as SIGTERM, SIGHUP, SIGINT, SIGQUIT).
    case signal(Int32)
    /// The terminal is gone (end of file or hang-up).
    case end
    /// One of the other descriptors the read was watching is ready to read.
    case readable(Int32)
}

/// The terminal a ``TerminalSession`` talks to. ``SystemTerminal`` is the real one; tests use their
/// own, so the session's loop runs without a terminal.
package protocol TerminalDevice: AnyObject {
    /// Switches the terminal to raw mode (no echo, no line editing, no signals from keys).
    ///
    /// Keys typed before, and not yet read, are kept and read as keys: nothing is discarded.
    ///
    /// A program that is not in the terminal's foreground (started with `&`, or continued with
    /// `bg`) waits until it is, stopped as job control stops a background job that sets the
    /// terminal. Throws ``SignalInterruption`` when a signal that ends the session arrives
    /// meanwhile (`kill %1` on the stopped job): the session then ends by it without drawing.
    func enterRawMode() throws
    /// Puts back the terminal settings found before ``enterRawMode()``.
    func restoreMode()
    /// The terminal's size now.
    func size() -> TerminalSize
    /// Writes text to the terminal.
    func write(_ text: String)
    /// Waits for bytes, a signal, or one of `descriptors` to be readable (a ``SessionSource``), at
    /// most `timeout` (forever when `nil`; a zero timeout only looks).
    func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult
    /// Stops the program as job control does (SIGTSTP), returning when it is continued.
    func suspend()
}

extension TerminalDevice {
    /// Waits for bytes or a signal, at most `timeout` (forever when `nil`; a zero timeout only looks).
    package func read(timeout: Duration?) -> TerminalReadResult {
        read(timeout: timeout, watching: [])
    }
}

/// A signal that ends the session arrived while ``TerminalDevice/enterRawMode()`` waited for the
/// terminal (a stopped job was killed): the terminal was never taken, and the session ends by the
/// signal without drawing or restoring anything.
package struct SignalInterruption: Error, Hashable, Sendable {
    /// The signal's number.
    package var signal: Int32

    /// Creates the error for a signal.
    package init(signal: Int32) {
        self.signal = signal
    }
}

/// Signal numbers, named for the platform.
package enum TerminalSignal {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        /// The window changed size (SIGWINCH).
        package static let windowChanged = SIGWINCH
        /// A request to end (SIGTERM).
        package static let terminate = SIGTERM
        /// The terminal went away (SIGHUP).
        package static let hangUp = SIGHUP
        /// An interrupt sent by another program (SIGINT; Ctrl-C arrives as a key in raw mode).
        package static let interrupt = SIGINT
        /// A request to quit (SIGQUIT).
        package static let quit = SIGQUIT
        /// A request to stop, as job control sends it (SIGTSTP).
        package static let stop = SIGTSTP
        /// The program was continued after a stop (SIGCONT).
        package static let `continue` = SIGCONT
    #endif
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
