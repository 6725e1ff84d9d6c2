import DropdownCore
import DropdownTerminal
import Testing

/// A prompt over `labels` (a leading "~" marks a disabled option), laid out and started, after `keys`
/// (each key handled on its own, as typed slowly).
func makePrompt(
    _ labels: [String], rows: Int, columns: Int, keys: [TerminalInput] = [],
    selection: [Int] = [], configuration: DropdownConfiguration = .init(), height: Int = 10
) -> DropdownPrompt<Int> {
    let options = labels.enumerated().map {
        DropdownOption(id: $0.offset, label: $0.element, isDisabled: $0.element.hasPrefix("~"))
    }
    let state = DropdownState(options: options, selection: selection, configuration: configuration)
    var prompt = DropdownPrompt(title: "Shipping", placeholder: "Choose", state: state, maximumListHeight: height)
    prompt.layOut(size: TerminalSize(rows: rows, columns: columns))
    prompt.start(at: .zero)
    for key in keys { prompt.handle([key], at: .zero) }
    return prompt
}

let shipping = ["Standard", "Express", "Overnight", "Pickup"]
let down = TerminalInput.key(.down, [])

@Suite("Frames (the renderer is a pure function of state and size)")
struct FrameTests {
    @Test("80×24: the field, then the list below it with the highlighted row pointed at")
    func frame80x24() {
        let prompt = makePrompt(shipping, rows: 24, columns: 80, keys: [down])
        let frame = prompt.frame()
        #expect(
            frame.text
                == [
                    "? Shipping: Choose                                                        ▴ 2/4",
                    "      Standard",
                    "  ❯   Express",
                    "      Overnight",
                    "      Pickup",
                ].map { $0.padding(toLength: 79) })
    }

    @Test("40×10: a long list shows a window that follows the highlight, with a scrollbar")
    func frame40x10() {
        let items = (1...30).map { "Item \($0)" }
        let prompt = makePrompt(items, rows: 10, columns: 40, keys: Array(repeating: down, count: 12))
        #expect(
            prompt.frame().text == [
                "? Shipping: Choose              ▴ 13/30",
                "      Item 6                          │",
                "      Item 7                          ┃",
                "      Item 8                          ┃",
                "      Item 9                          ┃",
                "      Item 10                         │",
                "      Item 11                         │",
                "      Item 12                         │",
                "  ❯   Item 13                         │",
                "      Item 14                         │",
            ])
    }

    @Test("P2, P6: 20×3: the list takes the two rows below the field, scrolled to the highlight")
    func frame20x3Below() {
        let prompt = makePrompt(shipping, rows: 3, columns: 20, keys: [down, down])
        #expect(prompt.frame().text == ["? Shipping: … ▴ 3/4", "      Express     │", "  ❯   Overnight   ┃"])
    }

    @Test("--height caps the list's rows")
    func heightCap() {
        let prompt = makePrompt((1...30).map { "Item \($0)" }, rows: 24, columns: 40, height: 3)
        #expect(prompt.frame().lines.count == 4)
    }

    @Test("Wide characters, emoji and combining marks take their cells; disabled rows are dimmed")
    func wideCharacters() {
        let prompt = makePrompt(
            ["中文选项", "🍇 Grapes", "Ｆｕｌｌ", "e\u{301}clair", "~Disabled"], rows: 10, columns: 20,
            selection: [1])
        let frame = prompt.frame()
        #expect(
            frame.text == [
                "? Shipping: … ▴ 2/5", "      中文选项     ", "  ❯ ✓ 🍇 Grapes    ", "      Ｆｕｌｌ     ",
                "      e\u{301}clair       ", "      ~Disabled    ",
            ])
        #expect(frame.lines.allSatisfy { $0.width == 19 })
        #expect(frame.lines[5].runs.contains { $0.text.contains("Disabled") && $0.style.contains(.dim) })
    }

    @Test("Long labels end in …; hostile labels are shown escaped, never raw")
    func longAndHostileLabels() {
        let labels = [
            "A very long label that does not fit in the terminal at all", "\u{1B}[31mred\u{1B}[0m",
            "tab\there", "bidi \u{202E}olleh", "bell\u{07}\u{9B}2J",
        ]
        let frame = makePrompt(labels, rows: 10, columns: 30).frame()
        #expect(
            frame.text == [
                "? Shipping: Choose      ▴ 1/5",
                "  ❯   A very long label tha… ",
                "      ␛[31mred␛[0m           ",
                "      tab     here           ",
                "      bidi ⟨U+202E⟩olleh     ",
                "      bell␇⟨U+009B⟩2J        ",
            ])
        var painter = InlinePainter(mode: .color)
        let bytes = painter.paint(frame.lines)
        #expect(!bytes.contains("\u{1B}[31m"))
        #expect(!bytes.contains("\u{202E}"))
        #expect(!bytes.contains("\t"))
        #expect(!bytes.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
    }

    @Test("O6: an empty list says No options")
    func emptyList() {
        let frame = makePrompt([], rows: 10, columns: 30).frame()
        #expect(frame.text == ["? Shipping: Choose      ▴ –/0", "  No options"])
    }

    @Test("L5: the N/M position counts options only: on the Create row it says – (–/0 with no match)")
    func positionOnCreateRow() {
        var configuration = DropdownConfiguration()
        configuration.isSearchable = true
        configuration.allowsCreating = true
        let typed = { (text: String) in text.map { TerminalInput.character($0, alt: false) } }
        let none = makePrompt(shipping, rows: 10, columns: 40, keys: typed("zzz"), configuration: configuration)
        #expect(none.frame().text.contains { $0.contains("Create “zzz”") })
        #expect(none.frame().text.first?.hasSuffix("▴ –/0") == true, "\(none.frame().text)")
        let some = makePrompt(shipping, rows: 10, columns: 40, keys: typed("ex"), configuration: configuration)
        #expect(some.frame().text.first?.hasSuffix("▴ 1/1") == true, "\(some.frame().text)")
        let onCreate = makePrompt(
            shipping, rows: 10, columns: 40, keys: typed("ex") + [down], configuration: configuration)
        #expect(onCreate.frame().text.contains { $0.contains("❯") && $0.contains("Create “ex”") })
        #expect(onCreate.frame().text.first?.hasSuffix("▴ –/1") == true, "\(onCreate.frame().text)")
    }

    /// What the painter writes, in `mode`, for the shipping prompt opened on "Standard", selected.
    func paintedShipping(_ mode: ColorMode) -> String {
        let frame = makePrompt(shipping, rows: 24, columns: 40, selection: [0]).frame()
        var painter = InlinePainter(mode: mode)
        return painter.paint(frame.lines)
    }

    @Test("Colour on: the pointer is cyan, the highlighted row reversed, the check green")
    func colorOn() {
        let bytes = paintedShipping(.color)
        #expect(bytes.contains("\u{1B}[7;36m❯ "))
        #expect(bytes.contains("\u{1B}[7;32m✓ "))
        #expect(bytes.contains("\u{1B}[1mShipping"))
    }

    @Test("Colour off (NO_COLOR): attributes stay, colours go; the pointer still marks the row")
    func colorOff() {
        let bytes = paintedShipping(.monochrome)
        #expect(bytes.contains("\u{1B}[7m❯ "))
        #expect(!bytes.contains("36m"))
        #expect(!bytes.contains("32m"))
        let plainBytes = paintedShipping(.plain)
        #expect(!plainBytes.contains("m❯"))
        #expect(plainBytes.contains("❯ ✓ Standard"))
    }

    @Test("Colour follows NO_COLOR, CLICOLOR_FORCE and TERM=dumb")
    func colorEnvironment() {
        #expect(ColorMode.forEnvironment([:], isTerminal: true) == .color)
        #expect(ColorMode.forEnvironment(["NO_COLOR": "1"], isTerminal: true) == .monochrome)
        #expect(ColorMode.forEnvironment(["NO_COLOR": ""], isTerminal: true) == .color)
        #expect(ColorMode.forEnvironment(["TERM": "dumb"], isTerminal: true) == .plain)
        #expect(ColorMode.forEnvironment(["CLICOLOR_FORCE": "1"], isTerminal: false) == .color)
        #expect(ColorMode.forEnvironment([:], isTerminal: false) == .monochrome)
    }

    @Test("Section headers are lines of the list")
    func sectionHeaders() {
        let options = [
            DropdownOption(id: 0, label: "Standard", section: "Delivery"),
            DropdownOption(id: 1, label: "Express", section: "Delivery"),
            DropdownOption(id: 2, label: "Pickup", section: "Collect"),
        ]
        var prompt = DropdownPrompt(title: "Shipping", placeholder: "Choose", state: DropdownState(options: options))
        prompt.layOut(size: TerminalSize(rows: 10, columns: 30))
        prompt.start(at: .zero)
        #expect(
            prompt.frame().text == [
                "? Shipping: Choose      ▴ 1/3", "  Delivery                   ", "  ❯   Standard               ",
                "      Express                ", "  Collect                    ", "      Pickup                 ",
            ])
    }

    @Test("P5: drawing a frame reads only the rows on screen, for 100 or 1,000,000 options")
    func frameCostIndependentOfCount() {
        let small = makePrompt((0..<100).map { "Option \($0)" }, rows: 24, columns: 40, keys: [.key(.end, [])])
        let large = makePrompt((0..<1_000_000).map { "Option \($0)" }, rows: 24, columns: 40, keys: [.key(.end, [])])
        #expect(small.frame().lines.count == large.frame().lines.count)
        #expect(large.frame().text.last?.hasPrefix("  ❯   Option 999999") == true)
    }
}

extension String {
    /// The string padded with spaces to `length` characters.
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}

@Suite("Tiny terminals")
struct TinyTerminalTests {
    @Test("Terminals down to one row and one column draw every line within their width")
    func tinySizes() {
        for (rows, columns) in [(1, 1), (1, 2), (2, 3), (3, 5), (3, 20), (24, 4)] {
            for searchable in [false, true] {
                let prompt = makePrompt(
                    ["中文选项", "Express", "\u{1B}[2J"], rows: rows, columns: columns,
                    keys: [down, .character("x", alt: false)],
                    configuration: DropdownConfiguration(isSearchable: searchable))
                let frame = prompt.frame()
                #expect(frame.lines.allSatisfy { $0.width <= max(1, columns - 1) }, "\(rows)×\(columns)")
                #expect(frame.lines.count <= rows, "\(rows)×\(columns): \(frame.lines.count) lines")
            }
        }
    }
}
