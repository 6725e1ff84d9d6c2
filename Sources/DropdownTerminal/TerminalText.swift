/// Turns option labels and titles into text that is safe to draw and fits its cells.
public enum TerminalText {
    /// The text with everything that could control the terminal shown visibly instead: C0 controls
    /// as control pictures ("␛" for Escape, "␉" for Tab), Delete as "␡", C1 controls, bidirectional
    /// overrides and line separators as "⟨U+202E⟩". An option can never move the cursor, recolour the
    /// terminal or reorder the line. O(n).
    public static func sanitized(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + value)!)
            case 0x7F: result.append("␡")
            case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                result.append("⟨U+\(hex(value))⟩")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text cut to at most `width` cells, ending in "…" when it was cut. Wide characters are
    /// never split. O(n).
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        return prefix(of: text, fittingWidth: width - 1) + "…"
    }

    /// The longest beginning of the text that fits in `width` cells. O(n).
    public static func prefix(of text: String, fittingWidth width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += DisplayWidth.of(text[index])
            if used > width { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// The text padded with spaces to exactly `width` cells (truncated first if it is wider).
    public static func padded(_ text: String, toWidth width: Int) -> String {
        let fitted = truncated(text, toWidth: width)
        return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
