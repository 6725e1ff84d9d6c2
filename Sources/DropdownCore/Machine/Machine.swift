// MARK: - Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a diagnostic for developers to standard error in debug builds; release builds say nothing.
@usableFromInline
func debugDiagnostic(_ message: @autoclosure () -> String) {
    #if DEBUG
        var text = "DropdownCore: \(message())\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    #endif
}

// MARK: - DropdownMachine+Keywords

extension DropdownMachine {
    // MARK: Keywords

    /// F9–F11: the label matches of a query with the options whose keywords match merged in: an
    /// option whose keywords match is shown although its label does not, ranked after the label
    /// matches of the same score; a negated term excludes an option whose label or keywords match
    /// it. The keyword index is made on the first query and follows the appended options and the
    /// syntax. O(k) for the k options with keywords, plus placing what changed (``KeywordMerge``).
    mutating func mergingKeywordMatches(into labelMatches: [Int32], for query: String) -> [Int32] {
        guard let search else { return labelMatches }
        if keywordSearch?.syntax != configuration.searchSyntax {
            keywordSearch = KeywordSearch(syntax: configuration.searchSyntax)
        }
        keywordSearch!.update(from: catalog)
        return keywordSearch!.merged(labelMatches, for: query, ranked: configuration.ranksMatches, labels: search)
    }
}

// MARK: - DropdownMachine+Loading

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

// MARK: - DropdownMachine+Moving

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

// MARK: - DropdownMachine+MultipleSelection

extension DropdownMachine {
    // MARK: Multiple selection

    /// M2, M3: toggles the option on a row; an addition beyond the limit is refused and announced. A
    /// parent is never selected (H1).
    mutating func toggleSelection(ofRow row: Int) -> DropdownAnnouncement? {
        let index = rows.optionIndex(atRow: row)
        guard !catalog.isParent(index) else { return nil }
        let label = catalog.labels[index]
        if selected.contains(index) {
            selected.remove(index)
            return .deselected(label: label)
        }
        if let limit = configuration.selectionLimit, selected.count >= limit {
            return .selectionLimitReached(limit: limit)
        }
        selected.insert(index)
        return .selected(label: label)
    }

    /// M4: selects every enabled option, in option order, up to the limit; or clears the selection
    /// when nothing more can be added. Parents are not selected (H1). Nothing happens in single mode.
    /// O(n).
    @usableFromInline
    mutating func toggleAll() -> RuleResponse {
        guard configuration.selectionMode == .multiple else { return .ignored }
        var room = configuration.selectionLimit.map { $0 - selected.count } ?? Int.max
        var additions: [Int] = []
        for index in 0..<catalog.count where room > 0 {
            if catalog.isSelectable(index) && !selected.contains(index) {
                additions.append(index)
                room -= 1
            }
        }
        if additions.isEmpty {
            selected.removeAll()
        } else {
            selected.insert(sortedIndices: additions)
        }
        return .handled(announcing: .selectionCount(selected.count))
    }
}

// MARK: - DropdownMachine+Opening

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

// MARK: - DropdownMachine+Search

extension DropdownMachine {
    // MARK: Search

    /// F1, F2, F5, A4, H6, L4: replaces the query.
    ///
    /// The rows become the ranked matches among every option that can be chosen, whatever the level
    /// (every option of the level, in order, for an empty query; the host's results, as they are,
    /// with remote filtering), and hl moves to the best match, or without matches to the "Create"
    /// row when it is shown (L5), else to none. When the query is cleared, the list is back at the
    /// top level with hl on the option it was on, or its top-level ancestor. A query typed into a
    /// closed dropdown opens it.
    @usableFromInline
    mutating func replaceQuery(_ newQuery: String) -> RuleResponse {
        guard newQuery != query else { return isOpen ? .handled : .ignored }
        if !isOpen {
            guard !newQuery.isEmpty else { return .ignored }
            _ = open(highlighting: .selection)
        }
        let previousOption = highlightedOption.map { catalog.tree?.child(of: nil, holding: $0) ?? $0 }
        query = newQuery
        if !query.isEmpty { setPath([]) }  // H6: a search covers the whole tree
        loading.rowsInView = nil
        refreshRows()
        highlight(query.isEmpty ? previousOption : nil)
        bestMatchMark = query.isEmpty ? nil : highlightMoves  // L2: hl follows the best match from here
        if configuration.searchFiltering == .remote { return .handled }  // L4: the results will say
        return .handled(announcing: rowCountAnnouncement)
    }

