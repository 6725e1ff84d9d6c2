/// Search over a list of labels that matches, scores and ranks exactly as `fzf --filter` (0.74.5)
/// does: fzf's extended search syntax (see ``Syntax``), its scores, and its order (score, then the
/// shorter label, then the original order; an empty query keeps every label in order).
///
/// ```swift
/// var matcher = FuzzyMatcher(labels: ["Portugal", "Spain", "Papua New Guinea"])
/// matcher.rank("png")                    // [2]: "Papua New Guinea"
/// matcher.rank("^p !new")                // [0]: "Portugal"
/// matcher.positions(of: 2, for: "png")   // [0, 6, 10]
/// ```
///
/// Built once per list in O(characters), and appendable. Each search rejects most labels with one
/// mask test, reads ASCII labels in place, and scores the others from characters folded when they
/// were indexed; it allocates nothing per label. When a query extends the previous one, only the
/// previous matches are searched again. ``best(_:for:)`` stops scoring labels that cannot reach the
/// results, and ``Ranking`` keeps a query's results current while labels are appended.
public struct FuzzyMatcher: Sendable {
    private(set) var index: SearchIndex
    /// How queries are read.
    public let syntax: Syntax
    /// The previous search whose matches a query that extends it can start from.
    private var previous: (query: String, parsed: SearchQuery, matches: [Int32])? = nil
    /// For a previous query of one fuzzy term, found by ``lazyRanking(for:readyRanks:)``: per match,
    /// the offset just past the leftmost place where its label has the term's characters in order
    /// (-1 for a label not read in bytes: see ``PreparedQuery/foldedMatchEnd(_:characters:from:in:)``),
    /// so that a query that extends the term looks for the characters it adds from there (see
    /// ``ByteText/inOrderEnd(of:from:)``).
    private var previousEnds: [Int32]? = nil
    /// What the last search for the best few read ahead of scoring (``IndexReader/touch(_:)``): kept
    /// only so that those reads are not optimized away; it means nothing.
    private var readAhead: UInt64 = 0
    /// The rows of long labels' alignments kept from one search of the best few to the next.
    private var frontiers: AlignmentFrontiers? = nil
    /// The query ``positions(of:for:)`` or the last search prepared, for the next call of
    /// ``positions(of:for:)`` (shared by copies).
    private let positionsQuery = PositionsQuery()

    /// Indexes labels for searching. O(total characters).
    public init(labels: [String], syntax: Syntax = .extended) {
        index = SearchIndex(labels: labels)
        self.syntax = syntax
    }

    /// An empty matcher whose labels are appended to be ranked in full (``rank(_:)``) and dropped:
    /// appending does not make what only the searches of the best few read (see
    /// ``SearchIndex/preparesLongLabels``).
    init(rankingOnly syntax: Syntax) {
        index = SearchIndex(labels: [String]())
        index.preparesLongLabels = false
        self.syntax = syntax
    }

    /// The number of labels.
    public var count: Int { index.count }

    /// The memory the index adds beyond the labels' characters (32 bytes per label; see
    /// `SearchIndex`).
    public var indexOverheadBytes: Int { index.overheadBytes }

    /// Adds labels after the others; their indices continue from ``count``. O(their characters).
    /// Rankings made before stay valid: ``update(_:)`` ranks the new labels into them.
    public mutating func append(labels: [String]) {
        keepFrontiersForAppending()
        index.append(contentsOf: labels)
    }

    /// Adds labels kept as UTF-8 after the others: those from `first` on, or those at `positions`.
    /// O(their characters).
    mutating func append(_ labels: LabelStore, from first: Int) {
        keepFrontiersForAppending()
        index.append(labels, from: first)
    }

    mutating func append(_ labels: LabelStore, at positions: ArraySlice<Int32>) {
        keepFrontiersForAppending()
        index.append(labels, at: positions)
    }

    /// Before labels are appended: the rows kept stay when no copy of this matcher shares them (a
    /// copy's labels would differ from this one's from now on).
    private mutating func keepFrontiersForAppending() {
        if !isKnownUniquelyReferenced(&frontiers) { frontiers = nil }
    }

    /// The indices of the labels that match the query, best first: score (high first), then the
    /// shorter label (white space at the ends not counted), then the original order. An empty or
    /// blank query matches every label, in order; a query of only negations (`!x`) keeps the order
    /// too. O(s) after matching, for s matches (stable counting sorts).
    public mutating func rank(_ query: String) -> [Int] {
        let parsed = SearchQuery(query, syntax: syntax)
        guard !parsed.isEmpty else {
            previous = nil
            previousEnds = nil
            return Array(0..<count)
        }
        let (labels, scores) = matches(query, parsed)
        guard parsed.isSortable else { return labels.map(Int.init) }
        return rankedOrder(labels: labels, scores: scores)
    }

