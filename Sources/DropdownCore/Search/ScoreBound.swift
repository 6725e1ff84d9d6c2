// Why the bound is never below a score
// ====================================
//
// What a matched character of a term can score (fzf's scoring):
// - 16, plus its bonus where the label has one for it: at most 10 after white space, or 9 at any
//   other word start or hump; twice for the term's first character. In a label without white
//   space only its first character has the 10 of a word after white space, and only the term's
//   first character can be matched there (the others are matched after it).
// - Inside a run of consecutive matches that started with a bonus: the run's bonus (then the run's
//   first two characters are a pair the label has where a bonus is).
// - Inside a run that did not: its own bonus after the character before it, or 4.
// - A run's first character without a bonus: 0.
//
// What a gap between runs costs: at least 3.
//
// Every kind of term
// ------------------
// Fuzzy, greedy, exact, prefix and suffix terms score at most the best total of these choices. An
// equal term scores its maximum, and a term at word boundaries at most its own
// (`FuzzyScoring.maximumScore(of:length:)`).

/// The best score a term could have in a label, known from the label's masks alone (without
/// reading it), so that a search for the best few matches can skip labels that cannot rank among
/// them (see ``FuzzyMatcher/best(_:for:)``).
///
/// The bound is the best total of what each matched character and gap can score; why it holds is
/// in the comment above.
///
/// The label's features (which of the term's characters it has with a bonus, which pairs, which can
/// follow white space) form a key of 3m - 1 bits; with `memoizes`, each key's bound is computed once.
///
/// Its storage is its owner's to free (``deallocate()``), so that reading a bound retains nothing.
struct ScoreBound {
    private let isInverse: Bool
    private let maximum: Int?
    private let count: Int
    /// The index of each character's mask bit.
    private let characterShifts: UnsafeMutablePointer<UInt64>
    /// The index of the bit of each pair of neighbouring characters (``SearchIndex/pairBit(_:_:)``).
    private let pairShifts: UnsafeMutablePointer<UInt64>
    /// The highest bonus each character can have right after the one before it.
    private let adjacentBonuses: UnsafeMutablePointer<Int>
    /// Bounds by key, plus one (0: not computed yet), for keys of up to `memoKeyBits` bits.
    private let memo: UnsafeMutablePointer<Int16>?
    private static let memoKeyBits = 18

    init(_ term: SearchQuery.Term, memoizes: Bool) {
        isInverse = term.isInverse
        let characters = term.pattern
        count = characters.count
        switch term.kind {
        case .equal, .exactBoundary: maximum = FuzzyScoring.maximumScore(of: term.kind, length: characters.count)
        default: maximum = nil
        }
        let bits = characters.map(SearchCharacters.maskBit)
        let shifts = bits.map { UInt64($0.trailingZeroBitCount) }
        characterShifts = .allocate(capacity: max(shifts.count, 1))
        characterShifts.initialize(from: shifts, count: shifts.count)
        let pairs = zip(bits, bits.dropFirst()).map {
            UInt64(SearchIndex.pairBit($0.trailingZeroBitCount, $1.trailingZeroBitCount).trailingZeroBitCount)
        }
        pairShifts = .allocate(capacity: max(pairs.count, 1))
        pairShifts.initialize(from: pairs, count: pairs.count)
        let folds = !term.isCaseSensitive || term.normalizes
        let adjacent = [0] + zip(characters, characters.dropFirst()).map { Self.adjacentBonus($0, $1, folded: folds) }
        adjacentBonuses = .allocate(capacity: adjacent.count)
        adjacentBonuses.initialize(from: adjacent, count: adjacent.count)
        let keyBits = 3 * characters.count - 1
        if memoizes && !isInverse && maximum == nil && count > 0 && count <= 64 && keyBits <= Self.memoKeyBits {
            memo = .allocate(capacity: 1 << keyBits)
            memo!.initialize(repeating: 0, count: 1 << keyBits)
        } else {
            memo = nil
        }
    }

    /// Frees the storage (once, by the owner).
    func deallocate() {
        characterShifts.deallocate()
        pairShifts.deallocate()
        adjacentBonuses.deallocate()
        memo?.deallocate()
    }

