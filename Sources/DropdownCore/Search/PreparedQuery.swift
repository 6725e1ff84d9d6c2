/// A parsed query ready to be matched against the index: each term's characters in place, with the
/// tables its scorers use, and the scratch memory of one search. Made for one search and dropped
/// after it; not shared between threads.
final class PreparedQuery {
    /// One term, its characters prepared for the scorers.
    typealias Term = SearchTerm<PreparedPattern>

    let query: SearchQuery
    /// The sets of terms, all required; a set matches when one of its terms does.
    let sets: [[Term]]
    /// The terms of every set, one set after the other, and where each set ends: read per label
    /// without retaining the sets' arrays.
    private let terms: UnsafeMutableBufferPointer<Term>
    private let setEnds: UnsafeMutableBufferPointer<Int>
    let scratch: ScoringScratch
    /// The masks of the sets that are one positive term, together: a label must have them all.
    let requiredMask: UInt64
    /// For each set of several terms, all positive: their masks (a label must have one).
    let alternativeMasks: [[UInt64]]
    private let storage: [UnsafeMutableBufferPointer<UInt32>]
    private let rowTables: [UnsafeMutablePointer<UInt64>]
    private let characterTables: [UnsafeMutablePointer<UInt64>]

    /// Prepares a query; `memoizesBounds` when many labels will be bounded (a list of thousands).
    init(_ query: SearchQuery, maximumLength: Int, memoizesBounds: Bool = false) {
        self.query = query
        self.memoizesBounds = memoizesBounds
        var storage: [UnsafeMutableBufferPointer<UInt32>] = []
        var rowTables: [UnsafeMutablePointer<UInt64>] = []
        var characterTables: [UnsafeMutablePointer<UInt64>] = []

        sets = query.sets.map { set in
            set.map { term in
                let characters = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(term.pattern.count, 1))
                _ = characters.initialize(from: term.pattern)
                // Rows by ASCII character (128 entries), then by byte of an ASCII label, folded (128).
                let rows = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
                rows.initialize(repeating: 0, count: 256)
                for (index, character) in term.pattern.prefix(64).enumerated() where character < 0x80 {
                    rows[Int(character)] |= 1 << UInt64(index)
                }
                for byte in 0..<128 {
                    rows[128 + byte] = rows[Int(term.isCaseSensitive ? UInt8(byte) : FuzzyScoring.asciiLowercase[byte])]
                }
                // The distinct characters as eight-byte patterns, for scanning ASCII labels.
                var asciiCharacters: PreparedPattern.ASCIICharacters? = nil
                let distinct = Array(Set(term.pattern))
                if term.isASCII && distinct.count <= 8 {
                    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 16)
                    let bytes = distinct.compactMap { WantedByte($0, ignoresCase: !term.isCaseSensitive) }
                    for (index, byte) in bytes.enumerated() {
                        table[index] = byte.pattern
                        table[8 + index] = byte.caseBits
                    }
                    characterTables.append(table)
                    asciiCharacters = .init(patterns: table, caseBits: table + 8, count: distinct.count)
                }
                storage.append(characters)
                rowTables.append(rows)
                return term.withPattern(
                    PreparedPattern(
                        characters: UnsafeBufferPointer(rebasing: characters[0..<term.pattern.count]),
                        asciiRows: rows, byteRows: rows + 128, asciiCharacters: asciiCharacters))
            }
        }
        let sets = self.sets
        let terms = UnsafeMutableBufferPointer<Term>.allocate(capacity: sets.reduce(0) { $0 + $1.count })
        _ = terms.initialize(from: sets.joined())
        self.terms = terms
        let setEnds = UnsafeMutableBufferPointer<Int>.allocate(capacity: sets.count)
        _ = setEnds.initialize(from: sets.indices.map { index in sets[...index].reduce(0) { $0 + $1.count } })
        self.setEnds = setEnds
        singleTerm = sets.count == 1 && sets[0].count == 1 && !sets[0][0].isInverse ? sets[0][0] : nil
        self.storage = storage
        self.rowTables = rowTables
        self.characterTables = characterTables
        requiredMask = query.sets.filter { $0.count == 1 }.reduce(0) { $0 | $1[0].mask }
        alternativeMasks = query.sets.filter { $0.count > 1 && !$0.contains(where: \.isInverse) }.map { $0.map(\.mask) }
        scratch = ScoringScratch(length: maximumLength)
    }

    deinit {
        if let bounds {
            bounds.forEach { $0.deallocate() }
            bounds.deallocate()
        }
        terms.deallocate()
        setEnds.deallocate()
        storage.forEach { $0.deallocate() }
        rowTables.forEach { $0.deallocate() }
        characterTables.forEach { $0.deallocate() }
    }

    /// For a query of one fuzzy term: the test that rules out labels that cannot reach a score,
    /// anchored at the term's character at `anchor`.
    private var reachTest: ReachTest?

    /// The anchor's share of the characters (a sample's), to choose between the anchor's places and a
    /// long label's word starts (``readReach(_:_:in:tables:)``).
    private var anchorShare = 1.0

    /// Anchors ``mayReach(_:threshold:in:tables:)`` at the term's character at `anchor` (choose the
    /// rarest), which makes up `anchorShare` of the labels' characters (an estimate). Only for a
    /// query of one fuzzy term.
    func prepareReachTest(anchor: Int, anchorShare: Double = 1) {
        guard let term = singleTerm, term.kind == .fuzzy else { return }
        reachTest = ReachTest(
            pattern: term.pattern.characters, anchor: anchor,
            characterBits: term.pattern.characters.map(SearchCharacters.maskBit), asciiRows: term.pattern.asciiRows)
        self.anchorShare = anchorShare
    }

    /// Whether a label could score at least `threshold` (always true without a reach test). With
    /// `memo`, a long label whose places were kept for the term's first characters
    /// (``WordStartMemo``) is bounded by them, and read at those places only.
    @inline(__always)
    func mayReach(
        _ label: Int, threshold: Int, in reader: IndexReader, tables: SearchTables, memo: AlignmentFrontiers? = nil
    ) -> Bool {
        readReach(label, .threshold(threshold), in: reader, tables: tables, memo: memo) != 0
    }

    /// A bound of a long label's score from its word start index (``ReachTest/startBound(_:boundaryMask:from:bonus:recording:)``),
    /// or `nil` without a reach test, a word start index, or a term of two characters or more. With
    /// `memo`, the places kept for the term's first characters are read rather than all of them,
    /// and the places that could still matter are kept for the term typed further
    /// (``WordStartMemo``).
    func startBound(_ label: Int, in reader: IndexReader, tables: SearchTables, memo: AlignmentFrontiers? = nil)
        -> Int?
    {
        let bound = readReach(label, .startBound, in: reader, tables: tables, memo: memo)
        return bound == Int.max ? nil : bound
    }

    /// What ``readReach(_:_:in:tables:memo:)`` computes.
    private enum ReachQuestion {
        /// Whether the label could reach the threshold: 1 or 0.
        case threshold(Int)
        /// The bound from the label's word start index, or `Int.max`.
        case startBound

        var isThreshold: Bool {
            if case .threshold = self { return true }
            return false
        }
    }

    /// Answers a question of the reach test about a label, reading it as the term compares it.
    @inline(__always)
    private func readReach(
        _ label: Int, _ question: ReachQuestion, in reader: IndexReader, tables: SearchTables,
        memo: AlignmentFrontiers?
    ) -> Int {
        guard let reachTest, let term = singleTerm else {
            if case .threshold = question { return 1 }
            return Int.max
        }
        // Not beyond fzf's cell limit: there a label is scored in one pass over its matches.
        let length = reader.length(label)
        let isGreedy = length * term.pattern.count > FuzzyScoring.optimalCellLimit
        let table = isGreedy ? nil : reader.wordStarts.table(of: label)
        // The places kept for the term's first characters, when there are (the lowest threshold
        // they decide is the same as the index's places').
        if !isGreedy, length >= WordStartIndex.lengths.lowerBound, let memo, !memo.starts.isEmpty {
            let lowest = reachTest.lowestDecidedThreshold
            var least = lowest
            if case .threshold(let threshold) = question {
                if let bound = memo.starts.bound(of: label, length: term.pattern.count), bound < threshold { return 0 }
                least = threshold
            }
            if least >= lowest, let count = memo.starts.placeCount(of: label) {
                return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(count, 1)) { buffer in
                    let found = memo.starts.copyPlaces(
                        of: label, length: term.pattern.count, least: least, into: buffer.baseAddress!)
                    // None left: the label is bounded below the threshold, unread.
                    guard found > 0 else { return question.isThreshold ? 0 : lowest - 1 }
                    return answerReach(
                        label, question, places: UnsafeBufferPointer(rebasing: buffer[0..<found]),
                        bonusBits: table?.bonusBits, in: reader, tables: tables, memo: memo)
                }
            }
        }
        // A long label's places with a bonus of the term's first character, when it has them and
        // they are fewer than half the anchor's places (as estimated: a place reads a wider window).
        var places = table?.places(bitIndex: reachTest.characterBits.first?.trailingZeroBitCount ?? 0)
        if let found = places, Double(2 * found.count) > anchorShare * Double(length) { places = nil }
        if places == nil, case .startBound = question { return Int.max }
        return answerReach(
            label, question, places: places, bonusBits: table?.bonusBits, in: reader, tables: tables, memo: memo)
    }

    /// Answers a question of the reach test about a label from `places` (of its word start index,
    /// or kept) and `bonusBits` (the index's), reading it as the term compares it; a word start
    /// bound is kept in `memo`.
    @inline(__always)
    private func answerReach(
        _ label: Int, _ question: ReachQuestion, places: UnsafeBufferPointer<UInt32>?,
        bonusBits: UnsafePointer<UInt32>?, in reader: IndexReader, tables: SearchTables, memo: AlignmentFrontiers?
    ) -> Int {
        guard let reachTest, let term = singleTerm else { return Int.max }
        let boundaryMask = reader.boundaryMask(label)
        let isGreedy = reader.length(label) * term.pattern.count > FuzzyScoring.optimalCellLimit
        func answer<Text: SearchText>(_ text: Text) -> Int {
            switch question {
            case .threshold(let threshold):
                if let places,
                    let reaches = reachTest.mayReach(
                        text, threshold: threshold, boundaryMask: boundaryMask, from: places, bonus: tables.bonus,
                        bonusBits: bonusBits)
                {
                    return reaches ? 1 : 0
                }
                return reachTest.mayReach(text, threshold: threshold, boundaryMask: boundaryMask, bonus: tables.bonus)
                    ? 1 : 0
            case .startBound:
                guard let memo else {
                    return reachTest.startBound(
                        text, boundaryMask: boundaryMask, from: places!, bonus: tables.bonus, bonusBits: bonusBits)?
                        .bound ?? Int.max
                }
                return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(places!.count, 1)) { kept in
                    guard
                        let found = reachTest.startBound(
                            text, boundaryMask: boundaryMask, from: places!, bonus: tables.bonus,
                            bonusBits: bonusBits, recording: kept.baseAddress)
                    else { return Int.max }
                    if let recorded = found.recorded {
                        memo.starts.record(
                            label: label, length: term.pattern.count,
                            entries: UnsafeBufferPointer(rebasing: kept[0..<recorded]))
                    }
                    return found.bound
                }
            }
        }
        if reader.isASCII(label) {
            guard term.isASCII else {
                if case .threshold = question { return 0 }
                return Int.min
            }
            return answer(asciiText(label, term, reader, tables))
        }
        let folding = isGreedy ? term.plainFolding : term.optimalFolding
        if let text = foldedByteText(label, term, folding, reader) { return answer(text) }
        if let text = storedText(label, folding, reader) { return answer(text) }
        return answer(unicodeText(label, folding, reader, scratch.characters))
    }

    /// The only term, when the query is one positive term (the common case).
    let singleTerm: Term?

    /// The highest total score any label can have: each set's best term at its maximum.
    var maximumScore: Int {
        sets.reduce(0) { total, set in
            total + set.map { $0.isInverse ? 0 : FuzzyScoring.maximumScore(of: $0.kind, length: $0.pattern.count) }
                .max()!
        }
    }

    /// Whether a label's mask allows it to match: every set has a term whose characters the label
    /// has (an inverse term can always be satisfied).
    @inline(__always)
    func admits(mask: UInt64) -> Bool {
        guard requiredMask & ~mask == 0 else { return false }
        for alternatives in alternativeMasks where !alternatives.contains(where: { $0 & ~mask == 0 }) { return false }
        return true
    }

    /// The best total score a label could have, given the characters it has where a word starts
    /// (those that can have the bonus of a word after white space: `wordStarts`) and the pairs
    /// that start there (see ``ScoreBound``).
    @inline(__always)
    func upperBound(boundaryMask: UInt64, pairs: UInt64, wordStarts: UInt64 = ~0) -> Int {
        if bounds == nil {
            let made = UnsafeMutableBufferPointer<ScoreBound>.allocate(capacity: terms.count)
            _ = made.initialize(from: query.sets.joined().map { ScoreBound($0, memoizes: memoizesBounds) })
            bounds = made
        }
        let bounds = bounds.unsafelyUnwrapped
        if bounds.count == 1 {
            return bounds[0].value(boundaryMask: boundaryMask, pairs: pairs, wordStarts: wordStarts)
        }
        var total = 0
        var start = 0
        for end in setEnds {
            var best = Int.min
            for index in start..<end {
                best = max(best, bounds[index].value(boundaryMask: boundaryMask, pairs: pairs, wordStarts: wordStarts))
            }
            total += best
            start = end
        }
        return total
    }

    /// Each term's ``ScoreBound`` (as ``terms``), made when first needed.
    private var bounds: UnsafeMutableBufferPointer<ScoreBound>?
    private let memoizesBounds: Bool

    /// The total score of a label (every set must match), or `nil`: within a set, the first term
    /// that matches counts, and an inverse term whose text is absent counts 0.
    @inline(__always)
    func score(_ label: Int, in reader: IndexReader, tables: SearchTables) -> Int? {
        var total = 0
        var start = 0
        for end in setEnds {
            defer { start = end }
            var setScore: Int? = nil
            for index in start..<end {
                let term = terms[index]
                if let score = score(term, label, in: reader, tables: tables) {
                    if term.isInverse { continue }
                    setScore = score
                    break
                } else if term.isInverse {
                    setScore = 0
                }
            }
            guard let setScore else { return nil }
            total += setScore
        }
        return total
    }

    /// Whether a label matches (every set must), as ``score(_:in:tables:)`` finds it, without
    /// scoring its fuzzy terms: their characters in order, in the folding their scorer uses.
    @inline(__always)
    func matches(_ label: Int, in reader: IndexReader, tables: SearchTables) -> Bool {
        var start = 0
        for end in setEnds {
            defer { start = end }
            var setMatches = false
            for index in start..<end {
                let term = terms[index]
                if matches(term, label, in: reader, tables: tables) {
                    if term.isInverse { continue }
                    setMatches = true
                    break
                } else if term.isInverse {
                    setMatches = true
                }
            }
            guard setMatches else { return false }
        }
        return true
    }

    /// Whether one term matches one label: a fuzzy term's characters in order (the text its scorer
    /// reads), another term as it scores.
    @inline(__always)
    func matches(_ term: Term, _ label: Int, in reader: IndexReader, tables: SearchTables) -> Bool {
        guard term.kind == .fuzzy else { return score(term, label, in: reader, tables: tables) != nil }
        let isASCII = reader.isASCII(label)
        if isASCII && !term.isASCII { return false }
        let pattern = term.pattern.characters
        let length = reader.length(label)
        guard length >= pattern.count else { return pattern.isEmpty }
        if isASCII { return asciiText(label, term, reader, tables).containsInOrder(pattern) }
        let folding = length * pattern.count > FuzzyScoring.optimalCellLimit ? term.plainFolding : term.optimalFolding
        if let text = foldedByteText(label, term, folding, reader) { return text.containsInOrder(pattern) }
        if let text = storedText(label, folding, reader) { return Self.containsInOrder(text, pattern) }
        return Self.containsInOrder(unicodeText(label, folding, reader, scratch.characters), pattern)
    }

    /// For a query of one fuzzy term of ASCII characters and a label that is not ASCII, read as its
    /// folded bytes (made, and the label within fzf's cell limit for the term: folded as "v2" folds):
    /// the offset just past the leftmost place where it has the term's characters from `first` on in
    /// order, looked for from `start`, or -1 (``ByteText/inOrderEnd(of:from:)``); `nil` when the label
    /// is not read so. The same text for a term a letter longer, while within the cell limit.
    func foldedMatchEnd(_ label: Int, characters first: Int, from start: Int, in reader: IndexReader) -> Int? {
        guard let term = singleTerm, term.kind == .fuzzy else { return nil }
        let pattern = term.pattern.characters
        guard reader.length(label) * pattern.count <= FuzzyScoring.optimalCellLimit,
            let text = foldedByteText(label, term, term.optimalFolding, reader)
        else { return nil }
        return text.inOrderEnd(of: UnsafeBufferPointer(rebasing: pattern[min(first, pattern.count)...]), from: start)
    }

    /// Whether a text has the pattern's characters in order.
    @inline(__always)
    static func containsInOrder<Text: SearchText>(_ text: Text, _ pattern: UnsafeBufferPointer<UInt32>) -> Bool {
        var position = 0
        for character in pattern {
            position = text.firstOffset(of: character, from: position)
            if position >= text.count { return false }
            position += 1
        }
        return true
    }

    /// The matched offsets of every term of a label (each set's first matching term), or `nil`.
    func positions(_ label: Int, in reader: IndexReader, tables: SearchTables) -> [Int]? {
        var all: [Int] = []
        var start = 0
        for end in setEnds {
            defer { start = end }
            var matched = false
            for term in terms[start..<end] {
                if let found = match(term, label, in: reader, tables: tables) {
                    if term.isInverse { continue }
                    all += found.positions
                    matched = true
                    break
                } else if term.isInverse {
                    matched = true
                }
            }
            if !matched { return nil }
        }
        return all
    }

    /// The score of one term in one label, or `nil` when it does not match.
    @inline(__always)
    func score(_ term: Term, _ label: Int, in reader: IndexReader, tables: SearchTables) -> Int? {
        let isASCII = reader.isASCII(label)
        if isASCII && !term.isASCII { return nil }
        let length = reader.length(label)
        let pattern = term.pattern
        switch term.kind {
        case .fuzzy:
            if isASCII && pattern.count == 1 && length * 1 <= FuzzyScoring.optimalCellLimit {
                return FuzzyScoring.scoreOneASCIICharacter(
                    reader.asciiBytes(label), count: length, wanted: UInt8(truncatingIfNeeded: pattern[0]),
                    ignoresCase: !term.isCaseSensitive, classes: tables.classes, table: tables.bonus)
            }
            let isGreedy = length * pattern.count > FuzzyScoring.optimalCellLimit
            if isASCII {
                let text = asciiText(label, term, reader, tables)
                return FuzzyScoring.fuzzyScore(text, pattern, scratch: scratch, bonus: tables.bonus)
            }
            if let text = foldedByteText(label, term, isGreedy ? term.plainFolding : term.optimalFolding, reader) {
                return FuzzyScoring.fuzzyScore(text, pattern, scratch: scratch, bonus: tables.bonus)
            }
            if !isGreedy, let text = storedText(label, term.optimalFolding, reader) {
                return FuzzyScoring.fuzzyScore(text, pattern, scratch: scratch, bonus: tables.bonus)
            }
            let text = unicodeText(
                label, isGreedy ? term.plainFolding : term.optimalFolding, reader, scratch.characters)
            return FuzzyScoring.fuzzyScore(text, pattern, scratch: scratch, bonus: tables.bonus)
        default:
            return match(term, label, in: reader, tables: tables, wantsPositions: false)?.score
        }
    }

    /// For a query of one fuzzy term of 2 to 64 characters, the score of a long label that fzf aligns
    /// optimally, computed from the rows `frontiers` keeps (prepared for the term), as
    /// ``score(_:in:tables:)`` computes it; `nil` when it does not match, or when its rows show it
    /// cannot score `needed` (see ``AlignmentFrontiers/score(of:_:length:needed:bonus:)``).
    func frontierScore(
        _ label: Int, frontiers: AlignmentFrontiers, needed: Int, in reader: IndexReader, tables: SearchTables
    ) -> Int? {
        guard let term = singleTerm else { return nil }
        let length = term.pattern.count
        if reader.isASCII(label) {
            guard term.isASCII else { return nil }
            return frontiers.score(
                of: label, asciiText(label, term, reader, tables), length: length, needed: needed, bonus: tables.bonus)
        }
        if let text = foldedByteText(label, term, term.optimalFolding, reader) {
            return frontiers.score(of: label, text, length: length, needed: needed, bonus: tables.bonus)
        }
        if let text = storedText(label, term.optimalFolding, reader) {
            return frontiers.score(of: label, text, length: length, needed: needed, bonus: tables.bonus)
        }
        return frontiers.score(
            of: label, unicodeText(label, term.optimalFolding, reader, scratch.characters), length: length,
            needed: needed, bonus: tables.bonus)
    }

    /// The score and matched offsets of one term in one label, or `nil`.
    func match(
        _ term: Term, _ label: Int, in reader: IndexReader, tables: SearchTables, wantsPositions: Bool = true
    ) -> (score: Int, positions: [Int])? {
        let isASCII = reader.isASCII(label)
        if isASCII && !term.isASCII { return nil }
        let pattern = term.pattern.characters
        if term.kind == .fuzzy {
            if !wantsPositions { return score(term, label, in: reader, tables: tables).map { ($0, []) } }
            if isASCII {
                return FuzzyScoring.fuzzyMatch(
                    asciiText(label, term, reader, tables), term.pattern, scratch: scratch,
                    bonus: tables.bonus)
            }
            let isGreedy = reader.length(label) * pattern.count > FuzzyScoring.optimalCellLimit
            if !isGreedy, let text = storedText(label, term.optimalFolding, reader) {
                return FuzzyScoring.fuzzyMatch(
                    text, term.pattern, scratch: scratch, bonus: tables.bonus)
            }
            let text = unicodeText(
                label, isGreedy ? term.plainFolding : term.optimalFolding, reader, scratch.characters)
            return FuzzyScoring.fuzzyMatch(text, term.pattern, scratch: scratch, bonus: tables.bonus)
        }
        let range: (start: Int, end: Int, score: Int)?
        if isASCII {
            range = exactMatch(term, asciiText(label, term, reader, tables), tables: tables)
        } else if let text = foldedByteText(label, term, term.plainFolding, reader) {
            range = exactMatch(term, text, tables: tables)
        } else if let text = storedText(label, term.plainFolding, reader) {
            range = exactMatch(term, text, tables: tables)
        } else {
            range = exactMatch(term, unicodeText(label, term.plainFolding, reader, scratch.characters), tables: tables)
        }
        guard let range else { return nil }
        return (range.score, wantsPositions ? Array(range.start..<range.end) : [])
    }

    private func exactMatch<Text: SearchText>(_ term: Term, _ text: Text, tables: SearchTables) -> (
        start: Int, end: Int, score: Int
    )? {
        let pattern = term.pattern.characters
        switch term.kind {
        case .fuzzy: return nil
        case .exact: return FuzzyScoring.exactMatch(text, pattern, bonus: tables.bonus)
        case .exactBoundary: return FuzzyScoring.exactBoundaryMatch(text, pattern, bonus: tables.bonus)
        case .prefix: return FuzzyScoring.prefixMatch(text, pattern, bonus: tables.bonus)
        case .suffix: return FuzzyScoring.suffixMatch(text, pattern, bonus: tables.bonus)
        case .equal: return FuzzyScoring.equalMatch(text, pattern)
        }
    }

    @inline(__always)
    private func asciiText(_ label: Int, _ term: Term, _ reader: IndexReader, _ tables: SearchTables) -> ASCIIText {
        ASCIIText(
            bytes: reader.asciiBytes(label), count: reader.length(label),
            fold: term.isCaseSensitive ? tables.identity : tables.lowercase, classes: tables.classes)
    }

    /// A non-ASCII label as the index's folded bytes, for a term of ASCII characters whose folding is
    /// the index's.
    @inline(__always)
    private func foldedByteText(_ label: Int, _ term: Term, _ folding: CharacterFolding, _ reader: IndexReader)
        -> FoldedByteText?
    {
        let flags = reader.flags(label)
        let start = reader.start(label)
        guard term.isASCII, flags & SearchIndex.wideFlag == 0, folding.usesStoredCharacters(labelFlags: flags),
            start < reader.foldedCount  // else its folded bytes are not made yet
        else {
            return nil
        }
        return FoldedByteText(
            bytes: reader.foldedBytes + start, raw: reader.raw! + start, entries: reader.entries,
            count: reader.length(label))
    }

    /// A non-ASCII label without characters beyond the BMP, read through the index's table, when
    /// the index's folding is the one asked.
    @inline(__always)
    private func storedText(_ label: Int, _ folding: CharacterFolding, _ reader: IndexReader) -> StoredText? {
        let flags = reader.flags(label)
        guard flags & SearchIndex.wideFlag == 0, folding.usesStoredCharacters(labelFlags: flags) else { return nil }
        return StoredText(raw: reader.rawCharacters(label), entries: reader.entries, count: reader.length(label))
    }

    /// A non-ASCII label folded as asked: the index's folded words when they are that folding, else
    /// folded into `buffer`.
    @inline(__always)
    private func unicodeText(
        _ label: Int, _ folding: CharacterFolding, _ reader: IndexReader, _ buffer: UnsafeMutablePointer<UInt32>
    ) -> UnicodeText {
        let count = reader.length(label)
        let folded = reader.foldedWords(label, into: scratch.folded)
        if folding.usesStoredCharacters(labelFlags: reader.flags(label)) {
            return UnicodeText(characters: folded, folded: folded, count: count)
        }
        reader.scalars(label, into: buffer)
        for offset in 0..<count {
            buffer[offset] = folding(buffer[offset], class: UInt8(truncatingIfNeeded: folded[offset] >> 24))
        }
        return UnicodeText(characters: buffer, folded: folded, count: count)
    }
}
