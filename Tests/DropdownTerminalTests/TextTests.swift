import DropdownTerminal
import Testing

@Suite("Display width and safe text")
struct TextTests {
    @Test("Widths: ASCII 1, CJK and fullwidth 2, emoji 2, combining marks 0, flags 2")
    func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("Ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("🍇") == 2)
        #expect(DisplayWidth.of("❤️") == 2)  // a text-style symbol with the emoji selector
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
    }

    @Test("Truncation ends in … and never splits a wide character")
    func truncation() {
        #expect(TerminalText.truncated("Overnight", toWidth: 9) == "Overnight")
        #expect(TerminalText.truncated("Overnight", toWidth: 5) == "Over…")
        #expect(TerminalText.truncated("中文选项", toWidth: 6) == "中文…")
        #expect(TerminalText.truncated("中文选项", toWidth: 5) == "中文…")
        #expect(TerminalText.truncated("中文选项", toWidth: 4) == "中…")
        #expect(TerminalText.truncated("abc", toWidth: 0) == "")
        #expect(TerminalText.padded("中", toWidth: 4) == "中  ")
    }

    @Test("Control characters, escape sequences and bidi overrides are shown escaped")
    func sanitizing() {
        #expect(TerminalText.sanitized("plain text") == "plain text")
        #expect(TerminalText.sanitized("\u{1B}[31mred") == "␛[31mred")
        #expect(TerminalText.sanitized("a\tb\nc\rd") == "a␉b␊c␍d")
        #expect(TerminalText.sanitized("\u{7F}") == "␡")
        #expect(TerminalText.sanitized("\u{9B}2J") == "⟨U+009B⟩2J")
        #expect(TerminalText.sanitized("x\u{202E}y\u{2066}z") == "x⟨U+202E⟩y⟨U+2066⟩z")
        #expect(TerminalText.sanitized("Côte d'Ivoire 中文") == "Côte d'Ivoire 中文")
    }
}
