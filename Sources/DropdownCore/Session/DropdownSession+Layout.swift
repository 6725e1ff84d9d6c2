// DropdownSession: layout (R5, P2, P3).

extension DropdownSession {
    /// The size of the open list, from its measured lines. O(lines within the maximum).
    @_spi(Session) public func listSize(maximum: ListMaximumHeight, hasSearchField: Bool) -> ListSize {
        ListSize(
            book: heights, lines: ListLines(state).lazy.map { $0.id }, isEmpty: state.emptyState != nil,
            hasSearchField: hasSearchField, maximum: maximum, frozenMaximum: frozenMaximum)
    }

    /// Records what the open list measured; returns whether the list's size changed (only then is
    /// it redrawn: a row scrolled into view whose height was already known changes nothing).
    @_spi(Session) public mutating func record(
        _ measurement: ListMeasurement<ID>, textSize: String, maximum: ListMaximumHeight
    ) -> Bool {
        let hasSearchField = measurement.searchField != nil
        let before = listSize(maximum: maximum, hasSearchField: hasSearchField)
        let context = ListLayoutContext(width: measurement.width ?? 0, textSize: textSize)
        if layoutContext != context {
            layoutContext = context
            heights.reset()
            frozenMaximum = nil
            frozenGapHeights = nil
        }
        heights.record(measurement.lines)
        if let searchField = measurement.searchField { heights.recordSearchField(searchField) }
        if let emptyState = measurement.emptyState { heights.recordEmptyState(emptyState) }
        // P3: the maximum is taken from the first measurement of an opening and kept while the
        // list is open, so that rows scrolled into view do not resize the list.
        if state.isOpen && frozenMaximum == nil {
            frozenMaximum = listSize(maximum: maximum, hasSearchField: hasSearchField).maximum
        }
        if state.isOpen && frozenGapHeights == nil && !measurement.lines.isEmpty {
            frozenGapHeights = (heights.rowEstimate, heights.headerEstimate)
        }
        let after = listSize(maximum: maximum, hasSearchField: hasSearchField)
        side.measured(sizeChanged: after != before)
        guard after != before else { return false }
        listSizeRevision &+= 1
        let pageHeight = ListPageHeight.of(
            natural: after.natural, maximum: after.maximum, placed: placedLimit, sheet: sheetListHeight)
        updatePageSize(listHeight: pageHeight, hasSearchField: hasSearchField)
        return true
    }

    /// The open list was placed, inside bounds `boundsHeight` tall: its side is kept until it
    /// closes (P2), and PageUp/PageDown move by the rows it shows (N3).
    @_spi(Session) public mutating func listPlaced(
        _ placement: DropdownPlacement, boundsHeight: Double, hasSearchField: Bool
    ) {
        side.placed(placement, boundsHeight: boundsHeight)
        placedLimit = placement.isScrollable ? placement.frame.height : .infinity
        updatePageSize(listHeight: placement.frame.height, hasSearchField: hasSearchField)
    }

    /// The side to place the open list on, for a field in bounds (P2; see ``ListSideChoice``).
    @_spi(Session) public func placementDirection(
        requested: DropdownDirection, field: DropdownRect, bounds: DropdownRect, gap: Double, hasSearchField: Bool
    ) -> DropdownDirection {
        let search = hasSearchField ? heights.searchFieldHeight ?? heights.guesses.searchField : 0
        return side.direction(
            requested: requested, field: field, bounds: bounds, gap: gap, minimumRoom: heights.rowEstimate + search,
            tolerance: heights.rowEstimate)
    }

    /// N3: PageUp and PageDown move by the rows a list of this height shows, at least one: a
    /// first layout may report no height (a sheet's `GeometryReader` before it is sized), and a
    /// height that is not a number gives no page.
    @_spi(Session) public mutating func updatePageSize(listHeight: Double, hasSearchField: Bool) {
        let search = hasSearchField ? heights.searchFieldHeight ?? heights.guesses.searchField : 0
        let fitting = ((listHeight - search) / max(heights.rowEstimate, 1)).rounded(.down)
        let rows = fitting.isFinite ? Int(max(1, min(fitting, Double(Int32.max)))) : 1
        state.send(.setPageSize(rows), at: .zero)  // laying out is not a move: the event reads no time
    }
}