    /// The bound for a label: `boundaryMask`, the characters it has with a bonus; `pairs`, the pairs
    /// that start there; `wordStarts`, the characters that can have the bonus of a word after white
    /// space: every bit for a label with white space, else its first character's bit (then only the
    /// term's first character can have that bonus). O(m), or O(m) bit tests and one look-up when
    /// memoized.
    @inline(__always)
    func value(boundaryMask: UInt64, pairs: UInt64, wordStarts: UInt64) -> Int {
        if isInverse { return 0 }
        if let maximum { return maximum }
        guard count <= 64 else { return FuzzyScoring.maximumScore(length: count) }
        // Without branches: which bits a label has varies from label to label, unpredictably.
        var withBonus: UInt64 = 0
        var afterWhitespace: UInt64 = 0
        var withPair: UInt64 = 0
        for index in 0..<count {
            let shift = characterShifts[index]
            withBonus |= (boundaryMask &>> shift & 1) &<< UInt64(index)
            afterWhitespace |= (wordStarts &>> shift & 1) &<< UInt64(index)
        }
        for index in 0..<max(count - 1, 0) { withPair |= (pairs &>> pairShifts[index] & 1) &<< UInt64(index) }
        afterWhitespace &= withBonus & (wordStarts == ~0 ? ~0 : 1)
        guard let memo else {
            return compute(withBonus: withBonus, withPair: withPair, afterWhitespace: afterWhitespace)
        }
        let m = UInt64(count)
        let key = Int(withBonus | withPair &<< m | afterWhitespace &<< (2 * m - 1))
        if memo[key] == 0 {
            memo[key] = Int16(compute(withBonus: withBonus, withPair: withPair, afterWhitespace: afterWhitespace) + 1)
        }
        return Int(memo[key]) - 1
    }

    /// The best total over the choices (see the type's description), by dynamic programming over the
    /// term's characters: the best totals whose last character starts a run with a bonus, continues
    /// one, or is in a run without.
    private func compute(withBonus: UInt64, withPair: UInt64, afterWhitespace: UInt64) -> Int {
        let none = Int.min / 4
        let match = FuzzyScoring.match
        var startsRun = none
        var continuesRun = none
        var plain = none
        var runBonus = 0  // the highest bonus a run with a bonus can have started with so far
        for index in 0..<count {
            let bit = UInt64(1) << UInt64(index)
            let hasBonus = withBonus & bit != 0
            let high = Int(
                afterWhitespace & bit != 0 ? FuzzyScoring.boundaryAfterWhitespace : FuzzyScoring.boundaryAfterDelimiter)
            let level = hasBonus ? high : 0
            if index == 0 {
                startsRun = hasBonus ? match + high * FuzzyScoring.firstCharacterMultiplier : none
                plain = match
                runBonus = level
                continue
            }
            let best = max(startsRun, continuesRun, plain)
            let afterGap = best + FuzzyScoring.gapStart
            let adjacent = adjacentBonuses[index]
            let inherited = max(withPair & (bit >> 1) != 0 ? startsRun : none, continuesRun)
            startsRun =
                hasBonus ? max(afterGap, adjacent >= Int(FuzzyScoring.boundary) ? best : none) + match + high : none
            continuesRun = inherited > none ? inherited + match + max(runBonus, level) : none
            plain = max(plain + match + max(Int(FuzzyScoring.consecutive), min(level, adjacent)), afterGap + match)
            runBonus = max(runBonus, level)
        }
        return max(startsRun, continuesRun, plain)
    }

    /// The highest bonus a label character matching `second` can have right after one matching
    /// `first`: by their classes, where a letter may also be of the other case or of no case when the
    /// term folds (ignores case or folds to base letters).
    private static func adjacentBonus(_ first: UInt32, _ second: UInt32, folded: Bool) -> Int {
        func classes(_ character: UInt32) -> [UInt8] {
            let characterClass = SearchCharacters.characterClass(character)
            let letters: [FuzzyScoring.CharacterClass] = [.lower, .upper, .letter]
            if folded && letters.map(\.rawValue).contains(characterClass) { return letters.map(\.rawValue) }
            return [characterClass]
        }
        var best: Int16 = 0
        for previous in classes(first) {
            for current in classes(second) {
                best = max(best, FuzzyScoring.bonusTable[Int(previous) * 7 + Int(current)])
            }
        }
        return Int(best)
    }
}
