import DropdownCore
import DropdownTerminal
import Testing

/// Fruits: Apple, Banana, More Fruits › (watermelon, strawberry), Citrus › (Lemon).
let fruits: [DropdownOption<String>] = [
    DropdownOption("Apple"), DropdownOption("Banana"),
    DropdownOption(
        id: "more", label: "More Fruits", children: [DropdownOption("watermelon"), DropdownOption("strawberry")]),
    DropdownOption(id: "citrus", label: "Citrus", children: [DropdownOption("Lemon")]),
]

let right = TerminalInput.key(.right, [])
let left = TerminalInput.key(.left, [])
let enter = TerminalInput.key(.enter, [])
let escape = TerminalInput.key(.escape, [])

/// A prompt over the fruits, 40 columns wide, laid out and started, after `keys` (one at a time).
func makeFruitPrompt(
    keys: [TerminalInput] = [], configuration: DropdownConfiguration = .init(), selection: [String] = []
) -> DropdownPrompt<String> {
    let state = DropdownState(options: fruits, selection: selection, configuration: configuration)
    var prompt = DropdownPrompt(title: "Fruit", placeholder: "Choose", state: state)
    prompt.layOut(size: TerminalSize(rows: 24, columns: 40))
    prompt.start(at: .zero)
    for key in keys { prompt.handle([key], at: .zero) }
    return prompt
}

@Suite("Submenus in the terminal (rules H1–H6)")
struct SubmenuFrameTests {
    @Test("H1: parents are marked › at the end of their row")
    func parentsMarked() {
        #expect(
            makeFruitPrompt().frame().text == [
                "? Fruit: Choose                   ▴ 1/4",
                "  ❯   Apple                            ",
                "      Banana                           ",
                "      More Fruits                    › ",
                "      Citrus                         › ",
            ])
    }

    @Test(
        "H2: Right on a parent opens its submenu: the path in the field line, a back row with the parent's label, its children"
    )
    func submenuWithBackRowAndPath() {
        let prompt = makeFruitPrompt(keys: [down, down, right])
        #expect(prompt.state.submenuPath == ["more"])
        #expect(
            prompt.frame().text == [
                "? Fruit: Choose · More Fruits ›   ▴ 1/2",
                "  ‹ More Fruits                        ",
                "  ❯   watermelon                       ",
                "      strawberry                       ",
            ])
    }

    @Test("H2: Enter on a parent opens it too; H4: Enter on a leaf in it chooses it and the prompt ends")
    func enterOpensThenChooses() {
        var prompt = makeFruitPrompt(keys: [down, down, enter])
        #expect(prompt.state.submenuPath == ["more"] && !prompt.isFinished)
        prompt.handle([down, enter], at: .zero)
        #expect(prompt.outcome == .chosen(["strawberry"]))
        #expect(prompt.finalLine().text == "✔ Fruit: strawberry")
    }

    @Test("H3: Left goes up with hl on the parent; Escape in a submenu goes up, and at the top closes")
    func leftAndEscapeGoUp() {
        var prompt = makeFruitPrompt(keys: [down, down, right, left])
        #expect(prompt.state.submenuPath == [] && prompt.state.highlighted == "more")
        #expect(prompt.frame().text[3] == "  ❯   More Fruits                    › ")
        prompt.handle([right, escape], at: .zero)
        #expect(prompt.state.submenuPath == [] && prompt.state.highlighted == "more" && !prompt.isFinished)
        prompt.handle([escape], at: .zero)
        #expect(prompt.outcome == .cancelled)
    }

    @Test("H6: a search over the tree shows every matching leaf with its path dimmed before its label")
    func searchShowsPaths() {
        var searchable = DropdownConfiguration()
        searchable.isSearchable = true
        let prompt = makeFruitPrompt(keys: "er".map { .character($0, alt: false) }, configuration: searchable)
        let text = prompt.frame().text
        #expect(text[1].hasPrefix("  / er▏") && text[1].hasSuffix(" 2/5"), "2 of the 5 leaves match")
        #expect(text.contains("  ❯   More Fruits › watermelon         "))
        #expect(text.contains("      More Fruits › strawberry         "))
        let row = prompt.frame().lines.first { $0.text.contains("watermelon") }!
        #expect(row.runs.contains { $0.text == "More Fruits › " && $0.style.contains(.dim) })
    }

    @Test("H2: with a query, Left and Right move the query's cursor, not the level")
    func leftRightEditQuery() {
        var searchable = DropdownConfiguration()
        searchable.isSearchable = true
        let prompt = makeFruitPrompt(
            keys: ["l", "e"].map { .character($0, alt: false) } + [left, left], configuration: searchable)
        #expect(prompt.editor.cursor == 0 && prompt.state.query == "le" && prompt.state.submenuPath == [])
    }

    @Test("H3: a click on the back row goes up a level")
    func backRowClick() {
        var configuration = PromptConfiguration<String>()
        configuration.usesMouse = true
        var prompt = DropdownPrompt(
            title: "Fruit", placeholder: "Choose", state: DropdownState(options: fruits), configuration: configuration)
        prompt.layOut(size: TerminalSize(rows: 24, columns: 40))
        prompt.start(at: .zero)
        prompt.handle([down, down, right], at: .zero)
        prompt.handle([.mouse(MouseEvent(button: .left, action: .press, row: 2, column: 4, frameLine: 1))], at: .zero)
        #expect(prompt.state.submenuPath == [] && prompt.state.highlighted == "more")
    }
}

