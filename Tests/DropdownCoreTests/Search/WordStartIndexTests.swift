import SearchTestData
import Testing

@testable import DropdownCore

/// The word start index of long labels (``WordStartIndex``) and the bounds read from it, against
/// the plain reference scorer (`ReferenceScorer`) on random long labels made of words.
@Suite("Search: long labels' word starts against the reference scorer")
struct WordStartIndexTests {
    /// Letters that make many word starts, runs and near misses, a few that fold (accents, case),
    /// and separators of every class (white space, delimiters, other non-word characters).
    static let letters: [Unicode.Scalar] = Array("aaeeiioonnttrslcdbAEITéÉ".unicodeScalars)
    static let separators: [Unicode.Scalar] = Array("      /-_.:,".unicodeScalars)

    /// A label of words of 1 to 9 letters, some camel-cased or with digits, of about `length`
    /// characters.
    static func wordsLabel(length: Int, using random: inout ListRandom) -> String {
        var scalars = String.UnicodeScalarView()
        while scalars.count < length {
            for _ in 0..<Int.random(in: 1...9, using: &random) {
                scalars.append(letters.randomElement(using: &random)!)
            }
            if Int.random(in: 0..<12, using: &random) == 0 { scalars.append("7") }
            scalars.append(separators.randomElement(using: &random)!)
        }
        return String(scalars)
    }

    /// A label of words (``wordsLabel(length:using:)``) of a length drawn from `lengths`.
    static func wordsLabel(lengths: ClosedRange<Int>, using random: inout ListRandom) -> String {
        wordsLabel(length: Int.random(in: lengths, using: &random), using: &random)
    }

    /// `count` labels of words, each of a length drawn from `lengths`.
    static func wordsLabels(_ count: Int, lengths: ClosedRange<Int>, using random: inout ListRandom) -> [String] {
        (0..<count).map { _ in wordsLabel(lengths: lengths, using: &random) }
    }

