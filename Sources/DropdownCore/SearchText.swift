/// A label's characters as one search term compares them: lowered or not, folded to base letters
/// or not. The scoring algorithms read labels only through this.
protocol SearchText {
    /// The number of characters.
    var count: Int { get }
    /// The character at an offset, as the term compares it.
    func character(_ offset: Int) -> UInt32
    /// The class of the character at an offset (``FuzzyScoring/CharacterClass``).
    func characterClass(_ offset: Int) -> UInt8
}

extension SearchText {
    /// The bonus of the character at an offset (for the first character: as after white space).
    @inline(__always)
    func bonus(_ offset: Int, table: UnsafePointer<Int16>) -> Int16 {
        let previous = offset > 0 ? characterClass(offset - 1) : FuzzyScoring.CharacterClass.whitespace.rawValue
        return table[Int(previous) &* 7 &+ Int(characterClass(offset))]
    }
}

/// An ASCII label read in place (normalization changes no ASCII character).
struct ASCIIText: SearchText {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// 128 entries: lower case for a case-insensitive term, the byte itself otherwise.
    let fold: UnsafePointer<UInt8>
    let classes: UnsafePointer<UInt8>

    @inline(__always) func character(_ offset: Int) -> UInt32 { UInt32(fold[Int(bytes[offset])]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { classes[Int(bytes[offset])] }
}

/// A label of other characters: their folded form (the index's, or one made for the term) and the
/// scalars with their classes.
struct UnicodeText: SearchText {
    let characters: UnsafePointer<UInt32>
    let scalars: UnsafePointer<UInt32>
    let count: Int

    @inline(__always) func character(_ offset: Int) -> UInt32 { characters[offset] }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: scalars[offset] >> 24) }
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
    func usesStoredCharacters(labelFlags: UInt32) -> Bool {
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
                        try body(SearchTables(
                            classes: classes.baseAddress!, lowercase: lowercase.baseAddress!,
                            identity: identity.baseAddress!, bonus: bonus.baseAddress!))
                    }
                }
            }
        }
    }
}
