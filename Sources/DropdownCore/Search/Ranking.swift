extension FuzzyMatcher {
    /// The ranked matches of one query, kept current while labels are appended to the matcher
    /// (options streamed in, pages loaded: rule L2), in the order of ``FuzzyMatcher/rank(_:)``.
    ///
    /// ```swift
    /// var matcher = FuzzyMatcher(labels: firstPage)
    /// var ranking = matcher.ranking(for: "pa")       // ranks every label, as rank(_:) does
    /// matcher.append(labels: nextPage)
    /// matcher.update(&ranking)                        // ranks only the new labels
    /// ranking.count                                   // every match so far
    /// ranking[0]                                      // the best match, O(1)
    /// ```
    ///
    /// An update scores only the appended labels and keeps their matches aside, with the best of
    /// them merged into the ranks a front end draws first (``readyRanks``): appending labels batch
    /// by batch costs, in all, what ranking them once does. Ranks beyond those read the matches
    /// aside too; ``compact()`` merges them in (O(n + p) for p matches aside, which it sorts in
    /// O(p)), after which every rank is O(1) again.
    public struct Ranking: Sendable {
        /// The query, as given.
        public let query: String
        /// The labels ranked: those the matcher had when the ranking was last updated.
        public fileprivate(set) var rankedLabels: Int
        /// The number of ranks kept ready without compacting (the rows a front end draws first).
        public let readyRanks: Int

        /// Whether the matches are ranked by score (else they keep the labels' order: an empty
        /// query, or only negations).
        fileprivate let isSorted: Bool
        /// The merged matches' keys (``RankKey``), best first.
        fileprivate var merged: [RankKey] = []
        /// The keys of matches from updates not merged yet, in label order.
        fileprivate var aside: [RankKey] = []
        /// The best `readyRanks` of `merged` and `aside` together, best first (empty when `aside` is).
        fileprivate var ready: [RankKey] = []
        /// The query prepared for scoring, kept from one update to the next.
        fileprivate var prepared: PreparedBox?

        fileprivate init(query: String, isSorted: Bool, readyRanks: Int) {
            self.query = query
            self.isSorted = isSorted
            self.readyRanks = max(readyRanks, 0)
            rankedLabels = 0
        }

        /// The number of matches.
        public var count: Int { merged.count + aside.count }

        /// The label at a rank (0 is the best). O(1) for ranks below ``readyRanks`` or after
        /// ``compact()``; else O(p log p) for the p matches aside.
        public subscript(rank: Int) -> Int {
            if aside.isEmpty { return merged[rank].label }
            if rank < ready.count { return ready[rank].label }
            return Self.merging(merged, sortedAside()).dropFirst(rank).first!.label
        }

        /// Every match's label, best first. O(n + p log p).
        public var labels: [Int] {
            aside.isEmpty ? merged.map(\.label) : Self.merging(merged, sortedAside()).map(\.label)
        }

        /// Merges the matches kept aside into the ranked ones, so that every rank reads in O(1).
        /// O(n + p).
        public mutating func compact() {
            guard !aside.isEmpty else { return }
            merged = Self.merging(merged, sortedAside())
            aside = []
            ready = []
        }

        /// Adds the matches of newly ranked labels (in label order, after every label ranked), with
        /// their scores when the matches are sorted.
        fileprivate mutating func add(_ labels: [Int32], scores: [Int], rankedLabels: Int, in reader: IndexReader) {
            self.rankedLabels = rankedLabels
            guard !labels.isEmpty else { return }
            guard isSorted else {
                merged += labels.lazy.map { RankKey(score: 0, length: 0, label: Int($0)) }  // label order
                return
            }
            @inline(__always) func key(_ index: Int) -> RankKey {
                RankKey(
                    score: scores[index], length: reader.trimmedLength(Int(labels[index])), label: Int(labels[index]))
            }
            if merged.isEmpty && aside.isEmpty {
                merged = Self.sorted(labels.indices.map(key))
                return
            }
            // Kept aside; the ready ranks become the best of those so far and of the new keys (only
            // those that rank before the last ready one, when there are enough ready).
            if ready.isEmpty { ready = Array(merged.prefix(readyRanks)) }
            let bar = ready.count == readyRanks ? ready.last?.value ?? 0 : .max
            var best = TopMatches(limit: readyRanks)
            for index in labels.indices {
                let key = key(index)
                aside.append(key)
                if key.value < bar { best.insert(key) }
            }
            if !best.isEmpty { ready = Self.merging(ready, best.sorted(), limit: readyRanks) }
        }

        /// The keys aside, sorted (they are in label order, so a stable sort by score and length).
        private func sortedAside() -> [RankKey] { Self.sorted(aside) }

        /// Keys in label order sorted into rank order: for many, two stable counting sorts, by
        /// length and then by score (O(n + 65,536)).
        static func sorted(_ keys: [RankKey]) -> [RankKey] {
            guard keys.count > 1 else { return keys }
            // Keys are distinct (they end with the label): few are sorted directly.
            guard keys.count >= 4_096 else { return keys.sorted() }
            let byLength = countingSort(keys) { Int($0.value >> 32 & 0xFFFF) }
            return countingSort(byLength) { Int($0.value >> 48) }
        }

        private static func countingSort(_ keys: [RankKey], by bucket: (RankKey) -> Int) -> [RankKey] {
            var counts = [Int](repeating: 0, count: 0x10001)
            for key in keys { counts[bucket(key) + 1] += 1 }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            var sorted = [RankKey](repeating: RankKey(value: 0), count: keys.count)
            for key in keys {
                let index = bucket(key)
                sorted[counts[index]] = key
                counts[index] += 1
            }
            return sorted
        }

        /// Two runs of keys in rank order merged into one, or into its first `limit` keys. O(limit).
        static func merging(_ first: [RankKey], _ second: [RankKey], limit: Int = .max) -> [RankKey] {
            guard !second.isEmpty else { return first.count > limit ? Array(first.prefix(limit)) : first }
            guard !first.isEmpty else { return second.count > limit ? Array(second.prefix(limit)) : second }
            let count = min(first.count + second.count, limit)
            var result: [RankKey] = []
            result.reserveCapacity(count)
            var (i, j) = (0, 0)
            while result.count < count && i < first.count && j < second.count {
                if second[j] < first[i] {
                    result.append(second[j])
                    j += 1
                } else {
                    result.append(first[i])
                    i += 1
                }
            }
            result += first[i..<min(first.count, i + count - result.count)]
            result += second[j..<min(second.count, j + count - result.count)]
            return result
        }
    }

    /// A query prepared for scoring, and the longest label it was prepared for. An update reuses it
    /// only while its ranking holds the one reference (a copy of the ranking prepares its own), so no
    /// two threads ever score with it at once.
    fileprivate final class PreparedBox: @unchecked Sendable {
        let query: PreparedQuery
        let maximumLength: Int

        init(_ query: PreparedQuery, maximumLength: Int) {
            self.query = query
            self.maximumLength = maximumLength
        }
    }

    /// The ranked matches of `query` over every label (as ``rank(_:)`` ranks them), to be kept
    /// current with ``update(_:)`` as labels are appended. `readyRanks`: how many of the best ranks
    /// read in O(1) while appended matches are kept aside.
    public mutating func ranking(for query: String, readyRanks: Int = 256) -> Ranking {
        var ranking = Ranking(
            query: query, isSorted: SearchQuery(query, syntax: syntax).isSortable, readyRanks: readyRanks)
        update(&ranking)
        return ranking
    }

    /// Ranks the labels appended since `ranking` was made or last updated into it: O(their
    /// characters) to score them, and O(m log r) for their m matches and r ready ranks. The ranking
    /// must come from this matcher (or a copy of it).
    public mutating func update(_ ranking: inout Ranking) {
        let start = ranking.rankedLabels
        guard start < count else { return }
        let parsed = SearchQuery(ranking.query, syntax: syntax)
        prepareFolding(for: parsed)
        guard !parsed.isEmpty else {
            ranking.merged += (start..<count).lazy.map { RankKey(score: 0, length: 0, label: $0) }
            ranking.rankedLabels = count
            return
        }
        if !isKnownUniquelyReferenced(&ranking.prepared) || ranking.prepared!.maximumLength < index.maximumLength {
            ranking.prepared = PreparedBox(
                PreparedQuery(parsed, maximumLength: index.maximumLength), maximumLength: index.maximumLength)
        }
        let prepared = ranking.prepared!.query
        index.withReader { reader in
            let found = SearchTables.with { tables in
                Self.matches(prepared, candidates: nil, from: start, in: reader, tables: tables)
            }
            ranking.add(found.labels, scores: found.scores, rankedLabels: count, in: reader)
        }
    }
}
