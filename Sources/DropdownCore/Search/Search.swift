// MARK: - ASCIIBonusPlaces

/// The places of an ASCII text whose characters have a bonus, found sixteen bytes at a time: what
/// the bounds of short ASCII labels are made from (``SearchIndex/prepareBounds()``).
///
/// A character has a bonus (``FuzzyScoring/bonus(after:_:)`` above 0) unless it is a letter or a
/// digit after a letter or a digit, with two exceptions: an upper-case letter after a lower-case one
/// and a digit after a letter. In ASCII the classes that decide it are ranges of bytes, so each
/// chunk of sixteen bytes (``ByteChunk``) gives its places with a bonus, a bit each, in some thirty
/// operations, and the bounds read only those places (a fifth to a third of a file path's
/// characters) instead of every character.
enum ASCIIBonusPlaces {
    /// Calls `body` with each offset below `length` whose character has a bonus, in order; the
    /// character before the first one is taken as white space, as the scorer does.
    ///
    /// - Parameter bytes: ASCII bytes, readable up to `length` rounded up to a multiple of eight
    ///   (the index's storage has eight bytes of padding after its last label).
    /// - Complexity: O(`length` / 16 + the places with a bonus).
    @inline(__always)
    static func forEach(in bytes: UnsafePointer<UInt8>, length: Int, _ body: (Int) -> Void) {
        // The classes of the character before the chunk, in bit 0: before the first, white space.
        var before = Classes(lower: 0, upper: 0, digit: 0)
        var offset = 0
        while offset < length {
            let current: Classes
            let size: Int
            if ByteChunk.readable(at: offset, count: length) {
                let chunk = ByteChunk(bytes, at: offset)
                current = Classes(
                    lower: chunk.bytes(from: 0x61, through: 0x7A), upper: chunk.bytes(from: 0x41, through: 0x5A),
                    digit: chunk.bytes(from: 0x30, through: 0x39))
                size = 16
            } else {
                // The last bytes: one word of eight.
                let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
                current = Classes(
                    lower: ByteChunk.bytes(of: word, from: 0x61, through: 0x7A),
                    upper: ByteChunk.bytes(of: word, from: 0x41, through: 0x5A),
                    digit: ByteChunk.bytes(of: word, from: 0x30, through: 0x39))
                size = 8
            }
            // Each character's bit for the character before it.
            let previous = Classes(
                lower: current.lower &<< 1 | before.lower, upper: current.upper &<< 1 | before.upper,
                digit: current.digit &<< 1 | before.digit)
            let continuesWord = current.alphanumeric & previous.alphanumeric
            var places = ~continuesWord | previous.lower & current.upper | current.digit & ~previous.digit
            places &= ByteChunk.firstBytes(min(length &- offset, size))
            while places != 0 {
                body(offset &+ places.trailingZeroBitCount)
                places &= places &- 1
            }
            let last = UInt32(truncatingIfNeeded: size &- 1)
            before = Classes(
                lower: current.lower &>> last & 1, upper: current.upper &>> last & 1,
                digit: current.digit &>> last & 1)
            offset &+= size
        }
    }

    /// A bit per character of a chunk, set where it is of a class.
    private struct Classes {
        var lower: UInt32
        var upper: UInt32
        var digit: UInt32
        var alphanumeric: UInt32 { lower | upper | digit }
    }
}

// MARK: - AlignmentFrontiers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
// SSE2, for sixteen bytes compared at once (``ByteChunk``).
#if arch(x86_64) && canImport(_Builtin_intrinsics)
    internal import _Builtin_intrinsics.intel
#endif

/// The rows of fzf's "v2" matrix that searches of the best few have computed for long labels, kept
/// from one query to the next, so that typing a letter computes one more row of the labels it
/// reads, not their whole matrix, and bounds the others without reading them.
///
/// Each long label read keeps its last row computed (``SparseAlignment``), for the first characters
/// of the term it was read for. A query whose term starts with those characters reads the label
/// from that row on, and bounds it by the row's highest cell plus 26 per character more
/// (``SparseAlignment/rowGain``); a term that differs keeps the rows of the characters they share.
/// The labels bounded from their word starts keep the places that could still matter the same way
/// (``WordStartMemo``).
///
/// A matcher holds one, and its copies share it: every copy that holds it has the same labels
/// (appending drops it unless the matcher holds the only reference), and a search takes its lock
/// (or, when another copy's search holds it, searches without it).
final class AlignmentFrontiers: @unchecked Sendable {
    /// A label's last row computed.
    struct Frontier {
        /// The number of rows computed: the term's first `rows` characters.
        var rows: Int32 = 0
        /// The highest cell of the last row.
        var best: Int16 = 0
        /// The last row's match cells: where they start in ``AlignmentFrontiers/cells``, and their number.
        var start: Int32 = 0
        var count: Int32 = 0
    }

    /// The term's characters the rows were computed for, and how it folds the labels.
    private(set) var term: [UInt32] = []
    private var folding = CharacterFolding.stored
    private var frontiers: [Int32: Frontier] = [:]
    /// Every label's last row, one after the other, `storedCount` cells in room for
    /// `storageCapacity` (a frontier holds no storage of its own, so that dropping thousands of them
    /// frees nothing label by label); the rows no frontier refers to any more are dropped when they
    /// outnumber the others (``compact()``).
    private var storage: UnsafeMutablePointer<SparseAlignment.Cell>
    private var storageCapacity = 0
    private var storedCount = 0
    /// The places of long labels' word starts that could still matter, kept for the term typed
    /// further (see ``WordStartMemo``).
    var starts = WordStartMemo()
    /// The cells the frontiers refer to, to drop them all beyond ``cellLimit``.
    private var cellCount = 0
    /// Two rows' room, for the rows computed between those kept.
    private var scratch: UnsafeMutablePointer<SparseAlignment.Cell>
    private var scratchCapacity = 0
    /// Room for the ranks of a row's cells (``SparseAlignment/ColumnRanks``).
    private var ranks: UnsafeMutablePointer<UInt64>
    private var ranksCapacity = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// At most this many cells are kept (8 bytes each): beyond, the rows are dropped and made again.
    /// The storage holds at most about twice as many, with the rows replaced since the last compaction.
    static let cellLimit = 1 << 22

    init() {
        storage = .allocate(capacity: 0)
        scratch = .allocate(capacity: 0)
        ranks = .allocate(capacity: 0)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        storage.deallocate()
        scratch.deallocate()
        ranks.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, unless another search holds it (then `false`).
    func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Makes the rows kept those of `characters` folded by `folding`: rows of the characters the
    /// previous term shares with it stay, the others are dropped.
    func prepare(for characters: [UInt32], folding: CharacterFolding) {
        var shared = 0
        if folding == self.folding {
            while shared < min(term.count, characters.count) && term[shared] == characters[shared] { shared += 1 }
        }
        if shared < term.count {
            starts.keep(upTo: shared)
            if shared == 0 {
                dropAll()
            } else {
                let limit = Int32(shared)
                frontiers = frontiers.filter { $0.value.rows <= limit }
                cellCount = frontiers.values.reduce(0) { $0 + Int($1.count) }
            }
        }
        term = characters
        self.folding = folding
    }

    /// The bound of a label's score for the first `length` characters of the term, from its rows
    /// kept, or `nil` when none is.
    @inline(__always)
    func bound(of label: Int, length: Int) -> Int? {
        guard let frontier = frontiers[Int32(truncatingIfNeeded: label)], frontier.rows >= 1 else { return nil }
        return Int(frontier.best) + SparseAlignment.rowGain * (length - Int(frontier.rows))
    }

    /// The score of the term's first `length` characters (2 or more) in a label's text, computed
    /// from its rows kept, row by row; `nil` when the label does not match, or when a row's bound
    /// falls below `needed` (then the rows computed so far are kept).
    func score<Text: SearchText>(
        of label: Int, _ text: Text, length: Int, needed: Int, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let key = Int32(truncatingIfNeeded: label)
        let kept = frontiers[key]
        var frontier = kept ?? Frontier()
        if scratchCapacity < 2 * text.count {
            scratch.deallocate()
            scratchCapacity = 2 * text.count
            scratch = .allocate(capacity: scratchCapacity)
        }
        let ranksNeeded = SparseAlignment.ColumnRanks.storageCount(length: text.count)
        if ranksCapacity < ranksNeeded {
            ranks.deallocate()
            ranksCapacity = ranksNeeded
            ranks = .allocate(capacity: ranksCapacity)
        }
        var rows = Int(frontier.rows)
        var best = Int(frontier.best)
        // The last row: the frontier's cells, then one half of the scratch after the other.
        var last: UnsafeBufferPointer<SparseAlignment.Cell>? = nil
        var half = 0
        var matches = true
        do {
            let keptRow = UnsafeBufferPointer(start: storage + Int(frontier.start), count: Int(frontier.count))
            while rows < length {
                if rows > 0 && best + SparseAlignment.rowGain * (length - rows) < needed { break }
                let output = scratch + half * text.count
                let previous = rows == 0 ? UnsafeBufferPointer(start: nil, count: 0) : last ?? keptRow
                let (count, rowBest) = SparseAlignment.nextRow(
                    text, term[rows], previous: previous, into: output, ranks: ranks, bonus: table)
                if count == 0 {
                    matches = false
                    break
                }
                rows += 1
                best = Int(rowBest)
                last = UnsafeBufferPointer(start: output, count: count)
                half = 1 - half
            }
        }
        guard matches else {  // no frontier kept: the label does not match
            if kept != nil {
                frontiers[key] = nil
                cellCount -= Int(frontier.count)
            }
            return nil
        }
        if let last, kept != nil, last.count <= Int(frontier.count) {
            // The new last row where the old one was (its room is enough).
            (storage + Int(frontier.start)).update(from: last.baseAddress!, count: last.count)
            cellCount -= Int(frontier.count) - last.count
            frontier.count = Int32(truncatingIfNeeded: last.count)
        } else if let last {
            // The new last row after the others; the old one is left to the next compaction.
            if kept != nil {
                // Out of the frontiers before a compaction, which would move its old row too.
                frontiers[key] = nil
                cellCount -= Int(frontier.count)
            }
            if cellCount + last.count > Self.cellLimit { dropAll() }
            if storedCount - cellCount > max(cellCount, last.count) { compact() }
            if storedCount + last.count > storageCapacity { grow(toHold: storedCount + last.count) }
            frontier.start = Int32(truncatingIfNeeded: storedCount)
            frontier.count = Int32(truncatingIfNeeded: last.count)
            (storage + storedCount).initialize(from: last.baseAddress!, count: last.count)
            storedCount += last.count
            cellCount += last.count
        }
        frontier.rows = Int32(rows)
        frontier.best = Int16(best)
        frontiers[key] = frontier
        return rows == length ? best : nil
    }

    /// Drops every label's rows.
    private func dropAll() {
        frontiers.removeAll()
        storedCount = 0
        cellCount = 0
    }

    /// Makes room for `count` cells at least (twice as many, to append more in amortized O(1)).
    private func grow(toHold count: Int) {
        let grown = UnsafeMutablePointer<SparseAlignment.Cell>.allocate(capacity: max(2 * storageCapacity, count))
        grown.moveInitialize(from: storage, count: storedCount)
        storage.deallocate()
        storage = grown
        storageCapacity = max(2 * storageCapacity, count)
    }

    /// Drops the cells no frontier refers to any more: the others are moved to fresh room, one
    /// frontier after another.
    private func compact() {
        let fresh = UnsafeMutablePointer<SparseAlignment.Cell>.allocate(capacity: storageCapacity)
        var count = 0
        for (key, frontier) in frontiers {
            var moved = frontier
            moved.start = Int32(truncatingIfNeeded: count)
            (fresh + count).initialize(from: storage + Int(frontier.start), count: Int(frontier.count))
            count += Int(frontier.count)
            frontiers[key] = moved
        }
        storage.deallocate()
        storage = fresh
        storedCount = count
    }
}

// MARK: - BoundQueue

/// Labels by the bound of their score, highest first, a bound refined as it comes out: what a search
/// of the best few reads long labels in (``FuzzyMatcher/best(_:for:)``), so that a label whose cheap
/// bound already falls below the results is never read for a finer one.
///
/// A list per bound (0 to the query's maximum score, which no score exceeds), final bounds (to be
/// scored) apart from those still to refine, which come after them; each list in the order its
/// labels were added (pushed in rank order, shorter first, a tie in bound then goes to the label
/// that ranks first, and the results' worst rules out the rest of the tie). Refining only lowers a
/// bound, so the highest list not empty only moves down: O(labels + maximum) in all.
struct BoundQueue {
    /// A list of entries: its first and its last, or -1.
    private struct List {
        var first: Int32 = -1
        var last: Int32 = -1
    }

    /// Per bound: its final bounds and those to refine.
    private var finals: [List]
    private var open: [List]
    /// Per entry: its label and the next entry of its list.
    private var labels: [Int32] = []
    private var next: [Int32] = []
    /// No list above this bound holds an entry.
    private var highest = -1

    /// A queue for bounds up to `maximum` (higher ones are counted as `maximum`).
    init(maximum: Int, capacity: Int) {
        finals = Array(repeating: List(), count: max(maximum, 0) + 1)
        open = finals
        labels.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
    }

    /// Adds a label with its bound, final or to refine, after those of its list.
    mutating func push(bound: Int, label: Int, isFinal: Bool) {
        let slot = min(max(bound, 0), finals.count - 1)
        let entry = Int32(truncatingIfNeeded: labels.count)
        labels.append(Int32(truncatingIfNeeded: label))
        next.append(-1)
        if isFinal {
            Self.append(entry, to: &finals[slot], next: &next)
        } else {
            Self.append(entry, to: &open[slot], next: &next)
        }
        highest = max(highest, slot)
    }

    /// Removes a label with the highest bound (a final one first, the first added first), with its
    /// bound (0 for a bound below 0), or `nil` when none is left.
    mutating func pop() -> (bound: Int, label: Int, isFinal: Bool)? {
        while highest >= 0 {
            if let entry = Self.removeFirst(of: &finals[highest], next: next) {
                return (highest, Int(labels[entry]), true)
            }
            if let entry = Self.removeFirst(of: &open[highest], next: next) {
                return (highest, Int(labels[entry]), false)
            }
            highest -= 1
        }
        return nil
    }

    private static func append(_ entry: Int32, to list: inout List, next: inout [Int32]) {
        if list.last >= 0 { next[Int(list.last)] = entry } else { list.first = entry }
        list.last = entry
    }

    private static func removeFirst(of list: inout List, next: [Int32]) -> Int? {
        guard list.first >= 0 else { return nil }
        let entry = Int(list.first)
        list.first = next[entry]
        if list.first < 0 { list.last = -1 }
        return entry
    }
}

// MARK: - ExactMatching

// The terms that are not fuzzy, as fzf 0.74 matches and scores them: `'exact` (a substring),
// `'boundary'` (a substring at word boundaries), `^prefix`, `suffix$` and `^equal$`. Their characters compare lowered (every character that has
// a lower case, for a case-insensitive term) and folded to base letters (when the term normalizes).

extension FuzzyScoring {
    /// A substring: the occurrence whose first character has the highest bonus (the first one at a
    /// word boundary stops the search), scored as its characters align. O(n × m) at worst.
    static func exactMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return (0, 0, 0) }
        var bestStart = -1
        var bestBonus: Int16 = -1
        var from = 0
        while let start = nextOccurrence(of: pattern, in: text, from: from) {
            from = start + 1
            // fzf counts the start of the text as a boundary after white space, whatever the
            // character.
            let bonus = start == 0 ? boundaryAfterWhitespace : text.bonus(start, table: table)
            if bonus > bestBonus {
                bestStart = start
                bestBonus = bonus
            }
            if bonus >= boundary { break }
        }
        guard bestStart >= 0 else { return nil }
        let score = calculateScore(text, pattern, start: bestStart, end: bestStart + m, bonus: table, positions: false)
            .score
        return (bestStart, bestStart + m, score)
    }

    /// A substring whose first character starts a word (it has a bonus, and the character before it,
    /// if any, is white space, a delimiter or another non-word character) and whose last character
    /// ends one (the character after it, if any, is such a character): the first such occurrence,
    /// scored by its first character's bonus, less a little beside an underscore, plus what a match
    /// of every character at a word start would score, so that it competes with the other terms of
    /// a set. O(n × m) at worst.
    static func exactBoundaryMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        let n = text.count
        guard m > 0 else { return (0, 0, 0) }
        let delimiter = CharacterClass.delimiter.rawValue
        let underscore = UInt32(UInt8(ascii: "_"))
        var from = 0
        while let start = nextOccurrence(of: pattern, in: text, from: from) {
            from = start + 1
            let bonus = start == 0 ? boundaryAfterWhitespace : text.bonus(start, table: table)
            guard bonus >= boundary, start == 0 || text.characterClass(start - 1) <= delimiter else { continue }
            let end = start + m
            guard end == n || text.characterClass(end) <= delimiter else { continue }
            var score = Int(bonus)
            var deduction = Int(bonus - boundary) + 1
            if start > 0 && text.character(start - 1) == underscore {
                score -= deduction + 1
                deduction = 1
            }
            if end < n && text.character(end) == underscore { score -= deduction }
            return (start, end, score + match * m + Int(boundaryAfterWhitespace) * (m + 1))
        }
        return nil
    }

    /// The start of the text, after its leading white space (unless the term starts with white space).
    static func prefixMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return (0, 0, 0) }
        let start = isWhitespace(pattern[0]) ? 0 : leadingWhitespace(text)
        guard text.count - start >= m else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        let score = calculateScore(text, pattern, start: start, end: start + m, bonus: table, positions: false).score
        return (start, start + m, score)
    }

    /// The first offset from `start` on where the pattern's characters (at least one) stand in the
    /// text, or `nil`: each place of its first character, found as ``SearchText/firstOffset(of:from:before:)``
    /// finds it (sixteen bytes at a time in a byte text), is compared with the rest. O(n × m) at worst.
    @inline(__always)
    static func nextOccurrence<Text: SearchText>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: Text, from start: Int
    ) -> Int? {
        let lastStart = text.count - pattern.count
        var start = start
        while start <= lastStart {
            start = text.firstOffset(of: pattern[0], from: start, before: lastStart + 1)
            if start > lastStart { return nil }
            if occurs(pattern, in: text, at: start) { return start }
            start += 1
        }
        return nil
    }

    /// Whether the pattern's characters stand in the text from `start` on (the text has room for
    /// them). O(m).
    @inline(__always)
    static func occurs<Text: SearchText>(_ pattern: UnsafeBufferPointer<UInt32>, in text: Text, at start: Int) -> Bool {
        for index in pattern.indices where text.character(start + index) != pattern[index] { return false }
        return true
    }

    /// The end of the text, before its trailing white space (unless the term ends with white space).
    static func suffixMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        var end = text.count
        if m == 0 || !isWhitespace(pattern[m - 1]) { end -= trailingWhitespace(text) }
        guard m > 0 else { return (end, end, 0) }
        let start = end - m
        guard start >= 0 else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        let score = calculateScore(text, pattern, start: start, end: end, bonus: table, positions: false).score
        return (start, end, score)
    }

    /// The whole text, white space at its ends aside (unless the term has some there); scored as if
    /// every character started a word.
    static func equalMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return nil }
        let start = isWhitespace(pattern[0]) ? 0 : leadingWhitespace(text)
        let trailing = isWhitespace(pattern[m - 1]) ? 0 : trailingWhitespace(text)
        guard text.count - start - trailing == m else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        return (start, start + m, maximumScore(length: m))
    }

    /// Go's `unicode.IsSpace`, which fzf asks of a term's first or last character.
    static func isWhitespace(_ character: UInt32) -> Bool {
        SearchCharacters.characterClass(character) == CharacterClass.whitespace.rawValue
    }

    static func leadingWhitespace<Text: SearchText>(_ text: Text) -> Int {
        var count = 0
        while count < text.count && text.characterClass(count) == CharacterClass.whitespace.rawValue { count += 1 }
        return count
    }

    static func trailingWhitespace<Text: SearchText>(_ text: Text) -> Int {
        var count = 0
        while count < text.count && text.characterClass(text.count - 1 - count) == CharacterClass.whitespace.rawValue {
            count += 1
        }
        return count
    }
}

// MARK: - FuzzyMatcher+TopSearch

extension FuzzyMatcher {
    /// A search for the best few matches (``best(_:for:)``): the labels are scored only when their
    /// bound (from their masks) and the reach test let them rank among the results so far.
    private struct TopSearch {
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
        /// What a label's bound reads.
        let labelBounds: LabelBounds

        /// What the bound of a label reads (its location and masks, and the query's bounds): a few
        /// words, so that the bound of each label considered is read without copying the search.
        struct LabelBounds {
            let locations: UnsafePointer<UInt64>?
            let boundaryMasks: UnsafePointer<UInt64>?
            let boundaryPairs: UnsafePointer<UInt64>?
            let prepared: PreparedQuery

