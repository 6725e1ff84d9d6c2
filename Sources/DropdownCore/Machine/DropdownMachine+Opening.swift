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
        case .pageUp, .pageDown, .escape, .tab, .backspace, .left, .right: .ignored  // O5
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

    /// Opens the list at the top level (H5) with a fresh highlight (O7) and an empty typeahead buffer.
    mutating func open(highlighting rule: OpeningHighlight) -> RuleResponse {
        isOpen = true
        typeahead.reset()
        highlightedRow = openingRow(rule)
        return .handled(announcing: rowCountAnnouncement)
    }

    /// Closes the list: no highlight, no typeahead, no query, no open submenu (rules E2, T1, F5, H9);
    /// an unmet requirement shows its error from now on (V2).
    mutating func close() -> RuleResponse {
        isOpen = false
        requirementChecked = true  // V2: the person has had their chance
        highlight = nil
        typeahead.reset()
        loading.rowsInView = nil
        if !query.isEmpty || !path.isEmpty {
            query = ""
            setPath([])
            refreshRows()
        }
        return .handled
    }

    /// The row an opening highlights (O1–O3, M1, H5): the selection's top-level ancestor-or-self,
    /// else as the key says; never a disabled row (E2).
    @inline(__always)
    func openingRow(_ rule: OpeningHighlight) -> Int? {
        switch rule {
        case .selection: selectedEnabledRow(holdingIn: nil)
        case .selectionOrFirst: selectedEnabledRow(holdingIn: nil) ?? enabledRows.first
        case .selectionOrLast: selectedEnabledRow(holdingIn: nil) ?? enabledRows.last
        case .first: enabledRows.first
        case .last: enabledRows.last
        }
    }

    /// A4, L1: what the open list announces about its rows.
    @inline(__always)
    var rowCountAnnouncement: DropdownAnnouncement {
        if rows.count > 0 { return .optionCount(rows.count) }
        switch emptyState {
        case .loading?: return .loading
        case .failed(let message)?: return .loadFailed(message: message)
        case .noMatches?: return .noMatches
        case .noOptions?, nil: return .noOptions
        }
    }
}
