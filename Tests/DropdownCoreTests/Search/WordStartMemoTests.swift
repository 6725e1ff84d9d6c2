import SearchTestData
import Testing

@testable import DropdownCore

/// The places of long labels' word starts kept from a term for the same term typed further
/// (``WordStartMemo``), against the plain reference scorer (`ReferenceScorer`) on random long labels
/// of words.
@Suite("Search: long labels' word starts kept while typing against the reference scorer")
struct WordStartMemoTests {
    /// The letters of a piece of a label (as if typed without spaces), lowered unless
    /// `keepsCase`, of 2 to 12 characters.
    static func typedTerm(from label: String, keepsCase: Bool, using random: inout ListRandom) -> String {
        let scalars = Array(label.unicodeScalars)
        let start = Int.random(in: 0..<scalars.count, using: &random)
        let piece = scalars[start..<min(scalars.count, start + Int.random(in: 4...24, using: &random))]
        let letters = String(String.UnicodeScalarView(piece.filter { $0.properties.isAlphabetic }.prefix(12)))
        let term = keepsCase ? letters : letters.lowercased()
        return term.unicodeScalars.count >= 2 ? term : "tion"
    }

    /// A round's `count` labels of words (long ones, up to `longest` characters), and the random
    /// numbers that drew them, to draw on.
    static func labels(_ count: Int, longest: Int, seed: UInt64, round: Int) -> ([String], ListRandom) {
        var random = ListRandom(seed: seed, round: round)
        return (WordStartIndexTests.wordsLabels(count, lengths: 256...longest, using: &random), random)
    }

    @Test(
        "F1: a term's word starts kept bound the term typed further, and read alone never rule out its score",
        arguments: 0..<24)
    func keptPlacesHoldTheScore(round: Int) {
        var (labels, random) = Self.labels(14, longest: round % 4 == 0 ? 6_000 : 1_500, seed: 113, round: round)
        var index = SearchIndex(labels: labels)
        index.prepareBounds()
        index.prepareFoldedBytes()
        var checked = 0
        for _ in 0..<4 {
            let term = Self.typedTerm(
                from: labels.randomElement(using: &random)!, keepsCase: round % 3 == 0, using: &random)
            let characters = Array(term.unicodeScalars)
            // The places kept for a prefix of the term, then read for a longer prefix or the term.
            let kept = Int.random(in: 2..<characters.count + 1, using: &random)
            let typed = Int.random(in: kept...characters.count, using: &random)
            let prefix = String(String.UnicodeScalarView(characters.prefix(kept)))
            let longer = String(String.UnicodeScalarView(characters.prefix(typed)))
            let memo = AlignmentFrontiers()
            index.withReader { reader in
                SearchTables.with { tables in
                    let first = Self.prepared(prefix, index: index)
                    memo.prepare(
                        for: Array(first.singleTerm!.pattern.characters), folding: first.singleTerm!.optimalFolding)
                    for label in labels.indices { _ = first.startBound(label, in: reader, tables: tables, memo: memo) }
                    let parsed = SearchQuery(longer)
                    let second = Self.prepared(longer, index: index)
                    let plain = Self.prepared(longer, index: index)
                    memo.prepare(
                        for: Array(second.singleTerm!.pattern.characters), folding: second.singleTerm!.optimalFolding)
                    for (label, text) in labels.enumerated() {
                        let expected = ReferenceScorer.match(parsed, text)?.score ?? 0
                        let context = "round \(round): \(prefix) then \(longer), label \(label) scores \(expected)"
                        if let carried = memo.starts.bound(of: label, length: typed) {
                            #expect(carried >= expected, "\(context): kept bound \(carried)")
                            checked += 1
                        }
                        let reaches = second.mayReach(
                            label, threshold: RankKey.clampedScore(expected), in: reader, tables: tables, memo: memo)
                        #expect(reaches, "\(context): ruled out")
                        let full = plain.startBound(label, in: reader, tables: tables)
                        if let bound = second.startBound(label, in: reader, tables: tables, memo: memo) {
                            #expect(bound >= expected, "\(context): bound \(bound)")
                            // Read at fewer places, never looser than reading them all.
                            if let full { #expect(bound <= full, "\(context): \(bound) above \(full)") }
                        }
                    }
                }
            }
        }
        // A term that keeps its case may change how labels fold from one prefix to the next (then
        // nothing is kept).
        if round % 3 != 0 { #expect(checked > 0, "round \(round): no label kept places") }
    }

    /// A query's single fuzzy term prepared with its reach test (every word start read).
    static func prepared(_ query: String, index: SearchIndex) -> PreparedQuery {
        let prepared = PreparedQuery(SearchQuery(query), maximumLength: index.maximumLength)
        prepared.prepareReachTest(anchor: 0, anchorShare: 1)
        return prepared
    }

    @Test(
        "F1: top-k over long labels of words typed letter by letter, erased and typed on equals the ranking",
        arguments: 0..<10)
    func topKWhileTyping(round: Int) {
        let limit = [1, 5, 20, 32][round % 4]
        var (labels, random) = Self.labels(80, longest: round % 3 == 0 ? 5_000 : 1_800, seed: 127, round: round)
        var matcher = FuzzyMatcher(labels: labels)
        let typed = Self.typedTerm(from: labels.randomElement(using: &random)!, keepsCase: false, using: &random)
        let erased = String(typed.prefix(max(typed.count / 2, 1)))
        var queries = (1...typed.count).map { String(typed.prefix($0)) }
        queries += (1...3).map { erased + String("tion".prefix($0)) }
        queries += [typed, typed.uppercased(), "tio", "tion"]
        for query in queries {
            var reference = FuzzyMatcher(labels: labels)
            let expected = Array(reference.rank(query).prefix(limit))
            #expect(matcher.best(limit, for: query) == expected, "round \(round): \(query), top \(limit)")
        }
    }
}
