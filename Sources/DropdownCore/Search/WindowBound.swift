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
