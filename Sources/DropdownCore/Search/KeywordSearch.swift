/// The search of the options' keywords (rules F9–F11): a ``FuzzyMatcher`` of its own over the
/// keyword text of each option that has keywords and can be chosen, whose matches are merged into
/// the label search's results (``KeywordMerge``).
///
/// Only options with keywords are indexed: a list in which no option has any never makes one, and
/// in the others an option without keywords costs a search nothing. A query costs one match of
/// each keyword text, and of the label of each option whose keywords match (or, when the query has
/// negations, of every option with keywords).
struct KeywordSearch: Sendable {
    /// The index, behind one reference, so that the machine that holds it stays small. Changed only
    /// while uniquely referenced (``update(from:)`` copies it otherwise).
    private final class Index: @unchecked Sendable {
        /// The keyword texts (``OptionKeywords/searchText(at:)``).
        var matcher: FuzzyMatcher
        /// The option of each keyword text.
        var owners: [Int32] = []
        /// How many of the catalog's options with keywords were looked at.
        var examined = 0

        init(matcher: FuzzyMatcher, owners: [Int32], examined: Int) {
            self.matcher = matcher
            self.owners = owners
            self.examined = examined
        }
    }

    private var index: Index
    /// How queries are read.
    let syntax: FuzzyMatcher.Syntax

    /// An empty index, for queries read in `syntax`.
    init(syntax: FuzzyMatcher.Syntax) {
        index = Index(matcher: FuzzyMatcher(labels: [], syntax: syntax), owners: [], examined: 0)
        self.syntax = syntax
    }

    /// Indexes the keywords of the catalog's options that it does not have yet (those appended since,
    /// rule L2), but a parent's: a search lists only what can be chosen (rule H6). O(their
    /// characters).
    mutating func update(from catalog: OptionCatalog) {
        guard let keywords = catalog.keywords, keywords.count > index.examined else { return }
        if !isKnownUniquelyReferenced(&index) {
            index = Index(matcher: index.matcher, owners: index.owners, examined: index.examined)
        }
        let new = (index.examined..<keywords.count).filter { !catalog.isParent(Int(keywords.owners[$0])) }
        index.matcher.append(labels: new.map(keywords.searchText(at:)))
        index.owners += new.map { keywords.owners[$0] }
        index.examined = keywords.count
    }

    /// The label matches of `query` (option indices, best first, or in the options' order unless
    /// `ranked`) with the keyword matches merged in (rules F9–F11). `labels` is the label search
    /// they come from. O(k) matches for the k options with keywords, O(log r) label matches scored
    /// again for each score the additions have among the r results, and O(r) to copy them when
    /// something changed.
    func merged(_ labelMatches: [Int32], for query: String, ranked: Bool, labels: OptionSearch) -> [Int32] {
        let merge = changes(for: query, ranked: ranked, labels: labels)
        guard !merge.isEmpty else { return labelMatches }
        guard merge.isRanked else { return merge.applied(inOptionOrderTo: labelMatches) }
        return labels.matcher.withScorer(for: SearchQuery(query, syntax: syntax)) { scorer in
            merge.applied(toRanked: labelMatches) { option in
                guard let match = labels.label(ofOption: option).flatMap(scorer!.match) else {
                    return RankKey(value: .max)
                }
                return RankKey(score: match.score, length: match.length, label: option)
            }
        }
    }

    /// What the keywords change in the label matches of `query` (rules F9–F11): the options to add
    /// (their keywords match, and their label does not, or with `ranked` scores less), and the
    /// label matches to take out (a negated term matches their keywords, or their keywords match
    /// better). `labels` is the label search the label matches come from.
    func changes(for query: String, ranked: Bool, labels: OptionSearch) -> KeywordMerge {
        let parsed = SearchQuery(query, syntax: syntax)
        var merge = KeywordMerge(ranked: ranked && parsed.isSortable)
        guard !parsed.isEmpty, !index.owners.isEmpty else { return merge }
        // F11: the sets that are one negated term exclude an option whose label or keywords match.
        var negations = parsed
        negations.sets = parsed.sets.filter { $0.count == 1 && $0[0].isInverse }
        negations.isSortable = false
        let hasNegations = !negations.sets.isEmpty
        labels.matcher.withScorer(for: parsed) { labelScorer in
            index.matcher.withScorer(for: parsed) { keywordScorer in
                labels.matcher.withScorer(for: hasNegations ? negations : nil) { labelNegations in
                    index.matcher.withScorer(for: hasNegations ? negations : nil) { keywordNegations in
                        for (text, owner) in index.owners.enumerated() {
                            merge.consider(
                                Int(owner), text: text, labels: labels, labelScorer: labelScorer!,
                                keywordScorer: keywordScorer!, labelNegations: labelNegations,
                                keywordNegations: keywordNegations)
                        }
                    }
                }
            }
        }
        return merge
    }
}

extension KeywordMerge {
    /// Notes what one option with keywords changes: its keywords are keyword text `text`, read by
    /// `keywordScorer` (the query) and `keywordNegations` (its negations alone, when it has some);
    /// its label is read by `labelScorer` and `labelNegations`.
    fileprivate mutating func consider(
        _ option: Int, text: Int, labels: OptionSearch, labelScorer: TextScorer, keywordScorer: TextScorer,
        labelNegations: TextScorer?, keywordNegations: TextScorer?
    ) {
        let keywordMatch = keywordScorer.match(text)
        guard keywordMatch != nil || keywordNegations != nil, let label = labels.label(ofOption: option) else { return }
        let labelMatch = labelScorer.match(label)
        guard labelMatch != nil || keywordMatch != nil else { return }
        if let labelNegations, let keywordNegations {
            // A match of the whole query passes its negations; the other text is checked alone.
            let labelPasses = labelMatch != nil || labelNegations.match(label) != nil
            let keywordsPass = keywordMatch != nil || keywordNegations.match(text) != nil
            guard labelPasses && keywordsPass else {
                if labelMatch != nil { remove(option) }
                return
            }
        }
        guard let keywordMatch else { return }
        if let labelMatch {
            // F10: the better of the two ranks the option; the label at the same score.
            guard isRanked, RankKey.clampedScore(keywordMatch.score) > RankKey.clampedScore(labelMatch.score) else {
                return
            }
            remove(option)
        }
        add(option, score: keywordMatch.score, length: keywordMatch.length)
    }
}

extension OptionSearch {
    /// The indexed label of an option, or `nil` for a parent (whose label is not searched).
    func label(ofOption option: Int) -> Int? {
        guard let labelOfOption else { return option }
        let label = labelOfOption[option]
        return label < 0 ? nil : Int(label)
    }
}
