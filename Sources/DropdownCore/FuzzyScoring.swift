/// fzf's scoring ("v2"), written from its published rules: a matched character scores 16, a gap
/// costs 3 to open and 1 per further character, and characters at special places earn bonuses
/// (the start of a word, a camelCase hump, a digit after a letter); the first query character's
/// bonus counts double, and a run of consecutive matches keeps the bonus of its first character.
/// The best alignment is found by dynamic programming (Smith-Waterman without omissions), not
/// greedily. Matches are ranked by score, then by the shorter label, then by the original order.
enum FuzzyScoring {
    static let match: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    static let boundary: Int16 = 8
    static let nonWord: Int16 = 8
    static let camel123: Int16 = 7
    static let consecutive: Int16 = 4
    static let firstCharacterMultiplier: Int16 = 2
    static let boundaryAfterWhitespace: Int16 = 10
    static let boundaryAfterDelimiter: Int16 = 9

    /// The class of a character, which decides the bonuses of the character after it.
    enum CharacterClass: UInt8 {
        case whitespace = 0, nonWord, delimiter, lower, upper, letter, number
    }

    /// The bonus for a character of class `current` after one of class `previous`.
    static func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        if current.rawValue > CharacterClass.nonWord.rawValue {
            switch previous {
            case .whitespace: return boundaryAfterWhitespace
            case .delimiter: return boundaryAfterDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel123
        }
        if current == .nonWord { return nonWord }
        if current == .whitespace { return boundaryAfterWhitespace }
        return 0
    }

    /// Every `bonus(after:_:)`, indexed by `previous * 7 + current`.
    static let bonusTable: [Int16] = (0..<49).map {
        bonus(after: CharacterClass(rawValue: UInt8($0 / 7))!, CharacterClass(rawValue: UInt8($0 % 7))!)
    }

    /// ASCII bytes with upper-case letters lowered, and ASCII bytes as they are.
    static let asciiLowercase: [UInt8] = (0..<128).map { UInt8($0) >= 0x41 && UInt8($0) <= 0x5A ? UInt8($0) | 0x20 : UInt8($0) }
    static let asciiIdentity: [UInt8] = (0..<128).map { UInt8($0) }

    /// The class of each ASCII byte.
    static let asciiClasses: [UInt8] = (0..<128).map { byte -> UInt8 in
        let class_: CharacterClass
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): class_ = .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): class_ = .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): class_ = .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: class_ = .whitespace
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
            class_ = .delimiter
        default: class_ = .nonWord
        }
        return class_.rawValue
    }

    /// The class of a scalar.
    static func characterClass(of scalar: Unicode.Scalar) -> CharacterClass {
        if scalar.isASCII { return CharacterClass(rawValue: asciiClasses[Int(scalar.value)])! }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return properties.isWhitespace ? .whitespace : .nonWord
        }
    }
}

/// A text as the scorer reads it: each character folded as the query asks, and its class.
protocol ScorableText {
    /// The number of characters.
    var count: Int { get }
    /// The character at an offset, folded (lower case unless case-sensitive; Latin diacritics removed
    /// when the query normalizes).
    func folded(_ offset: Int) -> UInt32
    /// The class of the character at an offset.
    func characterClass(_ offset: Int) -> UInt8
}

/// An ASCII label read in place from the index's bytes.
struct ASCIIText: ScorableText {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// 128 entries: lower case for a case-insensitive term, the byte itself otherwise.
    let fold: UnsafePointer<UInt8>
    let classes: UnsafePointer<UInt8>

    @inline(__always) func folded(_ offset: Int) -> UInt32 { UInt32(fold[Int(bytes[offset])]) }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { classes[Int(bytes[offset])] }
}

/// A label decoded into the workspace: folded scalars and their classes.
struct DecodedText: ScorableText {
    let characters: UnsafePointer<UInt32>
    let classes: UnsafePointer<UInt8>
    let count: Int

    @inline(__always) func folded(_ offset: Int) -> UInt32 { characters[offset] }
    @inline(__always) func characterClass(_ offset: Int) -> UInt8 { classes[offset] }
}

/// The working memory of one search: allocated once, sized for the longest label, and reused for
/// every label, so that scoring allocates nothing per label. Not shared between searches.
struct ScoringBuffers {
    let characters: UnsafeMutablePointer<UInt32>
    let classes: UnsafeMutablePointer<UInt8>
    let bonuses: UnsafeMutablePointer<Int16>
    let scores: UnsafeMutablePointer<Int16>
    let runs: UnsafeMutablePointer<Int16>
    let firsts: UnsafeMutablePointer<Int>
    /// `FuzzyScoring.bonusTable`, in place.
    let bonusTable: UnsafeMutablePointer<Int16>

