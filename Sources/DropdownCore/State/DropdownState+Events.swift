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
    /// every event run (E2, L8: hl leaves a vanished action row; L3: paging).
    @inlinable
    public mutating func handle(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        switch event {
        case .setOptions, .setResults, .setSelection: return handleRenumbering(event, at: time)
        default:
            let before = machine.beginEvent()
            var result = apply(event, at: time)
            result.changes.formUnion(machine.endEvent(since: before))
            if before.vanishedCount > 0 && machine.selected.vanishedCount == 0 { vanished.removeAll() }  // C2
            return result
        }
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
        result.changes.formUnion(machine.endEvent(since: before).subtracting(.highlight))
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
