import DropdownCore
import Testing

@Suite("Search (searchable dropdowns)")
struct SearchTests {
    let countries = ["France", "Italy", "Portugal", "Spain", "Papua New Guinea", "Paraguay", "Poland"]
    let searchable = DropdownConfiguration(isSearchable: true)

    func makeSearch(selection: [String] = [], disabled: Set<String> = []) -> State {
        makeState(countries, disabled: disabled, selection: selection, configuration: searchable)
    }

    @Test("F1: the query filters and ranks with fuzzy matching; an empty query shows every option in order")
    func filtersAndRanks() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        #expect(state.send(.setQuery("pa"), at: .zero) == [.highlight, .query])
        #expect(state.visible == ["Paraguay", "Papua New Guinea", "Poland", "Portugal", "Spain"])  // as fzf ranks them
        state.send(.setQuery("png"), at: .zero)
        #expect(state.visible == ["Papua New Guinea"])
        state.send(.setQuery(""), at: .zero)
        #expect(state.visible == countries)
    }

    @Test("F1: matching ignores case and diacritics")
    func foldsCaseAndDiacritics() {
        var state = makeState(["Côte d'Ivoire", "Curaçao", "Colombia"], configuration: searchable)
        state.send(.setQuery("cote"), at: .zero)
        #expect(state.visible == ["Côte d'Ivoire"])
        state.send(.setQuery("CURACAO"), at: .zero)
        #expect(state.visible.isEmpty)  // smart case: an upper-case query is case-sensitive
        state.send(.setQuery("curacao"), at: .zero)
        #expect(state.visible == ["Curaçao"])
    }

    @Test("F2: when the query changes, hl moves to the best match, so Enter takes it; none without matches")
    func highlightFollowsBestMatch() {
        var state = makeSearch()
        state.type("ply")
        #expect(state.isOpen)
        #expect(state.query == "ply")
        #expect(state.highlighted == state.visible.first)
        state.send(.setQuery("xyz"), at: .zero)
        #expect(state.highlighted == nil)
        state.send(.setQuery("spa"), at: .zero)
        #expect(state.press(.enter) == [.closed, .highlight, .selection, .query])
        #expect(state.selection == ["Spain"])
    }

    @Test("F2, L5: with no match, hl is on the Create row, so a new word and Enter create it")
    func noMatchHighlightsCreate() {
        var state = makeState(["apple", "banana"], configuration: .creating)
        state.type("kiwi")
        #expect(state.visible.isEmpty)
        #expect(state.statusRows == [.create(text: "kiwi")])
        #expect(state.highlightedAction == .create)
        #expect(state.highlightedRow == 0)
        state.send(.setQuery("an"), at: .zero)  // matches, and a Create row after them
        #expect(state.highlighted == "banana", "F2: a match comes before the Create row")
        #expect(state.statusRows == [.create(text: "an")])
        state.send(.setQuery("kiwi"), at: .zero)
        let chosen = state.handle(.key(.enter), at: .zero)
        #expect(chosen.changes.contains(.create))
        #expect(chosen.textToCreate == "kiwi")
        #expect(!state.isOpen)
    }

    @Test("F2: the best match skips disabled options")
    func bestMatchSkipsDisabled() {
        var state = makeSearch(disabled: ["Paraguay"])
        state.send(.setQuery("pa"), at: .zero)
        #expect(state.visible.first == "Paraguay")
        #expect(state.highlighted == "Papua New Guinea")
    }

    @Test("F3: arrows move through the results in ranked order; characters edit the query, not typeahead")
    func arrowsAndCharacters() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        state.type("pa")
        #expect(state.query == "pa")
        #expect(state.highlighted == "Paraguay")
        state.press(.down)
        #expect(state.highlighted == "Papua New Guinea")
        state.press(.end)
        #expect(state.highlighted == "Spain")
        state.press(.up)
        state.press(.home)
        #expect(state.highlighted == "Paraguay")
        state.press(.space)
        #expect(state.query == "pa ")
        state.press(.backspace)
        state.press(.backspace)
        #expect(state.query == "p")
    }

    @Test("F3: a character typed into a closed searchable dropdown opens it with that query")
    func typingOpens() {
        var state = makeSearch()
        let changes = state.send(.character("s"), at: .zero)
        #expect(changes.isSuperset(of: [.opened, .query]))
        #expect(state.query == "s")
        #expect(state.visible.first == "Spain")
    }

    @Test("F4: Escape clears a non-empty query first; a second Escape closes")
    func escapeClearsThenCloses() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        state.type("pol")
        #expect(state.press(.escape).contains(.query))
        #expect(state.isOpen)
        #expect(state.query.isEmpty)
        #expect(state.highlighted == "Poland")  // hl stays on its option when the query is cleared
        #expect(state.press(.escape) == [.closed, .highlight])
    }

    @Test("F5: closing clears the query; the next opening starts from the full list")
    func closingClearsQuery() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        state.type("ita")
        #expect(state.send(.tapOutside, at: .zero) == [.closed, .highlight, .query])
        #expect(state.query.isEmpty)
        state.send(.tapField, at: .zero)
        #expect(state.visible == countries)
    }

    @Test("F6: the selection stays selected while it is filtered out of view")
    func selectionSurvivesFiltering() {
        var state = makeSearch(selection: ["France"])
        state.send(.tapField, at: .zero)
        state.type("spa")
        #expect(!state.visible.contains("France"))
        #expect(state.selection == ["France"])
        #expect(state.isSelected("France"))
    }

    @Test("F7: no results shows No matches, distinct from No options")
    func noMatches() {
        var state = makeSearch()
        let result = state.handle(.setQuery("zzz"), at: .zero)
        #expect(state.emptyState == .noMatches)
        #expect(result.announcement == .noMatches)
        let empty = makeOpenState([], configuration: searchable)
        #expect(empty.emptyState == .noOptions)
    }

    @Test("F8: matched character ranges are available for each visible row")
    func matchedRanges() {
        var state = makeSearch()
        state.send(.setQuery("png"), at: .zero)
        let label = state.visibleOption(atRow: 0).label
        let matched = state.matchedRanges(atRow: 0).map { String(label[$0]) }
        #expect(matched == ["P", "N", "G"])
        state.send(.setQuery("ortu"), at: .zero)
        let portugal = state.visibleOption(atRow: 0).label
        #expect(state.matchedRanges(atRow: 0).map { String(portugal[$0]) } == ["ortu"])
        state.send(.setQuery(""), at: .zero)
        #expect(state.matchedRanges(atRow: 0).isEmpty)
    }

    @Test("A4: each query change announces the count of results")
    func countAnnouncements() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        #expect(state.handle(.setQuery("pa"), at: .zero).announcement == .optionCount(5))
        #expect(state.handle(.setQuery("par"), at: .zero).announcement == .optionCount(1))
    }

    @Test("C1: new options with a query are searched again, keeping hl by id")
    func newOptionsWhileSearching() {
        var state = makeSearch()
        state.send(.setQuery("pa"), at: .zero)
        #expect(state.highlighted == "Paraguay")
        state.send(.setOptions(makeOptions(["Paraguay", "Panama", "Japan"])), at: .zero)
        #expect(state.visible == ["Panama", "Paraguay", "Japan"])
        #expect(state.highlighted == "Paraguay")
    }

    @Test("E2: a closed searchable dropdown has no query; setQuery with nothing typed on a closed one is ignored")
    func closedHasNoQuery() {
        var state = makeSearch()
        #expect(state.handle(.setQuery(""), at: .zero).changes.isEmpty)
        state.send(.setQuery("fr"), at: .zero)
        state.send(.close, at: .zero)
        #expect(state.query.isEmpty)
        #expect(state.visible == countries)
    }

    @Test("F1: a search prepared before the first query shows and ranks as one the query builds")
    func preparedSearch() {
        var prepared = makeSearch()
        var plain = makeSearch()
        for state in [prepared, plain] { #expect(!state.isSearchPrepared && state.shouldPrepareSearch) }
        prepared.send(.tapField, at: .zero)
        plain.send(.tapField, at: .zero)
        prepared.prepareSearch()
        #expect(prepared.isSearchPrepared && !prepared.shouldPrepareSearch)
        #expect(prepared.visible == plain.visible)
        #expect(prepared.highlighted == plain.highlighted)
        for query in ["pa", "p", "png", "ay", ""] {
            #expect(prepared.send(.setQuery(query), at: .zero) == plain.send(.setQuery(query), at: .zero))
            #expect(prepared.visible == plain.visible, "query \(query)")
            #expect(prepared.matchedScalarRanges(atRow: 0) == plain.matchedScalarRanges(atRow: 0))
        }
        // Options appended while the query is empty drop the index; it is prepared again.
        prepared.send(.appendOptions([DropdownOption(id: "Peru", label: "Peru")], hasMore: false), at: .zero)
        #expect(!prepared.isSearchPrepared)
        prepared.prepareSearch()
        prepared.send(.setQuery("pe"), at: .zero)
        #expect(prepared.visible.contains("Peru"))
    }

    @Test("F1: nothing to prepare when the list is not searchable or its host filters")
    func nothingToPrepare() {
        var plain = makeState(countries)
        #expect(plain.isSearchPrepared)
        plain.prepareSearch()
        #expect(plain.visible == countries)
        let remote = makeState(
            countries, configuration: DropdownConfiguration(isSearchable: true, searchFiltering: .remote))
        #expect(remote.isSearchPrepared)
    }

    @Test("F1, L2: while options load the search is not worth preparing; once they are in, it is")
    func preparedOnceLoaded() {
        var state = makeSearch()
        state.send(.tapField, at: .zero)
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        #expect(!state.isSearchPrepared)
        #expect(!state.shouldPrepareSearch)
        state.send(.appendOptions([DropdownOption(id: "Peru", label: "Peru")], hasMore: false), at: .zero)
        #expect(!state.shouldPrepareSearch, "still loading")
        state.send(.setLoadState(.idle, hasMore: false), at: .zero)
        #expect(state.shouldPrepareSearch)
    }
}

@Suite("Search switched on and off")
struct SearchToggleTests {
    @Test("F3: turning search on makes characters edit the query; turning it off clears the query")
    func toggle() {
        var state = makeState(["France", "Italy", "Spain"])
        state.isSearchable = true
        state.send(.character("i"), at: .zero)
        #expect(state.query == "i")
        state.isSearchable = false
        #expect(state.query.isEmpty)
        #expect(state.visible == ["France", "Italy", "Spain"])
        state.send(.character("s"), at: .seconds(5))
        #expect(state.query.isEmpty)
        #expect(state.highlighted == "Spain")  // typeahead again
    }
}
