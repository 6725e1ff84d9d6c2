extension DropdownMachine {
    // MARK: Moving (open state)

    /// N1–N6, M2, F4: the keys of the open list.
    mutating func keyWhileOpen(
        _ key: DropdownKey, _ modifiers: DropdownModifiers, at time: Duration
    ) -> RuleResponse {
        switch key {
        case .down: moveHighlight(to: nextRow)  // N1; N3: Alt+Down acts as Down
        case .up where modifiers.contains(.alt):  // N4, M2
            configuration.selectionMode == .single ? commitHighlightAndClose() : close()
        case .up: moveHighlight(to: previousRow)  // N1
        case .home: moveHighlight(to: enabledRows.first)  // N2
        case .end: moveHighlight(to: enabledRows.last)  // N2
        case .pageDown: moveHighlight(to: pageDownRow)  // N3
        case .pageUp: moveHighlight(to: pageUpRow)  // N3
        case .enter where usesPromptKeys:  // a prompt's confirmation: the selection stands; with
            // nothing marked, Enter takes hl (as `fzf --multi` does)
            selected.isEmpty ? commitHighlightAndClose() : close()
        case .tab where usesPromptKeys:  // a prompt's toggle
            highlightedRow.map { .handled(announcing: toggleSelection(ofRow: $0)) } ?? .handled
        case .enter: activateHighlight()  // N4, M2
        case .space where configuration.isSearchable: appendQueryCharacter(" ")  // F3
        case .space:  // N4: Space is a typeahead character while the buffer is active
            typeahead.isActive(at: time, timeout: configuration.typeaheadTimeout)
                ? typeaheadJump(" ", at: time) : activateHighlight()
        case .escape: query.isEmpty ? close() : clearQueryKeepingOpen()  // N5, F4
        case .tab: tabAway()  // N6, M2
        case .backspace: deleteQueryCharacter()  // F3
        }
    }

    /// Whether a multiple selection uses a prompt's keys (Enter confirms, Tab toggles).
    var usesPromptKeys: Bool {
        configuration.selectionMode == .multiple && configuration.multipleSelectionKeys == .prompt
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

    /// N8, M2: a tap on an enabled row selects it (single, closing) or toggles it (multiple, staying
    /// open); a tap on a disabled row does nothing.
    @usableFromInline
    mutating func tapOption(optionIndex: Int?) -> RuleResponse {
        guard isOpen, let optionIndex, let row = row(ofOption: optionIndex) else { return .ignored }
        guard isEnabled(row: row) else { return .handled }
        highlightedRow = row
        return activateHighlight()
    }

    /// N4, M2: Enter or Space on the highlighted row; with no hl they close.
    mutating func activateHighlight() -> RuleResponse {
        guard let row = highlightedRow else { return close() }
        switch configuration.selectionMode {
        case .single: return commitHighlightAndClose()
        case .multiple: return .handled(announcing: toggleSelection(ofRow: row))
        }
    }

    /// N4: selects hl, if any, and closes. Choosing the selected option changes nothing (N8).
    mutating func commitHighlightAndClose() -> RuleResponse {
        var announcement: DropdownAnnouncement? = nil
        if let row = highlightedRow {
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

    /// Moves hl to a row, if there is one to move to (O6: an empty list has none).
    mutating func moveHighlight(to row: Int?) -> RuleResponse {
        if let row { highlightedRow = row }
        return .handled
    }

    /// N1: the next enabled row; the first with no hl; stays, or wraps, at the end.
    var nextRow: Int? {
        guard let current = highlightedRow else { return enabledRows.first }
        if let next = enabledRows.first(atOrAfter: current + 1) { return next }
        return configuration.wrapsAround ? enabledRows.first : current
    }

    /// N1: the previous enabled row; the last with no hl; stays, or wraps, at the start.
    var previousRow: Int? {
        guard let current = highlightedRow else { return enabledRows.last }
        if let previous = enabledRows.last(atOrBefore: current - 1) { return previous }
        return configuration.wrapsAround ? enabledRows.last : current
    }

    /// N3: a page down, clamped, then the nearest enabled row in the direction of travel (or back).
    var pageDownRow: Int? {
        guard let current = highlightedRow else { return nextRow }
        let target = min(current + configuration.pageSize, rows.count - 1)
        return enabledRows.first(atOrAfter: target) ?? enabledRows.last(atOrBefore: target)
    }

    /// N3: a page up, clamped, then the nearest enabled row in the direction of travel (or back).
    var pageUpRow: Int? {
        guard let current = highlightedRow else { return previousRow }
        let target = max(current - configuration.pageSize, 0)
        return enabledRows.last(atOrBefore: target) ?? enabledRows.first(atOrAfter: target)
    }
}
