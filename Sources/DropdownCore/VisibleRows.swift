/// Which option each row of the open list shows, in display order.
///
/// Without a query every option is a row, in option order, and nothing is stored. A search query
/// replaces it with the ranked matches (rule F1).
struct VisibleRows: Sendable {
    private enum Storage: Sendable {
        case all(count: Int)
        case subset(optionIndices: [Int32])
    }

    private var storage: Storage

    /// Every one of `count` options, in order.
    static func all(count: Int) -> VisibleRows { VisibleRows(storage: .all(count: count)) }

    /// The given options, in the given order (a ranked search).
    static func subset(_ optionIndices: [Int32]) -> VisibleRows {
        VisibleRows(storage: .subset(optionIndices: optionIndices))
    }

    /// The number of rows. O(1).
    var count: Int {
        switch storage {
        case .all(let count): count
        case .subset(let indices): indices.count
        }
    }

    /// Whether every option is shown in option order.
    var showsAllOptions: Bool {
        if case .all = storage { return true }
        return false
    }

    /// The option shown on a row. O(1).
    func optionIndex(atRow row: Int) -> Int {
        switch storage {
        case .all: row
        case .subset(let indices): Int(indices[row])
        }
    }

    /// The row that shows an option, if it is shown. O(1) without a query; O(rows) with one (used
    /// by pointer events and openings, never by navigation).
    func row(ofOption index: Int) -> Int? {
        switch storage {
        case .all(let count): index < count ? index : nil
        case .subset(let indices): indices.firstIndex(of: Int32(truncatingIfNeeded: index))
        }
    }
}

/// Answers "the nearest enabled row at or after / at or before this one" in O(1), so that moving
/// past any number of disabled rows costs the same as moving to a neighbour (rules N1–N3).
struct EnabledRows: Sendable {
    /// The number of rows.
    let count: Int
    /// For each row, the first enabled row at or after it (`count` when none); empty when every row
    /// is enabled.
    private let nextAtOrAfter: [Int32]
    /// For each row, the last enabled row at or before it (-1 when none); empty when every row is enabled.
    private let previousAtOrBefore: [Int32]

    /// Indexes `count` rows. O(count).
    init(count: Int, isDisabled: (Int) -> Bool) {
        self.count = count
        var firstDisabled: Int? = nil
        for row in 0..<count where isDisabled(row) {
            firstDisabled = row
            break
        }
        guard firstDisabled != nil else {
            nextAtOrAfter = []
            previousAtOrBefore = []
            return
        }
        var next = [Int32](repeating: Int32(count), count: count)
        var previous = [Int32](repeating: -1, count: count)
        var last: Int32 = -1
        for row in 0..<count {
            if !isDisabled(row) { last = Int32(row) }
            previous[row] = last
        }
        var following = Int32(count)
        for row in stride(from: count - 1, through: 0, by: -1) {
            if previous[row] == Int32(row) { following = Int32(row) }
            next[row] = following
        }
        nextAtOrAfter = next
        previousAtOrBefore = previous
    }

    /// Whether a row is enabled. O(1).
    func isEnabled(_ row: Int) -> Bool {
        guard row >= 0 && row < count else { return false }
        return nextAtOrAfter.isEmpty || nextAtOrAfter[row] == Int32(row)
    }

    /// The first enabled row at or after `row`. O(1).
    func first(atOrAfter row: Int) -> Int? {
        guard row < count else { return nil }
        let row = max(row, 0)
        if nextAtOrAfter.isEmpty { return row }
        let next = Int(nextAtOrAfter[row])
        return next < count ? next : nil
    }

    /// The last enabled row at or before `row`. O(1).
    func last(atOrBefore row: Int) -> Int? {
        guard row >= 0, count > 0 else { return nil }
        let row = min(row, count - 1)
        if previousAtOrBefore.isEmpty { return row }
        let previous = Int(previousAtOrBefore[row])
        return previous >= 0 ? previous : nil
    }

    /// The first enabled row. O(1).
    var first: Int? { first(atOrAfter: 0) }
    /// The last enabled row. O(1).
    var last: Int? { last(atOrBefore: count - 1) }
}
