/// The rules of the dropdown, over option indices rather than identifiers.
///
/// ``DropdownState`` translates identifiers to option indices and back; this non-generic machine
/// holds everything else and applies every rule, so its code is compiled once, fully optimised,
/// whatever the identifier type. The rule functions live in extensions named after the sections of
/// the behaviour contract (Opening, Moving, Typeahead, Multiple selection, Search, Submenus, Loading).
///
/// Rows: the option rows of the current level (or the search results) come first, numbered from 0;
/// the status rows (rules L1, L5) follow them. hl is an option row or an action row (rule E2).
@usableFromInline
struct DropdownMachine: Sendable {
    /// The settings of the dropdown.
    @usableFromInline var configuration: DropdownConfiguration
    /// Labels, flags and the tree, by option index.
    @usableFromInline private(set) var catalog = OptionCatalog()
    /// Whether the list is open.
    @usableFromInline var isOpen = false
    /// The search query; empty while closed (rule E2).
    @usableFromInline var query = "" {
        didSet { if query != oldValue { queryGeneration &+= 1 } }
    }
    /// Changes whenever `query` does, so that a query change is reported in O(1) (rule E1).
    private(set) var queryGeneration: UInt64 = 0
    /// The parents whose submenus are open, outermost first (rules H2, H3); empty while closed and
    /// while a query is searching the whole tree (rules H6, H9).
    private(set) var path: [Int] = []
    /// Changes whenever `path` changes, so that a level change is reported in O(1) (rule E1).
    private(set) var levelGeneration: UInt64 = 0
    /// Where hl is, if anywhere.
    var highlight: Highlight? {
        didSet { if highlight != oldValue { highlightMoves &+= 1 } }
    }
    /// Changes whenever hl moves, so that the core can tell whether hl is still where it put it.
    private(set) var highlightMoves: UInt64 = 0
    /// The value of `highlightMoves` when the core last put hl on the best match of the query (rules
    /// F2, L2): while they are equal, nobody has moved hl since, and it follows the best match as
    /// options arrive.
    var bestMatchMark: UInt64?
    /// Which option each option row shows.
    private(set) var rows = VisibleRows.all(count: 0)
    /// The enabled option rows, for O(1) navigation.
    private(set) var enabledRows = EnabledRows(count: 0) { _ in false }
    /// Where section headers go among the option rows.
    private(set) var sectionLayout = DropdownSectionLayout(rowCount: 0)
    /// The committed selection.
    @usableFromInline var selected = SelectedOptions()
    /// The typeahead characters (rules T1–T7).
    var typeahead = TypeaheadBuffer()
    /// The search index of the labels, built on the first query (rule F1).
    var search: OptionSearch?
    /// The search index of the keywords, built on the first query when options have keywords (rule F9).
    var keywordSearch: KeywordSearch?
    /// What the host said about options still to come, and what the core reported (rules L1–L6).
    var loading = LoadProgress()
    /// The folded labels of the options that can be chosen, built when creating needs them (rule L5).
    var chosenLabels: FoldedLabelSet?
    /// The text of the "Create" row, when it is shown (rule L5).
    var createText: String?
    /// Whether the person has had their chance to meet the requirement: the list closed once, or
    /// the form asked to validate (rule V2).
    var requirementChecked = false

    @usableFromInline
    init(configuration: DropdownConfiguration) {
        self.configuration = configuration
    }

    /// Where hl is: an option row, or an action row (rule E2).
    enum Highlight: Hashable, Sendable {
        case row(Int)
        case action(DropdownAction)
    }

    /// The highlighted option row; setting it replaces any highlight.
    @inline(__always)
    var highlightedRow: Int? {
        get {
            if case .row(let row)? = highlight { return row }
            return nil
        }
        set { highlight = newValue.map(Highlight.row) }
    }

