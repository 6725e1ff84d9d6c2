/// A search query split into terms (spaces separate them; every term must match), each folded as
/// fzf folds it: smart case (case-sensitive only when the term has an upper-case letter) and Latin
/// diacritics ignored unless the term has some.
struct FuzzyQuery: Sendable {
    /// One word of the query.
    struct Term: Sendable {
        /// The characters to find, folded.
        var characters: [UInt32]
        /// Whether upper and lower case differ for this term.
        var isCaseSensitive: Bool
        /// Whether labels' Latin diacritics are removed before comparing.
        var normalizes: Bool
        /// The bits a label's mask must have to possibly match.
        var mask: UInt64
        /// Whether every character is ASCII (then an ASCII label can match).
        var isASCII: Bool
    }

    /// The terms, in order.
    var terms: [Term]
    /// The union of the terms' masks.
    var mask: UInt64

    /// Parses a query; an empty or all-space query has no terms.
    init(_ query: String) {
        terms = query.split(separator: " ", omittingEmptySubsequences: true).map(Self.term)
        mask = terms.reduce(0) { $0 | $1.mask }
    }

    private static func term(_ text: Substring) -> Term {
        let scalars = Array(text.unicodeScalars)
        let lowered = scalars.map(TextFolding.lowercased)
        let isCaseSensitive = lowered != scalars
        let normalizes = lowered.allSatisfy { TextFolding.removingDiacritic($0) == $0 }
        let characters = (isCaseSensitive ? scalars : lowered).map(\.value)
        var mask: UInt64 = 0
        for scalar in lowered { mask |= SearchIndex.maskBit(of: scalar) }
        return Term(
            characters: characters, isCaseSensitive: isCaseSensitive, normalizes: normalizes, mask: mask,
            isASCII: scalars.allSatisfy(\.isASCII))
    }
}
