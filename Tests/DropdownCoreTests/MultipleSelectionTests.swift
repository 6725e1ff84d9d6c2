import DropdownCore
import Testing

@Suite("Multiple selection")
struct MultipleSelectionTests {
    let multiple = DropdownConfiguration(selectionMode: .multiple)

    @Test("M1: opening by tap, Enter or Space highlights the first selected option in option order")
    func openingHighlightsFirstSelected() {
        for event: DropdownEvent<String> in [.tapField, .key(.enter), .key(.space)] {
            var state = makeState(selection: ["Date", "Banana"], configuration: multiple)
            state.send(event, at: .zero)
            #expect(state.highlighted == "Banana")
        }
        let none = makeOpenState(configuration: multiple)
        #expect(none.highlighted == nil)
    }

    @Test("M1: arrows open as in O2")
    func arrowsOpen() {
        var down = makeState(configuration: multiple)
        down.press(.down)
        #expect(down.highlighted == "Apple")
        var up = makeState(configuration: multiple)
        up.press(.up)
        #expect(up.highlighted == "Elderberry")
        var selected = makeState(selection: ["Cherry"], configuration: multiple)
        selected.press(.up)
        #expect(selected.highlighted == "Cherry")
    }

    @Test("M2: Enter, Space and a tap toggle and keep the list open")
    func togglesStayOpen() {
        var state = makeState(configuration: multiple)
        state.press(.down)
        let added = state.handle(.key(.enter), at: .zero)
        #expect(added.changes == [.selection])
        #expect(added.announcement == .selected(label: "Apple"))
        state.press(.down)
        state.press(.space, at: .seconds(5))
        #expect(state.selection == ["Apple", "Banana"])
        let tapped = state.handle(.tapOption("Apple"), at: .zero)
        #expect(tapped.changes == [.highlight, .selection])
        #expect(tapped.announcement == .deselected(label: "Apple"))
        #expect(state.selection == ["Banana"])
        #expect(state.isOpen)
        #expect(state.highlighted == "Apple")
    }

    @Test("M2: with no hl Enter and Space close")
    func enterWithoutHighlightCloses() {
        for key in [DropdownKey.enter, .space] {
            var state = makeOpenState(configuration: multiple)
            #expect(state.press(key) == [.closed])
        }
    }

    @Test("M2: Escape, Tab, Alt+Up and a tap outside close without toggling")
    func closingKeysDoNotToggle() {
        let events: [DropdownEvent<String>] = [
            .key(.escape), .key(.tab), .key(.up, modifiers: .alt), .tapOutside,
        ]
        for event in events {
            var state = makeState(selection: ["Apple"], configuration: multiple)
            state.press(.down)
            state.press(.down)
            let changes = state.send(event, at: .zero)
            #expect(changes == [.closed, .highlight])
            #expect(state.selection == ["Apple"])
        }
    }

    @Test("M3: the selection is kept in option order and may be empty")
    func selectionInOptionOrder() {
        var state = makeState(selection: ["Elderberry", "Apple"], configuration: multiple)
        #expect(state.selection == ["Apple", "Elderberry"])
        state.send(.tapField, at: .zero)
        state.send(.tapOption("Cherry"), at: .zero)
        #expect(state.selection == ["Apple", "Cherry", "Elderberry"])
        for id in ["Apple", "Cherry", "Elderberry"] { state.send(.tapOption(id), at: .zero) }
        #expect(state.selection.isEmpty)
    }

    @Test("M3: a limit refuses further additions and says so")
    func selectionLimit() {
        var state = makeState(
            configuration: DropdownConfiguration(selectionMode: .multiple, selectionLimit: 2))
        state.send(.tapField, at: .zero)
        state.send(.tapOption("Apple"), at: .zero)
        state.send(.tapOption("Banana"), at: .zero)
        let refused = state.handle(.tapOption("Cherry"), at: .zero)
        #expect(!refused.changes.contains(.selection))
        #expect(refused.announcement == .selectionLimitReached(limit: 2))
        #expect(state.selection == ["Apple", "Banana"])
        state.send(.tapOption("Apple"), at: .zero)
        state.send(.tapOption("Cherry"), at: .zero)
        #expect(state.selection == ["Banana", "Cherry"])
    }

    @Test("M4: select-all selects every enabled option, then clears")
    func toggleAll() {
        var state = makeState(disabled: ["Cherry"], selection: ["Date"], configuration: multiple)
        let all = state.handle(.toggleAll, at: .zero)
        #expect(all.changes == [.selection])
        #expect(all.announcement == .selectionCount(4))
        #expect(state.selection == ["Apple", "Banana", "Date", "Elderberry"])
        #expect(state.send(.toggleAll, at: .zero) == [.selection])
        #expect(state.selection.isEmpty)
    }

    @Test("M4: select-all stops at the limit, and clears when the limit is reached")
    func toggleAllWithLimit() {
        var state = makeState(
            selection: ["Date"],
            configuration: DropdownConfiguration(selectionMode: .multiple, selectionLimit: 3))
        state.send(.toggleAll, at: .zero)
        #expect(state.selection == ["Apple", "Banana", "Date"])
        state.send(.toggleAll, at: .zero)
        #expect(state.selection.isEmpty)
    }

    @Test("M4: select-all does nothing in single mode")
    func toggleAllSingle() {
        var state = makeState(selection: ["Apple"])
        let result = state.handle(.toggleAll, at: .zero)
        #expect(result.changes.isEmpty)
        #expect(state.selection == ["Apple"])
    }

    @Test("M5: the field summarises the selection: labels while they fit, else N selected")
    func summary() {
        var state = makeState(configuration: multiple)
        #expect(state.selectionSummary(placeholder: "Choose", maximumLength: 20) == "Choose")
        state.send(.tapField, at: .zero)
        state.send(.tapOption("Apple"), at: .zero)
        #expect(state.selectionSummary(placeholder: "Choose", maximumLength: 3) == "Apple")
        state.send(.tapOption("Date"), at: .zero)
        #expect(state.selectionSummary(placeholder: "Choose", maximumLength: 20) == "Apple, Date")
        state.send(.tapOption("Elderberry"), at: .zero)
        #expect(state.selectionSummary(placeholder: "Choose", maximumLength: 20) == "3 selected")
        #expect(state.selectionSummary(placeholder: "Choose") { _ in true } == "Apple, Date, Elderberry")
    }
}
