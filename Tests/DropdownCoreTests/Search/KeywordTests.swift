import DropdownCore
import SearchTestData
import Testing

@Suite("Search keywords (words a search matches that the row does not show)")
struct KeywordTests {
    let countries = [
        Option("United States", keywords: ["USA", "America"]),
        Option("United Kingdom", keywords: ["UK", "Britain", "England"]),
        Option("France"),
        Option("Germany", keywords: ["Deutschland", "DE"]),
    ]
    let searchable = DropdownConfiguration(isSearchable: true)

    func makeSearch(_ options: [Option]? = nil, configuration: DropdownConfiguration? = nil) -> State {
        State(options: options ?? countries, configuration: configuration ?? searchable)
    }

    /// The rows shown after a query.
    func rows(_ query: String, in options: [Option]? = nil, configuration: DropdownConfiguration? = nil) -> [String] {
        var state = makeSearch(options, configuration: configuration)
        state.send(.setQuery(query), at: .zero)
        return state.visible
    }

    // MARK: F9

    @Test("F9: an option whose keywords match is found, its row showing its label with nothing emphasised")
    func keywordsFindTheirOption() {
        var state = makeSearch()
        state.send(.setQuery("deutsch"), at: .zero)
        #expect(state.visible == ["Germany"])
        #expect(state.highlighted == "Germany", "F2: the best match is highlighted")
        #expect(state.visibleLabel(atRow: 0) == "Germany")
        #expect(state.matchedRanges(atRow: 0).isEmpty, "the label did not match: nothing to emphasise")
        state.send(.setQuery("brit"), at: .zero)
        #expect(state.visible == ["United Kingdom"])
        state.send(.setQuery("fran"), at: .zero)
        #expect(state.visible == ["France"])
        #expect(!state.matchedRanges(atRow: 0).isEmpty, "a label match is emphasised as ever")
        state.send(.setQuery("brit"), at: .zero)
        state.press(.enter)
        #expect(state.selection == ["United Kingdom"])
        #expect(state.selectedLabels == ["United Kingdom"])
    }

    @Test("F9: an option found by its keywords whose label matches too has its label's characters emphasised")
    func labelMatchIsEmphasised() {
        var state = makeSearch()
        state.send(.setQuery("usa"), at: .zero)  // "USA" (88) beats the label's u…s…a (67)
        #expect(state.visible.first == "United States")
        let label = state.visibleLabel(atRow: 0)
        #expect(state.matchedRanges(atRow: 0).map { String(label[$0]) } == ["U", "S", "a"])
    }

    @Test("F9: the keywords are one text: terms may match different keywords, ^ the first, $ the last")
    func keywordsAreOneText() {
        #expect(rows("usa america") == ["United States"])
        #expect(rows("^usa") == ["United States"])
        #expect(rows("america$") == ["United States"])
        #expect(rows("^america").isEmpty, "America is not the first keyword")
        #expect(rows("britain england") == ["United Kingdom"])
        #expect(rows("^de$").isEmpty, "the keywords are one text: \"Deutschland DE\"")
        #expect(rows("de$") == ["Germany"])
    }

    @Test("F9: every term that is not a negation must match in the same text, the label or the keywords")
    func termsMatchOneText() {
        #expect(rows("united america").isEmpty)
        #expect(rows("united states") == ["United States"])
        #expect(rows("usa america") == ["United States"])
    }

