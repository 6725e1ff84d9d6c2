import DropdownCore

/// Keeps the window of an open list in step with the dropdown: where it opens (rule P4), how far it
/// scrolls to follow the highlight, and how many rows it has on its side of the field (rules P2, P6).
/// The screen that owns it tells the core how many rows that is (``rowsShown``, rule N3).
package struct ListViewport: Sendable {
    /// The window, in lines (rows and section headers).
    package private(set) var window = DropdownScrollWindow(rowCount: 0, rowHeight: 1, viewportHeight: 0)
    /// The side of the field the list is on.
    package private(set) var direction: DropdownDirection = .below
    /// The lines the list may take on its side of the field, search line included.
    package private(set) var lineBudget = 0
    /// The rows of options the list has room for, its search line aside: the page size the screen
    /// sends the core (``DropdownEvent/setPageSize(_:)``, rule N3).
    package private(set) var rowsShown = 1

    /// A list not placed yet: no lines, below the field.
    package init() {}

    /// Rows of context kept around the highlighted row while scrolling.
    static let scrollMargin = 1

    /// The lines the list has: its rows, headers and status rows, or one for the empty state and
    /// the status rows after it (rule L1).
    static func lineCount<ID>(of state: DropdownState<ID>) -> Int {
        state.emptyState == nil ? state.sectionLayout.lineCount : 1 + state.statusRows.count
    }

    /// Places the list for the terminal and the field's row (absolute, 0-based), keeping at most
    /// `maximumHeight` lines of which `reserved` (a search line) are not rows; then follows `changes`.
    package mutating func update<ID>(
        for state: DropdownState<ID>, changes: DropdownChanges, size: TerminalSize,
        fieldRow: Int, maximumHeight: Int, reserved: Int = 0
    ) {
        let lines = Self.lineCount(of: state)
        let placement = DropdownPlacement.resolve(
            field: DropdownRect(x: 0, y: Double(fieldRow), width: Double(size.columns), height: 1),
            container: DropdownRect(x: 0, y: 0, width: Double(size.columns), height: Double(size.rows)),
            contentHeight: Double(lines + reserved), maximumHeight: Double(max(1, maximumHeight)),
            gap: 0, margin: 0)
        direction = placement.direction
        lineBudget = Int(placement.frame.height)
        let rows = max(0, lineBudget - reserved)
        rowsShown = max(1, rows)
        let layout = state.sectionLayout
        let target = state.scrollTarget.map(layout.line(ofRow:))
        if !changes.isDisjoint(with: [.opened, .query, .level]) {  // a new list of rows (F2, H2, H3)
            window = .opening(
                rowCount: lines, rowHeight: 1, viewportHeight: Double(rows), revealing: target,
                margin: Self.scrollMargin)
        } else {
            window = window.resized(rowCount: lines, viewportHeight: Double(rows))
            if let target, changes.contains(.highlight) || changes.isEmpty {
                window.reveal(row: target, margin: Self.scrollMargin)
            }
        }
    }
}