    /// F3: a typed character extends the query.
    mutating func appendQueryCharacter(_ character: Character) -> RuleResponse {
        replaceQuery(query + String(character))
    }

    /// F3: Backspace deletes the query's last character; without search it is the host's.
    mutating func deleteQueryCharacter() -> RuleResponse {
        guard configuration.isSearchable else { return .ignored }
        return query.isEmpty ? .handled : replaceQuery(String(query.dropLast()))
    }

    /// F4: Escape clears a non-empty query and keeps the list open.
    mutating func clearQueryKeepingOpen() -> RuleResponse {
        replaceQuery("")
    }

    /// Whether the search index a query searches is built, or none is needed (the list is not
    /// searchable, or its host filters the options: rule L4).
    var isSearchPrepared: Bool {
        search != nil || !configuration.isSearchable || configuration.searchFiltering != .local
    }

    /// Whether building the search index now would last: it is not built, and no options are
    /// loading (appending them while the query is empty drops it, L2).
    var shouldPrepareSearch: Bool { !isSearchPrepared && loading.state != .loading }

    /// F1: builds now what the first search of a query builds (the index of the labels, and the
    /// masks that bound their scores); nothing shown changes. O(total characters).
    mutating func prepareSearch() {
        guard !isSearchPrepared else { return }
        search = OptionSearch(catalog: catalog, syntax: configuration.searchSyntax)
        search!.prepareForQueries()
    }

    /// F1, H6: the options that match a query, best first, as fzf ranks them (or in the options'
    /// order when matches are not ranked), without the parents (a search lists what can be chosen).
    /// O(n) tests at worst, and the rows a page shows ranked (the others when first read); a query
    /// that extends the previous one searches only the previous matches.
    mutating func matchingRows(for query: String) -> VisibleRows {
        if search == nil { search = OptionSearch(catalog: catalog, syntax: configuration.searchSyntax) }
        let results = search!.results(for: query, ranked: configuration.ranksMatches, pageSize: configuration.pageSize)
        if catalog.keywords != nil {  // F9–F11: every label match read, the keyword matches merged in
            var merged = mergingKeywordMatches(into: results.optionIndices, for: query)
            if !configuration.ranksMatches { merged.sort() }  // the options' order
            return .ranked(merged)
        }
        return .ranked(results)
    }

    /// F1, F2, F8: reads the query in another syntax from now on. An active query matches and ranks
    /// the options again (their matched characters too); hl stays on its option while it is still
    /// among the matches, else it moves to the best match. O(total bytes) to index the labels again
    /// when a query is active; O(1) otherwise (they are indexed on the next query).
    mutating func changeSearchSyntax(to syntax: FuzzyMatcher.Syntax) {
        guard syntax != configuration.searchSyntax else { return }
        configuration.searchSyntax = syntax
        search = nil  // the index reads queries in one syntax
        guard isFilteringLocally else { return }  // L4: the host's results do not depend on it
        let previousOption = highlightedOption
        loading.rowsInView = nil  // other rows: the front end says again which it shows
        let wasOnBestMatch = bestMatchMark == highlightMoves
        refreshRows()
        highlight(previousOption)
        if wasOnBestMatch { bestMatchMark = highlightMoves }  // L2: still nobody's choice
    }

    /// Puts hl on `option`'s row when it is among the rows and enabled, else on the best match (F2).
    private mutating func highlight(_ option: Int?) {
        if let option, let row = row(ofOption: option), isEnabled(row: row) {
            highlightedRow = row
        } else {
            highlightBestMatch()
        }
    }

    /// F2, L5: hl on the best match (the first enabled row); without one, on the "Create" row when
    /// it is shown, so that Enter creates; else nowhere.
    mutating func highlightBestMatch() {
        if let first = enabledRows.first {
            highlightedRow = first
        } else if statusRows.row(of: .create) != nil {
            highlight = .action(.create)
        } else {
            highlight = nil
        }
    }

