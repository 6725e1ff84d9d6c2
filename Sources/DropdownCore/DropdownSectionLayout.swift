/// A line of an open list: a section header, or a row of ``DropdownState/visible``.
public enum DropdownListLine: Hashable, Sendable {
    /// The heading of the section whose rows follow.
    case header(String)
    /// A visible row.
    case option(row: Int)
}

/// Where section headers go among the visible rows, so a front end can lay out and scroll a list of
/// lines (headers and rows) without walking every option. A header comes before each row whose
/// section differs from the previous row's; a ranked search shows no headers.
public struct DropdownSectionLayout: Hashable, Sendable {
    /// The rows that have a header line before them, ascending.
    public let headerRows: [Int]
    /// The title of each header, in the same order.
    public let titles: [String]
    /// The number of visible rows.
    public let rowCount: Int

    /// A layout of `rowCount` rows without headers.
    public init(rowCount: Int) {
        self.init(headerRows: [], titles: [], rowCount: rowCount)
    }

    /// A layout with the given headers.
    public init(headerRows: [Int], titles: [String], rowCount: Int) {
        precondition(headerRows.count == titles.count)
        self.headerRows = headerRows
        self.titles = titles
        self.rowCount = rowCount
    }

    /// The layout of rows whose sections are `section(row)`. O(n).
    init(rowCount: Int, section: (Int) -> String?) {
        var rows: [Int] = []
        var titles: [String] = []
        var previous: String? = nil
        for row in 0..<rowCount {
            let current = section(row)
            if let current, row == 0 || current != previous {
                rows.append(row)
                titles.append(current)
            }
            previous = current
        }
        self.init(headerRows: rows, titles: titles, rowCount: rowCount)
    }

    /// The number of lines: rows and headers. O(1).
    public var lineCount: Int { rowCount + headerRows.count }

    /// The line that shows a row. O(log h) for h headers.
    public func line(ofRow row: Int) -> Int {
        row + countOfHeaders { $0.row <= row }
    }

    /// What a line shows. O(log h) for h headers.
    public func content(atLine line: Int) -> DropdownListLine {
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
