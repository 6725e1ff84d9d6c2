import DropdownCore
import Testing

@Suite("Options that change")
struct OptionsChangeTests {
    @Test("C1: new options keep hl and sel by id")
    func keepsHighlightAndSelectionByID() {
        var state = makeState(selection: ["Cherry"])
        state.press(.down)
        state.press(.down)
        #expect(state.highlighted == "Date")
        let changes = state.send(
            .setOptions(makeOptions(["Date", "Fig", "Cherry", "Apple"])), at: .zero)
        #expect(changes.isEmpty)
        #expect(state.highlighted == "Date")
        #expect(state.highlightedRow == 0)
        #expect(state.selection == ["Cherry"])
        state.press(.down)
        #expect(state.highlighted == "Fig")
    }

    @Test("C1: hl clears when its option leaves the list or becomes disabled")
    func highlightClearsWhenGone() {
        var state = makeState()
        state.press(.down)
        #expect(state.send(.setOptions(makeOptions(["Banana", "Cherry"])), at: .zero) == [.highlight])
        #expect(state.highlighted == nil)
        state.send(.hover("Cherry"), at: .zero)
        state.send(.setOptions(makeOptions(["Banana", "Cherry"], disabled: ["Cherry"])), at: .zero)
        #expect(state.highlighted == nil)
    }

    @Test("C2: a vanished selection is kept by default and still shown, with no row checked")
    func vanishedSelectionKept() {
        var state = makeState(selection: ["Cherry"])
        #expect(state.send(.setOptions(makeOptions(["Apple", "Banana"])), at: .zero).isEmpty)
        #expect(state.selection == ["Cherry"])
        #expect(state.selectedLabel(of: "Cherry") == "Cherry")
        #expect(state.fieldAccessibility(title: "Fruit", placeholder: "Choose").value == "Cherry")
        #expect(!(0..<state.visibleCount).contains { state.isSelected(row: $0) })
        state.send(.tapField, at: .zero)
        #expect(state.highlighted == nil)
        // When it comes back, it is checked again.
        state.send(.setOptions(makeOptions(["Cherry", "Apple"])), at: .zero)
        #expect(state.isSelected(row: 0))
    }

    @Test("C2: a vanished selection keeps the label it had")
    func vanishedSelectionKeepsLabel() {
        var state = State(
            options: [Option(id: "fr", label: "France"), Option(id: "it", label: "Italy")],
            selection: ["it"])
        state.send(.setOptions([Option(id: "fr", label: "France")]), at: .zero)
        #expect(state.selectedLabels == ["Italy"])
    }

    @Test("C2: the clear policy drops a vanished selection and reports it")
    func vanishedSelectionCleared() {
        var state = makeState(
            selection: ["Cherry"], configuration: DropdownConfiguration(vanishedSelection: .clear))
        #expect(state.send(.setOptions(makeOptions(["Apple"])), at: .zero) == [.selection])
        #expect(state.selection.isEmpty)
    }

    @Test("C2: an initial selection follows the policy, and in single mode only its first id counts")
    func initialSelection() {
        let kept = makeState(selection: ["Zucchini", "Apple"])
        #expect(kept.selection == ["Zucchini"])
        let cleared = makeState(
            selection: ["Zucchini"], configuration: DropdownConfiguration(vanishedSelection: .clear))
        #expect(cleared.selection.isEmpty)
        let multiple = makeState(
            selection: ["Date", "Zucchini", "Apple", "Apple"],
            configuration: DropdownConfiguration(selectionMode: .multiple, vanishedSelection: .clear))
        #expect(multiple.selection == ["Apple", "Date"])
    }

    @Test("C3: duplicate ids keep their first occurrence and are named")
    func duplicateIDs() {
        let options = [
            Option(id: "a", label: "First"), Option(id: "b", label: "B"),
            Option(id: "a", label: "Second"),
        ]
        var state = State(
            options: options, configuration: DropdownConfiguration(reportsDuplicateIDs: false))
        #expect(state.options.map(\.label) == ["First", "B"])
        #expect(state.duplicateIDs == ["a"])
        #expect(state.visible == ["a", "b"])
        state.press(.down)
        state.press(.enter)
        #expect(state.selection == ["a"])
        state.send(.setOptions(options + [Option(id: "b", label: "B again")]), at: .zero)
        #expect(state.duplicateIDs == ["a", "b"])
        #expect(state.visibleCount == 2)
    }
}

@Suite("Selection set from code")
struct SetSelectionTests {
    @Test("C2: setSelection replaces the selection and reports only a real change")
    func replaces() {
        var state = makeState(selection: ["Apple"])
        #expect(state.send(.setSelection(["Cherry"]), at: .zero) == [.selection])
        #expect(state.selection == ["Cherry"])
        #expect(state.send(.setSelection(["Cherry"]), at: .zero).isEmpty)
        #expect(state.send(.setSelection([]), at: .zero) == [.selection])
        #expect(state.selection.isEmpty)
    }

    @Test("C2: setSelection keeps only the first id in single mode and follows the vanished policy")
    func policy() {
        var single = makeState()
        single.send(.setSelection(["Date", "Apple"]), at: .zero)
        #expect(single.selection == ["Date"])
        single.send(.setSelection(["Zucchini"]), at: .zero)
        #expect(single.selection == ["Zucchini"])
        var cleared = makeState(configuration: DropdownConfiguration(vanishedSelection: .clear))
        cleared.send(.setSelection(["Zucchini"]), at: .zero)
        #expect(cleared.selection.isEmpty)
        var multiple = makeState(configuration: DropdownConfiguration(selectionMode: .multiple))
        multiple.send(.setSelection(["Elderberry", "Apple", "Apple"]), at: .zero)
        #expect(multiple.selection == ["Apple", "Elderberry"])
    }

    @Test("E1: setSelection leaves the list, hl and the query as they are")
    func leavesListAlone() {
        var state = makeState()
        state.press(.down)
        state.press(.down)
        #expect(state.send(.setSelection(["Date"]), at: .zero) == [.selection])
        #expect(state.isOpen)
        #expect(state.highlighted == "Banana")
    }
}
