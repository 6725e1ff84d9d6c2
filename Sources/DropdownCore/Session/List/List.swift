// MARK: - HighlightedLine

/// The highlighted row of an open list with the line shown on it and the query that put it there:
/// what the list's scroll view follows (rule P4).
///
/// The row alone is not enough: a new query puts another option on the same row (the best match
/// is on row 0 after each keystroke, F2), and a list the person dragged elsewhere must still bring
/// that option into view, since Return chooses it. The line tells them apart. Nor is the line: a
/// query can keep the same best match on the same row ("ca", then "can"), which the person may
/// have dragged out of view before typing. The query tells them apart. The rows' revision does
/// not take part: it also changes when a page loads while the person scrolls (L3), which must not
/// pull them back.
@_spi(Session) public struct HighlightedLine<ID: Hashable>: Hashable {
    /// The highlighted row, if any.
    @_spi(Session) public let row: Int?
    /// The line shown on that row (an option's or a status row's), if any.
    @_spi(Session) public let line: ListLineID<ID>?
    /// The query typed when the row was highlighted.
    @_spi(Session) public let query: String

    /// The highlighted `row` of `lines`, under `query`. O(1) but for comparing the query, which
    /// the person typed.
    @_spi(Session) public init(row: Int?, in lines: ListLines<ID>, query: String) {
        self.row = row
        line = row.flatMap(lines.line(ofRow:))
        self.query = query
    }
}

extension ListScrollTarget {
    /// The line to bring into view when the highlight went from `previous` to `current`: the new
    /// highlighted line when the row, the line on it or the query changed, scrolling as little as
    /// possible; none when none of them changed, or nothing is highlighted.
    @_spi(Session) public static func afterChange<ID: Hashable>(
        from previous: HighlightedLine<ID>, to current: HighlightedLine<ID>
    )
        -> ListLineID<ID>?
    {
        current == previous ? nil : current.line
    }

    /// The line a level's scroll view is made at: the line the level opened at, or while a query
    /// is typed, the highlighted line (the best match, F2). A level's scroll view is made again
    /// when a query's rows come back after "No matches": it starts at the best match, not at the
    /// row the list opened at.
    @_spi(Session) public static func levelStart<ID: Hashable>(
        opening: ListLineID<ID>?, highlighted: HighlightedLine<ID>, query: String
    ) -> ListLineID<ID>? {
        query.isEmpty ? opening : highlighted.line ?? opening
    }
}

// MARK: - ListFrame

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

// MARK: - ListHeightBook

/// Measured-height bookkeeping for an open list whose rows are built lazily (rules R5, P3, P5).
///
/// A lazy stack builds only the rows on screen, so the list's height cannot wait for every row to
/// be measured. The book:
/// - keeps the height of each line that has been built (rows, headers, the search field, the
///   empty state);
/// - estimates a line never built from the mean of the measured lines of its kind (a first guess
///   scaled by Dynamic Type until there is one);
/// - is corrected as rows appear: a list sized from estimates shows its first rows, they report
///   their heights, and the next layout uses them.
///
/// Custom rows, section headers and labels wrapped at large Dynamic Type sizes therefore get the
/// height they need, and the last row is never cut.
///
/// Only the lines within the list's maximum height matter for its height (P3: a taller list
/// scrolls), so the natural height is summed from the top until it passes that maximum: the cost
/// does not grow with the number of options.
@_spi(Session) public struct ListHeightBook<ID: Hashable> {
    /// The heights used before anything of a kind is measured, in points.
    @_spi(Session) public struct Guesses: Hashable, Sendable {
        /// A row: 44 points at the default Dynamic Type size (rule A6), scaled with it.
        @_spi(Session) public var row: Double
        /// A section header.
        @_spi(Session) public var header: Double
        /// The search field, with the divider under it.
        @_spi(Session) public var searchField: Double

        /// Creates one from each of its parts.
        @_spi(Session) public init(row: Double, header: Double, searchField: Double) {
            self.row = row
            self.header = header
            self.searchField = searchField
        }
    }

    /// The first guesses.
    @_spi(Session) public var guesses: Guesses
    /// The measured height of each line built so far.
    @_spi(Session) public private(set) var measured: [ListLineID<ID>: Double] = [:]
    /// The measured search field (with its divider), if it was built.
    @_spi(Session) public private(set) var searchFieldHeight: Double?
    /// The measured empty state ("No options", "No matches"), if it was built.
    @_spi(Session) public private(set) var emptyStateHeight: Double?
    private var rowTotal = 0.0
    private var rowCount = 0
    private var headerTotal = 0.0
    private var headerCount = 0

    /// Creates an empty book.
    @_spi(Session) public init(guesses: Guesses) {
        self.guesses = guesses
    }

    /// The height assumed for a row never built: the mean of the measured rows, else the guess.
    @_spi(Session) public var rowEstimate: Double { rowCount > 0 ? rowTotal / Double(rowCount) : guesses.row }
    /// The height assumed for a header never built.
    @_spi(Session) public var headerEstimate: Double {
        headerCount > 0 ? headerTotal / Double(headerCount) : guesses.header
    }

    /// The height of a line: measured, else estimated.
    @_spi(Session) public func height(of line: ListLineID<ID>) -> Double {
        measured[line] ?? (line.isHeader ? headerEstimate : rowEstimate)
    }

    /// Records the heights of lines that were built. Returns whether any height changed.
    /// O(k) for k lines reported.
    @discardableResult
    @_spi(Session) public mutating func record(_ heights: [ListLineID<ID>: Double]) -> Bool {
        var changed = false
        for (line, height) in heights where height.isFinite && height >= 0 {
            let previous = measured.updateValue(height, forKey: line)
            guard previous != height else { continue }
            changed = true
            if line.isHeader {
                headerTotal += height - (previous ?? 0)
                if previous == nil { headerCount += 1 }
            } else {
                rowTotal += height - (previous ?? 0)
                if previous == nil { rowCount += 1 }
            }
        }
        return changed
    }

    /// Records the height of the search field. Returns whether it changed.
    @discardableResult
    @_spi(Session) public mutating func recordSearchField(_ height: Double) -> Bool {
        guard searchFieldHeight != height else { return false }
        searchFieldHeight = height
        return true
    }

