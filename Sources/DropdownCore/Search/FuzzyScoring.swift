/// fzf's scoring (0.74.5), written from its published rules: a matched character scores 16, a gap
/// costs 3 to open and 1 per further character, and characters at special places earn bonuses
/// (the start of a word, a camelCase hump, a digit after a letter); the first query character's
/// bonus counts double, and a run of consecutive matches keeps the bonus of its first character.
///
/// A fuzzy term is aligned by dynamic programming (fzf's "v2": Smith-Waterman without omissions),
/// unless the label's length times the term's length exceeds fzf's work area of 102,400 cells: then,
/// as fzf does, greedily ("v1": the first match, shortened from its end). Scores are `Int`s: no
/// query or label length overflows them.
enum FuzzyScoring {
    static let match = 16
    static let gapStart = -3
    static let gapExtension = -1
    static let boundary: Int16 = 8
    static let nonWord: Int16 = 8
    static let camel123: Int16 = 7
    static let consecutive: Int16 = 4
    static let firstCharacterMultiplier = 2
    static let boundaryAfterWhitespace: Int16 = 10
    static let boundaryAfterDelimiter: Int16 = 9

    /// fzf's work area for "v2" (`slab16Size`): beyond this many cells (label length × term length)
    /// it aligns greedily.
    static let optimalCellLimit = 100 * 1024

    /// The highest score a term of `length` characters can have: every character at the start of a
    /// word after white space, consecutive.
    static func maximumScore(length: Int) -> Int {
        length * (match + Int(boundaryAfterWhitespace)) + Int(boundaryAfterWhitespace)
    }

    /// The highest score a term of a kind can have: ``maximumScore(length:)``, or for a term at word
    /// boundaries (`'term'`) its first character's bonus more.
    static func maximumScore(of kind: SearchQuery.Kind, length: Int) -> Int {
        maximumScore(length: length) + (kind == .exactBoundary ? Int(boundaryAfterWhitespace) : 0)
    }

    /// The class of a character, which decides the bonuses of the character after it.
    enum CharacterClass: UInt8 {
        case whitespace = 0
        case nonWord
        case delimiter
        case lower
        case upper
        case letter
        case number
    }

    /// The bonus for a character of class `current` after one of class `previous`: every character
    /// but white space starts a word after white space, a delimiter or another non-word character
    /// (fzf 0.73 on: a non-word character too), and a non-word character or a delimiter after a word
    /// has the non-word bonus.
    static func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        if current.rawValue >= CharacterClass.nonWord.rawValue {
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
        if current == .nonWord || current == .delimiter { return nonWord }
        if current == .whitespace { return boundaryAfterWhitespace }
        return 0
    }

    /// Every `bonus(after:_:)`, indexed by `previous * 7 + current`.
    static let bonusTable: [Int16] = (0..<49).map {
        bonus(after: CharacterClass(rawValue: UInt8($0 / 7))!, CharacterClass(rawValue: UInt8($0 % 7))!)
    }

    /// ASCII bytes with upper-case letters lowered, and ASCII bytes as they are.
    static let asciiLowercase: [UInt8] = (0..<128).map {
        UInt8($0) >= 0x41 && UInt8($0) <= 0x5A ? UInt8($0) | 0x20 : UInt8($0)
    }
    static let asciiIdentity: [UInt8] = (0..<128).map { UInt8($0) }

    /// The class of each ASCII byte.
    static let asciiClasses: [UInt8] = (0..<128).map { byte -> UInt8 in
        let characterClass: CharacterClass
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): characterClass = .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): characterClass = .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): characterClass = .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: characterClass = .whitespace
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
            characterClass = .delimiter
        default: characterClass = .nonWord
        }
        return characterClass.rawValue
    }
}

/// The working memory of one search, allocated once and reused for every label.
final class ScoringScratch {
    /// A label's characters folded for a term (as long as the longest label).
    let characters: UnsafeMutablePointer<UInt32>
    /// A label's folded words, as the index folds them (``IndexReader/foldedWords(_:into:)``).
    let folded: UnsafeMutablePointer<UInt32>
    /// Per term character (up to 64), its row's last match cell (`FuzzyScoring.optimalScore`).
    let rowCells: UnsafeMutablePointer<OptimalRows.Cell>