    /// The option index of the highlighted row.
    @inline(__always)
    @usableFromInline var highlightedOption: Int? { highlightedRow.map(rows.optionIndex(atRow:)) }

    /// The highlighted action row's action, if hl is on one.
    @inline(__always)
    var highlightedAction: DropdownAction? {
        if case .action(let action)? = highlight { return action }
        return nil
    }

    /// The row that shows an option, if it is shown. O(1) at a level; O(rows) among search results
    /// (used by pointer events and openings, never by navigation).
    @inline(__always)
    func row(ofOption index: Int) -> Int? {
        guard rows.isLevel, let tree = catalog.tree else { return rows.row(ofOption: index) }
        guard index >= 0, index < catalog.count, tree.parent(of: index) == path.last else { return nil }
        return Int(tree.siblingPositions[index])
    }

    /// The ancestors of an option, outermost first, or `nil` when no option has children. O(depth).
    @usableFromInline
    func ancestors(of index: Int) -> [Int]? { catalog.tree?.ancestors(of: index) }

    /// Whether an option row can be highlighted (rules E2, T7, H1).
    @inline(__always)
    func isEnabled(row: Int) -> Bool { enabledRows.isEnabled(row) }

    /// Whether the option on a row opens a submenu (rule H1).
    @inline(__always)
    func isParent(row: Int) -> Bool { catalog.isParent(rows.optionIndex(atRow: row)) }

    /// The label of the option on a row.
    @inline(__always)
    func label(ofRow row: Int) -> String { catalog.labels[rows.optionIndex(atRow: row)] }

    /// Whether the rows are search results ranked by the core (rule F1), rather than a level.
    @inline(__always)
    var isFilteringLocally: Bool { !query.isEmpty && configuration.searchFiltering == .local }

    /// What the open list shows when it has no option rows (rules O6, F7, L1).
    @inline(__always)
    var emptyState: DropdownEmptyState? {
        guard rows.count == 0 else { return nil }
        switch loading.state {
        case .loading: return .loading
        case .failed(let message): return .failed(message: message)
        case .idle:
            let searched = !query.isEmpty && (catalog.count > 0 || configuration.searchFiltering == .remote)
            return searched ? .noMatches : .noOptions
        }
    }

    // MARK: Rows after the options

    /// The status rows after the option rows: at the top level and among results only (rules L1, L5).
    /// Derived from the level, the load state, the option rows and the "Create" text, and stored so
    /// that navigation reads it without calling out (``updateStatusRows()`` keeps it current).
    private(set) var statusRows = StatusRows()

    /// Derives ``statusRows`` again; called wherever its sources change (the rows, the level, the
    /// load state, the "Create" text).
    mutating func updateStatusRows() {
        statusRows = StatusRows(
            atTopLevel: path.isEmpty, load: loading.state, optionRows: rows.count, create: createText)
    }

    /// The number of rows: option rows, then status rows.
    @inline(__always)
    var listRowCount: Int { rows.count + statusRows.count }

    /// hl as a row of the whole list (option rows, then status rows).
    @inline(__always)
    var highlightedListRow: Int? {
        switch highlight {
        case .row(let row)?: row
        case .action(let action)?: statusRows.row(of: action).map { rows.count + $0 }
        case nil: nil
        }
    }

    /// Puts hl on a row of the whole list: an option row or an action row.
    @inline(__always)
    mutating func highlight(listRow: Int) {
        if listRow >= OptionSearch.readyRanks { compactSearchResults() }  // rows read there from now on
        if listRow < rows.count {
            highlight = .row(listRow)
        } else if let action = statusRows[listRow - rows.count].action {
            highlight = .action(action)
        }
    }

    // MARK: Installing options