    /// F8: the offsets (in Unicode scalars) of the characters of an option's label that the query
    /// matched; empty without a query, and with remote filtering.
    func matchedPositions(ofOption index: Int) -> [Int] {
        guard isFilteringLocally, let search else { return [] }
        return search.positions(ofOption: index, for: query)
    }
}

// MARK: - DropdownMachine+Submenus

extension DropdownMachine {
    // MARK: Nested options

    /// H2: Right on a parent opens its submenu; on anything else it does nothing.
    mutating func openHighlightedSubmenu() -> RuleResponse {
        guard let row = highlightedRow, isParent(row: row) else { return .handled }
        return openSubmenu(ofRow: row)
    }

    /// H2, H8: the rows become the parent's children, hl the child that is or holds the selection,
    /// else the first enabled child; "<parent>, N options" is announced. O(children + depth).
    mutating func openSubmenu(ofRow row: Int) -> RuleResponse {
        let parent = rows.optionIndex(atRow: row)
        setPath(path + [parent])
        typeahead.reset()
        loading.rowsInView = nil
        refreshRows()
        highlightedRow = selectedEnabledRow(holdingIn: parent) ?? enabledRows.first
        return .handled(announcing: .submenuOpened(label: catalog.labels[parent], optionCount: rows.count))
    }

    /// H3, H8: up one level, with hl on the parent just left; the level's name is announced (`nil`
    /// at the top level: the front end says the title). At the top level nothing happens.
    mutating func closeSubmenu() -> RuleResponse {
        guard let left = path.last else { return .handled }
        setPath(Array(path.dropLast()))
        typeahead.reset()
        loading.rowsInView = nil
        refreshRows()
        highlightedRow = row(ofOption: left).flatMap { isEnabled(row: $0) ? $0 : nil }
        return .handled(announcing: .submenuClosed(levelLabel: path.last.map { catalog.labels[$0] }))
    }

    /// H2, H5: the first enabled row of the current level that is, or holds, a selected option (in
    /// option order). `level` is the parent whose children are shown (`nil` at the top level).
    /// O(k + depth) for k selected options, O(log k + depth) when the first one is enabled.
    @inline(__always)
    func selectedEnabledRow(holdingIn level: Int?) -> Int? {
        guard let tree = catalog.tree else {
            for index in selected.indices {
                if let row = rows.row(ofOption: index), enabledRows.isEnabled(row) { return row }
            }
            return nil
        }
        let subtree = level.map { $0 + 1..<tree.subtreeEnd(of: $0) } ?? 0..<catalog.count
        for index in selected.indices(in: subtree) {
            if let child = tree.child(of: level, holding: index),
                enabledRows.isEnabled(Int(tree.siblingPositions[child]))
            {
                return Int(tree.siblingPositions[child])
            }
        }
        return nil
    }
}

// MARK: - DropdownMachine+Typeahead

extension DropdownMachine {
    // MARK: Typeahead (type to jump)

    /// O4, T1–T7, F3: a printable character opens the list if needed, then edits the query of a
    /// searchable dropdown or jumps by typeahead.
    @usableFromInline
    mutating func type(_ character: Character, at time: Duration) -> RuleResponse {
        guard character.isPrintable else { return .ignored }
        if configuration.isSearchable {
            return appendQueryCharacter(character)  // F3
        }
        var opening: RuleResponse? = nil
        if !isOpen { opening = open(highlighting: .selection) }  // O4, T6: hl is what opening gives
        let response = typeaheadJump(character, at: time)
        return opening ?? response
    }

    /// T1–T7: appends to the buffer and moves hl to the next enabled row whose label starts with it.
    /// O(n × m) at worst for n rows and a buffer of m characters.
    mutating func typeaheadJump(_ character: Character, at time: Duration) -> RuleResponse {
        typeahead.append(character, at: time, timeout: configuration.typeaheadTimeout)  // T1
        let buffer = typeahead.scalars
        let search = TypeaheadSearch(rows: rows, enabledRows: enabledRows, labels: catalog.labels)
        let target: Int?
        if buffer.count == 1 {
            target = search.firstRow(startingWith: buffer, from: highlightedRow, includingStart: false)  // T3
        } else if let match = search.firstRow(startingWith: buffer, from: highlightedRow, includingStart: true) {
            target = match  // T4
        } else if typeahead.isRepeatedCharacter {
            target = search.firstRow(startingWith: [buffer[0]], from: highlightedRow, includingStart: false)  // T5
        } else {
            target = nil  // T6
        }
        if let target { highlightedRow = target }
        return .handled
    }
}

