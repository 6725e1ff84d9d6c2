/// What the host said about options still to come, and what the core reported about them (rules
/// L1, L3, L6).
struct LoadProgress: Sendable {
    /// Idle, loading or failed (rule L1).
    var state: DropdownLoadState = .idle
    /// Whether more options exist beyond the ones the core has (rule L3).
    var hasMore = false
    /// Whether "needs more" may be reported: once per page (rule L3).
    var isNeedsMoreArmed = true
    /// The rows the front end last said it shows, or `nil` before it says (rule L3).
    var rowsInView: Range<Int>?
    /// The last announcement about loading, and when it was made (rule L6).
    private var lastAnnouncement: (announcement: DropdownAnnouncement, time: Duration)?

    /// L6: an announcement about loading, unless it repeats the last one within a second, or it is
    /// `throttled` (a streamed batch) and any was made within a second.
    mutating func announce(_ announcement: DropdownAnnouncement, at time: Duration, throttled: Bool)
        -> DropdownAnnouncement?
    {
        if let last = lastAnnouncement, time - last.time < .seconds(1),
            throttled || last.announcement == announcement
        {
            return nil
        }
        lastAnnouncement = (announcement, time)
        return announcement
    }
}

/// The rows after the option rows: the "Create" row, then the load status (rules L1, L5). At most two,
/// without allocating.
struct StatusRows: Sendable, Equatable {
    /// The text of the "Create" row, if it is shown.
    private(set) var create: String?
    /// The load status row, if any.
    private(set) var load: DropdownStatusRow?

    /// No status rows.
    init() {}

    /// The status rows of a level (none in a submenu), given the load state, the number of option
    /// rows, and the "Create" text, if any (rules L1, L5).
    init(atTopLevel: Bool, load state: DropdownLoadState, optionRows: Int, create: String?) {
        guard atTopLevel else { return }
        self.create = create
        switch state {
        case .idle: load = nil
        case .loading: load = optionRows > 0 ? .loadingMore : nil
        case .failed(let message): load = optionRows > 0 ? .failed(message: message) : .retry
        }
    }

    /// The number of status rows.
    var count: Int { (create == nil ? 0 : 1) + (load == nil ? 0 : 1) }

    /// The status row at an index (0 is the first after the options).
    subscript(index: Int) -> DropdownStatusRow {
        if index == 0, let create { return .create(text: create) }
        return load!
    }

    /// Every status row, in order.
    var all: [DropdownStatusRow] { (0..<count).map { self[$0] } }

    /// The index of the row that performs an action, if it is shown.
    func row(of action: DropdownAction) -> Int? {
        (0..<count).first { self[$0].action == action }
    }

    /// The first action row at or after an index (clamped at 0).
    func firstAction(atOrAfter index: Int) -> Int? {
        (max(index, 0)..<max(index, 0, count)).first { self[$0].action != nil }
    }

    /// The last action row at or before an index.
    func lastAction(atOrBefore index: Int) -> Int? {
        let end = min(index, count - 1)
        guard end >= 0 else { return nil }
        return stride(from: end, through: 0, by: -1).first { self[$0].action != nil }
    }
}

/// The folded labels of the options that can be chosen (every option but the parents), to tell
/// whether a query names one exactly, ignoring case and diacritics (rule L5).
struct FoldedLabelSet: Sendable {
    private var keys: Set<String> = []

    /// The labels of a catalog's options from `first` on. O(total bytes).
    init(catalog: OptionCatalog) {
        append(catalog: catalog, from: 0)
    }

    /// Adds the labels of the options from `first` on.
    mutating func append(catalog: OptionCatalog, from first: Int) {
        for option in first..<catalog.count where !catalog.isParent(option) {
            keys.insert(Self.key(catalog.labels[option]))
        }
    }

    /// Whether a text equals one of the labels, ignoring case and diacritics. O(text length).
    func contains(_ text: String) -> Bool { keys.contains(Self.key(text)) }

    private static func key(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: TextFolding.foldedScalars(of: text))
        return String(scalars)
    }
}

extension DropdownMachine {
    // MARK: Options that arrive later

    /// L1, L3, L6, L7: the host's load state. Starting, failing and finishing a load are announced
    /// while the list is open; a closed dropdown loads silently. A load that ends re-arms paging.
    @usableFromInline
    mutating func setLoadState(_ newState: DropdownLoadState, hasMore: Bool, at time: Duration) -> RuleResponse {
        let before = loading.state
        if hasMore && !loading.hasMore { loading.isNeedsMoreArmed = true }
        loading.hasMore = hasMore
        guard newState != before else { return .handled }
        loading.state = newState
        updateStatusRows()
        if newState == .idle { loading.isNeedsMoreArmed = true }  // L3: the next page may be asked for
        guard isOpen else { return .handled }  // L7
        let announcement: DropdownAnnouncement?
        switch newState {
        case .loading: announcement = loading.announce(.loading, at: time, throttled: false)
        case .failed(let message):
            announcement = loading.announce(.loadFailed(message: message), at: time, throttled: false)
        case .idle:
            announcement =
                before == .loading ? loading.announce(rowCountAnnouncement, at: time, throttled: false) : nil
        }
        return .handled(announcing: announcement)
    }

    /// L2, L3, L6: after options were appended: whether more exist, and at most one announcement a
    /// second for streamed batches.
    @usableFromInline
    mutating func optionsArrived(count added: Int, hasMore: Bool, at time: Duration) -> RuleResponse {
        if hasMore && !loading.hasMore { loading.isNeedsMoreArmed = true }
        loading.hasMore = hasMore
        guard isOpen, added > 0 else { return .handled }
        return .handled(announcing: loading.announce(rowCountAnnouncement, at: time, throttled: true))
    }

