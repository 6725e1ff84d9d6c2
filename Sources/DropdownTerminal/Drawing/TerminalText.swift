/// Turns option labels and titles into text that is safe to draw and fits its cells.
package enum TerminalText {
    /// Where tabs stop unless told otherwise: every 8 columns, as in terminals and fzf (`--tabstop`).
    package static let defaultTabStop = 8

    /// The text with everything that could control the terminal shown visibly instead: C0 controls
    /// as control pictures ("␛" for Escape, "␊" for Line Feed), Delete as "␡", C1 controls,
    /// bidirectional overrides and line separators as "⟨U+202E⟩". An option can never move the
    /// cursor, recolour the terminal or reorder the line. O(n).
    ///
    /// With a `tabStop`, a tab becomes spaces to the next multiple of `tabStop` columns, counted
    /// from the start of what the text is part of (a label drawn in runs: `column` is where this run
    /// starts in it), as fzf draws tabs; without one, it is shown as "␉".
    package static func sanitized(_ text: String, column: Int = 0, tabStop: Int? = nil) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var result = ""
        var sinceTab = ""  // what was written since the last tab (or the start): measured at the next tab
        var column = column
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x09 where tabStop != nil:
                let stop = max(1, tabStop!)
                column += DisplayWidth.of(sinceTab)
                let spaces = stop - column % stop
                result += sinceTab + String(repeating: " ", count: spaces)
                column += spaces
                sinceTab = ""
            case 0x00..<0x20: sinceTab.unicodeScalars.append(Unicode.Scalar(0x2400 + value)!)
            case 0x7F: sinceTab.append("␡")
            case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                sinceTab.append("⟨U+\(hex(value))⟩")
            default: sinceTab.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? sinceTab : result + sinceTab
    }

    /// The text cut to at most `width` cells, ending in "…" when it was cut. Wide characters are
    /// never split. O(width), whatever the text's length: it never reads past ``head(of:cells:)``.
    package static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let (head, isCut) = self.head(of: text, cells: width)
        var used = 0
        var endBeforeEllipsis = head.startIndex  // the end of the longest prefix within width - 1
        for index in head.indices {
            used += DisplayWidth.of(head[index])
            if used > width { break }
            if used <= width - 1 { endBeforeEllipsis = head.index(after: index) }
        }
        if used <= width && !isCut { return String(head) }
        return String(head[..<endBeforeEllipsis]) + "…"
    }

    /// Text as drawn in at most `width` cells: sanitized (tabs to the next multiple of `tabStop`
    /// columns), then cut with "…". O(width), whatever the text's length, so a label of ten
    /// megabytes costs what fits on screen.
    package static func fitted(_ text: String, toWidth width: Int, tabStop: Int = defaultTabStop) -> String {
        guard width > 0 else { return "" }
        let (head, isCut) = self.head(of: text, cells: width)
        let safe = sanitized(String(head), tabStop: tabStop)
        return isCut ? prefix(of: safe, fittingWidth: width - 1) + "…" : truncated(safe, toWidth: width)
    }

    /// The beginning of a text that is enough to fill `cells` cells, and whether anything was left
    /// out: at most 4 × cells + 16 Unicode scalars (every drawn scalar takes a cell, except combining
    /// marks and the like). O(cells): the rest of the text is not read.
    package static func head(of text: String, cells: Int) -> (text: Substring, isCut: Bool) {
        head(of: text[...], cells: cells)
    }

    /// The beginning of a substring that is enough to fill `cells` cells; see ``head(of:cells:)-(String,_)``.
    package static func head(of text: Substring, cells: Int) -> (text: Substring, isCut: Bool) {
        let limit = 4 * max(0, cells) + 16
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return (text, false) }
        return (text[..<end], true)
    }

    /// The longest beginning of the text that fits in `width` cells. O(width).
    package static func prefix(of text: String, fittingWidth width: Int) -> String {
        let head = self.head(of: text, cells: width).text
        var used = 0
        var end = head.startIndex
        for index in head.indices {
            used += DisplayWidth.of(head[index])
            if used > width { break }
            end = head.index(after: index)
        }
        return String(head[..<end])
    }

    /// The text padded with spaces to exactly `width` cells (truncated first if it is wider).
    package static func padded(_ text: String, toWidth width: Int) -> String {
        let fitted = truncated(text, toWidth: width)
        return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