    /// Installs new options (rules C1–C3, H7): the selection renumbered by the caller, the open path
    /// cut by the caller to `newPath`, and hl kept on `highlightedOption` if it is still shown and
    /// enabled (an action row stays highlighted while it is shown). O(n).
    @usableFromInline
    mutating func replaceCatalog(
        _ newCatalog: OptionCatalog, path newPath: [Int], keepingHighlightOn highlightedOption: Int?
    ) {
        catalog = newCatalog
        search = nil
        keywordSearch = nil
        chosenLabels = nil
        loading.isNeedsMoreArmed = true  // L3: a new first page
        if newPath.count != path.count { levelGeneration &+= 1 }  // H7: cut at the first missing parent
        path = newPath
        refreshRows()
        if case .action? = highlight { return }
        highlightedRow = nil
        guard let highlightedOption else { return }
        if let row = row(ofOption: highlightedOption), isEnabled(row: row) {
            highlightedRow = row
        } else if let ancestors = ancestors(of: highlightedOption), ancestors.count > path.count,
            ancestors.starts(with: path), let row = row(ofOption: ancestors[path.count]), isEnabled(row: row)
        {
            highlightedRow = row  // C1, H7: hl's option moved into a submenu of this level: hl on its parent
        }
    }

    /// Appends options after the last (rule L2): `parents` as ``OptionCatalog/append`` takes them.
    /// hl stays on its option, the rows stay in order, and with a query the new options are ranked
    /// into the results; paging is re-armed (rule L3). O(new options) without a query.
    @usableFromInline
    mutating func appendToCatalog(
        labels: LabelStore, disabled: [Bool], sections: [String?]?, parents: [Int32]?, keywords: OptionKeywords?
    ) {
        let highlightedOption = self.highlightedOption
        let followsBestMatch = !query.isEmpty && bestMatchMark == highlightMoves  // L2
        let rowsBefore = rows.count
        let first = catalog.count
        let topLevelBefore = catalog.tree?.topLevel.count ?? first
        rows = .all(count: 0)  // releases the tree's arrays, so that appending does not copy them
        catalog.append(labels: labels, disabled: disabled, sections: sections, parents: parents, keywords: keywords)
        chosenLabels?.append(catalog: catalog, from: first)
        if labels.count > 0 { loading.isNeedsMoreArmed = true }  // L3: a new page
        if isFilteringLocally, search != nil {
            search!.append(catalog: catalog, from: first)
        }
        // L2: ranked in, kept current; with keywords (F10), matched again below
        if isFilteringLocally, search != nil, configuration.ranksMatches, catalog.keywords == nil {
            search!.updateResults()
            showSearchResults()
            updateCreateRow()
            updateStatusRows()
            if followsBestMatch {
                highlightBestMatch()  // L2, F2: nobody moved hl since the query changed
            } else if highlightedOption != nil && rows.count == rowsBefore {
                // no new match: hl's row is where it was
            } else if let highlightedOption {  // hl stays on its option: among the first rows, or deeper
                var row = rows.readyRow(ofOption: highlightedOption)
                if row == nil {
                    compactSearchResults()
                    row = rows.row(ofOption: highlightedOption)
                }
                highlightedRow = row
            }
            if (loading.rowsInView?.upperBound ?? 0) > OptionSearch.readyRanks { compactSearchResults() }
        } else if isFilteringLocally || (!query.isEmpty && catalog.tree != nil) {
            refreshRows()  // matched again in the options' order, or the leaves of the host's results
            if followsBestMatch {
                highlightBestMatch()  // L2, F2
            } else {
                highlightedRow = highlightedOption.flatMap(row(ofOption:))
            }
        } else {  // the rows are a level, or every option: the new ones, if shown, come last
            if query.isEmpty { search = nil }  // built again on the next query
            rows = levelRows()
            if path.isEmpty {  // the new options are top-level rows at the end: index them alone
                let added = rows.count - topLevelBefore
                let rows = self.rows
                let disabled = catalog.disabled
                enabledRows.append(count: added) { disabled[rows.optionIndex(atRow: $0)] }
                if let sections = catalog.sections {
                    sectionLayout.appendRows(added) { sections[rows.optionIndex(atRow: $0)] }
                } else {
                    sectionLayout = DropdownSectionLayout(rowCount: rows.count)
                }
                // O2, L2: a list that opened with no row to highlight highlights the first that arrives.
                if isOpen, highlight == nil, let first = enabledRows.first, first >= topLevelBefore {
                    highlightedRow = first
                }
            }
            updateCreateRow()
            updateStatusRows()
            if followsBestMatch { highlightBestMatch() }  // L2, F2: the host's results, in its order
        }
        if followsBestMatch { bestMatchMark = highlightMoves }
    }