    /// Records the height of the empty state. Returns whether it changed.
    @discardableResult
    @_spi(Session) public mutating func recordEmptyState(_ height: Double) -> Bool {
        guard emptyStateHeight != height else { return false }
        emptyStateHeight = height
        return true
    }

    /// Forgets every measurement, keeping the guesses: the width of the list, the Dynamic Type
    /// size or the options changed, so the rows may wrap differently.
    @_spi(Session) public mutating func reset() {
        self = ListHeightBook(guesses: guesses)
    }

    /// The most the list may take (rule P3), plus the search field: a height (at least a row), or
    /// the height of the lines from the top down to the `n`-th row, section headers included, at
    /// their measured (else estimated) heights. O(n + headers among them).
    @_spi(Session) public func maximumHeight(
        _ maximum: ListMaximumHeight, lines: some Sequence<ListLineID<ID>>, hasSearchField: Bool
    ) -> Double {
        let search = hasSearchField ? searchFieldHeight ?? guesses.searchField : 0
        switch maximum {
        case .points(let points):
            return max(Double(points), rowEstimate + search)
        case .rows(let rows):
            let wanted = max(rows, 1)
            var total = search
            var counted = 0
            for line in lines {
                total += height(of: line)
                if !line.isHeader { counted += 1 }
                if counted == wanted { return total }
            }
            // Fewer rows than asked: the room for the rest, at the estimate (the list is shorter
            // than its maximum anyway).
            return total + Double(wanted - counted) * rowEstimate
        }
    }

    /// The height of the list's content, from its measured lines (rule P3): the search field,
    /// then the empty state or the lines from the top, summed until the total passes `cap` (a
    /// list never takes more than its maximum, so the lines below do not matter). O(lines within
    /// `cap`), whatever the number of options.
    @_spi(Session) public func naturalHeight(
        lines: some Sequence<ListLineID<ID>>, isEmpty: Bool, hasSearchField: Bool, cap: Double
    ) -> Double {
        var total = hasSearchField ? searchFieldHeight ?? guesses.searchField : 0
        // An empty state ("Loading…", a failure) may have status rows under it (a retry).
        if isEmpty { total += emptyStateHeight ?? guesses.row }
        for line in lines {
            total += height(of: line)
            if total > cap { break }
        }
        return total
    }
}

/// The two heights the placement of an open list needs (rule P3).
@_spi(Session) public struct ListSize: Hashable, Sendable {
    /// The height of its content (at least up to `maximum`).
    @_spi(Session) public var natural: Double
    /// The most it may take.
    @_spi(Session) public var maximum: Double

    /// The size of a list from a book and the lines it shows, its maximum `frozenMaximum` when
    /// given (the maximum the list was measured with when it opened). O(lines within the maximum).
    @_spi(Session) public init<ID: Hashable>(
        book: ListHeightBook<ID>, lines: some Collection<ListLineID<ID>>, isEmpty: Bool, hasSearchField: Bool,
        maximum: ListMaximumHeight, frozenMaximum: Double? = nil
    ) {
        self.maximum = frozenMaximum ?? book.maximumHeight(maximum, lines: lines, hasSearchField: hasSearchField)
        natural = book.naturalHeight(
            lines: lines, isEmpty: isEmpty, hasSearchField: hasSearchField, cap: self.maximum)
    }

    /// Creates a size.
    @_spi(Session) public init(natural: Double, maximum: Double) {
        self.natural = natural
        self.maximum = maximum
    }

    /// Where the list goes for a field inside bounds, both in the same coordinates (rules P1–P3):
    /// on `direction`'s side (the locked side while open, rule P2), as tall as its content, its
    /// maximum and the room there allow, `gap` points from the field (6, the origin's).
    @_spi(Session) public func placement(
        field: DropdownRect, bounds: DropdownRect, direction: DropdownDirection, gap: Double = 6
    ) -> DropdownPlacement {
        DropdownPlacement.resolve(
            field: field, container: bounds, contentHeight: natural, maximumHeight: maximum, gap: gap,
            direction: direction)
    }
}

/// What an open list's layout reports about itself: the heights of the lines built, of the search
/// field and of the empty state, and its width. Each view reports its own part; the parts are
/// merged on their way up (a SwiftUI preference).
@_spi(Session) public struct ListMeasurement<ID: Hashable>: Equatable {
    /// The height of each line that is built.
    @_spi(Session) public var lines: [ListLineID<ID>: Double] = [:]
    /// The height of the search field with its divider, when there is one.
    @_spi(Session) public var searchField: Double?
    /// The height of the empty state, when it is shown.
    @_spi(Session) public var emptyState: Double?
    /// The width of the list.
    @_spi(Session) public var width: Double?

    /// Adds the parts another view reported; a part reported twice keeps the later value.
    @_spi(Session) public mutating func merge(_ other: ListMeasurement) {
        lines.merge(other.lines) { _, later in later }
        searchField = other.searchField ?? searchField
        emptyState = other.emptyState ?? emptyState
        width = other.width ?? width
    }

    /// Creates one from each of its parts.
    @_spi(Session) public init(
        lines: [ListLineID<ID>: Double] = [:], searchField: Double? = nil, emptyState: Double? = nil,
        width: Double? = nil
    ) {
        self.lines = lines
        self.searchField = searchField
        self.emptyState = emptyState
        self.width = width
    }
}

// MARK: - ListLineMap

/// Which line of an open list shows what, without the identities: a submenu's back row first, then
/// the core's section headers, option rows and status rows (rule R16).
///
/// Not generic, so that what a long list's window needs at each report of the scroll position (the
/// number of lines, the line of a row, the headers among a run of lines) runs without looking up
/// the metadata of the app's identifier type.
struct ListLineMap {
    /// Where the core's headers go among its rows, and its status rows.
    let layout: DropdownSectionLayout
    /// How many lines come before the core's lines: one for a submenu's back row (H3).
    let offset: Int

    /// The lines of the core's visible rows, read from its machine. O(1).
    init(_ machine: DropdownMachine) {
        layout = machine.sectionLayout.withStatusRows(machine.statusRows.count)
        offset = machine.path.isEmpty ? 0 : 1
    }