            /// The best score the label could have, from its masks (and its first character).
            @inline(__always)
            func bound(of label: Int) -> Int {
                let location = locations.unsafelyUnwrapped[label]
                // Without white space, only the first character can have the bonus of a word after
                // white space (an empty label has no character with a bonus: any bit will do).
                var wordStarts = ~UInt64(0)
                if SearchIndex.flags(ofLocation: location) & SearchIndex.whitespaceFlag == 0 {
                    wordStarts = 1 &<< UInt64(SearchIndex.firstCharacterBitIndex(ofLocation: location))
                }
                return prepared.upperBound(
                    boundaryMask: boundaryMasks.unsafelyUnwrapped[label], pairs: boundaryPairs.unsafelyUnwrapped[label],
                    wordStarts: wordStarts)
            }
        }

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
            labelBounds = LabelBounds(
                locations: reader.locations, boundaryMasks: reader.boundaryMasks, boundaryPairs: reader.boundaryPairs,
                prepared: prepared)
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
                    let bound = labelBounds.bound(of: label)
                    guard RankKey(score: bound, length: length, label: label) < results.worst else { continue }
                    group.append((label, bound))
                } else {
                    group.append((label, labelBounds.bound(of: label)))
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
                let bound = min(knownBound ?? labelBounds.bound(of: label), frontierBound(label) ?? Int.max)
                guard RankKey(score: bound, length: length, label: label) < worst else { return }
                // The least score that ranks the label in (a tie ranks it in when it is shorter, or as
                // long and earlier).
                let tie = RankKey.clampedScore(0xFFFF - Int(worst.value >> 48))
                needed = RankKey(score: tie, length: length, label: label) < worst ? tie : tie + 1
                if !usesFrontier(label) && prepared.reachTestPays(length: reader.length(label)) {
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
                var bound = labelBounds.bound(of: label)
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
                    let bound = labelBounds.bound(of: label)
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
            bounded.reserveCapacity(labels.underestimatedCount)  // once, not copied at each doubling
            var counts = [Int](repeating: 0, count: maximum + 2)
            for label in labels where prepared.admits(mask: reader.mask(label)) {
                let bound = max(0, min(labelBounds.bound(of: label), maximum))
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

// MARK: - FuzzyMatcher

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
        lazyRanking(for: query) { _ in readyRanks }
    }

    /// ``lazyRanking(for:readyRanks:)``, the first ranks decided once the matches are counted
    /// (`readyRanks` is given their number): a front end may build more rows of a long list of
    /// matches than of a short one.
    mutating func lazyRanking(for query: String, readyRanks: (_ matchCount: Int) -> Int) -> LazyRanking {
        let parsed = SearchQuery(query, syntax: syntax)
        guard !parsed.isEmpty else {
            previous = nil
            previousEnds = nil
            return LazyRanking(inLabelOrder: Array(0..<Int32(count)))
        }
        let labels = matchingLabels(query, parsed)
        guard parsed.isSortable else { return LazyRanking(inLabelOrder: labels) }
        let first = best(min(max(readyRanks(labels.count), 1), labels.count), parsed, among: labels)
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
                if let term = prepared.singleTerm, term.kind == .fuzzy, let stored = term.pattern.rawCandidates,
                    candidates == nil && term.pattern.count == 1
                {
                    // One character that is not ASCII, looked for in every label: its places first.
                    labels = prepared.labelsStoring(term, candidates: stored, in: reader, tables: tables)
                } else if let candidates {
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
        // The tests of the term's characters, made once (as an ASCII label compares them).
        let tests = pattern.compactMap { WantedByte($0, ignoresCase: !term.isCaseSensitive) }
        let found = tests.withUnsafeBufferPointer { tests in
            index.withReader { reader in
                SearchTables.with { tables in
                    let added = UnsafeBufferPointer(rebasing: tests[min(resumedCount, tests.count)...])
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
                            ? text.inOrderEnd(of: added, from: Int(start)) : text.inOrderEnd(of: tests, from: 0)
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

// MARK: - FuzzyScoring

/// fzf's scoring (0.74.5), written from its published rules: a matched character scores 16, a gap
/// costs 3 to open and 1 per further character, and characters at special places earn bonuses
/// (the start of a word, a camelCase hump, a digit after a letter); the first query character's
/// bonus counts double, and a run of consecutive matches keeps the bonus of its first character.
///
/// A fuzzy term is aligned by dynamic programming (fzf's "v2": Smith-Waterman without omissions),
/// unless the label's length times the term's length exceeds fzf's work area of 102,400 cells: then,
/// as fzf does, greedily ("v1": the first match, shortened from its end). Scores are `Int`s: no
/// query or label length overflows them.
enum FuzzyScoring {
    static let match = 16
    static let gapStart = -3
    static let gapExtension = -1
    static let boundary: Int16 = 8
    static let nonWord: Int16 = 8
    static let camel123: Int16 = 7
    static let consecutive: Int16 = 4
    static let firstCharacterMultiplier = 2
    static let boundaryAfterWhitespace: Int16 = 10
    static let boundaryAfterDelimiter: Int16 = 9

    /// fzf's work area for "v2" (`slab16Size`): beyond this many cells (label length × term length)
    /// it aligns greedily.
    static let optimalCellLimit = 100 * 1024

    /// The highest score a term of `length` characters can have: every character at the start of a
    /// word after white space, consecutive.
    static func maximumScore(length: Int) -> Int {
        length * (match + Int(boundaryAfterWhitespace)) + Int(boundaryAfterWhitespace)
    }

    /// The highest score a term of a kind can have: ``maximumScore(length:)``, or for a term at word
    /// boundaries (`'term'`) its first character's bonus more.
    static func maximumScore(of kind: SearchQuery.Kind, length: Int) -> Int {
        maximumScore(length: length) + (kind == .exactBoundary ? Int(boundaryAfterWhitespace) : 0)
    }

    /// The class of a character, which decides the bonuses of the character after it.
    enum CharacterClass: UInt8 {
        case whitespace = 0
        case nonWord
        case delimiter
        case lower
        case upper
        case letter
        case number
    }

    /// The bonus for a character of class `current` after one of class `previous`: every character
    /// but white space starts a word after white space, a delimiter or another non-word character
    /// (fzf 0.73 on: a non-word character too), and a non-word character or a delimiter after a word
    /// has the non-word bonus.
    static func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        if current.rawValue >= CharacterClass.nonWord.rawValue {
            switch previous {
            case .whitespace: return boundaryAfterWhitespace
            case .delimiter: return boundaryAfterDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel123
        }
        if current == .nonWord || current == .delimiter { return nonWord }
        if current == .whitespace { return boundaryAfterWhitespace }
        return 0
    }

    /// Every `bonus(after:_:)`, indexed by `previous * 7 + current`.
    static let bonusTable: [Int16] = (0..<49).map {
        bonus(after: CharacterClass(rawValue: UInt8($0 / 7))!, CharacterClass(rawValue: UInt8($0 % 7))!)
    }

    /// ASCII bytes with upper-case letters lowered, and ASCII bytes as they are.
    static let asciiLowercase: [UInt8] = (0..<128).map {
        UInt8($0) >= 0x41 && UInt8($0) <= 0x5A ? UInt8($0) | 0x20 : UInt8($0)
    }
    static let asciiIdentity: [UInt8] = (0..<128).map { UInt8($0) }

    /// The class of each ASCII byte.
    static let asciiClasses: [UInt8] = (0..<128).map { byte -> UInt8 in
        let characterClass: CharacterClass
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): characterClass = .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): characterClass = .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): characterClass = .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: characterClass = .whitespace
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
            characterClass = .delimiter
        default: characterClass = .nonWord
        }
        return characterClass.rawValue
    }
}

/// The working memory of one search, allocated once and reused for every label.
final class ScoringScratch {
    /// A label's characters folded for a term (as long as the longest label).
    let characters: UnsafeMutablePointer<UInt32>
    /// A label's folded words, as the index folds them (``IndexReader/foldedWords(_:into:)``).
    let folded: UnsafeMutablePointer<UInt32>
    /// Per term character (up to 64), its row's last match cell (`FuzzyScoring.optimalScore`).
    let rowCells: UnsafeMutablePointer<OptimalRows.Cell>

    /// Scratch for labels of up to `length` characters.
    init(length: Int) {
        let length = max(length, 1)
        characters = .allocate(capacity: length)
        folded = .allocate(capacity: length)
        rowCells = .allocate(capacity: 64)
    }

    deinit {
        characters.deallocate()
        folded.deallocate()
        rowCells.deallocate()
    }
}

/// The state of `FuzzyScoring.optimalScore`: each row's last match cell, and the rows started so
/// far: row r starts at its character's first place after row r - 1 started (fzf's greedy first
/// match).
struct OptimalRows {
    /// A row's last match cell.
    struct Cell {
        /// The label's column of the cell.
        var column: Int32
        /// The cell's score.
        var score: Int32
        /// The length of the run of consecutive matches the cell ends.
        var run: Int16
        /// The bonus of that run's first character.
        var runBonus: Int16
        /// Whether the row was in a gap after the cell.
        var inGap: Bool
    }

    let count: Int
    let cells: UnsafeMutablePointer<Cell>
    var started = 0
    var nextRow: UInt64 = 1
    var activeRows: UInt64 = 0
    var best: Int32 = 0
    /// Where the best alignment ends (the first column that scores `best`).
    var bestColumn: Int32 = -1

    @inline(__always)
    init(pattern: PreparedPattern, scratch: ScoringScratch) {
        count = pattern.count
        cells = scratch.rowCells
    }

    /// The score, once every match cell was visited; `nil` when the term's characters are not all
    /// there in order.
    var score: Int? { started == count ? Int(best) : nil }

    /// Visits a column whose character is that of `found` rows, whose bonus is `own`.
    @inline(__always)
    mutating func visit(_ offset: Int, _ found: UInt64, bonus own: Int16) {
        var rows = found
        if rows & nextRow != 0 {
            activeRows |= nextRow
            cells[started].column = -1
            started += 1
            nextRow = started < count ? nextRow << 1 : 0
        }
        rows &= activeRows
        let column = Int32(truncatingIfNeeded: offset)
        // Rows from the last, so that each reads the row above as it was before this column.
        while rows != 0 {
            let row = 63 - rows.leadingZeroBitCount
            rows &= ~(1 &<< UInt64(row))
            if row == 0 {
                cells[0] = Cell(
                    column: column,
                    score: Int32(FuzzyScoring.match) + Int32(own) * Int32(FuzzyScoring.firstCharacterMultiplier),
                    run: 1, runBonus: own, inGap: false)
                continue
            }
            // The cell to the left: the row's last match cell, decayed.
            let last = cells[row]
            var gapScore = Int32(FuzzyScoring.gapStart)
            if last.column >= 0 {
                let distance = column - 1 - last.column
                if distance == 0 {
                    gapScore = last.score + Int32(last.inGap ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart)
                } else {
                    let left = max(0, last.score - distance - (last.inGap ? 0 : 2))
                    gapScore = left + Int32(left > 0 ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart)
                }
            }
            // The cell diagonally above: the previous row's last match cell, decayed.
            let above = cells[row - 1]
            let distance = column - 1 - above.column
            var matchScore = Int32(FuzzyScoring.match)
            var bonus = own
            var run: Int16 = 1
            var runBonus = own
            if distance == 0 {
                matchScore += above.score
                if above.run > 0 {
                    if own >= FuzzyScoring.boundary && own > above.runBonus {
                        // a new word starts here: the run breaks
                    } else {
                        run = above.run + 1
                        bonus = max(own, FuzzyScoring.consecutive, above.runBonus)
                        runBonus = above.runBonus
                    }
                }
            } else {
                matchScore += max(0, above.score - distance - (above.inGap ? 0 : 2))
            }
            if matchScore + Int32(bonus) < gapScore {
                matchScore += Int32(own)
                run = 0
            } else {
                matchScore += Int32(bonus)
            }
            let score = max(matchScore, gapScore)
            cells[row] = Cell(column: column, score: score, run: run, runBonus: runBonus, inGap: matchScore < gapScore)
            if row == count - 1 && score > best {
                best = score
                bestColumn = column
            }
        }
    }
}

/// A term's characters in place, with what the scorers precompute about them.
struct PreparedPattern {
    let characters: UnsafeBufferPointer<UInt32>
    /// For each ASCII character, the rows (term positions, up to 64) whose character it is.
    let asciiRows: UnsafePointer<UInt64>
    /// For each byte of an ASCII label, the rows whose character it is once folded as the term
    /// folds (lowered for a case-insensitive term).
    let byteRows: UnsafePointer<UInt64>
    /// The term's distinct characters, when they are ASCII and at most eight, for eight-byte scans.
    let asciiCharacters: ASCIICharacters?
    /// For a fuzzy term that is not ASCII and does not fold to base letters (the index's folded
    /// characters are not its folding), the characters a label may store for each of its own:
    /// ``rawCandidateSlots`` entries a character, the number of candidates then the candidates
    /// (the character and those that lower to it). A label's stored characters are searched for
    /// them without folding each one; `nil` when some character has too many.
    let rawCandidates: UnsafePointer<UInt16>?

    /// The entries of a character in ``rawCandidates``: a count and up to seven candidates.
    static let rawCandidateSlots = 8

    /// Distinct ASCII characters as the tests of a byte (``WantedByte``: in either case for a letter
    /// of a case-insensitive term).
    struct ASCIICharacters {
        let wanted: UnsafePointer<WantedByte>
        let count: Int
    }

    var count: Int { characters.count }
    subscript(_ index: Int) -> UInt32 { characters[index] }

    /// The rows (term positions, up to 64) whose character is `character`.
    @inline(__always)
    func rows(of character: UInt32) -> UInt64 {
        if character < 0x80 { return asciiRows[Int(character)] }
        var rows: UInt64 = 0
        for index in 0..<min(count, 64) where characters[index] == character { rows |= 1 << UInt64(index) }
        return rows
    }
}

// MARK: Fuzzy terms

extension FuzzyScoring {
    /// The score of a fuzzy term in a text, or `nil` when the text lacks the term's characters in
    /// order: fzf's "v2" (optimal), or "v1" (greedy) beyond its cell limit.
    @inline(__always)
    static func fuzzyScore<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        if text.count * m > optimalCellLimit {
            if let ascii = text as? ASCIIText { return greedyScore(ascii, pattern.characters, bonus: bonus) }
            if let folded = text as? FoldedByteText { return greedyScore(folded, pattern.characters, bonus: bonus) }
            return greedyMatch(text, pattern.characters, bonus: bonus)?.score
        }
        if m == 1 { return oneCharacterMatch(text, pattern[0], bonus: bonus)?.score }
        if m > 64 { return optimalAlignment(text, pattern.characters, bonus: bonus, positions: false)?.score }
        if let characters = pattern.asciiCharacters {
            if let ascii = text as? ASCIIText {
                return optimalScore(ascii, pattern, characters: characters, scratch: scratch, bonus: bonus)
            }
            if let folded = text as? FoldedByteText {
                return optimalScore(folded, pattern, characters: characters, scratch: scratch, bonus: bonus)
            }
        }
        return optimalScore(text, pattern, scratch: scratch, bonus: bonus)
    }

    /// The score and the matched offsets of a fuzzy term, as fzf highlights them.
    ///
    /// On a long text, the alignment's end is found first (where the term follows white space in a
    /// row, which scores the maximum, or by `optimalScore`), and only a band of the matrix before it
    /// is computed (see `optimalAlignment`).
    static func fuzzyMatch<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus: UnsafePointer<Int16>
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        guard m > 0 else { return (0, []) }
        if text.count * m > optimalCellLimit {
            return greedyMatch(text, pattern.characters, bonus: bonus, positions: true)
        }
        if m == 1 { return oneCharacterMatch(text, pattern[0], bonus: bonus) }
        let band = 53 * m + 64
        if text.count > 2 * band && m <= 64 {
            var end = firstMaximumEnd(text, pattern.characters, bonus: bonus)
            if end == nil {
                var rows = OptimalRows(pattern: pattern, scratch: scratch)
                for offset in 0..<text.count {
                    let found = text.rows(offset, in: pattern)
                    if found != 0 { rows.visit(offset, found, bonus: text.bonus(offset, table: bonus)) }
                }
                guard rows.score != nil else { return nil }
                end = Int(rows.bestColumn)
            }
            if let end,
                let result = optimalAlignment(
                    text, pattern.characters, bonus: bonus, positions: true, band: (max(0, end - band), end))
            {
                return result
            }
        }
        return optimalAlignment(text, pattern.characters, bonus: bonus, positions: true)
    }

    /// The end of the first place where the term follows white space (or the start) in a row:
    /// the first alignment with the maximum score, or `nil`.
    static func firstMaximumEnd<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        var start = text.firstOffset(of: pattern[0], from: 0)
        while start + m <= text.count {
            if text.bonus(start, table: table) == boundaryAfterWhitespace {
                var index = 1
                while index < m && text.character(start + index) == pattern[index] { index += 1 }
                if index == m { return start + m - 1 }
            }
            start = text.firstOffset(of: pattern[0], from: start + 1)
        }
        return nil
    }

    /// One character ("v2" with one row): its best position; like fzf, the scan stops at the first
    /// word boundary that improves the score.
    @inline(__always)
    static func oneCharacterMatch<Text: SearchText>(
        _ text: Text, _ wanted: UInt32, bonus table: UnsafePointer<Int16>
    ) -> (score: Int, positions: [Int])? {
        var best = 0
        var bestPosition = -1
        var offset = 0
        let count = text.count
        while offset < count {
            if text.character(offset) == wanted {
                let bonus = text.bonus(offset, table: table)
                let value = match + Int(bonus) * firstCharacterMultiplier
                if value > best {
                    best = value
                    bestPosition = offset
                    if bonus >= boundary { break }
                }
            }
            offset += 1
        }
        return bestPosition < 0 ? nil : (best, [bestPosition])
    }

    /// One ASCII character in an ASCII label, eight bytes at a time: `oneCharacterMatch`'s score.
    /// Reads up to seven bytes past the label, which the index pads.
    @inline(__always)
    static func scoreOneASCIICharacter(
        _ bytes: UnsafePointer<UInt8>, count: Int, wanted: UInt8, ignoresCase: Bool,
        classes: UnsafePointer<UInt8>, table: UnsafePointer<Int16>
    ) -> Int? {
        guard let byte = WantedByte(UInt32(wanted), ignoresCase: ignoresCase) else { return nil }
        var best = 0
        var offset = 0
        while offset < count {
            var hits = byte.hits(in: bytes, at: offset, count: count - offset)
            while hits != 0 {
                let position = offset + hits.trailingZeroBitCount / 8
                let previous = position > 0 ? classes[Int(bytes[position - 1])] : CharacterClass.whitespace.rawValue
                let bonus = table[Int(previous) &* 7 &+ Int(classes[Int(bytes[position])])]
                let value = match + Int(bonus) * firstCharacterMultiplier
                if value > best {
                    best = value
                    if bonus >= boundary { return best }
                }
                hits &= hits &- 1
            }
            offset += 8
        }
        return best > 0 ? best : nil
    }

    /// fzf's "v2" score for a term of 2 to 64 characters, computed in one pass over the text and
    /// only at the cells where a term character matches: between them a row's score only decays
    /// (3 to open a gap, 1 per further character, never below 0), so a match cell needs only the
    /// last match cell of its row and of the row above, which each row keeps. O(n + matches) instead
    /// of O(n × m), with the full matrix's result.
    @inline(__always)
    static func optimalScore<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        var rows = OptimalRows(pattern: pattern, scratch: scratch)
        for offset in 0..<text.count {
            let found = text.rows(offset, in: pattern)
            if found != 0 { rows.visit(offset, found, bonus: text.bonus(offset, table: table)) }
        }
        return rows.score
    }

    /// `optimalScore` for a text of bytes, sixteen at a time (``ByteChunk``): only the bytes that are
    /// one of the term's characters are visited. Reads up to seven bytes past the text, which the
    /// index pads.
    @inline(__always)
    static func optimalScore<Text: ByteText>(
        _ text: Text, _ pattern: PreparedPattern, characters: PreparedPattern.ASCIICharacters,
        scratch: ScoringScratch, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        var rows = OptimalRows(pattern: pattern, scratch: scratch)
        let bytes = text.bytes
        let n = text.count
        var offset = 0
        while offset < n {
            if ByteChunk.readable(at: offset, count: n) {
                // Sixteen bytes, a bit each.
                let chunk = ByteChunk(bytes, at: offset)
                var hits: UInt32 = 0
                for index in 0..<characters.count {
                    hits |= chunk.matches(characters.wanted[index])
                }
                hits &= ByteChunk.firstBytes(n - offset)
                while hits != 0 {
                    let position = offset + hits.trailingZeroBitCount
                    rows.visit(position, text.rows(position, in: pattern), bonus: text.bonus(position, table: table))
                    hits &= hits &- 1
                }
                offset += 16
                continue
            }
            // The last bytes: the high bit of each of eight.
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            var hits: UInt64 = 0
            for index in 0..<characters.count {
                hits |= characters.wanted[index].hits(inWord: word)
            }
            hits &= WantedByte.firstBytes(n - offset)
            while hits != 0 {
                let position = offset + hits.trailingZeroBitCount / 8
                rows.visit(position, text.rows(position, in: pattern), bonus: text.bonus(position, table: table))
                hits &= hits &- 1
            }
            offset += 8
        }
        return rows.score
    }

    /// fzf's "v2" with the whole score matrix, and the positions of its best alignment walked back
    /// from its end, as fzf walks them. O(m × w) for the window w from the first possible start to
    /// the last possible end (at most fzf's cell limit).
    ///
    /// With `band` (the columns from `band.start` to `band.end`, where the best alignment ends), only
    /// that band of the matrix is computed, as if its cells left of it were empty: fzf's matrix and
    /// this one agree from 53m columns into the band on (a difference at its left edge can only
    /// survive along a path of positive scores, which gains at most 26 per row and loses at least 1
    /// per column), so the result stands when the walk back stays there; else it is `nil`.
    static func optimalAlignment<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>,
        positions wantsPositions: Bool,
        band: (start: Int, end: Int)? = nil
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        let n = text.count
        var firsts = [Int](repeating: 0, count: m)
        var next = 0
        for index in 0..<m {
            next = text.firstOffset(of: pattern[index], from: next)
            if next >= n { return nil }
            firsts[index] = next
            next += 1
        }
        var last = n - 1
        while text.character(last) != pattern[m - 1] { last -= 1 }
        var first = firsts[0]
        if let band {
            first = max(first, band.start)
            last = band.end
        }
        let exactFrom = first > firsts[0] ? first + 53 * m : first
        let width = last - first + 1
        guard width > 0 else { return nil }

        var bonuses = [Int16](repeating: 0, count: width)
        for offset in 0..<width { bonuses[offset] = text.bonus(first + offset, table: table) }
        var scores = [Int16](repeating: 0, count: width * m)
        var runs = [Int16](repeating: 0, count: width * m)

        var previousScore: Int16 = 0
        var inGap = false
        for offset in 0..<width {
            if text.character(first + offset) == pattern[0] {
                scores[offset] = Int16(match) + bonuses[offset] * Int16(firstCharacterMultiplier)
                runs[offset] = 1
                inGap = false
            } else {
                scores[offset] = max(previousScore + Int16(inGap ? gapExtension : gapStart), 0)
                runs[offset] = 0
                inGap = true
            }
            previousScore = scores[offset]
        }

        var best: Int16 = 0
        var bestOffset = 0
        for index in 1..<m {
            let wanted = pattern[index]
            let current = index * width
            let above = current - width
            let start = max(firsts[index] - first, 0)
            var left: Int16 = 0
            inGap = false
            for offset in start..<width {
                let gapScore = left + Int16(inGap ? gapExtension : gapStart)
                var matchScore: Int16 = 0
                var run: Int16 = 0
                if text.character(first + offset) == wanted {
                    matchScore = (offset > 0 ? scores[above + offset - 1] : 0) + Int16(match)
                    var bonus = bonuses[offset]
                    run = (offset > 0 ? runs[above + offset - 1] : 0) + 1
                    if run > 1 {
                        let runStartBonus = bonuses[offset - Int(run) + 1]
                        if bonus >= boundary && bonus > runStartBonus {
                            run = 1
                        } else {
                            bonus = max(bonus, consecutive, runStartBonus)
                        }
                    }
                    if matchScore + bonus < gapScore {
                        matchScore += bonuses[offset]
                        run = 0
                    } else {
                        matchScore += bonus
                    }
                }
                runs[current + offset] = run
                inGap = matchScore < gapScore
                let value = max(matchScore, gapScore, 0)
                scores[current + offset] = value
                left = value
                if index == m - 1 && value > best {
                    best = value
                    bestOffset = offset
                }
            }
        }
        guard wantsPositions else { return first + bestOffset >= exactFrom ? (Int(best), []) : nil }

        // Walk back from the best end: take a match where it beats both the cell diagonally above
        // and the one to the left (or ties the left one inside a run).
        var found: [Int] = []
        found.reserveCapacity(m)
        var index = m - 1
        var offset = bestOffset
        var prefersMatch = true
        while true {
            if first + offset - 1 < exactFrom && first > firsts[0] { return nil }  // left the exact columns
            let current = index * width
            let value = scores[current + offset]
            let start = max(firsts[index] - first, 0)
            let diagonal: Int16 = index > 0 && offset >= start && offset > 0 ? scores[current - width + offset - 1] : 0
            let leftValue: Int16 = offset > start ? scores[current + offset - 1] : 0
            let row = index
            if value > diagonal && (value > leftValue || value == leftValue && prefersMatch) {
                found.append(first + offset)
                if index == 0 { break }
                index -= 1
            }
            let below = row + 1 < m && offset + 1 < width && offset + 1 >= firsts[row + 1] - first
            prefersMatch = runs[row * width + offset] > 1 || below && runs[(row + 1) * width + offset + 1] > 0
            offset -= 1
        }
        return (Int(best), found.reversed())
    }

    /// fzf's "v1": the first match scanning forward, shortened by scanning back from its end (both
    /// scans fold characters alike, as fzf's do from 0.60.1 on), scored by `calculateScore`. O(n).
    static func greedyMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>,
        positions: Bool = false
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        let n = text.count
        var index = 0
        var start = -1
        var end = -1
        var offset = 0
        while offset < n {
            if text.character(offset) == pattern[index] {
                if start < 0 { start = offset }
                index += 1
                if index == m {
                    end = offset + 1
                    break
                }
            }
            offset += 1
        }
        guard start >= 0 && end >= 0 else { return nil }
        index = m - 1
        offset = end - 1
        while offset >= start {
            if text.character(offset) == pattern[index] {
                index -= 1
                if index < 0 {
                    start = offset
                    break
                }
            }
            offset -= 1
        }
        return calculateScore(text, pattern, start: start, end: end, bonus: table, positions: positions)
    }

    /// `greedyMatch`'s score for a text of bytes, jumping from match to match eight bytes at a time:
    /// O(m) jumps, a gap's score computed from its length.
    static func greedyScore<Text: ByteText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        let n = text.count
        var position = 0
        var start = 0
        for index in 0..<m {
            position = text.firstOffset(of: pattern[index], from: position)
            if position >= n { return nil }
            if index == 0 { start = position }
            position += 1
        }
        let end = position
        // Back from the end, for a later start.
        var back = end
        var index = m - 1
        while index >= 0 {
            let found = text.lastOffset(of: pattern[index], from: start, before: back)
            if found < 0 { break }
            back = found
            index -= 1
        }
        if index < 0 { start = back }
        // The greedy alignment from the start, scored as `calculateScore` scores it.
        var score = 0
        var run = 0
        var firstBonus: Int16 = 0
        position = start
        for index in 0..<m {
            let found = text.firstOffset(of: pattern[index], from: position)
            let gap = found - position
            if gap > 0 {
                score += gapStart + (gap - 1) * gapExtension
                run = 0
                firstBonus = 0
            }
            var bonus = text.bonus(found, table: table)
            if run == 0 {
                firstBonus = bonus
            } else {
                if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
                bonus = max(bonus, firstBonus, consecutive)
            }
            score += match + (index == 0 ? Int(bonus) * firstCharacterMultiplier : Int(bonus))
            run += 1
            position = found + 1
        }
        return score
    }

    /// fzf's score of the alignment that matches the term greedily from `start` to `end` (the
    /// scoring of "v1" and of exact, prefix and suffix terms). O(end - start).
    static func calculateScore<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, start: Int, end: Int, bonus table: UnsafePointer<Int16>,
        positions wantsPositions: Bool
    ) -> (score: Int, positions: [Int]) {
        var index = 0
        var score = 0
        var inGap = false
        var run = 0
        var firstBonus: Int16 = 0
        var found: [Int] = []
        if wantsPositions { found.reserveCapacity(pattern.count) }
        var previousClass = start > 0 ? text.characterClass(start - 1) : CharacterClass.whitespace.rawValue
        for offset in start..<end {
            let characterClass = text.characterClass(offset)
            if index < pattern.count && text.character(offset) == pattern[index] {
                if wantsPositions { found.append(offset) }
                score += match
                var bonus = table[Int(previousClass) &* 7 &+ Int(characterClass)]
                if run == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, consecutive)
                }
                score += index == 0 ? Int(bonus) * firstCharacterMultiplier : Int(bonus)
                inGap = false
                run += 1
                index += 1
            } else {
                score += inGap ? gapExtension : gapStart
                inGap = true
                run = 0
                firstBonus = 0
            }
            previousClass = characterClass
        }
        return (score, found)
    }
}

// MARK: - IndexReader

/// The index's storage, read in place during a search.
struct IndexReader {
    let bytes: UnsafePointer<UInt8>
    let raw: UnsafePointer<UInt16>?
    let foldedBytes: UnsafePointer<UInt8>
    /// How many characters have their folded bytes (``SearchIndex/prepareFoldedBytes()``): those of
    /// the labels that start before it.
    let foldedCount: Int
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table (none when every label is ASCII).
    let entries: UnsafePointer<UInt64>
    let wideCharacters: UnsafePointer<UInt32>?
    let wideStarts: [Int: Int]
    let locations: UnsafePointer<UInt64>?
    let masks: UnsafePointer<UInt64>?
    let boundaryMasks: UnsafePointer<UInt64>?
    let boundaryPairs: UnsafePointer<UInt64>?
    /// The long labels' places with a bonus, by character (for the labels whose bounds are prepared).
    let wordStarts: WordStartIndex.Reader
    let longLengths: [Int: Int]
    let count: Int

    @inline(__always) func start(_ label: Int) -> Int { Int(truncatingIfNeeded: locations![label] & 0xF_FFFF_FFFF) }
    @inline(__always) func flags(_ label: Int) -> UInt8 { SearchIndex.flags(ofLocation: locations![label]) }
    @inline(__always) func isASCII(_ label: Int) -> Bool { flags(label) & SearchIndex.asciiFlag != 0 }
    /// Whether a non-ASCII label has characters beyond the BMP (``wideFolded(_:)``).
    @inline(__always) func isWide(_ label: Int) -> Bool { flags(label) & SearchIndex.wideFlag != 0 }
    @inline(__always) func mask(_ label: Int) -> UInt64 { masks![label] }
    @inline(__always) func boundaryMask(_ label: Int) -> UInt64 { boundaryMasks![label] }
    @inline(__always) func boundaryPairs(_ label: Int) -> UInt64 { boundaryPairs![label] }

    /// A label's length in characters.
    @inline(__always) func length(_ label: Int) -> Int {
        let length = Int(truncatingIfNeeded: locations![label] >> SearchIndex.lengthShift)
        return length == SearchIndex.longLength ? longLengths[label]! : length
    }

    /// A non-ASCII label's characters' low 16 bits (the characters, when it is not wide).
    @inline(__always) func rawCharacters(_ label: Int) -> UnsafePointer<UInt16> { raw! + start(label) }

    /// A wide label's folded words: each character's folded form (bits 0–20) and class (24–26).
    @inline(__always) func wideFolded(_ label: Int) -> UnsafePointer<UInt32> {
        wideCharacters! + wideStarts[label]! + length(label)
    }

    /// The folded word of a character in the BMP (as ``wideFolded(_:)`` has them).
    @inline(__always) func foldedWord(_ character: UInt16) -> UInt32 {
        UInt32(truncatingIfNeeded: entries[Int(character)])
    }

    /// Calls `body` with each folded word of a non-ASCII label, in order.
    @inline(__always) func forEachFoldedWord(_ label: Int, _ body: (UInt32) -> Void) {
        let count = length(label)
        if isWide(label) {
            let words = wideFolded(label)
            for offset in 0..<count { body(words[offset]) }
        } else {
            let raw = rawCharacters(label)
            for offset in 0..<count { body(foldedWord(raw[offset])) }
        }
    }

    /// A non-ASCII label's folded words: in place for a wide label, else made into `buffer` (as long
    /// as the label).
    @inline(__always) func foldedWords(_ label: Int, into buffer: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32>
    {
        if isWide(label) { return wideFolded(label) }
        let raw = rawCharacters(label)
        for offset in 0..<length(label) { buffer[offset] = foldedWord(raw[offset]) }
        return UnsafePointer(buffer)
    }

    /// A label's length without white space at its ends, at most 65,535 (as fzf counts it for
    /// ranking). O(1), unless the label has white space.
    @inline(__always) func trimmedLength(_ label: Int) -> UInt32 {
        let count = length(label)
        guard flags(label) & SearchIndex.whitespaceFlag != 0 else { return UInt32(min(count, 0xFFFF)) }
        let trimmed: Int
        if isASCII(label) {
            let bytes = asciiBytes(label)
            trimmed = Self.trimmedCount(count) { FuzzyScoring.asciiClasses[Int(bytes[$0])] }
        } else if isWide(label) {
            let words = wideFolded(label)
            trimmed = Self.trimmedCount(count) { UInt8(truncatingIfNeeded: words[$0] >> 24) }
        } else {
            let raw = rawCharacters(label)
            trimmed = Self.trimmedCount(count) { UInt8(truncatingIfNeeded: foldedWord(raw[$0]) >> 24) }
        }
        return UInt32(min(trimmed, 0xFFFF))
    }

    /// The characters of a text of `count` characters less the white space at its ends, by the class
    /// of each character (a closure that is not kept, so that reading a label allocates nothing).
    @inline(__always)
    private static func trimmedCount(_ count: Int, characterClass: (Int) -> UInt8) -> Int {
        let white = FuzzyScoring.CharacterClass.whitespace.rawValue
        var first = 0
        var end = count
        while first < end && characterClass(first) == white { first += 1 }
        while end > first && characterClass(end - 1) == white { end -= 1 }
        return end - first
    }

    /// The mask bit index of a label's first character, from its location (not its text); only for
    /// labels whose bounds are prepared (``SearchIndex/prepareBounds()``), and 0 for an empty label.
    @inline(__always) func firstCharacterBitIndex(_ label: Int) -> Int {
        SearchIndex.firstCharacterBitIndex(ofLocation: locations![label])
    }

    /// A non-ASCII label's characters as they are, into `buffer` (as long as the label).
    @inline(__always) func scalars(_ label: Int, into buffer: UnsafeMutablePointer<UInt32>) {
        let count = length(label)
        if isWide(label) {
            let scalars = wideFolded(label) - count
            buffer.update(from: scalars, count: count)
        } else {
            let raw = rawCharacters(label)
            for offset in 0..<count { buffer[offset] = UInt32(raw[offset]) }
        }
    }

    /// An ASCII label's bytes.
    @inline(__always) func asciiBytes(_ label: Int) -> UnsafePointer<UInt8> { bytes + start(label) }

    /// Reads the first and last places of a label's text (and its masks), and returns a sum of
    /// them that means nothing: a search about to read several labels far apart reads them so
    /// first, so that the memory's latency is paid once for all of them rather than once for each
    /// (the loads do not depend on each other). A label with characters beyond the BMP is read where
    /// its characters are kept.
    @inline(__always) func touch(_ label: Int) -> UInt64 {
        let location = locations![label]
        let start = Int(truncatingIfNeeded: location & 0xF_FFFF_FFFF)
        let last = start &+ Swift.max(Int(truncatingIfNeeded: location >> SearchIndex.lengthShift), 1) &- 1
        var sum = boundaryMasks![label] &+ boundaryPairs![label]
        let flags = SearchIndex.flags(ofLocation: location)
        if flags & SearchIndex.asciiFlag != 0 {
            sum &+= UInt64(bytes[start]) &+ UInt64(bytes[last])
        } else if flags & SearchIndex.wideFlag == 0 {
            sum &+= UInt64(raw![start]) &+ UInt64(raw![last])
            if start < foldedCount { sum &+= UInt64(foldedBytes[start]) &+ UInt64(foldedBytes[last]) }
        }
        return sum
    }
}

// MARK: - KeywordMerge

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

// MARK: - KeywordSearch

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

// MARK: - LazyRanking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The matches of one query, counted at once and ranked lazily: the first ranks (the rows a front
/// end draws) are ranked when the query is searched, the others in tiers as they are first read.
///
/// A keystroke needs the rows it draws and the number of matches, not every match in order:
/// ``FuzzyMatcher/lazyRanking(for:readyRanks:)`` finds the matches with a test cheaper than
/// scoring (a fuzzy term's characters in order), and ranks the first ones as
/// ``FuzzyMatcher/best(_:for:)`` does, scoring only the labels whose bound lets them in. A read
/// beyond them ranks the next tier the same way (``RankOrder``): a front end that builds a little
/// more than a screenful, or scrolls a few pages, never pays for ranking every match. The full
/// order, the same as ``FuzzyMatcher/rank(_:)``'s, is made once a read goes beyond the tiers,
/// whichever copy reads it.
struct LazyRanking: Sendable {
    /// The matching labels, in label order.
    let matches: [Int32]
    /// The labels of the first ranks, best first (every match, when they are few).
    private let first: [Int32]
    /// The matches beyond the first ranks, ranked when read; `nil` when `first` holds every match.
    private let order: RankOrder?

