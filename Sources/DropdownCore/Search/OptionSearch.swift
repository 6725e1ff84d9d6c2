/// The fuzzy search over the labels of the options that can be chosen (every option but the
/// parents), as the rules use it (rules F1, F8, H6, L2): a seam over ``FuzzyMatcher`` that maps its
/// labels to option indices, and keeps the current query's results current as options are appended.
struct OptionSearch: Sendable {
    private(set) var matcher: FuzzyMatcher
    /// The option of each indexed label, or `nil` when label i is option i (no option has children).
    private var optionOfLabel: [Int32]?
    /// The indexed label of each option (-1 for a parent), or `nil` as above.
    private(set) var labelOfOption: [Int32]?
    /// The query the last results answer.
    private var query = ""
    /// Its results, once options were appended while it was the query; `nil` before (the results
    /// were ranked at once).
    private(set) var results: SearchResults?
    /// Whether labels were appended since the last ranking: the matcher's narrowing of a query that
    /// extends the previous one must not start from matches that predate them.
    private var appendedSinceRank = false

    /// The ranks read without compacting the results (the rows a front end shows first).
    static var readyRanks: Int { 1_024 }

    /// The ranks a query's search ranks at once, at least (a screenful of rows: what a front end
    /// draws; a page larger than that asks for its own size): the others are ranked when one of them
    /// is first read (see ``LazyRanking``).
    static var drawnRanks: Int { 20 }

    /// The ranks a query's search ranks at once for a list that shows `pageSize` rows: the rows a
    /// front end builds right after the query, so that none of them ranks more. A page, and what a
    /// lazy list builds past it: the SwiftUI list's first window after a query holds the blocks of
    /// lines (``ListWindow/fanout``) that cover a screenful and its overscan (``ListWindowFocus``).
    /// At least ``drawnRanks``. O(1).
    static func drawnRanks(pageSize: Int) -> Int {
        let screen = min(max(pageSize, 1), ListWindow.screenfulLimit)
        let built = screen + ListWindow.overscan + 1
        let blocks = (built + ListWindow.fanout - 1) / ListWindow.fanout * ListWindow.fanout
        return max(drawnRanks, pageSize + 1, blocks)
    }

    /// Indexes the labels of a catalog's options that can be chosen, for queries read in `syntax`.
    /// O(total bytes).
    init(catalog: OptionCatalog, syntax: FuzzyMatcher.Syntax) {
        if catalog.tree != nil {
            optionOfLabel = []
            labelOfOption = []
        }
        matcher = FuzzyMatcher(labels: [], syntax: syntax)
        addLabels(of: catalog, from: 0)
    }

    /// Makes what the first search of a query would make besides the index: the masks that bound
    /// the labels' scores (``SearchIndex/prepareBounds()``). O(the characters of the labels that
    /// lack them).
    mutating func prepareForQueries() {
        matcher.prepareForQueries()
    }

    /// Indexes the options appended from `first` on (rule L2): O(their characters).
    mutating func append(catalog: OptionCatalog, from first: Int) {
        addLabels(of: catalog, from: first)
        appendedSinceRank = true
    }

    /// Ranks the labels appended since the last query or update into that query's results (rule
    /// L2): O(their characters) and O(their matches × log ready ranks); the first time for a query,
    /// every label is ranked into results that can grow.
    mutating func updateResults() {
        guard !query.isEmpty else { return }
        if var ranking = results?.ranking {
            results = nil  // lets the ranking's storage be updated in place
            matcher.update(&ranking)
            results = SearchResults(ranking: ranking, optionOfLabel: optionOfLabel)
        } else {
            let ranking = matcher.ranking(for: query, readyRanks: Self.readyRanks)
            results = SearchResults(ranking: ranking, optionOfLabel: optionOfLabel)
        }
    }

    /// Merges the appended matches into the results, so that every rank reads in O(1). O(results).
    mutating func compactResults() {
        guard var ranking = results?.ranking, ranking.count > Self.readyRanks else { return }
        results = nil
        ranking.compact()
        results = SearchResults(ranking: ranking, optionOfLabel: optionOfLabel)
    }