    /// The number of lines.
    var count: Int { layout.lineCount + offset }

    /// The index of the line that shows a row (an option's, or a status row after them). O(log h).
    func index(ofRow row: Int) -> Int {
        layout.line(ofRow: row) + offset
    }

    /// What the core's line at `index` shows; `nil` for the back row.
    func content(atLine index: Int) -> DropdownListLine? {
        index < offset ? nil : layout.content(atLine: index - offset)
    }

    /// Whether the line at `index` is a section header. O(log h).
    func isHeader(atLine index: Int) -> Bool {
        if case .header = content(atLine: index) { return true }
        return false
    }

    /// The number of section headers among the lines of `range` (the rest are rows, the back row
    /// and status rows included). O(log h) for h headers.
    func headerCount(inLines range: Range<Int>) -> Int {
        let lines = range.clamped(to: 0..<count)
        guard !lines.isEmpty, !layout.headerRows.isEmpty else { return 0 }
        return lines.count - (rowsBefore(line: lines.upperBound) - rowsBefore(line: lines.lowerBound))
    }

    /// The number of rows (the back row and status rows included) on the lines before `line`.
    private func rowsBefore(line: Int) -> Int {
        let core = line - offset
        guard core > 0 else { return max(0, line) }
        if core >= layout.lineCount { return offset + core - layout.headerRows.count }
        switch layout.content(atLine: core) {
        case .option(let row), .status(let row):
            return offset + row
        case .header:
            // A header comes right before the first row of its section.
            guard case .option(let row) = layout.content(atLine: core + 1) else { return offset + core }
            return offset + row
        }
    }
}

// MARK: - ListLines

/// The identity of a line of an open list (rule R4).
///
/// Rows are identified by their option's id, never by their position: while a query reorders the
/// rows, a row's state, a custom row's `@State` and VoiceOver focus stay with their option instead
/// of moving to whichever option now sits at that index. A section header is identified by the
/// option that follows it, since two sections may share a title.
@_spi(Session) public enum ListLineID<ID: Hashable>: Hashable {
    /// The header of the section whose first row shows this option.
    case header(before: ID)
    /// The row of this option.
    case option(ID)
    /// A status row after the options (rules L1, L5): "Loading more…", a failure with its retry,
    /// "Create “…”". Identified by what it is, not by its row, which moves as options arrive.
    case status(DropdownStatusRow)
    /// The back row at the top of a submenu, labelled with its parent: it goes up one level (H3).
    case back(parent: ID)

    /// Whether the line is a section header.
    @_spi(Session) public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }
}

extension ListLineID: Sendable where ID: Sendable {}

/// One line of an open list: its identity and what it shows.
@_spi(Session) public struct ListLine<ID: Hashable>: Identifiable {
    /// The line's identity (rule R4).
    @_spi(Session) public let id: ListLineID<ID>
    /// What the line shows: a header title, or a row of the core's visible rows; `nil` for the
    /// back row of a submenu (its parent is in ``id``).
    @_spi(Session) public let content: DropdownListLine?

    /// The line `id` that shows `content`. Always inlined: called, it would look up the metadata
    /// of its types again, after its caller looked them up to make `id` (R16).
    @inline(__always)
    init(id: ListLineID<ID>, content: DropdownListLine?) {
        self.id = id
        self.content = content
    }
}

/// How a section header is drawn.
///
/// The core puts an untitled header (an empty title) where options without a section follow a
/// section: it ends that section, so those options are not read as part of it.
///
/// Drawn as a text, it would be an empty line that VoiceOver announces as an empty heading, and
/// that its headings rotor stops on; it is drawn as a gap instead, which assistive technology does
/// not see. A title of spaces alone is untitled too: it would be read the same way.
@_spi(Session) public enum ListHeader: Hashable, Sendable {
    /// A titled header: its title, a heading for assistive technology.
    case heading(String)
    /// An untitled header: a gap with a divider, hidden from assistive technology.
    case gap

    /// The header of a section titled `title`.
    @_spi(Session) public init(title: String) {
        self = title.allSatisfy(\.isWhitespace) ? .gap : .heading(title)
    }
}

extension DropdownState {
    /// The visible row that shows option `id`, given `hint`, the row it was on when its line was
    /// built: O(1) while the hint still holds, which it does until the rows
    /// change (and then the lines are built again); else the core's lookup (O(results) with a
    /// query), or `nil` when the option is not shown.
    @_spi(Session) public func row(of id: ID, hint: Int) -> Int? {
        if hint >= 0, hint < visibleCount, visibleID(atRow: hint) == id { return hint }
        return row(of: id)
    }
}

/// The lines of an open list (a submenu's back row, section headers and rows), read on demand: a
/// random-access collection, so a lazy stack asks only for the lines it builds (rule P5), and an
/// identity pass reads integers and identifiers only (no label, no option built). O(log h) per line
/// for h headers; creating it is O(depth), and one label (the back row's).
///
/// It holds the rows' identifiers, the section layout and the status rows, not the core's state:
/// a view may keep it between events without keeping the labels, the selection or the search index
/// alive (an event would copy what it changes of them).
@_spi(Session) public struct ListLines<ID: Hashable>: RandomAccessCollection {
    private let ids: DropdownVisibleIDs<ID>
    /// Which line shows what, without the identities.
    let map: ListLineMap
    private let statusRows: [DropdownStatusRow]
    /// The option index of the parent whose submenu is shown, when it is. An index, not the
    /// identifier: with no field of the identifier's type, the lines (and the frame and window
    /// elements that hold them) have one layout whatever that type, and the session's generic
    /// code reads them without looking their type up at each report of the scroll position (R16).
    private let parent: Int?
    /// The back row's label: its parent's label (empty at the top level).
    @_spi(Session) public let backRowLabel: String