    /// Matches kept in label order (an empty query, or only negations: fzf does not sort them).
    init(inLabelOrder matches: [Int32]) {
        self.matches = matches
        first = matches
        order = nil
    }

    /// Matches whose first ranks are known; the others are ranked by `order` when read.
    init(matches: [Int32], first: [Int32], order: RankOrder) {
        self.matches = matches
        self.first = first
        self.order = first.count < matches.count ? order : nil
    }

    /// The number of matches. O(1).
    var count: Int { matches.count }

    /// The number of ranks read without ranking the others.
    var firstCount: Int { first.count }

    /// The label at a rank (0 is the best). O(1) for the first ranks; the first read beyond the
    /// ranks known ranks the next tier (O(m) bound tests, and scores for the labels they let in),
    /// or every match once the tiers would hold a large share of them (O(m) scores and a counting
    /// sort); after that, every read up to there is O(1).
    @inline(__always)
    subscript(rank: Int) -> Int {
        rank < first.count ? Int(first[rank]) : Int(order!.labels(through: rank)[rank])
    }

    /// The number of ranks known now: the first ones, the tiers read so far, or every match.
    var rankedCount: Int { max(first.count, order?.knownCount ?? 0) }

    /// Every match, best first: ranks them all unless they are ranked already.
    var ranked: [Int32] { order?.labels(through: matches.count - 1) ?? first }
}

/// The order of a query's matches beyond its first ranks, made in tiers as far as it is read: the
/// best k of them, k growing geometrically from ``firstTier`` (each tier found as the first ranks
/// were, among every match), until a tier would hold a large share of the matches, when every match
/// is ranked (``FuzzyMatcher/rank(_:)``'s order). Each tier is the first k ranks of that order, so
/// reading through tiers gives the same labels as the full order.
///
/// Made by whichever thread reads first (a lock serialises the making; later readers share it). It
/// keeps a copy of the matcher, which shares the index's storage with it until either changes.
final class RankOrder: @unchecked Sendable {
    private let matcher: FuzzyMatcher
    private let query: SearchQuery
    private let matches: [Int32]
    /// The best matches ranked so far, best first: the first ranks of the full order.
    private var known: [Int32] = []
    /// Whether `known` holds every match.
    private var isComplete = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// The ranks of the first tier: a few hundred rows, what a front end builds around the screen
    /// and the next pages a person scrolls to.
    static var firstTier: Int { 256 }
    /// How many times larger each tier is than the one before.
    static var tierGrowth: Int { 8 }
    /// A tier of at least 1/`fullShare` of the matches ranks them all instead: past that, finding
    /// the best k costs about as much as ranking every match.
    static var fullShare: Int { 8 }

    init(matcher: FuzzyMatcher, query: SearchQuery, matches: [Int32]) {
        self.matcher = matcher
        self.query = query
        self.matches = matches
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The number of matches ranked so far.
    var knownCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return known.count
    }

    /// The best matches in rank order, at least through `rank` (every match, once they are all
    /// ranked). O(1) when that rank is known; else the next tier, or every match.
    func labels(through rank: Int) -> [Int32] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if isComplete || rank < known.count { return known }
        let size = max(rank + 1, known.count * Self.tierGrowth, Self.firstTier)
        if size >= matches.count / Self.fullShare {
            known = matcher.rankedOrder(of: matches, for: query)
            isComplete = true
        } else {
            var searching = matcher  // the bounds were made before the copy: it shares the index
            known = searching.best(size, query, among: matches).map { Int32(truncatingIfNeeded: $0) }
        }
        return known
    }
}

// MARK: - MaskedRunBound

/// The in-order test of a window after a long label's word start and its run bound
/// (``ReachTest/startedRunBound(_:start:end:earliestEnd:bonus:)``), computed at once from bit masks
/// of the window's columns rather than column by column: a mask per term character of where the
/// window has it (sixteen characters at a time for a text of bytes), and a mask of where it has a
/// bonus (the label's ``WordStartIndex`` keeps a bit per character).
///
/// ## Why it is the same bound
///
/// The run bound reads, per column c after the place p and per term character k ≥ 1: whether the
/// column has it (R_k[c]); whether it has it right after a column that has the character before it
/// (A_k[c] = R_k[c] and R_(k-1)[c - 1], where character 0 is at p alone); and whether it has it
/// inside a run that started with a bonus (I_k[c] = R_k[c] and (the column has a bonus, or
/// I_(k-1)[c - 1]), where I_0 is p when its bonus is above 0). Taken for every column at once, each
/// of these is a mask: A_k = R_k & R_(k-1) << 1 and I_k = R_k & (B | I_(k-1) << 1), for the
/// masks R_k of the character and B of the bonuses. The bound then asks, per character, whether
/// I_k & A_k, R_k & B, or A_k is not empty, exactly as the column-by-column pass ORs the same
/// bits over the columns. The earliest end of the term in order from p is found on the same masks:
/// each character's first column after the one found for the character before it.
extension ReachTest {
    /// For the window of `text` from `start` (the term's first character, whose bonus is
    /// `firstBonus`) to `end`, at most 64 characters, with `bonusColumns` a bit per character from
    /// `start` set where it has a bonus: the earliest offset at which the term's characters are
    /// found in order from `start`, and the run bound of the alignments starting there that end
    /// before `end`; `nil` when the window does not have the term in order. O(m × (end - start) / 8)
    /// for a text of bytes.
    @inline(__always)
    func maskedRunBound<Text: SearchText>(
        _ text: Text, start: Int, end: Int, bonusColumns: UInt64, firstBonus: Int
    ) -> (earliestEnd: Int, bound: Int)? {
        let m = pattern.count
        let count = end - start
        let match = FuzzyScoring.match
        let highest = Int(FuzzyScoring.boundaryAfterWhitespace)
        var previousRows: UInt64 = 1  // the term's character before, by column: the first at `start`
        var previousInRun: UInt64 = firstBonus > 0 ? 1 : 0
        var position = 0  // the column of the character before, in the earliest order
        var total = match + firstBonus * FuzzyScoring.firstCharacterMultiplier
        var index = 1
        while index < m {
            let rows = text.columns(of: pattern[index], from: start, count: count) & ~1
            let later = rows & (~UInt64(0) << (position + 1))
            if later == 0 { return nil }
            position = later.trailingZeroBitCount
            let inRun = rows & (bonusColumns | previousInRun &<< 1)
            let after = rows & previousRows &<< 1
            if inRun & after != 0 {
                total += match + highest
            } else if rows & bonusColumns != 0 {
                total += match + highest + FuzzyScoring.gapStart + 1
            } else if after != 0 {
                total += match + Int(FuzzyScoring.consecutive)
            } else {
                total += match + FuzzyScoring.gapStart + 1
            }
            previousRows = rows
            previousInRun = inRun
            index += 1
        }
        return (start + position, total - (position - (m - 1)))
    }
}

