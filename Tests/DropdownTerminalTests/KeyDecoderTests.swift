import DropdownCore
import DropdownTerminal
import Testing

@Suite("Key decoding")
struct KeyDecoderTests {
    static let escape = "\u{1B}"

    /// Every common encoding of the keys the dropdown uses, and what it decodes to.
    static let table: [(String, [UInt8], TerminalInput)] = [
        ("Up, CSI", bytes("\(escape)[A"), .key(.up, [])),
        ("Down, CSI", bytes("\(escape)[B"), .key(.down, [])),
        ("Right, CSI", bytes("\(escape)[C"), .key(.right, [])),
        ("Left, CSI", bytes("\(escape)[D"), .key(.left, [])),
        ("Up, SS3", bytes("\(escape)OA"), .key(.up, [])),
        ("Down, SS3", bytes("\(escape)OB"), .key(.down, [])),
        ("Home, CSI H", bytes("\(escape)[H"), .key(.home, [])),
        ("End, CSI F", bytes("\(escape)[F"), .key(.end, [])),
        ("Home, SS3", bytes("\(escape)OH"), .key(.home, [])),
        ("End, SS3", bytes("\(escape)OF"), .key(.end, [])),
        ("Home, 1~", bytes("\(escape)[1~"), .key(.home, [])),
        ("Home, 7~", bytes("\(escape)[7~"), .key(.home, [])),
        ("End, 4~", bytes("\(escape)[4~"), .key(.end, [])),
        ("End, 8~", bytes("\(escape)[8~"), .key(.end, [])),
        ("Page Up", bytes("\(escape)[5~"), .key(.pageUp, [])),
        ("Page Down", bytes("\(escape)[6~"), .key(.pageDown, [])),
        ("Delete", bytes("\(escape)[3~"), .key(.delete, [])),
        ("Shift-Tab", bytes("\(escape)[Z"), .key(.backTab, .shift)),
        ("Alt+Up, xterm modifier 3", bytes("\(escape)[1;3A"), .key(.up, .alt)),
        ("Alt+Down, xterm modifier 3", bytes("\(escape)[1;3B"), .key(.down, .alt)),
        ("Shift+Up, modifier 2", bytes("\(escape)[1;2A"), .key(.up, .shift)),
        ("Ctrl+End, modifier 5", bytes("\(escape)[1;5F"), .key(.end, .control)),
        ("Alt+Page Down", bytes("\(escape)[6;3~"), .key(.pageDown, .alt)),
        ("Alt+Up, ESC prefix", bytes("\(escape)\(escape)[A"), .key(.up, .alt)),
        ("Alt+letter, ESC prefix", bytes("\(escape)x"), .character("x", alt: true)),
        ("F1, SS3", bytes("\(escape)OP"), .key(.function(1), [])),
        ("F5", bytes("\(escape)[15~"), .key(.function(5), [])),
        ("Keypad Enter, SS3", bytes("\(escape)OM"), .key(.enter, [])),
        ("Enter, CR", [0x0D], .key(.enter, [])),
        ("Enter, LF", [0x0A], .key(.enter, [])),
        ("Tab", [0x09], .key(.tab, [])),
        ("Backspace, DEL", [0x7F], .key(.backspace, [])),
        ("Backspace, BS", [0x08], .key(.backspace, [])),
        ("Ctrl-C", [0x03], .control("c")),
        ("Ctrl-A", [0x01], .control("a")),
        ("Ctrl-Z", [0x1A], .control("z")),
        ("a letter", bytes("q"), .character("q", alt: false)),
        ("a space", bytes(" "), .character(" ", alt: false)),
        ("é, two bytes", [0xC3, 0xA9], .character("é", alt: false)),
        ("中, three bytes", [0xE4, 0xB8, 0xAD], .character("中", alt: false)),
        ("🍇, four bytes", [0xF0, 0x9F, 0x8D, 0x87], .character("🍇", alt: false)),
        ("cursor position report", bytes("\(escape)[12;40R"), .cursorPosition(row: 12, column: 40)),
        ("bracketed paste", bytes("\(escape)[200~New York\(escape)[201~"), .paste("New York")),
        mouse("SGR: left press", bytes("<0;12;5M"), .left, .press, row: 5, column: 12),
        mouse("SGR: left release", bytes("<0;12;5m"), .left, .release, row: 5, column: 12),
        mouse("SGR: right press", bytes("<2;1;1M"), .right, .press, row: 1, column: 1),
        mouse("SGR: middle press", bytes("<1;3;4M"), .middle, .press, row: 4, column: 3),
        mouse("SGR: left drag", bytes("<32;7;9M"), .left, .drag, row: 9, column: 7),
        mouse("SGR: wheel up", bytes("<64;2;3M"), .wheelUp, .press, row: 3, column: 2),
        mouse("SGR: wheel down", bytes("<65;2;3M"), .wheelDown, .press, row: 3, column: 2),
        mouse(
            "SGR: Shift+Ctrl left press", bytes("<20;300;200M"), .left, .press, row: 200, column: 300,
            modifiers: [.shift, .control]),
        mouse("SGR: Alt wheel down", bytes("<73;1;1M"), .wheelDown, .press, row: 1, column: 1, modifiers: .alt),
        mouse("X10: left press", bytes("M") + [32, 33 + 11, 33 + 4], .left, .press, row: 5, column: 12),
        mouse("X10: release", bytes("M") + [35, 33, 33], .none, .release, row: 1, column: 1),
        mouse("X10: wheel down, column 200", bytes("M") + [97, 232, 40], .wheelDown, .press, row: 8, column: 200),
    ]

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A row of ``table`` for a mouse report: `report` is what follows `ESC [`.
    static func mouse(
        _ name: String, _ report: [UInt8], _ button: MouseEvent.Button, _ action: MouseEvent.Action, row: Int,
        column: Int, modifiers: DropdownModifiers = []
    ) -> (String, [UInt8], TerminalInput) {
        let event = MouseEvent(button: button, action: action, row: row, column: column, modifiers: modifiers)
        return ("mouse, " + name, bytes("\(escape)[") + report, .mouse(event))
    }

