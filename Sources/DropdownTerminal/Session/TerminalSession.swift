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
/// screen out again at the new size; SIGTSTP and Ctrl-Z suspend (the device stops the whole job,
/// as fzf does), and SIGCONT redraws; every other reported signal ends the screen and is returned,
/// for the caller to end by it. Nothing is drawn until the program is in the terminal's foreground
/// (the device waits for it): a job started with `&` is drawn on `fg`, and one killed before that
/// ends without drawing.
///
/// Besides the terminal and signals, the loop waits on the screen's ``TerminalScreen/wakeTime`` (a
/// timeout) and on ``SessionSource``s: the commands the screen asks for (``TerminalScreen/tasks``,
/// a preview) and any source the caller passes to ``run(_:sources:)``. Each is one case of the
/// loop's `Event`: a new kind of source is a `SessionSource`, and nothing else changes.
///
/// With ``TerminalScreen/usesMouse``, mouse reporting is on while the screen runs, and each report
/// carries the frame line under the pointer (``MouseEvent/frameLine``) once the terminal has said
/// where the frames are: asked the first time the mouse is used, never before, so that nothing
/// (no frame, no answer to Enter) waits for it; the reports wait for the answer, at most
/// ``positionAnswerWait``. Before the terminal is given back, what it may still send about the
/// mouse is read, and nothing else: keys typed after the answer are the shell's.
package final class TerminalSession {
    /// How a session ended.
    package enum End: Hashable, Sendable {
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
    /// The sources being read: the caller's, and the commands the screen asked for, by name.
    private var sources: [SessionSource] = []
    /// How many bytes of a source the next batch takes; the batch handed to the screen last, and
    /// when, until the screen has taken it.
    private var pacing = SourcePacing()
    private var pacedBatch: (bytes: Int, start: Duration)?
    /// The generation of each task started, by name (running or ended).
    private var startedTasks: [String: Int] = [:]
    /// Where the frames are on the terminal, for mapping the mouse.
    /// The mouse reports: where the frames are, the reports held until the terminal says.
    private var mouse = MouseReports(isReporting: false)
    private var usesMouse = false
    /// Whether the terminal is the session's: in raw mode and drawn on (not while suspended, nor
    /// before a background job is brought to the foreground).
    private var holdsTerminal = false
    private var terminalRows = TerminalSize.fallback.rows
    /// Whether the screen is handling Enter: until it is done, the terminal is not read.
    private var answersPending = false
    /// When the terminal last sent bytes: an unfinished sequence or paste ends after a pause.
    private var lastTerminalBytes = Duration.zero

    /// How long to wait after an ESC byte for the rest of a sequence before reading it as Escape.
    package static let escapeDelay = Duration.milliseconds(50)
    /// How long a paste may pause before it counts as ended (for terminals that never end it).
    package static let pasteQuietTime = Duration.milliseconds(500)
    /// How long Ctrl-C or a terminating signal waits for a busy screen before the session stops
    /// without it.
    package static let busyGrace = Duration.milliseconds(20)
    /// How often the terminal is checked for Ctrl-C and signals while the screen is busy.
    static let busyPollInterval = Duration.milliseconds(10)

    /// Creates a session on a terminal device, with a monotonic clock for event times.
    package init(device: TerminalDevice, colorMode: ColorMode, now: @escaping () -> Duration) {
        self.device = device
        self.now = now
        self.colorMode = colorMode
        self.painter = InlinePainter(mode: colorMode)
    }

    /// What the session waits for: the terminal's input and signals, the screen's wake-up time, and
    /// its sources.
    private enum Event {
        case input(TerminalInput)
        case signal(Int32)
        case closed
        /// The screen's ``TerminalScreen/wakeTime`` came.
        case wake
        /// A source produced output or ended.
        case source(SourceEvent)
        /// Mouse reports were held for the terminal to say where the cursor is, and it did not in
        /// time.
        case positionUnanswered
    }

    /// Runs a screen until it finishes, leaving its final line on the terminal. Returns how it ended
    /// and the screen, unless it was left busy by an interruption (then `screen` is `nil`).
    /// `sources` are read while it runs, their output handed to the screen; they are closed at the end.
    package func run<Screen: TerminalScreen>(
        _ screen: consuming Screen, sources: [SessionSource] = []
    ) throws -> (end: End, screen: Screen?) {
        self.sources = sources
        usesMouse = screen.usesMouse
        mouse = MouseReports(isReporting: usesMouse)
        defer {
            for source in self.sources { source.close() }
            self.sources = []
            CommandSource.reapEnded()
            if holdsTerminal {
                device.write(ANSI.bracketedPasteOff + (usesMouse ? ANSI.mouseOff : ""))
                readReportsToCome()
            }
            device.restoreMode()
            holdsTerminal = false
        }
        do {
            try device.enterRawMode()
        } catch let interruption as SignalInterruption {
            return (.signal(interruption.signal), screen)  // killed while waiting for the foreground
        }
        holdsTerminal = true
        device.write(ANSI.bracketedPasteOn + (usesMouse ? ANSI.mouseOn : ""))
        let worker = ScreenWorker(screen, now: now)
        let size = device.size()
        terminalRows = size.rows
        worker.perform { screen, time in
            screen.layOut(size: size)
            screen.start(at: time)
        }
        while true {
            if let end = waitUntilIdle(worker) { return stop(worker, end) }
            if let batch = pacedBatch {
                pacing.record(bytes: batch.bytes, took: now() - batch.start)
                pacedBatch = nil
            }
            let snapshot = worker.snapshot
            interruptedLine = snapshot.interruptedLine
            if snapshot.isFinished {
                device.write(painter.finish(with: snapshot.finalLine ?? StyledLine()))
                return (.finished, worker.takeScreen())
            }
            draw(snapshot.frame)
            runTasks(snapshot.tasks)
            var events = pending
            pending = []
            if events.isEmpty { events = wait(until: snapshot.wakeTime, worker: worker) }
            if let end = dispatch(events, to: worker) { return stop(worker, end) }
        }
    }

    /// Waits for the terminal, a source or the wake-up time: bytes become inputs, a pause ends an
    /// unfinished sequence or paste.
    private func wait<Screen>(until wakeTime: Duration?, worker: ScreenWorker<Screen>) -> [Event] {
        var timeout = decoder.isInPaste ? Self.pasteQuietTime : (decoder.hasPendingBytes ? Self.escapeDelay : nil)
        if let wakeTime {
            let left = max(.zero, wakeTime - now())
            timeout = timeout.map { min($0, left) } ?? left
        }
        // Held mouse reports wait no longer than their deadline for the terminal to answer.
        var waitsForAnswer = false
        if let deadline = mouse.deadline {
            let left = max(.zero, deadline - now())
            waitsForAnswer = timeout.map { left <= $0 } ?? true
            timeout = timeout.map { min($0, left) } ?? left
        }
        var events: [Event]
        let wakeDescriptor = worker.wakeDescriptor
        let watched = sources.map(\.descriptor) + (wakeDescriptor >= 0 ? [wakeDescriptor] : [])
        let result = device.read(timeout: timeout, watching: watched)
        switch result {
        case .bytes(let bytes):
            lastTerminalBytes = now()
            events = decoder.decode(bytes).map(Event.input)
        case .timeout: events = decoder.flush().map(Event.input)
        case .signal(let signal): events = [.signal(signal)]
        case .end: events = [.closed]
        case .readable(wakeDescriptor):
            worker.drainWakes()  // background work came back: the loop draws the screen as it is now
            events = []
        case .readable(let descriptor):
            events = readSource(descriptor).map(Event.source)
            // A source that is always ready (`yes | dropdown`) must not keep a lone Escape waiting for
            // a sequence that will never come.
            let quietTime = decoder.isInPaste ? Self.pasteQuietTime : Self.escapeDelay
            if decoder.hasPendingBytes, now() - lastTerminalBytes >= quietTime {
                events = decoder.flush().map(Event.input) + events
            }
        }
        if let wakeTime, now() >= wakeTime { events.append(.wake) }
        if let deadline = mouse.deadline, (result == .timeout && waitsForAnswer) || now() >= deadline {
            events.append(.positionUnanswered)
        }
        return events
    }

    /// With mouse reporting just turned off, reads what the terminal may still send about the mouse
    /// (the release of the click that chose, a drag, the answer to a position request) up to the
    /// answer to one more request, so that none of it reaches the shell as typed text; at most
    /// ``positionAnswerWait``. Only once the mouse was used, with a terminal that answers: a person
    /// who only typed is never kept waiting, and the keys they type after the answer are left to
    /// the shell.
    private func readReportsToCome() {
        defer { mouse.settled() }
        guard mouse.reportsMayFollow, mouse.terminalAnswers else { return }
        device.write(ANSI.cursorPositionRequest)
        var answersToCome = mouse.position.answersToCome + 1
        let deadline = now() + Self.positionAnswerWait
        while answersToCome > 0 {
            let left = deadline - now()
            guard left > .zero else { return }
            switch device.read(timeout: left, watching: []) {
            case .bytes(let bytes):
                for case .cursorPosition in decoder.decode(bytes) { answersToCome -= 1 }
            case .signal(let signal): pending.append(.signal(signal))
            case .readable: continue
            case .timeout, .end: return
            }
        }
    }

    /// How long mouse reports wait for the terminal to say where the cursor is (then, or when it
    /// never says, they go on without a frame line), and how long the session waits for what the
    /// terminal still sends about the mouse before it gives the terminal back.
    package static let positionAnswerWait = Duration.milliseconds(200)

    /// Reads a ready source, as much as it has ready up to the pacing's limit (a fast producer's
    /// output is handed over in pieces the screen takes in about ``SourcePacing/target``, each drawn
    /// once, so that keys typed meanwhile wait no longer); at its end it is closed and dropped.
    private func readSource(_ descriptor: Int32) -> [SourceEvent] {
        guard let index = sources.firstIndex(where: { $0.descriptor == descriptor }) else { return [] }
        let source = sources[index]
        var bytes: [UInt8] = []
        var events: [SourceEvent] = []
        // One read of a descriptor source at least; then none that could take the batch past the limit.
        reading: while bytes.isEmpty || bytes.count + SourcePacing.smallest <= pacing.limit {
            switch source.read() {
            case .bytes(let more): bytes += more
            case .nothing: break reading
            case .ended(let status):
                source.close()
                sources.remove(at: index)
                events.append(.ended(source: source.name, generation: source.generation, status: status))
                break reading
            }
        }
        if !bytes.isEmpty {
            events.insert(.output(source: source.name, generation: source.generation, bytes: bytes), at: 0)
        }
        return events
    }

    /// Starts the tasks the screen asks for and stops those it no longer wants (or wants started
    /// over, with a new generation). A command that cannot be started ends at once, with no status.
    private func runTasks(_ tasks: [ScreenTask]) {
        CommandSource.reapEnded()
        let wanted = Dictionary(tasks.map { ($0.name, $0.generation) }, uniquingKeysWith: { first, _ in first })
        for (name, generation) in startedTasks where wanted[name] != generation {
            startedTasks[name] = nil
            sources.removeAll { source in
                guard source is CommandSource, source.name == name else { return false }
                source.close()
                return true
            }
        }
        for task in tasks where startedTasks[task.name] == nil {
            startedTasks[task.name] = task.generation
            do {
                sources.append(
                    try CommandSource(
                        name: task.name, generation: task.generation, command: task.command,
                        environment: task.environment))
            } catch {
                pending.append(.source(.ended(source: task.name, generation: task.generation, status: nil)))
            }
        }
    }

    /// Hands events to the screen: runs of inputs as batches; Ctrl-Z and signals acted on here.
    /// Returns how the session ends, if an event ends it.
    private func dispatch<Screen>(_ events: [Event], to worker: ScreenWorker<Screen>) -> End? {
        var batch: [TerminalInput] = []
        func handBatch() {
            guard !batch.isEmpty else { return }
            let inputs = batch
            if inputs.contains(where: { if case .key(.enter, _) = $0 { true } else { false } }) {
                answersPending = true
            }
            worker.perform { screen, time in screen.handleLeavingWork(inputs, at: time) }
            batch = []
        }
        for event in events {
            switch event {
            case .input(let input):
                if TerminalKeyMap.interrupts(input) { return .interrupted }
                if TerminalKeyMap.suspends(input) {
                    batch += mouse.forget()
                    handBatch()
                    if let end = suspend(worker) { return end }
                } else {
                    let step = mouse.take(input, at: now(), rows: terminalRows)
                    if step.asks {
                        device.write(ANSI.cursorPositionRequest)
                        mouse.requested(cursorLine: painter.cursorRow)
                    }
                    batch += step.inputs
                }
            case .positionUnanswered:
                batch += mouse.expire()
            case .signal(TerminalSignal.windowChanged):
                handBatch()
                let size = device.size()
                terminalRows = size.rows
                batch += mouse.forget()
                handBatch()
                worker.perform { screen, _ in screen.layOut(size: size) }
                lastFrame = nil  // the terminal may have moved or reflowed the rows: draw everything
            case .signal(TerminalSignal.stop):
                batch += mouse.forget()
                handBatch()
                if let end = suspend(worker) { return end }
            case .signal(TerminalSignal.continue):
                // The shell may have reset the terminal while the program was stopped (by SIGSTOP).
                if let end = reenterRawMode() { return end }
                lastFrame = nil
                batch += mouse.forget()
            case .wake:
                handBatch()
                worker.perform { screen, time in screen.wake(at: time) }
            case .source(let sourceEvent):
                handBatch()
                if case .output(_, _, let bytes) = sourceEvent { pacedBatch = (bytes.count, now()) }
                worker.perform { screen, time in screen.receive(sourceEvent, at: time) }
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
        defer { answersPending = false }
        while !worker.waitUntilIdle(timeout: Self.busyPollInterval) {
            // Enter may end the screen: the keys after it are read once it has not, else the shell's.
            if answersPending { continue }
            switch device.read(timeout: .zero, watching: []) {
            case .readable: continue
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
    /// While suspended (killed before `fg`), nothing is drawn: the terminal is the shell's.
    private func stop<Screen>(_ worker: ScreenWorker<Screen>, _ end: End) -> (end: End, screen: Screen?) {
        guard worker.waitUntilIdle(timeout: Self.busyGrace) else {
            worker.abandon()
            if holdsTerminal { device.write(painter.finish(with: interruptedLine)) }
            return (end, nil)
        }
        worker.perform { screen, _ in screen.interrupt() }
        _ = worker.waitUntilIdle(timeout: nil)
        if holdsTerminal { device.write(painter.finish(with: worker.snapshot.finalLine ?? interruptedLine)) }
        return (end, worker.takeScreen())
    }

    /// Enters raw mode again (waiting for the foreground); returns how the session ends if a signal
    /// that ends it arrived meanwhile. A terminal that cannot be set is left as it is: the reads
    /// that follow say whether it is gone.
    private func reenterRawMode() -> End? {
        do {
            try device.enterRawMode()
        } catch let interruption as SignalInterruption {
            return .signal(interruption.signal)
        } catch {}
        return nil
    }

    /// Clears the screen's rows, restores the terminal, stops (the device stops the whole job);
    /// when continued and in the foreground, draws again from the row the cursor is on then.
    /// Returns how the session ends if it was killed while stopped (`kill %1`): nothing is drawn.
    private func suspend<Screen>(_ worker: ScreenWorker<Screen>) -> End? {
        device.write(painter.clear() + ANSI.bracketedPasteOff + (usesMouse ? ANSI.mouseOff : ""))
        readReportsToCome()
        device.restoreMode()
        holdsTerminal = false
        device.suspend()
        if let end = reenterRawMode() { return end }
        holdsTerminal = true
        device.write(ANSI.bracketedPasteOn + (usesMouse ? ANSI.mouseOn : ""))
        painter = InlinePainter(mode: colorMode)
        lastFrame = nil
        let size = device.size()
        worker.perform { screen, _ in screen.layOut(size: size) }
        return nil
    }

    /// Draws a frame unless it is the one on screen.
    private func draw(_ frame: TerminalFrame) {
        guard frame != lastFrame else { return }
        device.write(painter.paint(frame.lines))
        mouse.painted(height: frame.lines.count, rows: terminalRows)
        lastFrame = frame
    }
}
