extension DropdownState {
    // MARK: Reading one row

    /// The identifier of the option on an option row of ``visible`` (a row below ``visibleCount``).
    /// O(1): no label is read and no option is built, so a front end can identify every row (a
    /// list view's identity pass) at the cost of reading integers.
    public func visibleID(atRow row: Int) -> ID {
        identifiers[machine.rows.optionIndex(atRow: row)]
    }

    /// The label of the option on an option row of ``visible``. O(its length); no option is built
    /// (a parent's subtree is not read).
    public func visibleLabel(atRow row: Int) -> String {
        machine.label(ofRow: row)
    }

    /// The label of the option with an identifier, at any depth, or `nil` when it is not one: what
    /// a back row, a breadcrumb or a search result's path shows. O(its length); no option is built.
    public func label(of id: ID) -> String? {
        identifiers.index(of: id).map { machine.catalog.labels[$0] }
    }

    /// Whether the option on an option row of ``visible`` can be highlighted and chosen: it is not
    /// disabled, not under a disabled parent, and not a parent without an enabled descendant (rules
    /// N1, H1); `false` past the option rows. O(1).
    public func isEnabled(row: Int) -> Bool {
        row < visibleCount && machine.isEnabled(row: row)
    }

    /// The parts of the label on an option row that the search query matched, for emphasis (rule
    /// F8), as offsets of Unicode scalars in the label (`label.unicodeScalars`), adjacent matches
    /// merged; empty without a query and on status rows. ``matchedRanges(atRow:)`` gives the same
    /// parts as indices of a copy of the label; these hold in any copy and need no label. O(m × w)
    /// for one row.
    public func matchedScalarRanges(atRow row: Int) -> [Range<Int>] {
        guard row < visibleCount else { return [] }
        var ranges: [Range<Int>] = []
        for position in machine.matchedPositions(ofOption: machine.rows.optionIndex(atRow: row)) {
            if let last = ranges.last, last.upperBound == position {
                ranges[ranges.count - 1] = last.lowerBound..<(position + 1)
            } else {
                ranges.append(position..<(position + 1))
            }
        }
        return ranges
    }

    /// The labels of an option's ancestors, outermost first: where a search result inside a
    /// submenu sits (rule H6), or a breadcrumb. Empty for a top-level option or an identifier that
    /// is not an option. O(depth), one label read per ancestor.
    public func pathLabels(of id: ID) -> [String] {
        guard let index = identifiers.index(of: id), let ancestors = machine.ancestors(of: index) else { return [] }
        return ancestors.map { machine.catalog.labels[$0] }
    }
}
