extension DropdownState {
    // MARK: Events

    /// Applies an event and returns what it changed (rule E1).
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - time: when it happened, as a duration since any fixed origin (only typeahead uses it).
    /// - Returns: the changes the event caused; empty when it changed nothing.
    @inlinable @discardableResult
    public mutating func send(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownChanges {
        handle(event, at: time).changes
    }

    /// Applies an event and returns everything it did: the changes, whether the input was consumed,
    /// and what assistive technology should announce.
    ///
    /// Each kind of event goes to its own rule function, named after the contract's sections.
    @inlinable
    public mutating func handle(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        let before = machine.snapshot
        let response: RuleResponse
        var changes: DropdownChanges
        switch event {
        case .setOptions(let newOptions):
            let highlightedBefore = highlighted
            response = replaceOptions(newOptions)
            changes = machine.changes(since: before).subtracting(.highlight)
            if highlighted != highlightedBefore { changes.insert(.highlight) }  // E1: by identifier
        case .setSelection(let ids):
            let selectedBefore = Set(selection)
            replaceSelection(ids)
            changes = machine.changes(since: before).subtracting(.selection)
            if Set(selection) != selectedBefore { changes.insert(.selection) }  // E1: the set of ids
            response = .handled
        default:
            response = handleOnSameOptions(event, at: time)
            changes = machine.changes(since: before)
        }
        if before.vanishedCount > 0 && machine.vanishedCount == 0 { vanished.removeAll() }  // C2
        return DropdownEventResult(
            changes: changes, isHandled: response.isHandled, announcement: response.announcement)
    }

    /// The events that leave the options as they are, each to its rule.
    @inlinable
    mutating func handleOnSameOptions(_ event: DropdownEvent<ID>, at time: Duration) -> RuleResponse {
        switch event {
        case .tapField: machine.tapField()
        case .tapOutside: machine.tapOutside()
        case .tapOption(let id): machine.tapOption(optionIndex: indexByID[id])
        case .hover(let id): machine.hover(optionIndex: id.flatMap { indexByID[$0] })
        case .key(let key, let modifiers): machine.key(key, modifiers, at: time)
        case .character(let character): machine.type(character, at: time)
        case .open: machine.openFromCode()
        case .close: machine.closeFromCode()
        case .toggleAll: machine.toggleAll()
        case .setQuery(let query): machine.replaceQuery(query)
        case .setOptions, .setSelection: preconditionFailure("handled by handle(_:at:)")
        }
    }
}
