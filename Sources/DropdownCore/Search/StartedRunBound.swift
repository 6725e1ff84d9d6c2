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