    @Test("Every common key encoding decodes", arguments: table.indices)
    func decodesTable(index: Int) {
        let (name, bytes, expected) = Self.table[index]
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == [expected], "\(name)")
        #expect(!decoder.hasPendingBytes, "\(name)")
    }

    @Test("Every encoding also decodes when split across reads, one byte at a time", arguments: table.indices)
    func decodesSplit(index: Int) {
        let (name, bytes, expected) = Self.table[index]
        var decoder = KeyDecoder()
        var inputs: [TerminalInput] = []
        for byte in bytes { inputs += decoder.decode([byte]) }
        #expect(inputs == [expected], "\(name)")
    }

    @Test("Several keys in one read come out in order")
    func severalKeys() {
        var decoder = KeyDecoder()
        let inputs = decoder.decode(Self.bytes("\(Self.escape)[B\(Self.escape)[Bab\r"))
        #expect(
            inputs == [
                .key(.down, []), .key(.down, []), .character("a", alt: false),
                .character("b", alt: false), .key(.enter, []),
            ])
    }

    @Test("A lone Escape is told apart by a pause: it waits, then flush gives Escape")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.key(.escape, [])])
        #expect(!decoder.hasPendingBytes)
        // Escape then "[" typed slowly: Escape, then the character.
        #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
        #expect(decoder.flush() == [.key(.escape, []), .character("[", alt: false)])
    }

    @Test("Invalid bytes are dropped without effect and decoding goes on")
    func invalidBytes() {
        var decoder = KeyDecoder()
        let garbage: [UInt8] = [0xFF, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xC3, 0x41, 0xF8]
        let inputs = decoder.decode(garbage + Self.bytes("ok"))
        #expect(inputs == [.character("A", alt: false), .character("o", alt: false), .character("k", alt: false)])
        // An unknown or runaway sequence is dropped too.
        #expect(decoder.decode(Self.bytes("\(Self.escape)[99~x")) == [.character("x", alt: false)])
        #expect(decoder.decode(Self.bytes("\(Self.escape)[?1;2c")) == [])
        let runaway = Self.bytes("\(Self.escape)[") + Array(repeating: UInt8(ascii: "1"), count: 200)
        #expect(decoder.decode(runaway + Self.bytes("z")).last == .character("z", alt: false))
    }

    @Test("A paste never holds the keyboard: Ctrl-C ends it, a pause ends it, its size is bounded")
    func pasteEnds() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\(Self.escape)[200~abc\(Self.escape)")) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.decode([0x03, UInt8(ascii: "x")]) == [.control("c"), .character("x", alt: false)])
        #expect(!decoder.isInPaste)

        #expect(decoder.decode(Self.bytes("\(Self.escape)[200~ab\(Self.escape)[20")) == [])
        #expect(decoder.flush() == [.paste("ab\u{1B}[20")], "a pause ends the paste with what came")
        #expect(!decoder.isInPaste && !decoder.hasPendingBytes)

        let big = [UInt8](repeating: UInt8(ascii: "z"), count: KeyDecoder.maximumPasteBytes + 10)
        let delivered = decoder.decode(Self.bytes("\(Self.escape)[200~") + big)
        #expect(delivered == [.paste(String(repeating: "z", count: KeyDecoder.maximumPasteBytes))])
        #expect(decoder.decode(big) == [], "the rest of the paste is dropped, never read as keys")
        #expect(decoder.decode(Self.bytes("\r\(Self.escape)[201~q")) == [.character("q", alt: false)])
    }

    @Test("Mouse reports the dropdown has no use for (sideways wheel, buttons 8-11) are dropped without effect")
    func unusedMouseReports() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Self.bytes("\(Self.escape)[<66;1;1M\(Self.escape)[<128;1;1Mx")) == [
                .character("x", alt: false)
            ])
        #expect(decoder.decode(Self.bytes("\(Self.escape)[<0;1M")) == [], "two parameters: not a report")
    }

    @Test("A paste split across reads, with a partial terminator, is one piece")
    func splitPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\(Self.escape)[200~abc")).isEmpty)
        #expect(decoder.decode(Self.bytes("def\(Self.escape)[20")).isEmpty)
        #expect(decoder.decode(Self.bytes("1~x")) == [.paste("abcdef"), .character("x", alt: false)])
    }
}

