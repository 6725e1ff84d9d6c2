/// Something drawn and driven in a terminal by a ``TerminalSession``: a prompt, or the `dropdown`
/// command's demo.
///
/// Screens are pure state machines: the session feeds them input with times and the terminal's
/// size, and paints the frames they return. Tests drive them the same way without a terminal.
///
/// A screen draws from the row where it started down; it may take every row of the terminal, as
/// the session scrolls the screen up to make room (so a list opens below its field, rules P2, P6,
/// with the terminal window as the container).
package protocol TerminalScreen {
    /// Tells the screen the terminal's size.
    mutating func layOut(size: TerminalSize)
    /// Starts the screen, before the first frame.
    mutating func start(at time: Duration)
    /// Handles inputs that arrived together at `time`, in order. A batch lets a screen apply a run
    /// of edits as one change (a paste or fast typing in a search query is searched once).
    /// Ctrl-C and Ctrl-Z never come here: the session acts on them.
    mutating func handle(_ inputs: [TerminalInput], at time: Duration)
    /// Handles inputs as ``handle(_:at:)`` does, but may leave its slow part (a search) for
    /// ``takeBackgroundWork()``: the session's way, so that the frame shows the input at once.
    mutating func handleLeavingWork(_ inputs: [TerminalInput], at time: Duration)
    /// The slow work the screen left (``handleLeavingWork(_:at:)``), if any, taken to run on another
    /// thread while the screen goes on with input; its result comes back to the screen.
    mutating func takeBackgroundWork() -> BackgroundWork<Self>?
    /// Stops the screen at once, as Ctrl-C or a terminating signal do.
    mutating func interrupt()
    /// Whether the screen is done.
    var isFinished: Bool { get }
    /// What to draw now.
    func frame() -> TerminalFrame
    /// The one line the screen leaves behind when it is done.
    func finalLine() -> StyledLine
    /// The line it would leave behind if it were interrupted now: the session draws it when an
    /// interruption comes while the screen is still busy with earlier input.
    var interruptedLine: StyledLine { get }

    /// When the screen wants ``wake(at:)`` called (a timeout), if ever; the session waits no longer.
    var wakeTime: Duration? { get }
    /// Called at or after ``wakeTime``.
    mutating func wake(at time: Duration)
    /// Whether the screen wants mouse reports (``TerminalInput/mouse(_:)``); read once, at the start.
    var usesMouse: Bool { get }
    /// The commands the screen wants running now (a preview); see ``ScreenTask``.
    var tasks: [ScreenTask] { get }
    /// Output of a task or another ``SessionSource``, and its end.
    mutating func receive(_ event: SourceEvent, at time: Duration)
}

extension TerminalScreen {
    /// Nothing left for later: every input is handled at once.
    package mutating func handleLeavingWork(_ inputs: [TerminalInput], at time: Duration) { handle(inputs, at: time) }
    package mutating func takeBackgroundWork() -> BackgroundWork<Self>? { nil }
    /// No wake-up: a screen changes only on input.
    package var wakeTime: Duration? { nil }
    package mutating func wake(at time: Duration) {}
    /// No mouse reports.
    package var usesMouse: Bool { false }
    /// No background commands.
    package var tasks: [ScreenTask] { [] }
    package mutating func receive(_ event: SourceEvent, at time: Duration) {}
}
