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
