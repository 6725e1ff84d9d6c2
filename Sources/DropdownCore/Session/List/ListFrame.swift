/// What an open list draws besides its rows' own content: its lines, its query, its empty state,
/// the submenu it shows and its highlighted row. Built from the core's state in O(depth) while the
/// list is open; kept as it was, with the content of the rows on screen (``ClosingList``), while
/// the list animates out.
@_spi(Session) public struct ListFrame<ID: Hashable> {
    /// The lines: the back row, headers, option rows and status rows, by identity (R4).
    @_spi(Session) public let lines: ListLines<ID>
    /// The search query.
    @_spi(Session) public let query: String
    /// What the list says instead of rows, if it has none (O6, F7, L1).
    @_spi(Session) public let emptyState: DropdownEmptyState?
    /// The open submenus, outermost first (H2, H3): each level is its own view.
    @_spi(Session) public let submenuPath: [ID]
    /// The highlighted row, if any.
    @_spi(Session) public let highlightedRow: Int?
    /// Whether the highlighted row is drawn highlighted (not after opening by a tap).
    @_spi(Session) public let highlightShown: Bool

    /// The frame of `state`, read from its machine and identifiers. Borrowed: an initialiser
    /// owns its arguments otherwise, and its caller would copy the session's state for it, every
    /// field retained and released again, at each frame drawn (R16).
    @_spi(Session) public init(_ state: borrowing DropdownState<ID>, highlightShown: Bool) {
        lines = ListLines(state)
        query = state.machine.query
        emptyState = state.machine.emptyState
        submenuPath = state.submenuPath
        highlightedRow = state.machine.highlightedListRow
        self.highlightShown = highlightShown
    }

    /// Whether a status row is highlighted, and drawn so.
    @_spi(Session) public func isHighlighted(_ status: DropdownStatusRow) -> Bool {
        highlightShown && highlightedRow != nil && lines.row(of: status) == highlightedRow
    }
}

/// The last open state of a list that animates out, as it drew it: its frame and the content of
/// the rows on screen. Kept instead of a copy of the core's state, which would share the state's
/// storage until the list had gone, so that the next events copied what they change of it.
@_spi(Session) public struct ClosingList<ID: Hashable> {
    /// The list's frame as it was.
    @_spi(Session) public let frame: ListFrame<ID>
    /// The rows on screen as they were.
    @_spi(Session) public let rows: [ID: ListRowContent<ID>]

    /// The list of `state` as it draws now, with the content of the rows `shown`. O(shown rows).
    @_spi(Session) public init(
        _ state: DropdownState<ID>, highlightShown: Bool, shown: ShownRows<ID>, strings: DropdownStrings
    ) {
        frame = ListFrame(state, highlightShown: highlightShown)
        var rows: [ID: ListRowContent<ID>] = [:]
        for (id, hint) in shown.rows {
            rows[id] = ListRowContent(id: id, hint: hint, in: state, highlightShown: highlightShown, strings: strings)
        }
        self.rows = rows
    }

    /// Whether `event` may close an open list: the list is kept as it draws before such events
    /// only. Moving, typing, hovering, scrolling, loading and a toggle in a multiple selection
    /// never close it.
    @_spi(Session) public static func mayClose(_ event: DropdownEvent<ID>, mode: DropdownSelectionMode) -> Bool {
        switch event {
        case .hover, .hoverAction, .scroll, .setLoadState, .appendOptions, .setResults, .setQuery, .character,
            .setSelection, .toggleAll:
            return false
        case .key(.up, let modifiers), .key(.down, let modifiers), .key(.pageUp, let modifiers),
            .key(.pageDown, let modifiers), .key(.home, let modifiers), .key(.end, let modifiers),
            .key(.left, let modifiers), .key(.right, let modifiers):
            return !modifiers.isEmpty  // Alt+Up chooses and closes (N4)
        case .tapOption:
            return mode == .single
        default:
            return true
        }
    }
}

/// The option rows on screen, as the rows report appearing and disappearing (a lazy stack builds
/// only those, rule P5), each with the row it was built on: what a list that animates out keeps,
/// and whose closures are checked after a parent update (R3, R16). Holds at most twice ``limit``
/// rows, the latest.
@_spi(Session) public struct ShownRows<ID: Hashable> {
    /// The most rows kept after trimming: more than any screen shows.
    @_spi(Session) public static var limit: Int { 256 }

    /// The row each shown row was built on, and when it appeared (a count of appearances).
    private var hints: [ID: (hint: Int, appearance: Int)] = [:]
    /// The appearances counted so far.
    private var appearances = 0

    /// The rows shown, in the order they appeared, each with the row it was built on. O(k log k)
    /// for k rows shown.
    @_spi(Session) public var rows: [(id: ID, hint: Int)] {
        hints.sorted { $0.value.appearance < $1.value.appearance }.map { (id: $0.key, hint: $0.value.hint) }
    }

    /// The rows shown, in the order they appeared.
    @_spi(Session) public var ids: [ID] { rows.map { $0.id } }

    /// Whether no row is shown.
    @_spi(Session) public var isEmpty: Bool { hints.isEmpty }

    /// A row appeared, built on row `hint`. Returns whether it was not shown already. O(1), amortised.
    @discardableResult
    @_spi(Session) public mutating func appeared(_ id: ID, hint: Int) -> Bool {
        if let shown = hints[id] {
            hints[id] = (hint, shown.appearance)
            return false
        }
        hints[id] = (hint, appearances)
        appearances += 1
        if hints.count > Self.limit * 2 {
            let kept = hints.sorted { $0.value.appearance > $1.value.appearance }.prefix(Self.limit)
            hints = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
        return true
    }

    /// A row disappeared. O(1): no list of the rows is searched.
    @_spi(Session) public mutating func disappeared(_ id: ID) {
        hints[id] = nil
    }

    /// No row is shown (the list closed).
    @_spi(Session) public mutating func removeAll() {
        hints = [:]
    }
}
