extension DropdownMachine {
    // MARK: Moving (open state)

    /// N1–N6, M2, F4, H2, H3: the keys of the open list.
    mutating func keyWhileOpen(
        _ key: DropdownKey, _ modifiers: DropdownModifiers, at time: Duration
    ) -> RuleResponse {
        switch key {
        case .down: moveHighlight(to: nextRow)  // N1; N3: Alt+Down acts as Down
        case .up where modifiers.contains(.alt):  // N4, M2
            configuration.selectionMode == .single ? commitHighlightAndClose() : close()
        case .up: moveHighlight(to: previousRow)  // N1
        case .home: moveHighlight(to: firstListRow(atOrAfter: 0))  // N2
        case .end: moveHighlight(to: lastListRow(atOrBefore: listRowCount - 1))  // N2
        case .pageDown: moveHighlight(to: pageDownRow)  // N3
        case .pageUp: moveHighlight(to: pageUpRow)  // N3
        case .left where !query.isEmpty, .right where !query.isEmpty: .ignored  // the query editor's cursor keys
        case .left: closeSubmenu()  // H3
        case .right: openHighlightedSubmenu()  // H2
        case .enter where usesPromptKeys && !highlightedRowOpensOrActs:  // a prompt's confirmation: the
            // selection stands; with nothing marked, Enter takes hl (as `fzf --multi` does)
            selected.isEmpty ? commitHighlightAndClose() : close()
        case .tab where usesPromptKeys:  // a prompt's toggle
            highlightedRow.map { .handled(announcing: toggleSelection(ofRow: $0)) } ?? .handled
        case .enter: activateHighlight()  // N4, M2, H2, L1, L5
        case .space where configuration.isSearchable: appendQueryCharacter(" ")  // F3
        case .space:  // N4: Space is a typeahead character while the buffer is active
            typeahead.isActive(at: time, timeout: configuration.typeaheadTimeout)
                ? typeaheadJump(" ", at: time) : activateHighlight()
        case .escape:  // F4, H3, N5
            !query.isEmpty ? clearQueryKeepingOpen() : path.isEmpty ? close() : closeSubmenu()
        case .tab: tabAway()  // N6, M2
        case .backspace: deleteQueryCharacter()  // F3
        }
    }

    /// Whether a multiple selection uses a prompt's keys (Enter confirms, Tab toggles).
    var usesPromptKeys: Bool {
        configuration.selectionMode == .multiple && configuration.multipleSelectionKeys == .prompt
    }

    /// Whether hl is on a parent or an action row, where Enter opens or acts in every mode (H2, L1).
    var highlightedRowOpensOrActs: Bool {
        if highlightedAction != nil { return true }
        return highlightedRow.map(isParent(row:)) ?? false
    }

    /// N9: pointer hover highlights an enabled row; a disabled row or leaving the rows clears hl.
    @usableFromInline
    mutating func hover(optionIndex: Int?) -> RuleResponse {
        guard isOpen else { return .ignored }
        if let optionIndex, let row = row(ofOption: optionIndex), isEnabled(row: row) {
            highlightedRow = row
        } else {
            highlightedRow = nil
        }
        return .handled
    }

    /// N8, M2, H2: a tap on an enabled row selects it (single, closing) or toggles it (multiple,
    /// staying open), or opens the submenu of a parent; a tap on a disabled row does nothing.
    @usableFromInline
    mutating func tapOption(optionIndex: Int?) -> RuleResponse {
        guard isOpen, let optionIndex, let row = row(ofOption: optionIndex) else { return .ignored }
        guard isEnabled(row: row) else { return .handled }
        highlightedRow = row
        return activateHighlight()
    }

    /// N4, M2, H2, L1, L5: Enter or Space on hl: a parent opens its submenu, an action row acts, an
    /// option is chosen; with no hl they close.
    mutating func activateHighlight() -> RuleResponse {
        if let action = highlightedAction { return activate(action) }
        guard let row = highlightedRow else { return close() }
        if isParent(row: row) { return openSubmenu(ofRow: row) }  // H1, H2
        switch configuration.selectionMode {
        case .single: return commitHighlightAndClose()
        case .multiple: return .handled(announcing: toggleSelection(ofRow: row))
        }
    }

    /// N4: selects hl, if any, and closes. Choosing the selected option changes nothing (N8); a parent
    /// or an action row is never selected (H1, L1).
    mutating func commitHighlightAndClose() -> RuleResponse {
        var announcement: DropdownAnnouncement? = nil
        if let row = highlightedRow, !isParent(row: row) {
            let index = rows.optionIndex(atRow: row)
            selected.replace(with: index)
            announcement = .selected(label: catalog.labels[index])
        }
        _ = close()
        return .handled(announcing: announcement)
    }

    /// N6, M2: Tab selects hl in single mode, closes, and leaves the key to the host to move focus.
    mutating func tabAway() -> RuleResponse {
        let response =
            configuration.selectionMode == .single ? commitHighlightAndClose() : close()
        return RuleResponse(isHandled: false, announcement: response.announcement)
    }

    /// Moves hl to a row of the list, if there is one to move to (O6: an empty list has none).
    mutating func moveHighlight(to listRow: Int?) -> RuleResponse {
        if let listRow { highlight(listRow: listRow) }
        return .handled
    }

    // MARK: Rows that can be highlighted: enabled option rows, then action rows (L1, L5)

    /// The first row at or after `row` that can be highlighted. O(1).
    func firstListRow(atOrAfter row: Int) -> Int? {
        if row < rows.count, let found = enabledRows.first(atOrAfter: row) { return found }
        let status = statusRows
        guard status.count > 0 else { return nil }
        let start = max(row - rows.count, 0)
        return (start..<status.count).first { status[$0].action != nil }.map { rows.count + $0 }
    }

    /// The last row at or before `row` that can be highlighted. O(1).
    func lastListRow(atOrBefore row: Int) -> Int? {
        if row >= rows.count {
            let status = statusRows
            let end = min(row - rows.count, status.count - 1)
            if end >= 0, let found = stride(from: end, through: 0, by: -1).first(where: { status[$0].action != nil }) {
                return rows.count + found
            }
        }
        return enabledRows.last(atOrBefore: min(row, rows.count - 1))
    }

    /// N1: the next row; the first with no hl; stays, or wraps, at the end.
    var nextRow: Int? {
        guard let current = highlightedListRow else { return firstListRow(atOrAfter: 0) }
        if let next = firstListRow(atOrAfter: current + 1) { return next }
        return configuration.wrapsAround ? firstListRow(atOrAfter: 0) : current
    }

    /// N1: the previous row; the last with no hl; stays, or wraps, at the start.
    var previousRow: Int? {
        guard let current = highlightedListRow else { return lastListRow(atOrBefore: listRowCount - 1) }
        if let previous = lastListRow(atOrBefore: current - 1) { return previous }
        return configuration.wrapsAround ? lastListRow(atOrBefore: listRowCount - 1) : current
    }

    /// N3: a page down, clamped, then the nearest row in the direction of travel (or back).
    var pageDownRow: Int? {
        guard let current = highlightedListRow else { return nextRow }
        let target = min(current + configuration.pageSize, listRowCount - 1)
        return firstListRow(atOrAfter: target) ?? lastListRow(atOrBefore: target)
    }

    /// N3: a page up, clamped, then the nearest row in the direction of travel (or back).
    var pageUpRow: Int? {
        guard let current = highlightedListRow else { return previousRow }
        let target = max(current - configuration.pageSize, 0)
        return lastListRow(atOrBefore: target) ?? firstListRow(atOrAfter: target)
    }
}
