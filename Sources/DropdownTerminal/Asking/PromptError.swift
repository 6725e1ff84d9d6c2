/// Why ``TerminalPrompt`` could not get an answer.
///
/// Escape is not an error: it is the person declining to answer, and the prompt returns `nil`.
/// Besides these, a prompt throws `CancellationError` when the calling task is cancelled, and
/// rethrows what an `AsyncSequence` of options throws.
public enum PromptError: Error, CustomStringConvertible {
    /// There is no terminal to ask on: `/dev/tty` cannot be opened, as in a CI job, a cron job or a
    /// program started without a terminal. Nothing was drawn. Ask for the answer another way (a
    /// flag, a default) when this is thrown.
    case noTerminal(reason: String)
    /// A signal stopped the prompt: Ctrl-C (`SIGINT`), or a signal that ends a program (`SIGTERM`,
    /// `SIGHUP` …). The terminal was restored, then the signal was delivered to the program as if
    /// the prompt had never caught it, which ends the program unless it handles or ignores that
    /// signal; only then is this thrown.
    case interrupted(signal: Int32)
    /// The terminal went away while the prompt was open (its window closed).
    case terminalClosed

    /// What went wrong, in a sentence for the person.
    public var description: String {
        switch self {
        case .noTerminal(let reason): "no terminal to ask on: \(reason)"
        case .interrupted(let signal): "the prompt was interrupted (signal \(signal))"
        case .terminalClosed: "the terminal closed while the prompt was open"
        }
    }
}
