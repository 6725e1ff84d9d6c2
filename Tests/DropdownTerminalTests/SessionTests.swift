import DropdownCore
import DropdownTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal that replays scripted reads and records what the session does to it.
final class ScriptedTerminal: TerminalDevice {
    var reads: [TerminalReadResult]
    var sizes: [TerminalSize]
    private(set) var written = ""
    private(set) var log: [String] = []
    private(set) var isRaw = false

    init(reads: [TerminalReadResult], sizes: [TerminalSize] = [TerminalSize(rows: 24, columns: 40)]) {
        self.reads = reads
        self.sizes = sizes
    }

    func enterRawMode() throws {
        isRaw = true
        log.append("raw")
    }
    func restoreMode() {
        if isRaw { log.append("restore") }
        isRaw = false
    }
    func size() -> TerminalSize { sizes.count > 1 ? sizes.removeFirst() : sizes[0] }
    func write(_ text: String) { written += text }
    func read(timeout: Duration?) -> TerminalReadResult {
        guard !reads.isEmpty else { return .end }
        let next = reads.removeFirst()
        if next == .timeout && timeout == nil { return read(timeout: nil) }  // no pause without a pending ESC
        return next
    }
    func suspend() { log.append("suspend") }

    /// What a person would see, drawn on a screen whose cursor started on `row`.
    func screen(rows: Int = 24, columns: Int = 40, row: Int = 0) -> VirtualScreenLines {
        VirtualScreenLines(bytes: Array(written.utf8), rows: rows, columns: columns, row: row)
    }
}

import PseudoTerminal

/// The visible lines after applying output to a virtual screen.
struct VirtualScreenLines {
    let lines: [String]
    init(bytes: [UInt8], rows: Int, columns: Int, row: Int) {
        var screen = VirtualScreen(rows: rows, columns: columns, cursorRow: row)
        screen.apply(bytes)
        lines = screen.text
    }
}

let cursorAtTop = TerminalReadResult.bytes(Array("\u{1B}[1;1R".utf8))

func runPrompt(_ device: ScriptedTerminal, labels: [String] = shipping) throws -> (TerminalSession.End, DropdownPrompt<Int>) {
    var prompt = DropdownPrompt(
        title: "Shipping", placeholder: "Choose",
        state: DropdownState(options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) }))
    var tick = Duration.zero
    let session = TerminalSession(device: device, colorMode: .color) {
        tick += .milliseconds(1)
        return tick
    }
    let end = try session.run(&prompt)
    return (end, prompt)
}

@Suite("The session loop (scripted terminal)")
struct SessionTests {
    @Test("Keys in, frames out; the terminal ends with one line and its settings restored")
    func choose() throws {
        let device = ScriptedTerminal(reads: [cursorAtTop, .bytes(Array("\u{1B}[B".utf8)), .bytes([0x0D])])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .finished)
        #expect(prompt.outcome == .chosen([1]))
        #expect(device.log == ["raw", "restore"])
        #expect(device.screen().lines == ["✔ Shipping: Express"])
        #expect(device.written.hasSuffix("\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l"))
    }

    @Test("An Escape byte followed by a pause is the Escape key")
    func loneEscapeAfterPause() throws {
        let device = ScriptedTerminal(reads: [cursorAtTop, .bytes([0x1B]), .timeout])
        let (_, prompt) = try runPrompt(device)
        #expect(prompt.outcome == .cancelled)
        #expect(device.screen().lines == ["Shipping: (cancelled)"])
    }

    @Test("A sequence split across reads is one key")
    func splitSequence() throws {
        let device = ScriptedTerminal(reads: [
            cursorAtTop, .bytes([0x1B]), .bytes([0x5B]), .bytes([0x42]), .bytes([0x0D]),
        ])
        let (_, prompt) = try runPrompt(device)
        #expect(prompt.outcome == .chosen([1]))
    }

    @Test("SIGWINCH redraws at the new size")
    func resizeRedraws() throws {
        let device = ScriptedTerminal(
            reads: [cursorAtTop, .signal(SIGWINCH), cursorAtTop, .bytes([0x1B]), .timeout],
            sizes: [TerminalSize(rows: 24, columns: 40), TerminalSize(rows: 24, columns: 30)])
        _ = try runPrompt(device)
        let frames = device.written.split(separator: "\u{1B}[?2026h").map(String.init).filter { $0.contains("▴") }
        #expect(frames.count == 2)
        let widths = frames.map { VirtualScreenLines(bytes: Array($0.utf8), rows: 24, columns: 80, row: 0).lines.first?.count }
        #expect(widths == [39, 29])
    }

    @Test("SIGTERM ends the prompt, restores the terminal, and reports the signal")
    func terminatingSignal() throws {
        let device = ScriptedTerminal(reads: [cursorAtTop, .signal(SIGTERM)])
        let (end, prompt) = try runPrompt(device)
        #expect(end == .signal(SIGTERM))
        #expect(prompt.outcome == .interrupted)
        #expect(device.log == ["raw", "restore"])
        #expect(device.screen().lines == ["Shipping: (cancelled)"])
    }

    @Test("Ctrl-Z restores the terminal, suspends, and draws again when continued")
    func suspendAndContinue() throws {
        let device = ScriptedTerminal(reads: [cursorAtTop, .bytes([0x1A]), cursorAtTop, .bytes([0x0D])])
        let (_, prompt) = try runPrompt(device)
        #expect(device.log == ["raw", "restore", "suspend", "raw", "restore"])
        #expect(prompt.outcome == .chosen([0]))
    }

    @Test("A terminal that never answers the position request still works (the list goes below)")
    func noPositionAnswer() throws {
        let device = ScriptedTerminal(reads: [.timeout, .bytes(Array("\u{1B}[B\r".utf8))])
        let (_, prompt) = try runPrompt(device)
        #expect(prompt.outcome == .chosen([1]))
    }

    @Test("Keys typed before the position answer are not lost")
    func keysBeforeAnswer() throws {
        let device = ScriptedTerminal(reads: [.bytes(Array("\u{1B}[B\u{1B}[1;1R".utf8)), .bytes([0x0D])])
        let (_, prompt) = try runPrompt(device)
        #expect(prompt.outcome == .chosen([1]))
    }
}
