/// Fuzzy search over a list of labels, scored and ranked as fzf does (`fzf --filter` order for a
/// one-word query): by score, then the shorter label, then the original order.
///
/// ```swift
/// var matcher = FuzzyMatcher(labels: ["Portugal", "Spain", "Papua New Guinea"])
/// matcher.rank("png")            // [2]: "Papua New Guinea"
/// matcher.positions(of: 2, for: "png")   // [0, 6, 10]
/// ```
///
/// Built once per list (O(total bytes), 16 bytes per label beyond the label bytes). Each search
/// rejects most labels with one mask test, reads ASCII labels in place, and scores survivors with
/// fzf's dynamic programming over the window where a match can be; it allocates nothing per label.
/// When a query extends the previous one, only the previous matches are searched again.
public struct FuzzyMatcher: Sendable {
    private let index: SearchIndex
    /// The query of the previous search, and the labels it matched (ascending).
    private var previousQuery = ""
    private var previousMatches: [Int32]? = nil

    /// Indexes labels for searching. O(total bytes).
    public init(labels: [String]) {
        index = SearchIndex(labels: labels)
    }

    /// The number of labels.
    public var count: Int { index.count }

    /// The memory the index adds beyond the labels' bytes: 16 bytes per label.
    public var indexOverheadBytes: Int { index.overheadBytes }

    /// The indices of the labels that match the query, best first: score (high first), then the
    /// shorter label (white space at the ends not counted), then the original order. O(s) after
    /// matching, for s matches (a stable counting sort).
    public mutating func rank(_ query: String) -> [Int] {
        var indices: [Int32] = []
        var scores: [Int16] = []
        search(query, into: &indices, scores: &scores)
        return rankedOrder(indices: indices, scores: scores)
    }

    /// The `limit` best matches, best first, in the order of ``rank(_:)``: O(s log limit) after
    /// matching, without sorting every match.
    public mutating func best(_ limit: Int, for query: String) -> [Int] {
        var indices: [Int32] = []
        var scores: [Int16] = []
        search(query, into: &indices, scores: &scores)
        guard limit > 0 else { return [] }
        // A max-heap of the best keys so far; a smaller key ranks higher.
        var heap: [UInt64] = []
        heap.reserveCapacity(limit)
        for position in indices.indices {
            let key = sortKey(index: indices[position], score: scores[position])
            if heap.count < limit {
                heap.append(key)
                siftUp(&heap, heap.count - 1)
            } else if key < heap[0] {
                heap[0] = key
                siftDown(&heap, 0)
            }
        }
        return heap.sorted().map { Int($0 & 0xFFFF_FFFF) }
    }

    /// The offsets (in Unicode scalars) of the characters of `label` that the query matched, for
    /// highlighting (rule F8); empty when it does not match. O(m × w) for one label.
    public func positions(of label: Int, for query: String) -> [Int] {
        let parsed = FuzzyQuery(query)
        guard !parsed.terms.isEmpty, label >= 0, label < count else { return [] }
        var all: [Int] = []
        let matched = withSearch(parsed, keepsAllRows: true) { reader, terms, buffers in
            for term in terms {
                var found: [Int] = []
                guard reader.score(label, term: term, buffers: buffers, positions: &found) != nil else { return false }
                all += found
            }
            return true
        }
        return matched ? Array(Set(all)).sorted() : []
    }

    /// The score of one label for a query, or `nil` when it does not match.
    public func score(of label: Int, for query: String) -> Int? {
        let parsed = FuzzyQuery(query)
        guard !parsed.terms.isEmpty, label >= 0, label < count else { return nil }
        return withSearch(parsed, keepsAllRows: false) { reader, terms, buffers in
            reader.score(label, terms: terms, buffers: buffers).map(Int.init)
        }
    }

    /// Runs `body` with the index, the query's terms and scoring buffers in place.
    private func withSearch<Result>(
        _ query: FuzzyQuery, keepsAllRows: Bool,
        _ body: (IndexReader, [PreparedTerm], ScoringBuffers) -> Result
    ) -> Result {
        let termLength = query.terms.map(\.characters.count).max() ?? 1
        return ScoringBuffers.with(length: index.maximumLength, termLength: termLength, keepsAllRows: keepsAllRows) { buffers in
            PreparedTerm.with(query.terms) { terms in
                index.withReader { reader in body(reader, terms, buffers) }
            }
        }
    }

    // MARK: Searching

