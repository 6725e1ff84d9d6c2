// MARK: - DropdownPlacement

/// A rectangle in a coordinate space whose y axis grows downward (points in SwiftUI, cells in a
/// terminal).
public struct DropdownRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its origin (top-left corner) and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
}

/// Which side of the field the list opens on (rule P2).
public enum DropdownDirection: Sendable, Hashable {
    /// Below when the list fits there, else the side with more room.
    case automatic
    /// Always below the field, shrinking to the room there.
    case below
    /// Always above the field, shrinking to the room there.
    case above
}

/// Where an open list goes: its side, its frame, and whether it scrolls (rules P1–P3, P6).
public struct DropdownPlacement: Hashable, Sendable {
    /// The side the list opens on: `.below` or `.above`, never `.automatic`.
    public var direction: DropdownDirection
    /// The list's frame, in the container's coordinates.
    public var frame: DropdownRect
    /// Whether the rows are taller than the list, so it scrolls (rule P3).
    public var isScrollable: Bool

    /// Creates a placement.
    public init(direction: DropdownDirection, frame: DropdownRect, isScrollable: Bool) {
        self.direction = direction
        self.frame = frame
        self.isScrollable = isScrollable
    }

    /// Places a list next to its field inside a container (rules P1–P3). Pure, O(1).
    ///
    /// - Parameters:
    ///   - field: the field's frame, in the container's coordinates.
    ///   - container: the bounds the list must stay inside (a screen's safe area, a terminal window).
    ///   - contentHeight: the natural height of all the rows.
    ///   - maximumHeight: the tallest the list may be (280 pt by default, or a row count times a row height).
    ///   - gap: the space between the field and the list.
    ///   - margin: the space the list keeps from the container's edges.
    ///   - direction: the side to open on (rule P2).
    ///   - preferredWidth: a width wider than the field for long labels, when allowed (rule P1).
    public static func resolve(
        field: DropdownRect, container: DropdownRect, contentHeight: Double,
        maximumHeight: Double = 280, gap: Double = 6, margin: Double = 8,
        direction: DropdownDirection = .automatic, preferredWidth: Double? = nil
    ) -> DropdownPlacement {
        let roomBelow = container.maxY - margin - field.maxY - gap
        let roomAbove = field.minY - gap - (container.minY + margin)
        let wanted = min(contentHeight, maximumHeight)
        let side: DropdownDirection
        switch direction {
        case .below, .above: side = direction
        case .automatic: side = wanted <= roomBelow || roomBelow >= roomAbove ? .below : .above
        }
        let room = side == .below ? roomBelow : roomAbove
        let height = max(0, min(wanted, room))
        let width = max(0, min(max(field.width, preferredWidth ?? 0), container.width - 2 * margin))
        let lowestX = container.minX + margin
        let highestX = container.maxX - margin - width
        let x = max(lowestX, min(field.minX, highestX))
        let y = side == .below ? field.maxY + gap : field.minY - gap - height
        return DropdownPlacement(
            direction: side, frame: DropdownRect(x: x, y: y, width: width, height: height),
            isScrollable: contentHeight > height)
    }
}

// MARK: - DropdownScrollWindow

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

// MARK: - DropdownSectionLayout

/// A line of an open list: a section header, a row of ``DropdownState/visible``, or a status row.
public enum DropdownListLine: Hashable, Sendable {
    /// The heading of the section whose rows follow.
    case header(String)
    /// A visible row.
    case option(row: Int)
    /// A status row after the options: ``DropdownState/statusRow(atRow:)`` says which (rule L1, L5).
    case status(row: Int)
}

/// Where section headers go among the visible rows, so a front end can lay out and scroll a list of
/// lines (headers, rows and status rows) without walking every option.
///
/// - A header comes before each row whose section differs from the previous row's; a ranked search
///   shows no headers.
/// - Rows without a section that follow a section are in no section: an untitled header (an empty
///   title, drawn as a gap) ends the section above them, so they are not read as part of it.
/// - Status rows (rules L1, L5) come after the last row; their rows continue the numbering of the
///   option rows, as ``DropdownState/highlightedRow`` does.
public struct DropdownSectionLayout: Hashable, Sendable {
    /// The rows that have a header line before them, ascending.
    public private(set) var headerRows: [Int]
    /// The title of each header, in the same order.
    public private(set) var titles: [String]
    /// The number of visible option rows.
    public private(set) var rowCount: Int
    /// The number of status rows after the option rows.
    public private(set) var statusRowCount: Int

    /// A layout of `rowCount` rows without headers.
    public init(rowCount: Int, statusRowCount: Int = 0) {
        self.init(headerRows: [], titles: [], rowCount: rowCount, statusRowCount: statusRowCount)
    }

