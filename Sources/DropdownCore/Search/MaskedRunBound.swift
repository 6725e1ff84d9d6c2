/// The in-order test of a window after a long label's word start and its run bound
/// (``ReachTest/startedRunBound(_:start:end:earliestEnd:bonus:)``), computed at once from bit masks
/// of the window's columns rather than column by column: a mask per term character of where the
/// window has it (eight characters at a time for a text of bytes), and a mask of where it has a
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
