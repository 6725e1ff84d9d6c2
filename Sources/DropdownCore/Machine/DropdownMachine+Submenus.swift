extension DropdownMachine {
    // MARK: Nested options

    /// H2: Right on a parent opens its submenu; on anything else it does nothing.
    mutating func openHighlightedSubmenu() -> RuleResponse {
        guard let row = highlightedRow, isParent(row: row) else { return .handled }
        return openSubmenu(ofRow: row)
    }

    /// H2, H8: the rows become the parent's children, hl the child that is or holds the selection,
    /// else the first enabled child; "<parent>, N options" is announced. O(children + depth).
    mutating func openSubmenu(ofRow row: Int) -> RuleResponse {
        let parent = rows.optionIndex(atRow: row)
        setPath(path + [parent])
        typeahead.reset()
        loading.rowsInView = nil
        refreshRows()
        highlightedRow = selectedEnabledRow(holdingIn: parent) ?? enabledRows.first
        return .handled(announcing: .submenuOpened(label: catalog.labels[parent], optionCount: rows.count))
    }

    /// H3, H8: up one level, with hl on the parent just left; the level's name is announced (`nil`
    /// at the top level: the front end says the title). At the top level nothing happens.
    mutating func closeSubmenu() -> RuleResponse {
        guard let left = path.last else { return .handled }
        setPath(Array(path.dropLast()))
        typeahead.reset()
        loading.rowsInView = nil
        refreshRows()
        highlightedRow = row(ofOption: left).flatMap { isEnabled(row: $0) ? $0 : nil }
        return .handled(announcing: .submenuClosed(levelLabel: path.last.map { catalog.labels[$0] }))
    }

    /// H2, H5: the first enabled row of the current level that is, or holds, a selected option (in
    /// option order). `level` is the parent whose children are shown (`nil` at the top level).
    /// O(k + depth) for k selected options, O(log k + depth) when the first one is enabled.
    @inline(__always)
    func selectedEnabledRow(holdingIn level: Int?) -> Int? {
        guard let tree = catalog.tree else {
            for index in selected.indices {
                if let row = rows.row(ofOption: index), enabledRows.isEnabled(row) { return row }
            }
            return nil
        }
        let subtree = level.map { $0 + 1..<tree.subtreeEnd(of: $0) } ?? 0..<catalog.count
        for index in selected.indices(in: subtree) {
            if let child = tree.child(of: level, holding: index),
                enabledRows.isEnabled(Int(tree.siblingPositions[child]))
            {
                return Int(tree.siblingPositions[child])
            }
        }
        return nil
    }
}
