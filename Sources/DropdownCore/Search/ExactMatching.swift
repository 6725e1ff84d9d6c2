// The terms that are not fuzzy, as fzf 0.74 matches and scores them: `'exact` (a substring),
// `'boundary'` (a substring at word boundaries), `^prefix`, `suffix$` and `^equal$`. Their characters compare lowered (every character that has
// a lower case, for a case-insensitive term) and folded to base letters (when the term normalizes).

extension FuzzyScoring {
    /// A substring: the occurrence whose first character has the highest bonus (the first one at a
    /// word boundary stops the search), scored as its characters align. O(n × m) at worst.
    static func exactMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return (0, 0, 0) }
        var bestStart = -1
        var bestBonus: Int16 = -1
        var from = 0
        while let start = nextOccurrence(of: pattern, in: text, from: from) {
            from = start + 1
            // fzf counts the start of the text as a boundary after white space, whatever the
            // character.
            let bonus = start == 0 ? boundaryAfterWhitespace : text.bonus(start, table: table)
            if bonus > bestBonus {
                bestStart = start
                bestBonus = bonus
            }
            if bonus >= boundary { break }
        }
        guard bestStart >= 0 else { return nil }
        let score = calculateScore(text, pattern, start: bestStart, end: bestStart + m, bonus: table, positions: false)
            .score
        return (bestStart, bestStart + m, score)
    }

    /// A substring whose first character starts a word (it has a bonus, and the character before it,
    /// if any, is white space, a delimiter or another non-word character) and whose last character
    /// ends one (the character after it, if any, is such a character): the first such occurrence,
    /// scored by its first character's bonus, less a little beside an underscore, plus what a match
    /// of every character at a word start would score, so that it competes with the other terms of
    /// a set. O(n × m) at worst.
    static func exactBoundaryMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        let n = text.count
        guard m > 0 else { return (0, 0, 0) }
        let delimiter = CharacterClass.delimiter.rawValue
        let underscore = UInt32(UInt8(ascii: "_"))
        var from = 0
        while let start = nextOccurrence(of: pattern, in: text, from: from) {
            from = start + 1
            let bonus = start == 0 ? boundaryAfterWhitespace : text.bonus(start, table: table)
            guard bonus >= boundary, start == 0 || text.characterClass(start - 1) <= delimiter else { continue }
            let end = start + m
            guard end == n || text.characterClass(end) <= delimiter else { continue }
            var score = Int(bonus)
            var deduction = Int(bonus - boundary) + 1
            if start > 0 && text.character(start - 1) == underscore {
                score -= deduction + 1
                deduction = 1
            }
            if end < n && text.character(end) == underscore { score -= deduction }
            return (start, end, score + match * m + Int(boundaryAfterWhitespace) * (m + 1))
        }
        return nil
    }

    /// The start of the text, after its leading white space (unless the term starts with white space).
    static func prefixMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return (0, 0, 0) }
        let start = isWhitespace(pattern[0]) ? 0 : leadingWhitespace(text)
        guard text.count - start >= m else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        let score = calculateScore(text, pattern, start: start, end: start + m, bonus: table, positions: false).score
        return (start, start + m, score)
    }

    /// The first offset from `start` on where the pattern's characters (at least one) stand in the
    /// text, or `nil`: each place of its first character, found as ``SearchText/firstOffset(of:from:before:)``
    /// finds it (eight bytes at a time in a byte text), is compared with the rest. O(n × m) at worst.
    @inline(__always)
    static func nextOccurrence<Text: SearchText>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: Text, from start: Int
    ) -> Int? {
        let lastStart = text.count - pattern.count
        var start = start
        while start <= lastStart {
            start = text.firstOffset(of: pattern[0], from: start, before: lastStart + 1)
            if start > lastStart { return nil }
            if occurs(pattern, in: text, at: start) { return start }
            start += 1
        }
        return nil
    }

    /// Whether the pattern's characters stand in the text from `start` on (the text has room for
    /// them). O(m).
    @inline(__always)
    static func occurs<Text: SearchText>(_ pattern: UnsafeBufferPointer<UInt32>, in text: Text, at start: Int) -> Bool {
        for index in pattern.indices where text.character(start + index) != pattern[index] { return false }
        return true
    }

    /// The end of the text, before its trailing white space (unless the term ends with white space).
    static func suffixMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        var end = text.count
        if m == 0 || !isWhitespace(pattern[m - 1]) { end -= trailingWhitespace(text) }
        guard m > 0 else { return (end, end, 0) }
        let start = end - m
        guard start >= 0 else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        let score = calculateScore(text, pattern, start: start, end: end, bonus: table, positions: false).score
        return (start, end, score)
    }

    /// The whole text, white space at its ends aside (unless the term has some there); scored as if
    /// every character started a word.
    static func equalMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>
    ) -> (start: Int, end: Int, score: Int)? {
        let m = pattern.count
        guard m > 0 else { return nil }
        let start = isWhitespace(pattern[0]) ? 0 : leadingWhitespace(text)
        let trailing = isWhitespace(pattern[m - 1]) ? 0 : trailingWhitespace(text)
        guard text.count - start - trailing == m else { return nil }
        guard occurs(pattern, in: text, at: start) else { return nil }
        return (start, start + m, maximumScore(length: m))
    }

    /// Go's `unicode.IsSpace`, which fzf asks of a term's first or last character.
    static func isWhitespace(_ character: UInt32) -> Bool {
        SearchCharacters.characterClass(character) == CharacterClass.whitespace.rawValue
    }

    static func leadingWhitespace<Text: SearchText>(_ text: Text) -> Int {
        var count = 0
        while count < text.count && text.characterClass(count) == CharacterClass.whitespace.rawValue { count += 1 }
        return count
    }

    static func trailingWhitespace<Text: SearchText>(_ text: Text) -> Int {
        var count = 0
        while count < text.count && text.characterClass(text.count - 1 - count) == CharacterClass.whitespace.rawValue {
            count += 1
        }
        return count
    }
}
