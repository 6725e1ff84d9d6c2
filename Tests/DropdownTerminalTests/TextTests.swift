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

    @Test("Emoji sequences are allotted the widest terminals draw them: ❤️ 2, 👍🏽 4; they are drawn over blanks")
    func emojiSequences() {
        #expect(DisplayWidth.of("👍🏽") == 4)  // tmux 3.3a: hand and skin tone, two cells each
        #expect(DisplayWidth.of("❤️") == 2)  // kitty, WezTerm …: two; tmux 3.3a: one
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.isTerminalDependent("👍🏽") && DisplayWidth.isTerminalDependent("❤️"))
        #expect(!DisplayWidth.isTerminalDependent("👍") && !DisplayWidth.isTerminalDependent("e\u{301}"))
        // A joiner between letters joins nothing: x, U+200D, y is two cells, as every terminal draws it.
        #expect(DisplayWidth.of("x\u{200D}y") == 2)
        #expect(DisplayWidth.of("中\u{200D}文") == 4)
        #expect(!DisplayWidth.isTerminalDependent("x\u{200D}"))
        #expect(DisplayWidth.isTerminalDependent("👩\u{200D}👧") && DisplayWidth.of("👩\u{200D}👧") == 2)
        #expect(DisplayWidth.of("👍\u{200D}x") == 3)  // an emoji, a joiner that joins nothing, then x
        // Blanks as wide as the allotment, the emoji over them, then the cursor where the allotment
        // ends, whatever width the terminal drew.
        var painter = InlinePainter(mode: .plain)
        let bytes = painter.paint([StyledLine("a❤️b👍🏽c")])
        #expect(bytes.contains("a  \u{1B}[2G❤️\u{1B}[4Gb    \u{1B}[5G👍🏽\u{1B}[9Gc"))
    }

    @Test("A label of ten megabytes is cut before it is measured or sanitized")
    func hugeLabel() {
        let huge = String(repeating: "\u{1B}x", count: 5_000_000)
        let head = TerminalText.head(of: huge, cells: 20)
        #expect(head.isCut)
        #expect(head.text.unicodeScalars.count == 4 * 20 + 16)
        #expect(TerminalText.fitted(huge, toWidth: 8) == "␛x␛x␛x␛…")
        #expect(TerminalText.truncated(String(repeating: "y", count: 10_000_000), toWidth: 5) == "yyyy…")
        #expect(TerminalText.prefix(of: String(repeating: "中", count: 1_000_000), fittingWidth: 5) == "中中")
        let prompt = makePrompt(["short", huge], rows: 10, columns: 30)
        #expect(prompt.frame().text[2] == "      ␛x␛x␛x␛x␛x␛x␛x␛x␛x␛x␛… ")
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

    @Test("A tab moves to the next tab stop, counted in cells from where the text starts")
    func tabStops() {
        #expect(TerminalText.sanitized("a\tb", tabStop: 8) == "a       b")
        #expect(TerminalText.sanitized("\tb", column: 3, tabStop: 4) == " b")
        #expect(TerminalText.sanitized("abcd\tb", tabStop: 4) == "abcd    b")
        #expect(TerminalText.sanitized("\u{1B}\t\t", tabStop: 4) == "␛       ")
        #expect(TerminalText.fitted("中\tx", toWidth: 20) == "中      x")
        #expect(TerminalText.fitted("\t\t\tx", toWidth: 10) == String(repeating: " ", count: 9) + "…")
        var preview = PreviewText(tabStop: 4)
        preview.append(Array("a\tb\n".utf8))
        #expect(preview.lines.map(\.text) == ["a   b"])
    }
}