// MARK: - OptionSearch

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

    /// The ranks a query's search ranks at once for a list that shows `pageSize` rows, given its
    /// `matchCount` matches: the rows a front end builds right after the query, so that none of
    /// them ranks more. A page, at least ``drawnRanks``; and for a list of matches longer than
    /// ``ListWindow/threshold``, what a lazy list builds past the page: the SwiftUI list's first
    /// window after such a query holds the blocks of lines (``ListWindow/fanout``) that cover a
    /// screenful and its overscan (``ListWindowFocus``). A shorter list is drawn whole by the
    /// SwiftUI list (it reads every rank, the tiers' or the full order) and a page at a time by
    /// the terminal's, so the blocks would rank rows no front end reads first: on long labels,
    /// where the 32nd best can score below what bounds decide, that is most of a keystroke. O(1).
    static func drawnRanks(pageSize: Int, matchCount: Int) -> Int {
        let page = max(drawnRanks, pageSize + 1)
        guard matchCount > ListWindow.threshold else { return page }
        let screen = min(max(pageSize, 1), ListWindow.screenfulLimit)
        let built = screen + ListWindow.overscan + 1
        let blocks = (built + ListWindow.fanout - 1) / ListWindow.fanout * ListWindow.fanout
        return max(page, blocks)
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
    /// options' order unless `ranked`. The matches are counted at once and their first
    /// ``drawnRanks(pageSize:matchCount:)`` ranked (the rows a front end draws); the others are
    /// ranked when first read.
    mutating func results(for query: String, ranked: Bool, pageSize: Int) -> SearchResults {
        self.query = query
        results = nil
        if appendedSinceRank {  // an empty query forgets the previous matches: O(labels), once
            _ = matcher.rank("")
            appendedSinceRank = false
        }
        let ranking = matcher.lazyRanking(for: query) { count in
            ranked ? Self.drawnRanks(pageSize: pageSize, matchCount: count) : 0
        }
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

    /// The ranks ranked when the query was searched, for results ranked lazily (`nil` otherwise).
    var firstRankedCount: Int? { lazy?.firstCount }

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

// MARK: - PartialRanking

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

// MARK: - PartitioningIndex

extension RandomAccessCollection {
    /// The index of the first element for which `belongs` is true, the elements for which it is
    /// false all coming first (as swift-algorithms' `partitioningIndex(where:)`). O(log n) calls.
    func partitioningIndex(where belongs: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if try belongs(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}

// MARK: - PositionsQuery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The query ``FuzzyMatcher/positions(of:for:)`` reads matched characters with, kept from one call
/// to the next: a list draws the matched characters of each row on screen, one label at a time and
/// for the same query, and parsing and preparing the query costs more than matching one label. The
/// query the last search matched the labels with is kept too, so the rows drawn after a keystroke
/// do not prepare it again.
///
/// A matcher holds one, and its copies share it (a matcher's syntax never changes, and the query
/// depends on the labels only through the longest one's length, the length of its scratch). A call
/// takes its lock (or, when a call on another copy holds it, prepares the query for itself), so no
/// two threads match with the query's scratch at once. Kept for the query's exact characters (not
/// `==`, which equates canonically equivalent text that the query's terms tell apart).
final class PositionsQuery: @unchecked Sendable {
    /// The text the query was prepared from, and the longest label it was prepared for.
    private var text: String?
    private var maximumLength = 0
    /// The prepared query; `nil` for a query that matches every label (an empty or blank one).
    private var prepared: PreparedQuery?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// The longest label whose query is kept: past it, the scratch (8 bytes a character) is made
    /// for each call and dropped, as a search's is.
    static let lengthLimit = 1 << 16

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body`'s result for `query` read in `syntax` and prepared for labels of up to `maximumLength`
    /// characters; `nil` when the query matches every label. Prepares it unless it is the query kept.
    func withPrepared<Result>(
        _ query: String, syntax: FuzzyMatcher.Syntax, maximumLength: Int, _ body: (PreparedQuery) -> Result?
    ) -> Result? {
        guard maximumLength <= Self.lengthLimit, pthread_mutex_trylock(mutex) == 0 else {
            return Self.prepare(query, syntax: syntax, maximumLength: maximumLength).flatMap(body)
        }
        defer { pthread_mutex_unlock(mutex) }
        if maximumLength != self.maximumLength || !(text.map { $0.utf8.elementsEqual(query.utf8) } ?? false) {
            prepared = Self.prepare(query, syntax: syntax, maximumLength: maximumLength)
            text = query
            self.maximumLength = maximumLength
        }
        return prepared.flatMap(body)
    }

    /// Keeps `prepared`, which a search made from `query` for labels of up to `maximumLength`
    /// characters and no longer uses, for the calls that follow (a list draws the rows of the query
    /// it searched last); not while a call holds the lock.
    func keep(_ prepared: PreparedQuery, for query: String, maximumLength: Int) {
        guard maximumLength <= Self.lengthLimit, pthread_mutex_trylock(mutex) == 0 else { return }
        defer { pthread_mutex_unlock(mutex) }
        self.prepared = prepared
        text = query
        self.maximumLength = maximumLength
    }

    /// `query` parsed and prepared, or `nil` when it matches every label.
    private static func prepare(_ query: String, syntax: FuzzyMatcher.Syntax, maximumLength: Int) -> PreparedQuery? {
        let parsed = SearchQuery(query, syntax: syntax)
        return parsed.isEmpty ? nil : PreparedQuery(parsed, maximumLength: maximumLength)
    }
}

// MARK: - PreparedQuery

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
    private let characterTables: [UnsafeMutablePointer<WantedByte>]
    private let candidateTables: [UnsafeMutablePointer<UInt16>]

    /// Prepares a query; `memoizesBounds` when many labels will be bounded (a list of thousands).
    init(_ query: SearchQuery, maximumLength: Int, memoizesBounds: Bool = false) {
        self.query = query
        self.memoizesBounds = memoizesBounds
        var storage: [UnsafeMutableBufferPointer<UInt32>] = []
        var rowTables: [UnsafeMutablePointer<UInt64>] = []
        var characterTables: [UnsafeMutablePointer<WantedByte>] = []
        var candidateTables: [UnsafeMutablePointer<UInt16>] = []

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
                    let bytes = distinct.compactMap { WantedByte($0, ignoresCase: !term.isCaseSensitive) }
                    let table = UnsafeMutablePointer<WantedByte>.allocate(capacity: max(bytes.count, 1))
                    table.initialize(from: bytes, count: bytes.count)
                    characterTables.append(table)
                    asciiCharacters = .init(wanted: table, count: bytes.count)
                }
                var rawCandidates: UnsafeMutablePointer<UInt16>? = nil
                if term.kind == .fuzzy && !term.isASCII && !term.normalizes,
                    let table = Self.rawCandidates(of: term.pattern)
                {
                    candidateTables.append(table)
                    rawCandidates = table
                }
                storage.append(characters)
                rowTables.append(rows)
                return term.withPattern(
                    PreparedPattern(
                        characters: UnsafeBufferPointer(rebasing: characters[0..<term.pattern.count]),
                        asciiRows: rows, byteRows: rows + 128, asciiCharacters: asciiCharacters,
                        rawCandidates: rawCandidates.map { UnsafePointer($0) }))
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
        self.candidateTables = candidateTables
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
        candidateTables.forEach { $0.deallocate() }
    }

    /// ``PreparedPattern/rawCandidates`` of a term's characters, or `nil` when one has more
    /// candidates than a slot holds. A character beyond the BMP has none: no label stored in 16-bit
    /// characters has it.
    private static func rawCandidates(of pattern: [UInt32]) -> UnsafeMutablePointer<UInt16>? {
        let slots = PreparedPattern.rawCandidateSlots
        let table = UnsafeMutablePointer<UInt16>.allocate(capacity: max(pattern.count, 1) * slots)
        for (index, character) in pattern.enumerated() {
            let slot = table + index * slots
            guard character < 0x10000 else {
                slot[0] = 0
                continue
            }
            let others = SearchCharacters.lowercasePreimages[UInt16(character)] ?? []
            guard others.count + 1 < slots else {
                table.deallocate()
                return nil
            }
            slot[0] = UInt16(others.count + 1)
            slot[1] = UInt16(character)
            for (offset, other) in others.enumerated() { slot[2 + offset] = other }
        }
        return table
    }

    /// For a query of one fuzzy term: the test that rules out labels that cannot reach a score,
    /// anchored at the term's character at `anchor`.
    private var reachTest: ReachTest?

    /// The anchor's share of the characters (a sample's), to choose between the anchor's places and a
    /// long label's word starts (``readReach(_:_:in:tables:)``).
    private var anchorShare = 1.0

    /// The length of the term the reach test reads (0 without one).
    private var reachTermLength = 0

    /// Anchors ``mayReach(_:threshold:in:tables:)`` at the term's character at `anchor` (choose the
    /// rarest), which makes up `anchorShare` of the labels' characters (an estimate). Only for a
    /// query of one fuzzy term.
    func prepareReachTest(anchor: Int, anchorShare: Double = 1) {
        guard let term = singleTerm, term.kind == .fuzzy else { return }
        reachTest = ReachTest(
            pattern: term.pattern.characters, anchor: anchor,
            characterBits: term.pattern.characters.map(SearchCharacters.maskBit), asciiRows: term.pattern.asciiRows)
        self.anchorShare = anchorShare
        reachTermLength = term.pattern.count
    }

    /// Whether the reach test costs less than scoring a label of `length` characters: always for a
    /// long label (see ``readReach(_:_:in:tables:memo:)``); for a short one, not when its
    /// alignment has few cells, nor when the anchor is expected twice or more in it (the test reads
    /// a window around each of its places, which then costs more than the alignment).
    @inline(__always)
    func reachTestPays(length: Int) -> Bool {
        guard reachTermLength > 0 else { return false }  // no reach test: nothing to pay for
        guard length < FuzzyMatcher.longLabel else { return true }
        return length * reachTermLength > Self.cheapAlignment && anchorShare * Double(length) < 2
    }

    /// The cells of an alignment cheaper to compute than a reach test's windows.
    static let cheapAlignment = 128

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
        let bounds = bounds ?? makeBounds()
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

    /// Makes ``bounds``: once per query, so not inlined into the bound of every label.
    @inline(never)
    private func makeBounds() -> UnsafeMutableBufferPointer<ScoreBound> {
        let made = UnsafeMutableBufferPointer<ScoreBound>.allocate(capacity: terms.count)
        _ = made.initialize(from: query.sets.joined().map { ScoreBound($0, memoizes: memoizesBounds) })
        bounds = made
        return made
    }
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
        if let candidates = term.pattern.rawCandidates, !reader.isWide(label) {
            return Self.containsInOrder(
                reader.rawCharacters(label), count: length, candidates: candidates, pattern, folding, reader)
        }
        return Self.containsInOrder(unicodeText(label, folding, reader, scratch.characters), pattern)
    }

    /// For a query of one fuzzy term of one character that has ``PreparedPattern/rawCandidates``
    /// (`candidates`): every label that matches, ascending, as ``matches(_:in:tables:)`` finds them. The non-ASCII labels' stored characters follow one another in label order, so
    /// they are scanned as one run for the character's candidates, eight at a time, and only a
    /// label with a candidate is looked at: O(stored characters / 8 + labels), where a label at a
    /// time costs some 60 instructions a label.
    func labelsStoring(
        _ term: Term, candidates: UnsafePointer<UInt16>, in reader: IndexReader, tables: SearchTables
    ) -> [Int32] {
        var labels: [Int32] = []
        guard let raw = reader.raw, reader.count > 0 else { return labels }
        // The end of the stored characters: that of the last label that is not ASCII.
        var last = reader.count - 1
        while last >= 0 && reader.isASCII(last) { last -= 1 }
        guard last >= 0 else { return labels }
        let end = reader.start(last) + reader.length(last)
        let character = term.pattern.characters[0]
        let number = Int(candidates[0])
        guard number > 0 else { return labels }
        let first = candidates[1]
        let second = number > 1 ? candidates[2] : first
        let masks = reader.masks!
        let required = requiredMask
        var position = 0
        var label = 0
        while true {
            position = Self.nextCandidate(first, second, candidates, number, in: raw, from: position, to: end)
            guard position < end else { break }
            // The label that stores this place.
            while reader.isASCII(label) || reader.start(label) + reader.length(label) <= position { label += 1 }
            let labelEnd = reader.start(label) + reader.length(label)
            guard required & ~masks[label] == 0 && admits(mask: masks[label]) else {
                position = labelEnd
                label += 1
                continue
            }
            if reader.isWide(label) {  // its stored characters are the low bits of some: read it all
                if matches(term, label, in: reader, tables: tables) { labels.append(Int32(truncatingIfNeeded: label)) }
                position = labelEnd
                label += 1
                continue
            }
            let length = reader.length(label)
            let folding = length > FuzzyScoring.optimalCellLimit ? term.plainFolding : term.optimalFolding
            if Self.folds(raw[position], to: character, folding, reader) {
                labels.append(Int32(truncatingIfNeeded: label))
                position = labelEnd
                label += 1
            } else {
                position += 1  // a candidate that does not fold to it: look further in the label
            }
        }
        return labels
    }

    /// The first place from `start` (below `end`) whose stored character is one of a slot's
    /// candidates (``PreparedPattern/rawCandidates``, `number` of them, the first two `first` and
    /// `second`), or `end`. Eight characters at a time.
    @inline(__always)
    private static func nextCandidate(
        _ first: UInt16, _ second: UInt16, _ slot: UnsafePointer<UInt16>, _ number: Int,
        in raw: UnsafePointer<UInt16>, from start: Int, to end: Int
    ) -> Int {
        var position = start
        if number <= 2 {
            let firsts = SIMD8<UInt16>(repeating: first)
            let seconds = SIMD8<UInt16>(repeating: second)
            while position + 8 <= end {
                let eight = UnsafeRawPointer(raw + position).loadUnaligned(as: SIMD8<UInt16>.self)
                let found = (eight .== firsts) .| (eight .== seconds)
                if any(found) {
                    for lane in 0..<8 where found[lane] { return position + lane }
                }
                position += 8
            }
        }
        while position < end {
            let stored = raw[position]
            if stored == first || stored == second || (number > 2 && isCandidate(stored, slot, number)) {
                return position
            }
            position += 1
        }
        return end
    }

    /// Whether `stored` is one of a slot's third and later candidates (``PreparedPattern/rawCandidates``).
    private static func isCandidate(_ stored: UInt16, _ slot: UnsafePointer<UInt16>, _ number: Int) -> Bool {
        for other in 3...number where slot[other] == stored { return true }
        return false
    }

    /// Whether a label stored in 16-bit characters (`raw`, `count` of them) has the pattern's
    /// characters in order once folded by `folding`, found through each character's candidates
    /// (``PreparedPattern/rawCandidates``): only a stored character that is a candidate is folded,
    /// to confirm it. The same answer as folding every character first (``unicodeText``).
    @inline(__always)
    static func containsInOrder(
        _ raw: UnsafePointer<UInt16>, count: Int, candidates: UnsafePointer<UInt16>,
        _ pattern: UnsafeBufferPointer<UInt32>, _ folding: CharacterFolding, _ reader: IndexReader
    ) -> Bool {
        var position = 0
        for (index, character) in pattern.enumerated() {
            let slot = candidates + index * PreparedPattern.rawCandidateSlots
            let number = Int(slot[0])
            guard number > 0 else { return false }
            // The character, and one that lowers to it (most have one at most) or itself again.
            let (first, second) = (slot[1], number > 1 ? slot[2] : slot[1])
            repeat {
                position = nextCandidate(first, second, slot, number, in: raw, from: position, to: count)
                guard position < count else { return false }
                position += 1
            } while !folds(raw[position - 1], to: character, folding, reader)
        }
        return true
    }

    /// Whether a stored character, folded by `folding`, is `character`.
    @inline(__always)
    private static func folds(
        _ stored: UInt16, to character: UInt32, _ folding: CharacterFolding, _ reader: IndexReader
    ) -> Bool {
        folding(UInt32(stored), class: UInt8(truncatingIfNeeded: reader.foldedWord(stored) >> 24)) == character
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

// MARK: - RankKey

/// A match's place in fzf's order, as one integer: ascending keys rank first (score high first,
/// then the shorter label, then the lower index). fzf compares scores and lengths as 16-bit values.
struct RankKey: Comparable, Sendable {
    let value: UInt64

    init(value: UInt64) { self.value = value }

    init(score: Int, length: UInt32, label: Int) {
        value =
            UInt64(0xFFFF - Self.clampedScore(score)) << 48 | UInt64(length & 0xFFFF) << 32
            | UInt64(UInt32(truncatingIfNeeded: label))
    }

    var label: Int { Int(value & 0xFFFF_FFFF) }

    static func < (lhs: RankKey, rhs: RankKey) -> Bool { lhs.value < rhs.value }

    /// fzf's `AsUint16`: scores below 0 rank as 0, above 65,535 as 65,535.
    static func clampedScore(_ score: Int) -> Int { min(max(score, 0), 0xFFFF) }

}

// MARK: - Ranking

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

// MARK: - ReachTest

// Why a failed test proves the label scores below the threshold
// ===============================================================
//
// What an alignment loses
// -----------------------
// fzf's score of an alignment of m characters is at most 26m + 10, less its losses:
// - 2 × (10 − b) for a first character of bonus b;
// - at least 10 − max(b, 4) for each later character, until one that can have a bonus in this
//   label;
// - at least 1 per character skipped between the first and the last match.
//
// Why the anchor is enough
// ------------------------
// With a threshold above 26(m − 1), no alignment that leaves out the first rows reaches it (fzf's
// "v2" can restart a row at 0). So every alignment that reaches it covers the whole term, anchor
// included, within a span of at most m + slack characters, where slack is the maximum less the
// threshold, less the losses. Looking at the spans around the anchor's occurrences therefore
// finds every such alignment.

/// Whether a label could score at least a threshold for one fuzzy term, found by looking only
/// around the occurrences of one of the term's characters (the anchor, the rarest).
///
/// A search for the best few matches skips the labels that fail it without scoring them (see
/// ``FuzzyMatcher/best(_:for:)``). A test that passes proves nothing; one that fails proves the
/// label scores below the threshold (why: the comment above).
///
/// O(occurrences of the anchor × (m + slack)).
struct ReachTest {
    /// The term's characters, as its labels are folded for it.
    let pattern: UnsafeBufferPointer<UInt32>
    /// The anchor's index in the term.
    let anchor: Int
    /// The mask bit of each character of the term (for the characters a label has with a bonus).
    let characterBits: [UInt64]
    /// For each ASCII character, the rows of the term (up to 64) whose character it is, when known
    /// (``PreparedPattern/asciiRows``); read by ``startedRunBound(_:start:end:earliestEnd:bonus:)``.
    var asciiRows: UnsafePointer<UInt64>? = nil

    /// Whether `text` could score at least `threshold`; `boundaryMask` is the label's mask of
    /// characters with a bonus.
    @inline(__always)
    func mayReach<Text: SearchText>(
        _ text: Text, threshold: Int, boundaryMask: UInt64, bonus table: UnsafePointer<Int16>
    ) -> Bool {
        let m = pattern.count
        let maximum = FuzzyScoring.maximumScore(length: m)
        let slack = maximum - threshold
        guard slack >= 0 else { return false }
        guard threshold > FuzzyScoring.maximumScore(length: m - 1) - Int(FuzzyScoring.boundaryAfterWhitespace) else {
            return true
        }
        let plainCharacters = plainCharacterCount(boundaryMask: boundaryMask)
        func loss(firstBonus bonus: Int) -> Int { self.loss(firstBonus: bonus, plainCharacters: plainCharacters) }
        let bestLoss = loss(firstBonus: Int(FuzzyScoring.boundaryAfterWhitespace))
        guard bestLoss <= slack else { return false }
        let n = text.count
        let widest = m + slack - bestLoss  // the widest span allowed
        var position = anchor - 1
        while true {
            position = text.firstOffset(of: pattern[anchor], from: position + 1)
            guard position < n - (m - 1 - anchor) else { return false }
            // The earliest end after the anchor, within the widest span.
            let latestEnd = position - anchor + widest - 1
            var end = position
            var index = anchor + 1
            while index < m {
                end = text.firstOffset(of: pattern[index], from: end + 1, before: latestEnd + 1)
                if end > latestEnd { break }
                index += 1
            }
            if index < m && latestEnd + 1 >= n { return false }  // later anchors end later still
            if index < m { continue }
            // The latest start before the anchor; then earlier starts while the span allows.
            let earliestStart = max(end - widest + 1, 0)
            var start = position
            index = anchor - 1
            while index >= 0 {
                start = text.lastOffset(of: pattern[index], from: earliestStart, before: start)
                if start < 0 { break }
                index -= 1
            }
            guard index < 0 else { continue }
            while start >= 0 {
                let lost = loss(firstBonus: Int(text.bonus(start, table: table)))
                if end - start + 1 - m + lost <= slack {
                    // The span allows it: bound every alignment through this anchor's place.
                    let window = max(position - widest + 1, 0)..<min(position + widest, n)
                    // A window of most of a short label costs about what scoring the label does,
                    // which the caller does when this passes (a long label that passes at the
                    // maximum can be taken to score it unscored: see `FuzzyMatcher.best`).
                    if n < FuzzyMatcher.longLabel && 4 * window.count >= 3 * n { return true }
                    if windowBound(text, window: window, bonus: table) >= threshold { return true }
                    break
                }
                start = text.lastOffset(of: pattern[0], from: earliestStart, before: start)
            }
        }
    }

    /// The number of the term's characters after its first, before the first that can have a bonus
    /// in a label with this mask of characters with a bonus: each loses at least 10 - max(b, 4).
    @inline(__always)
    func plainCharacterCount(boundaryMask: UInt64) -> Int {
        var count = 0
        while count + 1 < pattern.count && boundaryMask & characterBits[count + 1] == 0 { count += 1 }
        return count
    }

    /// The least an alignment whose first character has the bonus `bonus` loses from the maximum:
    /// twice 10 - b for the first character, 10 - max(b, 4) for each of `plainCharacters` after it.
    @inline(__always)
    func loss(firstBonus bonus: Int, plainCharacters: Int) -> Int {
        2 * (Int(FuzzyScoring.boundaryAfterWhitespace) - bonus)
            + plainCharacters * (Int(FuzzyScoring.boundaryAfterWhitespace) - max(bonus, Int(FuzzyScoring.consecutive)))
    }
}

// MARK: - ScoreBound

// Why the bound is never below a score
// ====================================
//
// What a matched character of a term can score (fzf's scoring):
// - 16, plus its bonus where the label has one for it: at most 10 after white space, or 9 at any
//   other word start or hump; twice for the term's first character. In a label without white
//   space only its first character has the 10 of a word after white space, and only the term's
//   first character can be matched there (the others are matched after it).
// - Inside a run of consecutive matches that started with a bonus: the run's bonus (then the run's
//   first two characters are a pair the label has where a bonus is).
// - Inside a run that did not: its own bonus after the character before it, or 4.
// - A run's first character without a bonus: 0.
//
// What a gap between runs costs: at least 3.
//
// Every kind of term
// ------------------
// Fuzzy, greedy, exact, prefix and suffix terms score at most the best total of these choices. An
// equal term scores its maximum, and a term at word boundaries at most its own
// (`FuzzyScoring.maximumScore(of:length:)`).

/// The best score a term could have in a label, known from the label's masks alone (without
/// reading it), so that a search for the best few matches can skip labels that cannot rank among
/// them (see ``FuzzyMatcher/best(_:for:)``).
///
/// The bound is the best total of what each matched character and gap can score; why it holds is
/// in the comment above.
///
/// The label's features (which of the term's characters it has with a bonus, which pairs, which can
/// follow white space) form a key of 3m - 1 bits; with `memoizes`, each key's bound is computed once.
///
/// Its storage is its owner's to free (``deallocate()``), so that reading a bound retains nothing.
struct ScoreBound {
    private let isInverse: Bool
    private let maximum: Int?
    private let count: Int
    /// The index of each character's mask bit.
    private let characterShifts: UnsafeMutablePointer<UInt64>
    /// The index of the bit of each pair of neighbouring characters (``SearchIndex/pairBit(_:_:)``).
    private let pairShifts: UnsafeMutablePointer<UInt64>
    /// The highest bonus each character can have right after the one before it.
    private let adjacentBonuses: UnsafeMutablePointer<Int>
    /// Bounds by key, plus one (0: not computed yet), for keys of up to `memoKeyBits` bits.
    private let memo: UnsafeMutablePointer<Int16>?
    private static let memoKeyBits = 18

    init(_ term: SearchQuery.Term, memoizes: Bool) {
        isInverse = term.isInverse
        let characters = term.pattern
        count = characters.count
        switch term.kind {
        case .equal, .exactBoundary: maximum = FuzzyScoring.maximumScore(of: term.kind, length: characters.count)
        default: maximum = nil
        }
        let bits = characters.map(SearchCharacters.maskBit)
        let shifts = bits.map { UInt64($0.trailingZeroBitCount) }
        characterShifts = .allocate(capacity: max(shifts.count, 1))
        characterShifts.initialize(from: shifts, count: shifts.count)
        let pairs = zip(bits, bits.dropFirst()).map {
            UInt64(SearchIndex.pairBit($0.trailingZeroBitCount, $1.trailingZeroBitCount).trailingZeroBitCount)
        }
        pairShifts = .allocate(capacity: max(pairs.count, 1))
        pairShifts.initialize(from: pairs, count: pairs.count)
        let folds = !term.isCaseSensitive || term.normalizes
        let adjacent = [0] + zip(characters, characters.dropFirst()).map { Self.adjacentBonus($0, $1, folded: folds) }
        adjacentBonuses = .allocate(capacity: adjacent.count)
        adjacentBonuses.initialize(from: adjacent, count: adjacent.count)
        let keyBits = 3 * characters.count - 1
        if memoizes && !isInverse && maximum == nil && count > 0 && count <= 64 && keyBits <= Self.memoKeyBits {
            memo = .allocate(capacity: 1 << keyBits)
            memo!.initialize(repeating: 0, count: 1 << keyBits)
        } else {
            memo = nil
        }
    }

    /// Frees the storage (once, by the owner).
    func deallocate() {
        characterShifts.deallocate()
        pairShifts.deallocate()
        adjacentBonuses.deallocate()
        memo?.deallocate()
    }

    /// The bound for a label: `boundaryMask`, the characters it has with a bonus; `pairs`, the pairs
    /// that start there; `wordStarts`, the characters that can have the bonus of a word after white
    /// space: every bit for a label with white space, else its first character's bit (then only the
    /// term's first character can have that bonus). O(m), or O(m) bit tests and one look-up when
    /// memoized.
    @inline(__always)
    func value(boundaryMask: UInt64, pairs: UInt64, wordStarts: UInt64) -> Int {
        if isInverse { return 0 }
        if let maximum { return maximum }
        guard count <= 64 else { return FuzzyScoring.maximumScore(length: count) }
        // Without branches: which bits a label has varies from label to label, unpredictably.
        var withBonus: UInt64 = 0
        var afterWhitespace: UInt64 = 0
        var withPair: UInt64 = 0
        for index in 0..<count {
            let shift = characterShifts[index]
            withBonus |= (boundaryMask &>> shift & 1) &<< UInt64(index)
            afterWhitespace |= (wordStarts &>> shift & 1) &<< UInt64(index)
        }
        for index in 0..<max(count - 1, 0) { withPair |= (pairs &>> pairShifts[index] & 1) &<< UInt64(index) }
        afterWhitespace &= withBonus & (wordStarts == ~0 ? ~0 : 1)
        guard let memo else {
            return compute(withBonus: withBonus, withPair: withPair, afterWhitespace: afterWhitespace)
        }
        let m = UInt64(count)
        let key = Int(withBonus | withPair &<< m | afterWhitespace &<< (2 * m - 1))
        if memo[key] == 0 {
            memo[key] = Int16(compute(withBonus: withBonus, withPair: withPair, afterWhitespace: afterWhitespace) + 1)
        }
        return Int(memo[key]) - 1
    }

    /// The best total over the choices (see the type's description), by dynamic programming over the
    /// term's characters: the best totals whose last character starts a run with a bonus, continues
    /// one, or is in a run without.
    private func compute(withBonus: UInt64, withPair: UInt64, afterWhitespace: UInt64) -> Int {
        let none = Int.min / 4
        let match = FuzzyScoring.match
        var startsRun = none
        var continuesRun = none
        var plain = none
        var runBonus = 0  // the highest bonus a run with a bonus can have started with so far
        for index in 0..<count {
            let bit = UInt64(1) << UInt64(index)
            let hasBonus = withBonus & bit != 0
            let high = Int(
                afterWhitespace & bit != 0 ? FuzzyScoring.boundaryAfterWhitespace : FuzzyScoring.boundaryAfterDelimiter)
            let level = hasBonus ? high : 0
            if index == 0 {
                startsRun = hasBonus ? match + high * FuzzyScoring.firstCharacterMultiplier : none
                plain = match
                runBonus = level
                continue
            }
            let best = max(startsRun, continuesRun, plain)
            let afterGap = best + FuzzyScoring.gapStart
            let adjacent = adjacentBonuses[index]
            let inherited = max(withPair & (bit >> 1) != 0 ? startsRun : none, continuesRun)
            startsRun =
                hasBonus ? max(afterGap, adjacent >= Int(FuzzyScoring.boundary) ? best : none) + match + high : none
            continuesRun = inherited > none ? inherited + match + max(runBonus, level) : none
            plain = max(plain + match + max(Int(FuzzyScoring.consecutive), min(level, adjacent)), afterGap + match)
            runBonus = max(runBonus, level)
        }
        return max(startsRun, continuesRun, plain)
    }

    /// The highest bonus a label character matching `second` can have right after one matching
    /// `first`: by their classes, where a letter may also be of the other case or of no case when the
    /// term folds (ignores case or folds to base letters).
    private static func adjacentBonus(_ first: UInt32, _ second: UInt32, folded: Bool) -> Int {
        func classes(_ character: UInt32) -> [UInt8] {
            let characterClass = SearchCharacters.characterClass(character)
            let letters: [FuzzyScoring.CharacterClass] = [.lower, .upper, .letter]
            if folded && letters.map(\.rawValue).contains(characterClass) { return letters.map(\.rawValue) }
            return [characterClass]
        }
        var best: Int16 = 0
        for previous in classes(first) {
            for current in classes(second) {
                best = max(best, FuzzyScoring.bonusTable[Int(previous) * 7 + Int(current)])
            }
        }
        return Int(best)
    }
}

// MARK: - SearchCharacters

/// Characters as fzf 0.74.5 sees them when it matches (so that our results are fzf's): the class of
/// a character (which decides bonuses), its lower case, its ASCII base (a Latin letter's base letter,
/// a fullwidth form's ASCII character), and the bit it sets in a label's mask. The data is Unicode
/// 17.0's, as in the Go release fzf 0.74.5 is built with (`SearchCharacterTable.swift`, generated by
/// `Scripts/generate-search-characters.py`).
///
/// Every look-up is O(1) for ASCII and the Basic Multilingual Plane (one table read), O(log r) for
/// the rare characters beyond it.
enum SearchCharacters {
    /// The range of Latin characters fzf folds to a base letter (listed in the generated table).
    static let latinRange: ClosedRange<UInt32> = 0x00C0...0x2184
    /// The fullwidth forms of the ASCII characters from `!` to `~`, which fzf folds to them.
    static let fullwidthRange: ClosedRange<UInt32> = 0xFF01...0xFF5E
    /// The distance from a fullwidth form down to its ASCII character.
    static let fullwidthOffset: UInt32 = 0xFEE0
    /// The halfwidth ideographic full stop, which fzf folds to `.`.
    static let halfwidthFullStop: UInt32 = 0xFF61

    /// Per BMP character: its lower case (bits 0–15), its class (bits 16–18) and its mask bit
    /// (bits 19–24).
    private static let bmp: [UInt32] = {
        // Filled from the runs and ranges, not character by character.
        var lower = (0..<0x10000).map { UInt32($0) }
        for value in 0x41...0x5A { lower[value] = UInt32(value) | 0x20 }
        for range in tables.lowerRanges where range.first < 0x10000 {
            for value in stride(from: range.first, through: min(range.last, 0xFFFF), by: Int(range.stride)) {
                lower[Int(value)] = UInt32(Int32(bitPattern: value) &+ range.delta)
            }
        }
        var table = [UInt32](repeating: 0, count: 0x10000)
        for value in 0..<0x80 { table[value] = UInt32(FuzzyScoring.asciiClasses[value]) << 16 }
        let starts = tables.classStarts
        for (index, start) in starts.enumerated() where start < 0x10000 {
            let end = index + 1 < starts.count ? min(starts[index + 1], 0x10000) : 0x10000
            let characterClass = UInt32(tables.classes[index]) << 16
            for value in Int(start)..<Int(end) { table[value] = characterClass }
        }
        let bases = tables.latinBases
        func base(_ value: UInt32) -> UInt32 { baseCharacter(value, latinBases: bases) }
        for value in 0..<0x10000 {
            table[value] |= lower[value] | UInt32(maskBitIndex(ofKey: base(lower[value]))) << 19
        }
        for (value, key) in tables.keyExceptions where value < 0x10000 {
            table[Int(value)] = table[Int(value)] & ~(63 << 19) | UInt32(maskBitIndex(ofKey: key)) << 19
        }
        return table
    }()

    /// What indexing needs of a character, in one word (see ``indexEntry(_:)``), for the BMP.
    private static let bmpIndexEntries: [UInt64] = {
        let bmp = SearchCharacters.bmp
        let bases = tables.latinBases
        return (0..<0x10000).map { value in
            let entry = bmp[value]
            let characterClass = UInt64(entry >> 16 & 7)
            let lower = entry & 0xFFFF
            let isUpper = characterClass == UInt64(FuzzyScoring.CharacterClass.upper.rawValue)
            let folded = baseCharacter(isUpper ? lower : UInt32(value), latinBases: bases)
            return makeIndexEntry(
                folded: folded, characterClass: characterClass, maskBitIndex: UInt64(entry >> 19 & 63),
                lowersAnyway: !isUpper && lower != UInt32(value))
        }
    }()

    /// What indexing needs of a character, in one word: the index's folded word (the folded form:
    /// lowered when upper case, then its base letter, bits 0–20; its class, 24–26), its mask bit's
    /// index (32–37), whether it lowers although it is not upper case (``lowersAnywayBit``), whether
    /// it is white space (``whitespaceBit``), its folded byte (bits 40–47: the folded form when
    /// ASCII, else 0x80), and the mask bit index of its folded form (bits 48–53).
    @inline(__always)
    static func indexEntry(_ scalar: UInt32, table: UnsafePointer<UInt64>) -> UInt64 {
        scalar < 0x10000 ? table[Int(scalar)] : computeIndexEntry(scalar)
    }

    /// Runs `body` with the BMP's index entries in place (for ``indexEntry(_:table:)``); unless
    /// `needed`, with none (for ASCII labels, which do not look characters up).
    static func withIndexEntries<Result>(
        needed: Bool = true, _ body: (UnsafePointer<UInt64>) throws -> Result
    ) rethrows -> Result {
        guard needed else { return try body(UnsafePointer(bitPattern: 8)!) }
        return try bmpIndexEntries.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    private static func computeIndexEntry(_ scalar: UInt32) -> UInt64 {
        let characterClass = self.characterClass(scalar)
        let lower = lowercased(scalar)
        let isUpper = characterClass == FuzzyScoring.CharacterClass.upper.rawValue
        let folded = baseLetter(isUpper ? lower : scalar)
        return makeIndexEntry(
            folded: folded, characterClass: UInt64(characterClass),
            maskBitIndex: UInt64(maskBit(scalar).trailingZeroBitCount), lowersAnyway: !isUpper && lower != scalar)
    }

    static let lowersAnywayBit: UInt64 = 1 << 38
    /// Where an index entry keeps the mask bit index of the character's folded form (what the
    /// bounds of ``SearchIndex/prepareBounds()`` read).
    static let foldedMaskBitShift: UInt64 = 48
    static let whitespaceBit: UInt64 = 1 << 39

    private static func makeIndexEntry(folded: UInt32, characterClass: UInt64, maskBitIndex: UInt64, lowersAnyway: Bool)
        -> UInt64
    {
        UInt64(folded) | characterClass << 24 | maskBitIndex << 32 | (lowersAnyway ? lowersAnywayBit : 0)
            | (characterClass == UInt64(FuzzyScoring.CharacterClass.whitespace.rawValue) ? whitespaceBit : 0)
            | UInt64(folded < 0x80 ? folded : 0x80) << 40
            | UInt64(maskBit(folded & 0x1F_FFFF).trailingZeroBitCount) << foldedMaskBitShift
    }

    /// The decoded generated data: every look-up beyond the BMP goes here.
    private static let tables = Tables()

    /// The class of a character (`FuzzyScoring.CharacterClass` raw value).
    @inline(__always)
    static func characterClass(_ scalar: UInt32) -> UInt8 {
        if scalar < 0x80 { return FuzzyScoring.asciiClasses[Int(scalar)] }
        if scalar < 0x10000 { return UInt8(truncatingIfNeeded: bmp[Int(scalar)] >> 16 & 7) }
        return tables.characterClass(scalar)
    }

    /// Go's `unicode.To(unicode.LowerCase, r)`: the simple lower-case mapping, or the character.
    @inline(__always)
    static func lowercased(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return asciiLowercase(scalar) }
        if scalar < 0x10000 { return bmp[Int(scalar)] & 0xFFFF }
        return tables.lowercase(scalar)
    }

    /// For each character of the BMP, the other characters of the BMP whose lower case
    /// (``lowercased(_:)``) it is: "É" for "é"; "K" and the Kelvin sign for "k". Made once.
    static let lowercasePreimages: [UInt16: [UInt16]] = {
        var preimages: [UInt16: [UInt16]] = [:]
        for value in 0..<0x10000 {
            let lower = bmp[value] & 0xFFFF
            if lower != UInt32(value) { preimages[UInt16(lower), default: []].append(UInt16(value)) }
        }
        return preimages
    }()

    /// fzf's `normalizeRune`: the base letter of a Latin letter with a diacritic (or a ligature,
    /// small capital…), the ASCII character of a fullwidth form, else the character.
    @inline(__always)
    static func baseLetter(_ scalar: UInt32) -> UInt32 {
        guard scalar >= latinRange.lowerBound else { return scalar }
        return baseCharacter(scalar, latinBases: tables.latinBases)
    }

    /// ``baseLetter(_:)`` with the Latin table given.
    private static func baseCharacter(_ scalar: UInt32, latinBases: [UInt8]) -> UInt32 {
        if latinRange.contains(scalar) {
            let base = latinBases[Int(scalar - latinRange.lowerBound)]
            return base == 0 ? scalar : UInt32(base)
        }
        if fullwidthRange.contains(scalar) { return scalar - fullwidthOffset }
        return scalar == halfwidthFullStop ? UInt32(UInt8(ascii: ".")) : scalar
    }

    /// The bit a character sets in a label's mask (see ``maskBitIndex(ofKey:)``); characters that
    /// can compare equal in any form of comparison (lowered, folded) share it.
    @inline(__always)
    static func maskBit(_ scalar: UInt32) -> UInt64 {
        if scalar < 0x80 { return asciiMaskBits[Int(scalar)] }
        if scalar < 0x10000 { return 1 << UInt64(bmp[Int(scalar)] >> 19 & 63) }
        return 1 << UInt64(maskBitIndex(ofKey: tables.maskKey(scalar)))
    }

    /// The mask bits of ASCII characters.
    static let asciiMaskBits: [UInt64] = (0..<128).map { 1 << UInt64(maskBitIndex(ofKey: asciiLowercase(UInt32($0)))) }

    /// The mask bit of a key: a–z 0–25, digits 26–35, other ASCII 36–39, anything else 40–63.
    private static func maskBitIndex(ofKey key: UInt32) -> Int {
        switch key {
        case 0x61...0x7A: return Int(key - 0x61)
        case 0x30...0x39: return 26 + Int(key - 0x30)
        case 0..<0x80: return 36 + Int(key % 4)
        default: return 40 + Int(key % 24)
        }
    }

    @inline(__always)
    static func asciiLowercase(_ scalar: UInt32) -> UInt32 {
        scalar >= 0x41 && scalar <= 0x5A ? scalar | 0x20 : scalar
    }

    /// The generated data, decoded once.
    private struct Tables: Sendable {
        /// The first character of each run of one class, and the class.
        let classStarts: [UInt32]
        let classes: [UInt8]
        /// Ranges of the lower-case mapping.
        let lowerRanges: [(first: UInt32, last: UInt32, delta: Int32, stride: UInt32)]
        /// fzf's base letters from U+00C0 on (0: none).
        let latinBases: [UInt8]
        /// Mask keys that are not the folded lower case.
        let keyExceptions: [UInt32: UInt32]

        init() {
            func hex(_ bytes: ArraySlice<UInt8>) -> UInt32 {
                bytes.reduce(0) { $0 << 4 | UInt32($1 <= 0x39 ? $1 - 0x30 : $1 - 0x37) }
            }
            let runs = Array(SearchCharacters.classRuns.utf8.filter { $0 != 0x0A })
            var starts: [UInt32] = []
            var classes: [UInt8] = []
            for offset in stride(from: 0, to: runs.count, by: 7) {
                starts.append(hex(runs[offset..<offset + 6]))
                classes.append(runs[offset + 6] - 0x30)
            }
            classStarts = starts
            self.classes = classes
            let lower = Array(SearchCharacters.lowercaseRanges.utf8.filter { $0 != 0x0A })
            lowerRanges = stride(from: 0, to: lower.count, by: 19).map { offset in
                let magnitude = Int32(hex(lower[offset + 13..<offset + 18]))
                return (
                    hex(lower[offset..<offset + 6]), hex(lower[offset + 6..<offset + 12]),
                    lower[offset + 12] == UInt8(ascii: "-") ? -magnitude : magnitude,
                    hex(lower[offset + 18...offset + 18])
                )
            }
            latinBases = SearchCharacters.latinBaseLetters.utf8.filter { $0 != 0x0A }.map {
                $0 == UInt8(ascii: ".") ? 0 : $0
            }
            let exceptions = Array(SearchCharacters.maskKeyExceptions.utf8)
            var keys: [UInt32: UInt32] = [:]
            for offset in stride(from: 0, to: exceptions.count, by: 12) {
                keys[hex(exceptions[offset..<offset + 6])] = hex(exceptions[offset + 6..<offset + 12])
            }
            keyExceptions = keys
        }

        func characterClass(_ scalar: UInt32) -> UInt8 {
            if scalar < 0x80 { return FuzzyScoring.asciiClasses[Int(scalar)] }
            // The last run starting at or before the scalar.
            var low = 0
            var high = classStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if classStarts[middle] <= scalar { low = middle } else { high = middle }
            }
            return classes[low]
        }

        func lowercase(_ scalar: UInt32) -> UInt32 {
            var low = 0
            var high = lowerRanges.count
            while low < high {
                let middle = (low + high) / 2
                if lowerRanges[middle].last < scalar { low = middle + 1 } else { high = middle }
            }
            guard low < lowerRanges.count else { return scalar }
            let range = lowerRanges[low]
            guard scalar >= range.first, (scalar - range.first) % range.stride == 0 else { return scalar }
            return UInt32(Int32(bitPattern: scalar) &+ range.delta)
        }

        func maskKey(_ scalar: UInt32) -> UInt32 {
            if let key = keyExceptions[scalar] { return key }
            let lower = scalar < 0x80 ? SearchCharacters.asciiLowercase(scalar) : lowercase(scalar)
            return SearchCharacters.baseCharacter(lower, latinBases: latinBases)
        }
    }
}

// MARK: - SearchIndex

/// The labels of a list prepared once for search, and appendable.
///
/// How a label is stored:
/// - An ASCII label is kept as its bytes, one after the other.
/// - Another label is kept as its characters, each twice: as it is (16 bits), and folded the way
///   most queries compare it (lowered if upper case, then reduced to its Latin base letter) as one
///   byte when that is ASCII, for scans of eight at a time.
/// - A label with characters beyond the BMP also keeps its characters whole, and folded, aside
///   (`wideCharacters`).
/// - Per label: where it starts, its length and flags (packed in one word), and a mask of the
///   characters it contains (one instruction rejects most labels that lack a query character).
///
/// What is made later, by the first search that needs it, not by building:
/// - The folded bytes serve only terms of ASCII characters: the first search with such a term makes
///   them (`prepareFoldedBytes()`); searches of the labels that do not have them yet read their
///   characters instead. Building makes them when long labels (``longBoundLengths``) hold most of
///   the characters appended, as it does their bounds (below).
/// - For the searches of the best few matches, two more masks bound what a query can score without
///   reading the label (the characters it has where a bonus is, a word start or a hump, and the
///   pairs of characters that start there): `prepareBounds()`. Building makes them for the labels of
///   ``longBoundLengths`` (and their ``WordStartIndex``), so that the first search of a list of long
///   labels does not read its millions of characters; short labels' bounds wait for the first search (a few
///   milliseconds for 100,000), so that building a list of a million short labels does not pay them.
/// - The folded form and the class of a character are not stored: they are read from the character
///   through the table of ``SearchCharacters/indexEntry(_:table:)`` (see ``IndexReader``).
///
/// Memory: 32 bytes per label, plus one byte per character of an ASCII label, or two per character
/// of another, and a third once its folded bytes are made (eleven for a label with characters beyond
/// the BMP); a long label adds four bytes per character with a bonus and a bit per character (its
/// ``WordStartIndex``), and some 300 bytes. Building and appending are O(characters).
struct SearchIndex: Sendable {
    /// The ASCII labels' bytes, followed by eight zero bytes so that scans can read eight at a time.
    private(set) var bytes: [UInt8] = Array(repeating: 0, count: 8)
    /// Per non-ASCII character: the scalar's low 16 bits (the scalar, in the BMP; see
    /// `wideCharacters`).
    private(set) var raw: [UInt16] = []
    /// Per non-ASCII character, for those so far prepared (`prepareFoldedBytes()`): its folded form
    /// (lowered when upper case, then folded to its base letter) as one byte when it is ASCII, else
    /// 0x80; followed by eight bytes of padding, so that scans can read eight at a time.
    private(set) var foldedBytes: [UInt8] = Array(repeating: 0, count: 8)
    /// The labels that have characters beyond the BMP, one after the other: each one's scalars, then
    /// its folded words (the low 32 bits of ``SearchCharacters/indexEntry(_:table:)``).
    private(set) var wideCharacters: [UInt32] = []
    /// Where each label with characters beyond the BMP starts in `wideCharacters`, by label.
    private(set) var wideStarts: [Int: Int] = [:]
    /// Per label: where it starts, in `bytes` (ASCII) or in `raw` (bits 0–35), its flags (36–39),
    /// the mask bit index of its first character (40–45, written by `prepareBounds()`, so that a
    /// score's bound never reads the label's text) and its length in characters (46–63; all ones:
    /// see `longLengths`).
    private(set) var locations: [UInt64] = []
    /// The lengths of labels of 262,143 characters or more, by label.
    private(set) var longLengths: [Int: Int] = [:]
    /// The mask of each label's characters (``SearchCharacters/maskBit(_:)``).
    private(set) var masks: [UInt64] = []
    /// The mask of the characters each label has at a place with a bonus (a word start, a hump), for
    /// the labels so far prepared (`prepareBounds()`).
    private(set) var boundaryMasks: [UInt64] = []
    /// The pairs of characters (``pairBit(_:_:)``) whose first has a bonus, per prepared label.
    private(set) var boundaryPairs: [UInt64] = []
    /// Where each long label's characters have a bonus, by character: made when the label is
    /// appended (`prepareLongBounds(_:)`).
    private(set) var wordStarts = WordStartIndex()
    /// The bounds of the labels of ``longBoundLengths``, made when they are appended (see
    /// `prepareLongBounds(_:)`), which ``prepareBounds()`` copies rather than reading the labels
    /// again.
    private var longBounds: [Int: BoundsAccumulator] = [:]
    /// The lengths of the labels whose bounds building makes: long enough that a list of them has
    /// few labels, many characters each.
    static let longBoundLengths = WordStartIndex.lengths.lowerBound...
    /// The longest label, in characters.
    private(set) var maximumLength = 0
    /// Whether appending makes the bounds (and folded bytes) of long labels at once (see
    /// ``longBoundLengths``): not for an index that ranks every match and is dropped
    /// (``FuzzyMatcher/PartialRanking``), which never reads them; ``prepareBounds()`` makes them
    /// then.
    var preparesLongLabels = true

    /// The label is ASCII (kept in `bytes`).
    static let asciiFlag: UInt8 = 1
    /// The label has a character that is not upper case but lowers to another one (a title-case
    /// letter, a Roman numeral, a circled letter): fzf's "v2" keeps it, other algorithms lower it.
    static let loweringFlag: UInt8 = 2
    /// The label has white space (else its trimmed length is its length, and only its first
    /// character can have the bonus of a word after white space).
    static let whitespaceFlag: UInt8 = 4
    /// The label has characters beyond the BMP (whole in `wideCharacters`).
    static let wideFlag: UInt8 = 8
    static let firstCharacterShift: UInt64 = 40

    /// A label's flags (``asciiFlag`` and the others), read from its entry of `locations`.
    @inline(__always) static func flags(ofLocation location: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: location >> 36) & 0xF
    }

    /// The mask bit index of a label's first character, read from its entry of `locations` (once
    /// its bounds are prepared).
    @inline(__always) static func firstCharacterBitIndex(ofLocation location: UInt64) -> Int {
        Int(truncatingIfNeeded: location >> firstCharacterShift & 0x3F)
    }
    static let lengthShift: UInt64 = 46
    static let longLength = 0x3_FFFF

    init() {}

    /// Indexes labels. O(total characters).
    init(labels: some Collection<String>) {
        append(contentsOf: labels)
    }

    /// The number of labels.
    var count: Int { masks.count }

    /// The bytes the index adds per label beyond the characters themselves.
    static let overheadPerLabel = 4 * MemoryLayout<UInt64>.stride

    /// The bytes the index adds beyond the labels' characters.
    var overheadBytes: Int { count * Self.overheadPerLabel }

    /// The bit of a pair of characters, by their mask bits' indices.
    @inline(__always)
    static func pairBit(_ first: Int, _ second: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: first &* 7 &+ second)
    }

    /// Adds labels after the others; their indices continue from `count`. O(their characters).
    ///
    /// Two passes: one sorts the labels' bytes into ASCII labels' and others' to size every array at
    /// once; the other writes each label in place.
    mutating func append(contentsOf labels: some Collection<String>) {
        // Read in place (borrowed, not retained one by one) when the collection allows.
        if labels.withContiguousStorageIfAvailable({ append(buffer: $0) }) == nil {
            Array(labels).withUnsafeBufferPointer { append(buffer: $0) }
        }
    }

    private mutating func append(buffer labels: UnsafeBufferPointer<String>) {
        append(count: labels.count) { index, body in Self.withUTF8(labels[index], body) }
    }

    /// Adds labels kept as UTF-8 (from `first` on), without making a string of each. O(their
    /// characters).
    mutating func append(_ labels: LabelStore, from first: Int = 0) {
        append(count: labels.count - first) { index, body in labels.withUTF8(first + index, body) }
    }

    /// Adds some of the labels kept as UTF-8: those at `positions`, in that order. O(their
    /// characters).
    mutating func append(_ labels: LabelStore, at positions: ArraySlice<Int32>) {
        append(count: positions.count) { index, body in
            labels.withUTF8(Int(positions[positions.startIndex + index]), body)
        }
    }

    /// Adds the labels at `0..<count` of a source that reads each one's UTF-8 in place.
    private mutating func append(
        count newCount: Int, utf8: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) {
        let labels = 0..<newCount
        var asciiBytes = 0
        var otherCharacters = 0
        var isASCII = [Bool](repeating: false, count: labels.count)
        isASCII.withUnsafeMutableBufferPointer { isASCII in
            for index in labels.indices {
                utf8(index) { utf8 in
                    let characters = Self.characterCount(utf8)
                    isASCII[index] = characters.isASCII
                    if characters.isASCII { asciiBytes += utf8.count } else { otherCharacters += characters.count }
                }
            }
        }
        let first = count
        let labelCount = labels.count
        // The padding of `bytes` is overwritten, then restored after them.
        let byteStart = bytes.count - 8
        let otherStart = raw.count
        if first == 0 {
            // A new index: its arrays made at their size and written once (not zeroed first).
            locations = .toBeWritten(count: labelCount)
            masks = .toBeWritten(count: labelCount)
            bytes = .toBeWritten(count: asciiBytes, padding: 8)
            raw = .toBeWritten(count: otherCharacters)
        } else {
            reserveToAppend(labels: labelCount, asciiBytes: asciiBytes, otherCharacters: otherCharacters)
            locations.append(contentsOf: repeatElement(0, count: labelCount))
            masks.append(contentsOf: repeatElement(0, count: labelCount))
            bytes.append(contentsOf: repeatElement(0, count: asciiBytes))
            raw.append(contentsOf: repeatElement(0, count: otherCharacters))
        }
        var writer = Writer(label: first, byte: byteStart, character: otherStart)
        withWritableStorage { storage in
            SearchCharacters.withIndexEntries(needed: otherCharacters > 0) { entries in
                Self.asciiTable.withUnsafeBufferPointer { asciiTable in
                    for index in labels.indices {
                        utf8(index) { utf8 in
                            if isASCII[index] {
                                writer.appendASCII(utf8, to: storage, table: asciiTable.baseAddress!)
                            } else {
                                writer.appendUnicode(utf8, to: storage, entries: entries)
                            }
                        }
                    }
                }
            }
        }
        for (label, length) in writer.longLengths { longLengths[label] = length }
        for (label, characters) in writer.wideLabels {
            wideStarts[label] = wideCharacters.count
            wideCharacters += characters
        }
        maximumLength = max(maximumLength, writer.maximumLength)
        guard preparesLongLabels else { return }
        prepareLongBounds(writer.longLabels)
        // Long labels' folded bytes too, when they are most of the characters appended and the
        // labels before have theirs.
        if otherCharacters > 0, writer.longCharacters * 2 >= otherCharacters, foldedBytes.count - 8 == otherStart {
            prepareFoldedBytes()
        }
    }

    /// Makes the masks of characters with a bonus and of the pairs starting there for the labels that
    /// do not have them yet (see ``boundaryMasks``). O(their characters), less the long labels', which
    /// building made (``longBounds``).
    mutating func prepareBounds() {
        let first = boundaryMasks.count
        guard first < count else { return }
        if !preparesLongLabels {
            prepareLongBounds((first..<count).filter { length(of: $0) >= Self.longBoundLengths.lowerBound })
        }
        // Written in place, label by label (an append checks the array's uniqueness each time).
        var newMasks = [UInt64](repeating: 0, count: count - first)
        var newPairs = [UInt64](repeating: 0, count: count - first)
        var firstCharacters = [UInt8](repeating: 0, count: count - first)
        withReader { reader in
            Self.boundEntries.withUnsafeBufferPointer { boundEntries in
                newMasks.withUnsafeMutableBufferPointer { masks in
                    newPairs.withUnsafeMutableBufferPointer { pairs in
                        firstCharacters.withUnsafeMutableBufferPointer { firstCharacters in
                            for label in first..<reader.count {
                                let bounds: BoundsAccumulator
                                if let long = longBounds[label] {
                                    bounds = long
                                } else if reader.isASCII(label) {
                                    bounds = Self.asciiBounds(
                                        of: label, in: reader, boundEntries: boundEntries.baseAddress!)
                                } else {
                                    var accumulator = BoundsAccumulator()
                                    Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                                        accumulator.add(bitIndex: $0, class: $1)
                                    }
                                    bounds = accumulator
                                }
                                masks[label - first] = bounds.boundaryMask
                                pairs[label - first] = bounds.pairs
                                firstCharacters[label - first] = bounds.firstBitIndex
                            }
                        }
                    }
                }
            }
        }
        boundaryMasks += newMasks
        boundaryPairs += newPairs
        let field = UInt64(0x3F) << Self.firstCharacterShift
        locations.withUnsafeMutableBufferPointer { locations in
            for (offset, bitIndex) in firstCharacters.enumerated() {
                let label = first + offset
                locations[label] = locations[label] & ~field | UInt64(bitIndex) << Self.firstCharacterShift
            }
        }
    }

    /// Makes the bounds of the labels of ``longBoundLengths`` among `labels` (just appended), and
    /// the word start index of those of ``WordStartIndex/lengths``: building pays for them, so that
    /// the first search of a list of long labels does not (each is thousands of characters; short
    /// labels, which are many, wait for ``prepareBounds()``). O(their characters).
    private mutating func prepareLongBounds(_ labels: [Int]) {
        guard !labels.isEmpty else { return }
        var longest = 1
        for label in labels { longest = max(longest, length(of: label)) }
        // Room for a long label's places with a bonus (at most one per character).
        let places = UnsafeMutablePointer<UInt64>.allocate(capacity: min(longest, WordStartIndex.lengths.upperBound))
        defer { places.deallocate() }
        var starts = wordStarts  // written while the reader reads the rest (see below)
        wordStarts = WordStartIndex()
        var made: [(Int, BoundsAccumulator)] = []
        made.reserveCapacity(labels.count)
        withReader { reader in
            Self.boundEntries.withUnsafeBufferPointer { boundEntries in
                for label in labels {
                    if WordStartIndex.lengths.contains(reader.length(label)) {
                        var long = PlacesAccumulator(places: places)
                        Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                            long.add(bitIndex: $0, class: $1)
                        }
                        starts.add(
                            label: label, length: reader.length(label),
                            places: UnsafeBufferPointer(start: places, count: long.count))
                        made.append((label, long.bounds))
                    } else {
                        var bounds = BoundsAccumulator()
                        Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                            bounds.add(bitIndex: $0, class: $1)
                        }
                        made.append((label, bounds))
                    }
                }
            }
        }
        wordStarts = starts
        for (label, bounds) in made { longBounds[label] = bounds }
    }

    /// A label's length in characters.
    private func length(of label: Int) -> Int {
        let stored = Int(truncatingIfNeeded: locations[label] >> Self.lengthShift)
        return stored == Self.longLength ? longLengths[label]! : stored
    }

    /// Calls `body` with each character of a label as the bounds read it: the mask bit index of its
    /// folded form, and its class.
    @inline(__always)
    private static func scanBounds(
        of label: Int, in reader: IndexReader, boundEntries: UnsafePointer<UInt16>, _ body: (UInt64, UInt64) -> Void
    ) {
        let length = reader.length(label)
        if reader.isASCII(label) {
            let bytes = reader.asciiBytes(label)
            for offset in 0..<length {
                let entry = boundEntries[Int(bytes[offset])]
                body(UInt64(entry & 0xFF), UInt64(entry &>> 8))
            }
        } else if reader.isWide(label) {
            reader.forEachFoldedWord(label) { word in
                body(UInt64(SearchCharacters.maskBit(word & 0x1F_FFFF).trailingZeroBitCount), UInt64(word >> 24))
            }
        } else {
            let raw = reader.rawCharacters(label)
            let entries = reader.entries
            for offset in 0..<length {
                let entry = entries[Int(raw[offset])]
                body(entry &>> SearchCharacters.foldedMaskBitShift & 63, entry &>> 24 & 7)
            }
        }
    }

    /// The bounds of an ASCII label, read at its places with a bonus only (``ASCIIBonusPlaces``):
    /// the same as adding each character to a ``BoundsAccumulator``, in a fraction of the time.
    @inline(__always)
    private static func asciiBounds(
        of label: Int, in reader: IndexReader, boundEntries: UnsafePointer<UInt16>
    ) -> BoundsAccumulator {
        var bounds = BoundsAccumulator()
        let length = reader.length(label)
        guard length > 0 else { return bounds }
        let bytes = reader.asciiBytes(label)
        @inline(__always) func bitIndex(_ offset: Int) -> UInt64 { UInt64(boundEntries[Int(bytes[offset])] & 0xFF) }
        bounds.firstBitIndex = UInt8(truncatingIfNeeded: bitIndex(0))
        ASCIIBonusPlaces.forEach(in: bytes, length: length) { offset in
            let bit = bitIndex(offset)
            bounds.boundaryMask |= 1 &<< bit
            // The pair the place starts, when a character follows it (the padding is read otherwise).
            let pair: UInt64 = 1 &<< (bit &* 7 &+ bitIndex(offset &+ 1))
            bounds.pairs |= offset &+ 1 < length ? pair : 0
        }
        return bounds
    }

    /// For an ASCII byte: the mask bit index of its folded form (bits 0–7) and its class (8–15), as
    /// the bounds read them.
    fileprivate static let boundEntries: [UInt16] = (0..<128).map { byte in
        UInt16(SearchCharacters.asciiMaskBits[byte].trailingZeroBitCount) | UInt16(FuzzyScoring.asciiClasses[byte]) << 8
    }

    /// Makes the folded bytes of the characters that do not have them yet (those of the labels
    /// indexed since the last call): what searches with a term of ASCII characters scan. O(those
    /// characters).
    mutating func prepareFoldedBytes() {
        let first = foldedBytes.count - 8
        guard first < raw.count else { return }
        foldedBytes.removeLast(8)
        foldedBytes.reserveToAppend(raw.count - first + 8)
        SearchCharacters.withIndexEntries { entries in
            let start = foldedBytes.count
            foldedBytes.append(contentsOf: repeatElement(0, count: raw.count - first))
            raw.withUnsafeBufferPointer { raw in
                foldedBytes.withUnsafeMutableBufferPointer { folded in
                    let source = raw.baseAddress! + first
                    let target = folded.baseAddress! + start
                    for offset in 0..<(raw.count - first) {
                        target[offset] = UInt8(truncatingIfNeeded: entries[Int(source[offset])] &>> 40)
                    }
                }
            }
            // A character beyond the BMP is kept whole aside: its label's bytes are made from those.
            for (label, wideStart) in wideStarts {
                let start = Int(truncatingIfNeeded: locations[label] & 0xF_FFFF_FFFF)
                guard start >= first else { continue }
                let stored = Int(truncatingIfNeeded: locations[label] >> Self.lengthShift)
                let length = stored == Self.longLength ? longLengths[label]! : stored
                for offset in 0..<length {
                    let entry = SearchCharacters.indexEntry(wideCharacters[wideStart + offset], table: entries)
                    foldedBytes[start + offset] = UInt8(truncatingIfNeeded: entry &>> 40)
                }
            }
        }
        foldedBytes.append(contentsOf: repeatElement(0, count: 8))
    }

    /// The characters of a label with a bonus and the pairs starting there, character by character.
    private struct BoundsAccumulator {
        var boundaryMask: UInt64 = 0
        var pairs: UInt64 = 0
        var previousClass = UInt64(FuzzyScoring.CharacterClass.whitespace.rawValue)
        var previousBitIndex: UInt64 = 0
        var previousHasBonus: UInt64 = 0
        /// The mask bit index of the first character (0 until one is added).
        var firstBitIndex: UInt8 = 0
        var isFirst = true

        /// Adds the next character; returns 1 when it has a bonus, else 0.
        @inline(__always) @discardableResult
        mutating func add(bitIndex: UInt64, class characterClass: UInt64) -> UInt64 {
            if isFirst {
                firstBitIndex = UInt8(truncatingIfNeeded: bitIndex)
                isFirst = false
            }
            let hasBonus = SearchIndex.bonusPairs &>> (previousClass &* 7 &+ characterClass) & 1
            boundaryMask |= (1 &<< bitIndex) & (0 &- hasBonus)
            pairs |= (1 &<< (previousBitIndex &* 7 &+ bitIndex)) & (0 &- previousHasBonus)
            previousClass = characterClass
            previousBitIndex = bitIndex
            previousHasBonus = hasBonus
            return hasBonus
        }
    }

    /// The characters of a long label with a bonus and the pairs starting there, and its places
    /// with a bonus (each `bitIndex << 32 | offset`, for ``WordStartIndex``), character by character.
    private struct PlacesAccumulator {
        var bounds = BoundsAccumulator()
        /// Room for one place per character.
        let places: UnsafeMutablePointer<UInt64>
        var count = 0
        var offset: UInt64 = 0

        init(places: UnsafeMutablePointer<UInt64>) { self.places = places }

        @inline(__always)
        mutating func add(bitIndex: UInt64, class characterClass: UInt64) {
            let hasBonus = bounds.add(bitIndex: bitIndex, class: characterClass)
            places[count] = bitIndex << 32 | offset  // kept only when it has a bonus
            count &+= Int(truncatingIfNeeded: hasBonus)
            offset &+= 1
        }
    }

    /// Runs `body` with a label's UTF-8, in place when the string allows.
    @inline(__always)
    private static func withUTF8(_ label: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if label.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = label
            copy.withUTF8(body)
        }
    }

    /// The index's arrays, writable in place.
    struct Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        let raw: UnsafeMutablePointer<UInt16>
        let locations: UnsafeMutablePointer<UInt64>
        let masks: UnsafeMutablePointer<UInt64>
    }

    private static func nowhere<Element>() -> UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    private mutating func withWritableStorage(_ body: (Storage) -> Void) {
        bytes.withUnsafeMutableBufferPointer { bytes in
            raw.withUnsafeMutableBufferPointer { raw in
                locations.withUnsafeMutableBufferPointer { locations in
                    masks.withUnsafeMutableBufferPointer { masks in
                        // An empty array's place is never written: any aligned address stands for it.
                        body(
                            Storage(
                                bytes: bytes.baseAddress!, raw: raw.baseAddress ?? Self.nowhere(),
                                locations: locations.baseAddress ?? Self.nowhere(),
                                masks: masks.baseAddress ?? Self.nowhere()))
                    }
                }
            }
        }
    }

    /// The number of characters of valid UTF-8 (the bytes that do not continue a character,
    /// `10xxxxxx`), and whether they are all ASCII: eight bytes at a time.
    @inline(__always)
    private static func characterCount(_ utf8: UnsafeBufferPointer<UInt8>) -> (count: Int, isASCII: Bool) {
        guard let base = utf8.baseAddress else { return (0, true) }
        var continuations = 0
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            high |= word
            continuations &+= continuationCount(word)
            offset += 8
        }
        if offset < utf8.count {
            // The last bytes: the word that ends with them (its bytes already counted masked off),
            // or those bytes alone in a word.
            var word: UInt64 = 0
            if utf8.count >= 8 {
                word =
                    UnsafeRawPointer(base + utf8.count - 8).loadUnaligned(as: UInt64.self)
                    & ~0 &<< UInt64(8 * (8 - (utf8.count - offset)))
            } else {
                withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
            }
            high |= word
            continuations &+= continuationCount(word)
        }
        return (utf8.count - continuations, high & 0x8080_8080_8080_8080 == 0)
    }

    /// The bytes `10xxxxxx` in a word, summed by one multiplication (no population count
    /// instruction is assumed).
    @inline(__always)
    private static func continuationCount(_ word: UInt64) -> Int {
        let ones = (word & ~(word &<< 1) & 0x8080_8080_8080_8080) &>> 7
        return Int(truncatingIfNeeded: (ones &* 0x0101_0101_0101_0101) &>> 56)
    }

    /// Bit `previous * 7 + current` is set when a character of class `current` after one of class
    /// `previous` has a bonus.
    fileprivate static let bonusPairs: UInt64 = (0..<49).reduce(0) {
        $0 | (FuzzyScoring.bonusTable[$1] > 0 ? 1 << UInt64($1) : 0)
    }

    /// Writes labels into the index's storage: where the next label, byte and character go.
    private struct Writer {
        var label: Int
        var byte: Int
        var character: Int
        var longLengths: [(Int, Int)] = []
        /// The labels of ``SearchIndex/longBoundLengths``, whose bounds building makes.
        var longLabels: [Int] = []
        /// The characters of the non-ASCII labels among them.
        var longCharacters = 0
        /// Per label with characters beyond the BMP: its scalars, then its folded words.
        var wideLabels: [(Int, [UInt32])] = []
        var maximumLength = 0

        mutating func appendASCII(_ utf8: UnsafeBufferPointer<UInt8>, to storage: Storage, table: UnsafePointer<UInt16>)
        {
            var mask: UInt64 = 0
            var whitespace: UInt16 = 0
            for byte in utf8 {
                let entry = table[Int(byte)]
                mask |= 1 &<< UInt64(entry & 63)
                whitespace |= entry
            }
            if let base = utf8.baseAddress { (storage.bytes + byte).update(from: base, count: utf8.count) }
            record(
                start: byte, length: utf8.count, mask: mask,
                flags: SearchIndex.asciiFlag | (whitespace & 0x8000 != 0 ? SearchIndex.whitespaceFlag : 0), to: storage)
            byte += utf8.count
        }

        mutating func appendUnicode(
            _ utf8: UnsafeBufferPointer<UInt8>, to storage: Storage, entries: UnsafePointer<UInt64>
        ) {
            let labelRaw = storage.raw + character
            // Decode (a String's UTF-8 is valid), look each character up, and keep its masks.
            var count = 0
            var next = utf8.baseAddress!
            let end = next + utf8.count
            var mask: UInt64 = 0
            var flags: UInt64 = 0
            var wide = false
            while next < end {
                if end - next >= 4 {
                    // Two characters of two bytes each (Cyrillic, Greek, Latin accents...) at once: both
                    // scalars made side by side in one word (the first byte read lowest) and stored
                    // at once, and so their folded bytes: half as many stores.
                    let word = UInt32(littleEndian: UnsafeRawPointer(next).loadUnaligned(as: UInt32.self))
                    if word & 0xC0E0_C0E0 == 0x80C0_80C0 {
                        let scalars = (word & 0x001F_001F) &<< 6 | word &>> 8 & 0x003F_003F
                        let firstEntry = entries[Int(scalars & 0xFFFF)]
                        let secondEntry = entries[Int(scalars &>> 16)]
                        #if _endian(little)
                            let rawPair = scalars
                        #else
                            let rawPair = scalars &<< 16 | scalars &>> 16
                        #endif
                        UnsafeMutableRawPointer(labelRaw + count).storeBytes(of: rawPair, as: UInt32.self)
                        count &+= 2
                        flags |= firstEntry | secondEntry
                        mask |= 1 &<< (firstEntry &>> 32 & 63) | 1 &<< (secondEntry &>> 32 & 63)
                        next += 4
                        continue
                    }
                }
                let lead = UInt32(next[0])
                let entry: UInt64
                if lead < 0x80 {
                    entry = entries[Int(lead)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: lead)
                    next += 1
                } else if lead < 0xE0 {
                    let scalar = (lead & 0x1F) &<< 6 | UInt32(next[1] & 0x3F)
                    entry = entries[Int(scalar)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    next += 2
                } else if lead < 0xF0 {
                    let scalar = (lead & 0x0F) &<< 12 | UInt32(next[1] & 0x3F) &<< 6 | UInt32(next[2] & 0x3F)
                    entry = entries[Int(scalar)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    next += 3
                } else {
                    let scalar =
                        (lead & 0x07) &<< 18 | UInt32(next[1] & 0x3F) &<< 12
                        | UInt32(next[2] & 0x3F) &<< 6 | UInt32(next[3] & 0x3F)
                    entry = SearchCharacters.indexEntry(scalar, table: entries)
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    wide = true
                    next += 4
                }
                count &+= 1
                flags |= entry
                mask |= 1 &<< (entry &>> 32 & 63)
            }
            var labelFlags =
                (flags & SearchCharacters.lowersAnywayBit != 0 ? SearchIndex.loweringFlag : 0)
                | (flags & SearchCharacters.whitespaceBit != 0 ? SearchIndex.whitespaceFlag : 0)
            if wide {
                labelFlags |= SearchIndex.wideFlag
                let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value)
                let words = scalars.map { UInt32(truncatingIfNeeded: SearchCharacters.indexEntry($0, table: entries)) }
                wideLabels.append((label, scalars + words))
            }
            record(start: character, length: count, mask: mask, flags: labelFlags, to: storage)
            character += count
            if count >= SearchIndex.longBoundLengths.lowerBound { longCharacters += count }
        }

        private mutating func record(start: Int, length: Int, mask: UInt64, flags: UInt8, to storage: Storage) {
            if length >= SearchIndex.longLength { longLengths.append((label, length)) }
            if length >= SearchIndex.longBoundLengths.lowerBound { longLabels.append(label) }
            storage.locations[label] =
                UInt64(start) | UInt64(flags) << 36
                | UInt64(min(length, SearchIndex.longLength)) << SearchIndex.lengthShift
            storage.masks[label] = mask
            maximumLength = max(maximumLength, length)
            label += 1
        }
    }

    /// How often each character occurs (folded: lower case, base letters) in a sample of the
    /// labels' first 8,192 characters of each kind: which term character is rarest. The sample's
    /// counts are made by the first call after labels or folded bytes were added (O(sample)), and
    /// read by the others (O(characters)): a search of every keystroke asks for them.
    mutating func sampleCounts(of characters: [UInt32]) -> [Int] {
        let sizes = SIMD3(bytes.count, foldedBytes.count, raw.count)
        if sample?.sizes != sizes { sample = CharacterSample(of: self, sizes: sizes) }
        let sample = sample!
        return characters.map { $0 < 0x80 ? sample.ascii[Int($0)] : sample.others[$0] ?? 0 }
    }

    /// The counts of ``sampleCounts(of:)``, and the sizes of the arrays they were made from.
    private var sample: CharacterSample?

    /// How often each folded character occurs in a sample of the index (``sampleCounts(of:)``).
    private struct CharacterSample: Sendable {
        /// The sizes of `bytes`, `foldedBytes` and `raw` when it was made.
        let sizes: SIMD3<Int>
        /// Per ASCII character: among the first 8,192 ASCII bytes (lowered) and folded bytes.
        let ascii: [Int]
        /// Per other folded character: among the first 8,192 stored characters (those beyond the
        /// BMP by their low 16 bits: a sample, not a count).
        let others: [UInt32: Int]

        init(of index: SearchIndex, sizes: SIMD3<Int>) {
            self.sizes = sizes
            var ascii = [Int](repeating: 0, count: 128)
            for byte in index.bytes.prefix(8_192) { ascii[Int(FuzzyScoring.asciiLowercase[Int(byte & 0x7F)])] += 1 }
            for character in index.foldedBytes.prefix(8_192) where character < 0x80 { ascii[Int(character)] += 1 }
            self.ascii = ascii
            let raw = index.raw.prefix(8_192)
            others = SearchCharacters.withIndexEntries(needed: !raw.isEmpty) { entries in
                var others: [UInt32: Int] = [:]
                for stored in raw {
                    others[UInt32(truncatingIfNeeded: entries[Int(stored)] & 0x1F_FFFF), default: 0] += 1
                }
                return others
            }
        }
    }

    /// The number of characters ``sampleCounts(of:)`` counts `character` among (at least 1).
    func sampleSize(of character: UInt32) -> Int {
        let size = character < 0x80 ? min(bytes.count, 8_192) + min(foldedBytes.count, 8_192) : min(raw.count, 8_192)
        return max(size, 1)
    }

    /// For an ASCII byte: its mask bit index (bits 0–5), and bit 15 for white space.
    fileprivate static let asciiTable: [UInt16] = (0..<128).map { byte in
        UInt16(SearchCharacters.asciiMaskBits[byte].trailingZeroBitCount)
            | (FuzzyScoring.asciiClasses[byte] == 0 ? 0x8000 : 0)
    }

    /// Runs `body` with direct access to the index, for the length of a search.
    func withReader<Result>(_ body: (IndexReader) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try raw.withUnsafeBufferPointer { raw in
                try foldedBytes.withUnsafeBufferPointer { foldedBytes in
                    try wideCharacters.withUnsafeBufferPointer { wideCharacters in
                        try locations.withUnsafeBufferPointer { locations in
                            try masks.withUnsafeBufferPointer { masks in
                                try boundaryMasks.withUnsafeBufferPointer { boundaryMasks in
                                    try boundaryPairs.withUnsafeBufferPointer { boundaryPairs in
                                        try SearchCharacters.withIndexEntries(needed: !raw.isEmpty) { entries in
                                            try wordStarts.withReader { wordStarts in
                                                try body(
                                                    IndexReader(
                                                        bytes: bytes.baseAddress!, raw: raw.baseAddress,
                                                        foldedBytes: foldedBytes.baseAddress!,
                                                        foldedCount: foldedBytes.count - 8, entries: entries,
                                                        wideCharacters: wideCharacters.baseAddress,
                                                        wideStarts: wideStarts, locations: locations.baseAddress,
                                                        masks: masks.baseAddress,
                                                        boundaryMasks: boundaryMasks.baseAddress,
                                                        boundaryPairs: boundaryPairs.baseAddress,
                                                        wordStarts: wordStarts,
                                                        longLengths: longLengths, count: masks.count))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension SearchIndex {
    /// Before labels are appended to an index that has some: when an array is full, room for four
    /// times what it will hold, so that labels appended batch by batch (options streamed in, rule L2)
    /// copy the arrays a third as much as doubling would. Reserved pages are not touched until written.
    fileprivate mutating func reserveToAppend(labels: Int, asciiBytes: Int, otherCharacters: Int) {
        locations.reserveToAppend(labels)
        masks.reserveToAppend(labels)
        bytes.reserveToAppend(asciiBytes)
        raw.reserveToAppend(otherCharacters)
    }
}

extension Array {
    /// Makes room for `count` more elements: four times the elements then held when it is full.
    fileprivate mutating func reserveToAppend(_ count: Int) {
        let needed = self.count + count
        if needed > capacity { reserveCapacity(Swift.max(needed, capacity * 4)) }
    }
}

extension Array where Element: FixedWidthInteger {
    /// An array of `count` elements that its maker writes before anything reads them (left as the
    /// allocation has them, not zeroed first), then `padding` zeros.
    fileprivate static func toBeWritten(count: Int, padding: Int = 0) -> [Element] {
        Array(unsafeUninitializedCapacity: count + padding) { buffer, initialized in
            if padding > 0 { buffer.baseAddress!.advanced(by: count).initialize(repeating: 0, count: padding) }
            initialized = count + padding
        }
    }
}

// MARK: - SearchQuery

extension FuzzyMatcher {
    /// How a query is read, as fzf's `--exact` and `--no-extended` set it.
    ///
    /// With the extended syntax (the default), spaces separate terms that must all match; a term can
    /// be `'exact` (a substring), `'word'` (a substring between word boundaries), `^prefix`,
    /// `suffix$`, `^equal$`, or negated with `!` (`!fire`, `!^music`, `!.mp3$`, `!'fuzzy`); `|` between
    /// terms accepts either; `\ ` is a space inside a term. Each term is case-sensitive only when it has an upper-case letter (smart case), and
    /// ignores Latin diacritics unless it has some.
    ///
    /// A dropdown reads its query in the syntax of ``DropdownConfiguration/searchSyntax``; a
    /// ``FuzzyMatcher`` in the syntax it was made with.
    public struct Syntax: Sendable, Hashable {
        /// Whether spaces separate terms and `' ^ $ ! |` are operators (fzf's default).
        public var isExtended: Bool
        /// Whether a plain term matches as a substring rather than fuzzily (then `'` makes a term
        /// fuzzy); fzf's `--exact`.
        public var isExact: Bool

        /// A syntax; the defaults are fzf's.
        public init(isExtended: Bool = true, isExact: Bool = false) {
            self.isExtended = isExtended
            self.isExact = isExact
        }

        /// fzf's default: extended syntax, fuzzy terms ("ab" finds "a-b").
        public static let extended = Syntax()

        /// fzf's `--exact`: extended syntax, each term a substring ("ab" does not find "a-b"), and a
        /// term that starts with `'` fuzzy.
        public static let exact = Syntax(isExact: true)

        /// fzf's `--no-extended`: no operators; the whole query, spaces included, is one fuzzy
        /// pattern ("a b" finds "a b" and "a  b", not "ab").
        public static let plain = Syntax(isExtended: false)
    }
}

/// A query parsed as fzf 0.74 parses it: sets of terms; every set must match, and a set matches
/// when one of its terms does (`|` joins terms into a set).
struct SearchQuery: Sendable {
    /// How a term compares with a label.
    enum Kind: Sendable {
        /// Its characters in order, anywhere (fzf's "v2", or "v1" for very long labels).
        case fuzzy
        /// A substring.
        case exact
        /// A substring whose ends are word boundaries (`'term'`).
        case exactBoundary
        /// The start of the label (leading white space skipped).
        case prefix
        /// The end of the label (trailing white space skipped).
        case suffix
        /// The whole label (white space at the ends skipped).
        case equal
    }

    /// One term, its characters as parsed.
    typealias Term = SearchTerm<[UInt32]>

    /// The sets of terms, all required.
    var sets: [[Term]]
    /// False when every term is inverse: then the matches keep the input order (as fzf does).
    var isSortable: Bool

    /// Whether the query matches every label, in order (an empty or blank query).
    var isEmpty: Bool { sets.isEmpty }

    /// Parses a query.
    init(_ query: String, syntax: FuzzyMatcher.Syntax = .extended) {
        if syntax.isExtended {
            sets = Self.parseExtended(query, fuzzy: !syntax.isExact)
            isSortable = sets.contains { $0.contains { !$0.isInverse } }
        } else {
            sets = Self.parseWhole(query, fuzzy: !syntax.isExact)
            isSortable = true
        }
    }

    /// Without the extended syntax, the whole query is one term (its spaces included); as in fzf,
    /// its characters are lowered but not folded.
    private static func parseWhole(_ query: String, fuzzy: Bool) -> [[Term]] {
        let scalars = query.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return [] }
        let lowered = scalars.map(SearchCharacters.lowercased)
        let isCaseSensitive = lowered != scalars
        let normalizes = lowered.allSatisfy { SearchCharacters.baseLetter($0) == $0 }
        return [
            [
                Term(
                    isCaseSensitive ? scalars : lowered, kind: fuzzy ? .fuzzy : .exact, isInverse: false,
                    isCaseSensitive: isCaseSensitive, normalizes: normalizes)
            ]
        ]
    }

    /// The extended syntax, read token by token as fzf 0.74 reads it.
    private static func parseExtended(_ query: String, fuzzy: Bool) -> [[Term]] {
        let space = UInt32(0x20)
        let tab = UInt32(0x09)
        let backslash = UInt32(0x5C)
        var scalars = Array(query.unicodeScalars.map(\.value).drop { $0 == space })
        while scalars.last == space && !(scalars.count >= 2 && scalars[scalars.count - 2] == backslash) {
            scalars.removeLast()
        }
        // "\ " is a space inside a term: fzf marks it with a tab while it splits at spaces.
        var marked: [UInt32] = []
        var offset = 0
        while offset < scalars.count {
            if scalars[offset] == backslash && offset + 1 < scalars.count && scalars[offset + 1] == space {
                marked.append(tab)
                offset += 2
            } else {
                marked.append(scalars[offset])
                offset += 1
            }
        }
        let tokens = marked.split(separator: space, omittingEmptySubsequences: true)

        var sets: [[Term]] = []
        var set: [Term] = []
        var startsNewSet = false
        var followsBar = false
        for token in tokens {
            var text = token.map { $0 == tab ? space : $0 }
            let lowered = text.map(SearchCharacters.lowercased)
            let isCaseSensitive = text != lowered
            let normalizes = lowered.allSatisfy { SearchCharacters.baseLetter($0) == $0 }
            if !isCaseSensitive { text = lowered }
            var kind: Kind = fuzzy ? .fuzzy : .exact
            var isInverse = false

            if !set.isEmpty && !followsBar && text == [0x7C] {  // "|"
                startsNewSet = false
                followsBar = true
                continue
            }
            followsBar = false
            if text.first == 0x21 {  // "!"
                isInverse = true
                kind = .exact
                text.removeFirst()
            }
            if text != [0x24] && text.last == 0x24 {  // "$"
                kind = .suffix
                text.removeLast()
            }
            if text.count >= 3 && text.first == 0x27 && text.last == 0x27 {  // "'term'": at word boundaries
                kind = .exactBoundary
                text = Array(text.dropFirst().dropLast())
            } else if text.first == 0x27 {  // "'" flips exactness
                kind = fuzzy && !isInverse ? .exact : .fuzzy
                text.removeFirst()
            } else if text.first == 0x5E {  // "^"
                kind = kind == .suffix ? .equal : .prefix
                text.removeFirst()
            }
            guard !text.isEmpty else { continue }
            if startsNewSet {
                sets.append(set)
                set = []
            }
            if normalizes { text = text.map(SearchCharacters.baseLetter) }
            set.append(
                Term(text, kind: kind, isInverse: isInverse, isCaseSensitive: isCaseSensitive, normalizes: normalizes))
            startsNewSet = true
        }
        if !set.isEmpty { sets.append(set) }
        return sets
    }
}

// MARK: - SearchTerm

/// One term of a query: the match it asks for, how it compares characters, and its characters in
/// the form a stage of the search reads them: as parsed (``SearchQuery/Term``, an array) or
/// prepared for the scorers (``PreparedQuery/Term``, a ``PreparedPattern``).
struct SearchTerm<Pattern> {
    var kind: SearchQuery.Kind
    /// A term that must not match (`!`).
    var isInverse: Bool
    /// The characters to find: lowered unless case-sensitive, and folded to base letters when
    /// `normalizes`.
    var pattern: Pattern
    /// Whether upper and lower case differ (smart case: the term has an upper-case letter).
    var isCaseSensitive: Bool
    /// Whether Latin letters of labels are compared by their base letter.
    var normalizes: Bool
    /// The mask bits a label must have to match (zero for an inverse term).
    var mask: UInt64
    /// Whether every character is ASCII (else no ASCII label matches).
    var isASCII: Bool

    /// The same term, its characters in another form.
    func withPattern<Other>(_ pattern: Other) -> SearchTerm<Other> {
        SearchTerm<Other>(
            kind: kind, isInverse: isInverse, pattern: pattern, isCaseSensitive: isCaseSensitive,
            normalizes: normalizes, mask: mask, isASCII: isASCII)
    }

    /// The folding of "v2" (fuzzy terms whose label is short enough).
    var optimalFolding: CharacterFolding {
        CharacterFolding(lowers: !isCaseSensitive, lowersOnlyUpperCase: true, normalizes: normalizes)
    }

    /// The folding of every other algorithm.
    var plainFolding: CharacterFolding {
        CharacterFolding(lowers: !isCaseSensitive, lowersOnlyUpperCase: false, normalizes: normalizes)
    }
}

extension SearchTerm: Sendable where Pattern: Sendable {}

extension SearchTerm<[UInt32]> {
    /// A parsed term of `pattern`, its mask and whether it is ASCII read from its characters.
    init(_ pattern: [UInt32], kind: SearchQuery.Kind, isInverse: Bool, isCaseSensitive: Bool, normalizes: Bool) {
        self.init(
            kind: kind, isInverse: isInverse, pattern: pattern, isCaseSensitive: isCaseSensitive,
            normalizes: normalizes, mask: isInverse ? 0 : pattern.reduce(0) { $0 | SearchCharacters.maskBit($1) },
            isASCII: pattern.allSatisfy { $0 < 0x80 })
    }
}

// MARK: - SearchText

/// A label's characters as one search term compares them: lowered or not, folded to base letters
/// or not. The scoring algorithms read labels only through this.
protocol SearchText {
    /// The number of characters.
    var count: Int { get }
    /// The character at an offset, as the term compares it.
    func character(_ offset: Int) -> UInt32
    /// The class of the character at an offset (``FuzzyScoring/CharacterClass``).
    func characterClass(_ offset: Int) -> UInt8
    /// The rows of a term (its positions, up to 64) whose character is the one at an offset.
    func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64
    /// The first offset at or after `start` and before `end` (at most `count`) whose character is
    /// `character`, or `min(end, count)`.
    func firstOffset(of character: UInt32, from start: Int, before end: Int) -> Int
    /// The last offset at or after `start` and before `end` whose character is `character`, or -1.
    func lastOffset(of character: UInt32, from start: Int, before end: Int) -> Int
    /// Whether ``columns(of:from:count:)`` reads several characters at once (then a window's bit
    /// masks are worth making).
    static var readsColumnsAtOnce: Bool { get }
    /// A bit per character of the `count` (1 to 64) from `start`: bit i set when the character at
    /// `start + i` is `character`.
    func columns(of character: UInt32, from start: Int, count: Int) -> UInt64
}

extension SearchText {
    @inline(__always)
    func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 { pattern.rows(of: character(offset)) }

    /// The first offset from `start` whose character is `character`, or `count`.
    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int) -> Int {
        firstOffset(of: wanted, from: start, before: count)
    }

    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        let limit = min(end, count)
        var offset = start
        while offset < limit && character(offset) != wanted { offset += 1 }
        return offset
    }

    @inline(__always)
    func lastOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        var offset = end - 1
        while offset >= start && character(offset) != wanted { offset -= 1 }
        return offset >= start ? offset : -1
    }

    static var readsColumnsAtOnce: Bool { false }

    @inline(__always)
    func columns(of wanted: UInt32, from start: Int, count: Int) -> UInt64 {
        var bits: UInt64 = 0
        for index in 0..<count where character(start + index) == wanted { bits |= 1 &<< UInt64(index) }
        return bits
    }

    /// The bonus of the character at an offset (for the first character: as after white space).
    @inline(__always)
    func bonus(_ offset: Int, table: UnsafePointer<Int16>) -> Int16 {
        let previous = offset > 0 ? characterClass(offset - 1) : FuzzyScoring.CharacterClass.whitespace.rawValue
        return table[Int(previous) &* 7 &+ Int(characterClass(offset))]
    }
}

