/// Something drawn and driven in a terminal by a ``TerminalSession``: a prompt or the demo.
///
/// Screens are pure state machines: the session feeds them input with times and the terminal's
/// geometry, and paints the frames they return. Tests drive them the same way without a terminal.
public protocol TerminalScreen {
    /// Tells the screen the terminal's size and the row (0-based, from the top) where drawing starts,
    /// when the terminal reported it; screens place lists with it (rules P2, P6).
    mutating func layOut(size: TerminalSize, anchorRow: Int?)
    /// Starts the screen, before the first frame.
    mutating func start(at time: Duration)
    /// Handles one input that arrived at `time`.
    mutating func handle(_ input: TerminalInput, at time: Duration)
    /// Stops the screen at once, as Ctrl-C or a terminating signal do.
    mutating func interrupt()
    /// Whether the screen is done.
    var isFinished: Bool { get }
    /// What to draw now.
    func frame() -> TerminalFrame
    /// The one line the screen leaves behind when it is done.
    func finalLine() -> StyledLine
}
