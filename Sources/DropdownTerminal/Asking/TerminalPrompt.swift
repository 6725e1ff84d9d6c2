import DropdownCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the person at the terminal to choose, in one call: one option or several, from options
/// given at once or arriving later, searchable or not, nested or flat.
///
/// ```swift
/// let prompt = TerminalPrompt()
/// if let flavor = try prompt.chooseOne("Flavor", from: ["Vanilla", "Chocolate", "Strawberry"]) {
///     print("One \(flavor), coming up.")
/// }
/// ```
///
/// The prompt is drawn on the controlling terminal, `/dev/tty`, below the cursor, and collapses
/// to one line when it is answered ("✔ Flavor: Chocolate"), so standard input and standard
/// output stay the program's: options may be piped in and the answer printed to a pipe. Every
/// call returns with the terminal as it found it: raw mode, the cursor, bracketed paste and mouse
/// reporting are restored when the person answers, presses Escape or Ctrl-C, when a signal
/// arrives, when the window closes, and when the program crashes.
///
/// - Escape returns `nil`: the person declined to answer.
/// - Ctrl-C and terminating signals end the program as they would without the prompt, after the
///   terminal is restored; a program that handles the signal gets ``PromptError/interrupted(signal:)``.
/// - Without a terminal (a CI job), a call throws ``PromptError/noTerminal(reason:)`` before
///   drawing anything; on a terminal that cannot move the cursor (`TERM=dumb`), the question is a
///   numbered menu, answered with a line.
/// - Ctrl-Z suspends the program and `fg` draws the prompt again; a resized window is drawn anew.
///
/// Every method has a synchronous form, for a `main.swift` or a command's `run()`, and an `async`
/// one, which waits on a thread of its own, so that it never blocks the cooperative thread pool,
/// and ends the prompt (throwing `CancellationError`) when its task is cancelled.
public struct TerminalPrompt: Sendable {
    /// The language of the prompt's words ("Choose", "No options", "(cancelled)"); by default the
    /// terminal's locale (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    public var language: DropdownLanguage
    /// Whether the prompt uses colours; by default from the environment (`NO_COLOR`,
    /// `CLICOLOR_FORCE`, `TERM`).
    public var colorMode: ColorMode
    /// The most rows of options shown at once (fewer when the terminal is short); the list scrolls.
    public var maximumListHeight: Int

    /// Whether the terminal cannot move the cursor (`TERM=dumb`): then questions are numbered menus.
    var isDumbTerminal: Bool
    /// Opens the terminal to ask on (the controlling terminal; a scripted one in tests).
    var openTerminal: @Sendable () throws -> any TerminalDevice
    /// Delivers the signal that stopped a prompt to the program, once the terminal is restored: to
    /// the process, not to the calling thread, which may block it (as the threads of the pool do).
    var deliverSignal: @Sendable (Int32) -> Void

    /// A prompt on the controlling terminal, in the language and colours the environment asks for,
    /// showing at most 10 options at a time.
    public init() {
        let environment = ProcessEnvironment.variables()
        self.init(
            environment: environment, openTerminal: { try SystemTerminal() }, deliverSignal: Self.sendToProcess)
    }

    /// Sends a signal to the process and waits, at most a second, until a thread has taken it: sent
    /// to the process, it may be delivered to another thread after `kill` returns, and the caller
    /// must not go on first (to throw, and end the program with another status).
    @Sendable static func sendToProcess(_ signal: Int32) {
        _ = kill(getpid(), signal)
        for _ in 0..<1_000 {
            var pending = sigset_t()
            guard sigpending(&pending) == 0, sigismember(&pending, signal) == 1 else { return }
            usleep(1_000)
        }
    }

    /// A prompt whose settings come from `environment`, on the terminal `openTerminal` opens.
    init(
        environment: [String: String], openTerminal: @escaping @Sendable () throws -> any TerminalDevice,
        deliverSignal: @escaping @Sendable (Int32) -> Void
    ) {
        language = DropdownLanguage(environment: environment)
        colorMode = ColorMode.forEnvironment(environment, isTerminal: true)
        maximumListHeight = 10
        isDumbTerminal = environment["TERM"] == "dumb"
        self.openTerminal = openTerminal
        self.deliverSignal = deliverSignal
    }
}
