// DropdownSession: the window of a long list (R16).

extension DropdownSession {
    /// What the `ForEach` of the list drawn as `frame` holds: every line of a list of a few
    /// thousand lines; for a longer one, the lines around the scroll position, the highlighted line
    /// and the line the level opened at, with gaps for the rest (``ListWindow``). Decided from the
    /// state of this update, so a line the highlight moved to is built before the list scrolls to it
    /// (P4). O(elements + log h), whatever the number of lines; O(log h) when it is the window last
    /// built (``ListWindowMemo``).
    @_spi(Session) public func listWindow(for frame: ListFrame<ID>) -> ListWindow {
        window(of: frame.lines.map, highlightedRow: frame.highlightedRow)
    }

    /// The window of `lines` with the highlighted row `highlightedRow`: the views' window when
    /// they are the lines drawn. Non-generic work, no closure: a window is asked for several times
    /// an update.
    private func window(of lines: ListLineMap, highlightedRow: Int?) -> ListWindow {
        windowMemo.window(
            of: lines, highlightedRow: highlightedRow, openingRow: openingScrollRow, focus: windowFocus,
            screenful: state.machine.configuration.pageSize)
    }

    /// The lines drawn, without their identities, and the highlighted row: those of ``frame``,
    /// read from the core's machine while it is open, without building the frame (a report of the
    /// scroll position reads them, R16). O(1).
    private var drawnLines: (map: ListLineMap, highlightedRow: Int?) {
        if !state.machine.isOpen, let closing { return (closing.frame.lines.map, closing.frame.highlightedRow) }
        return (ListLineMap(state.machine), state.machine.highlightedListRow)
    }

    /// The elements of the `ForEach` of the list drawn as `frame`: its window's, gaps as tall as the
    /// rows and headers they stand for are estimated to be (R5).
    @_spi(Session) public func listElements(for frame: ListFrame<ID>) -> ListWindowElements<ID> {
        let gapHeights = frozenGapHeights ?? (heights.rowEstimate, heights.headerEstimate)
        return ListWindowElements(
            lines: frame.lines, window: listWindow(for: frame), rowHeight: gapHeights.row,
            headerHeight: gapHeights.header)
    }

    /// The scroll position of the open list is at the element `id` now (SwiftUI updates it as the
    /// person scrolls). Returns whether the window changed (only then are the rows redrawn). Nothing
    /// for a list whose every line is built. O(log elements + log h) for a gap and for a line found
    /// without reading the lines (``line(identifiedBy:in:)``), else O(elements).
    @_spi(Session) public mutating func listScrolled(to id: ListElementID<ID>) -> Bool {
        let drawn = drawnLines
        let before = window(of: drawn.map, highlightedRow: drawn.highlightedRow)
        guard before.hasGaps, let entry = entry(identifiedBy: id, in: before, lines: drawn.map) else { return false }
        windowFocus.scrolled(to: entry, screenful: state.machine.configuration.pageSize)
        return window(of: drawn.map, highlightedRow: drawn.highlightedRow) != before
    }

    /// The element of `window`, over the lines drawn (`lines`), that has identity `id`: a gap, or a
    /// line found without reading the lines; else found by reading the elements' identities.
    private func entry(identifiedBy id: ListElementID<ID>, in window: ListWindow, lines: ListLineMap)
        -> ListWindowEntry?
    {
        switch id {
        case .gap(let block):
            return window.gap(block)
        case .line(let line):
            if let index = self.line(identifiedBy: line, in: lines) {
                return window.contains(line: index) ? .line(index) : nil
            }
            return listElements(for: frame).entry(identifiedBy: id)
        }
    }

    /// The index of the line that has identity `id` among the open list's `lines`, when it can be
    /// found without reading the lines: an option's row, or its section's header, in a level of
    /// the open list (no query: a query's rows are found by rank, which may rank every match); the
    /// back row; a status row. `nil` otherwise (the caller reads the elements' identities).
    /// O(log h) for h headers, O(depth) for the back row. What the core's state answers without
    /// the identifiers is read from its machine, which is not generic.
    private func line(identifiedBy id: ListLineID<ID>, in lines: ListLineMap) -> Int? {
        guard state.machine.isOpen else { return nil }
        switch id {
        case .back(let parent): return lines.offset == 1 && state.submenuPath.last == parent ? 0 : nil
        case .status(let status):
            let row = state.machine.statusRows.all.firstIndex(of: status)
            return row.map { lines.index(ofRow: state.machine.rows.count + $0) }
        case .option(let option):
            return state.machine.query.isEmpty ? state.row(of: option).map(lines.index(ofRow:)) : nil
        case .header(let before):
            guard state.machine.query.isEmpty, let row = state.row(of: before) else { return nil }
            let header = lines.index(ofRow: row) - 1
            return lines.isHeader(atLine: header) ? header : nil
        }
    }