@Suite("Key mapping")
struct TerminalKeyMapTests {
    func events(_ input: TerminalInput) -> [DropdownEvent<String>] { TerminalKeyMap.events(for: input) }

    @Test("H2, H3: keys become the core's keys, Left and Right too; Alt is kept for Alt+Up and Alt+Down")
    func keys() {
        #expect(events(.key(.up, .alt)) == [.key(.up, modifiers: .alt)])
        #expect(events(.key(.down, [])) == [.key(.down)])
        #expect(events(.key(.backTab, .shift)) == [.key(.tab, modifiers: .shift)])
        #expect(events(.key(.pageDown, .alt)) == [.key(.pageDown)])
        #expect(events(.character(" ", alt: false)) == [.key(.space)])
        #expect(events(.character("é", alt: false)) == [.character("é")])
        #expect(events(.key(.left, [])) == [.key(.left)], "H3")
        #expect(events(.key(.right, [])) == [.key(.right)], "H2")
        #expect(
            events(.mouse(MouseEvent(button: .left, action: .press, row: 1, column: 1))) == [],
            "the screen maps the mouse")
    }

    @Test("Control keys: Ctrl-C interrupts, Ctrl-Z suspends (the session's), Ctrl-P/N move, Ctrl-A selects all")
    func controls() {
        #expect(TerminalKeyMap.interrupts(.control("c")))
        #expect(TerminalKeyMap.suspends(.control("z")))
        #expect(events(.control("p")) == [.key(.up)])
        #expect(events(.control("n")) == [.key(.down)])
        #expect(events(.control("a")) == [.toggleAll])
        #expect(events(.control("u")) == [.setQuery("")])
    }

    @Test("A paste is typed as its characters (its beginning), without line breaks")
    func paste() {
        #expect(events(.paste("a b\ncd")) == "a bcd".map { .character($0) })
        #expect(events(.paste("\n")) == [])
        #expect(events(.paste(String(repeating: "x", count: 10_000))).count == TerminalKeyMap.typeaheadPasteLimit)
    }
}