    /// L2: the rows become the search results the search keeps current. O(1) when no option is
    /// disabled; else O(results), to index the enabled ones.
    mutating func showSearchResults() {
        if catalog.disabledCount > 0 { search!.compactResults() }  // every rank is read below
        rows = .ranked(search!.results!)
        indexEnabledRows()
        sectionLayout = DropdownSectionLayout(rowCount: rows.count)
    }

    /// Indexes the enabled rows for navigation: O(1) when no option is disabled, else O(rows).
    @inline(__always)
    mutating func indexEnabledRows() {
        let disabled = catalog.disabled
        let rows = self.rows
        enabledRows =
            catalog.disabledCount == 0
            ? EnabledRows(allEnabled: rows.count)
            : EnabledRows(count: rows.count) { disabled[rows.optionIndex(atRow: $0)] }
    }

    /// Makes every row of search results kept current read in O(1), before a rule reads rows beyond
    /// the first ones (O(results) once after options were appended; O(1) otherwise).
    mutating func compactSearchResults() {
        guard !rows.isLevel, search?.results != nil else { return }
        rows = .all(count: 0)  // lets the results be compacted in place
        search!.compactResults()
        rows = .ranked(search!.results!)
    }

    /// The rows of the current level: the top level, or the children of the innermost open parent.
    @inline(__always)
    func levelRows() -> VisibleRows {
        guard let tree = catalog.tree else { return .all(count: catalog.count) }
        return .level(tree.children(of: path.last))
    }

    /// The rows for a query the host answered (rule L4): its results as they are, leaves only, in
    /// reading order (rule H6).
    func remoteResultRows() -> VisibleRows {
        guard let tree = catalog.tree else { return .all(count: catalog.count) }
        return .ranked((0..<Int32(catalog.count)).filter { !tree.isParent(Int($0)) })
    }

    /// Recomputes the rows and their navigation index from the options, the level and the query.
    /// O(rows of the level), or O(n) for a query.
    mutating func refreshRows() {
        rows = query.isEmpty ? levelRows() : isFilteringLocally ? matchingRows(for: query) : remoteResultRows()
        indexEnabledRows()
        let rows = self.rows
        if let sections = catalog.sections, rows.isLevel {
            sectionLayout = DropdownSectionLayout(rowCount: rows.count) { sections[rows.optionIndex(atRow: $0)] }
        } else {
            sectionLayout = DropdownSectionLayout(rowCount: rows.count)
        }
        updateCreateRow()
        updateStatusRows()
    }

    // MARK: Reporting changes

    /// What is compared before and after an event to report its changes (rule E1). O(1).
    @usableFromInline
    struct Snapshot {
        var isOpen: Bool
        var highlight: Int
        var selectionGeneration: UInt64
        var queryGeneration: UInt64
        var levelGeneration: UInt64
        /// The number of kept vanished identifiers (rule C2).
        @usableFromInline var vanishedCount: Int
        /// Whether the field showed its requirement's error (rule V2).
        var showedRequirementError: Bool
    }

    /// hl as one number: the option index, or a negative code for none and each action row.
    @inline(__always)
    var highlightKey: Int {
        switch highlight {
        case nil: -1
        case .action(.retry)?: -2
        case .action(.create)?: -3
        case .row(let row)?: rows.optionIndex(atRow: row)
        }
    }