    /// A gap of the open list came into view (a lazy stack built it): it opens. Returns whether the
    /// window changed. O(log elements), and O(elements) when it does.
    @_spi(Session) public mutating func gapAppeared(_ block: ListWindowBlock) -> Bool {
        let drawn = drawnLines
        let before = window(of: drawn.map, highlightedRow: drawn.highlightedRow)
        // A gap of a level fading out, or of a window since redrawn, opens nothing.
        guard before.hasGaps, before.hasGap(block) else { return false }
        windowFocus.gapAppeared(block)
        return window(of: drawn.map, highlightedRow: drawn.highlightedRow) != before
    }

    /// The animation of opening or closing `transition` (a value of ``transition``) finished.
    /// Returns whether it is the current one. After the current closing, what the list drew is
    /// let go; the end of an earlier opening or closing changes nothing, so a list closed before
    /// its opening finished keeps its last open frame until its own closing ends.
    @_spi(Session) public mutating func transitionEnded(_ transition: Int) -> Bool {
        guard transition == self.transition else { return false }
        if !state.isOpen { closing = nil }
        return true
    }

    /// How to find the option of an identifier among `inputs`, the initializer's inputs now: by
    /// its position, and by a scan only while the positions may be out of date for these inputs
    /// (the core has not caught up with them, and they are not in the storage the positions were
    /// read from). O(1).
    @_spi(Session) public func lookup(_ inputs: OptionInputs<Option, ID>) -> OptionLookup<Option, ID> {
        let inputs = resolved(inputs)
        let positioned = positionedInputs.map { inputs.sharesOptionsStorage(with: $0) } ?? false
        return OptionLookup(inputs: inputs, positions: positions, isStale: inputsSync.isStale && !positioned)
    }

    /// The initializer's inputs with the options the loader answered in place of its options,
    /// when it has answered (L4). O(1).
    @_spi(Session) public func resolved(_ inputs: OptionInputs<Option, ID>) -> OptionInputs<Option, ID> {
        loaded.map(inputs.replacingOptions(with:)) ?? inputs
    }

    /// The parent supplied the initializer's inputs again (after each of its updates), with the
    /// bound selection. O(1) when the options are the array the positions were read from (the same
    /// storage); else O(k) for k selected options, whose positions are checked against them.
    ///
    /// A closed dropdown's core catches up at its next event, but its field draws the selection's
    /// labels on every update: when a selected option is no longer at its recorded position (the
    /// options loaded after the dropdown was made, were reordered, or lost it), the positions are
    /// read again from these options, once per array (O(n) calls of `id`), rather than each label
    /// being searched for on every update (R2, R16).
    @_spi(Session) public mutating func inputsSupplied(_ inputs: OptionInputs<Option, ID>, bound: [ID]) {
        inputsSync.markStale()
        let inputs = resolved(inputs)
        guard !state.isOpen, inputs.optionOfID == nil else { return }
        if let positionedInputs, inputs.sharesOptionsStorage(with: positionedInputs) { return }
        let lookup = OptionLookup(inputs: inputs, positions: positions, isStale: false)
        guard !(bound.allSatisfy(lookup.hasPosition(of:)) && state.selection.allSatisfy(lookup.hasPosition(of:)))
        else { return }
        positions = OptionPositions(inputs)
        positionedInputs = inputs
    }

    /// Whether the bound value and the core's selection say the same.
    @_spi(Session) public static func matches(bound: [ID], selection: [ID], mode: DropdownSelectionMode) -> Bool {
        switch mode {
        case .single: bound.first == selection.first
        case .multiple: bound.count == selection.count && Set(bound) == Set(selection)
        }
    }
}
