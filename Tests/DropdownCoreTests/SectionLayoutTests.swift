import DropdownCore
import Testing

@Suite("Section headers")
struct SectionLayoutTests {
    let grouped: [Option] = [
        Option(id: "std", label: "Standard", section: "Delivery"),
        Option(id: "exp", label: "Express", section: "Delivery"),
        Option(id: "pck", label: "Pickup", section: "Collect"),
        Option(id: "lck", label: "Locker", section: "Collect"),
        Option(id: "oth", label: "Other"),
    ]

    @Test("A header comes before each row whose section differs from the previous row's")
    func headersBeforeSectionChanges() {
        let state = State(options: grouped)
        let layout = state.sectionLayout
        #expect(layout.headerRows == [0, 2, 4])
        #expect(layout.titles == ["Delivery", "Collect", ""])
        #expect(layout.lineCount == 8)
        let lines = (0..<layout.lineCount).map(layout.content(atLine:))
        #expect(
            lines == [
                .header("Delivery"), .option(row: 0), .option(row: 1), .header("Collect"),
                .option(row: 2), .option(row: 3), .header(""), .option(row: 4),
            ])
        #expect((0..<5).map(layout.line(ofRow:)) == [1, 2, 4, 5, 7])
    }

    @Test("An option without a section after a section is in no section: an untitled header ends it")
    func noSectionAfterASection() {
        let state = State(options: [
            Option(id: "a", label: "Alpha"), Option(id: "b", label: "Beta", section: "Greek"),
            Option(id: "c", label: "Gamma"), Option(id: "d", label: "Delta"),
        ])
        let layout = state.sectionLayout
        #expect(layout.headerRows == [1, 2], "none before the first, which has no section")
        #expect(layout.titles == ["Greek", ""])
        #expect(
            (0..<layout.lineCount).map(layout.content(atLine:)) == [
                .option(row: 0), .header("Greek"), .option(row: 1), .header(""), .option(row: 2), .option(row: 3),
            ])
    }

    @Test("Options without sections have no headers")
    func noSections() {
        let state = makeState()
        #expect(state.sectionLayout == DropdownSectionLayout(rowCount: 5))
        #expect(state.sectionLayout.content(atLine: 3) == .option(row: 3))
    }

    @Test("Headers follow new options")
    func headersFollowOptions() {
        var state = makeState()
        state.send(.setOptions(grouped), at: .zero)
        #expect(state.sectionLayout.headerRows == [0, 2, 4])
        state.send(.setOptions(Array(grouped.suffix(3))), at: .zero)
        #expect(state.sectionLayout.titles == ["Collect", ""])
    }
}

@Suite("Prompt confirmation")
struct PromptConfirmationTests {
    /// Multiple selection with a prompt's keys (rule M2), with a search line or without.
    static func promptKeys(searchable: Bool = false) -> DropdownConfiguration {
        DropdownConfiguration(selectionMode: .multiple, isSearchable: searchable, multipleSelectionKeys: .prompt)
    }

    @Test("M2: with a prompt's keys, Enter closes, Space still toggles")
    func enterConfirms() {
        var state = makeState(configuration: Self.promptKeys())
        state.press(.down)
        state.press(.space)
        state.press(.down)
        state.press(.space)
        #expect(state.selection == ["Apple", "Banana"])
        #expect(state.press(.enter) == [.closed, .highlight])
        #expect(state.selection == ["Apple", "Banana"])
    }

    @Test("M2: with a prompt's keys and nothing marked, Enter selects hl and closes (as fzf --multi)")
    func enterWithNothingMarkedTakesHighlight() {
        var state = makeState(configuration: Self.promptKeys())
        state.press(.down)
        state.press(.down)
        #expect(state.press(.enter) == [.closed, .highlight, .selection])
        #expect(state.selection == ["Banana"])
        var empty = makeState(configuration: Self.promptKeys(searchable: true))
        empty.type("zzz")  // no match: no hl
        #expect(empty.press(.enter).contains(.closed))
        #expect(empty.selection.isEmpty)
    }

    @Test("M2: with a prompt's keys, Tab and Shift-Tab toggle and keep the list open, also while searching")
    func tabToggles() {
        var state = makeState(configuration: Self.promptKeys(searchable: true))
        state.press(.down)
        let result = state.handle(.key(.tab), at: .zero)
        #expect(result.changes == [.selection])
        #expect(result.isHandled)
        state.type("ch")
        state.press(.tab, .shift)
        #expect(state.selection == ["Apple", "Cherry"])
        #expect(state.isOpen)
        state.press(.space)
        #expect(state.query == "ch ")
        #expect(state.press(.enter).contains(.closed))
        #expect(state.selection == ["Apple", "Cherry"])
    }

    @Test("M2: a menu's keys are the default: Tab closes without toggling")
    func menuKeysDefault() {
        var state = makeState(configuration: DropdownConfiguration(selectionMode: .multiple))
        state.press(.down)
        #expect(state.press(.tab) == [.closed, .highlight])
        #expect(state.selection.isEmpty)
    }
}
