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
    /// the threshold is too low for the places to decide (see the type's description).
    /// O(places × (m + slack) × m).
    @inline(__always)
    func mayReach<Text: SearchText>(
        _ text: Text, threshold: Int, boundaryMask: UInt64, from places: UnsafeBufferPointer<UInt32>,
        bonus table: UnsafePointer<Int16>
    ) -> Bool? {
        let maximum = FuzzyScoring.maximumScore(length: pattern.count)
        guard threshold <= maximum else { return false }
        guard threshold >= lowestDecidedThreshold else { return nil }
        let best = bestWindowBound(
            text, slack: maximum - threshold, boundaryMask: boundaryMask, from: places, enough: threshold,
            floor: threshold, bonus: table, recording: nil)
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
        recording: UnsafeMutablePointer<UInt64>? = nil
    ) -> (bound: Int, recorded: Int?)? {
        guard pattern.count > 1 else { return nil }
        let maximum = FuzzyScoring.maximumScore(length: pattern.count)
        let lowest = lowestDecidedThreshold
        let best = bestWindowBound(
            text, slack: maximum - lowest, boundaryMask: boundaryMask, from: places, enough: maximum, floor: lowest,
            bonus: table, recording: recording)
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
        floor: Int, bonus table: UnsafePointer<Int16>, recording: UnsafeMutablePointer<UInt64>?
    ) -> (bound: Int, recorded: Int?) {
        let m = pattern.count
        let plainCharacters = plainCharacterCount(boundaryMask: boundaryMask)
        let n = text.count
        let first = pattern[0]
        var best = Int.min
        var recorded = 0
        for place in places {
            let start = Int(place)
            guard text.character(start) == first else { continue }
            let lost = loss(firstBonus: Int(text.bonus(start, table: table)), plainCharacters: plainCharacters)
            guard lost <= slack else { continue }
            let end = min(start + m + slack - lost, n)
            // The term's characters in order inside the window, before the window's bound.
            var offset = start
            var index = 1
            while index < m {
                offset = text.firstOffset(of: pattern[index], from: offset + 1, before: end)
                if offset >= end { break }
                index += 1
            }
            guard index == m else { continue }
            // The program only where its best could count: above the best so far, and at least `floor`
            // (unless the window is the term's own length: then the program costs about what the
            // bound does).
            if m <= 64 && end - start > m {
                let quick = startedRunBound(text, start: start, end: end, earliestEnd: offset, bonus: table)
                if quick < floor { continue }
                if quick <= best {
                    if let recording {
                        recording[recorded] = WordStartMemo.entry(place: start, bound: quick)
                        recorded &+= 1
                    }
                    continue
                }
            }
            let bound = startedAlignmentBound(text, start: start, end: end, bonus: table)
            if let recording, bound >= floor {
                recording[recorded] = WordStartMemo.entry(place: start, bound: bound)
                recorded &+= 1
            }
            best = max(best, bound)
            if best >= enough { return (best, nil) }
        }
        return (best, recorded)
    }
}