@Suite("Status rows and creating in the terminal (rules L1, L5)")
struct StatusRowFrameTests {
    @Test(
        "L1: while loading with no rows the list says Loading…, and the field line shows a spinner that turns with the clock"
    )
    func loadingEmptyStateAndSpinner() {
        var state = DropdownState<Int>(options: [])
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        var prompt = DropdownPrompt(title: "Files", placeholder: "Choose", state: state)
        prompt.layOut(size: TerminalSize(rows: 24, columns: 30))
        prompt.start(at: .zero)
        #expect(prompt.frame().text == ["? Files: Choose       ⠋ ▴ –/0", "  Loading…"])
        #expect(prompt.wakeTime == Spinner.interval)
        prompt.wake(at: .milliseconds(100))
        #expect(prompt.frame().text[0] == "? Files: Choose       ⠙ ▴ –/0")
        #expect(prompt.wakeTime == .milliseconds(200))
        prompt.send(.appendOptions([DropdownOption(id: 0, label: "a")], hasMore: true), at: .milliseconds(150))
        prompt.send(.setLoadState(.idle, hasMore: false), at: .milliseconds(160))
        #expect(prompt.frame().text == ["? Files: Choose         ▴ 1/1", "  ❯   a                      "])
        #expect(prompt.wakeTime == nil, "no spinner once loading ended")
    }

    @Test(
        "L1: with rows, Loading more… is a dimmed row after the last option; a failure is an action row Enter retries on"
    )
    func statusRowsAsRows() {
        var state = DropdownState(options: [DropdownOption(id: 0, label: "a")])
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        var prompt = DropdownPrompt(title: "Files", placeholder: "Choose", state: state)
        prompt.layOut(size: TerminalSize(rows: 24, columns: 30))
        prompt.start(at: .zero)
        #expect(prompt.frame().text.suffix(2) == ["  ❯   a                      ", "      Loading more…          "])
        let loadingRow = prompt.frame().lines[2]
        #expect(loadingRow.runs.contains { $0.text.contains("Loading more…") && $0.style.contains(.dim) })
        prompt.send(.setLoadState(.failed(message: "Network down"), hasMore: true), at: .zero)
        prompt.handle([down], at: .zero)
        #expect(prompt.state.highlightedAction == .retry)
        #expect(prompt.frame().text[2].hasPrefix("  ❯   Network down"))
        #expect(prompt.frame().lines[2].runs.contains { $0.style.contains(.reverse) })
    }

    @Test(
        "L5: a query that names no option shows a Create row; choosing it adds the option the prompt makes and ends with it"
    )
    func createRow() {
        var configuration = DropdownConfiguration()
        configuration.isSearchable = true
        configuration.allowsCreating = true
        var promptConfiguration = PromptConfiguration<String>()
        promptConfiguration.createOption = { DropdownOption(id: "new:" + $0, label: $0) }
        var prompt = DropdownPrompt(
            title: "Tag", placeholder: "Choose",
            state: DropdownState(options: [DropdownOption("swift")], configuration: configuration),
            configuration: promptConfiguration)
        prompt.layOut(size: TerminalSize(rows: 24, columns: 30))
        prompt.start(at: .zero)
        prompt.handle("linux".map { .character($0, alt: false) }, at: .zero)
        #expect(prompt.frame().text.contains { $0.contains("Create “linux”") })
        prompt.handle([down, enter], at: .zero)
        #expect(prompt.outcome == .chosen(["new:linux"]))
        #expect(prompt.finalLine().text == "✔ Tag: linux")
    }
}
