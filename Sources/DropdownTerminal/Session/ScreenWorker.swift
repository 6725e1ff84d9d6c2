#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// Where the screen's background work runs (``TerminalScreen/takeBackgroundWork()``).
    private let background = JobThread()
    /// A pipe written to when background work has come back to the screen: the session watches its
    /// reading end (``wakeDescriptor``) to draw the new frame.
    private let wakePipe: [Int32]
    /// The screen's state after its last piece of work; read it only while idle.
    private(set) var snapshot = Snapshot()

    /// Takes over a screen; `now` gives the time of each piece of work (called on the worker only).
    init(_ screen: consuming Screen, now: @escaping () -> Duration) {
        self.screen = screen
        self.now = now
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
        }
        wakePipe = descriptors
    }

    deinit {
        thread.close()
        background.close()
        for descriptor in wakePipe where descriptor >= 0 { close(descriptor) }
    }

    /// The descriptor that is readable once background work came back to the screen (-1 without
    /// a pipe: then the work comes back with the next input).
    var wakeDescriptor: Int32 { wakePipe[0] }

    /// Reads what the wake pipe holds, so that it waits again.
    func drainWakes() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while wakePipe[0] >= 0 && read(wakePipe[0], &bytes, bytes.count) > 0 {}
    }

    /// Queues work on the screen; the snapshot is taken after it. Work the screen leaves for the
    /// background starts then, and its result is queued on the screen when it is done.
    func perform(_ work: @escaping (inout Screen, Duration) -> Void) {
        thread.submit { [self] in
            work(&screen, now())
            if !screen.isFinished, let job = screen.takeBackgroundWork() {
                background.submit { [self] in
                    let apply = job.run()
                    perform(apply)
                    var byte: UInt8 = 1
                    _ = write(wakePipe[1], &byte, 1)
                }
            }
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
        background.abandon()
    }

    /// The screen, handed back once the worker is idle.
    func takeScreen() -> Screen {
        _ = thread.waitUntilIdle(timeout: nil)
        return screen
    }
}
