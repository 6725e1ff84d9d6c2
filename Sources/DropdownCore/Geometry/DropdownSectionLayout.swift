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
