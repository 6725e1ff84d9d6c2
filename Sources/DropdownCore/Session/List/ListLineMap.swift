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