    /// The `limit` best matches, best first, in the order of ``rank(_:)``, without scoring the labels
    /// that cannot rank among them: O(n) mask tests, and the full score only for labels whose best
    /// possible score could still enter the results. The first call on a list (and on labels
    /// appended since) also makes the masks that bound the scores, and with a term of ASCII characters
    /// the folded bytes of non-ASCII labels: O(characters), once.
    public mutating func best(_ limit: Int, for query: String) -> [Int] {
        let parsed = SearchQuery(query, syntax: syntax)
        guard limit > 0 else { return [] }
        guard !parsed.isEmpty else { return Array(0..<min(limit, count)) }
        guard parsed.isSortable else { return Array(matches(query, parsed).labels.prefix(limit).map(Int.init)) }
        return best(limit, parsed, among: narrowedCandidates(for: query, parsed))
    }

    /// The matches of a query counted, and the first `readyRanks` of them ranked (the rows a front
    /// end draws): the rest are ranked when one of them is first read (see ``LazyRanking``). Looking for
    /// the matches tests each candidate for them without scoring it (a fuzzy term's characters in
    /// order); ranking the first ones scores only the matches whose bound lets them in. When the
    /// query extends the previous one, only the previous matches are candidates.
    mutating func lazyRanking(for query: String, readyRanks: Int) -> LazyRanking {
        let parsed = SearchQuery(query, syntax: syntax)
        guard !parsed.isEmpty else {
            previous = nil
            previousEnds = nil
            return LazyRanking(inLabelOrder: Array(0..<Int32(count)))
        }
        let labels = matchingLabels(query, parsed)
        guard parsed.isSortable else { return LazyRanking(inLabelOrder: labels) }
        let first = best(min(max(readyRanks, 1), labels.count), parsed, among: labels)
        return LazyRanking(
            matches: labels, first: first.map { Int32(truncatingIfNeeded: $0) },
            order: RankOrder(matcher: self, query: parsed, matches: labels))
    }

    /// Labels that match `query` in rank order (as ``rank(_:)`` orders them): every one scored.
    func rankedOrder(of labels: [Int32], for query: SearchQuery) -> [Int32] {
        let prepared = PreparedQuery(query, maximumLength: index.maximumLength)
        return index.withReader { reader in
            let keys = SearchTables.with { tables in
                labels.map { label in
                    RankKey(
                        score: prepared.score(Int(label), in: reader, tables: tables) ?? 0,
                        length: reader.trimmedLength(Int(label)), label: Int(label))
                }
            }
            return Ranking.sorted(keys).map { Int32(truncatingIfNeeded: $0.label) }
        }
    }

    /// Makes now what the first search of the best few matches makes (the masks that bound the
    /// labels' scores), so that it does not wait for them. O(the characters of the labels that lack
    /// them).
    mutating func prepareForQueries() {
        index.prepareBounds()
    }

