/// A label's characters as one search term compares them: lowered or not, folded to base letters
/// or not. The scoring algorithms read labels only through this.
protocol SearchText {
    /// The number of characters.
    var count: Int { get }
    /// The character at an offset, as the term compares it.
    func character(_ offset: Int) -> UInt32
    /// The class of the character at an offset (``FuzzyScoring/CharacterClass``).
    func characterClass(_ offset: Int) -> UInt8
    /// The rows of a term (its positions, up to 64) whose character is the one at an offset.
    func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64
    /// The first offset at or after `start` and before `end` (at most `count`) whose character is
    /// `character`, or `min(end, count)`.
    func firstOffset(of character: UInt32, from start: Int, before end: Int) -> Int
    /// The last offset at or after `start` and before `end` whose character is `character`, or -1.
    func lastOffset(of character: UInt32, from start: Int, before end: Int) -> Int
    /// Whether ``columns(of:from:count:)`` reads several characters at once (then a window's bit
    /// masks are worth making).
    static var readsColumnsAtOnce: Bool { get }
    /// A bit per character of the `count` (1 to 64) from `start`: bit i set when the character at
    /// `start + i` is `character`.
    func columns(of character: UInt32, from start: Int, count: Int) -> UInt64
}

extension SearchText {
    @inline(__always)
    func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 { pattern.rows(of: character(offset)) }

    /// The first offset from `start` whose character is `character`, or `count`.
    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int) -> Int {
        firstOffset(of: wanted, from: start, before: count)
    }

    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        let limit = min(end, count)
        var offset = start
        while offset < limit && character(offset) != wanted { offset += 1 }
        return offset
    }

    @inline(__always)
    func lastOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        var offset = end - 1
        while offset >= start && character(offset) != wanted { offset -= 1 }
        return offset >= start ? offset : -1
    }

    static var readsColumnsAtOnce: Bool { false }

    @inline(__always)
    func columns(of wanted: UInt32, from start: Int, count: Int) -> UInt64 {
        var bits: UInt64 = 0
        for index in 0..<count where character(start + index) == wanted { bits |= 1 &<< UInt64(index) }
        return bits
    }

    /// The bonus of the character at an offset (for the first character: as after white space).
    @inline(__always)
    func bonus(_ offset: Int, table: UnsafePointer<Int16>) -> Int16 {
        let previous = offset > 0 ? characterClass(offset - 1) : FuzzyScoring.CharacterClass.whitespace.rawValue
        return table[Int(previous) &* 7 &+ Int(characterClass(offset))]
    }
}

/// A text of one byte per character (an ASCII label, or the folded bytes of another label), which
/// scans read eight characters at a time.
protocol ByteText: SearchText {
    /// The characters as bytes (readable up to seven bytes past the end).
    var bytes: UnsafePointer<UInt8> { get }
    /// Whether a letter's byte is compared in either case.
    var ignoresCase: Bool { get }
}

extension ByteText {
    /// Eight bytes at a time (reads up to seven bytes past the text, which the index pads).
    @inline(__always)
    func firstOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        let limit = min(end, count)
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return limit }
        var offset = start
        // Sixteen bytes at a time while none is the one (long labels), then eight to find it.
        let caseVector = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: byte.caseBits))
        let wantedVector = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: wanted))
        while offset &+ 16 <= limit {
            let vector = UnsafeRawPointer(bytes + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            if any((vector | caseVector) .== wantedVector) { break }
            offset &+= 16
        }
        while offset < limit {
            let hits = byte.hits(in: bytes, at: offset)
            if hits != 0 { return min(offset + hits.trailingZeroBitCount / 8, limit) }
            offset += 8
        }
        return limit
    }

    static var readsColumnsAtOnce: Bool { true }

    /// Eight bytes at a time (reads up to seven bytes past them, which the index pads).
    @inline(__always)
    func columns(of wanted: UInt32, from start: Int, count: Int) -> UInt64 {
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return 0 }
        var bits: UInt64 = 0
        var index = 0
        while index < count {
            // Byte j's hit (its bit 7) to bit j of one byte, then to the word's place.
            let hits = byte.hits(in: bytes, at: start &+ index)
            bits |= (((hits &>> 7) &* 0x0102_0408_1020_4080) &>> 56) &<< UInt64(index)
            index &+= 8
        }
        return count == 64 ? bits : bits & ((1 &<< UInt64(count)) &- 1)
    }

    /// Eight bytes at a time, backwards.
    @inline(__always)
    func lastOffset(of wanted: UInt32, from start: Int, before end: Int) -> Int {
        guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { return -1 }
        var limit = end
        while limit > start {
            let base = max(start, limit - 8)
            let hits = byte.hits(in: bytes, at: base, count: limit - base)
            if hits != 0 { return base + (63 - hits.leadingZeroBitCount) / 8 }
            limit = base
        }
        return -1
    }
}

extension ByteText {
    /// Whether the text has the pattern's characters in order (see ``inOrderEnd(of:from:)``).
    @inline(__always)
    func containsInOrder(_ pattern: UnsafeBufferPointer<UInt32>) -> Bool { inOrderEnd(of: pattern, from: 0) >= 0 }

