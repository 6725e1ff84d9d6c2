import SearchTestData
import Testing

@testable import DropdownCore

/// fzf's "v2" matrix computed row by row and kept from one query to the next
/// (``SparseAlignment``, ``AlignmentFrontiers``), against the column-by-column pass and the plain
/// reference scorer, on random labels and queries typed letter by letter.
@Suite("Search: long labels' alignments kept row by row against the reference scorer")
struct SparseAlignmentTests {
    /// A few letters, some folding (case, accents), and separators: many matches, runs, ties and
    /// word starts per row.
    static let letters: [Unicode.Scalar] = Array("abababcAéÉ   -/_.x".unicodeScalars)

    /// A label of `length` characters: from the few letters above, from the property tests' small
    /// alphabet, or words (``WordStartIndexTests/wordsLabel(length:using:)``).
    static func label(length: Int, using random: inout ListRandom) -> String {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(letters.randomElement(using: &random)!) }
            return String(scalars)
        case 1: return SearchPropertyTests.randomText(length: length, small: true, using: &random)
        default: return WordStartIndexTests.wordsLabel(length: length, using: &random)
        }
    }

    /// `count` labels (``label(length:using:)``), each of a length drawn from `lengths`.
    static func labels(_ count: Int, lengths: ClosedRange<Int>, using random: inout ListRandom) -> [String] {
        (0..<count).map { _ in label(length: Int.random(in: lengths, using: &random), using: &random) }
    }

    /// The scores of a query in every label, each from rows kept in `frontiers` (extended from what
    /// they kept), with `needed` asked of each: checked against the reference scorer (a label that
    /// scores at least `needed` gets its exact score; one given up on scores below `needed`).
    static func checkFrontierScores(
        _ labels: [String], _ reader: IndexReader, _ frontiers: AlignmentFrontiers, query: String,
        needed: (Int) -> Int, round: Int
    ) {
        let parsed = SearchQuery(query)
        let prepared = PreparedQuery(parsed, maximumLength: labels.map(\.unicodeScalars.count).max() ?? 0)
        guard let term = prepared.singleTerm, term.kind == .fuzzy, term.pattern.count >= 2 else { return }
        frontiers.prepare(for: Array(term.pattern.characters), folding: term.optimalFolding)
        SearchTables.with { tables in
            for (label, text) in labels.enumerated()
            where text.unicodeScalars.count * term.pattern.count <= FuzzyScoring.optimalCellLimit {
                let expected = ReferenceScorer.match(parsed, text)?.score
                let least = needed(label)
                let found = prepared.frontierScore(
                    label, frontiers: frontiers, needed: least, in: reader, tables: tables)
                if let found {
                    #expect(found == expected, "round \(round), label \(label): \(query)")
                } else if let expected {
                    #expect(expected < least, "round \(round), label \(label): \(query) gave up below \(least)")
                }
                #expect(prepared.score(label, in: reader, tables: tables) == expected, "round \(round): \(query)")
            }
        }
    }

    @Test(
        "F1: a term's score computed row by row from scratch equals the reference's, on dense labels", arguments: 0..<30
    )
    func rowByRowFromScratch(round: Int) {
        var random = ListRandom(seed: 101, round: round)
        let labels = Self.labels(8, lengths: 1...(round % 3 == 0 ? 2_000 : 60), using: &random)
        var index = SearchIndex(labels: labels)
        if round % 2 == 0 { index.prepareFoldedBytes() }  // folded bytes, or the stored characters
        index.withReader { reader in
            for _ in 0..<6 {
                let source = labels.randomElement(using: &random)!
                let query = WordStartIndexTests.query(from: source.isEmpty ? "ab" : source, using: &random)
                Self.checkFrontierScores(
                    labels, reader, AlignmentFrontiers(), query: query, needed: { _ in 0 }, round: round)
            }
        }
    }

    @Test("F1: a row's places of a character, and each place's cells to its left, equal a plain scan's")
    func placesAndRanksEqualAPlainScan() {
        var random = ListRandom(seed: 109)
        let alphabet = Array("aAbB -x".utf8)
        SearchTables.with { tables in
            for round in 0..<200 {
                // Lengths around the stretches of 256 bytes and the words of 8 that the scan reads.
                let length = Int.random(in: round % 2 == 0 ? 0...40 : 240...800, using: &random)
                let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: length + 8)
                defer { bytes.deallocate() }
                for offset in 0..<(length + 8) { bytes[offset] = alphabet.randomElement(using: &random)! }
                let ignoresCase = Bool.random(using: &random)
                let text = ASCIIText(
                    bytes: bytes, count: length, fold: ignoresCase ? tables.lowercase : tables.identity,
                    classes: tables.classes)
                // A term that ignores case has no upper-case letter.
                let wanted = UInt32(Array((ignoresCase ? "ab-" : "aB-").utf8).randomElement(using: &random)!)
                let start = Int.random(in: 0...(length + 1), using: &random)
                var found: [Int] = []
                SparseAlignment.forEachPlace(of: wanted, in: text, from: start) { found.append($0) }
                let expected = start < length ? (start..<length).filter { text.character($0) == wanted } : []
                #expect(found == expected, "round \(round): length \(length), from \(start)")
                // The ranks of those places, read for every column after the first.
                guard let firstPlace = expected.first else { continue }
                let cells = expected.map {
                    SparseAlignment.Cell(column: Int32($0), score: 0, runBonus: -1, inGap: false)
                }
                let storage = UnsafeMutablePointer<UInt64>.allocate(
                    capacity: SparseAlignment.ColumnRanks.storageCount(length: length))
                defer { storage.deallocate() }
                cells.withUnsafeBufferPointer { row in
                    let ranks = SparseAlignment.ColumnRanks(row, storage: storage)
                    for column in (firstPlace + 1)...(length + 1) {
                        #expect(
                            ranks.count(before: column) == expected.filter { $0 < column }.count,
                            "round \(round): column \(column)")
                    }
                }
            }
        }
    }

    @Test("F1: sixteen bytes compared at once find the bytes and classes a plain comparison finds")
    func chunksMatchAPlainComparison() {
        var random = ListRandom(seed: 113)
        // Letters in both cases, their neighbours across the case bit (`@`, `[`, `` ` ``, `{`), and
        // bytes above ASCII.
        let alphabet: [UInt8] = Array("aAzZ@[`{ -0".utf8) + [0x80, 0xC1, 0xE1, 0xFF]
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        defer { bytes.deallocate() }
        for round in 0..<2_000 {
            for offset in 0..<16 { bytes[offset] = alphabet.randomElement(using: &random)! }
            // A term that ignores case has no upper-case letter.
            let ignoresCase = Bool.random(using: &random)
            let wanted = UInt32(Array((ignoresCase ? "az@-0" : "aAzZ@-0").utf8).randomElement(using: &random)!)
            guard let byte = WantedByte(wanted, ignoresCase: ignoresCase) else { continue }
            let isLetter = (0x61...0x7A).contains(wanted)
            var expected: UInt32 = 0
            for offset in 0..<16 {
                let value = UInt32(bytes[offset])
                if value == wanted || (ignoresCase && isLetter && value == wanted - 0x20) {
                    expected |= 1 << UInt32(offset)
                }
            }
            let chunk = ByteChunk(bytes, at: 0).matches(byte)
            let low = UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
            let high = UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let words = ByteChunk.matches(low: low, high: high, byte)
            #expect(chunk == expected, "round \(round): the chunk")
            #expect(words == expected, "round \(round): two words")
        }
        // The classes of ASCII bytes, as ranges: every byte below 0x80, in chunks and in words.
        for first in stride(from: 0, to: 128, by: 16) {
            for offset in 0..<16 { bytes[offset] = UInt8(first + offset) }
            let low = UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
            let high = UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            for (from, through) in [(0x61, 0x7A), (0x41, 0x5A), (0x30, 0x39), (0x01, 0x7E)] as [(UInt8, UInt8)] {
                var expected: UInt32 = 0
                for offset in 0..<16 where (from...through).contains(bytes[offset]) { expected |= 1 << UInt32(offset) }
                #expect(ByteChunk(bytes, at: 0).bytes(from: from, through: through) == expected)
                let words =
                    ByteChunk.bytes(of: low, from: from, through: through)
                    | ByteChunk.bytes(of: high, from: from, through: through) << 8
                #expect(words == expected, "bytes from \(first), \(from)...\(through)")
            }
        }
        #expect(ByteChunk.firstBytes(0) == 0 && ByteChunk.firstBytes(5) == 0b1_1111)
        #expect(ByteChunk.firstBytes(16) == 0xFFFF && ByteChunk.firstBytes(40) == 0xFFFF)
        #expect(ByteChunk.readable(at: 2, count: 10) && !ByteChunk.readable(at: 3, count: 10))
    }

    @Test(
        "F1: typing a term letter by letter extends the rows kept, with the reference's scores; bounds hold",
        arguments: 0..<16)
    func typingExtendsTheRows(round: Int) {
        var random = ListRandom(seed: 103, round: round)
        let labels = Self.labels(6, lengths: 200...1_500, using: &random)
        let index = SearchIndex(labels: labels)
        let frontiers = AlignmentFrontiers()
        // A query typed, then partly erased and typed on (the rows of the part kept stay), and
        // case or accents changed (another folding: none stays).
        let source = labels.randomElement(using: &random)!
        var typed = String(source.unicodeScalars.filter { $0.properties.isAlphabetic }.prefix(14))
        if typed.unicodeScalars.count < 3 { typed = "abab" }
        let erased = String(typed.prefix(typed.count / 2))
        var queries = (1...typed.count).map { String(typed.prefix($0)) }
        queries += (0..<4).map { erased + String("bxa".prefix($0)) }
        queries += [typed.uppercased(), "ab", "abc"]
        index.withReader { reader in
            for query in queries {
                // Some labels asked for a score they may not reach: they are given up on, and their
                // rows so far kept for the next letter.
                Self.checkFrontierScores(
                    labels, reader, frontiers, query: query,
                    needed: { label in label % 2 == 0 ? 0 : 20 * query.count }, round: round)
            }
        }
    }

    @Test(
        "F1: top-k over long labels typed letter by letter, erased, appended to and copied equals the ranking",
        arguments: 0..<6)
    func topKWhileTyping(round: Int) {
        var random = ListRandom(seed: 107, round: round)
        var labels = Self.labels(60, lengths: 256...2_400, using: &random)
        var matcher = FuzzyMatcher(labels: labels)
        let source = labels.randomElement(using: &random)!
        let typed = String(source.unicodeScalars.filter { $0.properties.isAlphabetic }.prefix(24))
        var queries = (1...max(typed.count, 1)).map { String(typed.prefix($0)) }
        queries += [String(typed.prefix(3)), String(typed.prefix(4)) + "a", typed]
        for (step, query) in queries.enumerated() {
            if step == queries.count / 2 {
                // Labels appended with a query active; a copy searches on its own.
                let more = Self.labels(10, lengths: 256...2_400, using: &random)
                labels += more
                matcher.append(labels: more)
                var copy = matcher
                let fresh = FuzzyMatcher(labels: labels)
                var expectedMatcher = fresh
                #expect(copy.best(20, for: query) == Array(expectedMatcher.rank(query).prefix(20)))
            }
            var reference = FuzzyMatcher(labels: labels)
            let expected = Array(reference.rank(query).prefix(20))
            #expect(matcher.best(20, for: query) == expected, "round \(round): \(query)")
            #expect(matcher.best(5, for: query) == Array(expected.prefix(5)), "round \(round): \(query)")
        }
    }
}