    /// The lines of `state`'s visible rows, read from its machine and identifiers. Borrowed, not
    /// copied, as the frame's (``ListFrame/init(_:highlightShown:)``).
    @_spi(Session) public init(_ state: borrowing DropdownState<ID>) {
        ids = DropdownVisibleIDs(rows: state.machine.rows, identifiers: state.identifiers)
        map = ListLineMap(state.machine)
        statusRows = state.machine.statusRows.all
        // The innermost open parent's index, read without building the path of identifiers, and
        // its label without a closure that would copy the state.
        parent = state.machine.path.last
        backRowLabel = parent.map { state.machine.catalog.labels[$0] } ?? ""
    }

    /// The parent whose submenu is shown, when it is: its back row comes first (H3).
    @_spi(Session) public var backRowParent: ID? {
        parent.map { ids.identifiers[$0] }
    }

    @_spi(Session) public var startIndex: Int { 0 }
    @_spi(Session) public var endIndex: Int { map.count }
    @_spi(Session) public var count: Int { endIndex }

    /// The number of option rows (the status rows' rows follow them).
    @_spi(Session) public var optionRowCount: Int { ids.count }

    /// The line at `index`. Always inlined: called, it would take the lines (a large value of a
    /// generic type) with their type's metadata, looked up at each line an identity pass reads (R16).
    @inline(__always)
    @_spi(Session) public subscript(index: Int) -> ListLine<ID> {
        guard let content = map.content(atLine: index) else {
            guard let parent else { preconditionFailure("a back row has a parent") }
            return ListLine(id: .back(parent: ids.identifiers[parent]), content: nil)
        }
        switch content {
        case .header:
            // A header always comes right before the first row of its section.
            guard case .option(let row) = map.content(atLine: index + 1) else {
                preconditionFailure("a section header is followed by a row")
            }
            return ListLine(id: .header(before: ids.id(atRow: row)), content: content)
        case .option(let row):
            return ListLine(id: .option(ids.id(atRow: row)), content: content)
        case .status(let row):
            return ListLine(id: .status(statusRows[row - ids.count]), content: content)
        }
    }

    /// The line of a row: an option's row, or a status row after them; `nil` past the end.
    @_spi(Session) public func line(ofRow row: Int) -> ListLineID<ID>? {
        if row >= 0 && row < ids.count { return .option(ids[row]) }
        let status = row - ids.count
        return status >= 0 && status < statusRows.count ? .status(statusRows[status]) : nil
    }

    /// The index of the line that shows a row (an option's, or a status row after them). O(log h).
    @_spi(Session) public func index(ofRow row: Int) -> Int {
        map.index(ofRow: row)
    }

    /// The number of section headers among the lines of `range` (the rest are rows, the back row
    /// and status rows included). O(log h) for h headers.
    @_spi(Session) public func headerCount(inLines range: Range<Int>) -> Int {
        map.headerCount(inLines: range)
    }

    /// The row of a status row, if it is shown.
    @_spi(Session) public func row(of status: DropdownStatusRow) -> Int? {
        statusRows.firstIndex(of: status).map { $0 + ids.count }
    }

    /// The identifiers of the option rows, in order (what chips show).
    @_spi(Session) public var optionIDs: DropdownVisibleIDs<ID> { ids }

    /// Whether the core shows any line (rows, or status rows), the back row aside.
    @_spi(Session) public var hasRows: Bool { map.layout.lineCount > 0 }
}

/// Where the open list scrolls (rule P4), by line identity.
@_spi(Session) public enum ListScrollTarget {
    /// The line the list opens scrolled to: the highlighted row, else the first selected row that
    /// is shown, else none (the top). SwiftUI receives it as the scroll position's initial value,
    /// so the scroll view is created at that row, however far down (not scrolled after it appears,
    /// which is lost while the list animates in).
    @_spi(Session) public static func opening<ID: Hashable>(_ state: DropdownState<ID>) -> ListLineID<ID>? {
        state.scrollTarget.flatMap { line(ofRow: $0, in: state) }
    }

    /// The line to bring into view after an event, scrolling as little as possible: the new
    /// highlighted row (an option's, or an action row's) when the highlight moved, else none.
    @_spi(Session) public static func afterMove<ID: Hashable>(
        from previous: Int?, in state: DropdownState<ID>
    ) -> ListLineID<ID>? {
        afterMove(from: previous, to: state.highlightedRow, in: ListLines(state))
    }

    /// The line to bring into view when the highlight moved from row `previous` to row `current`
    /// of `lines`: the new row's line, or none when it did not move.
    @_spi(Session) public static func afterMove<ID: Hashable>(
        from previous: Int?, to current: Int?, in lines: ListLines<ID>
    )
        -> ListLineID<ID>?
    {
        guard let current, current != previous else { return nil }
        return lines.line(ofRow: current)
    }

    /// The line of a row: an option's row below ``DropdownState/visibleCount``, a status row after.
    @_spi(Session) public static func line<ID: Hashable>(ofRow row: Int, in state: DropdownState<ID>) -> ListLineID<ID>?
    {
        if row < state.visibleCount { return .option(state.visibleID(atRow: row)) }
        return state.statusRow(atRow: row).map { .status($0) }
    }
}

extension DropdownSectionLayout {
    /// Whether another row follows `row` directly in its section (neither a section header nor the
    /// end of the list): where a list style draws a separator. O(log h) for h headers.
    @_spi(Session) public func hasSeparator(belowRow row: Int) -> Bool {
        let next = line(ofRow: row) + 1
        guard next < lineCount else { return false }
        if case .option = content(atLine: next) { return true }
        return false
    }
}

// MARK: - ListPageHeight

/// The height PageUp and PageDown move by (rule N3): the height of the list on screen.
@_spi(Session) public enum ListPageHeight {
    /// The list's height on screen: a sheet's list area when the list is in a sheet, which fills
    /// it whatever the floating list's maximum; otherwise the floating list's height, its natural
    /// height up to its maximum and the room it was placed in.
    @_spi(Session) public static func of(natural: Double, maximum: Double, placed: Double, sheet: Double?) -> Double {
        sheet ?? min(natural, maximum, placed)
    }
}

extension DropdownSession {
    /// The open list's sheet laid its list out `height` tall: PageUp and PageDown move by the rows
    /// it shows (N3), until the list closes.
    @_spi(Session) public mutating func sheetListSized(height: Double, hasSearchField: Bool) {
        guard state.isOpen else { return }
        sheetListHeight = height
        updatePageSize(listHeight: height, hasSearchField: hasSearchField)
    }
}

