import DropdownCore
import Testing

@Suite("The search syntax of a dropdown (fzf's extended syntax, --exact, --no-extended)")
struct SearchSyntaxTests {
    /// A searchable dropdown of `labels` that reads queries in `syntax`, open with `query`.
    func searching(
        _ labels: [String], _ query: String, syntax: FuzzyMatcher.Syntax, allowsCreating: Bool = false
    ) -> State {
        var state = makeState(
            labels, configuration: .init(isSearchable: true, searchSyntax: syntax, allowsCreating: allowsCreating))
        state.send(.setQuery(query), at: .zero)
        return state
    }

    /// The matched text of each visible row, by row.
    func matchedText(_ state: State) -> [[String]] {
        (0..<state.visibleCount).map { row in
            let label = state.visibleOption(atRow: row).label
            return state.matchedRanges(atRow: row).map { String(label[$0]) }
        }
    }

    /// Moves hl to the row of `label` with Home and Down.
    func highlight(_ label: String, in state: inout State) {
        state.press(.home)
        for _ in 0..<state.visibleCount where state.highlighted != label { state.press(.down) }
    }

    @Test("F1: by default a term matches fuzzily: \"ab\" finds \"a-b\"; with .exact it must be a substring")
    func exactTerms() {
        let labels = ["a-b", "cab", "Alba"]
        #expect(Set(searching(labels, "ab", syntax: .extended).visible) == ["a-b", "cab", "Alba"])
        #expect(searching(labels, "ab", syntax: .exact).visible == ["cab"])
        #expect(DropdownConfiguration().searchSyntax == .extended)
        #expect(FuzzyMatcher.Syntax.exact == FuzzyMatcher.Syntax(isExtended: true, isExact: true))
    }

    @Test("F1: with .plain (fzf's --no-extended) \"a b\" is one pattern with a space; extended, two terms")
    func plainQuery() {
        let labels = ["a b", "ab", "a  b", "b a"]
        #expect(Set(searching(labels, "a b", syntax: .plain).visible) == ["a b", "a  b"])
        #expect(Set(searching(labels, "a b", syntax: .extended).visible) == Set(labels))
        #expect(searching(labels, "^b", syntax: .plain).visible.isEmpty)  // "^" is a character
        #expect(searching(labels, "^b", syntax: .extended).visible == ["b a"])  // "^" anchors
    }

    @Test("F1: \"'xy\" is an exact term by default, a fuzzy one with .exact, the characters ' x y with .plain")
    func quote() {
        let labels = ["'xy", "x-y", "xy"]
        #expect(Set(searching(labels, "'xy", syntax: .extended).visible) == ["'xy", "xy"])
        #expect(Set(searching(labels, "'xy", syntax: .exact).visible) == Set(labels))
        #expect(searching(labels, "'xy", syntax: .plain).visible == ["'xy"])
    }

    @Test("F8: the matched ranges cover every term, as the syntax reads the query")
    func rangesOfEveryTerm() {
        let countries = ["Portugal", "Spain", "Papua New Guinea"]
        #expect(matchedText(searching(countries, "^po gal", syntax: .extended)) == [["Po", "gal"]])
        #expect(matchedText(searching(countries, "rtu !spa", syntax: .exact)) == [["rtu"]])
        #expect(matchedText(searching(countries, "'pua ea$", syntax: .exact)) == [["P", "ua", "ea"]])
        #expect(matchedText(searching(countries, "a n", syntax: .plain)) == [["a N"]])
    }

    @Test("F1, F2: changing the syntax while open ranks the query again; hl stays on its option while it matches")
    func changedWhileOpen() {
        var state = searching(["a-b", "cab", "Alba"], "ab", syntax: .extended)
        highlight("cab", in: &state)
        state.configuration.searchSyntax = .exact
        #expect(state.query == "ab")
        #expect(state.visible == ["cab"])
        #expect(state.highlighted == "cab")
        state.configuration.searchSyntax = .extended
        #expect(Set(state.visible) == ["a-b", "cab", "Alba"])
        #expect(state.highlighted == "cab")
        highlight("a-b", in: &state)
        #expect(state.highlighted == "a-b")
        state.configuration.searchSyntax = .exact
        #expect(state.highlighted == "cab")  // F2: "a-b" no longer matches: the best match
        state.configuration.searchSyntax = .plain
        state.send(.setQuery("b a"), at: .zero)
        #expect(state.visible.isEmpty)
        #expect(state.emptyState == .noMatches)
    }

    @Test("F1: a syntax set while closed applies to the next query")
    func changedWhileClosed() {
        var state = makeState(["a-b", "cab"], configuration: .init(isSearchable: true))
        state.send(.setQuery("ab"), at: .zero)
        #expect(state.visibleCount == 2)
        state.send(.close, at: .zero)
        state.configuration.searchSyntax = .exact
        state.send(.setQuery("ab"), at: .zero)
        #expect(state.visible == ["cab"])
    }

    @Test("T1: typeahead is not a search: it reads typed characters as they are, whatever the syntax")
    func typeaheadUntouched() {
        for syntax in [FuzzyMatcher.Syntax.extended, .exact, .plain] {
            var state = makeOpenState(["'quoted", "^caret", "quoted"], configuration: .init(searchSyntax: syntax))
            state.type("^")
            #expect(state.highlighted == "^caret")
            state.type("'q", from: .seconds(10))
            #expect(state.highlighted == "'quoted")
        }
    }

    @Test("L5: the Create row offers the query as typed when no label equals it, whatever the syntax")
    func createRowReadsTheQueryAsTyped() {
        let labels = ["cab", "a-b"]
        let exact = searching(labels, "'cab", syntax: .extended, allowsCreating: true)
        #expect(exact.visible == ["cab"])
        #expect(exact.statusRows == [.create(text: "'cab")])  // no label is "'cab"
        let anchored = searching(labels, "^cab$", syntax: .exact, allowsCreating: true)
        #expect(anchored.statusRows == [.create(text: "^cab$")])
        let sameLabel = searching(labels, "CAB", syntax: .plain, allowsCreating: true)
        #expect(sameLabel.visible.isEmpty)  // smart case
        #expect(sameLabel.statusRows.isEmpty)  // "cab" is its label, ignoring case
    }

    @Test("L4: with remote filtering the host reads the query; the syntax changes nothing")
    func remoteIgnoresSyntax() {
        var state = State(
            options: makeOptions(["Lyon", "Lille"]),
            configuration: .init(isSearchable: true, searchFiltering: .remote, searchSyntax: .exact))
        state.send(.setQuery("'ly"), at: .zero)
        #expect(state.visible == ["Lyon", "Lille"])  // the core does not filter
        state.send(.setResults(makeOptions(["Lyon", "Lille"]), hasMore: false, forQuery: "'ly"), at: .zero)
        state.configuration.searchSyntax = .plain
        #expect(state.visible == ["Lyon", "Lille"])  // the host's results, as they are
        #expect(state.matchedRanges(atRow: 0).isEmpty)
    }
}
