/// Measured-height bookkeeping for an open list whose rows are built lazily (rules R5, P3, P5).
///
/// A lazy stack builds only the rows on screen, so the list's height cannot wait for every row to
/// be measured. The book:
/// - keeps the height of each line that has been built (rows, headers, the search field, the
///   empty state);
/// - estimates a line never built from the mean of the measured lines of its kind (a first guess
///   scaled by Dynamic Type until there is one);
/// - is corrected as rows appear: a list sized from estimates shows its first rows, they report
///   their heights, and the next layout uses them.
///
/// Custom rows, section headers and labels wrapped at large Dynamic Type sizes therefore get the
/// height they need, and the last row is never cut.
///
/// Only the lines within the list's maximum height matter for its height (P3: a taller list
/// scrolls), so the natural height is summed from the top until it passes that maximum: the cost
/// does not grow with the number of options.
@_spi(Session) public struct ListHeightBook<ID: Hashable> {
    /// The heights used before anything of a kind is measured, in points.
    @_spi(Session) public struct Guesses: Hashable, Sendable {
        /// A row: 44 points at the default Dynamic Type size (rule A6), scaled with it.
        @_spi(Session) public var row: Double
        /// A section header.
        @_spi(Session) public var header: Double
        /// The search field, with the divider under it.
        @_spi(Session) public var searchField: Double

        /// Creates one from each of its parts.
        @_spi(Session) public init(row: Double, header: Double, searchField: Double) {
            self.row = row
            self.header = header
            self.searchField = searchField
        }
    }

    /// The first guesses.
    @_spi(Session) public var guesses: Guesses
    /// The measured height of each line built so far.
    @_spi(Session) public private(set) var measured: [ListLineID<ID>: Double] = [:]
    /// The measured search field (with its divider), if it was built.
    @_spi(Session) public private(set) var searchFieldHeight: Double?
    /// The measured empty state ("No options", "No matches"), if it was built.
    @_spi(Session) public private(set) var emptyStateHeight: Double?
    private var rowTotal = 0.0
    private var rowCount = 0
    private var headerTotal = 0.0
    private var headerCount = 0

    /// Creates an empty book.
    @_spi(Session) public init(guesses: Guesses) {
        self.guesses = guesses
    }

    /// The height assumed for a row never built: the mean of the measured rows, else the guess.
    @_spi(Session) public var rowEstimate: Double { rowCount > 0 ? rowTotal / Double(rowCount) : guesses.row }
    /// The height assumed for a header never built.
    @_spi(Session) public var headerEstimate: Double {
        headerCount > 0 ? headerTotal / Double(headerCount) : guesses.header
    }

    /// The height of a line: measured, else estimated.
    @_spi(Session) public func height(of line: ListLineID<ID>) -> Double {
        measured[line] ?? (line.isHeader ? headerEstimate : rowEstimate)
    }

    /// Records the heights of lines that were built. Returns whether any height changed.
    /// O(k) for k lines reported.
    @discardableResult
    @_spi(Session) public mutating func record(_ heights: [ListLineID<ID>: Double]) -> Bool {
        var changed = false
        for (line, height) in heights where height.isFinite && height >= 0 {
            let previous = measured.updateValue(height, forKey: line)
            guard previous != height else { continue }
            changed = true
            if line.isHeader {
                headerTotal += height - (previous ?? 0)
                if previous == nil { headerCount += 1 }
            } else {
                rowTotal += height - (previous ?? 0)
                if previous == nil { rowCount += 1 }
            }
        }
        return changed
    }

    /// Records the height of the search field. Returns whether it changed.
    @discardableResult
    @_spi(Session) public mutating func recordSearchField(_ height: Double) -> Bool {
        guard searchFieldHeight != height else { return false }
        searchFieldHeight = height
        return true
    }

    /// Records the height of the empty state. Returns whether it changed.
    @discardableResult
    @_spi(Session) public mutating func recordEmptyState(_ height: Double) -> Bool {
        guard emptyStateHeight != height else { return false }
        emptyStateHeight = height
        return true
    }

    /// Forgets every measurement, keeping the guesses: the width of the list, the Dynamic Type
    /// size or the options changed, so the rows may wrap differently.
    @_spi(Session) public mutating func reset() {
        self = ListHeightBook(guesses: guesses)
    }

