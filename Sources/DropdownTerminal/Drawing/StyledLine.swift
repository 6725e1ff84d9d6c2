/// How a run of text is drawn.
package struct TextStyle: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    /// Creates a style from its raw bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold (an attribute: kept without colour).
    package static let bold = TextStyle(rawValue: 1 << 0)
    /// Dim, for disabled rows and hints (an attribute: kept without colour).
    package static let dim = TextStyle(rawValue: 1 << 1)
    /// Reverse video, for the highlighted row (an attribute: kept without colour).
    package static let reverse = TextStyle(rawValue: 1 << 2)
    /// Underlined, for matched characters of a search (an attribute: kept without colour).
    package static let underline = TextStyle(rawValue: 1 << 3)
    /// The accent colour (cyan), for the pointer and the focused field.
    package static let accent = TextStyle(rawValue: 1 << 8)
    /// The success colour (green), for checkmarks and the final "✔".
    package static let success = TextStyle(rawValue: 1 << 9)
    /// The warning colour (yellow), for cancellations.
    package static let warning = TextStyle(rawValue: 1 << 10)
}

/// One line of a frame: runs of text, each with a style. Its text is already sanitized and fits
/// the terminal's width.
package struct StyledLine: Hashable, Sendable {
    /// A run of text in one style.
    package struct Run: Hashable, Sendable {
        /// The text, already sanitized.
        package var text: String
        /// How it is drawn.
        package var style: TextStyle
        /// Colours and attributes of its own, from a program's output (a preview), drawn after `style`.
        package var graphics: SGRParameters
        /// Creates a run.
        package init(_ text: String, _ style: TextStyle = [], graphics: SGRParameters = .none) {
            self.text = text
            self.style = style
            self.graphics = graphics
        }
    }

    /// The runs, left to right.
    package var runs: [Run]

    /// Creates a line of runs.
    package init(_ runs: [Run] = []) { self.runs = runs }

    /// A line of plain text.
    package init(_ text: String, _ style: TextStyle = []) { self.runs = [Run(text, style)] }

    /// The text without styles.
    package var text: String { runs.map(\.text).joined() }

    /// The cells the line takes.
    package var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Appends a run.
    package mutating func append(_ text: String, _ style: TextStyle = [], graphics: SGRParameters = .none) {
        guard !text.isEmpty else { return }
        runs.append(Run(text, style, graphics: graphics))
    }

    /// The line cut to `width` cells, ending in "…" when cut.
    package func truncated(toWidth width: Int) -> StyledLine {
        guard self.width > width else { return self }
        guard width > 0 else { return StyledLine() }
        var result = StyledLine()
        var room = width - 1  // one cell for "…"
        for run in runs {
            let cells = DisplayWidth.of(run.text)
            if cells <= room {
                result.append(run.text, run.style, graphics: run.graphics)
                room -= cells
            } else {
                result.append(
                    TerminalText.prefix(of: run.text, fittingWidth: room) + "…", run.style, graphics: run.graphics)
                return result
            }
        }
        return result
    }

    /// The line padded with spaces in `style` to exactly `width` cells.
    package func padded(toWidth width: Int, style: TextStyle = []) -> StyledLine {
        var result = truncated(toWidth: width)
        result.append(String(repeating: " ", count: max(0, width - result.width)), style)
        return result
    }
}