    @Test("F9: the query's syntax reads the keywords too ('exact, --exact, --no-extended)")
    func syntaxReadsKeywords() {
        #expect(rows("'tsch") == ["Germany"])
        #expect(rows("dtld") == ["Germany"], "fuzzy")
        #expect(rows("dtld", configuration: DropdownConfiguration(isSearchable: true, searchSyntax: .exact)).isEmpty)
        #expect(
            rows("usa am", configuration: DropdownConfiguration(isSearchable: true, searchSyntax: .plain))
                == ["United States"])
        #expect(rows("am usa", configuration: DropdownConfiguration(isSearchable: true, searchSyntax: .plain)).isEmpty)
    }

    @Test("F9: a new syntax while a query is active reads the keywords in it")
    func syntaxChangeReadsKeywords() {
        var state = makeSearch()
        state.send(.setQuery("dtld"), at: .zero)
        #expect(state.visible == ["Germany"])
        state.configuration.searchSyntax = .exact
        #expect(state.visible.isEmpty)
        state.configuration.searchSyntax = .extended
        #expect(state.visible == ["Germany"])
    }

    @Test("F9, H6: a search finds the options of every submenu by their keywords, never a parent")
    func keywordsInATree() {
        let europe = Option(
            id: "Europe", label: "Europe", keywords: ["EU", "Schengen"],
            children: [Option("France", keywords: ["FR"]), Option("Germany", keywords: ["DE"])])
        let options = [europe, Option("Japan", keywords: ["JP", "Nippon"])]
        #expect(rows("de", in: options) == ["Germany"])
        #expect(rows("nippon", in: options) == ["Japan"])
        #expect(rows("schengen", in: options).isEmpty, "a parent is never a result; its keywords are not searched")
    }

    @Test("F9, L2: options appended during a search are matched by their keywords, and hl follows the best")
    func appendedOptionsAreMatched() {
        var state = makeSearch([Option("France")])
        state.send(.setQuery("usa"), at: .zero)
        #expect(state.visible.isEmpty)
        state.send(
            .appendOptions([Option("United States", keywords: ["USA"]), Option("USA Today")], hasMore: true), at: .zero)
        #expect(state.visible == ["USA Today", "United States"])  // F10
        #expect(state.highlighted == "USA Today")
        state.send(.appendOptions([Option("Germany", keywords: ["Deutschland"])], hasMore: false), at: .zero)
        state.send(.setQuery("deu"), at: .zero)
        #expect(state.visible == ["Germany"])
    }

    @Test("F9, C1: new options bring their own keywords; the old ones are no longer searched")
    func replacedOptionsReplaceKeywords() {
        var state = makeSearch()
        state.send(.setQuery("brit"), at: .zero)
        #expect(state.visible == ["United Kingdom"])
        state.send(.setOptions([Option("United Kingdom"), Option("Brittany", keywords: ["Bretagne"])]), at: .zero)
        #expect(state.visible == ["Brittany"])
        state.send(.setQuery("bretagne"), at: .zero)
        #expect(state.visible == ["Brittany"])
    }

    @Test("F9: the keywords are kept with their option, and given back by options and option(withID:)")
    func keywordsAreKept() {
        let europe = Option(
            id: "Europe", label: "Europe", keywords: ["EU"], children: [Option("Lyon", keywords: ["FR"])])
        let options = countries + [europe]
        let state = makeSearch(options)
        #expect(state.options == options)
        #expect(state.option(withID: "Germany")?.keywords == ["Deutschland", "DE"])
        #expect(state.option(withID: "France")?.keywords == [])
        #expect(state.optionWithoutChildren(withID: "Europe")?.keywords == ["EU"])
        #expect(state.option(withID: "Lyon")?.keywords == ["FR"])
    }

    @Test("F9: typeahead and the Create row read the label only")
    func typeaheadAndCreateReadLabels() {
        var state = State(options: countries)
        state.press(.down)
        #expect(state.highlighted == "United States")
        state.type("d")  // "Deutschland" is a keyword of Germany: typeahead does not see it
        #expect(state.highlighted == "United States", "no label starts with d: hl stays")
        var creating = makeSearch(configuration: .creating)
        creating.send(.setQuery("Deutschland"), at: .zero)
        #expect(creating.visible == ["Germany"])
        #expect(creating.statusRows == [.create(text: "Deutschland")], "no option's label is the query")
    }

    // MARK: F10

    @Test("F10: at the same score a label match ranks above a match of keywords only")
    func labelRanksFirstAtTheSameScore() {
        let options = [Option("United States", keywords: ["USA"]), Option("USA Today"), Option("Australia")]
        var matcher = FuzzyMatcher(labels: ["USA", "USA Today"])
        #expect(matcher.score(of: 0, for: "usa") == matcher.score(of: 1, for: "usa"), "the same score")
        #expect(matcher.rank("usa") == [0, 1], "by length alone, the keyword would come first")
        #expect(rows("usa", in: options) == ["USA Today", "United States", "Australia"])
    }

    @Test("F10: an option ranks by the better of its label's match and its keywords' match")
    func betterMatchRanks() {
        let minorIslands = Option("U.S. Minor Islands")
        var matcher = FuzzyMatcher(labels: ["United States", "U.S. Minor Islands", "USA America"])
        #expect(matcher.rank("us") == [2, 1, 0], "the keywords score above the islands, the label below")
        #expect(rows("us", in: [minorIslands, Option("United States")]) == ["U.S. Minor Islands", "United States"])
        #expect(
            rows("us", in: [minorIslands, Option("United States", keywords: ["USA", "America"])])
                == ["United States", "U.S. Minor Islands"])
    }

    @Test("F10: at the same score and source, the shorter text ranks first, then the options' order")
    func tiesBreakByLengthThenOrder() {
        let options = [
            Option("Alpha", keywords: ["qx long"]), Option("Beta", keywords: ["qx"]),
            Option("Gamma", keywords: ["qx"]), Option("qx delta"),
        ]
        var matcher = FuzzyMatcher(labels: ["qx long", "qx", "qx delta"])
        #expect(Set((0..<3).map { matcher.score(of: $0, for: "qx") }).count == 1, "the same score")
        #expect(matcher.rank("qx") == [1, 0, 2])
        #expect(rows("qx", in: options) == ["qx delta", "Beta", "Gamma", "Alpha"])
    }

    @Test("F10: without ranking, the matches keep the options' order, keyword matches among them")
    func unrankedKeepsOrder() {
        let options = [Option("France"), Option("United States", keywords: ["USA"]), Option("USA Today")]
        let unranked = DropdownConfiguration(isSearchable: true, ranksMatches: false)
        #expect(rows("usa", in: options, configuration: unranked) == ["United States", "USA Today"])
        #expect(rows("!fr", in: options) == ["United States", "USA Today"], "negations only: the options' order")
    }

    // MARK: F11

    @Test("F11: a negated term excludes an option whose label or keywords match it")
    func negationExcludesByKeywords() {
        #expect(rows("!usa") == ["United Kingdom", "France", "Germany"])
        #expect(rows("united !brit") == ["United States"])
        #expect(rows("!^deu") == ["United States", "United Kingdom", "France"])
        #expect(rows("!england$") == ["United States", "France", "Germany"])
        #expect(rows("!'dtld") == ["United States", "United Kingdom", "France"], "!' negates a fuzzy term")
        #expect(rows("!states") == ["United Kingdom", "France", "Germany"], "the label, as ever")
        // United States: its label matches usa, and its keywords' America excludes it; Germany's
        // keywords match d-e-U-t-S-chl-A-nd.
        #expect(rows("usa !america") == ["Germany"])
        #expect(Set(rows("e !deu")) == ["United States", "United Kingdom", "France"])
    }

    @Test("F11: a negated term among alternatives is read with them, in the label and in the keywords apart")
    func negationAmongAlternatives() {
        // United States: its label has "states", but its keywords have neither "deu" nor "states".
        // Germany's keywords score "deu"; the others score 0 for a negation they pass.
        #expect(rows("deu | !states") == ["Germany", "France", "United Kingdom", "United States"])
        // Only United Kingdom's label lacks an "a"; Germany's keywords have "deu".
        #expect(rows("deu | !a") == ["Germany", "United Kingdom"])
    }

    @Test("F9, F10, F11: the rows the search article's example says")
    func articleExample() {
        let options = [
            Option("United States", keywords: ["USA", "America"]), Option("USA Today"),
            Option("Germany", keywords: ["Deutschland", "DE"]),
        ]
        var state = makeSearch(options)
        state.send(.setQuery("deutsch"), at: .zero)
        #expect(state.visible == ["Germany"])
        #expect(state.matchedRanges(atRow: 0).isEmpty)
        state.send(.setQuery("'usa"), at: .zero)
        #expect(state.visible == ["USA Today", "United States"])
        state.send(.setQuery("!usa"), at: .zero)
        #expect(state.visible == ["Germany"])
    }

    // MARK: F10, F11 against a plain reference

    @Test("F10, F11: the results agree with a plain reference on random lists, keywords and queries")
    func agreesWithReference() {
        var random = ListRandom(seed: 0x6B65_7977)
        let words = ["ab", "ba", "cab", "abc", "dab", "bad", "cd", "dc", "a", "b", "ca", "bcd"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
        }
        for round in 0..<80 {
            // Most lists are short; some are long with few keywords (each change placed by binary search).
            let count = round % 20 == 0 ? 1_500 : Int.random(in: 1...40, using: &random)
            let share = round % 20 == 0 ? 0.01 : 0.5
            let options = (0..<count).map { index in
                let keywords = Double.random(in: 0..<1, using: &random) < share ? [text(1...3)] : []
                return Option(id: "\(index)", label: text(1...3), keywords: keywords)
            }
            for _ in 0..<6 {
                let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    ["", "", "^", "'", "!", "!^"].randomElement(using: &random)! + words.randomElement(using: &random)!
                        + (Int.random(in: 0..<5, using: &random) == 0 ? "$" : "")
                }
                let query = terms.joined(separator: " ")
                let ranks = round % 3 != 0
                var state = State(
                    options: options, configuration: DropdownConfiguration(isSearchable: true, ranksMatches: ranks))
                state.send(.setQuery(query), at: .zero)
                let expected = Self.reference(options, terms: terms, ranks: ranks)
                #expect(state.visible == expected, "query \(query) over \(count) options")
                if state.visible != expected { return }
            }
        }
    }

    /// The results of F9–F11, computed plainly: every option's label and keywords scored alone.
    static func reference(_ options: [Option], terms: [String], ranks: Bool) -> [String] {
        let query = terms.joined(separator: " ")
        let negations = terms.filter { $0.hasPrefix("!") }.joined(separator: " ")
        let labels = FuzzyMatcher(labels: options.map(\.label))
        let keywords = FuzzyMatcher(labels: options.map { $0.keywords.joined(separator: " ") })
        var found: [(score: Int, source: Int, length: Int, index: Int)] = []
        for (index, option) in options.enumerated() {
            let hasKeywords = !option.keywords.isEmpty
            let labelScore = labels.score(of: index, for: query)
            let keywordScore = hasKeywords ? keywords.score(of: index, for: query) : nil
            guard labelScore != nil || keywordScore != nil else { continue }
            if !negations.isEmpty {
                guard labels.score(of: index, for: negations) != nil,
                    !hasKeywords || keywords.score(of: index, for: negations) != nil
                else { continue }
            }
            let clamp = { (score: Int) in min(max(score, 0), 0xFFFF) }
            if let labelScore, keywordScore.map({ clamp(labelScore) >= clamp($0) }) ?? true {
                found.append((clamp(labelScore), 0, option.label.count, index))
            } else {
                found.append((clamp(keywordScore!), 1, option.keywords.joined(separator: " ").count, index))
            }
        }
        let sortable = terms.contains { !$0.hasPrefix("!") }
        if ranks && sortable {
            found.sort { ($1.score, $0.source, $0.length, $0.index) < ($0.score, $1.source, $1.length, $1.index) }
        }
        return found.map { options[$0.index].id }
    }
}
