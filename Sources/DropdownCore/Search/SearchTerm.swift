/// One term of a query: the match it asks for, how it compares characters, and its characters in
/// the form a stage of the search reads them: as parsed (``SearchQuery/Term``, an array) or
/// prepared for the scorers (``PreparedQuery/Term``, a ``PreparedPattern``).
struct SearchTerm<Pattern> {
    var kind: SearchQuery.Kind
    /// A term that must not match (`!`).
    var isInverse: Bool
    /// The characters to find: lowered unless case-sensitive, and folded to base letters when
    /// `normalizes`.
    var pattern: Pattern
    /// Whether upper and lower case differ (smart case: the term has an upper-case letter).
    var isCaseSensitive: Bool
    /// Whether Latin letters of labels are compared by their base letter.
    var normalizes: Bool
    /// The mask bits a label must have to match (zero for an inverse term).
    var mask: UInt64
    /// Whether every character is ASCII (else no ASCII label matches).
    var isASCII: Bool

    /// The same term, its characters in another form.
    func withPattern<Other>(_ pattern: Other) -> SearchTerm<Other> {
        SearchTerm<Other>(
            kind: kind, isInverse: isInverse, pattern: pattern, isCaseSensitive: isCaseSensitive,
            normalizes: normalizes, mask: mask, isASCII: isASCII)
    }

    /// The folding of "v2" (fuzzy terms whose label is short enough).
    var optimalFolding: CharacterFolding {
        CharacterFolding(lowers: !isCaseSensitive, lowersOnlyUpperCase: true, normalizes: normalizes)
    }

    /// The folding of every other algorithm.
    var plainFolding: CharacterFolding {
        CharacterFolding(lowers: !isCaseSensitive, lowersOnlyUpperCase: false, normalizes: normalizes)
    }
}

extension SearchTerm: Sendable where Pattern: Sendable {}

extension SearchTerm<[UInt32]> {
    /// A parsed term of `pattern`, its mask and whether it is ASCII read from its characters.
    init(_ pattern: [UInt32], kind: SearchQuery.Kind, isInverse: Bool, isCaseSensitive: Bool, normalizes: Bool) {
        self.init(
            kind: kind, isInverse: isInverse, pattern: pattern, isCaseSensitive: isCaseSensitive,
            normalizes: normalizes, mask: isInverse ? 0 : pattern.reduce(0) { $0 | SearchCharacters.maskBit($1) },
            isASCII: pattern.allSatisfy { $0 < 0x80 })
    }
}
