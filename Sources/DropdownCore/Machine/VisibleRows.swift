/// Which option each row of the open list shows, in display order.
///
/// Without a query the rows are a level of the options: every option in order for a list without
/// children (nothing stored), or the top level or a parent's children for a tree (a slice of the
/// tree's arrays). A search query replaces them with the ranked matches (rules F1, H6): an array, or,
/// once options were appended while the query was active, the results the search keeps current (L2).
struct VisibleRows: Sendable {
    /// The option of each row, or `nil` when row i shows option i (or `results` says).
    private var optionIndices: ArraySlice<Int32>?
    /// The search results kept current as options are appended, when the rows are those.
    private var results: SearchResults?
    /// The number of rows. O(1).
    private(set) var count: Int
    /// Whether the rows are a level of the options in their order (not ranked search results).
    private(set) var isLevel: Bool

    /// Every one of `count` options, in order.
    static func all(count: Int) -> VisibleRows {
        VisibleRows(optionIndices: nil, results: nil, count: count, isLevel: true)
    }

    /// A level of a tree: these options, in order.
    static func level(_ optionIndices: ArraySlice<Int32>) -> VisibleRows {
        VisibleRows(optionIndices: optionIndices, results: nil, count: optionIndices.count, isLevel: true)
    }

    /// The given options, in the given order (a ranked search).
    static func ranked(_ optionIndices: [Int32]) -> VisibleRows {
        VisibleRows(optionIndices: optionIndices[...], results: nil, count: optionIndices.count, isLevel: false)
    }

    /// Search results kept current as options are appended (rule L2).
    static func ranked(_ results: SearchResults) -> VisibleRows {
        VisibleRows(optionIndices: nil, results: results, count: results.count, isLevel: false)
    }

    /// The option shown on a row. O(1) (for kept results, see ``SearchResults``).
    @inline(__always)
    func optionIndex(atRow row: Int) -> Int {
        if let optionIndices { return Int(optionIndices[optionIndices.startIndex + row]) }
        if let results { return results.option(atRank: row) }
        return row
    }

    /// The row that shows an option among the first rows of search results kept current, if it is
    /// there (`nil` for other rows). O(ready ranks).
    func readyRow(ofOption index: Int) -> Int? { results?.readyRank(ofOption: index) }

    /// The row that shows an option, if it is shown: O(1) for every option in order; O(rows)
    /// otherwise (the machine finds a level's rows in O(1) from the tree instead).
    func row(ofOption index: Int) -> Int? {
        if let optionIndices {
            return optionIndices.firstIndex(of: Int32(truncatingIfNeeded: index)).map { $0 - optionIndices.startIndex }
        }
        if let results { return results.rank(ofOption: index) }
        return index >= 0 && index < count ? index : nil
    }
}

/// Answers "the nearest enabled row at or after / at or before this one" in O(1), so that moving
/// past any number of disabled rows costs the same as moving to a neighbour (rules N1–N3). Rows can be
/// added at the end in O(added rows), amortised (rule L2).
struct EnabledRows: Sendable {
    /// The number of rows.
    private(set) var count: Int
    /// For each row, the first enabled row at or after it (`none` when none); empty when every row is
    /// enabled.
    private var nextAtOrAfter: [Int32]
    /// For each row, the last enabled row at or before it (-1 when none); empty when every row is enabled.
    private var previousAtOrBefore: [Int32]
    /// The last enabled row, -1 when none.
    private var lastEnabled: Int

    private static let none = Int32.max

    /// Indexes `count` rows. O(count).
    init(count: Int, isDisabled: (Int) -> Bool) {
        self.count = 0
        nextAtOrAfter = []
        previousAtOrBefore = []
        lastEnabled = -1
        append(count: count, isDisabled: isDisabled)
    }

    /// Indexes `count` rows that are all enabled. O(1).
    init(allEnabled count: Int) {
        self.count = count
        nextAtOrAfter = []
        previousAtOrBefore = []
        lastEnabled = count - 1
    }

    /// Adds `added` rows after the last; `isDisabled` is asked about the new rows' indices (from the
    /// old count on). O(added) amortised: a row's "next enabled" is set at most twice.
    mutating func append(count added: Int, isDisabled: (Int) -> Bool) {
        let old = count
        count += added
        if nextAtOrAfter.isEmpty {
            guard (old..<count).contains(where: isDisabled) else {
                if added > 0 { lastEnabled = count - 1 }
                return
            }
            nextAtOrAfter = (0..<Int32(old)).map { $0 }
            previousAtOrBefore = nextAtOrAfter
        }
        var last = Int32(lastEnabled)
        var firstNewEnabled: Int32? = nil
        for row in old..<count {
            if !isDisabled(row) {
                last = Int32(row)
                if firstNewEnabled == nil { firstNewEnabled = last }
            }
            previousAtOrBefore.append(last)
        }
        nextAtOrAfter.append(contentsOf: repeatElement(Self.none, count: added))
        var following = Self.none
        for row in stride(from: count - 1, through: old, by: -1) {
            if previousAtOrBefore[row] == Int32(row) { following = Int32(row) }
            nextAtOrAfter[row] = following
        }
        if let firstNewEnabled {
            for row in (lastEnabled + 1)..<old { nextAtOrAfter[row] = firstNewEnabled }
        }
        lastEnabled = Int(last)
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
        let next = nextAtOrAfter[row]
        return next == Self.none ? nil : Int(next)
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
