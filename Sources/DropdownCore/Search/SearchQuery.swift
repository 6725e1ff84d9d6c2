extension FuzzyMatcher {
    /// How a query is read, as fzf's `--exact` and `--no-extended` set it.
    ///
    /// With the extended syntax (the default), spaces separate terms that must all match; a term can
    /// be `'exact` (a substring), `'word'` (a substring between word boundaries), `^prefix`,
    /// `suffix$`, `^equal$`, or negated with `!` (`!fire`, `!^music`, `!.mp3$`, `!'fuzzy`); `|` between
    /// terms accepts either; `\ ` is a space inside a term. Each term is case-sensitive only when it has an upper-case letter (smart case), and
    /// ignores Latin diacritics unless it has some.
    ///
    /// A dropdown reads its query in the syntax of ``DropdownConfiguration/searchSyntax``; a
    /// ``FuzzyMatcher`` in the syntax it was made with.
    public struct Syntax: Sendable, Hashable {
        /// Whether spaces separate terms and `' ^ $ ! |` are operators (fzf's default).
        public var isExtended: Bool
        /// Whether a plain term matches as a substring rather than fuzzily (then `'` makes a term
        /// fuzzy); fzf's `--exact`.
        public var isExact: Bool

        /// A syntax; the defaults are fzf's.
        public init(isExtended: Bool = true, isExact: Bool = false) {
            self.isExtended = isExtended
            self.isExact = isExact
        }

        /// fzf's default: extended syntax, fuzzy terms ("ab" finds "a-b").
        public static let extended = Syntax()

        /// fzf's `--exact`: extended syntax, each term a substring ("ab" does not find "a-b"), and a
        /// term that starts with `'` fuzzy.
        public static let exact = Syntax(isExact: true)

        /// fzf's `--no-extended`: no operators; the whole query, spaces included, is one fuzzy
        /// pattern ("a b" finds "a b" and "a  b", not "ab").
        public static let plain = Syntax(isExtended: false)
    }
}

/// A query parsed as fzf 0.74 parses it: sets of terms; every set must match, and a set matches
/// when one of its terms does (`|` joins terms into a set).
struct SearchQuery: Sendable {
    /// How a term compares with a label.
    enum Kind: Sendable {
        /// Its characters in order, anywhere (fzf's "v2", or "v1" for very long labels).
        case fuzzy
        /// A substring.
        case exact
        /// A substring whose ends are word boundaries (`'term'`).
        case exactBoundary
        /// The start of the label (leading white space skipped).
        case prefix
        /// The end of the label (trailing white space skipped).
        case suffix
        /// The whole label (white space at the ends skipped).
        case equal
    }

    /// One term, its characters as parsed.
    typealias Term = SearchTerm<[UInt32]>

    /// The sets of terms, all required.
    var sets: [[Term]]
    /// False when every term is inverse: then the matches keep the input order (as fzf does).
    var isSortable: Bool

    /// Whether the query matches every label, in order (an empty or blank query).
    var isEmpty: Bool { sets.isEmpty }

    /// Parses a query.
    init(_ query: String, syntax: FuzzyMatcher.Syntax = .extended) {
        if syntax.isExtended {
            sets = Self.parseExtended(query, fuzzy: !syntax.isExact)
            isSortable = sets.contains { $0.contains { !$0.isInverse } }
        } else {
            sets = Self.parseWhole(query, fuzzy: !syntax.isExact)
            isSortable = true
        }
    }

    /// Without the extended syntax, the whole query is one term (its spaces included); as in fzf,
    /// its characters are lowered but not folded.
    private static func parseWhole(_ query: String, fuzzy: Bool) -> [[Term]] {
        let scalars = query.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return [] }
        let lowered = scalars.map(SearchCharacters.lowercased)
        let isCaseSensitive = lowered != scalars
        let normalizes = lowered.allSatisfy { SearchCharacters.baseLetter($0) == $0 }
        return [
            [
                Term(
                    isCaseSensitive ? scalars : lowered, kind: fuzzy ? .fuzzy : .exact, isInverse: false,
                    isCaseSensitive: isCaseSensitive, normalizes: normalizes)
            ]
        ]
    }

    /// The extended syntax, read token by token as fzf 0.74 reads it.
    private static func parseExtended(_ query: String, fuzzy: Bool) -> [[Term]] {
        let space = UInt32(0x20)
        let tab = UInt32(0x09)
        let backslash = UInt32(0x5C)
        var scalars = Array(query.unicodeScalars.map(\.value).drop { $0 == space })
        while scalars.last == space && !(scalars.count >= 2 && scalars[scalars.count - 2] == backslash) {
            scalars.removeLast()
        }
        // "\ " is a space inside a term: fzf marks it with a tab while it splits at spaces.
        var marked: [UInt32] = []
        var offset = 0
        while offset < scalars.count {
            if scalars[offset] == backslash && offset + 1 < scalars.count && scalars[offset + 1] == space {
                marked.append(tab)
                offset += 2
            } else {
                marked.append(scalars[offset])
                offset += 1
            }
        }
        let tokens = marked.split(separator: space, omittingEmptySubsequences: true)

        var sets: [[Term]] = []
        var set: [Term] = []
        var startsNewSet = false
        var followsBar = false
        for token in tokens {
            var text = token.map { $0 == tab ? space : $0 }
            let lowered = text.map(SearchCharacters.lowercased)
            let isCaseSensitive = text != lowered
            let normalizes = lowered.allSatisfy { SearchCharacters.baseLetter($0) == $0 }
            if !isCaseSensitive { text = lowered }
            var kind: Kind = fuzzy ? .fuzzy : .exact
            var isInverse = false

            if !set.isEmpty && !followsBar && text == [0x7C] {  // "|"
                startsNewSet = false
                followsBar = true
                continue
            }
            followsBar = false
            if text.first == 0x21 {  // "!"
                isInverse = true
                kind = .exact
                text.removeFirst()
            }
            if text != [0x24] && text.last == 0x24 {  // "$"
                kind = .suffix
                text.removeLast()
            }
            if text.count >= 3 && text.first == 0x27 && text.last == 0x27 {  // "'term'": at word boundaries
                kind = .exactBoundary
                text = Array(text.dropFirst().dropLast())
            } else if text.first == 0x27 {  // "'" flips exactness
                kind = fuzzy && !isInverse ? .exact : .fuzzy
                text.removeFirst()
            } else if text.first == 0x5E {  // "^"
                kind = kind == .suffix ? .equal : .prefix
                text.removeFirst()
            }
            guard !text.isEmpty else { continue }
            if startsNewSet {
                sets.append(set)
                set = []
            }
            if normalizes { text = text.map(SearchCharacters.baseLetter) }
            set.append(
                Term(text, kind: kind, isInverse: isInverse, isCaseSensitive: isCaseSensitive, normalizes: normalizes))
            startsNewSet = true
        }
        if !set.isEmpty { sets.append(set) }
        return sets
    }
}