// MARK: - ListRowContent

/// What one option row of an open list draws, read from the core for that row alone (rule R16):
/// its state for the row closure, whether it opens a submenu, its hint, a search result's path and
/// whether a separator follows it. O(1) reads and one label, plus a search result's ancestors'
/// labels; no option is built.
@_spi(Session) public struct ListRowContent<ID: Hashable>: Equatable {
    /// The option's identifier.
    @_spi(Session) public let id: ID
    /// The core's label of the option (what chips draw; a list row draws the app's label).
    @_spi(Session) public let label: String
    /// The row it is on.
    @_spi(Session) public let row: Int
    /// Whether the option is selected.
    @_spi(Session) public let isSelected: Bool
    /// Whether the row is drawn highlighted.
    @_spi(Session) public let isHighlighted: Bool
    /// Whether the option is disabled.
    @_spi(Session) public let isDisabled: Bool
    /// The parts of the label the query matched, as offsets of Unicode scalars (F8).
    @_spi(Session) public let matchedRanges: [Range<Int>]
    /// Whether the option opens a submenu (H1): the row shows a chevron.
    @_spi(Session) public let isParent: Bool
    /// VoiceOver's hint: a disabled option's reason, or that a parent opens a submenu (A2, H8).
    @_spi(Session) public let hint: String
    /// Where a search result inside a submenu is, its ancestors' labels joined (H6); empty at a level.
    @_spi(Session) public let path: String
    /// Whether another row follows in its section (a list style draws a separator).
    @_spi(Session) public let hasSeparator: Bool
    /// Where its option sits among the options the core was given, to find the caller's option
    /// without hashing its identifier (``OptionLookup/option(for:at:)``); `nil` when unknown.
    @_spi(Session) public let place: OptionPlace?

    /// The row that shows option `id` in `state` (given `hint`, the row it was on when its line was
    /// built), or `nil` when it is not shown. The highlight is drawn only when `highlightShown`
    /// (not for the selected row of a list opened by a tap).
    @_spi(Session) public init?(
        id: ID, hint: Int, in state: borrowing DropdownState<ID>, highlightShown: Bool,
        strings: borrowing DropdownStrings
    ) {
        guard let row = state.row(of: id, hint: hint) else { return nil }
        self.id = id
        self.row = row
        // Read live from the core, which `writeThrough` keeps equal to the binding (R1): a toggle
        // changes no row's identity, so the rows' parent is not redrawn.
        isSelected = state.isSelected(row: row)  // by row: no look-up of the identifier
        isHighlighted = row == state.highlightedRow && highlightShown
        isDisabled = !state.isEnabled(row: row)
        matchedRanges = state.matchedScalarRanges(atRow: row)
        isParent = state.machine.isParent(row: row)
        let accessibility = state.rowAccessibility(atRow: row, strings: strings)
        label = accessibility.label
        self.hint = accessibility.hint ?? ""
        let index = state.machine.rows.optionIndex(atRow: row)
        path = state.query.isEmpty ? "" : state.pathLabels(ofIndex: index).joined(separator: " › ")
        hasSeparator = state.sectionLayout.hasSeparator(belowRow: row)
        place = state.place(ofRow: row)
    }
}

// MARK: - ListWindow

/// A run of a long list's lines that a window can stand for with one gap (rule R16).
///
/// The lines are cut into aligned blocks, ``ListWindow/fanout`` children each: a block of level 1
/// holds 32 lines, one of level 2 holds 32 blocks of level 1 (1,024 lines), and so on. A block is
/// named by its level and its position among the blocks of that level, so the same block keeps the
/// same identity while the person scrolls.
@_spi(Session) public struct ListWindowBlock: Hashable, Sendable {
    /// Its level: it holds `fanout^level` lines.
    @_spi(Session) public let level: Int
    /// Its position among the blocks of its level: it begins at line `index × fanout^level`.
    @_spi(Session) public let index: Int

    /// The lines it covers in a list of any length (clamp them to the list's).
    @_spi(Session) public var lines: Range<Int> {
        let size = 1 << (ListWindow.fanoutShift * level)
        return (index * size)..<((index + 1) * size)
    }

    /// The block of level `level` that holds `line`.
    @_spi(Session) public init(level: Int, holding line: Int) {
        self.level = level
        index = line >> (ListWindow.fanoutShift * level)
    }

    /// Creates a block from its level and position.
    @_spi(Session) public init(level: Int, index: Int) {
        self.level = level
        self.index = index
    }

    /// Whether this block holds `other` (or is it).
    @_spi(Session) public func holds(_ other: ListWindowBlock) -> Bool {
        other.level <= level && other.index >> (ListWindow.fanoutShift * (level - other.level)) == index
    }
}

/// One element of a window: a line of the list, or a gap standing for lines not built.
@_spi(Session) public enum ListWindowEntry: Hashable, Sendable {
    /// The line at this index of ``ListLines``.
    case line(Int)
    /// A block of lines drawn as empty room of their estimated height; `lines` are those of the
    /// list it covers.
    case gap(ListWindowBlock, lines: Range<Int>)

    /// The lines the element covers.
    @_spi(Session) public var lines: Range<Int> {
        switch self {
        case .line(let line): line..<(line + 1)
        case .gap(_, let lines): lines
        }
    }
}

/// What an open list's lazy stack holds (rule R16): every line of a list of a few thousand lines,
/// and for a longer one the lines near what must be present (the lines on screen, the highlighted
/// line, the line to scroll to) with gaps standing for the rest.
///
/// SwiftUI's `ForEach` reads the identity of each of its elements whenever the rows change
/// (opening, each query): over a million lines that is a third of a second. A window of a long
/// list holds a few hundred elements instead, from a tree of aligned blocks
/// (``ListWindowBlock``): the root's children are gaps, except those holding a line that must be
/// present, which are opened (replaced by their children), down to the blocks of 32 lines, which
/// show their lines. Blocks far from anything present stay closed, so the count does not grow
/// with the list.
///
/// A gap has the estimated height of its lines once a lazy stack builds it; until then the stack
/// counts it at its own estimate, so the scroll indicator of a windowed list is approximate and
/// the content grows as gaps open (Docs/SwiftUI.md, known limits).
@_spi(Session) public struct ListWindow: Hashable, Sendable {
    /// The lines of the list.
    @_spi(Session) public let lineCount: Int
    /// The elements, or `nil` when every line is one: each the level and index of its block in
    /// one integer (``packed(level:index:)``), a line as the block of level 0 it is. A window is
    /// built at each report of the scroll position into memory the app's other work has taken
    /// out of the caches: a word an element, not the five of an entry, is that much less to write
    /// and to read back (R16).
    private let blocks: [Int]?

