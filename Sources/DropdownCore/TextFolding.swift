/// Comparison keys that ignore case and Latin diacritics ("Côte" compares equal to "cote").
///
/// Typeahead (rule T2) and search (rule F1) share these rules, so both agree on what matches.
enum TextFolding {
    /// The Latin letter without its diacritic ("ô" → "o", "Ø" → "O"); other scalars are unchanged.
    /// Case is kept. O(1).
    static func removingDiacritic(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        let base: UInt8
        switch value {
        case 0x00C0..<0x0250: base = latinBase00C0[Int(value - 0x00C0)]
        case 0x1E00..<0x1F00: base = latinBase1E00[Int(value - 0x1E00)]
        default: return scalar
        }
        return base == UInt8(ascii: ".") ? scalar : Unicode.Scalar(base)
    }

    /// The lower-case form of a scalar when it has a one-scalar lower case, else the scalar. O(1).
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return byte >= 0x41 && byte <= 0x5A ? Unicode.Scalar(byte | 0x20) : scalar
        }
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower[lower.startIndex] : scalar
    }

    /// The key a scalar compares by, ignoring case and Latin diacritics. O(1).
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        lowercased(removingDiacritic(scalar))
    }

    /// Whether a scalar is a combining diacritical mark (U+0300–U+036F), which folding drops so that
    /// decomposed text ("e" + U+0301) compares like composed text ("é").
    static func isCombiningDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(scalar.value)
    }

    /// The folded scalars of a text, without combining diacritical marks.
    static func foldedScalars(of text: some StringProtocol) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars where !isCombiningDiacritic(scalar) {
            result.append(folded(scalar))
        }
        return result
    }

    /// Whether `text`, folded, starts with the already folded `prefix`. O(prefix length).
    static func hasFoldedPrefix(_ text: String, _ prefix: [Unicode.Scalar]) -> Bool {
        var position = 0
        if prefix.isEmpty { return true }
        for scalar in text.unicodeScalars where !isCombiningDiacritic(scalar) {
            guard folded(scalar) == prefix[position] else { return false }
            position += 1
            if position == prefix.count { return true }
        }
        return false
    }
}
