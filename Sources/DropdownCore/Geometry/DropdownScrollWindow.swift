/// The part of a list of equally tall rows that is in view, and how it scrolls to keep a row in view
/// (rules P4, P5). Pure geometry: points in SwiftUI, lines in a terminal.
public struct DropdownScrollWindow: Hashable, Sendable {
    /// The number of rows in the list.
    public var rowCount: Int
    /// The height of one row.
    public var rowHeight: Double
    /// The height of the visible part of the list.
    public var viewportHeight: Double
    /// How far the list is scrolled: the distance from the top of the first row to the top of the
    /// viewport, between 0 and ``maximumOffset``.
    public private(set) var offset: Double

    /// Creates a window scrolled to `offset` (clamped to the scrollable range).
    public init(rowCount: Int, rowHeight: Double, viewportHeight: Double, offset: Double = 0) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(0, rowHeight)
        self.viewportHeight = max(0, viewportHeight)
        self.offset = 0
        self.offset = clamped(offset)
    }

    /// Creates the window of a list that just opened, scrolled so that `row` (the highlighted row,
    /// else the selected one) is in view with the least scrolling from the top (rule P4).
    public static func opening(
        rowCount: Int, rowHeight: Double, viewportHeight: Double, revealing row: Int?,
        margin: Int = 0
    ) -> DropdownScrollWindow {
        var window = DropdownScrollWindow(
            rowCount: rowCount, rowHeight: rowHeight, viewportHeight: viewportHeight)
        if let row { window.reveal(row: row, margin: margin) }
        return window
    }

    /// The height of all the rows.
    public var contentHeight: Double { Double(rowCount) * rowHeight }
    /// The largest offset: the last row at the bottom of the viewport.
    public var maximumOffset: Double { max(0, contentHeight - viewportHeight) }

    /// The rows at least partly in view, plus `overscan` rows on each side; the rows a front end
    /// builds (rule P5). O(1).
    public func visibleRows(overscan: Int = 0) -> Range<Int> {
        guard rowCount > 0, rowHeight > 0, viewportHeight > 0 else { return 0..<0 }
        let first = Int((offset / rowHeight).rounded(.down))
        let end = Int(((offset + viewportHeight) / rowHeight).rounded(.up))
        return max(0, first - overscan)..<min(rowCount, max(end, first + 1) + overscan)
    }

    /// The offset nearest to the current one at which `row` is fully in view, with `margin` rows of
    /// context on each side where the viewport allows (rule P4). O(1).
    public func offset(revealing row: Int, margin: Int = 0) -> Double {
        guard rowCount > 0, row >= 0, row < rowCount else { return offset }
        let rowsInView = Int((viewportHeight / max(rowHeight, .leastNonzeroMagnitude)).rounded(.down))
        let context = Double(max(0, min(margin, (rowsInView - 1) / 2))) * rowHeight
        let top = Double(row) * rowHeight - context
        let bottom = Double(row + 1) * rowHeight + context
        if top < offset { return clamped(top) }
        if bottom > offset + viewportHeight { return clamped(bottom - viewportHeight) }
        return offset
    }

    /// Scrolls as little as possible to bring `row` into view (rule P4).
    public mutating func reveal(row: Int, margin: Int = 0) {
        offset = offset(revealing: row, margin: margin)
    }

    /// The same window for a list whose row count or viewport changed, keeping the offset where it
    /// still can be (clamped to the new scrollable range).
    public func resized(rowCount: Int, viewportHeight: Double) -> DropdownScrollWindow {
        DropdownScrollWindow(
            rowCount: rowCount, rowHeight: rowHeight, viewportHeight: viewportHeight, offset: offset)
    }

    /// Scrolls to an offset, clamped to the scrollable range.
    public mutating func scroll(to newOffset: Double) {
        offset = clamped(newOffset)
    }

    private func clamped(_ value: Double) -> Double {
        min(max(0, value), maximumOffset)
    }
}
