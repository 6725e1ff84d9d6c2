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
