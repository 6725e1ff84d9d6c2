/// How many terminal cells text takes: two for East Asian wide and fullwidth characters and emoji,
/// none for combining marks and format characters, one otherwise. The table is our own, generated
/// from Unicode data by `Scripts/generate-width-table.py`.
///
/// Emoji sequences are where terminals disagree:
/// - Terminals that measure scalar by scalar (tmux 3.3a, checked on this machine; xterm, Alacritty
///   and the Linux console do the same) draw ❤️ (U+2764 U+FE0F) in one cell, the width of its first
///   scalar, and 👍🏽 (U+1F44D U+1F3FD) in four, two for the hand and two for the skin tone; tmux 3.3a
///   joins the scalars after a zero-width joiner into the cell before.
/// - Terminals that measure grapheme clusters (kitty, WezTerm, foot, iTerm2, Windows Terminal)
///   draw every emoji sequence in two cells.
///
/// Such a cluster is allotted the wider of the two (``of(_:)-(Character)``), and
/// ``isTerminalDependent(_:)`` tells the painter to draw it so that either kind of terminal keeps
/// the rest of the line in place (see `ANSI.encode`).
package enum DisplayWidth {
    /// The cells a scalar takes: 0, 1 or 2. Control characters count 0 (they are never drawn raw).
    /// O(log r) over the table's ranges, O(1) for ASCII.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        return contains(doubleWidthRanges, value) ? 2 : 1
    }

    /// The cells allotted to a character (a grapheme cluster): the width of its first visible
    /// scalar; for an emoji sequence, the wider of what the two kinds of terminals draw: at least
    /// two, and the sum of its scalars' widths, those joined by U+200D not counted.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.isASCII, scalars.count == 1 { return of(first) }
        if isTerminalDependent(character) {
            var sum = 0
            var joined = false
            for scalar in scalars {
                if !joined { sum += of(scalar) }
                joined = scalar.value == zeroWidthJoiner
            }
            return max(2, sum)
        }
        for scalar in scalars {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// Whether terminals disagree on the width of a character: a cluster of several scalars with an
    /// emoji variation selector, a skin-tone modifier, regional indicators, a keycap, tag characters,
    /// or a zero-width joiner that joins an emoji to what comes before it (👩‍👧). A joiner after
    /// other text (`x` U+200D, which Unicode keeps in the cluster of the `x`) joins nothing: every
    /// terminal draws it in no cell, so the cluster is as wide as its `x`.
    package static func isTerminalDependent(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { return false }
        var afterJoiner = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            case zeroWidthJoiner: afterJoiner = true
            default:
                if afterJoiner && scalar.properties.isEmoji { return true }
                afterJoiner = false
            }
        }
        return false
    }

    /// The cells a text takes. O(n).
    package static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D

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
