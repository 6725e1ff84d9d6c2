extension DropdownMachine {
    // MARK: Moving (open state)

    /// N1–N6, M2, F4, H2, H3: the keys of the open list.
    mutating func keyWhileOpen(
        _ key: DropdownKey, _ modifiers: DropdownModifiers, at time: Duration
    ) -> RuleResponse {
        if key == .enter || (key == .up && modifiers.contains(.alt)),
            confirmationFallsShort(altUp: key == .up)
        {
            return refuseConfirmation()  // V4
        }
        switch key {
        case .down: moveDown()  // N1; N3: Alt+Down acts as Down
        case .up where modifiers.contains(.alt):  // N4, M2
            return configuration.selectionMode == .single ? commitHighlightAndClose() : close()
        case .up: moveUp()  // N1
        case .home: moveHighlight(to: firstListRow(atOrAfter: 0))  // N2
        case .end: moveHighlight(to: lastListRow)  // N2
        case .pageDown: movePageDown()  // N3
        case .pageUp: movePageUp()  // N3
        case .left where !query.isEmpty, .right where !query.isEmpty: return .ignored  // the query editor's cursor keys
        case .left: return closeSubmenu()  // H3
        case .right: return openHighlightedSubmenu()  // H2
        case .enter where usesPromptKeys && !highlightedRowOpensOrActs:  // a prompt's confirmation: the
            // selection stands; with nothing marked, Enter takes hl (as `fzf --multi` does)
            return selected.isEmpty ? commitHighlightAndClose() : close()
        case .tab where usesPromptKeys:  // a prompt's toggle
            return highlightedRow.map { .handled(announcing: toggleSelection(ofRow: $0)) } ?? .handled
        case .enter: return activateHighlight()  // N4, M2, H2, L1, L5
        case .space where configuration.isSearchable: return appendQueryCharacter(" ")  // F3
        case .space:  // N4: Space is a typeahead character while the buffer is active
            return typeahead.isActive(at: time, timeout: configuration.typeaheadTimeout)
                ? typeaheadJump(" ", at: time) : activateHighlight()
        case .escape:  // F4, H3, N5
            return !query.isEmpty ? clearQueryKeepingOpen() : path.isEmpty ? close() : closeSubmenu()
        case .tab: return tabAway()  // N6, M2
        case .backspace: return deleteQueryCharacter()  // F3
        }
        return .handled  // the moves: O6, an empty list has nowhere to move
    }

    /// N3, L3: the rows the front end shows: the size of a page from the next event on.
    @usableFromInline
    mutating func setPageSize(_ rows: Int) -> RuleResponse {
        configuration.pageSize = max(1, rows)
        return .handled
    }

    /// Whether a multiple selection uses a prompt's keys (Enter confirms, Tab toggles).
    @inline(__always)
    var usesPromptKeys: Bool {
        configuration.selectionMode == .multiple && configuration.multipleSelectionKeys == .prompt
    }

    /// Whether hl is on a parent or an action row, where Enter opens or acts in every mode (H2, L1).
    @inline(__always)
    var highlightedRowOpensOrActs: Bool {
        if highlightedAction != nil { return true }
        return highlightedRow.map(isParent(row:)) ?? false
    }

    /// N9: pointer hover highlights an enabled row; a disabled row or leaving the rows clears hl.
    @usableFromInline
    mutating func hover(optionIndex: Int?) -> RuleResponse {
        guard isOpen else { return .ignored }
        compactSearchResults()
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
        guard isOpen, let optionIndex else { return .ignored }
        compactSearchResults()
        guard let row = row(ofOption: optionIndex) else { return .ignored }
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
        var response = configuration.selectionMode == .single ? commitHighlightAndClose() : close()
        response.isHandled = false
        return response
    }

    /// Moves hl to a row of the list, if there is one to move to (O6: an empty list has none).
    @inline(__always)
    mutating func moveHighlight(to listRow: Int?) {
        if let listRow { highlight(listRow: listRow) }
    }

    // MARK: Rows that can be highlighted: enabled option rows, then action rows (L1, L5)

    /// The first row at or after `row` that can be highlighted. O(1).
    @inline(__always)
    func firstListRow(atOrAfter row: Int) -> Int? {
        if row < rows.count, let found = enabledRows.first(atOrAfter: row) { return found }
        return statusRows.firstAction(atOrAfter: row - rows.count).map { rows.count + $0 }
    }

    /// The last row at or before `row` that can be highlighted. O(1).
    @inline(__always)
    func lastListRow(atOrBefore row: Int) -> Int? {
        if row >= rows.count, let found = statusRows.lastAction(atOrBefore: row - rows.count) {
            return rows.count + found
        }
        return enabledRows.last(atOrBefore: min(row, rows.count - 1))
    }

    /// The last row that can be highlighted.
    @inline(__always)
    var lastListRow: Int? { lastListRow(atOrBefore: listRowCount - 1) }

    /// N1: Down moves to the next row; with no hl to the first; at the end it stays, or wraps.
    mutating func moveDown() {
        guard let current = highlightedListRow else { return moveHighlight(to: firstListRow(atOrAfter: 0)) }
        let next = firstListRow(atOrAfter: current + 1)
        moveHighlight(to: next ?? (configuration.wrapsAround ? firstListRow(atOrAfter: 0) : nil))
    }

    /// N1: Up moves to the previous row; with no hl to the last; at the start it stays, or wraps.
    mutating func moveUp() {
        guard let current = highlightedListRow else { return moveHighlight(to: lastListRow) }
        let previous = lastListRow(atOrBefore: current - 1)
        moveHighlight(to: previous ?? (configuration.wrapsAround ? lastListRow : nil))
    }

    /// N3: a page down, clamped, then the nearest row in the direction of travel (or back); with no
    /// hl, as Down.
    mutating func movePageDown() {
        guard let current = highlightedListRow else { return moveDown() }
        let page = current + configuration.pageSize
        let target = page < rows.count ? page : min(page, listRowCount - 1)  // the status rows: rarely
        moveHighlight(to: firstListRow(atOrAfter: target) ?? lastListRow(atOrBefore: target))
    }

    /// N3: a page up, clamped, then the nearest row in the direction of travel (or back); with no hl,
    /// as Up.
    mutating func movePageUp() {
        guard let current = highlightedListRow else { return moveUp() }
        let target = max(current - configuration.pageSize, 0)
        moveHighlight(to: lastListRow(atOrBefore: target) ?? firstListRow(atOrAfter: target))
    }
}
