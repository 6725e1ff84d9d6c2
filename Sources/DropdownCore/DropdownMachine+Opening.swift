/// Where the highlight starts when the list opens (rules O1–O3, M1).
enum OpeningHighlight {
    /// The selection, or none (O1, O3 Alt+Down, M1).
    case selection
    /// The selection, else the first enabled option (O2 Down).
    case selectionOrFirst
    /// The selection, else the last enabled option (O2 Up).
    case selectionOrLast
    /// The first enabled option (O3 Home).
    case first
    /// The last enabled option (O3 End).
    case last
}

extension DropdownMachine {
    // MARK: Opening (closed state)

    /// O1: a tap on the field toggles the list; opening sets hl = sel, or none.
    @usableFromInline
    mutating func tapField() -> RuleResponse {
        isOpen ? close() : open(highlighting: .selection)
    }

    /// N7: a tap outside closes without selecting. While closed the tap is the host's.
    @usableFromInline
    mutating func tapOutside() -> RuleResponse {
        isOpen ? close() : .ignored
    }

    /// A key press, to the rules of the closed or the open list.
    @usableFromInline
    mutating func key(_ key: DropdownKey, _ modifiers: DropdownModifiers, at time: Duration) -> RuleResponse {
        isOpen ? keyWhileOpen(key, modifiers, at: time) : keyWhileClosed(key, modifiers)
    }

    /// O1–O3, O5: keys that open the closed list, and the ones left to the host.
    mutating func keyWhileClosed(_ key: DropdownKey, _ modifiers: DropdownModifiers) -> RuleResponse {
        switch key {
        case .down where modifiers.contains(.alt): open(highlighting: .selection)  // O3
        case .down: open(highlighting: .selectionOrFirst)  // O2
        case .up where modifiers.contains(.alt): .ignored  // O5
        case .up: open(highlighting: .selectionOrLast)  // O2
        case .home: open(highlighting: .first)  // O3
        case .end: open(highlighting: .last)  // O3
        case .enter, .space: open(highlighting: .selection)  // O1
        case .pageUp, .pageDown, .escape, .tab, .backspace: .ignored  // O5
        }
    }

    /// Opens the list from code, as a tap on the field would (O1).
    @usableFromInline
    mutating func openFromCode() -> RuleResponse {
        isOpen ? .handled : open(highlighting: .selection)
    }

    /// Closes the list from code without selecting.
    @usableFromInline
    mutating func closeFromCode() -> RuleResponse {
        isOpen ? close() : .ignored
    }

    /// Opens the list with a fresh highlight (O7) and an empty typeahead buffer.
    mutating func open(highlighting rule: OpeningHighlight) -> RuleResponse {
        isOpen = true
        typeahead.reset()
        highlightedRow = openingRow(rule)
        return .handled(announcing: rowCountAnnouncement)
    }

    /// Closes the list: no highlight, no typeahead, no query (rules E2, T1, F5).
    mutating func close() -> RuleResponse {
        isOpen = false
        highlightedRow = nil
        typeahead.reset()
        if !query.isEmpty { clearQuery() }
        return .handled
    }

    /// The row an opening highlights (O1–O3, M1); never a disabled row (E2).
    func openingRow(_ rule: OpeningHighlight) -> Int? {
        switch rule {
        case .selection: selectedEnabledRow
        case .selectionOrFirst: selectedEnabledRow ?? enabledRows.first
        case .selectionOrLast: selectedEnabledRow ?? enabledRows.last
        case .first: enabledRows.first
        case .last: enabledRows.last
        }
    }

    /// The first selected option, in option order, that is shown and enabled (O1, M1).
    var selectedEnabledRow: Int? {
        for index in selected.indices {
            if let row = rows.row(ofOption: index), isEnabled(row: row) { return row }
        }
        return nil
    }

    /// A4: what the open list announces about its rows.
    var rowCountAnnouncement: DropdownAnnouncement {
        if rows.count > 0 { return .optionCount(rows.count) }
        return emptyState == .noMatches ? .noMatches : .noOptions
    }
}
