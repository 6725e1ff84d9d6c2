import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The search syntax through .dropdownSearchSyntax")
struct SearchSyntaxModifierTests {
    let labels = ["a-b", "cab", "Alba"]

    @Test("F1: .dropdownSearchSyntax(.exact) makes the search field's terms substrings: \"ab\" no longer finds \"a-b\"")
    func exact() {
        var harness = Harness(labels, behavior: DropdownBehavior(searchSyntax: .exact))
        harness.isSearchable = true
        harness.send(.tapField)
        harness.send(.setQuery("ab"))
        #expect(harness.state.visible == ["cab"])
        #expect(DropdownBehavior().applied(to: DropdownConfiguration()).searchSyntax == .extended)
    }

    @Test("R3, F1: a syntax changed while the list is open ranks the query again when the parent updates")
    func changedWhileOpen() {
        var harness = Harness(labels)
        harness.isSearchable = true
        harness.send(.tapField)
        harness.send(.setQuery("ab"))
        #expect(Set(harness.state.visible) == Set(labels))
        harness.behavior.searchSyntax = .exact
        let revision = harness.session.rowsRevision
        let changed = harness.session.bringInStep(
            inputs: harness.inputs, bound: harness.bound, behavior: harness.behavior, at: harness.time)
        #expect(changed)  // the model redraws
        #expect(harness.session.rowsRevision > revision, "the rows' view is rebuilt")
        #expect(harness.state.visible == ["cab"])
        #expect(harness.state.query == "ab")
        harness.behavior.searchSyntax = .plain
        harness.send(.setQuery("a b"))
        #expect(harness.state.visible.isEmpty)
    }
}