    /// L4, F2: after the host's results for the current query were installed: they answer it, so
    /// its load ends (L1); hl on the first result (or the "Create" row when there is none, L5), and
    /// their count announced.
    @usableFromInline
    mutating func resultsInstalled(hasMore: Bool, at time: Duration) -> RuleResponse {
        loading.hasMore = hasMore
        loading.isNeedsMoreArmed = true
        if loading.state != .idle {
            loading.state = .idle
            updateStatusRows()
        }
        guard isOpen else { return .handled }
        highlightBestMatch()  // F2, L5
        if !query.isEmpty { bestMatchMark = highlightMoves }  // L2: followed as more results arrive
        return .handled(announcing: loading.announce(rowCountAnnouncement, at: time, throttled: false))
    }

    /// L1, L3, L4: whether an event asked the host for options: the next page, a retry, or, with
    /// remote search, the results for the query of a list that opened or whose query changed.
    @inline(__always)
    func asksForOptions(_ requests: DropdownChanges, since before: Snapshot) -> Bool {
        !requests.isDisjoint(with: [.needsMore, .retry])
            || (configuration.searchFiltering == .remote
                && (!before.isOpen || before.queryGeneration != queryGeneration))
    }

    /// L1, L6: a load the core asked for shows at once ("Loading…", or "Loading more…" after the
    /// rows), and "Loading" is announced in place of what the event would have announced.
    mutating func startRequestedLoad(_ result: inout DropdownEventResult, at time: Duration) {
        let started = setLoadState(.loading, hasMore: loading.hasMore, at: time)
        if let announcement = started.announcement { result.announcement = announcement }
    }

    /// L3: the rows the front end shows.
    @usableFromInline
    mutating func scroll(rowsInView: Range<Int>) -> RuleResponse {
        guard isOpen else { return .ignored }
        loading.rowsInView = rowsInView
        if rowsInView.upperBound > OptionSearch.readyRanks { compactSearchResults() }  // rows drawn there
        return .handled
    }

    /// L3: whether to ask for more now: more exist, nothing is loading, it was not asked for this
    /// page, and hl or the last row in view is within one page of the end of the top level or the
    /// results. Without a scroll event the first page counts as in view. O(1).
    mutating func reportsNeedsMore() -> Bool {
        guard isOpen, loading.hasMore, loading.isNeedsMoreArmed, loading.state == .idle, path.isEmpty
        else { return false }
        let threshold = rows.count - configuration.pageSize
        let lastInView = loading.rowsInView.map { $0.upperBound - 1 } ?? min(configuration.pageSize, rows.count) - 1
        guard lastInView >= threshold || (highlightedListRow ?? Int.min) >= threshold else { return false }
        loading.isNeedsMoreArmed = false
        return true
    }

    // MARK: Creating options

    /// L5: the "Create" row shows the query when creating is allowed, the query is not blank, and no
    /// option that can be chosen has that label, ignoring case and diacritics.
    mutating func updateCreateRow() {
        guard configuration.allowsCreating, path.isEmpty, query.contains(where: { !$0.isWhitespace }) else {
            createText = nil
            return
        }
        if chosenLabels == nil { chosenLabels = FoldedLabelSet(catalog: catalog) }
        createText = chosenLabels!.contains(query) ? nil : query
    }

    /// L5: the option the host created becomes the selection (single) or joins it within the limit
    /// (multiple), and hl moves to it when it is shown.
    @usableFromInline
    mutating func selectCreated(optionIndex index: Int) -> RuleResponse {
        guard catalog.isSelectable(index) else { return .handled }  // H1: parents are never selected
        let label = catalog.labels[index]
        switch configuration.selectionMode {
        case .single: selected.replace(with: index)
        case .multiple:
            if !selected.contains(index) {
                if let limit = configuration.selectionLimit, selected.count >= limit {
                    return .handled(announcing: .selectionLimitReached(limit: limit))  // M3
                }
                selected.insert(index)
            }
        }
        if isOpen, let row = row(ofOption: index), isEnabled(row: row) { highlightedRow = row }
        return .handled(announcing: .selected(label: label))
    }

    /// L1, L5: Enter or a tap on an action row: retry asks the host to load again and keeps the list
    /// open; create reports the query as the text to create, then closes (single) or clears the
    /// query for the next one (multiple).
    mutating func activate(_ action: DropdownAction) -> RuleResponse {
        switch action {
        case .retry:
            return RuleResponse(changes: .retry, isHandled: true, announcement: nil)
        case .create:
            let text = query
            if configuration.selectionMode == .single {
                _ = close()
            } else {
                highlight = nil
                _ = replaceQuery("")
            }
            return RuleResponse(changes: .create, isHandled: true, announcement: nil, textToCreate: text)
        }
    }

    /// N8, N9 for action rows: a tap chooses a shown action row; hover highlights it.
    @usableFromInline
    mutating func tapAction(_ action: DropdownAction) -> RuleResponse {
        guard isOpen, statusRows.row(of: action) != nil else { return .ignored }
        highlight = .action(action)
        return activate(action)
    }

    /// N9: hover over an action row highlights it.
    @usableFromInline
    mutating func hoverAction(_ action: DropdownAction) -> RuleResponse {
        guard isOpen else { return .ignored }
        if statusRows.row(of: action) != nil { highlight = .action(action) }
        return .handled
    }
}
