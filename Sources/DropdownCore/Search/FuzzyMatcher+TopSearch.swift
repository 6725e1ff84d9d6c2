extension FuzzyMatcher {
    /// A search for the best few matches (``best(_:for:)``): the labels are scored only when their
    /// bound (from their masks) and the reach test let them rank among the results so far.
    struct TopSearch {
        let prepared: PreparedQuery
        let reader: IndexReader
        let tables: SearchTables
        let maximum: Int
        var results: TopMatches
        /// The long labels known to score the maximum (see ``witness(_:)``).
        var witnessed = Set<Int>()
        /// The word start bounds ``witness(_:)`` read, by label.
        var startBounds: [Int: Int] = [:]
        /// The labels ``witness(_:)`` tested.
        var witnessTests = 0
        /// The length of the query's one fuzzy term, when it looks for witnesses.
        var termLength = 0
        /// Whether the long labels were considered already (``considerLongLabels(_:)``).
        var longLabelsConsidered = false
        /// The labels about to be considered, with their bounds (see ``considerInGroups(_:)``).
        var group: [(label: Int, bound: Int)] = []
        /// The sum of what ``flushGroup()`` read ahead (meaningless; see ``FuzzyMatcher/readAhead``).
        var readAhead: UInt64 = 0
        /// The rows kept of long labels' alignments, when the query is one fuzzy term they keep.
        let frontiers: AlignmentFrontiers?
        /// The length of that term (0 without `frontiers`).
        let frontierLength: Int
        /// Labels are read ahead this many at a time.
        static let groupSize = 16

        init(
            prepared: PreparedQuery, reader: IndexReader, tables: SearchTables, limit: Int,
            frontiers: AlignmentFrontiers?
        ) {
            self.prepared = prepared
            self.reader = reader
            self.tables = tables
            maximum = prepared.maximumScore
            results = TopMatches(limit: limit)
            self.frontiers = frontiers
            frontierLength = frontiers == nil ? 0 : prepared.singleTerm?.pattern.count ?? 0
        }

        /// Whether a label is scored from the rows kept (``AlignmentFrontiers``): a long one that
        /// fzf aligns optimally, when the query's term keeps them.
        @inline(__always)
        func usesFrontier(_ label: Int) -> Bool {
            guard frontierLength > 0 else { return false }
            let length = reader.length(label)
            return length >= FuzzyMatcher.longLabel && length * frontierLength <= FuzzyScoring.optimalCellLimit
        }

        /// The bound of a label's score from its rows kept, or `nil`.
        @inline(__always)
        func frontierBound(_ label: Int) -> Int? {
            guard let frontiers, usesFrontier(label) else { return nil }
            return frontiers.bound(of: label, length: frontierLength)
        }

        /// Adds a long label that scores the maximum (a witness) to the results, unscored. Once
        /// witnesses turn out rare (fewer than one in 32 of the labels tested, after eight times as
        /// many as the results hold), a label that has no places kept for the term's first characters
        /// (``WordStartMemo``) is read for its word start bound at once (the maximum exactly when a
        /// window reaches it, as the test for the maximum reads), which ``considerLongLabels(_:)``
        /// then takes rather than reading the label again.
        mutating func witness(_ label: Int) {
            let length = reader.length(label)
            guard length >= FuzzyMatcher.longLabel, length * termLength <= FuzzyScoring.optimalCellLimit,
                prepared.admits(mask: reader.mask(label)),
                (frontierBound(label) ?? maximum) >= maximum
            else { return }
            witnessTests += 1
            let readsBound = witnessTests > 8 * results.limit && 32 * witnessed.count < witnessTests
            if readsBound, let frontiers, frontiers.starts.bound(of: label, length: termLength) == nil,
                let start = prepared.startBound(label, in: reader, tables: tables, memo: frontiers)
            {
                startBounds[label] = start
                guard start >= maximum else { return }
            } else {
                guard prepared.mayReach(label, threshold: maximum, in: reader, tables: tables, memo: frontiers) else {
                    return
                }
            }
            witnessed.insert(label)
            results.insert(RankKey(score: maximum, length: reader.trimmedLength(label), label: label))
        }

        /// The best score the label could have, from its masks (and its first character).
        @inline(__always)
        func bound(of label: Int) -> Int {
            // Without white space, only the first character can have the bonus of a word after
            // white space (an empty label has no character with a bonus: any bit will do).
            var wordStarts = ~UInt64(0)
            if reader.flags(label) & SearchIndex.whitespaceFlag == 0 {
                wordStarts = 1 &<< UInt64(reader.firstCharacterBitIndex(label))
            }
            return prepared.upperBound(
                boundaryMask: reader.boundaryMask(label), pairs: reader.boundaryPairs(label), wordStarts: wordStarts)
        }

        /// Considers admitted labels in order, in groups: those whose bound lets them enter the
        /// results are gathered, and each group's texts are read at once (their memory latencies
        /// overlap) before any of them is considered. A group is gathered against the results as
        /// they were, so each label is checked again when it is considered.
        mutating func considerInGroups(_ labels: some Sequence<Int>) {
            group.reserveCapacity(Self.groupSize)
            for label in labels where prepared.admits(mask: reader.mask(label)) {
                // Those ``considerLongLabels(_:)`` considered are not bounded again.
                if longLabelsConsidered && isOrderedByWordStarts(label) { continue }
                if results.isFull {
                    // As `consider(_:bound:)` checks, cheapest first.
                    let length = reader.trimmedLength(label)
                    guard RankKey(score: maximum, length: length, label: label) < results.worst else { continue }
                    let bound = bound(of: label)
                    guard RankKey(score: bound, length: length, label: label) < results.worst else { continue }
                    group.append((label, bound))
                } else {
                    group.append((label, bound(of: label)))
                }
                if group.count == Self.groupSize { flushGroup() }
            }
            flushGroup()
        }

        /// Reads the gathered labels' texts, then considers them in order.
        mutating func flushGroup() {
            for (label, _) in group { readAhead &+= reader.touch(label) }
            for (label, bound) in group { consider(label, bound: bound) }
            group.removeAll(keepingCapacity: true)
        }

        /// Scores an admitted label into the results, unless its bound (`knownBound`, or computed),
        /// or the reach test, shows it cannot rank among them.
        @inline(__always)
        mutating func consider(_ label: Int, bound knownBound: Int? = nil) {
            if longLabelsConsidered && isOrderedByWordStarts(label) { return }
            let length = reader.trimmedLength(label)
            var needed = 0
            if results.isFull {
                // Skip the label when even its best possible score cannot rank it in.
                let worst = results.worst
                guard RankKey(score: maximum, length: length, label: label) < worst else { return }
                if !witnessed.isEmpty {
                    let labelLength = reader.length(label)
                    if labelLength >= FuzzyMatcher.longLabel
                        && labelLength * termLength <= FuzzyScoring.optimalCellLimit
                    {
                        guard !witnessed.contains(label),
                            RankKey(score: maximum - 1, length: length, label: label) < worst
                        else { return }  // not a witness: below the maximum
                    }
                }
                let bound = min(knownBound ?? bound(of: label), frontierBound(label) ?? Int.max)
                guard RankKey(score: bound, length: length, label: label) < worst else { return }
                // The least score that ranks the label in (a tie ranks it in when it is shorter, or as
                // long and earlier).
                let tie = RankKey.clampedScore(0xFFFF - Int(worst.value >> 48))
                needed = RankKey(score: tie, length: length, label: label) < worst ? tie : tie + 1
                if !usesFrontier(label) {
                    guard prepared.mayReach(label, threshold: needed, in: reader, tables: tables, memo: frontiers)
                    else {
                        return
                    }
                }
            } else if witnessed.contains(label) {
                return
            }
            let score =
                usesFrontier(label)
                ? prepared.frontierScore(label, frontiers: frontiers!, needed: needed, in: reader, tables: tables)
                : prepared.score(label, in: reader, tables: tables)
            guard let score else { return }
            results.insert(RankKey(score: score, length: length, label: label))
        }

        /// Whether ``considerLongLabels(_:)`` considers a label: a long one that fzf aligns optimally
        /// (beyond its cell limit, a label is scored in one pass, and read as it comes).
        @inline(__always)
        func isOrderedByWordStarts(_ label: Int) -> Bool {
            let length = reader.length(label)
            return length >= FuzzyMatcher.longLabel && length * termLength <= FuzzyScoring.optimalCellLimit
        }

        /// Considers the long labels (those among the candidates that fzf aligns optimally) best bound first,
        /// by the bound their word start index gives (``PreparedQuery/startBound(_:in:tables:memo:)``), so
        /// that the results fill with high scores before most of them are read past their word starts;
        /// the searches after it skip them. A label is read at its word starts only when its cheaper
        /// bound (its masks, its rows kept, the places kept for the term's first characters: see
        /// ``WordStartMemo``) comes first among those left and still lets it in.
        mutating func considerLongLabels(_ labels: [Int]) {
            var queue = BoundQueue(maximum: maximum, capacity: labels.count)
            for label in labels
            where isOrderedByWordStarts(label) && prepared.admits(mask: reader.mask(label))
                && !witnessed.contains(label)
            {
                var bound = bound(of: label)
                let kept = frontierBound(label)
                if let kept { bound = min(bound, kept) }
                if let carried = frontiers?.starts.bound(of: label, length: termLength) { bound = min(bound, carried) }
                let start = startBounds[label]
                if let start { bound = min(bound, start) }
                if results.isFull {
                    let length = reader.trimmedLength(label)
                    guard RankKey(score: bound, length: length, label: label) < results.worst else { continue }
                }
                // Rows kept bound the label at least as well as its word starts would.
                queue.push(bound: bound, label: label, isFinal: kept != nil || start != nil)
            }
            while let (bound, label, isFinal) = queue.pop() {
                if results.isFull && !(RankKey(score: bound, length: 0, label: 0) < results.worst) { break }
                if isFinal {
                    consider(label, bound: bound)
                } else {
                    let start = prepared.startBound(label, in: reader, tables: tables, memo: frontiers)
                    queue.push(bound: min(bound, start ?? bound), label: label, isFinal: true)
                }
            }
            longLabelsConsidered = true
        }

        /// Considers labels best bound first (``bestFirst(_:)``), unless a sample of their bounds
        /// (every 16th label's) shows a quarter or more of them sharing the highest bound, and a
        /// quarter or more of the first of those sampled scoring it: then the results fill with that
        /// score as soon as the labels are read as they come, and the others are skipped by it.
        mutating func chooseOrder(_ labels: some Collection<Int>) {
            var highest = Int.min
            var atHighest = 0
            var sampled = 0
            var firstAtHighest: [Int] = []  // up to 32 of the sampled labels at the highest bound
            var index = labels.startIndex
            while index != labels.endIndex {
                let label = labels[index]
                if prepared.admits(mask: reader.mask(label)) {
                    let bound = bound(of: label)
                    if bound > highest {
                        highest = bound
                        atHighest = 0
                        firstAtHighest.removeAll(keepingCapacity: true)
                    }
                    if bound == highest {
                        atHighest += 1
                        if firstAtHighest.count < 32 { firstAtHighest.append(label) }
                    }
                    sampled += 1
                }
                index = labels.index(index, offsetBy: 16, limitedBy: labels.endIndex) ?? labels.endIndex
            }
            var reaching = 0
            for label in firstAtHighest where prepared.score(label, in: reader, tables: tables) == highest {
                reaching += 1
            }
            if 4 * atHighest >= sampled && 4 * reaching >= firstAtHighest.count {
                considerInGroups(labels)
            } else {
                bestFirst(labels)
            }
        }

        /// Considers labels best bound first: every label's bound, then the labels from the highest
        /// bound down, so that the results fill with high scores before most labels are read, and the
        /// labels whose bound falls below the results' worst are never read.
        mutating func bestFirst(_ labels: some Sequence<Int>) {
            var bounded: [UInt64] = []
            var counts = [Int](repeating: 0, count: maximum + 2)
            for label in labels where prepared.admits(mask: reader.mask(label)) {
                let bound = max(0, min(bound(of: label), maximum))
                bounded.append(UInt64(bound) << 32 | UInt64(label))
                counts[maximum - bound + 1] += 1
            }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            var order = [UInt64](repeating: 0, count: bounded.count)
            for entry in bounded {
                let slot = maximum - Int(entry >> 32)
                order[counts[slot]] = entry
                counts[slot] += 1
            }
            // In groups read ahead (see ``considerInGroups(_:)``), until the bounds fall below the
            // results' worst.
            group.reserveCapacity(Self.groupSize)
            for entry in order {
                let bound = Int(entry >> 32)
                if results.isFull && !(RankKey(score: bound, length: 0, label: 0) < results.worst) { break }
                group.append((Int(entry & 0xFFFF_FFFF), bound))
                if group.count == Self.groupSize { flushGroup() }
            }
            flushGroup()
        }
    }
}