    /// Scratch for labels of up to `length` characters.
    init(length: Int) {
        let length = max(length, 1)
        characters = .allocate(capacity: length)
        folded = .allocate(capacity: length)
        rowCells = .allocate(capacity: 64)
    }

    deinit {
        characters.deallocate()
        folded.deallocate()
        rowCells.deallocate()
    }
}

/// The state of `FuzzyScoring.optimalScore`: each row's last match cell, and the rows started so
/// far: row r starts at its character's first place after row r - 1 started (fzf's greedy first
/// match).
struct OptimalRows {
    /// A row's last match cell.
    struct Cell {
        /// The label's column of the cell.
        var column: Int32
        /// The cell's score.
        var score: Int32
        /// The length of the run of consecutive matches the cell ends.
        var run: Int16
        /// The bonus of that run's first character.
        var runBonus: Int16
        /// Whether the row was in a gap after the cell.
        var inGap: Bool
    }

    let count: Int
    let cells: UnsafeMutablePointer<Cell>
    var started = 0
    var nextRow: UInt64 = 1
    var activeRows: UInt64 = 0
    var best: Int32 = 0
    /// Where the best alignment ends (the first column that scores `best`).
    var bestColumn: Int32 = -1

    @inline(__always)
    init(pattern: PreparedPattern, scratch: ScoringScratch) {
        count = pattern.count
        cells = scratch.rowCells
    }

    /// The score, once every match cell was visited; `nil` when the term's characters are not all
    /// there in order.
    var score: Int? { started == count ? Int(best) : nil }

    /// Visits a column whose character is that of `found` rows, whose bonus is `own`.
    @inline(__always)
    mutating func visit(_ offset: Int, _ found: UInt64, bonus own: Int16) {
        var rows = found
        if rows & nextRow != 0 {
            activeRows |= nextRow
            cells[started].column = -1
            started += 1
            nextRow = started < count ? nextRow << 1 : 0
        }
        rows &= activeRows
        let column = Int32(truncatingIfNeeded: offset)
        // Rows from the last, so that each reads the row above as it was before this column.
        while rows != 0 {
            let row = 63 - rows.leadingZeroBitCount
            rows &= ~(1 &<< UInt64(row))
            if row == 0 {
                cells[0] = Cell(
                    column: column,
                    score: Int32(FuzzyScoring.match) + Int32(own) * Int32(FuzzyScoring.firstCharacterMultiplier),
                    run: 1, runBonus: own, inGap: false)
                continue
            }
            // The cell to the left: the row's last match cell, decayed.
            let last = cells[row]
            var gapScore = Int32(FuzzyScoring.gapStart)
            if last.column >= 0 {
                let distance = column - 1 - last.column
                if distance == 0 {
                    gapScore = last.score + Int32(last.inGap ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart)
                } else {
                    let left = max(0, last.score - distance - (last.inGap ? 0 : 2))
                    gapScore = left + Int32(left > 0 ? FuzzyScoring.gapExtension : FuzzyScoring.gapStart)
                }
            }
            // The cell diagonally above: the previous row's last match cell, decayed.
            let above = cells[row - 1]
            let distance = column - 1 - above.column
            var matchScore = Int32(FuzzyScoring.match)
            var bonus = own
            var run: Int16 = 1
            var runBonus = own
            if distance == 0 {
                matchScore += above.score
                if above.run > 0 {
                    if own >= FuzzyScoring.boundary && own > above.runBonus {
                        // a new word starts here: the run breaks
                    } else {
                        run = above.run + 1
                        bonus = max(own, FuzzyScoring.consecutive, above.runBonus)
                        runBonus = above.runBonus
                    }
                }
            } else {
                matchScore += max(0, above.score - distance - (above.inGap ? 0 : 2))
            }
            if matchScore + Int32(bonus) < gapScore {
                matchScore += Int32(own)
                run = 0
            } else {
                matchScore += Int32(bonus)
            }
            let score = max(matchScore, gapScore)
            cells[row] = Cell(column: column, score: score, run: run, runBonus: runBonus, inGap: matchScore < gapScore)
            if row == count - 1 && score > best {
                best = score
                bestColumn = column
            }
        }
    }
}

