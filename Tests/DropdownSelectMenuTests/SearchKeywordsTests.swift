import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Search keywords from .dropdownSearchKeywords (F9, R3)")
struct SearchKeywordsTests {
    let countries = ["United States", "Germany", "France"]

    /// A searchable harness of `countries` whose session was made with `keywords`, as the view makes
    /// it from `.dropdownSearchKeywords`.
    func makeHarness(_ keywords: @escaping (String) -> [String]) -> Harness {
        var harness = Harness(countries)
        harness.isSearchable = true
        harness.keywords = keywords
        harness.session = DropdownSession(
            inputs: harness.inputs, selection: [], mode: .single, behavior: harness.behavior,
            guesses: .init(row: 44, header: 30, searchField: 45))
        return harness
    }

    @Test("F9: the keywords the dropdown is made with are searched from the first query")
    func keywordsFromTheStart() {
        var harness = makeHarness { $0 == "Germany" ? ["Deutschland", "DE"] : [] }
        harness.send(.setQuery("deutsch"))
        #expect(harness.state.visible == ["Germany"])
        #expect(harness.state.matchedRanges(atRow: 0).isEmpty)
        harness.send(.key(.enter))
        #expect(harness.bound == ["Germany"])
    }

    @Test("F9 (R3): keywords that change reach the search after a parent update, the options unchanged")
    func changedKeywordsReachTheSearch() {
        var aliases = ["United States": ["USA"]]
        var harness = makeHarness { aliases[$0] ?? [] }
        harness.send(.setQuery("deutsch"))
        #expect(harness.state.visible.isEmpty)
        harness.send(.setQuery(""))
        aliases["Germany"] = ["Deutschland"]
        harness.parentUpdated()  // the same options array: the rows on screen are compared first
        harness.send(.setQuery("deutsch"))
        #expect(harness.state.visible == ["Germany"])
        #expect(harness.state.option(withID: "Germany")?.keywords == ["Deutschland"])
    }

    @Test("F9 (R3): the rows on screen are compared with the core by their keywords too")
    func rowsAgreeOnKeywords() {
        let harness = makeHarness { $0 == "France" ? ["FR"] : [] }
        let lookup = harness.lookup
        #expect(harness.inputs.agree(on: "France", lookup: lookup, with: harness.state))
        var changed = harness.inputs
        changed.keywords = { $0 == "France" ? ["FR", "Hexagone"] : [] }
        #expect(!changed.agree(on: "France", lookup: lookup, with: harness.state))
        changed.keywords = nil
        #expect(!changed.agree(on: "France", lookup: lookup, with: harness.state))
        #expect(changed.agree(on: "Germany", lookup: lookup, with: harness.state))
    }
}
