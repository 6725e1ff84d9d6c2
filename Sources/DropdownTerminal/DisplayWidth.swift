/// How many terminal cells text takes: two for East Asian wide and fullwidth characters and emoji,
/// none for combining marks and format characters, one otherwise. The table is our own, generated
/// from Unicode data by `Scripts/generate-width-table.py`.
public enum DisplayWidth {
    /// The cells a scalar takes: 0, 1 or 2. Control characters count 0 (they are never drawn raw).
    /// O(log r) over the table's ranges, O(1) for ASCII.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        return contains(doubleWidthRanges, value) ? 2 : 1
    }

    /// The cells a character (a grapheme cluster) takes: the width of its first visible scalar, or
    /// two when it asks for emoji presentation (U+FE0F) or is a flag (two regional indicators).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.isASCII, scalars.count == 1 { return of(first) }
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F { return 2 }
            if width == 0 { width = of(scalar) }
        }
        if scalars.count >= 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            return 2
        }
        return width
    }

    /// The cells a text takes. O(n).
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}
