/// How a run of text is drawn.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    /// Creates a style from its raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold (an attribute: kept without colour).
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Dim, for disabled rows and hints (an attribute: kept without colour).
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Reverse video, for the highlighted row (an attribute: kept without colour).
    public static let reverse = TextStyle(rawValue: 1 << 2)
    /// Underlined, for matched characters of a search (an attribute: kept without colour).
    public static let underline = TextStyle(rawValue: 1 << 3)
    /// The accent colour (cyan), for the pointer and the focused field.
    public static let accent = TextStyle(rawValue: 1 << 8)
    /// The success colour (green), for checkmarks and the final "✔".
    public static let success = TextStyle(rawValue: 1 << 9)
    /// The warning colour (yellow), for cancellations.
    public static let warning = TextStyle(rawValue: 1 << 10)
}

/// One line of a frame: runs of text, each with a style. Its text is already sanitized and fits
/// the terminal's width.
public struct StyledLine: Hashable, Sendable {
    /// A run of text in one style.
    public struct Run: Hashable, Sendable {
        /// The text, already sanitized.
        public var text: String
        /// How it is drawn.
        public var style: TextStyle
        /// Colours and attributes of its own, from a program's output (a preview), drawn after `style`.
        public var graphics: SGRParameters
        /// Creates a run.
        public init(_ text: String, _ style: TextStyle = [], graphics: SGRParameters = .none) {
            self.text = text
            self.style = style
            self.graphics = graphics
        }
    }

    /// The runs, left to right.
    public var runs: [Run]

    /// Creates a line of runs.
    public init(_ runs: [Run] = []) { self.runs = runs }

    /// A line of plain text.
    public init(_ text: String, _ style: TextStyle = []) { self.runs = [Run(text, style)] }

    /// The text without styles.
    public var text: String { runs.map(\.text).joined() }

    /// The cells the line takes.
    public var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Appends a run.
    public mutating func append(_ text: String, _ style: TextStyle = [], graphics: SGRParameters = .none) {
        guard !text.isEmpty else { return }
        runs.append(Run(text, style, graphics: graphics))
    }

    /// The line cut to `width` cells, ending in "…" when cut.
    public func truncated(toWidth width: Int) -> StyledLine {
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
    public func padded(toWidth width: Int, style: TextStyle = []) -> StyledLine {
        var result = truncated(toWidth: width)
        result.append(String(repeating: " ", count: max(0, width - result.width)), style)
        return result
    }
}

/// How much styling the terminal gets (NO_COLOR, CLICOLOR_FORCE, TERM=dumb).
public enum ColorMode: Sendable, Hashable {
    /// Colours and attributes.
    case color
    /// Attributes (bold, dim, reverse, underline) without colours: NO_COLOR or `--no-color`.
    case monochrome
    /// No escape sequences for styles at all: TERM=dumb. The pointer glyph still marks the highlight.
    case plain

    /// The mode for an environment: `NO_COLOR` (non-empty) turns colours off, `TERM=dumb` turns all
    /// styling off, `CLICOLOR_FORCE` (non-empty, not "0") turns colours on even when `isTerminal` is
    /// false; otherwise colours follow `isTerminal`.
    public static func forEnvironment(_ environment: [String: String], isTerminal: Bool) -> ColorMode {
        if environment["TERM"] == "dumb" { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return .color }
        return isTerminal ? .color : .monochrome
    }
}
