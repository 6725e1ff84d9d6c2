extension DropdownMachine {
    // MARK: Multiple selection

    /// M2, M3: toggles the option on a row; an addition beyond the limit is refused and announced. A
    /// parent is never selected (H1).
    mutating func toggleSelection(ofRow row: Int) -> DropdownAnnouncement? {
        let index = rows.optionIndex(atRow: row)
        guard !catalog.isParent(index) else { return nil }
        let label = catalog.labels[index]
        if selected.contains(index) {
            selected.remove(index)
            return .deselected(label: label)
        }
        if let limit = configuration.selectionLimit, selected.count >= limit {
            return .selectionLimitReached(limit: limit)
        }
        selected.insert(index)
        return .selected(label: label)
    }

    /// M4: selects every enabled option, in option order, up to the limit; or clears the selection
    /// when nothing more can be added. Parents are not selected (H1). Nothing happens in single mode.
    /// O(n).
    @usableFromInline
    mutating func toggleAll() -> RuleResponse {
        guard configuration.selectionMode == .multiple else { return .ignored }
        var room = configuration.selectionLimit.map { $0 - selected.count } ?? Int.max
        var additions: [Int] = []
        for index in 0..<catalog.count where room > 0 {
            if catalog.isSelectable(index) && !selected.contains(index) {
                additions.append(index)
                room -= 1
            }
        }
        if additions.isEmpty {
            selected.removeAll()
        } else {
            selected.insert(sortedIndices: additions)
        }
        return .handled(announcing: .selectionCount(selected.count))
    }
}
