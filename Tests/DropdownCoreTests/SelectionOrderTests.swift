import DropdownCore
import Testing

@Suite("Selection order, preselection, and unranked matches")
struct SelectionOrderTests {
    let chosenOrder = DropdownConfiguration(
        selectionMode: .multiple, multipleSelectionKeys: .prompt, selectionOrder: .chosen)

    /// Toggles an option with a tap (rule M2).
    func toggle(_ state: inout State, _ label: String) {
        state.send(.tapOption(label), at: .zero)
    }

    @Test("M3: by default the selection is in the options' order, whatever order it was chosen in")
    func optionOrderByDefault() {
        var state = makeState(configuration: DropdownConfiguration(selectionMode: .multiple))
        state.press(.down)
        for label in ["Date", "Apple", "Cherry"] { toggle(&state, label) }
        #expect(state.selection == ["Apple", "Cherry", "Date"])
    }

    @Test("M3: with the chosen order, the selection is in the order chosen, its labels too")
    func chosenOrderKept() {
        var state = makeState(configuration: chosenOrder)
        state.press(.down)
        for label in ["Date", "Apple", "Cherry"] { toggle(&state, label) }
        #expect(state.selection == ["Date", "Apple", "Cherry"])
        #expect(state.selectedLabels == ["Date", "Apple", "Cherry"])
        toggle(&state, "Date")  // out, then in again: it goes to the end
        toggle(&state, "Date")
        #expect(state.selection == ["Apple", "Cherry", "Date"])
    }

    @Test("M3: an initial selection keeps the order given; select-all adds the rest in option order")
    func initialSelectionOrder() {
        var state = makeState(selection: ["Elderberry", "Banana"], configuration: chosenOrder)
        #expect(state.selection == ["Elderberry", "Banana"])
        state.send(.toggleAll, at: .zero)
        #expect(state.selection == ["Elderberry", "Banana", "Apple", "Cherry", "Date"])
    }

    @Test("M3, C1: new options keep the chosen order of the selection")
    func chosenOrderSurvivesNewOptions() {
        var state = makeState(selection: ["Date", "Apple"], configuration: chosenOrder)
        state.send(.setOptions(makeOptions(["Apple", "Date", "Fig"])), at: .zero)
        #expect(state.selection == ["Date", "Apple"])
    }

    @Test("M2: a preselected option can be deselected, by key or by tap")
    func preselectedCanBeDeselected() {
        var state = makeState(selection: ["Banana", "Cherry"], configuration: chosenOrder)
        state.press(.down)  // opens on Banana (O2)
        #expect(state.highlighted == "Banana")
        let result = state.handle(.key(.tab), at: .zero)
        #expect(result.changes.contains(.selection))
        #expect(state.selection == ["Cherry"])
        toggle(&state, "Cherry")
        #expect(state.selection.isEmpty)
    }

    @Test("F1: with ranking off, matches keep the options' order")
    func unrankedMatches() {
        let labels = ["Spain", "Papua New Guinea", "Paraguay", "Poland", "Italy"]
        var ranked = makeState(labels, configuration: DropdownConfiguration(isSearchable: true))
        ranked.send(.setQuery("pa"), at: .zero)
        #expect(ranked.visible == ["Paraguay", "Papua New Guinea", "Poland", "Spain"])
        var unranked = makeState(labels, configuration: DropdownConfiguration(isSearchable: true, ranksMatches: false))
        unranked.send(.setQuery("pa"), at: .zero)
        #expect(unranked.visible == ["Spain", "Papua New Guinea", "Paraguay", "Poland"])
        #expect(unranked.highlighted == "Spain", "F2: hl on the first match")
    }
}
