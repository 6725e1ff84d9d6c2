import Dispatch
import DropdownCore
import DropdownTerminal
import PseudoTerminal
import Testing

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif
#endif

/// A terminal that replays scripted reads and records what the session does to it.
class ScriptedTerminal: TerminalDevice, @unchecked Sendable {
    var reads: [TerminalReadResult]
    var sizes: [TerminalSize]
    private(set) var written = ""
    private(set) var log: [String] = []
    private(set) var isRaw = false
    /// The timeout of each read that returned a scripted result.
    private(set) var timeouts: [Duration?] = []
    /// How many reads had returned when each write was made.
    private(set) var readsBeforeWrites: [Int] = []

    init(reads: [TerminalReadResult], sizes: [TerminalSize] = [TerminalSize(rows: 24, columns: 40)]) {
        self.reads = reads
        self.sizes = sizes
    }

    /// What each entry into raw mode does, first to last: `nil` enters it, an error is thrown
    /// instead (entries past the end enter it).
    var rawModeFailures: [(any Error)?] = []

    func enterRawMode() throws {
        if !rawModeFailures.isEmpty, let failure = rawModeFailures.removeFirst() { throw failure }
        isRaw = true
        log.append("raw")
    }
    func restoreMode() {
        if isRaw { log.append("restore") }
        isRaw = false
    }
    func size() -> TerminalSize { sizes.count > 1 ? sizes.removeFirst() : sizes[0] }
    func write(_ text: String) {
        written += text
        readsBeforeWrites.append(timeouts.count)
    }
    func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult {
        if timeout == .zero { return .timeout }  // a look while the screen is busy: nothing typed yet
        guard !reads.isEmpty else { return .end }
        let next = reads.removeFirst()
        // No pause without a pending ESC.
        if next == .timeout && timeout == nil { return read(timeout: nil, watching: descriptors) }
        timeouts.append(timeout)
        watched.append(descriptors)
        return next
    }
    /// The descriptors each scripted read was watching besides the terminal.
    private(set) var watched: [[Int32]] = []
    func suspend() { log.append("suspend") }

    /// What a person would see, drawn on a screen whose cursor started on `row`.
    func screen(rows: Int = 24, columns: Int = 40, row: Int = 0) -> VirtualScreenLines {
        VirtualScreenLines(bytes: Array(written.utf8), rows: rows, columns: columns, row: row)
    }
}

/// The visible lines after applying output to a virtual screen.
struct VirtualScreenLines {
    let lines: [String]
    init(bytes: [UInt8], rows: Int, columns: Int, row: Int) {
        var screen = VirtualScreen(rows: rows, columns: columns, cursorRow: row)
        screen.apply(bytes)
        lines = screen.text
    }
}

func runPrompt(
    _ device: ScriptedTerminal, labels: [String] = shipping, configuration: DropdownConfiguration = .init()
) throws -> (TerminalSession.End, DropdownPrompt<Int>?) {
    let prompt = DropdownPrompt(
        title: "Shipping", placeholder: "Choose",
        state: DropdownState(
            options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
            configuration: configuration))
    let result = try session(device).run(prompt)
    return (result.end, result.screen)
}

/// A session on a scripted terminal, with a clock that ticks a millisecond a reading.
func session(_ device: ScriptedTerminal) -> TerminalSession {
    var tick = Duration.zero
    return TerminalSession(device: device, colorMode: .color) {
        tick += .milliseconds(1)
        return tick
    }
}

