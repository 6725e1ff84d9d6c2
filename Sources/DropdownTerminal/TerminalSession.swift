/// Runs a ``TerminalScreen`` on a terminal: raw mode, reading and decoding keys, drawing frames in
/// place, and putting the terminal back as it was on every way out (rule: never a corrupted
/// terminal).
///
/// The screen works on a thread of its own (a ``ScreenWorker``) while this thread reads the
/// terminal (every ``busyPollInterval`` while the screen is busy), so nothing the screen is busy with
/// delays Ctrl-C or a signal by more than that and ``busyGrace``: if the screen has not finished its
/// work by then, the session leaves it, draws its ``TerminalScreen/interruptedLine`` and returns. Input that arrives while the screen is busy is
/// handed over in one batch once it is idle (so a burst of typing is searched once).
///
/// Signals are reported by the device and handled here, outside signal handlers: SIGWINCH lays the
/// screen out again at the new size; SIGTSTP and Ctrl-Z suspend, and SIGCONT redraws; every other
/// reported signal ends the screen and is returned, for the caller to end by it.
public final class TerminalSession {
    /// How a session ended.
    public enum End: Hashable, Sendable {
        /// The screen finished.
        case finished
        /// Ctrl-C stopped the screen.
        case interrupted
        /// A terminating signal arrived; the terminal is restored and the caller should end by it.
        case signal(Int32)
        /// The terminal went away.
        case terminalClosed
    }

    private let device: TerminalDevice
    private let now: () -> Duration
    private let colorMode: ColorMode
    private var decoder = KeyDecoder()
    private var painter: InlinePainter
    private var lastFrame: TerminalFrame?
    /// Inputs and signals read while the screen was busy, for when it is idle.
    private var pending: [Event] = []
    /// What to leave behind if the screen is interrupted while busy.
    private var interruptedLine = StyledLine()

    /// How long to wait after an ESC byte for the rest of a sequence before reading it as Escape.
    public static let escapeDelay = Duration.milliseconds(50)
    /// How long a paste may pause before it counts as ended (for terminals that never end it).
    public static let pasteQuietTime = Duration.milliseconds(500)
    /// How long Ctrl-C or a terminating signal waits for a busy screen before the session stops
    /// without it.
    public static let busyGrace = Duration.milliseconds(20)
    /// How often the terminal is checked for Ctrl-C and signals while the screen is busy.
    static let busyPollInterval = Duration.milliseconds(10)

    /// Creates a session on a terminal device, with a monotonic clock for event times.
    public init(device: TerminalDevice, colorMode: ColorMode, now: @escaping () -> Duration) {
        self.device = device
        self.now = now
        self.colorMode = colorMode
        self.painter = InlinePainter(mode: colorMode)
    }

    /// What the session reads from the terminal.
    private enum Event {
        case input(TerminalInput)
        case signal(Int32)
        case closed
    }

    /// Runs a screen until it finishes, leaving its final line on the terminal. Returns how it ended
    /// and the screen, unless it was left busy by an interruption (then `screen` is `nil`).
    public func run<Screen: TerminalScreen>(_ screen: consuming Screen) throws -> (end: End, screen: Screen?) {
        try device.enterRawMode()
        device.write(ANSI.bracketedPasteOn)
        defer {
            device.write(ANSI.bracketedPasteOff)
            device.restoreMode()
        }
        let worker = ScreenWorker(screen, now: now)
        let size = device.size()
        worker.perform { screen, time in
            screen.layOut(size: size)
            screen.start(at: time)
        }
        while true {
            if let end = waitUntilIdle(worker) { return stop(worker, end) }
            let snapshot = worker.snapshot
            interruptedLine = snapshot.interruptedLine
            if snapshot.isFinished {
                device.write(painter.finish(with: snapshot.finalLine ?? StyledLine()))
                return (.finished, worker.takeScreen())
            }
            draw(snapshot.frame)
            var events = pending
            pending = []
            if events.isEmpty { events = read() }
            if let end = dispatch(events, to: worker) { return stop(worker, end) }
        }
    }

