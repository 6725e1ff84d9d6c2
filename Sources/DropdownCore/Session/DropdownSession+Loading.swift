// DropdownSession: options that arrive later (L1, L3, L4, L5).

extension DropdownSession {
    /// The loader answered `request` with `options`: when it is still current and still answers
    /// the core's query (L4), they become the dropdown's options, and the event that installs them
    /// is returned (the results, which end the load: "N options", L1, L6); otherwise nothing.
    /// O(n) for n options.
    @_spi(Session) public mutating func answer(
        _ request: LoadRequests.Search, with options: [Option], inputs: OptionInputs<Option, ID>
    ) -> [DropdownEvent<ID>] {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: false)
        guard state.query == request.query else { return [] }  // L4: a stale answer
        let core = inputs.coreOptions(of: options)
        loaded = options
        positions = inputs.optionOfID == nil ? OptionPositions(core) : OptionPositions()
        positionedInputs = inputs.replacingOptions(with: options)
        inputsSync.installed(core)
        readInputs = nil
        heights.reset()
        rowsRevision += 1
        return [.setResults(core, hasMore: state.hasMoreOptions, forQuery: request.query)]
    }

    /// The loader threw for `request`: the failure row with its message and a retry (L1), when the
    /// request is still current.
    @_spi(Session) public mutating func answer(_ request: LoadRequests.Search, failure message: String)
        -> [DropdownEvent<ID>]
    {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: true)
        return [.setLoadState(.failed(message: message), hasMore: state.hasMoreOptions, forQuery: request.query)]
    }

    /// The load-more action for `request` returned (`failure` is `nil`) or threw: the load ends,
    /// idle or failed with a retry row, and `hasMore` says whether more remain (L1, L3). The
    /// page itself arrived through the initializer's options, as any change of them does (C1).
    @_spi(Session) public mutating func answer(_ request: LoadRequests.Page, failure: String?, hasMore: Bool)
        -> [DropdownEvent<ID>]
    {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: failure != nil)
        return [.setLoadState(failure.map { .failed(message: $0) } ?? .idle, hasMore: hasMore)]
    }

    /// The load-more action for `request` returned (`failure`: its error's message if it threw);
    /// the load ends at the parent's next update or at the deadline (``LoadRequests``).
    @_spi(Session) public mutating func pageReturned(_ request: LoadRequests.Page, failure: String?) {
        loads.pageReturned(request, failure: failure)
    }

    /// A row came into view (a lazy stack builds it): the scroll event that lets the core ask for
    /// the next page before the end shows (L3), or `nil` when no page can be asked for or the row
    /// is not within a page of the end (the core's threshold), so that ordinary scrolling sends
    /// nothing. O(1).
    @_spi(Session) public func rowAppeared(_ id: ID) -> DropdownEvent<ID>? {
        guard state.isOpen, state.hasMoreOptions, state.loadState == .idle, let row = state.row(of: id),
            row >= state.visibleCount - state.configuration.pageSize
        else { return nil }
        return .scroll(rowsInView: row..<(row + 1))
    }

    /// The create action answered `request` with `option` (L5): when the request is still current,
    /// the event that adds the option and selects it (single) or adds it to the selection
    /// (multiple); nothing for an answer a newer "Create" replaced, or for `nil`.
    @_spi(Session) public mutating func created(
        _ request: LoadRequests.Create, option: Option?, inputs: OptionInputs<Option, ID>
    ) -> DropdownEvent<ID>? {
        guard loads.isCurrent(request) else { return nil }
        loads.finished(request)
        return option.flatMap { inputs.coreOptions(of: [$0]).first }.map { .addCreatedOption($0) }
    }
}