    /// A layout with the given headers.
    public init(headerRows: [Int], titles: [String], rowCount: Int, statusRowCount: Int = 0) {
        precondition(headerRows.count == titles.count)
        self.headerRows = headerRows
        self.titles = titles
        self.rowCount = rowCount
        self.statusRowCount = statusRowCount
    }

    /// The layout of rows whose sections are `section(row)`. O(n).
    init(rowCount: Int, section: (Int) -> String?) {
        self.init(rowCount: 0)
        appendRows(rowCount, section: section)
    }

    /// Adds `added` rows after the last, whose sections are `section(row)` (asked about the new rows
    /// and the one before them). O(added).
    mutating func appendRows(_ added: Int, section: (Int) -> String?) {
        var previous: String? = rowCount > 0 ? section(rowCount - 1) : nil
        for row in rowCount..<rowCount + added {
            let current = section(row)
            if row == 0 ? current != nil : current != previous {
                headerRows.append(row)
                titles.append(current ?? "")
            }
            previous = current
        }
        rowCount += added
    }

    /// The same layout with another number of status rows. O(1).
    func withStatusRows(_ count: Int) -> DropdownSectionLayout {
        var layout = self
        layout.statusRowCount = count
        return layout
    }

    /// The number of lines: headers, rows and status rows. O(1).
    public var lineCount: Int { rowCount + headerRows.count + statusRowCount }

    /// The line that shows a row (an option row, or a status row after them). O(log h) for h headers.
    public func line(ofRow row: Int) -> Int {
        row + countOfHeaders { $0.row <= row }
    }

    /// What a line shows. O(log h) for h headers.
    public func content(atLine line: Int) -> DropdownListLine {
        if line >= rowCount + headerRows.count { return .status(row: line - headerRows.count) }
        let headersBefore = countOfHeaders { $0.line < line }
        if headersBefore < headerRows.count, headerRows[headersBefore] + headersBefore == line {
            return .header(titles[headersBefore])
        }
        return .option(row: line - headersBefore)
    }

    /// The number of headers, from the first, for which `predicate` holds (it holds for a prefix).
    private func countOfHeaders(where predicate: ((row: Int, line: Int)) -> Bool) -> Int {
        var low = 0
        var high = headerRows.count
        while low < high {
            let middle = (low + high) / 2
            if predicate((headerRows[middle], headerRows[middle] + middle)) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}

// MARK: - DropdownSideLock

/// Keeps an open list on the side it opened on (rules P2, R14).
///
/// ``DropdownPlacement/resolve(field:container:contentHeight:maximumHeight:gap:margin:direction:preferredWidth:)``
/// chooses a side from the room around the field and the list's height. While a query filters the
/// list its height changes on every keystroke, so an `.automatic` list that chose again each time
/// would jump between above and below as the user types. The side is therefore chosen once, when
/// the list opens, and forced until it closes; the list still shrinks to the room on that side.
///
/// ```swift
/// var lock = DropdownSideLock()
/// let first = lock.place(field: field, container: window, contentHeight: 400)  // chooses, e.g. .above
/// let later = lock.place(field: field, container: window, contentHeight: 40)   // still .above
/// lock.release()                                                                // the list closed
/// ```
public struct DropdownSideLock: Hashable, Sendable {
    /// The side the open list keeps, or `nil` before it is placed (or after it closed).
    public private(set) var side: DropdownDirection?

    /// Creates a lock with no side chosen.
    public init() {}

    /// The direction to place with: the locked side once there is one, else `requested`.
    public func direction(requested: DropdownDirection) -> DropdownDirection {
        side ?? requested
    }

    /// Keeps `placement`'s side until ``release()``; a side already kept stays.
    public mutating func keep(_ placement: DropdownPlacement) {
        if side == nil { side = placement.direction }
    }

    /// Places the list, choosing the side on the first call and keeping it on later calls (rule P2).
    /// O(1).
    public mutating func place(
        field: DropdownRect, container: DropdownRect, contentHeight: Double,
        maximumHeight: Double = 280, gap: Double = 6, margin: Double = 8,
        direction requested: DropdownDirection = .automatic, preferredWidth: Double? = nil
    ) -> DropdownPlacement {
        let placement = DropdownPlacement.resolve(
            field: field, container: container, contentHeight: contentHeight, maximumHeight: maximumHeight,
            gap: gap, margin: margin, direction: direction(requested: requested), preferredWidth: preferredWidth)
        keep(placement)
        return placement
    }

    /// Forgets the side: the list closed, and the next opening chooses again.
    public mutating func release() {
        side = nil
    }
}