@Suite("The session loop (scripted terminal)")
struct SessionTests {
    @Test("Keys in, frames out; the terminal ends with one line and its settings restored")
    func choose() throws {
        let device = ScriptedTerminal(reads: [.bytes(Array("\u{1B}[B".utf8)), .bytes([0x0D])])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .finished)
        #expect(prompt?.outcome == .chosen([1]))
        #expect(device.log == ["raw", "restore"])
        #expect(device.screen().lines == ["✔ Shipping: Express"])
        #expect(device.written.hasSuffix("\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l"))
    }

    @Test("The first frame is drawn before anything is read; the cursor position is never asked")
    func drawsFirst() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x0D])])
        _ = try runPrompt(device)
        #expect(device.written.contains("▴"))
        #expect(!device.written.contains("\u{1B}[6n"))
        let framesBeforeReading = device.readsBeforeWrites.filter { $0 == 0 }.count
        #expect(framesBeforeReading >= 2, "bracketed paste on, then the first frame, before the first read")
    }

    @Test("An Escape byte followed by a pause is the Escape key")
    func loneEscapeAfterPause() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x1B]), .timeout])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .finished)
        #expect(prompt?.outcome == .cancelled)
        #expect(device.screen().lines == ["Shipping: (cancelled)"])
        #expect(device.timeouts == [nil, TerminalSession.escapeDelay])
    }

    @Test("A sequence split across reads is one key")
    func splitSequence() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x1B]), .bytes([0x5B]), .bytes([0x42]), .bytes([0x0D])])
        let (_, prompt) = try runPrompt(device)
        #expect(prompt?.outcome == .chosen([1]))
    }

    @Test("A paste whose end never comes ends after a quiet time; the keys after it work")
    func unterminatedPaste() throws {
        let device = ScriptedTerminal(reads: [.bytes(Array("\u{1B}[200~b".utf8)), .timeout, .bytes([0x0D])])
        let (end, prompt) = try runPrompt(device, labels: ["alpha", "bravo", "charlie"])
        #expect(end == .finished)
        #expect(prompt?.outcome == .chosen([1]))
        #expect(device.timeouts == [nil, TerminalSession.pasteQuietTime, nil])
    }

    @Test("Ctrl-C inside an unterminated paste interrupts")
    func controlCInPaste() throws {
        let device = ScriptedTerminal(reads: [.bytes(Array("\u{1B}[200~".utf8)), .bytes([0x1B, 0x03, 0x0D])])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .interrupted)
        #expect(prompt?.outcome == .interrupted)
        #expect(device.screen().lines == ["Shipping: (cancelled)"])
    }

    @Test("F1: a paste into the search is one query change, searched once")
    func pasteIsOneQuery() throws {
        var prompt = DropdownPrompt(
            title: "Shipping", placeholder: "Choose",
            state: DropdownState(
                options: shipping.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
                configuration: DropdownConfiguration(isSearchable: true)))
        prompt.layOut(size: TerminalSize(rows: 24, columns: 40))
        prompt.start(at: .zero)
        let before = prompt.state
        prompt.handle([.paste("ov"), .character("e", alt: false), .key(.backspace, [])], at: .zero)
        #expect(prompt.state.query == "ov")
        var typed = before
        let changes = typed.send(.setQuery("ov"), at: .zero)
        #expect(changes.contains(.query))
        #expect(prompt.state.visible == typed.visible)
    }

    @Test("SIGWINCH redraws at the new size")
    func resizeRedraws() throws {
        let device = ScriptedTerminal(
            reads: [.signal(SIGWINCH), .bytes([0x1B]), .timeout],
            sizes: [TerminalSize(rows: 24, columns: 40), TerminalSize(rows: 24, columns: 30)])
        _ = try runPrompt(device)
        let frames = device.written.split(separator: "\u{1B}[?2026h").map(String.init).filter { $0.contains("▴") }
        #expect(frames.count == 2)
        let widths = frames.map {
            VirtualScreenLines(bytes: Array($0.utf8), rows: 24, columns: 80, row: 0).lines.first?.count
        }
        #expect(widths == [39, 29])
    }

    @Test("SIGTERM ends the prompt, restores the terminal, and reports the signal")
    func terminatingSignal() throws {
        let device = ScriptedTerminal(reads: [.signal(SIGTERM)])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .signal(SIGTERM))
        #expect(prompt?.outcome == .interrupted)
        #expect(device.log == ["raw", "restore"])
        #expect(device.screen().lines == ["Shipping: (cancelled)"])
    }

    @Test("Ctrl-Z restores the terminal, suspends, and draws again when continued")
    func suspendAndContinue() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x1A]), .bytes([0x0D])])
        let (_, prompt) = try runPrompt(device)
        #expect(device.log == ["raw", "restore", "suspend", "raw", "restore"])
        #expect(prompt?.outcome == .chosen([0]))
    }

    @Test("Killed while stopped (kill %1 after Ctrl-Z): the session ends by the signal and draws nothing more")
    func killedWhileStopped() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x1A]), .bytes([0x0D])])
        device.rawModeFailures = [nil, SignalInterruption(signal: SIGTERM)]
        let (end, _) = try runPrompt(device)
        #expect(end == .signal(SIGTERM))
        #expect(device.log == ["raw", "restore", "suspend"])
        let afterSuspend = device.written.split(separator: "\u{1B}[?2004l", omittingEmptySubsequences: false).last
        #expect(afterSuspend == "", "nothing is written once the terminal is the shell's")
    }

    @Test("Killed before it reached the foreground (kill %1 on `dropdown &`): nothing is drawn at all")
    func killedInBackground() throws {
        let device = ScriptedTerminal(reads: [.bytes([0x0D])])
        device.rawModeFailures = [SignalInterruption(signal: SIGTERM)]
        let (end, _) = try runPrompt(device)
        #expect(end == .signal(SIGTERM))
        #expect(device.written.isEmpty)
        #expect(device.log.isEmpty)
    }

    @Test("Ctrl-C while the screen is busy stops the session without waiting for the screen")
    func interruptWhileBusy() throws {
        let release = DispatchSemaphore(value: 0)
        let device = BusyTerminal()
        let result = try session(device).run(BusyScreen(release: release))
        #expect(result.end == .interrupted)
        #expect(result.screen == nil, "the busy screen is left behind")
        #expect(device.screen().lines == ["Busy: (interrupted)"])
        #expect(device.log == ["raw", "restore"])
        release.signal()
    }
}

/// A terminal where a key is typed, then, once the screen is busy with it, Ctrl-C.
final class BusyTerminal: ScriptedTerminal, @unchecked Sendable {
    init() { super.init(reads: [.bytes(Array("x".utf8))]) }
    override func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult {
        if timeout == .zero { return .bytes([0x03]) }  // looked at while the screen is busy
        return super.read(timeout: timeout, watching: descriptors)
    }
}

/// A screen that is busy with any input until released.
struct BusyScreen: TerminalScreen {
    let release: DispatchSemaphore
    var isFinished = false
    mutating func layOut(size: TerminalSize) {}
    mutating func start(at time: Duration) {}
    mutating func handle(_ inputs: [TerminalInput], at time: Duration) { release.wait() }
    mutating func interrupt() { isFinished = true }
    func frame() -> TerminalFrame { TerminalFrame(lines: [StyledLine("Busy")]) }
    func finalLine() -> StyledLine { StyledLine("Busy: (done)") }
    var interruptedLine: StyledLine { StyledLine("Busy: (interrupted)") }
}
