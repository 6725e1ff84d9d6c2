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

    /// Calls `body` with each offset from `start` whose character is `wanted`, in order, eight bytes
    /// at a time (reads up to seven bytes past the text, which the index pads).
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
                let found = UnsafeMutableRawPointer(buffer.baseAddress!)
                var first = start
                while first < n {
                    let end = min(first &+ stretch, n)
                    var count = 0
                    var offset = first
                    while offset < end {
                        let hits = byte.hits(in: bytes, at: offset, count: n &- offset)
                        // Byte j's hit (its bit 7) to bit j of one byte.
                        let lanesHit = Int(truncatingIfNeeded: ((hits &>> 7) &* 0x0102_0408_1020_4080) &>> 56)
                        // The lanes, each plus the word's distance from the stretch's first byte (at
                        // most 255: no byte carries into the next).
                        let places =
                            lanes[lanesHit] &+ UInt64(truncatingIfNeeded: offset &- first) &* 0x0101_0101_0101_0101
                        found.storeBytes(of: places, toByteOffset: count, as: UInt64.self)
                        count &+= lanesHit.nonzeroBitCount
                        offset &+= 8
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
    /// beyond them are 0).
    private static let laneTable: [UInt64] = (0..<256).map { bits in
        var lanes: UInt64 = 0
        var count: UInt64 = 0
        for lane in 0..<8 where bits & (1 << lane) != 0 {
            lanes |= UInt64(lane) << (8 * count)
            count += 1
        }
        return lanes
    }

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
