/// Runs a screen's work (handling input, laying out, computing frames) on a thread of its own
/// (a ``JobThread``), one piece after another, so that the session's thread stays free to notice
/// Ctrl-C and signals while the screen is busy, say searching a million options.
///
/// The session reads ``snapshot`` and takes the screen back only while the worker is idle
/// (``waitUntilIdle(timeout:)`` returned `true`).
final class ScreenWorker<Screen: TerminalScreen> {
    /// What the screen showed after its last piece of work.
    struct Snapshot {
        var frame = TerminalFrame(lines: [])
        var isFinished = false
        /// The final line, once the screen is finished.
        var finalLine: StyledLine?
        var interruptedLine = StyledLine()
        /// When the screen wants to be woken, and the commands it wants running.
        var wakeTime: Duration?
        var tasks: [ScreenTask] = []
    }

    private var screen: Screen
    private let now: () -> Duration
    private let thread = JobThread()
    /// The screen's state after its last piece of work; read it only while idle.
    private(set) var snapshot = Snapshot()

    /// Takes over a screen; `now` gives the time of each piece of work (called on the worker only).
    init(_ screen: consuming Screen, now: @escaping () -> Duration) {
        self.screen = screen
        self.now = now
    }

    deinit { thread.close() }

    /// Queues work on the screen; the snapshot is taken after it.
    func perform(_ work: @escaping (inout Screen, Duration) -> Void) {
        thread.submit { [self] in
            work(&screen, now())
            snapshot = Snapshot(
                frame: screen.frame(), isFinished: screen.isFinished,
                finalLine: screen.isFinished ? screen.finalLine() : nil, interruptedLine: screen.interruptedLine,
                wakeTime: screen.wakeTime, tasks: screen.isFinished ? [] : screen.tasks)
        }
    }

    /// Waits until every queued piece of work is done, at most `timeout` (forever when `nil`);
    /// returns whether it is.
    func waitUntilIdle(timeout: Duration?) -> Bool {
        thread.waitUntilIdle(timeout: timeout)
    }

    /// Gives up on the screen: work still queued is dropped, and the screen is never handed back.
    func abandon() {
        thread.abandon()
    }

    /// The screen, handed back once the worker is idle.
    func takeScreen() -> Screen {
        _ = thread.waitUntilIdle(timeout: nil)
        return screen
    }
}