    /// Begins an event: returns the state its changes are reported against (rule E1). (Mutating only
    /// so that the caller passes the machine by reference instead of copying it.) O(1).
    @usableFromInline
    mutating func beginEvent() -> Snapshot {
        Snapshot(
            isOpen: isOpen, highlight: highlightKey, selectionGeneration: selected.generation,
            queryGeneration: queryGeneration, levelGeneration: levelGeneration,
            vanishedCount: selected.vanishedCount, showedRequirementError: showsRequirementError)
    }

    /// Ends an event: runs the rules that follow every event, and adds to `result` the changes since
    /// `before` and the requests made (rule E1). Paging asks for more (L3); a request that the host
    /// answers with a load starts that load now (L1, L6); hl leaves an action row that is no longer
    /// shown (E2, L8). O(1).
    @usableFromInline
    mutating func endEvent(_ result: inout DropdownEventResult, since before: Snapshot, at time: Duration) {
        assert(
            statusRows
                == StatusRows(atTopLevel: path.isEmpty, load: loading.state, optionRows: rows.count, create: createText)
        )
        leaveVanishedActionRow()
        if isOpen && loading.hasMore && reportsNeedsMore() { result.changes.insert(.needsMore) }
        if isOpen && loading.state != .loading && asksForOptions(result.changes, since: before) {
            startRequestedLoad(&result, at: time)
            leaveVanishedActionRow()  // the retry row gave way to the load
        }
        result.changes.formUnion(changes(since: before))
    }

    /// E2, L8: hl leaves an action row that is no longer shown, for the nearest row before it that
    /// can be highlighted. O(1).
    @inline(__always)
    mutating func leaveVanishedActionRow() {
        if let action = highlightedAction, statusRows.row(of: action) == nil {
            highlightedRow = enabledRows.last
        }
    }

    /// The changes between an earlier snapshot and now (rule E1). The highlight is compared by option
    /// index, which is the identity as long as the options are the same.
    @inline(__always)
    func changes(since before: Snapshot) -> DropdownChanges {
        var changes: DropdownChanges = []
        if !before.isOpen && isOpen { changes.insert(.opened) }
        if before.isOpen && !isOpen { changes.insert(.closed) }
        if before.highlight != highlightKey { changes.insert(.highlight) }
        if before.selectionGeneration != selected.generation { changes.insert(.selection) }
        if before.queryGeneration != queryGeneration { changes.insert(.query) }
        if before.levelGeneration != levelGeneration { changes.insert(.level) }
        if before.showedRequirementError != showsRequirementError { changes.insert(.validity) }
        return changes
    }

    /// Sets the open path, reporting a level change when it differs (rules H2, H3, H6).
    mutating func setPath(_ newPath: [Int]) {
        guard newPath != path else { return }
        path = newPath
        levelGeneration &+= 1
    }
}

/// The outcome of one rule: whether the input was consumed, what to announce, and the requests it
/// makes of the host (``DropdownChanges/retry``, ``DropdownChanges/create`` with its text) in
/// `changes`. ``DropdownState`` adds the state changes when the event ends, so the rules' result is
/// the event's result without a copy.
@usableFromInline
typealias RuleResponse = DropdownEventResult

extension DropdownEventResult {
    /// The event was consumed.
    @inlinable static var handled: DropdownEventResult {
        DropdownEventResult(changes: [], isHandled: true, announcement: nil)
    }
    /// The event was not consumed; the host should handle the input (rule O5).
    @inlinable static var ignored: DropdownEventResult {
        DropdownEventResult(changes: [], isHandled: false, announcement: nil)
    }

    /// The event was consumed, and this is to be announced.
    static func handled(announcing announcement: DropdownAnnouncement?) -> DropdownEventResult {
        DropdownEventResult(changes: [], isHandled: true, announcement: announcement)
    }
}