    /// Finds the matching labels (ascending) and their scores. When `query` extends the previous
    /// query, only the previous matches are candidates.
    private mutating func search(_ query: String, into indices: inout [Int32], scores: inout [Int16]) {
        let parsed = FuzzyQuery(query)
        guard !parsed.terms.isEmpty else {
            previousQuery = ""
            previousMatches = nil
            return
        }
        let candidates = !previousQuery.isEmpty && query.hasPrefix(previousQuery) ? previousMatches : nil
        let queryMask = parsed.mask
        (indices, scores) = withSearch(parsed, keepsAllRows: false) { reader, terms, buffers in
            var found: [Int32] = []
            var foundScores: [Int16] = []
            found.reserveCapacity(candidates?.count ?? reader.count)
            foundScores.reserveCapacity(candidates?.count ?? reader.count)
            let masks = reader.masks.baseAddress!
            if terms.count == 1 && terms[0].characters.count == 1 && terms[0].isASCII && candidates == nil {
                // One ASCII character, the busiest keystroke: ASCII labels scored in place.
                let term = terms[0]
                let wanted = UInt8(term.characters[0])
                let offsets = reader.offsets.baseAddress!
                let info = reader.info.baseAddress!
                let bytes = reader.bytes.baseAddress!
                for label in 0..<reader.count where queryMask & ~masks[label] == 0 {
                    let score: Int16?
                    if info[label] & SearchIndex.asciiFlag != 0 {
                        let start = Int(offsets[label])
                        score = FuzzyScoring.scoreOneASCIICharacter(
                            bytes + start, count: Int(offsets[label &+ 1]) &- start, wanted: wanted,
                            ignoresCase: !term.isCaseSensitive, classes: reader.classes, table: buffers.bonusTable)
                    } else {
                        score = reader.score(label, term: term, buffers: buffers)
                    }
                    if let score {
                        found.append(Int32(truncatingIfNeeded: label))
                        foundScores.append(score)
                    }
                }
                return (found, foundScores)
            }
            if let candidates {
                for label in candidates where queryMask & ~masks[Int(label)] == 0 {
                    if let score = reader.score(Int(label), terms: terms, buffers: buffers) {
                        found.append(label)
                        foundScores.append(Int16(clamping: score))
                    }
                }
            } else {
                for label in 0..<reader.count where queryMask & ~masks[label] == 0 {  // mask: one test
                    if let score = reader.score(label, terms: terms, buffers: buffers) {
                        found.append(Int32(truncatingIfNeeded: label))
                        foundScores.append(Int16(clamping: score))
                    }
                }
            }
            return (found, foundScores)
        }
        previousQuery = query
        previousMatches = indices
    }

    // MARK: Ranking

    /// The sort key of a match: ascending keys rank best first.
    private func sortKey(index label: Int32, score: Int16) -> UInt64 {
        let length = UInt64(index.info[Int(label)] & 0xFFFF)
        return UInt64(0x7FFF - Int(score)) << 48 | length << 32 | UInt64(UInt32(label))
    }

    /// Matches in label order, sorted by length and then by score with two stable counting sorts,
    /// so equal matches keep label order.
    private func rankedOrder(indices: [Int32], scores: [Int16]) -> [Int] {
        guard !indices.isEmpty else { return [] }
        let lengths = indices.map { Int(index.info[Int($0)] & 0xFFFF) }
        let byLength = countingSort(Array(indices.indices), keys: lengths)
        let scoreKeys = byLength.map { 0x7FFF - Int(scores[$0]) }
        let byScore = countingSort(byLength, keys: scoreKeys)
        return byScore.map { Int(indices[$0]) }
    }

    /// A stable sort of `items` by `keys` (parallel to `items`), O(n + key range).
    private func countingSort(_ items: [Int], keys: [Int]) -> [Int] {
        let low = keys.min()!
        let high = keys.max()!
        var counts = [Int](repeating: 0, count: high - low + 2)
        for key in keys { counts[key - low + 1] += 1 }
        for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
        var sorted = [Int](repeating: 0, count: items.count)
        for (position, item) in items.enumerated() {
            let bucket = keys[position] - low
            sorted[counts[bucket]] = item
            counts[bucket] += 1
        }
        return sorted
    }

    private func siftUp(_ heap: inout [UInt64], _ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] > heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ heap: inout [UInt64], _ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var largest = parent
            if left < heap.count && heap[left] > heap[largest] { largest = left }
            if right < heap.count && heap[right] > heap[largest] { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
