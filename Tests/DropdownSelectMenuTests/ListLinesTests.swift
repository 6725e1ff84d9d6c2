import DropdownCore
import Testing

@testable import DropdownSelectMenu

@Suite("Issue 8, items 7 and 12: rows by id, scroll targets")
struct ListLinesTests {
    func sectioned() -> DropdownState<String> {
        DropdownState(options: [
            DropdownOption(id: "apple", label: "Apple", section: "Fruit"),
            DropdownOption(id: "pear", label: "Pear", section: "Fruit"),
            DropdownOption(id: "leek", label: "Leek", section: "Vegetable"),
            DropdownOption(id: "plum", label: "Plum", section: "Fruit"),
        ])
    }

    @Test("7 (R4): lines are identified by option id; headers by the option after them")
    func identities() {
        let lines = ListLines(sectioned())
        #expect(lines.map(\.id) == [
            .header(before: "apple"), .option("apple"), .option("pear"),
            .header(before: "leek"), .option("leek"),
            .header(before: "plum"), .option("plum"),
        ])
        // Two "Fruit" sections, two distinct header identities.
        #expect(Set(lines.map(\.id)).count == lines.count)
        #expect(lines[3].content == .header("Vegetable"))
    }

    @Test("7 (R4): while filtering, a row keeps its option's identity, not its index")
    func identityFollowsOption() {
        var state = DropdownState(options: ["Apple", "Banana", "Cherry"].map(DropdownOption.init))
        state.isSearchable = true
        state.send(.tapField, at: .zero)
        #expect(ListLines(state)[2].id == .option("Cherry"))
        state.send(.setQuery("cher"), at: .zero)
        #expect(ListLines(state).map(\.id) == [.option("Cherry")])  // index 0 now, identity unchanged
    }

    @Test("12 (P4): the list opens at hl, else the first selected row shown, else the top")
    func openingTarget() {
        let options = (0..<50_000).map { DropdownOption("Option \($0)") }
        var state = DropdownState(options: options, selection: ["Option 49999"])
        state.send(.tapField, at: .zero)
        #expect(ListScrollTarget.opening(state) == .option("Option 49999"))
        var none = DropdownState(options: options)
        none.send(.tapField, at: .zero)
        #expect(ListScrollTarget.opening(none) == nil)
    }

    @Test("12 (P4): after a move, the list scrolls to the new hl, only when it changed")
    func moveTarget() {
        var state = DropdownState(options: ["A", "B", "C"].map(DropdownOption.init))
        state.send(.key(.down), at: .zero)
        #expect(ListScrollTarget.afterMove(from: nil, in: state) == .option("A"))
        #expect(ListScrollTarget.afterMove(from: "A", in: state) == nil)
        state.send(.key(.down), at: .zero)
        #expect(ListScrollTarget.afterMove(from: "A", in: state) == .option("B"))
    }

    @Test("12: the session remembers the opening target until the list closes")
    func sessionTarget() {
        var harness = Harness(selection: ["Date"])
        harness.send(.tapField)
        #expect(harness.session.openingScrollTarget == .option("Date"))
        harness.send(.key(.escape))
        #expect(harness.session.openingScrollTarget == nil)
    }
}