    /// Runs `body` with buffers for labels of up to `length` characters and terms of up to
    /// `termLength`; with `keepsAllRows`, room for the whole score matrix (match positions).
    static func with<Result>(
        length: Int, termLength: Int, keepsAllRows: Bool, _ body: (ScoringBuffers) -> Result
    ) -> Result {
        let length = max(length, 1)
        let termLength = max(termLength, 1)
        let rows = keepsAllRows ? termLength : 2
        let buffers = ScoringBuffers(
            characters: .allocate(capacity: length), classes: .allocate(capacity: length),
            bonuses: .allocate(capacity: length), scores: .allocate(capacity: length * rows),
            runs: .allocate(capacity: length * rows), firsts: .allocate(capacity: termLength),
            bonusTable: .allocate(capacity: FuzzyScoring.bonusTable.count))
        buffers.bonusTable.initialize(from: FuzzyScoring.bonusTable, count: FuzzyScoring.bonusTable.count)
        defer {
            buffers.characters.deallocate()
            buffers.classes.deallocate()
            buffers.bonuses.deallocate()
            buffers.scores.deallocate()
            buffers.runs.deallocate()
            buffers.firsts.deallocate()
            buffers.bonusTable.deallocate()
        }
        return body(buffers)
    }
}

extension FuzzyScoring {
    /// The best score of `term` in `text`, or `nil` when the text does not contain the term's
    /// characters in order. With `positions`, also the offsets of the best alignment (ascending).
    ///
    /// O(n) when it does not match; O(m × w) when it does, for a term of m characters and the window
    /// w between the first possible start and the last possible end of a match.
    @inline(__always)
    static func score<Text: ScorableText>(
        _ text: Text, term: UnsafeBufferPointer<UInt32>, buffers: ScoringBuffers,
        positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int16? {
        let m = term.count
        let n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        let table = buffers.bonusTable
        if m == 1 { return scoreOneCharacter(text, term[0], table: table, positions: positions) }
        let firsts = buffers.firsts
        // Phase 1: the first place each character can match, in order; then the last place the
        // final character occurs. A text that fails here does not match at all.
        var next = 0
        for index in 0..<m {
            let wanted = term[index]
            while next < n && text.folded(next) != wanted { next += 1 }
            if next == n { return nil }
            firsts[index] = next
            next += 1
        }
        let first = firsts[0]
        var last = n - 1
        let lastCharacter = term[m - 1]
        while text.folded(last) != lastCharacter { last -= 1 }
        let width = last - first + 1

        // Phase 2: the bonus of every position of the window.
        let bonuses = buffers.bonuses
        var previousClass = first > 0 ? text.characterClass(first - 1) : CharacterClass.whitespace.rawValue
        for offset in 0..<width {
            let current = text.characterClass(first + offset)
            bonuses[offset] = table[Int(previousClass) &* 7 &+ Int(current)]
            previousClass = current
        }

        // Phase 3: the score matrix, row by row. Without positions, two rows are enough.
        let keepsAllRows = positions != nil
        let scores = buffers.scores
        let runs = buffers.runs
        func row(_ index: Int) -> Int { (keepsAllRows ? index : index & 1) * width }

        var previousScore: Int16 = 0
        var inGap = false
        let firstCharacter = term[0]
        for offset in 0..<width {
            if text.folded(first + offset) == firstCharacter {
                scores[offset] = match + bonuses[offset] * firstCharacterMultiplier
                runs[offset] = 1
                inGap = false
            } else {
                scores[offset] = max(previousScore + (inGap ? gapExtension : gapStart), 0)
                runs[offset] = 0
                inGap = true
            }
            previousScore = scores[offset]
        }

        var best: Int16 = 0
        var bestOffset = 0
        for index in 1..<m {
            let wanted = term[index]
            let current = row(index)
            let above = row(index - 1)
            let start = firsts[index] - first
            var left: Int16 = 0
            inGap = false
            for offset in start..<width {
                let gapScore = left + (inGap ? gapExtension : gapStart)
                var matchScore: Int16 = 0
                var run: Int16 = 0
                if text.folded(first + offset) == wanted {
                    matchScore = scores[above + offset - 1] + match
                    var bonus = bonuses[offset]
                    run = runs[above + offset - 1] + 1
                    if run > 1 {
                        let runStartBonus = bonuses[offset - Int(run) + 1]
                        if bonus >= boundary && bonus > runStartBonus {
                            run = 1  // a new word starts here: the run breaks
                        } else {
                            bonus = max(bonus, consecutive, runStartBonus)
                        }
                    }
                    if matchScore + bonus < gapScore {
                        matchScore += bonuses[offset]
                        run = 0
                    } else {
                        matchScore += bonus
                    }
                }
                runs[current + offset] = run
                inGap = matchScore < gapScore
                let value = max(matchScore, gapScore, 0)
                scores[current + offset] = value
                left = value
                if index == m - 1 && value > best {
                    best = value
                    bestOffset = offset
                }
            }
        }

        // Phase 4: the positions of the best alignment, walking back from its end.
        if let positions {
            var found: [Int] = []
            found.reserveCapacity(m)
            var index = m - 1
            var offset = bestOffset
            var prefersMatch = true
            while true {
                let current = index * width
                let value = scores[current + offset]
                let start = firsts[index] - first
                let diagonal: Int16 = index > 0 && offset >= start ? scores[current - width + offset - 1] : 0
                let leftValue: Int16 = offset > start ? scores[current + offset - 1] : 0
                let rowBefore = index
                if value > diagonal && (value > leftValue || value == leftValue && prefersMatch) {
                    found.append(first + offset)
                    if index == 0 { break }
                    index -= 1
                }
                let below = rowBefore + 1 < m && offset + 1 < width && offset + 1 >= firsts[rowBefore + 1] - first
                prefersMatch = runs[rowBefore * width + offset] > 1
                    || below && runs[(rowBefore + 1) * width + offset + 1] > 0
                offset -= 1
            }
            positions.pointee = found.reversed()
        }
        return best
    }

    /// One ASCII character in an ASCII label, eight bytes at a time (SWAR): the same result as
    /// `scoreOneCharacter`. Reads up to seven bytes past the label, which the index pads.
    @inline(__always)
    static func scoreOneASCIICharacter(
        _ bytes: UnsafePointer<UInt8>, count: Int, wanted: UInt8, ignoresCase: Bool,
        classes: UnsafePointer<UInt8>, table: UnsafeMutablePointer<Int16>
    ) -> Int16? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let isLetter = wanted >= UInt8(ascii: "a") && wanted <= UInt8(ascii: "z")
        let caseBits: UInt64 = ignoresCase && isLetter ? 0x2020_2020_2020_2020 : 0
        let pattern = UInt64(wanted) &* ones
        var best: Int16 = 0
        var found = false
        var offset = 0
        while offset < count {
            let chunk = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
            let difference = (chunk | caseBits) ^ pattern
            // The high bit of every byte that is zero in `difference`, exactly (no borrows).
            var hits = ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference)
                & 0x8080_8080_8080_8080
            let remaining = count - offset
            if remaining < 8 { hits &= (UInt64(1) << UInt64(remaining * 8)) &- 1 }
            while hits != 0 {
                let position = offset + hits.trailingZeroBitCount / 8
                let previous = position > 0 ? classes[Int(bytes[position - 1])] : CharacterClass.whitespace.rawValue
                let bonus = table[Int(previous) &* 7 &+ Int(classes[Int(bytes[position])])]
                let value = match + bonus * firstCharacterMultiplier
                if value > best {
                    best = value
                    found = true
                    if bonus >= boundary { return best }
                }
                hits &= hits &- 1
            }
            offset += 8
        }
        return found ? best : nil
    }

    /// One character: its best single position. Like fzf, the scan stops at the first word
    /// boundary that improves the score.
    @inline(__always)
    static func scoreOneCharacter<Text: ScorableText>(
        _ text: Text, _ wanted: UInt32, table: UnsafeMutablePointer<Int16>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int16? {
        var best: Int16 = 0
        var bestPosition = -1
        for position in 0..<text.count where text.folded(position) == wanted {
            let previous = position > 0 ? text.characterClass(position - 1) : CharacterClass.whitespace.rawValue
            let bonus = table[Int(previous) &* 7 &+ Int(text.characterClass(position))]
            let value = match + bonus * firstCharacterMultiplier
            if value > best {
                best = value
                bestPosition = position
                if bonus >= boundary { break }
            }
        }
        guard bestPosition >= 0 else { return nil }
        positions?.pointee = [bestPosition]
        return best
    }
}