    /// Waits for the terminal: bytes become inputs, a pause ends an unfinished sequence or paste.
    private func read() -> [Event] {
        let timeout = decoder.isInPaste ? Self.pasteQuietTime : (decoder.hasPendingBytes ? Self.escapeDelay : nil)
        switch device.read(timeout: timeout) {
        case .bytes(let bytes): return decoder.decode(bytes).map(Event.input)
        case .timeout: return decoder.flush().map(Event.input)
        case .signal(let signal): return [.signal(signal)]
        case .end: return [.closed]
        }
    }

    /// Hands events to the screen: runs of inputs as batches; Ctrl-Z and signals acted on here.
    /// Returns how the session ends, if an event ends it.
    private func dispatch<Screen>(_ events: [Event], to worker: ScreenWorker<Screen>) -> End? {
        var batch: [TerminalInput] = []
        func handBatch() {
            guard !batch.isEmpty else { return }
            let inputs = batch
            worker.perform { screen, time in screen.handle(inputs, at: time) }
            batch = []
        }
        for event in events {
            switch event {
            case .input(let input):
                if TerminalKeyMap.interrupts(input) { return .interrupted }
                if TerminalKeyMap.suspends(input) {
                    handBatch()
                    suspend(worker)
                } else if case .cursorPosition = input {
                    continue  // a late answer to someone else's position request
                } else {
                    batch.append(input)
                }
            case .signal(TerminalSignal.windowChanged):
                handBatch()
                let size = device.size()
                worker.perform { screen, _ in screen.layOut(size: size) }
                lastFrame = nil  // the terminal may have moved or reflowed the rows: draw everything
            case .signal(TerminalSignal.stop):
                handBatch()
                suspend(worker)
            case .signal(TerminalSignal.continue):
                try? device.enterRawMode()  // the shell may have reset the terminal while we were stopped
                lastFrame = nil
            case .signal(let signal): return .signal(signal)
            case .closed: return .terminalClosed
            }
        }
        handBatch()
        return nil
    }

    /// Waits for the screen to finish its work, reading the terminal meanwhile so that Ctrl-C, a
    /// terminating signal or a closed terminal are noticed at once; other input waits in `pending`.
    private func waitUntilIdle<Screen>(_ worker: ScreenWorker<Screen>) -> End? {
        while !worker.waitUntilIdle(timeout: Self.busyPollInterval) {
            switch device.read(timeout: .zero) {
            case .bytes(let bytes):
                for input in decoder.decode(bytes) {
                    if TerminalKeyMap.interrupts(input) { return .interrupted }
                    pending.append(.input(input))
                }
            case .signal(let signal):
                switch signal {
                case TerminalSignal.windowChanged, TerminalSignal.stop, TerminalSignal.continue:
                    pending.append(.signal(signal))
                default: return .signal(signal)
                }
            case .end: return .terminalClosed
            case .timeout: continue
            }
        }
        return nil
    }

    /// Ends the session: the screen is interrupted and leaves its final line; a screen still busy
    /// after ``busyGrace`` is left behind and its ``TerminalScreen/interruptedLine`` drawn instead.
    private func stop<Screen>(_ worker: ScreenWorker<Screen>, _ end: End) -> (end: End, screen: Screen?) {
        guard worker.waitUntilIdle(timeout: Self.busyGrace) else {
            worker.abandon()
            device.write(painter.finish(with: interruptedLine))
            return (end, nil)
        }
        worker.perform { screen, _ in screen.interrupt() }
        _ = worker.waitUntilIdle(timeout: nil)
        device.write(painter.finish(with: worker.snapshot.finalLine ?? interruptedLine))
        return (end, worker.takeScreen())
    }

    /// Clears the screen's rows, restores the terminal, stops; when continued, draws again from the
    /// row the cursor is on then.
    private func suspend<Screen>(_ worker: ScreenWorker<Screen>) {
        device.write(painter.clear() + ANSI.bracketedPasteOff)
        device.restoreMode()
        device.suspend()
        try? device.enterRawMode()
        device.write(ANSI.bracketedPasteOn)
        painter = InlinePainter(mode: colorMode)
        lastFrame = nil
        let size = device.size()
        worker.perform { screen, _ in screen.layOut(size: size) }
    }

    private func draw(_ frame: TerminalFrame) {
        guard frame != lastFrame else { return }
        device.write(painter.paint(frame.lines))
        lastFrame = frame
    }
}