/// A term's characters in place, with what the scorers precompute about them.
struct PreparedPattern {
    let characters: UnsafeBufferPointer<UInt32>
    /// For each ASCII character, the rows (term positions, up to 64) whose character it is.
    let asciiRows: UnsafePointer<UInt64>
    /// For each byte of an ASCII label, the rows whose character it is once folded as the term
    /// folds (lowered for a case-insensitive term).
    let byteRows: UnsafePointer<UInt64>
    /// The term's distinct characters, when they are ASCII and at most eight, for eight-byte scans.
    let asciiCharacters: ASCIICharacters?

    /// Distinct ASCII characters as eight-byte patterns: a byte matches the character when
    /// `(byte | caseBits) == pattern` (the case bit is set for a letter of a case-insensitive term).
    struct ASCIICharacters {
        let patterns: UnsafePointer<UInt64>
        let caseBits: UnsafePointer<UInt64>
        let count: Int
    }

    var count: Int { characters.count }
    subscript(_ index: Int) -> UInt32 { characters[index] }

    /// The rows (term positions, up to 64) whose character is `character`.
    @inline(__always)
    func rows(of character: UInt32) -> UInt64 {
        if character < 0x80 { return asciiRows[Int(character)] }
        var rows: UInt64 = 0
        for index in 0..<min(count, 64) where characters[index] == character { rows |= 1 << UInt64(index) }
        return rows
    }
}

// MARK: Fuzzy terms

