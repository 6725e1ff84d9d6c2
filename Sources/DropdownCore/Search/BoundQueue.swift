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