    /// The offset just past the leftmost place where the text has the pattern's characters in order
    /// from `start` on, or -1 when it does not. One pass eight bytes at a time: each word is tested
    /// for the character wanted next, and again past each place it has it, so that a short label
    /// costs a few tests per word rather than a scan per character. Reads up to seven bytes past the
    /// text, which the index pads.
    ///
    /// The leftmost place ends first, so the text has the pattern and a character more in order
    /// when it has that character at or after this offset: a term typed a letter further is looked
    /// for from here.
    @inline(__always)
    func inOrderEnd(of pattern: UnsafeBufferPointer<UInt32>, from start: Int) -> Int {
        guard !pattern.isEmpty else { return start }
        let ignoresCase = self.ignoresCase
        guard var wanted = WantedByte(pattern[0], ignoresCase: ignoresCase) else { return -1 }
        var index = 0
        let n = count
        var offset = start
        while offset < n {
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            var live = WantedByte.firstBytes(n - offset)
            while true {
                let hits = WantedByte.zeroBytes((word | wanted.caseBits) ^ wanted.pattern) & live
                if hits == 0 { break }
                // The bytes up to the one found are behind.
                let past = hits.trailingZeroBitCount + 1
                index += 1
                if index == pattern.count { return offset + past / 8 }
                guard let next = WantedByte(pattern[index], ignoresCase: ignoresCase) else { return -1 }
                wanted = next
                live = past < 64 ? live & ~0 &<< UInt64(past) : 0
            }
            offset += 8
        }
        return -1
    }
}

/// An ASCII label read in place (normalization changes no ASCII character).
struct ASCIIText: ByteText {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// 128 entries: lower case for a case-insensitive term, the byte itself otherwise.
    let fold: UnsafePointer<UInt8>
    let classes: UnsafePointer<UInt8>

    @inline(__always) func character(_ offset: Int) -> UInt32 { UInt32(fold[Int(bytes[offset])]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { classes[Int(bytes[offset])] }
    @inline(__always) func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 {
        pattern.byteRows[Int(bytes[offset])]
    }

    @inline(__always) var ignoresCase: Bool { fold[0x41] != 0x41 }
}

/// A label of other characters, for a term of ASCII characters that compares them as the index
/// folded them: each character's folded form as one byte (0x80 when it is not ASCII, which no
/// ASCII character matches), with the characters as they are (for a label without characters
/// beyond the BMP), whose classes the table of index entries gives.
struct FoldedByteText: ByteText {
    let bytes: UnsafePointer<UInt8>
    let raw: UnsafePointer<UInt16>
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table.
    let entries: UnsafePointer<UInt64>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 { UInt32(bytes[offset]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: entries[Int(raw[offset])] &>> 24)
    }
    @inline(__always) func rows(_ offset: Int, in pattern: PreparedPattern) -> UInt64 {
        pattern.asciiRows[Int(bytes[offset])]
    }
    /// Already folded.
    var ignoresCase: Bool { false }
}

/// A label of other characters without characters beyond the BMP, as the index folds them (most
/// terms' folding): the characters as they are, whose folded form and class the table of index
/// entries gives.
struct StoredText: SearchText {
    let raw: UnsafePointer<UInt16>
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table.
    let entries: UnsafePointer<UInt64>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: entries[Int(raw[offset])]) & 0x1F_FFFF
    }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: entries[Int(raw[offset])] &>> 24)
    }
}

/// A label of other characters: their folded form (the index's, or one made for the term; the
/// class bits above bit 21 are ignored) and the index's folded words for their classes.
struct UnicodeText: SearchText {
    let characters: UnsafePointer<UInt32>
    let folded: UnsafePointer<UInt32>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 { characters[offset] & 0x1F_FFFF }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: folded[offset] >> 24) }
}

/// How a term folds a label's characters before comparing them.
struct CharacterFolding: Hashable {
    /// Case-insensitive: characters are lowered.
    var lowers: Bool
    /// Only upper-case letters are lowered (fzf's "v2"); other algorithms lower every character
    /// that has a lower case.
    var lowersOnlyUpperCase: Bool
    /// Latin letters are reduced to their base letter.
    var normalizes: Bool

    /// The folding the index stores for non-ASCII labels (most queries' folding).
    static let stored = CharacterFolding(lowers: true, lowersOnlyUpperCase: true, normalizes: true)

    /// A character folded.
    @inline(__always)
    func callAsFunction(_ scalar: UInt32, class characterClass: UInt8) -> UInt32 {
        var folded = scalar
        if lowers && (!lowersOnlyUpperCase || characterClass == FuzzyScoring.CharacterClass.upper.rawValue) {
            folded = SearchCharacters.lowercased(folded)
        }
        return normalizes ? SearchCharacters.baseLetter(folded) : folded
    }

    /// Whether the index's folded characters of a label are this folding's.
    @inline(__always)
    func usesStoredCharacters(labelFlags: UInt8) -> Bool {
        lowers && normalizes && (lowersOnlyUpperCase || labelFlags & SearchIndex.loweringFlag == 0)
    }
}

/// Tables the scoring reads, in place for the length of a search.
struct SearchTables {
    let classes: UnsafePointer<UInt8>
    let lowercase: UnsafePointer<UInt8>
    let identity: UnsafePointer<UInt8>
    /// ``FuzzyScoring/bonusTable``.
    let bonus: UnsafePointer<Int16>

    static func with<Result>(_ body: (SearchTables) throws -> Result) rethrows -> Result {
        try FuzzyScoring.asciiClasses.withUnsafeBufferPointer { classes in
            try FuzzyScoring.asciiLowercase.withUnsafeBufferPointer { lowercase in
                try FuzzyScoring.asciiIdentity.withUnsafeBufferPointer { identity in
                    try FuzzyScoring.bonusTable.withUnsafeBufferPointer { bonus in
                        try body(
                            SearchTables(
                                classes: classes.baseAddress!, lowercase: lowercase.baseAddress!,
                                identity: identity.baseAddress!, bonus: bonus.baseAddress!))
                    }
                }
            }
        }
    }
}