    /// Lists of at most this many lines hold every line, as a `ForEach` over them always did.
    @_spi(Session) public static var threshold: Int { 2_048 }
    /// The children of a block: 2^5.
    @_spi(Session) public static var fanoutShift: Int { 5 }
    /// The children of a block.
    @_spi(Session) public static var fanout: Int { 1 << fanoutShift }
    /// The lines built on each side of a line that must be present (a lazy stack builds a little
    /// beyond the screen, and a fling goes on from there).
    @_spi(Session) public static var overscan: Int { 16 }
    /// The most lines taken as a screenful, whatever the page size says.
    @_spi(Session) public static var screenfulLimit: Int { 256 }

    /// A window of every line of a list of `lineCount` lines.
    @_spi(Session) public static func every(_ lineCount: Int) -> ListWindow {
        ListWindow(lineCount: max(0, lineCount), blocks: nil)
    }

    private init(lineCount: Int, blocks: [Int]?) {
        self.lineCount = lineCount
        self.blocks = blocks
    }

    /// Where a packed element's level starts: its index below, its level above.
    private static var levelShift: Int { 56 }

    /// The element of the block of `level` at `index`, packed.
    private static func packed(level: Int, index: Int) -> Int {
        level << levelShift | index
    }

    /// The element packed as `block`.
    private func entry(packed block: Int) -> ListWindowEntry {
        let level = block >> Self.levelShift
        let index = block & ((1 << Self.levelShift) - 1)
        guard level > 0 else { return .line(index) }
        let size = 1 << (Self.fanoutShift * level)
        let lines = (index * size)..<min((index + 1) * size, lineCount)
        return .gap(ListWindowBlock(level: level, index: index), lines: lines)
    }

    /// The line after the last one that the element packed as `block` covers.
    private func upperBound(packed block: Int) -> Int {
        let level = block >> Self.levelShift
        let index = block & ((1 << Self.levelShift) - 1)
        return min((index + 1) << (Self.fanoutShift * level), lineCount)
    }

    /// The window of a list of `lineCount` lines in which the lines of `present` are lines, and
    /// the blocks of `opened` are opened at least to their children: every line of a list no
    /// longer than ``threshold``. Indices out of the list are ignored. O(entries + levels × present
    /// and opened), whatever the number of lines.
    @_spi(Session) public init(lineCount: Int, present: [Range<Int>], opened: [ListWindowBlock] = []) {
        var needs = ListWindowNeeds(lineCount: max(0, lineCount), opened: opened, capacity: present.count)
        for range in present { needs.need(range) }
        self.init(lineCount: lineCount, needs: needs)
    }

    /// The window of a list of `lineCount` lines that holds what `needs` says.
    init(lineCount: Int, needs: ListWindowNeeds) {
        let count = max(0, lineCount)
        self.lineCount = count
        guard count > Self.threshold else {
            blocks = nil
            return
        }
        var root = 1
        while 1 << (Self.fanoutShift * root) < count { root += 1 }
        var built: [Int] = []
        built.reserveCapacity(Self.fanout * (root + 1) * (needs.count + 1))
        Self.open(level: root, index: 0, lineCount: count, needs: needs, into: &built)
        blocks = built
    }

    /// Appends the elements of the block of `level` at `index`: its lines at level 1, else each
    /// child opened when it holds a needed line or a block to open, a gap otherwise. Plain loops
    /// over integers, no closure: a window is built at each report of the scroll position. The
    /// children between two that open are appended as gaps without looking at what is needed.
    private static func open(level: Int, index: Int, lineCount: Int, needs: ListWindowNeeds, into built: inout [Int]) {
        let first = index << fanoutShift
        if level == 1 {
            for line in first..<min(first + fanout, lineCount) { built.append(packed(level: 0, index: line)) }
            return
        }
        let childLevel = level - 1
        // The children that hold lines of the list.
        let end = min(first + fanout, ((lineCount - 1) >> (fanoutShift * childLevel)) + 1)
        var child = first
        while child < end {
            let next = needs.firstNeeded(from: child, below: end, level: childLevel)
            while child < next {
                built.append(packed(level: childLevel, index: child))
                child += 1
            }
            guard child < end else { return }
            open(level: childLevel, index: child, lineCount: lineCount, needs: needs, into: &built)
            child += 1
        }
    }

    /// Whether some lines are gaps.
    @_spi(Session) public var hasGaps: Bool { blocks != nil }

    /// The number of elements: what the `ForEach` holds.
    @_spi(Session) public var count: Int { blocks?.count ?? lineCount }

    /// The element at `position`.
    @_spi(Session) public subscript(position: Int) -> ListWindowEntry {
        guard let blocks else { return .line(position) }
        return entry(packed: blocks[position])
    }

    /// Whether line `line` is built (not in a gap). O(log entries).
    @_spi(Session) public func contains(line: Int) -> Bool {
        guard line >= 0 && line < lineCount else { return false }
        guard let blocks else { return true }
        return entry(holding: line).map { blocks[$0] == Self.packed(level: 0, index: line) } ?? false
    }

    /// Whether `block` is one of the window's gaps. O(log entries).
    @_spi(Session) public func hasGap(_ block: ListWindowBlock) -> Bool {
        gap(block) != nil
    }

    /// The element that is the gap of `block`, if it is one of the window's. O(log entries).
    func gap(_ block: ListWindowBlock) -> ListWindowEntry? {
        guard let blocks, block.level > 0, let position = entry(holding: block.lines.lowerBound),
            blocks[position] == Self.packed(level: block.level, index: block.index)
        else { return nil }
        return entry(packed: blocks[position])
    }