extension FuzzyScoring {
    /// The score of a fuzzy term in a text, or `nil` when the text lacks the term's characters in
    /// order: fzf's "v2" (optimal), or "v1" (greedy) beyond its cell limit.
    @inline(__always)
    static func fuzzyScore<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        if text.count * m > optimalCellLimit {
            if let ascii = text as? ASCIIText { return greedyScore(ascii, pattern.characters, bonus: bonus) }
            if let folded = text as? FoldedByteText { return greedyScore(folded, pattern.characters, bonus: bonus) }
            return greedyMatch(text, pattern.characters, bonus: bonus)?.score
        }
        if m == 1 { return oneCharacterMatch(text, pattern[0], bonus: bonus)?.score }
        if m > 64 { return optimalAlignment(text, pattern.characters, bonus: bonus, positions: false)?.score }
        if let characters = pattern.asciiCharacters {
            if let ascii = text as? ASCIIText {
                return optimalScore(ascii, pattern, characters: characters, scratch: scratch, bonus: bonus)
            }
            if let folded = text as? FoldedByteText {
                return optimalScore(folded, pattern, characters: characters, scratch: scratch, bonus: bonus)
            }
        }
        return optimalScore(text, pattern, scratch: scratch, bonus: bonus)
    }

    /// The score and the matched offsets of a fuzzy term, as fzf highlights them.
    ///
    /// On a long text, the alignment's end is found first (where the term follows white space in a
    /// row, which scores the maximum, or by `optimalScore`), and only a band of the matrix before it
    /// is computed (see `optimalAlignment`).
    static func fuzzyMatch<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus: UnsafePointer<Int16>
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        guard m > 0 else { return (0, []) }
        if text.count * m > optimalCellLimit {
            return greedyMatch(text, pattern.characters, bonus: bonus, positions: true)
        }
        if m == 1 { return oneCharacterMatch(text, pattern[0], bonus: bonus) }
        let band = 53 * m + 64
        if text.count > 2 * band && m <= 64 {
            var end = firstMaximumEnd(text, pattern.characters, bonus: bonus)
            if end == nil {
                var rows = OptimalRows(pattern: pattern, scratch: scratch)
                for offset in 0..<text.count {
                    let found = text.rows(offset, in: pattern)
                    if found != 0 { rows.visit(offset, found, bonus: text.bonus(offset, table: bonus)) }
                }
                guard rows.score != nil else { return nil }
                end = Int(rows.bestColumn)
            }
            if let end,
                let result = optimalAlignment(
                    text, pattern.characters, bonus: bonus, positions: true, band: (max(0, end - band), end))
            {
                return result
            }
        }
        return optimalAlignment(text, pattern.characters, bonus: bonus, positions: true)
    }

    /// The end of the first place where the term follows white space (or the start) in a row:
    /// the first alignment with the maximum score, or `nil`.
    static func firstMaximumEnd<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        var start = text.firstOffset(of: pattern[0], from: 0)
        while start + m <= text.count {
            if text.bonus(start, table: table) == boundaryAfterWhitespace {
                var index = 1
                while index < m && text.character(start + index) == pattern[index] { index += 1 }
                if index == m { return start + m - 1 }
            }
            start = text.firstOffset(of: pattern[0], from: start + 1)
        }
        return nil
    }

    /// One character ("v2" with one row): its best position; like fzf, the scan stops at the first
    /// word boundary that improves the score.
    @inline(__always)
    static func oneCharacterMatch<Text: SearchText>(
        _ text: Text, _ wanted: UInt32, bonus table: UnsafePointer<Int16>
    ) -> (score: Int, positions: [Int])? {
        var best = 0
        var bestPosition = -1
        var offset = 0
        let count = text.count
        while offset < count {
            if text.character(offset) == wanted {
                let bonus = text.bonus(offset, table: table)
                let value = match + Int(bonus) * firstCharacterMultiplier
                if value > best {
                    best = value
                    bestPosition = offset
                    if bonus >= boundary { break }
                }
            }
            offset += 1
        }
        return bestPosition < 0 ? nil : (best, [bestPosition])
    }

    /// One ASCII character in an ASCII label, eight bytes at a time: `oneCharacterMatch`'s score.
    /// Reads up to seven bytes past the label, which the index pads.
    @inline(__always)
    static func scoreOneASCIICharacter(
        _ bytes: UnsafePointer<UInt8>, count: Int, wanted: UInt8, ignoresCase: Bool,
        classes: UnsafePointer<UInt8>, table: UnsafePointer<Int16>
    ) -> Int? {
        guard let byte = WantedByte(UInt32(wanted), ignoresCase: ignoresCase) else { return nil }
        var best = 0
        var offset = 0
        while offset < count {
            var hits = byte.hits(in: bytes, at: offset, count: count - offset)
            while hits != 0 {
                let position = offset + hits.trailingZeroBitCount / 8
                let previous = position > 0 ? classes[Int(bytes[position - 1])] : CharacterClass.whitespace.rawValue
                let bonus = table[Int(previous) &* 7 &+ Int(classes[Int(bytes[position])])]
                let value = match + Int(bonus) * firstCharacterMultiplier
                if value > best {
                    best = value
                    if bonus >= boundary { return best }
                }
                hits &= hits &- 1
            }
            offset += 8
        }
        return best > 0 ? best : nil
    }

    /// fzf's "v2" score for a term of 2 to 64 characters, computed in one pass over the text and
    /// only at the cells where a term character matches: between them a row's score only decays
    /// (3 to open a gap, 1 per further character, never below 0), so a match cell needs only the
    /// last match cell of its row and of the row above, which each row keeps. O(n + matches) instead
    /// of O(n × m), with the full matrix's result.
    @inline(__always)
    static func optimalScore<Text: SearchText>(
        _ text: Text, _ pattern: PreparedPattern, scratch: ScoringScratch, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        var rows = OptimalRows(pattern: pattern, scratch: scratch)
        for offset in 0..<text.count {
            let found = text.rows(offset, in: pattern)
            if found != 0 { rows.visit(offset, found, bonus: text.bonus(offset, table: table)) }
        }
        return rows.score
    }

    /// `optimalScore` for a text of bytes, eight at a time: only the bytes that are one of the
    /// term's characters are visited. Reads up to seven bytes past the text, which the index pads.
    @inline(__always)
    static func optimalScore<Text: ByteText>(
        _ text: Text, _ pattern: PreparedPattern, characters: PreparedPattern.ASCIICharacters,
        scratch: ScoringScratch, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        var rows = OptimalRows(pattern: pattern, scratch: scratch)
        let bytes = text.bytes
        let n = text.count
        var offset = 0
        while offset < n {
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            var hits: UInt64 = 0
            for index in 0..<characters.count {
                hits |= WantedByte.zeroBytes((word | characters.caseBits[index]) ^ characters.patterns[index])
            }
            hits &= WantedByte.firstBytes(n - offset)
            while hits != 0 {
                let position = offset + hits.trailingZeroBitCount / 8
                rows.visit(position, text.rows(position, in: pattern), bonus: text.bonus(position, table: table))
                hits &= hits &- 1
            }
            offset += 8
        }
        return rows.score
    }

    /// fzf's "v2" with the whole score matrix, and the positions of its best alignment walked back
    /// from its end, as fzf walks them. O(m × w) for the window w from the first possible start to
    /// the last possible end (at most fzf's cell limit).
    ///
    /// With `band` (the columns from `band.start` to `band.end`, where the best alignment ends), only
    /// that band of the matrix is computed, as if its cells left of it were empty: fzf's matrix and
    /// this one agree from 53m columns into the band on (a difference at its left edge can only
    /// survive along a path of positive scores, which gains at most 26 per row and loses at least 1
    /// per column), so the result stands when the walk back stays there; else it is `nil`.
    static func optimalAlignment<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>,
        positions wantsPositions: Bool,
        band: (start: Int, end: Int)? = nil
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        let n = text.count
        var firsts = [Int](repeating: 0, count: m)
        var next = 0
        for index in 0..<m {
            next = text.firstOffset(of: pattern[index], from: next)
            if next >= n { return nil }
            firsts[index] = next
            next += 1
        }
        var last = n - 1
        while text.character(last) != pattern[m - 1] { last -= 1 }
        var first = firsts[0]
        if let band {
            first = max(first, band.start)
            last = band.end
        }
        let exactFrom = first > firsts[0] ? first + 53 * m : first
        let width = last - first + 1
        guard width > 0 else { return nil }

        var bonuses = [Int16](repeating: 0, count: width)
        for offset in 0..<width { bonuses[offset] = text.bonus(first + offset, table: table) }
        var scores = [Int16](repeating: 0, count: width * m)
        var runs = [Int16](repeating: 0, count: width * m)

        var previousScore: Int16 = 0
        var inGap = false
        for offset in 0..<width {
            if text.character(first + offset) == pattern[0] {
                scores[offset] = Int16(match) + bonuses[offset] * Int16(firstCharacterMultiplier)
                runs[offset] = 1
                inGap = false
            } else {
                scores[offset] = max(previousScore + Int16(inGap ? gapExtension : gapStart), 0)
                runs[offset] = 0
                inGap = true
            }
            previousScore = scores[offset]
        }

        var best: Int16 = 0
        var bestOffset = 0
        for index in 1..<m {
            let wanted = pattern[index]
            let current = index * width
            let above = current - width
            let start = max(firsts[index] - first, 0)
            var left: Int16 = 0
            inGap = false
            for offset in start..<width {
                let gapScore = left + Int16(inGap ? gapExtension : gapStart)
                var matchScore: Int16 = 0
                var run: Int16 = 0
                if text.character(first + offset) == wanted {
                    matchScore = (offset > 0 ? scores[above + offset - 1] : 0) + Int16(match)
                    var bonus = bonuses[offset]
                    run = (offset > 0 ? runs[above + offset - 1] : 0) + 1
                    if run > 1 {
                        let runStartBonus = bonuses[offset - Int(run) + 1]
                        if bonus >= boundary && bonus > runStartBonus {
                            run = 1
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
        guard wantsPositions else { return first + bestOffset >= exactFrom ? (Int(best), []) : nil }

        // Walk back from the best end: take a match where it beats both the cell diagonally above
        // and the one to the left (or ties the left one inside a run).
        var found: [Int] = []
        found.reserveCapacity(m)
        var index = m - 1
        var offset = bestOffset
        var prefersMatch = true
        while true {
            if first + offset - 1 < exactFrom && first > firsts[0] { return nil }  // left the exact columns
            let current = index * width
            let value = scores[current + offset]
            let start = max(firsts[index] - first, 0)
            let diagonal: Int16 = index > 0 && offset >= start && offset > 0 ? scores[current - width + offset - 1] : 0
            let leftValue: Int16 = offset > start ? scores[current + offset - 1] : 0
            let row = index
            if value > diagonal && (value > leftValue || value == leftValue && prefersMatch) {
                found.append(first + offset)
                if index == 0 { break }
                index -= 1
            }
            let below = row + 1 < m && offset + 1 < width && offset + 1 >= firsts[row + 1] - first
            prefersMatch = runs[row * width + offset] > 1 || below && runs[(row + 1) * width + offset + 1] > 0
            offset -= 1
        }
        return (Int(best), found.reversed())
    }

    /// fzf's "v1": the first match scanning forward, shortened by scanning back from its end (both
    /// scans fold characters alike, as fzf's do from 0.60.1 on), scored by `calculateScore`. O(n).
    static func greedyMatch<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>,
        positions: Bool = false
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.count
        let n = text.count
        var index = 0
        var start = -1
        var end = -1
        var offset = 0
        while offset < n {
            if text.character(offset) == pattern[index] {
                if start < 0 { start = offset }
                index += 1
                if index == m {
                    end = offset + 1
                    break
                }
            }
            offset += 1
        }
        guard start >= 0 && end >= 0 else { return nil }
        index = m - 1
        offset = end - 1
        while offset >= start {
            if text.character(offset) == pattern[index] {
                index -= 1
                if index < 0 {
                    start = offset
                    break
                }
            }
            offset -= 1
        }
        return calculateScore(text, pattern, start: start, end: end, bonus: table, positions: positions)
    }

    /// `greedyMatch`'s score for a text of bytes, jumping from match to match eight bytes at a time:
    /// O(m) jumps, a gap's score computed from its length.
    static func greedyScore<Text: ByteText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let m = pattern.count
        let n = text.count
        var position = 0
        var start = 0
        for index in 0..<m {
            position = text.firstOffset(of: pattern[index], from: position)
            if position >= n { return nil }
            if index == 0 { start = position }
            position += 1
        }
        let end = position
        // Back from the end, for a later start.
        var back = end
        var index = m - 1
        while index >= 0 {
            let found = text.lastOffset(of: pattern[index], from: start, before: back)
            if found < 0 { break }
            back = found
            index -= 1
        }
        if index < 0 { start = back }
        // The greedy alignment from the start, scored as `calculateScore` scores it.
        var score = 0
        var run = 0
        var firstBonus: Int16 = 0
        position = start
        for index in 0..<m {
            let found = text.firstOffset(of: pattern[index], from: position)
            let gap = found - position
            if gap > 0 {
                score += gapStart + (gap - 1) * gapExtension
                run = 0
                firstBonus = 0
            }
            var bonus = text.bonus(found, table: table)
            if run == 0 {
                firstBonus = bonus
            } else {
                if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
                bonus = max(bonus, firstBonus, consecutive)
            }
            score += match + (index == 0 ? Int(bonus) * firstCharacterMultiplier : Int(bonus))
            run += 1
            position = found + 1
        }
        return score
    }

    /// fzf's score of the alignment that matches the term greedily from `start` to `end` (the
    /// scoring of "v1" and of exact, prefix and suffix terms). O(end - start).
    static func calculateScore<Text: SearchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, start: Int, end: Int, bonus table: UnsafePointer<Int16>,
        positions wantsPositions: Bool
    ) -> (score: Int, positions: [Int]) {
        var index = 0
        var score = 0
        var inGap = false
        var run = 0
        var firstBonus: Int16 = 0
        var found: [Int] = []
        if wantsPositions { found.reserveCapacity(pattern.count) }
        var previousClass = start > 0 ? text.characterClass(start - 1) : CharacterClass.whitespace.rawValue
        for offset in start..<end {
            let characterClass = text.characterClass(offset)
            if index < pattern.count && text.character(offset) == pattern[index] {
                if wantsPositions { found.append(offset) }
                score += match
                var bonus = table[Int(previousClass) &* 7 &+ Int(characterClass)]
                if run == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, consecutive)
                }
                score += index == 0 ? Int(bonus) * firstCharacterMultiplier : Int(bonus)
                inGap = false
                run += 1
                index += 1
            } else {
                score += inGap ? gapExtension : gapStart
                inGap = true
                run = 0
                firstBonus = 0
            }
            previousClass = characterClass
        }
        return (score, found)
    }
}
