extension DropdownState {
    // MARK: Events

    /// Applies an event and returns what it changed (rule E1).
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - time: when it happened, as a duration since any fixed origin (typeahead and the
    ///     announcements of loading use it).
    /// - Returns: the changes the event caused, and the requests to the host; empty when it changed
    ///   nothing.
    @inlinable @discardableResult
    public mutating func send(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownChanges {
        handle(event, at: time).changes
    }

    /// Applies an event and returns everything it did: the changes and requests, whether the input
    /// was consumed, what assistive technology should announce, and the text of a create request.
    ///
    /// Each kind of event goes to its own rule function (`apply(_:at:)`); then the rules that follow
    /// every event run (L3: paging; L1: a load the core asked for starts; E2, L8: hl leaves a
    /// vanished action row).
    @inlinable
    public mutating func handle(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        switch event {
        case .setOptions, .setResults, .setSelection: return handleRenumbering(event, at: time)
        case .setPageSize: return apply(event, at: time)  // N3: not a move; the next events follow it
        default: return handleEvent(event, at: time) { _ in nil }
        }
    }

    /// Applies an event, and when it chooses the "Create" row, adds at once the option
    /// `createOption` makes of the row's text, selected as ``DropdownEvent/addCreatedOption(_:)``
    /// selects it (rule L5): for hosts that make options without waiting, such as a terminal prompt.
    ///
    /// The addition is part of the event: its changes are reported against the state before the
    /// event (in single mode, the list closed and the selection changed), with the
    /// ``DropdownChanges/create`` request and its text as the event made them, and the addition's
    /// announcement ("Fig, selected", or the limit reached, rule M3). When `createOption` returns
    /// `nil`, nothing is added, as with ``handle(_:at:)``.
    ///
    /// A host that makes the option later (it asks a server first) calls ``handle(_:at:)`` and sends
    /// ``DropdownEvent/addCreatedOption(_:)`` once the option is made.
    @inlinable
    public mutating func handle(
        _ event: DropdownEvent<ID>, at time: Duration, creatingWith createOption: (String) -> DropdownOption<ID>?
    ) -> DropdownEventResult {
        switch event {
        case .setOptions, .setResults, .setSelection, .setPageSize: return handle(event, at: time)  // never a choice
        default: return handleEvent(event, at: time, creatingWith: createOption)
        }
    }

    /// The events a person makes, and the host's other events: their changes are compared by option
    /// index (rule E1); a "Create" row chosen adds the option `createOption` makes, in the same
    /// event (rule L5).
    @inlinable
    mutating func handleEvent(
        _ event: DropdownEvent<ID>, at time: Duration, creatingWith createOption: (String) -> DropdownOption<ID>?
    ) -> DropdownEventResult {
        let before = machine.beginEvent()
        var result = apply(event, at: time)
        if result.changes.contains(.create), let text = result.textToCreate, let option = createOption(text) {
            let added = apply(.addCreatedOption(option), at: time)
            result.announcement = added.announcement ?? result.announcement
        }
        machine.endEvent(&result, since: before, at: time)
        if before.vanishedCount > 0 && machine.selected.vanishedCount == 0 { vanished.removeAll() }  // C2
        return result
    }

    /// The events that replace the options or the selection: their highlight and selection changes
    /// are compared by identifier (rule E1), and a kept vanished selection that came back is an
    /// option again (rule C2).
    @inlinable
    mutating func handleRenumbering(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        let highlightBefore = (highlighted, highlightedAction)
        var selectionBefore: Set<ID>? = nil
        if case .setSelection = event { selectionBefore = Set(selection) }
        let before = machine.beginEvent()
        var result = apply(event, at: time)
        machine.endEvent(&result, since: before, at: time)
        result.changes.remove(.highlight)
        if highlightBefore != (highlighted, highlightedAction) { result.changes.insert(.highlight) }
        if let selectionBefore {  // the set of ids, not how code happened to renumber it
            result.changes.remove(.selection)
            if Set(selection) != selectionBefore { result.changes.insert(.selection) }
        }
        if before.vanishedCount > 0 && machine.selected.vanishedCount == 0 { vanished.removeAll() }  // C2
        return result
    }

    /// Each kind of event, to its rule.
    @inlinable
    mutating func apply(_ event: DropdownEvent<ID>, at time: Duration) -> RuleResponse {
        switch event {
        case .tapField: machine.tapField()
        case .tapOutside: machine.tapOutside()
        case .tapOption(let id): machine.tapOption(optionIndex: identifiers.index(of: id))
        case .hover(let id): machine.hover(optionIndex: id.flatMap { identifiers.index(of: $0) })
        case .tapAction(let action): machine.tapAction(action)
        case .hoverAction(let action): machine.hoverAction(action)
        case .key(let key, let modifiers): machine.key(key, modifiers, at: time)
        case .character(let character): machine.type(character, at: time)
        case .open: machine.openFromCode()
        case .close: machine.closeFromCode()
        case .toggleAll: machine.toggleAll()
        case .setOptions(let newOptions): replaceOptions(newOptions)
        case .setQuery(let query): machine.replaceQuery(query)
        case .setSelection(let ids): replaceSelection(ids)
        case .scroll(let rowsInView): machine.scroll(rowsInView: rowsInView)
        case .setPageSize(let rows): machine.setPageSize(rows)
        case .setLoadState(let state, let hasMore, let query):
            isCurrent(query) ? machine.setLoadState(state, hasMore: hasMore, at: time) : .ignored
        case .appendOptions(let newOptions, let hasMore, let query):
            isCurrent(query) ? appendOptions(newOptions, hasMore: hasMore, at: time) : .ignored
        case .setResults(let newOptions, let hasMore, let query):
            isCurrent(query) ? installResults(newOptions, hasMore: hasMore, at: time) : .ignored
        case .addCreatedOption(let option): addCreatedOption(option)
        case .validate: machine.validate()
        case .resetValidation: machine.resetValidation()
        }
    }

    /// L4: whether an answer for `query` still answers the current query (`nil` answers any).
    @inlinable
    func isCurrent(_ query: String?) -> Bool {
        query.map { $0 == machine.query } ?? true
    }
}