    /// The position of the element that covers `line`, if the line is in the list. O(log entries).
    @_spi(Session) public func entry(holding line: Int) -> Int? {
        guard line >= 0 && line < lineCount else { return nil }
        guard let blocks else { return line }
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if upperBound(packed: blocks[middle]) <= line { low = middle + 1 } else { high = middle }
        }
        return low < blocks.count ? low : nil
    }
}

/// Where a long list's window is centred, as the list's views report it (rule R16): the element at
/// the scroll position, which SwiftUI updates as the person scrolls, and gaps that came into view.
/// With the highlighted line and the line to scroll to, it decides the ``ListWindow``.
///
/// A gap on screen is opened, and its children on screen after it, until the lines on screen are
/// lines; then the window follows the line at the scroll position, a screenful and an overscan on
/// each side.
@_spi(Session) public struct ListWindowFocus: Hashable, Sendable {
    /// The element at the scroll position, when the views reported one since the list opened.
    @_spi(Session) public private(set) var position: ListWindowEntry?
    /// Gaps that came into view near the position, the latest last (at most ``openedLimit``).
    @_spi(Session) public private(set) var appearedGaps: [ListWindowBlock] = []

    /// The most gaps that stay opened because they came into view.
    @_spi(Session) public static var openedLimit: Int { 4 }

    /// Creates a focus on nothing yet: the top of the list is present.
    @_spi(Session) public init() {}

    /// The scroll position is at `entry` now. Gaps that came into view far from it close.
    @_spi(Session) public mutating func scrolled(to entry: ListWindowEntry, screenful: Int) {
        position = entry
        guard case .line(let line) = entry else { return }
        let near = Self.around(line, by: 4 * (Self.clampedScreenful(screenful) + ListWindow.overscan))
        appearedGaps.removeAll { !$0.lines.overlaps(near) }
    }

    /// A gap came into view: it opens (the scroll position may be reported later).
    @_spi(Session) public mutating func gapAppeared(_ block: ListWindowBlock) {
        appearedGaps.removeAll { $0 == block }
        appearedGaps.append(block)
        if appearedGaps.count > Self.openedLimit { appearedGaps.removeFirst() }
    }

    /// The window of a list of `lineCount` lines, in which the lines of `pinned` (the highlighted
    /// line, the line to scroll to) are present, and a list shows about `screenful` lines at once.
    @_spi(Session) public func window(lineCount: Int, pinned: [Int], screenful: Int) -> ListWindow {
        guard lineCount > ListWindow.threshold else { return .every(lineCount) }
        let screen = Self.clampedScreenful(screenful)
        var needs = ListWindowNeeds(lineCount: lineCount, opened: appearedGaps, capacity: pinned.count + 1)
        for line in pinned { needs.need(Self.around(line, by: ListWindow.overscan)) }
        switch position {
        case .line(let line):
            needs.need(Self.around(line, by: screen + ListWindow.overscan))
        case .gap(let block, _):
            needs.reported = block
        case nil:
            needs.need(0..<(screen + ListWindow.overscan))
        }
        return ListWindow(lineCount: lineCount, needs: needs)
    }

    private static func clampedScreenful(_ screenful: Int) -> Int {
        min(max(screenful, 1), ListWindow.screenfulLimit)
    }

    private static func around(_ line: Int, by margin: Int) -> Range<Int> {
        (line - margin)..<(line + margin + 1)
    }
}

/// The identity of an element of a window in the `ForEach`: a line's own identity (rule R4), or a
/// gap's block.
@_spi(Session) public enum ListElementID<ID: Hashable>: Hashable {
    /// A line, by its identity.
    case line(ListLineID<ID>)
    /// A gap, by its block.
    case gap(ListWindowBlock)
}

/// One element of the `ForEach` of an open list: a line, or a gap with its estimated height.
@_spi(Session) public struct ListWindowElement<ID: Hashable>: Identifiable {
    /// What it draws.
    @_spi(Session) public enum Content {
        /// A line of the list.
        case line(ListLine<ID>)
        /// Empty room for lines not built, this many points tall.
        case gap(ListWindowBlock, height: Double)
    }

    /// Its identity in the `ForEach`.
    @_spi(Session) public let id: ListElementID<ID>
    /// What it draws.
    @_spi(Session) public let content: Content

    /// The element `id` that draws `content`. Always inlined: called, it would look up the
    /// metadata of its types again, after its caller looked them up to make `id` and `content`
    /// (an identity pass makes an element of each line and gap, R16).
    @inline(__always)
    init(id: ListElementID<ID>, content: Content) {
        self.id = id
        self.content = content
    }
}

/// The elements of an open list's `ForEach`: the window's, each line read from the list's lines
/// on demand (as a lazy stack asks for it) and each gap as tall as its lines are estimated to be.
@_spi(Session) public struct ListWindowElements<ID: Hashable>: RandomAccessCollection {
    /// The list's lines.
    @_spi(Session) public let lines: ListLines<ID>
    /// Which of them are built.
    @_spi(Session) public let window: ListWindow
    /// The height assumed for a row in a gap, in points.
    @_spi(Session) public let rowHeight: Double
    /// The height assumed for a section header in a gap, in points.
    @_spi(Session) public let headerHeight: Double
    /// Whether the window was made for these lines (it always is; a window made for other lines
    /// would show every line instead, never one out of the lines). Compared once: reading the
    /// lines' count in each element's read costs a generic look-up an element (R16).
    private let windowFitsLines: Bool
    /// Which line shows what, for a gap's headers: read through the generic lines, it would cost
    /// a look-up of their type at each gap (R16).
    private let lineMap: ListLineMap

    /// The elements of `window` over `lines`, gaps at `rowHeight` a row and `headerHeight` a header.
    @_spi(Session) public init(lines: ListLines<ID>, window: ListWindow, rowHeight: Double, headerHeight: Double) {
        self.lines = lines
        self.window = window
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        lineMap = lines.map
        windowFitsLines = window.lineCount == lineMap.count
    }