    /// The most the list may take (rule P3), plus the search field: a height (at least a row), or
    /// the height of the lines from the top down to the `n`-th row, section headers included, at
    /// their measured (else estimated) heights. O(n + headers among them).
    @_spi(Session) public func maximumHeight(
        _ maximum: ListMaximumHeight, lines: some Sequence<ListLineID<ID>>, hasSearchField: Bool
    ) -> Double {
        let search = hasSearchField ? searchFieldHeight ?? guesses.searchField : 0
        switch maximum {
        case .points(let points):
            return max(Double(points), rowEstimate + search)
        case .rows(let rows):
            let wanted = max(rows, 1)
            var total = search
            var counted = 0
            for line in lines {
                total += height(of: line)
                if !line.isHeader { counted += 1 }
                if counted == wanted { return total }
            }
            // Fewer rows than asked: the room for the rest, at the estimate (the list is shorter
            // than its maximum anyway).
            return total + Double(wanted - counted) * rowEstimate
        }
    }

    /// The height of the list's content, from its measured lines (rule P3): the search field,
    /// then the empty state or the lines from the top, summed until the total passes `cap` (a
    /// list never takes more than its maximum, so the lines below do not matter). O(lines within
    /// `cap`), whatever the number of options.
    @_spi(Session) public func naturalHeight(
        lines: some Sequence<ListLineID<ID>>, isEmpty: Bool, hasSearchField: Bool, cap: Double
    ) -> Double {
        var total = hasSearchField ? searchFieldHeight ?? guesses.searchField : 0
        // An empty state ("Loading…", a failure) may have status rows under it (a retry).
        if isEmpty { total += emptyStateHeight ?? guesses.row }
        for line in lines {
            total += height(of: line)
            if total > cap { break }
        }
        return total
    }
}

/// The two heights the placement of an open list needs (rule P3).
@_spi(Session) public struct ListSize: Hashable, Sendable {
    /// The height of its content (at least up to `maximum`).
    @_spi(Session) public var natural: Double
    /// The most it may take.
    @_spi(Session) public var maximum: Double

    /// The size of a list from a book and the lines it shows, its maximum `frozenMaximum` when
    /// given (the maximum the list was measured with when it opened). O(lines within the maximum).
    @_spi(Session) public init<ID: Hashable>(
        book: ListHeightBook<ID>, lines: some Collection<ListLineID<ID>>, isEmpty: Bool, hasSearchField: Bool,
        maximum: ListMaximumHeight, frozenMaximum: Double? = nil
    ) {
        self.maximum = frozenMaximum ?? book.maximumHeight(maximum, lines: lines, hasSearchField: hasSearchField)
        natural = book.naturalHeight(
            lines: lines, isEmpty: isEmpty, hasSearchField: hasSearchField, cap: self.maximum)
    }

    /// Creates a size.
    @_spi(Session) public init(natural: Double, maximum: Double) {
        self.natural = natural
        self.maximum = maximum
    }

    /// Where the list goes for a field inside bounds, both in the same coordinates (rules P1–P3):
    /// on `direction`'s side (the locked side while open, rule P2), as tall as its content, its
    /// maximum and the room there allow, `gap` points from the field (6, the origin's).
    @_spi(Session) public func placement(
        field: DropdownRect, bounds: DropdownRect, direction: DropdownDirection, gap: Double = 6
    ) -> DropdownPlacement {
        DropdownPlacement.resolve(
            field: field, container: bounds, contentHeight: natural, maximumHeight: maximum, gap: gap,
            direction: direction)
    }
}

/// What an open list's layout reports about itself: the heights of the lines built, of the search
/// field and of the empty state, and its width. Each view reports its own part; the parts are
/// merged on their way up (a SwiftUI preference).
@_spi(Session) public struct ListMeasurement<ID: Hashable>: Equatable {
    /// The height of each line that is built.
    @_spi(Session) public var lines: [ListLineID<ID>: Double] = [:]
    /// The height of the search field with its divider, when there is one.
    @_spi(Session) public var searchField: Double?
    /// The height of the empty state, when it is shown.
    @_spi(Session) public var emptyState: Double?
    /// The width of the list.
    @_spi(Session) public var width: Double?

    /// Adds the parts another view reported; a part reported twice keeps the later value.
    @_spi(Session) public mutating func merge(_ other: ListMeasurement) {
        lines.merge(other.lines) { _, later in later }
        searchField = other.searchField ?? searchField
        emptyState = other.emptyState ?? emptyState
        width = other.width ?? width
    }

    /// Creates one from each of its parts.
    @_spi(Session) public init(
        lines: [ListLineID<ID>: Double] = [:], searchField: Double? = nil, emptyState: Double? = nil,
        width: Double? = nil
    ) {
        self.lines = lines
        self.searchField = searchField
        self.emptyState = emptyState
        self.width = width
    }
}