    /// The options that match a query, best first as fzf ranks them (rules F1, H6), or in the
    /// options' order unless `ranked`. The matches are counted at once and their first `drawnRanks`
    /// ranked (the rows a front end draws); the others are ranked when first read.
    mutating func results(for query: String, ranked: Bool, drawnRanks: Int) -> SearchResults {
        self.query = query
        results = nil
        if appendedSinceRank {  // an empty query forgets the previous matches: O(labels), once
            _ = matcher.rank("")
            appendedSinceRank = false
        }
        let ranking = matcher.lazyRanking(for: query, readyRanks: ranked ? drawnRanks : 0)
        return SearchResults(ranking: ranking, ranked: ranked, optionOfLabel: optionOfLabel)
    }

    /// The offsets (in Unicode scalars) of an option's label that the query matched (rule F8); empty
    /// for a parent.
    func positions(ofOption index: Int, for query: String) -> [Int] {
        guard let labelOfOption else { return matcher.positions(of: index, for: query) }
        let label = Int(labelOfOption[index])
        return label < 0 ? [] : matcher.positions(of: label, for: query)
    }

    /// Adds the labels of the options from `first` on (the parents' labels are not searched).
    private mutating func addLabels(of catalog: OptionCatalog, from first: Int) {
        if catalog.tree != nil && optionOfLabel == nil {  // the first parent came with these options
            optionOfLabel = (0..<Int32(first)).map { $0 }
            labelOfOption = optionOfLabel
        }
        guard var optionOfLabel, var labelOfOption else {
            matcher.append(catalog.labels, from: first)
            return
        }
        self.optionOfLabel = nil  // appended in place
        self.labelOfOption = nil
        let firstLabel = optionOfLabel.count
        for option in first..<catalog.count {
            if catalog.isParent(option) {
                labelOfOption.append(-1)
            } else {
                labelOfOption.append(Int32(optionOfLabel.count))
                optionOfLabel.append(Int32(option))
            }
        }
        matcher.append(catalog.labels, at: optionOfLabel[firstLabel...])
        self.optionOfLabel = optionOfLabel
        self.labelOfOption = labelOfOption
    }
}

/// The results of a query, mapped to option indices: ranked lazily when the query was searched
/// (the first ranks at once, the others when first read: ``LazyRanking``), or kept current while
/// options are appended (rule L2: the matcher's ``FuzzyMatcher/Ranking``).
///
/// A kept ranking's first ``OptionSearch/readyRanks`` ranks read in O(1); the others read in O(1)
/// after ``OptionSearch/compactResults()``, and before it merge the appended matches on every read.
struct SearchResults: Sendable {
    /// The ranking kept current as options are appended, when the results are that.
    fileprivate let ranking: FuzzyMatcher.Ranking?
    /// The query's matches, ranked lazily, when the results are those.
    private let lazy: LazyRanking?
    /// Whether the lazy matches are read in rank order (else in the options' order).
    private let isRanked: Bool
    /// The option of each label, or `nil` when label i is option i.
    private let optionOfLabel: [Int32]?

    fileprivate init(ranking: FuzzyMatcher.Ranking, optionOfLabel: [Int32]?) {
        self.ranking = ranking
        lazy = nil
        isRanked = true
        self.optionOfLabel = optionOfLabel
    }

    fileprivate init(ranking: LazyRanking, ranked: Bool, optionOfLabel: [Int32]?) {
        self.ranking = nil
        lazy = ranking
        isRanked = ranked
        self.optionOfLabel = optionOfLabel
    }

    /// The number of matches. O(1).
    var count: Int { ranking?.count ?? lazy!.count }

    /// The option at a rank (0 is the best).
    @inline(__always)
    func option(atRank rank: Int) -> Int {
        let label: Int
        if let lazy {
            label = isRanked ? lazy[rank] : Int(lazy.matches[rank])
        } else {
            label = ranking![rank]
        }
        return optionOfLabel.map { Int($0[label]) } ?? label
    }

    /// Every match's option, in rank order (each rank read once). O(results), and the ranking of
    /// the lazy ranks.
    var optionIndices: [Int32] { (0..<count).map { Int32(option(atRank: $0)) } }

    /// The rank of an option among the ready ranks, if it is there. O(ready ranks).
    func readyRank(ofOption option: Int) -> Int? {
        (0..<min(count, OptionSearch.readyRanks)).first { self.option(atRank: $0) == option }
    }

    /// The rank of an option, if it matches: O(results) after ``OptionSearch/compactResults()``.
    func rank(ofOption option: Int) -> Int? {
        (0..<count).first { self.option(atRank: $0) == option }
    }
}