    @_spi(Session) public var startIndex: Int { 0 }
    @_spi(Session) public var endIndex: Int { windowFitsLines ? window.count : lineMap.count }

    @_spi(Session) public subscript(position: Int) -> ListWindowElement<ID> {
        let entry = windowFitsLines ? window[position] : .line(position)
        switch entry {
        case .line(let index):
            let line = lines[index]
            return ListWindowElement(id: .line(line.id), content: .line(line))
        case .gap(let block, let covered):
            let headers = lineMap.headerCount(inLines: covered)
            let height = Double(covered.count - headers) * rowHeight + Double(headers) * headerHeight
            return ListWindowElement(id: .gap(block), content: .gap(block, height: height))
        }
    }

    /// The window element with identity `id`, if it is one of these: a gap, or a line at `line`
    /// (where the caller found that line, when it could in O(1)), in O(log elements); else, found
    /// by reading the elements' identities, O(elements).
    @_spi(Session) public func entry(identifiedBy id: ListElementID<ID>, atLine line: Int? = nil) -> ListWindowEntry? {
        if windowFitsLines {
            switch id {
            case .gap(let block):
                return window.gap(block)
            case .line(let wanted):
                if let line, window.contains(line: line), lines[line].id == wanted { return .line(line) }
            }
        }
        for position in indices {
            let entry = windowFitsLines ? window[position] : .line(position)
            switch (entry, id) {
            case (.gap(let block, _), .gap(let wanted)) where block == wanted:
                return entry
            case (.line(let index), .line(let wanted)) where lines[index].id == wanted:
                return entry
            default:
                continue
            }
        }
        return nil
    }

    /// The sum of the elements' heights, the lines' at `lineHeight` (tests and benchmarks).
    @_spi(Session) public func estimatedHeight(lineHeight: (ListLine<ID>) -> Double) -> Double {
        reduce(0) { total, element in
            switch element.content {
            case .line(let line): total + lineHeight(line)
            case .gap(_, let height): total + height
            }
        }
    }
}

// MARK: - ListWindowMemo

/// The last window of a long list a session built, with what it was built from (rule R16): the
/// views ask for the same window several times in one update (the list's body, a report of the
/// scroll position, the redraw after it), and it is built once. A window depends on nothing else,
/// so a copy of the session that shares the memo reads a window only when it was built from the
/// same inputs. Not generic: a report of the scroll position asks for it without looking up the
/// metadata of the app's identifier type.
final class ListWindowMemo {
    /// What a window is built from.
    struct Inputs: Equatable {
        var lineCount: Int
        /// The highlighted line, if any.
        var highlightedLine: Int?
        /// The line the level opened at, if any.
        var openingLine: Int?
        var focus: ListWindowFocus
        var screenful: Int
    }

    private var inputs: Inputs?
    private var window: ListWindow?

    /// The window of `lines` in which the lines of rows `highlightedRow` and `openingRow` are
    /// present, centred by `focus`, for a list that shows about `screenful` lines at once: the last
    /// one when it was built from the same. O(log h) then, else O(elements + levels).
    func window(
        of lines: ListLineMap, highlightedRow: Int?, openingRow: Int?, focus: ListWindowFocus, screenful: Int
    ) -> ListWindow {
        let lineCount = lines.count
        guard lineCount > ListWindow.threshold else { return .every(lineCount) }
        let inputs = Inputs(
            lineCount: lineCount, highlightedLine: highlightedRow.map(lines.index(ofRow:)),
            openingLine: openingRow.map(lines.index(ofRow:)), focus: focus, screenful: screenful)
        if let window, self.inputs == inputs { return window }
        var pinned: [Int] = []
        pinned.reserveCapacity(2)
        if let line = inputs.highlightedLine { pinned.append(line) }
        if let line = inputs.openingLine { pinned.append(line) }
        let built = focus.window(lineCount: lineCount, pinned: pinned, screenful: screenful)
        self.inputs = inputs
        window = built
        return built
    }
}

// MARK: - ListWindowNeeds

/// What a long list's window must hold (rule R16): lines that must be built, and blocks that must
/// be opened (a gap that came into view, the gap at the scroll position). Made at each report of
/// the scroll position, in as few arrays as it needs: each allocation after the app's other work
/// finds the allocator's memory out of the caches.
struct ListWindowNeeds {
    /// Ranges of lines of the list, none empty.
    private(set) var lines: [Range<Int>] = []
    /// Blocks to open.
    let opened: [ListWindowBlock]
    /// One more block to open: the gap at the scroll position (kept apart from `opened`, which
    /// it would copy).
    var reported: ListWindowBlock?
    /// The lines of the list.
    private let lineCount: Int

    /// Nothing needed yet of a list of `lineCount` lines but the blocks of `opened`, with room for
    /// `capacity` ranges of lines.
    init(lineCount: Int, opened: [ListWindowBlock], capacity: Int) {
        self.lineCount = lineCount
        self.opened = opened
        lines.reserveCapacity(capacity)
    }

    /// The lines of `range` must be built (those in the list).
    mutating func need(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<lineCount)
        if !clamped.isEmpty { lines.append(clamped) }
    }

    /// Whether a block to open is `block` or one of its blocks.
    private func opens(_ block: ListWindowBlock, holder: inout Int, from start: Int, level: Int) {
        guard block.level <= level else { return }
        let index = block.index >> (ListWindow.fanoutShift * (level - block.level))
        if index >= start && index < holder { holder = index }
    }

    /// The first block of `level` from index `start` (and below `end`, else `end`) that holds a
    /// needed line or a block to open. O(lines + opened).
    func firstNeeded(from start: Int, below end: Int, level: Int) -> Int {
        let shift = ListWindow.fanoutShift * level
        var first = end
        for range in lines {
            let lowest = max(start, range.lowerBound >> shift)
            if lowest < first && lowest <= (range.upperBound - 1) >> shift { first = lowest }
        }
        for block in opened { opens(block, holder: &first, from: start, level: level) }
        if let reported { opens(reported, holder: &first, from: start, level: level) }
        return first
    }

    /// How many blocks hold something needed, at most, at each level.
    var count: Int { lines.count + opened.count + (reported == nil ? 0 : 1) }
}
