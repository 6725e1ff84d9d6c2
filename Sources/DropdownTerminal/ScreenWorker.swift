import Dispatch

/// Runs a screen's work (handling input, laying out, computing frames) on a thread of its own, one
/// piece after another, so that the session's thread stays free to notice Ctrl-C and signals while
/// the screen is busy, say searching a million options.
///
/// The session reads ``snapshot`` and takes the screen back only while the worker is idle
/// (``waitUntilIdle(timeout:)`` returned `true`); the wait orders the worker's writes before the
/// session's reads.
final class ScreenWorker<Screen: TerminalScreen>: @unchecked Sendable {
    /// What the screen showed after its last piece of work.
    struct Snapshot {
        var frame: TerminalFrame
        var isFinished: Bool
        /// The final line, once the screen is finished.
        var finalLine: StyledLine?
        var interruptedLine: StyledLine
    }

    private var screen: Screen
    private let now: () -> Duration
    private let queue = DispatchQueue(label: "DropdownTerminal.ScreenWorker")
    private let group = DispatchGroup()
    private let abandonment = DispatchSemaphore(value: 1)
    private var isAbandoned = false
    /// The screen's state after its last piece of work; read it only while idle.
    private(set) var snapshot: Snapshot

    /// Takes over a screen; `now` gives the time of each piece of work (called on the worker only).
    init(_ screen: consuming Screen, now: @escaping () -> Duration) {
        self.snapshot = Snapshot(frame: TerminalFrame(lines: []), isFinished: false, finalLine: nil, interruptedLine: StyledLine())
        self.screen = screen
        self.now = now
    }

    /// Queues work on the screen; the snapshot is taken after it.
    func perform(_ work: @escaping @Sendable (inout Screen, Duration) -> Void) {
        queue.async(group: group) { [self] in
            guard !wasAbandoned else { return }
            work(&screen, now())
            snapshot = Snapshot(
                frame: screen.frame(), isFinished: screen.isFinished,
                finalLine: screen.isFinished ? screen.finalLine() : nil, interruptedLine: screen.interruptedLine)
        }
    }

    /// Waits until every queued piece of work is done, at most `timeout` (forever when `nil`);
    /// returns whether it is.
    func waitUntilIdle(timeout: Duration?) -> Bool {
        guard let timeout else {
            group.wait()
            return true
        }
        let nanoseconds = Int(timeout.components.seconds) * 1_000_000_000
            + Int(timeout.components.attoseconds / 1_000_000_000)
        return group.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
    }

    /// Gives up on the screen: work still queued is skipped, and the screen is never handed back.
    func abandon() {
        abandonment.wait()
        isAbandoned = true
        abandonment.signal()
    }

    private var wasAbandoned: Bool {
        abandonment.wait()
        defer { abandonment.signal() }
        return isAbandoned
    }

    /// The screen, handed back once the worker is idle.
    func takeScreen() -> Screen {
        group.wait()
        return screen
    }
}