/// A text of one byte per character (an ASCII label, or the folded bytes of another label), which
/// scans read sixteen characters at a time (``ByteChunk``), or eight (``WantedByte``).
protocol ByteText: SearchText {
    /// The characters as bytes (readable up to seven bytes past the end).
    var bytes: UnsafePointer<UInt8> { get }
    /// Whether a letter's byte is compared in either case.
    var ignoresCase: Bool { get }
}

extension ByteText {
    /// Sixteen bytes at a time, then eight (reads up to seven bytes past the text, which the index pads).
    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        let limit = min(end, count)
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return limit }
        var offset = start
        // Sixteen bytes at a time, then eight by eight at the end of the text.
        while offset < limit && ByteChunk.readable(at: offset, count: count) {
            let hits = ByteChunk(bytes, at: offset).matches(byte)
            if hits != 0 { return min(offset + hits.trailingZeroBitCount, limit) }
            offset &+= 16
        }
        while offset < limit {
            let hits = byte.hits(in: bytes, at: offset)
            if hits != 0 { return min(offset + hits.trailingZeroBitCount / 8, limit) }
            offset += 8
        }
        return limit
    }

    static var readsColumnsAtOnce: Bool { true }

    /// Sixteen bytes at a time, then eight (reads up to seven bytes past them, which the index pads).
    @inline(__always)
    func columns(of wanted: UInt32, from start: Int, count: Int) -> UInt64 {
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return 0 }
        var bits: UInt64 = 0
        var index = 0
        let textCount = self.count
        while index < count {
            if ByteChunk.readable(at: start &+ index, count: textCount) {
                bits |= UInt64(ByteChunk(bytes, at: start &+ index).matches(byte)) &<< UInt64(index)
                index &+= 16
                continue
            }
            // Byte j's hit (its bit 7) to bit j of one byte, then to the word's place.
            let hits = byte.hits(in: bytes, at: start &+ index)
            bits |= UInt64(ByteChunk.bits(hits)) &<< UInt64(index)
            index &+= 8
        }
        return count == 64 ? bits : bits & ((1 &<< UInt64(count)) &- 1)
    }

    /// Eight bytes at a time, backwards.
    @inline(__always)
    func lastOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return -1 }
        var limit = end
        while limit > start {
            let base = max(start, limit - 8)
            let hits = byte.hits(in: bytes, at: base, count: limit - base)
            if hits != 0 { return base + (63 - hits.leadingZeroBitCount) / 8 }
            limit = base
        }
        return -1
    }
}