    /// The `limit` best of the labels that match `parsed` among `candidates` (every label when
    /// `nil`), as ``best(_:for:)`` finds them.
    mutating func best(_ limit: Int, _ parsed: SearchQuery, among candidates: [Int32]?) -> [Int] {
        guard limit > 0 else { return [] }
        let labelCount = candidates?.count ?? count
        prepareForQueries()  // the first such search of a list makes what bounds the scores
        prepareFolding(for: parsed)
        let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength, memoizesBounds: labelCount >= 4_096)
        let singleFuzzyTerm =
            parsed.sets.count == 1 && parsed.sets[0].count == 1 && parsed.sets[0][0].kind == .fuzzy
            && !parsed.sets[0][0].isInverse
        let hasLongLabels = index.maximumLength >= Self.longLabel
        if singleFuzzyTerm && (labelCount >= 1_024 || hasLongLabels) {
            // The reach test, anchored at the rarest of the term's characters.
            let characters = parsed.sets[0][0].pattern
            let counts = index.sampleCounts(of: characters)
            let anchor = counts.indices.min { counts[$0] < counts[$1] } ?? 0
            let share =
                characters.isEmpty ? 1 : Double(counts[anchor]) / Double(index.sampleSize(of: characters[anchor]))
            prepared.prepareReachTest(anchor: anchor, anchorShare: share)
        }
        // Long labels keep the rows of their alignments from one search to the next (a term of 2 to
        // 64 characters; see ``AlignmentFrontiers``).
        var frontiers: AlignmentFrontiers? = nil
        if singleFuzzyTerm && hasLongLabels, let term = prepared.singleTerm, (2...64).contains(term.pattern.count) {
            if self.frontiers == nil { self.frontiers = AlignmentFrontiers() }
            if let kept = self.frontiers, kept.tryLock() {
                kept.prepare(for: Array(term.pattern.characters), folding: term.optimalFolding)
                frontiers = kept
            }
        }
        defer { frontiers?.unlock() }
        let results = index.withReader { reader in
            SearchTables.with { tables in
                var search = TopSearch(
                    prepared: prepared, reader: reader, tables: tables, limit: limit, frontiers: frontiers)
                let masks = reader.masks!
                let required = prepared.requiredMask
                // Long labels are costly to score: first find those that score the maximum (the term
                // in a row after white space), which fzf's optimal alignment scores without more ado,
                // so that the others can be skipped when they fill the results. (Not a term of one
                // character: fzf scores its first place at a word start, not its best.)
                if singleFuzzyTerm && parsed.sets[0][0].pattern.count > 1 && labelCount > limit && hasLongLabels {
                    search.termLength = parsed.sets[0][0].pattern.count
                    // Shortest first (then in order): once `limit` witnesses are found, no long label
                    // after them can rank above them.
                    var long: [RankKey] = []
                    func gather(_ label: Int) {
                        guard reader.length(label) >= Self.longLabel else { return }
                        long.append(RankKey(score: 0, length: reader.trimmedLength(label), label: label))
                    }
                    if let candidates {
                        for label in candidates { gather(Int(label)) }
                    } else {
                        for label in 0..<reader.count where required & ~masks[label] == 0 { gather(label) }
                    }
                    long.sort()
                    for key in long where search.witnessed.count < limit { search.witness(key.label) }
                    // Unless the witnesses fill the results (then the bounds skip the rest at once).
                    if search.witnessed.count < limit { search.considerLongLabels(long.map(\.label)) }
                }
                if labelCount >= Self.bestFirstCount && search.maximum <= Self.bestFirstMaximum
                    && search.maximum > FuzzyScoring.maximumScore(length: 1)
                {
                    if let candidates {
                        search.chooseOrder(candidates.lazy.map(Int.init))
                    } else {
                        search.chooseOrder(0..<reader.count)
                    }
                } else if let candidates {
                    search.considerInGroups(candidates.lazy.map(Int.init))
                } else {
                    search.considerInGroups(0..<reader.count)
                }
                return (search.results, search.readAhead)
            }
        }
        readAhead = results.1
        return results.0.sorted().map(\.label)
    }

    /// Searches of the best few over this many labels or more may read them best bound first
    /// (unless the query is one character: labels that start with it fill the results at once).
    static let bestFirstCount = 4_096
    /// ... for queries whose maximum score is at most this (the bounds are sorted by counting).
    static let bestFirstMaximum = 8_192

    /// The offsets (in Unicode scalars) of the characters of `label` that the query matched, for
    /// highlighting (rule F8), every term's; empty when it does not match (or matches every label).
    /// O(m × w) for one label (m the term's length, w the label's); the query is parsed and prepared
    /// once for the calls that follow with the same query.
    public func positions(of label: Int, for query: String) -> [Int] {
        guard label >= 0, label < count else { return [] }
        let found = positionsQuery.withPrepared(query, syntax: syntax, maximumLength: index.maximumLength) { prepared in
            index.withReader { reader in
                SearchTables.with { tables in prepared.positions(label, in: reader, tables: tables) }
            }
        }
        guard let found else { return [] }
        var positions: [Int] = []  // ascending, each once (two terms can match the same character)
        positions.reserveCapacity(found.count)
        for position in found.sorted() where position != positions.last { positions.append(position) }
        return positions
    }

    /// The score of one label for a query (fzf's, summed over the query's terms), or `nil` when it
    /// does not match.
    public func score(of label: Int, for query: String) -> Int? {
        let parsed = SearchQuery(query, syntax: syntax)
        guard label >= 0, label < count else { return nil }
        guard !parsed.isEmpty else { return 0 }
        let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength)
        return index.withReader { reader in
            SearchTables.with { tables in prepared.score(label, in: reader, tables: tables) }
        }
    }

    /// Makes the folded bytes of the labels that do not have them yet, when the query has a term of
    /// ASCII characters (the only terms that scan them): the first such search of a list, and of
    /// labels appended since, pays for them, O(their characters), and a list never searched so pays
    /// nothing. Searches that cannot make them (``positions(of:for:)``, ``score(of:for:)``) read
    /// those labels' characters instead, with the same results.
    mutating func prepareFolding(for query: SearchQuery) {
        if query.sets.contains(where: { $0.contains(where: \.isASCII) }) { index.prepareFoldedBytes() }
    }

    /// Labels at least this long are checked first for the maximum score (see ``best(_:for:)``).
    static let longLabel = 256

    // MARK: Matching

    /// The labels that match (ascending), tested without scoring them. When `query` extends the
    /// previous query, only the previous matches are candidates.
    private mutating func matchingLabels(_ query: String, _ parsed: SearchQuery) -> [Int32] {
        prepareFolding(for: parsed)
        let candidates = narrowedCandidates(for: query, parsed)
        let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength)
        // Once the labels are matched, the rows drawn next highlight them with the same query.
        defer { positionsQuery.keep(prepared, for: query, maximumLength: index.maximumLength) }
        if let term = prepared.singleTerm, term.kind == .fuzzy, term.isASCII, parsed.sets.count == 1 {
            return matchingLabels(query, parsed, prepared, candidates: candidates)
        }
        let found = index.withReader { reader in
            SearchTables.with { tables in
                var labels: [Int32] = []
                labels.reserveCapacity(min(candidates?.count ?? reader.count, 4_096))
                if let candidates {
                    for label in candidates
                    where prepared.admits(mask: reader.mask(Int(label)))
                        && prepared.matches(Int(label), in: reader, tables: tables)
                    {
                        labels.append(label)
                    }
                } else {
                    let masks = reader.masks!
                    let required = prepared.requiredMask
                    for label in 0..<reader.count
                    where required & ~masks[label] == 0 && prepared.admits(mask: masks[label])
                        && prepared.matches(label, in: reader, tables: tables)
                    {
                        labels.append(Int32(truncatingIfNeeded: label))
                    }
                }
                return labels
            }
        }
        previous = (query, parsed, found)
        previousEnds = nil
        return found
    }

    /// ``matchingLabels(_:_:)`` for a query of one fuzzy term of ASCII characters: a label read in
    /// bytes (an ASCII label, or another one's folded bytes) is tested in one pass that keeps where
    /// the term ends in it, and when the query extends the previous one, from where the previous
    /// term ended, for the characters added only.
    private mutating func matchingLabels(
        _ query: String, _ parsed: SearchQuery, _ prepared: PreparedQuery, candidates: [Int32]?
    ) -> [Int32] {
        let term = prepared.singleTerm!
        let pattern = term.pattern.characters
        // The characters the previous term did not have, when its ends are kept for these candidates.
        let resumed = candidates == nil ? nil : previousEnds
        let resumedCount = resumed == nil ? 0 : previous!.parsed.sets[0][0].pattern.count
        let added = UnsafeBufferPointer(rebasing: pattern[min(resumedCount, pattern.count)...])
        let found = index.withReader { reader in
            SearchTables.with { tables in
                let fold = term.isCaseSensitive ? tables.identity : tables.lowercase
                var labels: [Int32] = []
                var ends: [Int32] = []
                let room = candidates?.count ?? min(reader.count, 4_096)
                labels.reserveCapacity(room)
                ends.reserveCapacity(room)
                // Where the term ends in a label that matches (-1 when it is not read in bytes), or -2.
                @inline(__always)
                func end(of label: Int, resumingAt start: Int32) -> Int {
                    guard prepared.admits(mask: reader.mask(label)) else { return -2 }
                    guard reader.isASCII(label) else {
                        if start >= 0,
                            let end = prepared.foldedMatchEnd(
                                label, characters: resumedCount, from: Int(start), in: reader)
                        {
                            return end >= 0 ? end : -2
                        }
                        if let end = prepared.foldedMatchEnd(label, characters: 0, from: 0, in: reader) {
                            return end >= 0 ? end : -2
                        }
                        return prepared.matches(label, in: reader, tables: tables) ? -1 : -2
                    }
                    let text = ASCIIText(
                        bytes: reader.asciiBytes(label), count: reader.length(label), fold: fold,
                        classes: tables.classes)
                    let end =
                        start >= 0
                        ? text.inOrderEnd(of: added, from: Int(start)) : text.inOrderEnd(of: pattern, from: 0)
                    return end >= 0 ? end : -2
                }
                if let candidates {
                    if let resumed {
                        for (label, start) in zip(candidates, resumed) {
                            let end = end(of: Int(label), resumingAt: start)
                            guard end >= -1 else { continue }
                            labels.append(label)
                            ends.append(Int32(truncatingIfNeeded: end))
                        }
                    } else {
                        for label in candidates {
                            let end = end(of: Int(label), resumingAt: -1)
                            guard end >= -1 else { continue }
                            labels.append(label)
                            ends.append(Int32(truncatingIfNeeded: end))
                        }
                    }
                } else {
                    let masks = reader.masks!
                    let required = prepared.requiredMask
                    for label in 0..<reader.count where required & ~masks[label] == 0 {
                        let end = end(of: label, resumingAt: -1)
                        guard end >= -1 else { continue }
                        labels.append(Int32(truncatingIfNeeded: label))
                        ends.append(Int32(truncatingIfNeeded: end))
                    }
                }
                return (labels, ends)
            }
        }
        previous = (query, parsed, found.0)
        previousEnds = found.1
        return found.0
    }

    /// The matching labels (ascending) and their scores. When `query` extends the previous query,
    /// only the previous matches are candidates.
    private mutating func matches(_ query: String, _ parsed: SearchQuery) -> (labels: [Int32], scores: [Int]) {
        prepareFolding(for: parsed)
        let candidates = narrowedCandidates(for: query, parsed)
        let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength)
        let found = index.withReader { reader in
            SearchTables.with { tables in
                Self.matches(prepared, candidates: candidates, in: reader, tables: tables)
            }
        }
        previous = (query, parsed, found.labels)
        previousEnds = nil
        return found
    }

    /// The labels (from `candidates`, or every label from `start`) that match, with their scores.
    static func matches(
        _ prepared: PreparedQuery, candidates: [Int32]?, from start: Int = 0, in reader: IndexReader,
        tables: SearchTables
    ) -> (labels: [Int32], scores: [Int]) {
        var labels: [Int32] = []
        var scores: [Int] = []
        // Room for a batch's matches at once (an update's); beyond, the arrays grow as they fill.
        let room = min((candidates?.count ?? reader.count - start), 4_096)
        labels.reserveCapacity(room)
        scores.reserveCapacity(room)
        forEachMatch(prepared, candidates: candidates, from: start, in: reader, tables: tables) { label, score in
            labels.append(Int32(truncatingIfNeeded: label))
            scores.append(score)
        }
        return (labels, scores)
    }

    /// Calls `body` with each label (from `candidates`, or every label from `start`) that matches,
    /// in order, and its score.
    @inline(__always)
    static func forEachMatch(
        _ prepared: PreparedQuery, candidates: [Int32]?, from start: Int = 0, in reader: IndexReader,
        tables: SearchTables,
        _ body: (Int, Int) -> Void
    ) {
        func consider(_ label: Int) {
            guard prepared.admits(mask: reader.mask(label)),
                let score = prepared.score(label, in: reader, tables: tables)
            else { return }
            body(label, score)
        }
        if let candidates {
            for label in candidates { consider(Int(label)) }
        } else {
            let masks = reader.masks!
            let required = prepared.requiredMask
            for label in start..<reader.count where required & ~masks[label] == 0 { consider(label) }
        }
    }

    /// The previous matches, when every label that matches `query` is among them: the previous
    /// query's terms are each one plain term (no `|`, no `!`), and `query` extends each of them with
    /// the same kind and case rules (adding characters or terms only narrows).
    private func narrowedCandidates(for query: String, _ parsed: SearchQuery) -> [Int32]? {
        guard let previous, query.hasPrefix(previous.query), previous.parsed.sets.count <= parsed.sets.count else {
            return nil
        }
        for (old, new) in zip(previous.parsed.sets, parsed.sets) {
            guard old.count == 1, new.count == 1 else { return nil }
            let (before, after) = (old[0], new[0])
            guard !before.isInverse, !after.isInverse, before.kind == after.kind,
                before.isCaseSensitive == after.isCaseSensitive, before.normalizes == after.normalizes,
                after.pattern.starts(with: before.pattern)
            else { return nil }
        }
        return previous.matches
    }

    // MARK: Ranking

    /// Matches in label order, in rank order (stable counting sorts, so equal matches keep label
    /// order).
    private func rankedOrder(labels: [Int32], scores: [Int]) -> [Int] {
        let keys = index.withReader { reader in
            zip(labels, scores).map { RankKey(score: $1, length: reader.trimmedLength(Int($0)), label: Int($0)) }
        }
        return Ranking.sorted(keys).map(\.label)
    }
}
