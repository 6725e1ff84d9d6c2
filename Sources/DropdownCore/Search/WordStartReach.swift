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
