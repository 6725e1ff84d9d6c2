/// What the keywords of the options change in the label matches of a query (rules F9–F11), and how
/// the changes are placed among them: the options whose keywords match are added, after every label
/// match of the same score or better (F10), and the label matches excluded by a negation that their
/// keywords match, or moved up by a better keyword match, are taken out (F11).
struct KeywordMerge {
    /// Whether the matches are ranked by score (else they keep the options' order).
    let isRanked: Bool
    /// The options to add, each with its keywords' key (score, keyword text length, option).
    private(set) var added: [RankKey] = []
    /// The label matches to take out (option indices).
    private(set) var removed: [Int] = []

    init(ranked: Bool) {
        isRanked = ranked
    }

    /// Whether nothing changes.
    var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// Adds an option whose keywords match, with their score and length.
    mutating func add(_ option: Int, score: Int, length: UInt32) {
        added.append(RankKey(score: score, length: length, label: option))
    }

    /// Takes out a label match.
    mutating func remove(_ option: Int) {
        removed.append(option)
    }

    /// The changes applied to label matches in the options' order. O(r) for r matches, and
    /// O(a log a) for a additions.
    func applied(inOptionOrderTo matches: [Int32]) -> [Int32] {
        var result = matches
        if !removed.isEmpty {
            let taken = TakenOptions(removed)
            result.removeAll(where: taken.contains)
        }
        if !added.isEmpty {
            result += added.lazy.map { Int32(truncatingIfNeeded: $0.label) }
            result.sort()  // two sorted runs: merged in O(r + a)
        }
        return result
    }

    /// The changes applied to ranked label matches (fzf's order: score, then the shorter label,
    /// then the options' order). `labelKey` gives a label match's key, as the matches were ranked
    /// by. The additions are placed by binary search, one per score among them (O(log r) keys
    /// each), and the matches are copied once, without those taken out: O(r).
    func applied(toRanked matches: [Int32], labelKey: (Int) -> RankKey) -> [Int32] {
        var scores: [Int: UInt64] = [:]  // the score part of the keys read, by rank
        func score(atRank rank: Int) -> UInt64 {
            if let known = scores[rank] { return known }
            let score = labelKey(Int(matches[rank])).value >> 48  // lower is better (see RankKey)
            scores[rank] = score
            return score
        }
        // F10: each addition goes after every label match of its score or better, in key order.
        let additions = added.sorted()
        var insertionRanks: [Int] = []
        insertionRanks.reserveCapacity(additions.count)
        var from = 0
        var placedScore: UInt64?
        for addition in additions {
            let additionScore = addition.value >> 48
            if additionScore != placedScore {
                from = (from..<matches.count).partitioningIndex { score(atRank: $0) > additionScore }
                placedScore = additionScore
            }
            insertionRanks.append(from)
        }

        var result: [Int32] = []
        result.reserveCapacity(matches.count + additions.count)
        let taken = TakenOptions(removed)
        func appendMatches(_ ranks: Range<Int>) {
            if removed.isEmpty {
                result += matches[ranks]
            } else {
                for option in matches[ranks] where !taken.contains(option) { result.append(option) }
            }
        }
        var start = 0
        for (addition, rank) in zip(additions, insertionRanks) {
            appendMatches(start..<rank)
            start = rank
            result.append(Int32(truncatingIfNeeded: addition.label))
        }
        appendMatches(start..<matches.count)
        return result
    }
}

/// A set of options as bits, one per option up to the highest: a test is O(1) without hashing.
private struct TakenOptions {
    private var bits: [UInt64] = []

    init(_ options: [Int]) {
        guard let highest = options.max() else { return }
        bits = Array(repeating: 0, count: highest / 64 + 1)
        for option in options { bits[option / 64] |= 1 &<< UInt64(option % 64) }
    }

    func contains(_ option: Int32) -> Bool {
        let option = Int(option)
        return option / 64 < bits.count && bits[option / 64] & (1 &<< UInt64(option % 64)) != 0
    }
}
