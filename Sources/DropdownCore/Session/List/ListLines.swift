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
