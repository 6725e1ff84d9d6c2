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