extension ByteText {
    /// Whether the text has the pattern's characters in order (see ``inOrderEnd(of:from:)``).
    @inline(__always)
    func containsInOrder(_ pattern: UnsafeBufferPointer<UInt32>) -> Bool { inOrderEnd(of: pattern, from: 0) >= 0 }

    /// The offset just past the leftmost place where the text has the pattern's characters in order
    /// from `start` on, or -1 when it does not. One pass sixteen bytes at a time: each chunk is
    /// tested for the character wanted next, and again past each place it has it, so that a short
    /// label costs a few tests per chunk rather than a scan per character. Reads up to seven bytes
    /// past the text, which the index pads.
    ///
    /// The leftmost place ends first, so the text has the pattern and a character more in order
    /// when it has that character at or after this offset: a term typed a letter further is looked
    /// for from here.
    @inline(__always)
    func inOrderEnd(of pattern: UnsafeBufferPointer<UInt32>, from start: Int) -> Int {
        let ignoresCase = self.ignoresCase
        return inOrderEnd(count: pattern.count, from: start) { WantedByte(pattern[$0], ignoresCase: ignoresCase) }
    }

    /// ``inOrderEnd(of:from:)`` for the tests of the pattern's characters made once (each as this
    /// text compares it: ``ignoresCase``).
    @inline(__always)
    func inOrderEnd(of wanted: UnsafeBufferPointer<WantedByte>, from start: Int) -> Int {
        inOrderEnd(count: wanted.count, from: start) { wanted[$0] }
    }

    /// ``inOrderEnd(of:from:)`` for a pattern of `length` characters whose test of character i is
    /// `test(i)` (`nil`: no byte is it). Sixteen bytes at a time (``ByteChunk``), each chunk tested
    /// for the character wanted next and again past each place it has it; the last bytes eight at a
    /// time.
    @inline(__always)
    private func inOrderEnd(count length: Int, from start: Int, _ test: (Int) -> WantedByte?) -> Int {
        guard length > 0 else { return start }
        guard var wanted = test(0) else { return -1 }
        var index = 0
        let n = count
        var offset = start
        while offset < n {
            if ByteChunk.readable(at: offset, count: n) {
                // Sixteen bytes, a bit each.
                let chunk = ByteChunk(bytes, at: offset)
                var live = ByteChunk.firstBytes(n - offset)
                while true {
                    let hits = chunk.matches(wanted) & live
                    if hits == 0 { break }
                    // The bytes up to the one found are behind.
                    let past = hits.trailingZeroBitCount + 1
                    index += 1
                    if index == length { return offset + past }
                    guard let next = test(index) else { return -1 }
                    wanted = next
                    live &= ~0 &<< UInt32(past)
                }
                offset += 16
                continue
            }
            // The last bytes, eight at a time: the high bit of each byte.
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            var live = WantedByte.firstBytes(n - offset)
            while true {
                let hits = wanted.hits(inWord: word) & live
                if hits == 0 { break }
                let past = hits.trailingZeroBitCount + 1
                index += 1
                if index == length { return offset + past / 8 }
                guard let next = test(index) else { return -1 }
                wanted = next
                live = past < 64 ? live & ~0 &<< UInt64(past) : 0
            }
            offset += 8
        }
        return -1
    }
}

/// An ASCII label read in place (normalization changes no ASCII character).
struct ASCIIText: ByteText {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// 128 entries: lower case for a case-insensitive term, the byte itself otherwise.
    let fold: UnsafePointer<UInt8>
    let classes: UnsafePointer<UInt8>

    @inline(__always) func character(_ offset: Int) -> UInt32 { UInt32(fold[Int(bytes[offset])]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { classes[Int(bytes[offset])] }
    @inline(__always) func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 {
        pattern.byteRows[Int(bytes[offset])]
    }

    @inline(__always) var ignoresCase: Bool { fold[0x41] != 0x41 }
}

/// A label of other characters, for a term of ASCII characters that compares them as the index
/// folded them: each character's folded form as one byte (0x80 when it is not ASCII, which no
/// ASCII character matches), with the characters as they are (for a label without characters
/// beyond the BMP), whose classes the table of index entries gives.
struct FoldedByteText: ByteText {
    let bytes: UnsafePointer<UInt8>
    let raw: UnsafePointer<UInt16>
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table.
    let entries: UnsafePointer<UInt64>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 { UInt32(bytes[offset]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: entries[Int(raw[offset])] &>> 24)
    }
    @inline(__always) func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 {
        pattern.asciiRows[Int(bytes[offset])]
    }
    /// Already folded.
    var ignoresCase: Bool { false }
}

/// A label of other characters without characters beyond the BMP, as the index folds them (most
/// terms' folding): the characters as they are, whose folded form and class the table of index
/// entries gives.
struct StoredText: SearchText {
    let raw: UnsafePointer<UInt16>
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table.
    let entries: UnsafePointer<UInt64>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: entries[Int(raw[offset])]) & 0x1F_FFFF
    }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: entries[Int(raw[offset])] &>> 24)
    }
}

/// A label of other characters: their folded form (the index's, or one made for the term; the
/// class bits above bit 21 are ignored) and the index's folded words for their classes.
struct UnicodeText: SearchText {
    let characters: UnsafePointer<UInt32>
    let folded: UnsafePointer<UInt32>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 { characters[offset] & 0x1F_FFFF }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: folded[offset] >> 24) }
}

/// How a term folds a label's characters before comparing them.
struct CharacterFolding: Hashable {
    /// Case-insensitive: characters are lowered.
    var lowers: Bool
    /// Only upper-case letters are lowered (fzf's "v2"); other algorithms lower every character
    /// that has a lower case.
    var lowersOnlyUpperCase: Bool
    /// Latin letters are reduced to their base letter.
    var normalizes: Bool

    /// The folding the index stores for non-ASCII labels (most queries' folding).
    static let stored = CharacterFolding(lowers: true, lowersOnlyUpperCase: true, normalizes: true)

    /// A character folded.
    @inline(__always)
    func callAsFunction(_ scalar: UInt32, class characterClass: UInt8) -> UInt32 {
        var folded = scalar
        if lowers && (!lowersOnlyUpperCase || characterClass == FuzzyScoring.CharacterClass.upper.rawValue) {
            folded = SearchCharacters.lowercased(folded)
        }
        return normalizes ? SearchCharacters.baseLetter(folded) : folded
    }

    /// Whether the index's folded characters of a label are this folding's.
    @inline(__always)
    func usesStoredCharacters(labelFlags: UInt8) -> Bool {
        lowers && normalizes && (lowersOnlyUpperCase || labelFlags & SearchIndex.loweringFlag == 0)
    }
}

/// Tables the scoring reads, in place for the length of a search.
struct SearchTables {
    let classes: UnsafePointer<UInt8>
    let lowercase: UnsafePointer<UInt8>
    let identity: UnsafePointer<UInt8>
    /// ``FuzzyScoring/bonusTable``.
    let bonus: UnsafePointer<Int16>

    static func with<Result>(_ body: (SearchTables) throws -> Result) rethrows -> Result {
        try FuzzyScoring.asciiClasses.withUnsafeBufferPointer { classes in
            try FuzzyScoring.asciiLowercase.withUnsafeBufferPointer { lowercase in
                try FuzzyScoring.asciiIdentity.withUnsafeBufferPointer { identity in
                    try FuzzyScoring.bonusTable.withUnsafeBufferPointer { bonus in
                        try body(
                            SearchTables(
                                classes: classes.baseAddress!, lowercase: lowercase.baseAddress!,
                                identity: identity.baseAddress!, bonus: bonus.baseAddress!))
                    }
                }
            }
        }
    }
}

// MARK: - SparseAlignment

/// fzf's "v2" matrix computed one row at a time, each row kept as its match cells only, so that a
/// long label's alignment can be carried from one keystroke to the next (``AlignmentFrontiers``).
///
/// ## The matrix
///
/// fzf's "v2" fills a matrix H with a row per term character and a column per label character
/// (each row i from F[i], the first place of the term's i-th character after F[i - 1], to the last
/// place of the term's last character), and a matrix C of run lengths. A cell whose character is
/// the row's (a match cell) takes the better of the diagonal, H[i - 1][j - 1] + 16 + its bonus (a
/// run's bonus when C[i - 1][j - 1] > 0), and the left cell less a gap's cost; any other cell
/// takes the left cell less the gap's cost (3 to open, 1 to extend), floored at 0, and its C is 0.
/// Row 0 is special: a match cell is 16 + twice its bonus, whatever is to its left. The score is
/// the highest cell of the last row.
///
/// ## Why the match cells are enough
///
/// Between two match cells of a row nothing is added: the row only decays from its last match
/// cell. After a match cell of value v that took the diagonal (not in a gap), the cells to its
/// right are v - 3, v - 4, … floored at 0; after one that took the left cell (in a gap), v - 1,
/// v - 2, …; a cell at 0 is out of the gap (fzf's `inGap` is `s1 < s2`, false when the left path
/// is not positive), so the next one opens a gap again, at 0. So the cell d columns after a match
/// cell (v, inGap) is max(0, v - d - (inGap ? 0 : 2)), and the gap score of a match cell right
/// after it is that value less 1 when it is positive, less 3 when it is 0: what
/// ``OptimalRows/visit(_:_:bonus:)`` computes from each row's last match cell, column by column.
///
/// Here the same cells are computed row by row: row i's match cells are the places of the term's
/// i-th character after F[i - 1], in order; each reads the left value from the row's previous
/// match cell, as above, and the diagonal from row i - 1's match cells, kept from the row before:
/// the one at column j - 1 if there is one (with its run), else the decayed value of the last one
/// before it (not a run). Each cell reads exactly the values the column-by-column pass reads
/// (that pass visits the rows of a column from the last, so each reads the row above as it was
/// before the column), so every match cell, and the score, is the same. Cells right of fzf's last
/// column are computed too; no cell left of them reads them, so the score does not change.
///
/// ## Why a row bounds the rows after it
///
/// Every cell of row i is at most the highest cell of row i - 1 left of it, plus 26: a match cell's
/// diagonal adds 16 and a bonus of at most 10 (a run's bonus is one of the label's bonuses, at
/// most 10 too, and the consecutive-chunk rule only picks between such values), and a gap only
/// subtracts from a cell of the same row (at the row's first cell, from 0). So the score of a term
/// of m characters is at most the highest cell of its row r - 1 plus 26 × (m - r), for the term's
/// first r characters: a label whose first rows are known is bounded without reading it.
enum SparseAlignment {
    /// The highest a row's cells can rise above the row before (see the note above).
    static let rowGain = FuzzyScoring.match + Int(FuzzyScoring.boundaryAfterWhitespace)

    /// A match cell of a row: its column, its value (H), the bonus of the run it ends (-1 when it
    /// ends none: C is 0), and whether it took the left cell (fzf's `inGap`).
    struct Cell {
        var column: Int32
        var score: Int16
        var runBonus: Int8
        var inGap: Bool
    }

    /// The next row's match cells, written to `output` (room for one per character from the row's
    /// first place on): row 0 when `previous` is empty. Returns their number (0 when the character
    /// is not there: the term does not match) and the highest value among them. `ranks` is room for
    /// ``ColumnRanks/storageCount(length:)`` words.
    @inline(__always)
    static func nextRow<Text: SearchText>(
        _ text: Text, _ wanted: UInt32, previous: UnsafeBufferPointer<Cell>,
        into output: UnsafeMutablePointer<Cell>, ranks: UnsafeMutablePointer<UInt64>,
        bonus table: UnsafePointer<Int16>
    ) -> (count: Int, best: Int16) {
        var builder = RowBuilder(previous: previous, output: output, ranks: ranks)
        let start = previous.isEmpty ? 0 : Int(previous[0].column) + 1
        if let ascii = text as? ASCIIText {
            forEachPlace(of: wanted, in: ascii, from: start) { builder.add($0, bonus: ascii.bonus($0, table: table)) }
        } else if let folded = text as? FoldedByteText {
            forEachPlace(of: wanted, in: folded, from: start) { builder.add($0, bonus: folded.bonus($0, table: table)) }
        } else {
            var offset = start
            while offset < text.count {
                if text.character(offset) == wanted { builder.add(offset, bonus: text.bonus(offset, table: table)) }
                offset += 1
            }
        }
        return (builder.count, builder.best)
    }

