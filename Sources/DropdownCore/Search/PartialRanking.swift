extension FuzzyMatcher {
    /// The matches of a query in one part of a list, found on their own, so that the parts of a
    /// long list can be searched at the same time (on several threads, each part as it is read) and
    /// merged into the ranking of the whole list: ``merged(_:)`` gives what ``FuzzyMatcher/rank(_:)``
    /// gives for all the labels at once, fzf's order (score, then the shorter label, then the
    /// original order) included.
    ///
    /// ```swift
    /// let first = FuzzyMatcher.PartialRanking(of: "pa", utf8: Array("Spain".utf8), ends: [5])
    /// let second = FuzzyMatcher.PartialRanking(of: "pa", utf8: Array("ItalyParaguay".utf8), ends: [5, 13])
    /// FuzzyMatcher.PartialRanking.merged([first, second])   // [2, 0]: "Paraguay", "Spain"
    /// ```
    ///
    /// The labels are given as UTF-8, one after the other, as they were read: no string is made
    /// per label. Each part costs what indexing and ranking its labels costs, O(bytes) to read
    /// them and O(matches) to order them.
    public struct PartialRanking: Sendable {
        /// The number of labels in the part.
        public let labelCount: Int
        /// The matches' keys in label order, the labels numbered from 0 in the part.
        private let keys: [RankKey]
        /// Whether the matches are ranked by score (else they keep the labels' order: an empty
        /// query, or only negations).
        private let isSorted: Bool

        /// Searches one part of a list for `query`, read with `syntax`: the labels are `utf8`, one
        /// after the other, label i ending at `ends[i]` (and starting where label i - 1 ends, or at 0).
        /// Invalid UTF-8 reads as `String(decoding:as:)` reads it (U+FFFD for each invalid
        /// sequence), as the labels of ``FuzzyMatcher/init(labels:syntax:)`` would. O(bytes) for
        /// the index, then what the search costs.
        public init(of query: String, syntax: Syntax = .extended, utf8: [UInt8], ends: [Int]) {
            precondition((ends.last ?? 0) <= utf8.count, "the labels end beyond the bytes")
            labelCount = ends.count
            let parsed = SearchQuery(query, syntax: syntax)
            isSorted = !parsed.isEmpty && parsed.isSortable
            guard !parsed.isEmpty else {  // every label, in order: nothing to index
                keys = (0..<ends.count).map { RankKey(score: 0, length: 0, label: $0) }
                return
            }
            // Only the labels that may match are indexed: the others cost one look-up per byte.
            let candidates = Self.candidates(utf8: utf8, ends: ends, query: parsed)
            var matcher = FuzzyMatcher(rankingOnly: syntax)
            matcher.append(Self.labels(utf8: utf8, ends: ends), at: candidates[...])
            matcher.prepareFolding(for: parsed)
            let index = matcher.index
            let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength)
            let isSorted = isSorted
            keys = index.withReader { reader in
                SearchTables.with { tables in
                    var keys: [RankKey] = []
                    FuzzyMatcher.forEachMatch(prepared, candidates: nil, in: reader, tables: tables) {
                        candidate, score in
                        let label = Int(candidates[candidate])
                        keys.append(
                            isSorted
                                ? RankKey(score: score, length: reader.trimmedLength(candidate), label: label)
                                : RankKey(score: 0, length: 0, label: label))
                    }
                    return keys
                }
            }
        }

        /// The labels that may match: all but the ASCII labels that lack a character every match
        /// has (the index's first test, ``PreparedQuery/requiredMask``, made on the bytes as they
        /// are). O(bytes) when the query requires characters, else O(labels).
        private static func candidates(utf8: [UInt8], ends: [Int], query: SearchQuery) -> [Int32] {
            // The characters of the sets of one term (a positive term's mask; an inverse term's is 0).
            let required = query.sets.reduce(UInt64(0)) { $1.count == 1 ? $0 | $1[0].mask : $0 }
            guard required != 0 else { return (0..<ends.count).map { Int32($0) } }
            var candidates: [Int32] = []
            utf8.withUnsafeBufferPointer { bytes in
                SearchCharacters.asciiMaskBits.withUnsafeBufferPointer { maskBits in
                    var start = 0
                    for (label, end) in ends.enumerated() {
                        // Read until the label has every required character, or a byte beyond
                        // ASCII (such a label is not read here: its characters fold).
                        var missing = required
                        var offset = start
                        while offset < end && missing != 0 {
                            let byte = bytes[offset]
                            missing &= byte < 0x80 ? ~maskBits[Int(byte)] : 0
                            offset += 1
                        }
                        if missing == 0 { candidates.append(Int32(label)) }
                        start = end
                    }
                }
            }
            return candidates
        }

        /// The number of matches.
        public var count: Int { keys.count }

        /// The matches of all the parts, best first, as ``FuzzyMatcher/rank(_:)`` ranks the labels
        /// of every part one after the other (the labels of a part numbered after those of the parts
        /// before it). The parts are of the same query. O(m) for m matches (stable counting sorts,
        /// when there are many).
        public static func merged(_ parts: [PartialRanking]) -> [Int] {
            var keys: [RankKey] = []
            keys.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            var first: UInt64 = 0
            for part in parts {
                keys += part.keys.lazy.map { RankKey(value: $0.value + first) }
                first += UInt64(part.labelCount)
            }
            let isSorted = parts.first?.isSorted ?? false
            precondition(parts.allSatisfy { $0.isSorted == isSorted }, "the parts are of different queries")
            return (isSorted ? Ranking.sorted(keys) : keys).map(\.label)
        }

        /// The labels to index: `utf8` as it is when every label is valid UTF-8, else each label
        /// repaired as a string would be.
        private static func labels(utf8: [UInt8], ends: [Int]) -> LabelStore {
            let isValid = utf8.withUnsafeBufferPointer { bytes in
                // The whole is valid, and no label ends inside a character: then each label is valid.
                UTF8Validation.isValid(bytes) && ends.allSatisfy { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }
            }
            if isValid { return LabelStore(utf8: utf8, ends: ends) }
            var labels = LabelStore()
            labels.reserveCapacity(ends.count)
            utf8.withUnsafeBufferPointer { bytes in
                var start = 0
                for end in ends {
                    labels.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    start = end
                }
            }
            return labels
        }
    }
}

/// Whether bytes are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates,
/// nothing beyond U+10FFFF), without decoding them into a string: ASCII eight bytes at a time.
enum UTF8Validation {
    /// Whether `bytes` is valid UTF-8. O(bytes).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count
                && UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length, and the range of its second byte (narrower after some leads).
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)  // not overlong
            case 0xED: (length, high) = (3, 0x9F)  // not a surrogate
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, low) = (4, 0x90)  // not overlong
            case 0xF4: (length, high) = (4, 0x8F)  // not beyond U+10FFFF
            case 0xF1...0xF3: length = 4
            default: return false  // a continuation byte, C0, C1, F5–FF
            }
            guard count - index >= length, (low...high).contains(base[index + 1]) else { return false }
            for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
