/// Comparison keys that ignore case and Latin diacritics ("Côte" compares equal to "cote").
///
/// Typeahead (rule T2) and search (rule F1) share these rules, so both agree on what matches.
enum TextFolding {
    /// The Latin letter without its diacritic ("ô" → "o", "Ø" → "O", "ǝ" → "e"); other scalars are
    /// unchanged. Case is kept (see `Scripts/generate-latin-folding.py` for which capitals fold).
    /// O(1): a look-up in one of five small tables.
    static func removingDiacritic(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard value >= 0xC0 && value < 0x2185 else { return scalar }
        for block in latinBases where value >= block.start {
            let offset = Int(value - block.start)
            guard offset < block.bases.count else { continue }
            let base = block.bases[offset]
            return base == UInt8(ascii: ".") ? scalar : Unicode.Scalar(base)
        }
        return scalar
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

    /// The key a scalar compares by, ignoring case and Latin diacritics: lowered first, then without
    /// its diacritic, as fzf folds. O(1).
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        removingDiacritic(lowercased(scalar))
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

    /// Whether the text of valid UTF-8 `utf8`, folded, starts with the already folded `prefix`.
    /// O(prefix length), read in place.
    static func hasFoldedPrefix(utf8: UnsafeBufferPointer<UInt8>, _ prefix: [Unicode.Scalar]) -> Bool {
        if prefix.isEmpty { return true }
        var position = 0
        var bytes = utf8.makeIterator()
        var decoder = Unicode.UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if isCombiningDiacritic(scalar) { continue }
            guard folded(scalar) == prefix[position] else { return false }
            position += 1
            if position == prefix.count { return true }
        }
        return false
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