    /// Calls `body` with each offset from `start` whose character is `wanted`, in order, sixteen
    /// bytes at a time (``ByteChunk``; reads up to seven bytes past the text, which the index pads).
    ///
    /// The places of a stretch of 256 bytes are gathered first, without a branch per byte or per
    /// word: each word's hits, as a byte of lane bits, index a table of their lanes (``laneTable``),
    /// eight bytes that are stored whatever their number and followed by the next word's. A common
    /// character is in about every other word of a label of words, so a branch on each word's hits,
    /// or a loop over them, would be mispredicted about as often; the loop over the places gathered
    /// is not.
    @inline(__always)
    static func forEachPlace<Text: ByteText>(
        of wanted: UInt32, in text: Text, from start: Int, _ body: (Int) -> Void
    ) {
        guard let byte = WantedByte(wanted, ignoresCase: text.ignoresCase) else { return }
        let bytes = text.bytes
        let n = text.count
        guard start < n else { return }
        laneTable.withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stretch + 8) { buffer in
                let lanes = table.baseAddress!
                // After the 256 lanes, their numbers: one byte each (a table, as `nonzeroBitCount`
                // is some dozen instructions on the baseline x86-64 that has no POPCNT).
                let laneCounts = UnsafeRawPointer(lanes + 256)
                let found = UnsafeMutableRawPointer(buffer.baseAddress!)
                var first = start
                while first < n {
                    let end = min(first &+ stretch, n)
                    var count = 0
                    var offset = first
                    // The lanes hit in a word of eight bytes (a bit each), each plus the word's
                    // distance from the stretch's first byte (at most 255: no byte carries into the
                    // next), stored after those found before.
                    @inline(__always)
                    func gather(_ lanesHit: Int, at word: Int) {
                        let places =
                            lanes[lanesHit] &+ UInt64(truncatingIfNeeded: word &- first) &* 0x0101_0101_0101_0101
                        found.storeBytes(of: places, toByteOffset: count, as: UInt64.self)
                        count &+= Int(truncatingIfNeeded: laneCounts.load(fromByteOffset: lanesHit, as: UInt8.self))
                    }
                    while offset < end {
                        if ByteChunk.readable(at: offset, count: n) {
                            let hits = ByteChunk(bytes, at: offset).matches(byte) & ByteChunk.firstBytes(n &- offset)
                            gather(Int(truncatingIfNeeded: hits & 0xFF), at: offset)
                            gather(Int(truncatingIfNeeded: hits &>> 8), at: offset &+ 8)
                            offset &+= 16
                        } else {
                            let hits = byte.hits(in: bytes, at: offset, count: n &- offset)
                            gather(Int(truncatingIfNeeded: ByteChunk.bits(hits)), at: offset)
                            offset &+= 8
                        }
                    }
                    let places = found.assumingMemoryBound(to: UInt8.self)
                    var index = 0
                    while index < count {
                        body(first &+ Int(places[index]))
                        index &+= 1
                    }
                    first = end
                }
            }
        }
    }

    /// The bytes ``forEachPlace(of:in:from:_:)`` gathers the places of at once.
    private static let stretch = 256

    /// For each byte of lane bits, the lanes whose bit is set, in order, one per byte (the bytes
    /// beyond them are 0); then 32 words more, whose byte `bits` is the number of those lanes.
    private static let laneTable: [UInt64] = {
        var table: [UInt64] = (0..<256).map { bits in
            var lanes: UInt64 = 0
            var count: UInt64 = 0
            for lane in 0..<8 where bits & (1 << lane) != 0 {
                lanes |= UInt64(lane) << (8 * count)
                count += 1
            }
            return lanes
        }
        for word in 0..<32 {
            table.append((0..<8).reduce(0) { $0 | UInt64((word * 8 + $1).nonzeroBitCount) << (8 * $1) })
        }
        return table
    }()

    /// How many of a row's match cells lie left of a column, from one bit per column: where each
    /// cell of the next row finds its diagonal, with no branch that depends on the cells. (Walking
    /// the two rows side by side advances an unpredictable number of cells each time: about one
    /// mispredicted branch per cell.)
    struct ColumnRanks {
        /// The first cell's column: bit 0 of the first word.
        private let first: Int
        /// The distance from the first cell's column to one past the last's.
        private let span: Int
        /// A bit per column from `first` on, set where a cell is.
        private let words: UnsafeMutablePointer<UInt64>
        /// The cells in the words before each one.
        private let before: UnsafeMutablePointer<UInt64>

        /// The words of storage the ranks of a row of a text of `length` characters need.
        static func storageCount(length: Int) -> Int { 2 * (length / 64 + 2) }

        /// The ranks of `row` (not empty, in column order), kept in `storage`.
        init(_ row: UnsafeBufferPointer<Cell>, storage: UnsafeMutablePointer<UInt64>) {
            first = Int(row[0].column)
            span = Int(row[row.count - 1].column) - first + 1
            let wordCount = span / 64 + 1  // a column one past the last cell reads a word too
            words = storage
            before = storage + wordCount
            words.initialize(repeating: 0, count: wordCount)
            for cell in row {
                let offset = Int(cell.column) &- first
                words[offset &>> 6] |= 1 &<< UInt64(offset & 63)
            }
            var total: UInt64 = 0
            for word in 0..<wordCount {
                before[word] = total
                total &+= UInt64(words[word].nonzeroBitCount)
            }
        }

        /// The number of cells whose column is below `column` (which is above the first cell's).
        @inline(__always)
        func count(before column: Int) -> Int {
            let offset = Swift.min(column &- first, span)
            let below = words[offset &>> 6] & ((1 &<< UInt64(offset & 63)) &- 1)
            return Int(truncatingIfNeeded: before[offset &>> 6]) &+ below.nonzeroBitCount
        }
    }

    /// Builds a row from its match cells in column order, reading the row before (`previous`).
    struct RowBuilder {
        let previous: UnsafePointer<Cell>?
        let output: UnsafeMutablePointer<Cell>
        var count = 0
        var best: Int16 = 0
        /// Where the cells of `previous` are.
        private let ranks: ColumnRanks?
        /// The row's last match cell so far: none is one far to the left, whose value has decayed
        /// to 0 (so the first cell's gap score is 0 less 3, as fzf's row starts).
        private var lastColumn = Int32.min / 2
        private var lastScore: Int32 = 0
        private var lastInGap = false

        init(
            previous: UnsafeBufferPointer<Cell>, output: UnsafeMutablePointer<Cell>,
            ranks storage: UnsafeMutablePointer<UInt64>
        ) {
            self.previous = previous.baseAddress
            self.output = output
            ranks = previous.isEmpty ? nil : ColumnRanks(previous, storage: storage)
        }

        /// Adds the match cell at `column` (after every cell added so far), whose bonus is `own`.
        @inline(__always)
        mutating func add(_ column: Int, bonus ownBonus: Int16) {
            let column = Int32(truncatingIfNeeded: column)
            let own = Int32(ownBonus)
            guard let previous else {
                // Row 0: 16 and twice the bonus, whatever is to the left.
                let score = Int16(truncatingIfNeeded: Int32(FuzzyScoring.match) &+ own &* 2)
                output[count] = Cell(
                    column: column, score: score, runBonus: Int8(truncatingIfNeeded: own), inGap: false)
                count &+= 1
                best = max(best, score)
                return
            }
            // The left cell: the row's last match cell, or its value decayed over the columns since.
            let leftDistance = column &- 1 &- lastColumn
            let leftDecayed = max(0, lastScore &- leftDistance &- (lastInGap ? 0 : 2))
            let leftValue = leftDistance == 0 ? lastScore : leftDecayed
            let leftInGap = leftDistance == 0 ? lastInGap : leftDecayed > 0
            let gapScore = leftValue &+ Int32(leftInGap ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart)
            // The diagonal: the previous row's last match cell left of this column (the first is),
            // or its value decayed (then it ends no run).
            let diagonal = previous[ranks.unsafelyUnwrapped.count(before: Int(column)) &- 1]
            let diagonalDistance = column &- 1 &- diagonal.column
            let diagonalScore = Int32(diagonal.score)
            let diagonalDecayed = max(0, diagonalScore &- diagonalDistance &- (diagonal.inGap ? 0 : 2))
            let isAdjacent = diagonalDistance == 0
            let diagonalValue = isAdjacent ? diagonalScore : diagonalDecayed
            // A run continues unless a word starts here with a higher bonus than the run's first.
            let aboveBonus = Int32(diagonal.runBonus)
            let boundary = Int32(FuzzyScoring.boundary)
            let continues = isAdjacent && aboveBonus >= 0 && !(own >= boundary && own > aboveBonus)
            let bonus = continues ? max(own, Int32(FuzzyScoring.consecutive), aboveBonus) : own
            let runBonus = continues ? aboveBonus : own
            // fzf's consecutive-chunk rule: when the run loses to the left cell, the cell takes the
            // left cell (its own bonus would lose too: it is at most the run's).
            let matched = diagonalValue &+ Int32(FuzzyScoring.match) &+ bonus
            let inGap = matched < gapScore
            let score = inGap ? gapScore : matched
            output[count] = Cell(
                column: column, score: Int16(truncatingIfNeeded: score),
                runBonus: inGap ? -1 : Int8(truncatingIfNeeded: runBonus), inGap: inGap)
            count &+= 1
            best = max(best, Int16(truncatingIfNeeded: score))
            lastColumn = column
            lastScore = score
            lastInGap = inGap
        }
    }
}

// MARK: - StartedAlignmentBound

/// The best score of any full alignment of a term that starts at a given place of a label and ends
/// before a given offset, by a dynamic program that knows each run's first bonus: what
/// ``ReachTest/mayReach(_:threshold:boundaryMask:from:bonus:)`` computes after each of a long
/// label's word starts.
///
/// ## What it computes
///
/// fzf's score of an alignment: its first character scores 16 plus twice its own bonus b (the bonus
/// of its place in the label) and starts a run whose first bonus is b. A later character after a gap
/// of g characters scores 16 + b less 3 + (g - 1), and starts a run. A character right after the
/// previous one scores 16 + b and starts a run when b ≥ 8 and b is above the run's first bonus;
/// else it scores 16 + max(b, 4, the run's first bonus) and continues the run. The program keeps,
/// per term character and run's first bonus (0, 7, 8, 9 or 10: the bonuses a place can have), the
/// best total of an alignment whose character is at the previous column, and per term character
/// the best total of one that ended earlier, less its gap so far. Each step applies these rules, so
/// the program's best is the best score of an alignment starting at the place, exactly.
///
/// ## Why it bounds fzf's score
///
/// fzf's "v2" keeps one alignment per cell (its choices between a match and a gap are local, and a
/// run's bonus is the kept alignment's), so each cell's value is the score of one alignment, by the
/// rules above, or a floored one (rows forgotten), which ``ReachTest`` rules out by its threshold.
/// fzf's "v1" scores one alignment by the same rules. Either is at most the best of all alignments.
extension ReachTest {
    /// The best score of an alignment of the term whose first character is at `start` and whose
    /// last is before `end` (offsets of `text`), or `Int.min` when there is none.
    /// O((end - start) × m × 5).
    func startedAlignmentBound<Text: SearchText>(
        _ text: Text, start: Int, end: Int, bonus table: UnsafePointer<Int16>
    ) -> Int {
        let m = pattern.count
        let none = Int.min / 4
        let match = FuzzyScoring.match
        let consecutive = Int(FuzzyScoring.consecutive)
        let boundary = Int(FuzzyScoring.boundary)
        let levels = 5
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: m * (levels + 2)) { storage in
            let base = storage.baseAddress!
            // [row * levels + level]: the row's character at the previous column, by its run's first
            // bonus (read only where `matched` says the row was matched there).
            let cells = base
            let matched = base + m * levels  // [row]: the best of the row's cells, or `none`
            let gap = base + m * (levels + 1)  // [row]: the row's character earlier, less its gap so far
            base.initialize(repeating: none, count: m * (levels + 2))
            var best = none
            for offset in start..<end {
                let character = text.character(offset)
                let own = Int(text.bonus(offset, table: table))
                let ownLevel = Self.level(ofBonus: own)
                // Only rows that can still be followed by the rest of the term before `end`.
                let lowestRow = m - (end - offset)
                // From the last row, so that each reads the row above as it was at the previous column.
                var row = min(m - 1, offset - start)
                while row >= 0 {
                    let wasMatched = matched[row]
                    var now = none
                    if row >= lowestRow && pattern[row] == character {
                        var values = (none, none, none, none, none)
                        withUnsafeMutableBytes(of: &values) { raw in
                            let value = raw.baseAddress!.assumingMemoryBound(to: Int.self)
                            if row == 0 {
                                if offset == start {
                                    value[ownLevel] = match + own * FuzzyScoring.firstCharacterMultiplier
                                }
                            } else {
                                if matched[row - 1] > none {
                                    let above = cells + (row - 1) * levels
                                    for level in 0..<levels where above[level] > none {
                                        let runBonus = Self.bonus(ofLevel: level)
                                        if own >= boundary && own > runBonus {
                                            value[ownLevel] = max(value[ownLevel], above[level] + match + own)
                                        } else {
                                            value[level] = max(
                                                value[level], above[level] + match + max(own, consecutive, runBonus))
                                        }
                                    }
                                }
                                if gap[row - 1] > none {
                                    value[ownLevel] = max(value[ownLevel], gap[row - 1] + match + own)
                                }
                            }
                            for level in 0..<levels {
                                cells[row * levels + level] = value[level]
                                now = max(now, value[level])
                            }
                        }
                    }
                    // A row matched at the previous column ends a gap of one here (3); earlier, 1 more.
                    if wasMatched > none || gap[row] > none {
                        gap[row] = max(gap[row] - 1, wasMatched > none ? wasMatched + FuzzyScoring.gapStart : none)
                    }
                    matched[row] = now
                    row -= 1
                }
                best = max(best, matched[m - 1])
            }
            return best > none ? best : Int.min
        }
    }

    /// The index of a place's bonus among 0, 7, 8, 9 and 10.
    @inline(__always)
    static func level(ofBonus bonus: Int) -> Int { bonus == 0 ? 0 : bonus - 6 }

    /// The bonus of a level (see ``level(ofBonus:)``).
    @inline(__always)
    static func bonus(ofLevel level: Int) -> Int { level == 0 ? 0 : level + 6 }
}

// MARK: - StartedRunBound

/// A bound of ``ReachTest/startedAlignmentBound(_:start:end:bonus:)`` found in one pass over the
/// window with a few bit masks, so that the places whose alignments cannot matter are skipped
/// before that dynamic program runs.
///
/// ## What it computes
///
/// Each of the term's characters after its first is matched either right after the one before it,
/// or after a gap of g characters. Right after, it scores 16 + max(b, 4, the run's first bonus),
/// which is at most 26, and 20 when neither its own bonus b nor its run's is above 0; after a gap,
/// 16 + b - 3 - (g - 1), which is at most 23 - (g - 1) at a place with a bonus and 13 - (g - 1)
/// elsewhere. One pass over the window finds, per term character (a bit each), which of these it
/// can be: at a place with a bonus, anywhere, right after the character before it, and right after
/// it inside a run that started at a place with a bonus (a run's first bonus is above 0 only
/// then: the rows in such runs at one column are those at a place with a bonus, and those that
/// continue such a run from the column before).
///
/// ## Why it bounds every alignment starting at the place
///
/// Take an alignment, with G the set of characters matched after a gap, g_k each gap and S their
/// sum. Its score is at most the first character's 16 + 2b, plus for each character outside G its
/// best right-after score, plus for each in G its best after-gap score less (g_k - 1): in all, the
/// first character's score plus the sum of each character's larger of its best right-after score
/// and its best after-gap score plus 1, less S. The alignment's characters are in order, so its
/// last is at or after the earliest place where the term's characters are found in order from the
/// start: S is at least that place less the start, less m - 1. The bound uses that least S, so it
/// is at least every alignment's score, hence at least the program's best.
extension ReachTest {
    /// A bound of the best score of any alignment of the term whose first character is at `start`
    /// and whose last is before `end`, where `earliestEnd` is the earliest offset at which the
    /// term's last character is found in order from `start`; for terms of 2 to 64 characters.
    /// `Int.min` when some character has no place in the window. O((end - start) × m), with no
    /// branch on the characters read.
    func startedRunBound<Text: SearchText>(
        _ text: Text, start: Int, end: Int, earliestEnd: Int, bonus table: UnsafePointer<Int16>
    ) -> Int {
        let m = pattern.count
        let firstBonus = Int(text.bonus(start, table: table))
        var matchedBefore: UInt64 = 1  // the rows matched at the previous column
        var inRunBefore: UInt64 = firstBonus > 0 ? 1 : 0  // ... inside a run that started with a bonus
        var followsInRun: UInt64 = 0
        var follows: UInt64 = 0
        var withBonus: UInt64 = 0
        var anywhere: UInt64 = 0
        var previousClass = Int(text.characterClass(start))
        let asciiRows = self.asciiRows
        var offset = start + 1
        while offset < end {
            let character = text.character(offset)
            var rows: UInt64 = 0
            if let asciiRows, character < 0x80 {
                rows = asciiRows[Int(character)] & ~1
            } else {
                for row in 1..<m { rows |= UInt64(pattern[row] == character ? 1 : 0) &<< UInt64(row) }
            }
            let characterClass = Int(text.characterClass(offset))
            let hasBonus: UInt64 = table[previousClass &* 7 &+ characterClass] > 0 ? ~0 : 0
            let inRun = rows & (hasBonus | inRunBefore &<< 1)
            let after = rows & matchedBefore &<< 1
            followsInRun |= inRun & after
            follows |= after
            withBonus |= rows & hasBonus
            anywhere |= rows
            matchedBefore = rows
            inRunBefore = inRun
            previousClass = characterClass
            offset += 1
        }
        let later = (m == 64 ? ~UInt64(0) : (UInt64(1) &<< UInt64(m)) &- 1) & ~1
        guard anywhere | ~later == ~0 else { return Int.min }
        let match = FuzzyScoring.match
        let highest = Int(FuzzyScoring.boundaryAfterWhitespace)
        let best = followsInRun & later  // match + highest
        let gapWithBonus = withBonus & later & ~best  // match + highest + gapStart + 1
        let plainRun = follows & later & ~best & ~gapWithBonus  // match + consecutive
        let plainGap = later & ~best & ~gapWithBonus & ~plainRun  // match + gapStart + 1
        let total =
            match + firstBonus * FuzzyScoring.firstCharacterMultiplier
            + best.nonzeroBitCount * (match + highest)
            + gapWithBonus.nonzeroBitCount * (match + highest + FuzzyScoring.gapStart + 1)
            + plainRun.nonzeroBitCount * (match + Int(FuzzyScoring.consecutive))
            + plainGap.nonzeroBitCount * (match + FuzzyScoring.gapStart + 1)
        return total - (earliestEnd - start - (m - 1))
    }
}

// MARK: - TextFolding

/// Comparison keys that ignore case and Latin diacritics ("Côte" compares equal to "cote").
///
/// Typeahead (rule T2) and search (rule F1) share these rules, so both agree on what matches.
enum TextFolding {
    /// The Latin letter without its diacritic ("ô" → "o", "Ø" → "O", "ǝ" → "e"); other scalars are
    /// unchanged. Case is kept (see `Scripts/generate-latin-folding.py` for which capitals fold).
    /// O(1): a look-up in one of five small tables.
    static func removingDiacritic(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard value >= 0xC0 && value < 0x2185 else { return scalar }
        for block in latinBases where value >= block.start {
            let offset = Int(value - block.start)
            guard offset < block.bases.count else { continue }
            let base = block.bases[offset]
            return base == UInt8(ascii: ".") ? scalar : Unicode.Scalar(base)
        }
        return scalar
    }

    /// The lower-case form of a scalar when it has a one-scalar lower case, else the scalar. O(1).
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return byte >= 0x41 && byte <= 0x5A ? Unicode.Scalar(byte | 0x20) : scalar
        }
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower[lower.startIndex] : scalar
    }

    /// The key a scalar compares by, ignoring case and Latin diacritics: lowered first, then without
    /// its diacritic, as fzf folds. O(1).
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        removingDiacritic(lowercased(scalar))
    }

    /// Whether a scalar is a combining diacritical mark (U+0300–U+036F), which folding drops so that
    /// decomposed text ("e" + U+0301) compares like composed text ("é").
    static func isCombiningDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(scalar.value)
    }

    /// The folded scalars of a text, without combining diacritical marks.
    static func foldedScalars(of text: some StringProtocol) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars where !isCombiningDiacritic(scalar) {
            result.append(folded(scalar))
        }
        return result
    }

    /// Whether the text of valid UTF-8 `utf8`, folded, starts with the already folded `prefix`.
    /// O(prefix length), read in place.
    static func hasFoldedPrefix(utf8: UnsafeBufferPointer<UInt8>, _ prefix: [Unicode.Scalar]) -> Bool {
        if prefix.isEmpty { return true }
        var position = 0
        var bytes = utf8.makeIterator()
        var decoder = Unicode.UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if isCombiningDiacritic(scalar) { continue }
            guard folded(scalar) == prefix[position] else { return false }
            position += 1
            if position == prefix.count { return true }
        }
        return false
    }

    /// Whether `text`, folded, starts with the already folded `prefix`. O(prefix length).
    static func hasFoldedPrefix(_ text: String, _ prefix: [Unicode.Scalar]) -> Bool {
        var position = 0
        if prefix.isEmpty { return true }
        for scalar in text.unicodeScalars where !isCombiningDiacritic(scalar) {
            guard folded(scalar) == prefix[position] else { return false }
            position += 1
            if position == prefix.count { return true }
        }
        return false
    }
}

// MARK: - TextScorer

/// Scores the texts of a matcher one at a time for one query, prepared once, its index read in
/// place: what merging the keyword matches into the label matches asks of some texts (rules F10,
/// F11), without ranking every text. Made by ``FuzzyMatcher/withScorer(for:_:)`` for the length of
/// a call.
struct TextScorer {
    // File-private, so that the memberwise initializer is too: only `withScorer` makes one.
    fileprivate let reader: IndexReader
    fileprivate let tables: SearchTables
    fileprivate let prepared: PreparedQuery

    /// A text's score for the query (fzf's, summed over the terms) and its length as ranking counts
    /// it (white space at the ends not counted), or `nil` when it does not match. O(m × w) for a
    /// query of m characters and a text of w.
    func match(_ text: Int) -> (score: Int, length: UInt32)? {
        guard prepared.admits(mask: reader.mask(text)),
            let score = prepared.score(text, in: reader, tables: tables)
        else { return nil }
        return (score, reader.trimmedLength(text))
    }
}

extension FuzzyMatcher {
    /// Runs `body` with a scorer of this matcher's texts for `query` (none for `nil`).
    func withScorer<Result>(for query: SearchQuery?, _ body: (TextScorer?) throws -> Result) rethrows -> Result {
        guard let query else { return try body(nil) }
        let prepared = PreparedQuery(query, maximumLength: index.maximumLength)
        return try index.withReader { reader in
            try SearchTables.with { tables in
                try body(TextScorer(reader: reader, tables: tables, prepared: prepared))
            }
        }
    }
}

// MARK: - TopMatches

/// The `limit` smallest keys seen, in a max-heap (the worst on top).
struct TopMatches {
    let limit: Int
    private var heap: [RankKey] = []

    init(limit: Int) {
        self.limit = limit
        heap.reserveCapacity(limit)
    }

    var isFull: Bool { heap.count >= limit }
    var isEmpty: Bool { heap.isEmpty }
    /// The worst key kept (only when full).
    var worst: RankKey { heap[0] }

    mutating func insert(_ key: RankKey) {
        if heap.count < limit {
            heap.append(key)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child] > heap[parent] else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if limit > 0 && key < heap[0] {
            heap[0] = key
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < heap.count && heap[left] > heap[largest] { largest = left }
                if right < heap.count && heap[right] > heap[largest] { largest = right }
                guard largest != parent else { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }

    /// The kept keys, best first.
    func sorted() -> [RankKey] { heap.sorted() }
}

// MARK: - WantedByte

/// An ASCII character looked for in a text of bytes eight bytes at a time: one 64-bit word holds
/// eight characters, and one comparison answers for all eight, in the high bit of each byte (a
/// SWAR test).
///
/// Every scan of a ``ByteText`` for a character reads through this: the first and the last offset
/// of a character, each place of one, and the scores of one-character terms; those that read most
/// bytes compare sixteen at once with it (``ByteChunk``), and eight at a time at the end of a text.
struct WantedByte {
    /// `0x20` in every byte when a letter is compared in either case (it lowers an upper-case
    /// letter, and the wanted byte is lower case), else 0.
    let caseBits: UInt64
    /// The wanted byte, in every byte.
    let pattern: UInt64
    #if arch(x86_64) && canImport(_Builtin_intrinsics)
        /// `caseBits` and `pattern` in each half of a vector (``ByteChunk/matches(_:)``).
        let caseVector: SIMD2<Int64>
        let patternVector: SIMD2<Int64>
    #endif

    /// The test for `wanted`, in either case when `ignoresCase` and it is a letter; `nil` when it
    /// is not ASCII, so that no byte of a byte text is it.
    @inline(__always)
    init?(_ wanted: UInt32, ignoresCase: Bool) {
        guard wanted < 0x80 else { return nil }
        let isLetter = wanted >= 0x61 && wanted <= 0x7A
        caseBits = ignoresCase && isLetter ? 0x2020_2020_2020_2020 : 0
        pattern = UInt64(wanted) &* 0x0101_0101_0101_0101
        #if arch(x86_64) && canImport(_Builtin_intrinsics)
            caseVector = SIMD2(repeating: Int64(bitPattern: caseBits))
            patternVector = SIMD2(repeating: Int64(bitPattern: pattern))
        #endif
    }

    /// The high bit of each of the eight bytes at `offset` that is the wanted character, among the
    /// first `count` of them (all eight when `count` is 8 or more).
    @inline(__always)
    func hits(in bytes: UnsafePointer<UInt8>, at offset: Int, count: Int = 8) -> UInt64 {
        hits(inWord: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)) & Self.firstBytes(count)
    }

    /// The high bit of each byte of `word` that is the wanted character.
    @inline(__always)
    func hits(inWord word: UInt64) -> UInt64 {
        Self.zeroBytes((word | caseBits) ^ pattern)
    }

    /// The high bit of every byte of `word` that is zero, exactly (no borrows between bytes).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080
    }

    /// The bits of the first `count` bytes of a word (the lowest addresses): all of them for 8 or
    /// more, so that a scan ignores the padding past a text's end.
    @inline(__always)
    static func firstBytes(_ count: Int) -> UInt64 {
        count < 8 ? (UInt64(1) &<< UInt64(count &* 8)) &- 1 : ~0
    }
}

// MARK: - ByteChunk

/// Sixteen bytes of a text read at once and compared with a ``WantedByte``: a bit per byte, set where
/// it is the character. The scans of a ``ByteText`` that read most bytes (the in-order test of a
/// term's characters, the columns of a window, the match cells of a row, the places of a term's
/// characters in a short label) step through a text sixteen bytes at a time with it.
///
/// On x86-64 it is SSE2's byte comparison and `pmovmskb`, which every x86-64 processor has (no
/// compiler flag is needed), through Clang's module of built-in intrinsics: about four instructions
/// for sixteen bytes. Elsewhere (Apple silicon), two eight-byte words are compared as ``WantedByte``
/// compares them and their hits gathered into bits: what the eight-byte scans cost before.
///
/// A chunk reads sixteen bytes from its offset: a scan may take one at `offset` only when
/// `offset + 8 <= count`, so that it reads no further than the eight bytes of padding the index keeps
/// after its last label (``readable(at:count:)``).
struct ByteChunk {
    #if arch(x86_64) && canImport(_Builtin_intrinsics)
        private let vector: SIMD2<Int64>
    #else
        private let lowWord: UInt64
        private let highWord: UInt64
    #endif

    /// The sixteen bytes at `offset`.
    @inline(__always)
    init(_ bytes: UnsafePointer<UInt8>, at offset: Int) {
        let raw = UnsafeRawPointer(bytes + offset)
        #if arch(x86_64) && canImport(_Builtin_intrinsics)
            vector = raw.loadUnaligned(as: SIMD2<Int64>.self)
        #else
            lowWord = raw.loadUnaligned(as: UInt64.self)
            highWord = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        #endif
    }

    /// Whether a chunk may be read at `offset` of a text of `count` bytes padded with eight more.
    @inline(__always)
    static func readable(at offset: Int, count: Int) -> Bool { offset &+ 8 <= count }