/// The rows typeahead searches: the option rows of the level, their labels and which are enabled.
struct TypeaheadSearch {
    let rows: VisibleRows
    let enabledRows: EnabledRows
    let labels: LabelStore

    /// The first enabled row, going down from `start` and wrapping around, whose folded label starts
    /// with `prefix` (T2, T7). Without a start the search begins at the top.
    func firstRow(startingWith prefix: [Unicode.Scalar], from start: Int?, includingStart: Bool) -> Int? {
        let count = rows.count
        guard count > 0 else { return nil }
        let first = start.map { includingStart ? $0 : $0 + 1 } ?? 0
        for step in 0..<count {
            let row = (first + step) % count
            guard enabledRows.isEnabled(row) else { continue }
            if labels.withUTF8(rows.optionIndex(atRow: row), { TextFolding.hasFoldedPrefix(utf8: $0, prefix) }) {
                return row
            }
        }
        return nil
    }
}

extension Character {
    /// Whether the character can be typed into typeahead or a query: not a control character or a
    /// line break.
    var isPrintable: Bool {
        !isNewline && !unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

// MARK: - DropdownMachine+Validation

extension DropdownMachine {
    // MARK: Required fields (V1–V5)

    /// V1: the selection holds at least the required number of options (a single selection needs
    /// one). A minimum above the selection limit counts as the limit, so it can be met. O(1).
    @inline(__always)
    var meetsRequirement: Bool {
        selected.count >= effectiveMinimum
    }

    /// The minimum V1 checks: 1 at most in single mode, the selection limit at most in multiple mode.
    var effectiveMinimum: Int {
        let minimum = configuration.requirement.minimumCount
        switch configuration.selectionMode {
        case .single: return min(minimum, 1)
        case .multiple: return configuration.selectionLimit.map { min(minimum, max(1, $0)) } ?? minimum
        }
    }

    /// V2: the error shows once the person has had their chance and while the requirement is unmet.
    @inline(__always)
    var showsRequirementError: Bool { requirementChecked && !meetsRequirement }

    /// V2: a form asks its fields to validate: from now on an unmet requirement shows its error.
    @usableFromInline
    mutating func validate() -> RuleResponse {
        requirementChecked = true
        return .handled
    }

    /// V2: a form starts again (cleared, or submitted): no error shows until the next chance.
    @usableFromInline
    mutating func resetValidation() -> RuleResponse {
        requirementChecked = false
        return .handled
    }

    /// V4: with ``DropdownConfiguration/confirmsOnlyWhenValid`` (a prompt), whether a confirming key
    /// (Enter, Alt+Up) would close the list with the requirement unmet. Keys on an action row or a
    /// parent do not close, and a multiple menu's Enter toggles, so they are never refused.
    func confirmationFallsShort(altUp: Bool) -> Bool {
        guard configuration.confirmsOnlyWhenValid, configuration.requirement.isRequired else { return false }
        guard let count = countAfterConfirming(altUp: altUp) else { return false }
        return count < effectiveMinimum
    }

    /// How many options a confirming key leaves selected, or `nil` when it does not close the list.
    private func countAfterConfirming(altUp: Bool) -> Int? {
        if !altUp, highlightedAction != nil { return nil }
        let optionRow = highlightedRow.flatMap { isParent(row: $0) ? nil : $0 }
        if !altUp, let row = highlightedRow, isParent(row: row) { return nil }
        let takesHighlight: Bool
        switch configuration.selectionMode {
        case .single: takesHighlight = true
        case .multiple where altUp: takesHighlight = false
        case .multiple where configuration.multipleSelectionKeys == .prompt: takesHighlight = selected.isEmpty
        case .multiple: if optionRow != nil { return nil } else { takesHighlight = false }  // Enter toggles
        }
        return takesHighlight && optionRow != nil ? max(1, selected.count) : selected.count
    }

    /// V4: a refused confirmation keeps the list as it is and shows the error.
    mutating func refuseConfirmation() -> RuleResponse {
        requirementChecked = true
        return .handled
    }
}

// MARK: - DropdownMachine

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

// MARK: - TypeaheadBuffer

/// The characters typed in quick succession to jump to an option (rule T1), already folded for
/// comparison (rule T2).
struct TypeaheadBuffer: Sendable, Hashable {
    /// The folded scalars typed so far.
    private(set) var scalars: [Unicode.Scalar] = []
    /// When the last character arrived.
    private var lastInput: Duration?

    /// Whether the buffer holds characters that a new one would extend: not empty, and the last
    /// character came no more than `timeout` before `time` (rules T1, N4).
    func isActive(at time: Duration, timeout: Duration) -> Bool {
        guard let lastInput, !scalars.isEmpty else { return false }
        return time - lastInput <= timeout
    }

    /// Adds a character, starting a new buffer when the previous one timed out (rule T1).
    mutating func append(_ character: Character, at time: Duration, timeout: Duration) {
        if !isActive(at: time, timeout: timeout) { scalars.removeAll(keepingCapacity: true) }
        scalars.append(contentsOf: TextFolding.foldedScalars(of: String(character)))
        lastInput = time
    }

    /// Empties the buffer (closing does this, rule T1).
    mutating func reset() {
        scalars.removeAll()
        lastInput = nil
    }

    /// Whether the buffer is one character typed more than once, such as "bbb" (rule T5).
    var isRepeatedCharacter: Bool {
        guard let first = scalars.first, scalars.count > 1 else { return false }
        return scalars.allSatisfy { $0 == first }
    }
}

// MARK: - VisibleRows

/// Which option each row of the open list shows, in display order.
///
/// Without a query the rows are a level of the options: every option in order for a list without
/// children (nothing stored), or the top level or a parent's children for a tree (a slice of the
/// tree's arrays). A search query replaces them with the ranked matches (rules F1, H6): an array, or,
/// once options were appended while the query was active, the results the search keeps current (L2).
struct VisibleRows: Sendable {
    /// The option of each row, or `nil` when row i shows option i (or `results` says).
    private var optionIndices: ArraySlice<Int32>?
    /// The search results kept current as options are appended, when the rows are those.
    private var results: SearchResults?
    /// The number of rows. O(1).
    private(set) var count: Int
    /// Whether the rows are a level of the options in their order (not ranked search results).
    private(set) var isLevel: Bool

    /// Every one of `count` options, in order.
    static func all(count: Int) -> VisibleRows {
        VisibleRows(optionIndices: nil, results: nil, count: count, isLevel: true)
    }

    /// A level of a tree: these options, in order.
    static func level(_ optionIndices: ArraySlice<Int32>) -> VisibleRows {
        VisibleRows(optionIndices: optionIndices, results: nil, count: optionIndices.count, isLevel: true)
    }

    /// The given options, in the given order (a ranked search).
    static func ranked(_ optionIndices: [Int32]) -> VisibleRows {
        VisibleRows(optionIndices: optionIndices[...], results: nil, count: optionIndices.count, isLevel: false)
    }

    /// Search results kept current as options are appended (rule L2).
    static func ranked(_ results: SearchResults) -> VisibleRows {
        VisibleRows(optionIndices: nil, results: results, count: results.count, isLevel: false)
    }

    /// The option shown on a row. O(1) (for kept results, see ``SearchResults``).
    @inline(__always)
    func optionIndex(atRow row: Int) -> Int {
        if let optionIndices { return Int(optionIndices[optionIndices.startIndex + row]) }
        if let results { return results.option(atRank: row) }
        return row
    }

    /// The rows ranked when their query was searched, when they are results ranked lazily.
    var firstRankedCount: Int? { results?.firstRankedCount }

    /// The row that shows an option among the first rows of search results kept current, if it is
    /// there (`nil` for other rows). O(ready ranks).
    func readyRow(ofOption index: Int) -> Int? { results?.readyRank(ofOption: index) }

    /// The row that shows an option, if it is shown: O(1) for every option in order; O(rows)
    /// otherwise (the machine finds a level's rows in O(1) from the tree instead).
    func row(ofOption index: Int) -> Int? {
        if let optionIndices {
            return optionIndices.firstIndex(of: Int32(truncatingIfNeeded: index)).map { $0 - optionIndices.startIndex }
        }
        if let results { return results.rank(ofOption: index) }
        return index >= 0 && index < count ? index : nil
    }
}

/// Answers "the nearest enabled row at or after / at or before this one" in O(1), so that moving
/// past any number of disabled rows costs the same as moving to a neighbour (rules N1–N3). Rows can be
/// added at the end in O(added rows), amortised (rule L2).
struct EnabledRows: Sendable {
    /// The number of rows.
    private(set) var count: Int
    /// For each row, the first enabled row at or after it (`none` when none); empty when every row is
    /// enabled.
    private var nextAtOrAfter: [Int32]
    /// For each row, the last enabled row at or before it (-1 when none); empty when every row is enabled.
    private var previousAtOrBefore: [Int32]
    /// The last enabled row, -1 when none.
    private var lastEnabled: Int

    private static let none = Int32.max

    /// Indexes `count` rows. O(count).
    init(count: Int, isDisabled: (Int) -> Bool) {
        self.count = 0
        nextAtOrAfter = []
        previousAtOrBefore = []
        lastEnabled = -1
        append(count: count, isDisabled: isDisabled)
    }

    /// Indexes `count` rows that are all enabled. O(1).
    init(allEnabled count: Int) {
        self.count = count
        nextAtOrAfter = []
        previousAtOrBefore = []
        lastEnabled = count - 1
    }

    /// Adds `added` rows after the last; `isDisabled` is asked about the new rows' indices (from the
    /// old count on). O(added) amortised: a row's "next enabled" is set at most twice.
    mutating func append(count added: Int, isDisabled: (Int) -> Bool) {
        let old = count
        count += added
        if nextAtOrAfter.isEmpty {
            guard (old..<count).contains(where: isDisabled) else {
                if added > 0 { lastEnabled = count - 1 }
                return
            }
            nextAtOrAfter = (0..<Int32(old)).map { $0 }
            previousAtOrBefore = nextAtOrAfter
        }
        var last = Int32(lastEnabled)
        var firstNewEnabled: Int32? = nil
        for row in old..<count {
            if !isDisabled(row) {
                last = Int32(row)
                if firstNewEnabled == nil { firstNewEnabled = last }
            }
            previousAtOrBefore.append(last)
        }
        nextAtOrAfter.append(contentsOf: repeatElement(Self.none, count: added))
        var following = Self.none
        for row in stride(from: count - 1, through: old, by: -1) {
            if previousAtOrBefore[row] == Int32(row) { following = Int32(row) }
            nextAtOrAfter[row] = following
        }
        if let firstNewEnabled {
            for row in (lastEnabled + 1)..<old { nextAtOrAfter[row] = firstNewEnabled }
        }
        lastEnabled = Int(last)
    }

    /// Whether a row is enabled. O(1).
    func isEnabled(_ row: Int) -> Bool {
        guard row >= 0 && row < count else { return false }
        return nextAtOrAfter.isEmpty || nextAtOrAfter[row] == Int32(row)
    }

    /// The first enabled row at or after `row`. O(1).
    func first(atOrAfter row: Int) -> Int? {
        guard row < count else { return nil }
        let row = max(row, 0)
        if nextAtOrAfter.isEmpty { return row }
        let next = nextAtOrAfter[row]
        return next == Self.none ? nil : Int(next)
    }

    /// The last enabled row at or before `row`. O(1).
    func last(atOrBefore row: Int) -> Int? {
        guard row >= 0, count > 0 else { return nil }
        let row = min(row, count - 1)
        if previousAtOrBefore.isEmpty { return row }
        let previous = Int(previousAtOrBefore[row])
        return previous >= 0 ? previous : nil
    }

    /// The first enabled row. O(1).
    var first: Int? { first(atOrAfter: 0) }
    /// The last enabled row. O(1).
    var last: Int? { last(atOrBefore: count - 1) }
}
