/// How much styling the terminal gets: colours, attributes only, or no escape sequences for
/// styles at all (`NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb`).
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
    package static func forEnvironment(_ environment: [String: String], isTerminal: Bool) -> ColorMode {
        if environment["TERM"] == "dumb" { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return .color }
        return isTerminal ? .color : .monochrome
    }
}