    /// Bit i set where byte i is the character `byte` looks for.
    @inline(__always)
    func matches(_ byte: WantedByte) -> UInt32 {
        #if arch(x86_64) && canImport(_Builtin_intrinsics)
            return UInt32(
                truncatingIfNeeded: _mm_movemask_epi8(
                    _mm_cmpeq_epi8(_mm_or_si128(vector, byte.caseVector), byte.patternVector)))
        #else
            return Self.matches(low: lowWord, high: highWord, byte)
        #endif
    }

    /// Bit i set where byte i, an ASCII byte (below 0x80), is in `low...high` (both below 0x7F).
    @inline(__always)
    func bytes(from low: UInt8, through high: UInt8) -> UInt32 {
        #if arch(x86_64) && canImport(_Builtin_intrinsics)
            // Signed comparisons: every ASCII byte is positive.
            let above = _mm_cmpgt_epi8(vector, _mm_set1_epi8(CChar(bitPattern: low &- 1)))
            let below = _mm_cmpgt_epi8(_mm_set1_epi8(CChar(bitPattern: high &+ 1)), vector)
            return UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_and_si128(above, below)))
        #else
            return Self.bytes(of: lowWord, from: low, through: high)
                | Self.bytes(of: highWord, from: low, through: high) &<< 8
        #endif
    }

    /// Bit i set where byte i of `word`, an ASCII byte, is in `low...high` (see
    /// ``bytes(from:through:)``): adding `0x80 - low` reaches 0x80 from `low` on, adding
    /// `0x7F - high` stays below it through `high`, and neither carries into the next byte.
    @inline(__always)
    static func bytes(of word: UInt64, from low: UInt8, through high: UInt8) -> UInt32 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let top = (word &+ ones &* UInt64(0x80 &- low)) & ~(word &+ ones &* UInt64(0x7F &- high))
        return UInt32(bits(top & 0x8080_8080_8080_8080))
    }

    /// ``matches(_:)`` without SSE2: the sixteen bytes as two words, each compared as ``WantedByte``
    /// compares eight bytes.
    @inline(__always)
    static func matches(low: UInt64, high: UInt64, _ byte: WantedByte) -> UInt32 {
        UInt32(bits(byte.hits(inWord: low))) | UInt32(bits(byte.hits(inWord: high))) &<< 8
    }

    /// The high bit of each of eight bytes gathered into a bit per byte.
    @inline(__always)
    static func bits(_ hits: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: ((hits &>> 7) &* 0x0102_0408_1020_4080) &>> 56)
    }

    /// The bits of the first `count` bytes (all sixteen for 16 or more).
    @inline(__always)
    static func firstBytes(_ count: Int) -> UInt32 {
        count < 16 ? (UInt32(1) &<< UInt32(truncatingIfNeeded: max(count, 0))) &- 1 : 0xFFFF
    }
}

// MARK: - WindowBound

/// The best score any alignment of a term inside a window of a label could have, by a dynamic
/// program over the window that knows each character's own bonus: the second step of
/// ``ReachTest``, run only where its span test passes.
///
/// ## What it bounds
///
/// fzf's score of an alignment is the sum, over the term's characters, of 16 plus a bonus, less 3
/// for the first character of each gap and 1 for each further one. The first character's bonus is
/// its own bonus b (the bonus of its place in the label) twice. A character after a gap starts a
/// run, and its bonus is its own. A character right after the previous one continues the run: its
/// bonus is max(b, 4, the run's first bonus), or its own b when that starts a word (b ≥ 8) above
/// the run's first bonus, which then starts a new run.
///
/// ## Why it is an upper bound
///
/// The program keeps, per term character and label column, two totals:
/// - `high`: the best total of an alignment ending there;
/// - `low`: the best total of one whose current run started with a bonus of at most 4 (at most
///   `high`).
///
/// It relaxes only upwards:
/// - a continued run adds 16 + 10 to `high` (10 is the highest bonus) and 16 + max(b, 4) to `low`
///   (the run's first bonus is at most 4, and a break adds b);
/// - a character after a gap adds 16 + b to the best total of the row above at least two columns
///   back, less the gap's cost.
///
/// Every alignment inside the window is one of the program's paths, each of its steps adding at
/// most what the program adds, so the program's best is at least the alignment's score.
///
/// ## Why only full alignments count
///
/// fzf's "v2" floors a cell at 0, so its score can be that of an alignment whose first rows were
/// forgotten; ``ReachTest`` runs this bound only for thresholds above the best such score (the
/// maximum of m - 1 characters less 10), so a label scoring the threshold has a full alignment
/// scoring it, inside the widest span around one of its anchor's places.
extension ReachTest {
    /// The upper bound of the score of any alignment of the term that lies inside
    /// `window` (offsets of `text`). O(window × m).
    func windowBound<Text: SearchText>(
        _ text: Text, window: Range<Int>, bonus table: UnsafePointer<Int16>
    ) -> Int {
        let m = pattern.count
        let none = Int.min / 4
        let match = FuzzyScoring.match
        let highest = Int(FuzzyScoring.boundaryAfterWhitespace)
        let consecutive = Int(FuzzyScoring.consecutive)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * m) { storage in
            let base = storage.baseAddress!
            let high = base
            let low = base + m
            let gap = base + 2 * m  // the best total of the row before a gap that ends at this column
            for row in 0..<m {
                high[row] = none
                low[row] = none
                gap[row] = none
            }
            var best = none
            for offset in window {
                let character = text.character(offset)
                let own = Int(text.bonus(offset, table: table))
                var row = m - 1
                while row >= 0 {
                    var newHigh = none
                    var newLow = none
                    if pattern[row] == character {
                        if row == 0 {
                            newHigh = match + own * FuzzyScoring.firstCharacterMultiplier
                        } else {
                            let afterGap = gap[row - 1] + match + own
                            let continued = high[row - 1] + match + highest
                            let continuedLow = low[row - 1] + match + max(own, consecutive)
                            newHigh = max(afterGap, continued, continuedLow)
                            // A run's first bonus stays at most 4 unless a word starts here.
                            newLow = own < Int(FuzzyScoring.boundary) ? continuedLow : none
                            if own <= consecutive { newLow = max(newLow, afterGap) }
                        }
                        if row == 0 && own <= consecutive { newLow = newHigh }
                    }
                    // A gap starting after the previous column costs 3, each further column 1.
                    gap[row] = max(gap[row] - 1, high[row] + FuzzyScoring.gapStart)
                    high[row] = max(newHigh, none)
                    low[row] = max(newLow, none)
                    row -= 1
                }
                best = max(best, high[m - 1])
            }
            return best
        }
    }
}

// MARK: - WordStartIndex

/// Where each long label's characters have a bonus (a word start, a hump, a delimiter), grouped by
/// the characters' mask bits: the places a high-scoring alignment of a term can start, found without
/// reading the label (see ``ReachTest/mayReach(_:threshold:boundaryMask:from:bonus:)``).
///
/// Only labels of ``lengths`` have one, made with their bound masks when they are appended to the
/// ``SearchIndex``. A label's table is 65 offsets (where each of the 64 groups
/// starts among its places, and where the last ends), then its places, in ascending order within
/// each group, then a bit per character, set where it has a bonus (read 64 at a time by
/// ``ReachTest/maskedRunBound(_:start:end:bonusColumns:firstBonus:)``): four bytes per place with a
/// bonus, one bit per character, and 268 bytes per label.
struct WordStartIndex: Sendable {
    /// The lengths of the labels indexed: long ones, up to the longest whose terms of two characters
    /// or more fzf still aligns optimally (beyond, each is scored in one greedy pass, which reads no
    /// places).
    static let lengths = 256...(FuzzyScoring.optimalCellLimit / 2)
    /// Where each indexed label's table starts in `storage`.
    private(set) var tables: [Int: Int] = [:]
    /// The tables, one after the other.
    private(set) var storage: [UInt32] = []

    /// The bytes the index holds.
    var byteCount: Int { storage.count * MemoryLayout<UInt32>.stride }

    /// Adds the table of a label of `length` characters from its places with a bonus, each
    /// `bitIndex << 32 | offset`, in ascending order of offsets.
    mutating func add(label: Int, length: Int, places: UnsafeBufferPointer<UInt64>) {
        let start = storage.count
        tables[label] = start
        // The bits, and two words more: 64 bits are read from any character's word.
        let bitWords = (length + 31) / 32 + 2
        storage.append(contentsOf: repeatElement(0, count: 65 + places.count + bitWords))
        storage.withUnsafeMutableBufferPointer { storage in
            let counts = storage.baseAddress! + start  // then where each group starts, then ends
            let bits = counts + 65 + places.count
            for place in places {
                counts[Int(place >> 32) + 1] &+= 1
                let offset = Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
                bits[offset &>> 5] |= 1 &<< UInt32(offset & 31)
            }
            for bit in 1...64 { counts[bit] &+= counts[bit - 1] }
            // Each group's next place, from where it starts.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { next in
                for bit in 0..<64 { next[bit] = counts[bit] }
                let placesStart = start + 65
                for place in places {
                    let bit = Int(place >> 32)
                    storage[placesStart + Int(next[bit])] = UInt32(truncatingIfNeeded: place)
                    next[bit] &+= 1
                }
            }
        }
    }

    /// Runs `body` with a reader of the index, for the length of a search.
    func withReader<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { storage in
            try body(Reader(tables: tables, storage: storage.baseAddress))
        }
    }

    /// The index read in place during a search.
    struct Reader {
        let tables: [Int: Int]
        let storage: UnsafePointer<UInt32>?

        /// A label's table, or `nil` when it has none.
        @inline(__always)
        func table(of label: Int) -> Table? {
            guard let table = tables[label], let storage else { return nil }
            return Table(base: storage + table)
        }

        /// The offsets, ascending, of a label's characters with a bonus whose mask bit index is
        /// `bitIndex`, or `nil` when the label has no table.
        @inline(__always)
        func places(of label: Int, bitIndex: Int) -> UnsafeBufferPointer<UInt32>? {
            table(of: label)?.places(bitIndex: bitIndex)
        }

        /// The 64 bits of `bits` (``Table/bonusBits``) from the character at `offset`: bit i for
        /// the character at `offset + i`.
        @inline(__always)
        static func columns(_ bits: UnsafePointer<UInt32>, from offset: Int) -> UInt64 {
            let word = UnsafeRawPointer(bits + (offset &>> 5))
            let shift = UInt64(offset & 31)
            let low = word.loadUnaligned(as: UInt64.self) &>> shift
            let high = UInt64(word.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            return shift == 0 ? low : low | high &<< (64 &- shift)
        }
    }

    /// One label's table, read in place.
    struct Table {
        let base: UnsafePointer<UInt32>

        /// The offsets, ascending, of the characters with a bonus whose mask bit index is `bitIndex`.
        @inline(__always)
        func places(bitIndex: Int) -> UnsafeBufferPointer<UInt32> {
            let first = Int(base[bitIndex])
            return UnsafeBufferPointer(start: base + 65 + first, count: Int(base[bitIndex + 1]) - first)
        }

        /// A bit per character, set where it has a bonus (readable 64 bits from any character's:
        /// see ``Reader/columns(_:from:)``).
        @inline(__always)
        var bonusBits: UnsafePointer<UInt32> { base + 65 + Int(base[64]) }
    }
}

// MARK: - WordStartMemo

/// What the word start bounds of a term showed about each long label, kept for the same term typed
/// further (``AlignmentFrontiers`` holds it, and drops it with the rows when the term changes
/// otherwise): the places whose windows could still reach the lowest threshold they decide, each
/// with its window's bound. A letter typed then reads those places only, and bounds a label that
/// has none without reading it.
///
/// ## What is kept
///
/// When a search computes a long label's word start bound for a term P of m0 ≥ 2 characters
/// (``ReachTest/startBound(_:boundaryMask:from:bonus:recording:)``: every place with a bonus of P's
/// first character, each window read for L(m0), the lowest threshold the places decide), the
/// places whose window bound β (the run bound, or the dynamic program's best when it ran) is at
/// least L(m0), each with its β. A bound that stopped early (a window reached the maximum) keeps
/// nothing.
///
/// ## Why it bounds the term typed further
///
/// Let Q be P followed by k ≥ 0 more characters (m = m0 + k), and T ≥ L(m) a threshold. A label's
/// score for Q reaches T only with a full alignment A of Q that starts at a place p of Q's first
/// character with a bonus, inside the window read for T at p (see ``ReachTest``'s word start
/// test). The first m0 characters of A are an alignment A' of P that starts at p, and:
///
/// - A' scores at least T - 26k: an alignment's score is the sum of its characters' scores, each
///   set by the characters before it, and a character after the first adds at most 26 (16 and a
///   bonus of at most 10). The maximum of m characters is the maximum of m0 plus 26k, and L is
///   the maximum less 19 at every length, so T - 26k ≥ L(m) - 26k = L(m0).
/// - A' lies in the window read for L(m0) at p: A spans at most m + (max(m) - T) - λQ characters,
///   where λQ is what its first character's bonus and the characters after it that cannot have a
///   bonus in this label lose; λQ ≥ λP, since those characters of P are the first of Q's. A' ends
///   k characters or more before A does, so it spans at most m0 + (max(m0) - (T - 26k)) - λP
///   characters: inside the window for the threshold T - 26k, which lies inside the one for
///   L(m0) ≤ T - 26k.
///
/// So P's window bound at p is at least A's score less 26k, at least L(m0): p was kept, with
/// β ≥ T - 26k. Hence, for Q:
///
/// - only the kept places with β + 26k ≥ T can start an alignment that reaches T, so the word start
///   test and bound for Q read those alone (and keep, for Q, those of them whose bound reaches
///   L(m), as if they had read every place);
/// - the label scores at most the larger of L(m) - 1 and the highest β + 26k: a score s ≥ L(m)
///   has a kept place with β ≥ s - 26k. A label without a kept place scores below L(m), unread.
struct WordStartMemo {
    /// A label's kept places: the length of the term they were kept for, where they are in
    /// `storage`, and the highest bound among them.
    private struct Record {
        var length: Int32
        var start: Int32
        var count: Int32
        var best: Int32
    }

    private var records: [Int32: Record] = [:]
    /// Each kept place: its offset (high 32 bits) and its window's bound (low 32 bits, signed).
    private var storage: [UInt64] = []
    /// The entries of `storage` that a record still refers to.
    private var liveCount = 0

    /// At most this many places are kept (8 bytes each): beyond, every record is dropped.
    static let placeLimit = 1 << 20

    /// A place and its window's bound as one entry of a record.
    @inline(__always)
    static func entry(place: Int, bound: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: place) << 32 | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: bound)))
    }

    /// Whether no label has places kept.
    var isEmpty: Bool { records.isEmpty }

    /// Keeps only the records of terms of at most `length` characters (those the next term starts
    /// with).
    mutating func keep(upTo length: Int) {
        guard length > 0 else {
            removeAll()
            return
        }
        let limit = Int32(truncatingIfNeeded: length)
        records = records.filter { $0.value.length <= limit }
        liveCount = records.values.reduce(0) { $0 + Int($1.count) }
    }

    mutating func removeAll() {
        records.removeAll()
        storage.removeAll(keepingCapacity: true)
        liveCount = 0
    }

    /// The bound of a label's score for the term's first `length` characters from its kept places
    /// (see the type's description), or `nil` when it has none kept.
    @inline(__always)
    func bound(of label: Int, length: Int) -> Int? {
        guard let record = records[Int32(truncatingIfNeeded: label)] else { return nil }
        let lowest = ReachTest.lowestDecidedThreshold(length: length)
        guard record.count > 0 else { return lowest - 1 }
        return max(lowest - 1, Int(record.best) + SparseAlignment.rowGain * (length - Int(record.length)))
    }

    /// The number of places kept for a label, or `nil` when it has none kept.
    @inline(__always)
    func placeCount(of label: Int) -> Int? {
        records[Int32(truncatingIfNeeded: label)].map { Int($0.count) }
    }

    /// Writes to `places` (room for ``placeCount(of:)``) the places kept for a label whose bound,
    /// carried to the term's first `length` characters, is at least `least`, in ascending order;
    /// returns their number.
    @inline(__always)
    func copyPlaces(of label: Int, length: Int, least: Int, into places: UnsafeMutablePointer<UInt32>) -> Int {
        guard let record = records[Int32(truncatingIfNeeded: label)] else { return 0 }
        let gain = SparseAlignment.rowGain * (length - Int(record.length))
        return storage.withUnsafeBufferPointer { storage in
            var found = 0
            for entry in storage[Int(record.start)..<Int(record.start) + Int(record.count)]
            where Int(Int32(truncatingIfNeeded: entry)) + gain >= least {
                places[found] = UInt32(truncatingIfNeeded: entry >> 32)
                found += 1
            }
            return found
        }
    }

    /// Keeps a label's places for a term of `length` characters (each ``entry(place:bound:)``, in
    /// ascending order of places), in place of what it kept before.
    mutating func record(label: Int, length: Int, entries: UnsafeBufferPointer<UInt64>) {
        let key = Int32(truncatingIfNeeded: label)
        if let old = records[key] { liveCount -= Int(old.count) }
        if liveCount + entries.count > Self.placeLimit { removeAll() }
        if storage.count > 2 * liveCount + 4_096 { compact() }
        var best = Int32.min
        for entry in entries { best = max(best, Int32(truncatingIfNeeded: entry)) }
        records[key] = Record(
            length: Int32(truncatingIfNeeded: length), start: Int32(storage.count), count: Int32(entries.count),
            best: best)
        storage.append(contentsOf: entries)
        liveCount += entries.count
    }

    /// Drops the entries no record refers to.
    private mutating func compact() {
        var kept: [UInt64] = []
        kept.reserveCapacity(liveCount)
        for (key, record) in records {
            let start = Int(record.start)
            var moved = record
            moved.start = Int32(kept.count)
            kept.append(contentsOf: storage[start..<start + Int(record.count)])
            records[key] = moved
        }
        storage = kept
    }
}

// MARK: - WordStartReach

/// Whether a long label could score at least a threshold, found from its word start index
/// (``WordStartIndex``): only the places where the term's first character has a bonus are read, and
/// a short window after each. A search for the best few matches skips the labels that fail it
/// without reading the rest of them.
///
/// ## What it proves
///
/// A label that fails scores below the threshold T for the term; a label that passes may or may not
/// reach it. It answers only when T is above both the maximum of m - 1 characters less 10 (as for
/// ``ReachTest``) and the maximum less 20; otherwise it does not answer (`nil`).
///
/// ## Why an alignment that reaches T starts at a place with a bonus
///
/// The maximum, 26m + 10, is the score of the term's first character at a bonus of 10, doubled, and
/// every later character at 16 + 10. An alignment whose first character has the bonus b loses at
/// least 2 × (10 - b) of it (the first character scores 16 + 2b), and ``ReachTest/loss(firstBonus:plainCharacters:)``
/// counts that and the loss of the characters that cannot have a bonus in this label. Above the
/// maximum less 20, an alignment whose first character has no bonus (b = 0, a loss of 20) cannot
/// reach T: its first character is at one of the label's places with a bonus, which the index lists
/// for that character's mask bit (every character that compares equal to it shares that bit).
///
/// ## Why a window after that place holds it
///
/// Every character skipped between the first match and the last costs at least 1 (3 for the first of
/// a gap, 1 for each further one), so an alignment starting at p whose first character loses L
/// spans at most m + (maximum - T) - L characters. Above the maximum of m - 1 characters less 10,
/// fzf's "v2" cannot reach T with an alignment whose first rows were forgotten (floored at 0), so
/// the label reaches T only with a full alignment of the term inside one such window, starting at
/// its place; ``ReachTest/startedAlignmentBound(_:start:end:bonus:)`` is the best score of those.
/// fzf's "v1" (beyond its cell limit) scores one full alignment, which the same windows hold. When
/// no window's bound reaches T, no alignment does.
extension ReachTest {
    /// Whether `text` could score at least `threshold`, from `places`: the offsets, ascending, of the
    /// label's characters with a bonus that share the term's first character's mask bit. `nil` when
    /// the threshold is too low for the places to decide (see the type's description). With
    /// `bonusBits` (``WordStartIndex/Reader/bonusBits(of:)``), a window of up to 64 characters of a
    /// text of bytes is read through its masks (``maskedRunBound(_:start:end:bonusColumns:firstBonus:)``).
    /// O(places × (m + slack) × m).
    @inline(__always)
    func mayReach<Text: SearchText>(
        _ text: Text, threshold: Int, boundaryMask: UInt64, from places: UnsafeBufferPointer<UInt32>,
        bonus table: UnsafePointer<Int16>, bonusBits: UnsafePointer<UInt32>? = nil
    ) -> Bool? {
        let maximum = FuzzyScoring.maximumScore(length: pattern.count)
        guard threshold <= maximum else { return false }
        guard threshold >= lowestDecidedThreshold else { return nil }
        let best = bestWindowBound(
            text, slack: maximum - threshold, boundaryMask: boundaryMask, from: places, enough: threshold,
            floor: threshold, bonus: table, bonusBits: bonusBits, recording: nil)
        return best.bound >= threshold
    }

    /// A bound of the score of `text` from its places with a bonus of the term's first character
    /// (as ``mayReach(_:threshold:boundaryMask:from:bonus:)`` reads them), for ordering long labels
    /// best first; `nil` for a term of one character. With `recording`, room for one entry per
    /// place: the places whose window bound reaches the lowest threshold they decide, each with that
    /// bound (``WordStartMemo/entry(place:bound:)``), are written there, and their number returned
    /// (`nil` when the bound stopped early, at the maximum, before reading every place).
    ///
    /// ## Why it bounds the score
    ///
    /// Let T0 be the lowest threshold the places decide. Each window read for T0 holds the window
    /// read for any higher threshold at the same place (a higher threshold allows a smaller span),
    /// and every place that qualifies for a higher threshold qualifies for T0. So a score s ≥ T0 is
    /// at most the highest window bound read for T0, and a lower score is at most T0 - 1: the
    /// larger of the two bounds the score.
    func startBound<Text: SearchText>(
        _ text: Text, boundaryMask: UInt64, from places: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>,
        bonusBits: UnsafePointer<UInt32>? = nil, recording: UnsafeMutablePointer<UInt64>? = nil
    ) -> (bound: Int, recorded: Int?)? {
        guard pattern.count > 1 else { return nil }
        let maximum = FuzzyScoring.maximumScore(length: pattern.count)
        let lowest = lowestDecidedThreshold
        let best = bestWindowBound(
            text, slack: maximum - lowest, boundaryMask: boundaryMask, from: places, enough: maximum, floor: lowest,
            bonus: table, bonusBits: bonusBits, recording: recording)
        return (max(best.bound, lowest - 1), best.recorded)
    }

    /// The lowest threshold the places decide for this term (see
    /// ``lowestDecidedThreshold(length:)``).
    var lowestDecidedThreshold: Int { Self.lowestDecidedThreshold(length: pattern.count) }

    /// The lowest threshold the places decide for a term of `length` characters: above the maximum
    /// of one character less, less 10, and above the maximum less 20 (a first character without a
    /// bonus). The second is the higher, so it is the maximum less 19 at every length.
    static func lowestDecidedThreshold(length: Int) -> Int {
        let highest = Int(FuzzyScoring.boundaryAfterWhitespace)
        return max(
            FuzzyScoring.maximumScore(length: length - 1) - highest + 1,
            FuzzyScoring.maximumScore(length: length) - FuzzyScoring.firstCharacterMultiplier * highest + 1)
    }

    /// The highest window bound over the windows an alignment losing at most `slack` can lie in,
    /// one after each place whose character is the term's first and whose bonus allows it (a window
    /// without the term's characters in order is skipped); it stops once a bound reaches `enough`.
    /// A window whose bound is below `floor` may count as none (its place is skipped when
    /// ``startedRunBound(_:start:end:earliestEnd:bonus:)`` shows it). `Int.min` when there is no such
    /// window. With `recording`, the places whose window bound (the run bound when the program did
    /// not run, else the program's) is at least `floor` are written there with it, and `recorded`
    /// is their number (`nil` when it stopped early).
    @inline(__always)
    private func bestWindowBound<Text: SearchText>(
        _ text: Text, slack: Int, boundaryMask: UInt64, from places: UnsafeBufferPointer<UInt32>, enough: Int,
        floor: Int, bonus table: UnsafePointer<Int16>, bonusBits: UnsafePointer<UInt32>?,
        recording: UnsafeMutablePointer<UInt64>?
    ) -> (bound: Int, recorded: Int?) {
        let m = pattern.count
        let plainCharacters = plainCharacterCount(boundaryMask: boundaryMask)
        let n = text.count
        let first = pattern[0]
        var best = Int.min
        var recorded = 0
        return withUnsafeTemporaryAllocation(of: Window.self, capacity: Self.windowBatch) { windows in
            var batchStart = 0
            var batchSize = 2
            while batchStart < places.count {
                // A few places at a time (more as the first ones do not end the search), first each
                // one's window from its first character and its bonus: places far apart in a long label
                // are each a read from memory, and these reads do not wait on each other.
                var count = 0
                for place in places[batchStart..<min(batchStart + batchSize, places.count)] {
                    let start = Int(place)
                    guard text.character(start) == first else { continue }
                    let firstBonus = Int(text.bonus(start, table: table))
                    let lost = loss(firstBonus: firstBonus, plainCharacters: plainCharacters)
                    guard lost <= slack else { continue }
                    let end = min(start + m + slack - lost, n)
                    let bonusColumns = bonusBits.map { WordStartIndex.Reader.columns($0, from: start) } ?? 0
                    windows[count] = Window(start: start, end: end, firstBonus: firstBonus, bonusColumns: bonusColumns)
                    count += 1
                }
                batchStart += batchSize
                batchSize = min(2 * batchSize, Self.windowBatch)
                for window in windows[0..<count] {
                    let bound = windowBound(
                        text, window, bonusBits: bonusBits, floor: floor, best: best, bonus: table)
                    guard let bound else { continue }
                    if let recording, bound.value >= floor {
                        recording[recorded] = WordStartMemo.entry(place: window.start, bound: bound.value)
                        recorded &+= 1
                    }
                    if bound.isExact {
                        best = max(best, bound.value)
                        if best >= enough { return (best, nil) }
                    }
                }
            }
            return (best, recorded)
        }
    }

    /// The most places ``bestWindowBound(_:slack:boundaryMask:from:enough:floor:bonus:bonusBits:recording:)``
    /// reads the first characters of at once.
    private static let windowBatch = 16

    /// The bound of a window's alignments: the program's best (exact), or the run bound when it
    /// shows the program cannot count (below `floor`, or at most the `best` so far); `nil` when the
    /// window does not have the term in order.
    @inline(__always)
    private func windowBound<Text: SearchText>(
        _ text: Text, _ window: Window, bonusBits: UnsafePointer<UInt32>?, floor: Int, best: Int,
        bonus table: UnsafePointer<Int16>
    ) -> (value: Int, isExact: Bool)? {
        let m = pattern.count
        let (start, end) = (window.start, window.end)
        // The term's characters in order inside the window, then the window's run bound, unless the
        // window is the term's own length (then the program costs about what the bound does).
        var quick: Int? = nil
        if Text.readsColumnsAtOnce, bonusBits != nil, end - start <= 64 {
            // Both at once, from the window's masks.
            guard
                let found = maskedRunBound(
                    text, start: start, end: end, bonusColumns: window.bonusColumns, firstBonus: window.firstBonus)
            else { return nil }
            if end - start > m { quick = found.bound }
        } else {
            var offset = start
            var index = 1
            while index < m {
                offset = text.firstOffset(of: pattern[index], from: offset + 1, before: end)
                if offset >= end { break }
                index += 1
            }
            guard index == m else { return nil }
            if m <= 64 && end - start > m {
                quick = startedRunBound(text, start: start, end: end, earliestEnd: offset, bonus: table)
            }
        }
        // The program only where its best could count: above the best so far, and at least `floor`.
        if let quick, quick < floor || quick <= best { return (quick, false) }
        return (startedAlignmentBound(text, start: start, end: end, bonus: table), true)
    }

    /// A window read by ``bestWindowBound(_:slack:boundaryMask:from:enough:floor:bonus:bonusBits:recording:)``:
    /// from its place to its end, its first character's bonus, and a bit per character from the
    /// place set where it has a bonus (0 without the index's bits).
    private struct Window {
        var start: Int
        var end: Int
        var firstBonus: Int
        var bonusColumns: UInt64
    }
}