    /// A query from a label: a piece of it, its letters only (as if typed without spaces), or a few
    /// letters picked in order, of 1 to 12 characters.
    static func query(from label: String, using random: inout ListRandom) -> String {
        let scalars = Array(label.unicodeScalars)
        let start = Int.random(in: 0..<scalars.count, using: &random)
        let piece = scalars[start..<min(scalars.count, start + Int.random(in: 2...16, using: &random))]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return String(String.UnicodeScalarView(piece.prefix(12)))
        case 1:
            let letters = piece.filter { $0.properties.isAlphabetic }
            return letters.isEmpty ? "a" : String(String.UnicodeScalarView(letters.prefix(12)))
        default:
            let picked = piece.indices.filter { _ in Bool.random(using: &random) }.map { scalars[$0] }
            return picked.isEmpty ? "t" : String(String.UnicodeScalarView(picked.prefix(12)))
        }
    }

    @Test("F1: a long label's word start index lists exactly its characters with a bonus, by mask bit and by bit")
    func indexListsEveryPlaceWithABonus() {
        var random = ListRandom(seed: 71)
        let labels = (0..<12).map { index in
            index % 3 == 0
                ? SearchPropertyTests.randomText(length: 300 + 40 * index, using: &random)
                : Self.wordsLabel(length: 200 + 60 * index, using: &random)
        }
        var index = SearchIndex(labels: labels)
        index.prepareBounds()
        index.withReader { reader in
            for (label, text) in labels.enumerated() {
                let scalars = text.unicodeScalars.map(\.value)
                let indexed = WordStartIndex.lengths.contains(scalars.count)
                // A bit per character, read 64 at a time from each one.
                if let bits = reader.wordStarts.table(of: label)?.bonusBits {
                    let hasBonus = scalars.indices.map { offset in
                        let previous = offset > 0 ? SearchCharacters.characterClass(scalars[offset - 1]) : 0
                        return FuzzyScoring.bonusTable[
                            Int(previous) * 7 + Int(SearchCharacters.characterClass(scalars[offset]))] > 0
                    }
                    for offset in scalars.indices {
                        let columns = WordStartIndex.Reader.columns(bits, from: offset)
                        let expected = (0..<64).reduce(UInt64(0)) { word, shift in
                            offset + shift < hasBonus.count && hasBonus[offset + shift]
                                ? word | 1 << UInt64(shift) : word
                        }
                        #expect(columns == expected, "label \(label), from \(offset)")
                    }
                }
                #expect((reader.wordStarts.table(of: label) != nil) == indexed, "label \(label)")
                for bit in 0..<64 {
                    var expected: [UInt32] = []
                    for (offset, scalar) in scalars.enumerated()
                    where SearchCharacters.maskBit(scalar).trailingZeroBitCount == bit {
                        let previous = offset > 0 ? SearchCharacters.characterClass(scalars[offset - 1]) : 0
                        let bonus = FuzzyScoring.bonusTable[
                            Int(previous) * 7 + Int(SearchCharacters.characterClass(scalar))]
                        if bonus > 0 { expected.append(UInt32(offset)) }
                    }
                    let places = reader.wordStarts.places(of: label, bitIndex: bit).map(Array.init)
                    #expect(places == (indexed ? expected : nil), "label \(label), bit \(bit)")
                }
            }
        }
    }

    @Test("F1: an ASCII label's bound masks, read sixteen bytes at a time, are those of its characters")
    func asciiBoundMasks() {
        var random = ListRandom(seed: 89)
        // Every ASCII byte, and runs of the classes whose borders decide a bonus (letters of both
        // cases, digits), in labels of every length around the sixteen bytes read at once.
        let everyByte = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        let classes = Array("aZz9A0b/_ .Yq1-")
        var labels = (0...40).map { length in
            String((0..<length).map { _ in everyByte.randomElement(using: &random)! })
        }
        labels += (0..<200).map { _ in
            String((0..<Int.random(in: 0...70, using: &random)).map { _ in classes.randomElement(using: &random)! })
        }
        labels += ["", "a", "aB", "a1", "1a", "Ab9cD", String(repeating: "aA", count: 33), "/usr/lib/python3.11/os.py"]
        var index = SearchIndex(labels: labels)
        index.prepareBounds()
        expectBounds(of: labels, in: index)
    }

    @Test("F1: the bound masks are the same whether building or the first search made them")
    func boundMasksMadeAtEitherTime() {
        var random = ListRandom(seed: 83)
        // Short and long labels (long ones' bounds are made when they are appended, short ones' by
        // the first search), of ASCII, of other characters and of characters beyond the BMP, one
        // beyond fzf's cell limit, appended in three batches with searches between them.
        func batch(_ count: Int) -> [String] {
            (0..<count).map { index in
                switch index % 4 {
                case 0:
                    return SearchPropertyTests.randomText(lengths: 0...300, using: &random)
                case 1: return Self.wordsLabel(lengths: 200...2_000, using: &random)
                case 2:
                    return SearchPropertyTests.randomText(
                        length: Int.random(in: 250...3_000, using: &random), small: Bool.random(using: &random),
                        using: &random)
                default: return String(repeating: "ab-cd ", count: Int.random(in: 1...200, using: &random))
                }
            }
        }
        let batches = [batch(24) + [Self.wordsLabel(length: 52_000, using: &random)], batch(20), batch(16)]
        let labels = batches.flatMap { $0 }
        // Made when appended, and (for an index that ranks only) by the first search.
        for preparesLongLabels in [true, false] {
            var index = SearchIndex(labels: [String]())
            index.preparesLongLabels = preparesLongLabels
            for batch in batches {
                index.prepareBounds()
                index.append(contentsOf: batch)
            }
            index.prepareBounds()
            expectBounds(of: labels, in: index)
        }
    }

    /// Expects an index's bound masks and first characters to be those of its labels' characters, and
    /// its long labels' word starts to be where their characters have a bonus.
    func expectBounds(of labels: [String], in index: SearchIndex) {
        index.withReader { reader in
            for (label, text) in labels.enumerated() {
                let scalars = text.unicodeScalars.map(\.value)
                var mask: UInt64 = 0
                var pairs: UInt64 = 0
                var previousHasBonus = false
                var places: [UInt32] = []
                for (offset, scalar) in scalars.enumerated() {
                    let bit = SearchCharacters.maskBit(scalar).trailingZeroBitCount
                    let previous = offset > 0 ? SearchCharacters.characterClass(scalars[offset - 1]) : 0
                    let hasBonus =
                        FuzzyScoring.bonusTable[Int(previous) * 7 + Int(SearchCharacters.characterClass(scalar))] > 0
                    if hasBonus {
                        mask |= 1 << UInt64(bit)
                        if bit == 19 { places.append(UInt32(offset)) }  // t
                    }
                    if previousHasBonus {
                        let previousBit = SearchCharacters.maskBit(scalars[offset - 1]).trailingZeroBitCount
                        pairs |= SearchIndex.pairBit(previousBit, bit)
                    }
                    previousHasBonus = hasBonus
                }
                let first = scalars.first.map { SearchCharacters.maskBit($0).trailingZeroBitCount } ?? 0
                let indexed = WordStartIndex.lengths.contains(scalars.count)
                #expect(reader.boundaryMask(label) == mask, "label \(label) of \(scalars.count)")
                #expect(reader.boundaryPairs(label) == pairs, "label \(label) of \(scalars.count)")
                #expect(
                    Int(reader.locations![label] >> SearchIndex.firstCharacterShift & 0x3F) == first,
                    "label \(label) of \(scalars.count)")
                #expect(
                    reader.wordStarts.places(of: label, bitIndex: 19).map(Array.init) == (indexed ? places : nil),
                    "label \(label) of \(scalars.count)")
            }
        }
    }

    @Test("F1: the word start test and bound never rule out a long label's score", arguments: 0..<40)
    func boundsHoldTheScore(round: Int) {
        var random = ListRandom(seed: 73, round: round)
        let labels = Self.wordsLabels(16, lengths: 256...(round % 4 == 0 ? 6_000 : 1_500), using: &random)
        var index = SearchIndex(labels: labels)
        index.prepareBounds()
        for _ in 0..<6 {
            let query = Self.query(from: labels.randomElement(using: &random)!, using: &random)
            let parsed = SearchQuery(query)
            guard !parsed.isEmpty, parsed.sets.count == 1, parsed.sets[0].count == 1,
                parsed.sets[0][0].kind == .fuzzy, !parsed.sets[0][0].isInverse
            else { continue }
            let prepared = PreparedQuery(parsed, maximumLength: index.maximumLength)
            let anchor = Int.random(in: 0..<parsed.sets[0][0].pattern.count, using: &random)
            // A share of 1: a label's word starts are read whenever it has them.
            prepared.prepareReachTest(anchor: anchor, anchorShare: 1)
            index.withReader { reader in
                SearchTables.with { tables in
                    for (label, text) in labels.enumerated() {
                        guard let expected = ReferenceScorer.match(parsed, text)?.score else { continue }
                        let threshold = RankKey.clampedScore(expected)
                        #expect(
                            prepared.mayReach(label, threshold: threshold, in: reader, tables: tables),
                            "round \(round): \(query) reaches \(expected) in label \(label)")
                        if let bound = prepared.startBound(label, in: reader, tables: tables) {
                            #expect(bound >= expected, "round \(round): \(query) bound \(bound) < \(expected)")
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with 3,000 random ASCII texts of `lengths` characters (letters, digits and
    /// separators of every class, so that they have runs and word starts), each with its bytes
    /// (more of them past its end: scans read a word beyond it), its round and the tables.
    static func forRandomTexts(
        seed: UInt64, lengths: ClosedRange<Int>,
        _ body: (ASCIIText, [UInt8], Int, SearchTables, inout ListRandom) -> Void
    ) {
        var random = ListRandom(seed: seed)
        let alphabet = Array("aAbBnNt1 -_/.".utf8)
        SearchTables.with { tables in
            for round in 0..<3_000 {
                let length = Int.random(in: lengths, using: &random)
                let bytes = (0..<(length + 16)).map { _ in alphabet.randomElement(using: &random)! }
                let fold = Bool.random(using: &random) ? tables.lowercase : tables.identity
                bytes.withUnsafeBufferPointer { buffer in
                    let text = ASCIIText(bytes: buffer.baseAddress!, count: length, fold: fold, classes: tables.classes)
                    body(text, bytes, round, tables, &random)
                }
            }
        }
    }

    @Test("F1: the run bound of a window is never below the best alignment starting there")
    func runBoundHoldsTheWindowsBest() {
        var compared = 0
        Self.forRandomTexts(seed: 83, lengths: 3...60) { text, _, round, tables, random in
            if Self.compareRunBound(in: text, round: round, tables: tables, using: &random) { compared += 1 }
        }
        #expect(compared > 2_000)
    }

    @Test("F1: the run bound and in-order end read from a window's masks equal those read column by column")
    func maskedRunBoundEqualsTheColumnByColumnOne() {
        var compared = 0
        Self.forRandomTexts(seed: 89, lengths: 3...90) { text, bytes, round, tables, random in
            let length = text.count
            // A bit per character with a bonus, and two words more (as the index keeps them).
            var bits = [UInt32](repeating: 0, count: length / 32 + 3)
            for offset in 0..<length {
                let previous = offset > 0 ? tables.classes[Int(bytes[offset - 1])] : 0
                if tables.bonus[Int(previous) * 7 + Int(tables.classes[Int(bytes[offset])])] > 0 {
                    bits[offset / 32] |= 1 << UInt32(offset % 32)
                }
            }
            let start = Int.random(in: 0..<(length - 1), using: &random)
            let end = Int.random(in: (start + 2)...min(length, start + 64), using: &random)
            // A term of the window's characters, in order or not.
            let picked = ((start + 1)..<end).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            var term = ([start] + picked.prefix(7)).map { text.character($0) }
            if Bool.random(using: &random) { term.shuffle(using: &random) }
            guard term.count >= 2 else { return }
            term.withUnsafeBufferPointer { pattern in
                let test = ReachTest(pattern: pattern, anchor: 0, characterBits: term.map(SearchCharacters.maskBit))
                var earliestEnd = start
                for character in term.dropFirst() where earliestEnd < end {
                    earliestEnd = text.firstOffset(of: character, from: earliestEnd + 1, before: end)
                }
                let masked = bits.withUnsafeBufferPointer { bits in
                    test.maskedRunBound(
                        text, start: start, end: end,
                        bonusColumns: WordStartIndex.Reader.columns(bits.baseAddress!, from: start),
                        firstBonus: Int(text.bonus(start, table: tables.bonus)))
                }
                guard text.character(start) == term[0], earliestEnd < end else {
                    #expect(masked == nil || text.character(start) != term[0], "round \(round): in order")
                    return
                }
                let bound = test.startedRunBound(
                    text, start: start, end: end, earliestEnd: earliestEnd, bonus: tables.bonus)
                #expect(masked?.earliestEnd == earliestEnd, "round \(round): end")
                #expect(masked?.bound == bound, "round \(round): \(masked?.bound ?? -1) against \(bound)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    /// Compares the run bound of a random window of `text` with the best alignment starting there,
    /// for a term of the window's characters in order; whether the window held one.
    static func compareRunBound(
        in text: ASCIIText, round: Int, tables: SearchTables, using random: inout ListRandom
    ) -> Bool {
        let start = Int.random(in: 0..<(text.count - 1), using: &random)
        let end = Int.random(in: (start + 2)...text.count, using: &random)
        let picked = ((start + 1)..<end).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        let term = ([start] + picked.prefix(7)).map { text.character($0) }
        guard term.count >= 2 else { return false }
        // The earliest end of the term in order from the start.
        var earliestEnd = start
        for character in term.dropFirst() {
            earliestEnd = text.firstOffset(of: character, from: earliestEnd + 1, before: end)
        }
        // The rows by ASCII character, or none (then each character is compared with the term's).
        var asciiRows = [UInt64](repeating: 0, count: 128)
        for (row, character) in term.enumerated() { asciiRows[Int(character)] |= 1 << UInt64(row) }
        let readsRows = Bool.random(using: &random)
        term.withUnsafeBufferPointer { pattern in
            asciiRows.withUnsafeBufferPointer { rows in
                var test = ReachTest(pattern: pattern, anchor: 0, characterBits: term.map(SearchCharacters.maskBit))
                if readsRows { test.asciiRows = rows.baseAddress }
                let best = test.startedAlignmentBound(text, start: start, end: end, bonus: tables.bonus)
                let bound = test.startedRunBound(
                    text, start: start, end: end, earliestEnd: earliestEnd, bonus: tables.bonus)
                #expect(bound >= best, "round \(round): \(bound) < \(best)")
            }
        }
        return true
    }

    @Test("F1: top-k over long labels of words is the ranking's first k", arguments: 0..<12)
    func topKOfLongLabels(round: Int) {
        var random = ListRandom(seed: 79, round: round)
        let labels = Self.wordsLabels(60, lengths: 100...(round % 3 == 0 ? 8_000 : 2_000), using: &random)
        let matcher = FuzzyMatcher(labels: labels)
        for _ in 0..<8 {
            let query = Self.query(from: labels.randomElement(using: &random)!, using: &random)
            let limit = Int.random(in: 1...12, using: &random)
            var ranked = matcher
            var best = matcher
            let expected = Array(ranked.rank(query).prefix(limit))
            #expect(best.best(limit, for: query) == expected, "round \(round): \(query), top \(limit)")
        }
    }
}
