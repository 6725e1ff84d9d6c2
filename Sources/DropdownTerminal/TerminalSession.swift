/// Runs a ``TerminalScreen`` on a terminal: raw mode, reading and decoding keys, drawing frames in
/// place, and putting the terminal back as it was on every way out (rule: never a corrupted
/// terminal). Signals are reported by the device and handled here, outside signal handlers:
/// SIGWINCH redraws at the new size, SIGTSTP and Ctrl-Z suspend and redraw on SIGCONT, and SIGTERM,
/// SIGHUP, SIGINT and SIGQUIT end the screen and are passed on.
public final class TerminalSession {
    /// How a session ended.
    public enum End: Hashable, Sendable {
        /// The screen finished.
        case finished
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
    private var waiting: [TerminalInput] = []
    /// A signal that arrived while the session waited for the cursor's position.
    private var pendingSignal: Int32?
    /// The row (0-based) where drawing started, when the terminal said.
    private var anchorRow: Int?

    /// How long to wait after an ESC byte for the rest of a sequence before reading it as Escape.
    public static let escapeDelay = Duration.milliseconds(50)
    /// How long to wait for the terminal to say where the cursor is.
    public static let positionTimeout = Duration.milliseconds(300)

    /// Creates a session on a terminal device, with a monotonic clock for event times.
    public init(device: TerminalDevice, colorMode: ColorMode, now: @escaping () -> Duration) {
        self.device = device
        self.now = now
        self.colorMode = colorMode
        self.painter = InlinePainter(mode: colorMode)
    }

    /// Runs a screen until it finishes, leaving its final line on the terminal.
    public func run<Screen: TerminalScreen>(_ screen: inout Screen) throws -> End {
        try device.enterRawMode()
        device.write(ANSI.bracketedPasteOn)
        defer {
            device.write(ANSI.bracketedPasteOff)
            device.restoreMode()
        }
        anchorRow = locateCursor()
        screen.layOut(size: device.size(), anchorRow: anchorRow)
        screen.start(at: now())
        draw(screen)
        while !screen.isFinished {
            if let signal = pendingSignal {
                pendingSignal = nil
                if let end = handle(signal, on: &screen) { return end }
                continue
            }
            if !waiting.isEmpty {
                let inputs = waiting
                waiting = []
                feed(inputs, to: &screen)
                continue
            }
            switch device.read(timeout: decoder.hasPendingBytes ? Self.escapeDelay : nil) {
            case .bytes(let bytes): feed(decoder.decode(bytes), to: &screen)
            case .timeout: feed(decoder.flush(), to: &screen)
            case .end:
                screen.interrupt()
                device.write(painter.finish(with: screen.finalLine()))
                return .terminalClosed
            case .signal(let signal):
                if let end = handle(signal, on: &screen) { return end }
            }
            if !screen.isFinished { draw(screen) }
        }
        device.write(painter.finish(with: screen.finalLine()))
        return .finished
    }

    private func feed<Screen: TerminalScreen>(_ inputs: [TerminalInput], to screen: inout Screen) {
        for input in inputs where !screen.isFinished {
            if case .cursorPosition = input { continue }  // a late answer to a position request
            if TerminalKeyMap.suspends(input) {
                suspend(&screen)
            } else {
                screen.handle(input, at: now())
            }
        }
    }

    private func handle<Screen: TerminalScreen>(_ signal: Int32, on screen: inout Screen) -> End? {
        switch signal {
        case TerminalSignal.windowChanged:
            // The terminal may have moved the rows; ask where the cursor is now.
            let size = device.size()
            let cursor = locateCursor()
            anchorRow = cursor.map { max(0, $0 - painter.cursorRow) } ?? anchorRow.map { min($0, size.rows - 1) }
            screen.layOut(size: size, anchorRow: anchorRow)
            lastFrame = nil
            draw(screen)
            return nil
        case TerminalSignal.stop:
            suspend(&screen)
            return nil
        case TerminalSignal.continue:
            try? device.enterRawMode()  // the shell may have reset the terminal while we were stopped
            lastFrame = nil
            draw(screen)
            return nil
        default:
            screen.interrupt()
            device.write(painter.finish(with: screen.finalLine()))
            return .signal(signal)
        }
    }

    /// Clears the screen's rows, restores the terminal, stops; when continued, draws again where
    /// the cursor now is.
    private func suspend<Screen: TerminalScreen>(_ screen: inout Screen) {
        device.write(painter.clear() + ANSI.bracketedPasteOff)
        device.restoreMode()
        device.suspend()
        try? device.enterRawMode()
        device.write(ANSI.bracketedPasteOn)
        painter = InlinePainter(mode: colorMode)
        lastFrame = nil
        anchorRow = locateCursor()
        screen.layOut(size: device.size(), anchorRow: anchorRow)
        draw(screen)
    }

    private func draw<Screen: TerminalScreen>(_ screen: Screen) {
        let frame = screen.frame()
        guard frame != lastFrame else { return }
        device.write(painter.paint(frame.lines, top: frame.top))
        lastFrame = frame
    }

    /// Asks the terminal where the cursor is and waits briefly for the answer; keys that arrive
    /// meanwhile are kept for the screen. Returns the 0-based row, or `nil` without an answer.
    private func locateCursor() -> Int? {
        device.write("\r" + ANSI.requestCursorPosition)
        let deadline = now() + Self.positionTimeout
        while now() < deadline {
            switch device.read(timeout: deadline - now()) {
            case .bytes(let bytes):
                for input in decoder.decode(bytes) {
                    if case .cursorPosition(let row, _) = input { return row - 1 }
                    waiting.append(input)
                }
            case .timeout, .end: return nil
            case .signal(let signal):
                if signal != TerminalSignal.windowChanged { pendingSignal = signal }
                if signal != TerminalSignal.windowChanged && signal != TerminalSignal.continue {
                    return nil
                }
            }
        }
        return nil
    }
}
