/// The size of a terminal window in cells.
package struct TerminalSize: Hashable, Sendable {
    /// The number of rows.
    package var rows: Int
    /// The number of columns.
    package var columns: Int

    /// Creates a size; values below 1 count as 1.
    package init(rows: Int, columns: Int) {
        self.rows = max(1, rows)
        self.columns = max(1, columns)
    }

    /// The columns a frame's lines may use: all but the last, so that no line ever reaches the last
    /// column, where terminals differ (pending wraps, erasing, reflow on resize).
    package var drawableColumns: Int { max(1, columns - 1) }

    /// The size assumed when a terminal does not report one.
    package static let fallback = TerminalSize(rows: 24, columns: 80)
}

/// What a screen draws: its lines, from the row where the screen started drawing down.
package struct TerminalFrame: Hashable, Sendable {
    /// The lines, top to bottom; none is wider than the terminal, and there are no more of them than
    /// the terminal has rows.
    package var lines: [StyledLine]

    /// Creates a frame.
    package init(lines: [StyledLine]) {
        self.lines = lines
    }

    /// The lines' text without styles, for tests and logs.
    package var text: [String] { lines.map(\.text) }
}
