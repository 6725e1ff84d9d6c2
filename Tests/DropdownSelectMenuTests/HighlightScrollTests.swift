import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The list scrolls to the highlighted line (P4, F2)")
struct HighlightScrollTests {
    /// A searchable list of countries, open.
    private func openList() -> Harness {
        var harness = Harness(["Angola", "Canada", "Chad", "Chile", "Cuba", "Denmark"])
        harness.isSearchable = true
        _ = harness.session.setSearchable(true)
        harness.send(.tapField)
        return harness
    }

    private func highlighted(_ harness: Harness) -> HighlightedLine<String> {
        HighlightedLine(row: harness.state.highlightedRow, in: ListLines(harness.state), query: harness.state.query)
    }

    @Test("P4, F2: a query that puts another best match on the same row scrolls to it")
    func sameRowNewLine() {
        var harness = openList()
        harness.send(.setQuery("ca"))
        let before = highlighted(harness)
        harness.send(.setQuery("ch"))
        let after = highlighted(harness)
        #expect(before.row == after.row)
        #expect(before.line != after.line)
        #expect(after.line == .option(harness.state.visibleID(atRow: after.row ?? -1)))
        #expect(ListScrollTarget.afterChange(from: before, to: after) == after.line)
    }

    @Test("P4, F2: a query that keeps the same best match on the same row still scrolls to it")
    func sameLineNewQuery() {
        var harness = openList()
        let opened = highlighted(harness)
        harness.send(.setQuery("ca"))
        let first = highlighted(harness)
        harness.send(.setQuery("can"))
        let refined = highlighted(harness)
        // "ca" and "can" both put Canada first: the row and the line stay, only the query changed.
        #expect(first.line == .option("Canada"))
        #expect(refined.row == first.row)
        #expect(refined.line == first.line)
        #expect(ListScrollTarget.afterChange(from: first, to: refined) == .option("Canada"))
        #expect(ListScrollTarget.afterChange(from: opened, to: first) == .option("Canada"))
        // Rows changing under the same query and highlight (a page loading while the person
        // scrolls, L3) do not scroll.
        let again = highlighted(harness)
        #expect(ListScrollTarget.afterChange(from: refined, to: again) == nil)
    }

    @Test("P4: the highlight moving scrolls to its line; nothing changing, or no highlight, scrolls nowhere")
    func moves() {
        var harness = openList()
        harness.send(.key(.down))
        let first = highlighted(harness)
        harness.send(.key(.down))
        let second = highlighted(harness)
        #expect(first.row != second.row)
        #expect(ListScrollTarget.afterChange(from: first, to: second) == second.line)
        #expect(ListScrollTarget.afterChange(from: second, to: second) == nil)
        harness.send(.setQuery("zz"))  // no matches: nothing highlighted
        let none = highlighted(harness)
        #expect(none.line == nil)
        #expect(ListScrollTarget.afterChange(from: second, to: none) == nil)
    }

    @Test("P4, F2: a level's scroll view made while a query is typed starts at the best match")
    func levelStart() {
        var harness = openList()
        harness.send(.key(.end))
        let opening = ListLineID<String>.option("Denmark")
        #expect(ListScrollTarget.levelStart(opening: opening, highlighted: highlighted(harness), query: "") == opening)
        harness.send(.setQuery("zz"))
        harness.send(.setQuery("cu"))  // the rows come back after "No matches"
        let best = highlighted(harness)
        #expect(best.line == .option("Cuba"))
        #expect(ListScrollTarget.levelStart(opening: opening, highlighted: best, query: "cu") == .option("Cuba"))
    }
}
