import SearchTestData
import Testing

@testable import DropdownCore

/// The fast search against the plain reference (`ReferenceScorer`), on random labels and queries
/// of every script and length: scores, highlighted positions, order, top-k.
@Suite("Search: random labels and queries against the reference scorer")
struct SearchPropertyTests {
    /// Characters the labels are made of: ASCII of every class, Latin letters with diacritics,
    /// Turkish, German, Greek (final sigma, title case), Cyrillic, CJK, letters that lower although
    /// they are not upper case (title case, Roman numerals, circled letters), combining marks,
    /// spaces of several kinds, and characters beyond the BMP.
    static let alphabet: [Unicode.Scalar] = {
        let pieces: [String] = [
            "aaabbcdeeefghiiijklmnooopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789     --__//..,,::;;||()'\"!^$\t",
            "áàâäãåéèêëíìîïóòôöõúùûüçñÁÀÂÄÉÈÖÜÇÑ", "İıIiŞşĞğ", "ßẞ", "ΣσςΑαΕεΛλάΆᾈᾼ", "ПпРрОоСсИиЯяЁё",
            "中国日本語한국어ひらがなカタカナ", "ǅǈǋǲⅠⅡⅰⓐⒶ", "\u{0301}\u{0308}", "\u{00A0}\u{2003}\u{3000}", "𐐀𐐨😀𝒜",
        ]
        return pieces.flatMap { Array($0.unicodeScalars) }
    }()

    /// A few characters, so that long labels hold many alignments, ties, and letters that fold.
    static let smallAlphabet: [Unicode.Scalar] = Array("aeéEÉ x-Iİı".unicodeScalars)

    static func randomText(length: Int, small: Bool = false, using random: inout ListRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append((small ? smallAlphabet : alphabet).randomElement(using: &random)!) }
        return String(scalars)
    }

    /// A random text (``randomText(length:small:using:)``) of a length drawn from `lengths`.
    static func randomText(lengths: ClosedRange<Int>, small: Bool = false, using random: inout ListRandom) -> String {
        randomText(length: Int.random(in: lengths, using: &random), small: small, using: &random)
    }

    static func randomLength(using random: inout ListRandom) -> Int {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<55: return Int.random(in: 0...24, using: &random)
        case 55..<80: return Int.random(in: 25...300, using: &random)
        case 80..<93: return Int.random(in: 300...3_000, using: &random)
        default: return Int.random(in: 3_000...11_000, using: &random)
        }
    }

    /// A query for a label: mostly a subsequence of it (so it matches), its case changed at times;
    /// else random text, a piece of it, or the whole label (up to 11,000 characters).
    static func randomQuery(for label: String, using random: inout ListRandom) -> String {
        let scalars = Array(label.unicodeScalars)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5 where !scalars.isEmpty:
            let count = min(scalars.count, [1, 2, 3, 5, 8, 20, 21, 30, 64, 200].randomElement(using: &random)!)
            var picked = Array(scalars.indices.shuffled(using: &random).prefix(count)).sorted().map { scalars[$0] }
            if Bool.random(using: &random) {
                picked = picked.map {
                    Bool.random(using: &random)
                        ? Unicode.Scalar(String($0).uppercased().unicodeScalars.first!.value)! : $0
                }
            }
            return String(String.UnicodeScalarView(picked))
        case 5..<7 where !scalars.isEmpty:
            let start = Int.random(in: 0..<scalars.count, using: &random)
            let end = min(scalars.count, start + Int.random(in: 1...40, using: &random))
            return String(String.UnicodeScalarView(scalars[start..<end]))
        case 7 where !scalars.isEmpty:
            return label
        default:
            return randomText(
                length: Bool.random(using: &random)
                    ? Int.random(in: 1...6, using: &random) : Int.random(in: 1...10_000, using: &random), using: &random
            )
        }
    }

    @Test(
        "F1: one term, fuzzy or exact, scores and highlights as the reference does, at any length",
        arguments: [1, 2, 3, 4, 5, 6])
    func oneTerm(seed: UInt64) {
        var random = ListRandom(seed: seed)
        for round in 0..<200 {
            let label = Self.randomText(length: Self.randomLength(using: &random), small: seed > 4, using: &random)
            let query = Self.randomQuery(for: label, using: &random)
            for syntax in [
                FuzzyMatcher.Syntax(isExtended: false), FuzzyMatcher.Syntax(isExtended: false, isExact: true),
            ] {
                let matcher = FuzzyMatcher(labels: [label], syntax: syntax)
                let expected = ReferenceScorer.match(SearchQuery(query, syntax: syntax), label)
                let score = matcher.score(of: 0, for: query)
                let positions = matcher.positions(of: 0, for: query)
                #expect(
                    score == expected?.score,
                    "round \(round): \(label.unicodeScalars.count) / \(query.unicodeScalars.count) characters, exact \(syntax.isExact)"
                )
                #expect(positions == (expected?.positions ?? []), "round \(round): positions")
            }
        }
    }

    /// Queries of the extended syntax: terms with operators, joined by spaces and bars.
    static func extendedQuery(for label: String, using random: inout ListRandom) -> String {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
            var term = randomQuery(for: label, using: &random).replacingOccurrences(of: " ", with: "\\ ")
            if term.unicodeScalars.count > 40 {
                term = String(String.UnicodeScalarView(term.unicodeScalars.prefix(40)))
            }
            let operators = ["", "", "'", "^", "!", "!^", "!'", "|", "'"]
            let prefix = operators.randomElement(using: &random)!
            let suffix = Int.random(in: 0..<4, using: &random) == 0 ? "$" : ""
            return prefix == "|" ? "|" : prefix + term + suffix
        }.joined(separator: Bool.random(using: &random) ? " " : "  ")
    }

    @Test("F1: extended queries (all operators) score and highlight as the reference does")
    func extendedQueries() {
        var random = ListRandom(seed: 11)
        for round in 0..<600 {
            let label = Self.randomText(lengths: 0...60, using: &random)
            let query = Self.extendedQuery(for: label, using: &random)
            for syntax in [FuzzyMatcher.Syntax(), FuzzyMatcher.Syntax(isExact: true)] {
                let matcher = FuzzyMatcher(labels: [label], syntax: syntax)
                let parsed = SearchQuery(query, syntax: syntax)
                let expected =
                    parsed.isEmpty
                    ? ReferenceScorer.Match(score: 0, positions: []) : ReferenceScorer.match(parsed, label)
                #expect(matcher.score(of: 0, for: query) == expected?.score, "round \(round): \(query)")
                #expect(matcher.positions(of: 0, for: query) == (expected?.positions ?? []), "round \(round): \(query)")
            }
        }
    }

    @Test("F1: ranking equals the reference's order, and top-k is its first k, on random lists")
    func rankingAndTopK() {
        var random = ListRandom(seed: 21)
        for round in 0..<40 {
            let count = Int.random(in: 1...400, using: &random)
            let labels = (0..<count).map { _ in
                Self.randomText(lengths: 0...(round % 4 == 0 ? 700 : 30), using: &random)
            }
            var matcher = FuzzyMatcher(labels: labels)
            for _ in 0..<6 {
                let query =
                    Int.random(in: 0..<3, using: &random) == 0
                    ? Self.extendedQuery(for: labels.randomElement(using: &random)!, using: &random)
                    : String(
                        String.UnicodeScalarView(
                            labels.randomElement(using: &random)!.unicodeScalars.shuffled(using: &random).prefix(
                                Int.random(in: 1...4, using: &random))))
                let parsed = SearchQuery(query)
                let expected: [Int]
                if parsed.isEmpty {
                    expected = Array(labels.indices)
                } else {
                    let scored = labels.indices.compactMap { index in
                        ReferenceScorer.match(parsed, labels[index]).map { (index, $0.score) }
                    }
                    expected =
                        parsed.isSortable
                        ? scored.map { RankKey(score: $0.1, length: trimmedLength(labels[$0.0]), label: $0.0) }.sorted()
                            .map(\.label)
                        : scored.map(\.0)
                }
                #expect(matcher.rank(query) == expected, "round \(round): \(query)")
                for limit in [1, 5, 20] {
                    #expect(
                        matcher.best(limit, for: query) == Array(expected.prefix(limit)),
                        "round \(round): best \(limit) for \(query)")
                }
            }
        }
    }

    @Test("F1: labels of 262,143 characters or more (their lengths kept aside) rank, score and align exactly")
    func veryLongLabels() {
        let long = String(repeating: "x", count: 300_000) + "abc"
        let longUnicode = String(repeating: "ж", count: 262_143) + "abc"
        let labels = [long, "zabc", longUnicode, "abc " + String(repeating: "y", count: 262_200)]
        var matcher = FuzzyMatcher(labels: labels)
        let parsed = SearchQuery("abc")
        for label in labels.indices {
            #expect(matcher.score(of: label, for: "abc") == ReferenceScorer.match(parsed, labels[label])?.score)
        }
        #expect(matcher.positions(of: 0, for: "abc") == [300_000, 300_001, 300_002])
        #expect(matcher.positions(of: 2, for: "abc") == [262_143, 262_144, 262_145])
        #expect(matcher.positions(of: 3, for: "abc") == [0, 1, 2])
        let ranked = matcher.rank("abc")
        #expect(ranked.first == 3)  // "abc" after white space: the maximum
        #expect(Set(ranked) == [0, 1, 2, 3])
        #expect(matcher.best(2, for: "abc") == Array(ranked.prefix(2)))
        #expect(matcher.best(4, for: "abc") == ranked)
    }

    @Test("F1: the bounds that let top-k skip a label (its masks, its anchored windows) never rule out its score")
    func scoreBounds() {
        var random = ListRandom(seed: 31)
        for round in 0..<60 {
            let labels = (0..<80).map { _ in
                Self.randomText(lengths: 0...(round % 3 == 0 ? 400 : 40), small: round % 2 == 0, using: &random)
            }
            var index = SearchIndex(labels: labels)
            index.prepareBounds()
            for _ in 0..<8 {
                let label = labels.randomElement(using: &random)!
                let query =
                    Bool.random(using: &random)
                    ? Self.extendedQuery(for: label, using: &random) : Self.randomQuery(for: label, using: &random)
                let parsed = SearchQuery(query)
                guard !parsed.isEmpty else { continue }
                let prepared = PreparedQuery(
                    parsed, maximumLength: index.maximumLength, memoizesBounds: Bool.random(using: &random))
                let anchor = Int.random(in: 0..<max(1, parsed.sets[0][0].pattern.count), using: &random)
                prepared.prepareReachTest(anchor: anchor)
                index.withReader { reader in
                    for (offset, text) in labels.enumerated() {
                        guard let expected = ReferenceScorer.match(parsed, text)?.score else { continue }
                        SearchTables.with { tables in
                            #expect(
                                prepared.mayReach(
                                    offset, threshold: RankKey.clampedScore(expected), in: reader, tables: tables),
                                "round \(round): \(query) reaches \(expected)")
                        }
                        let boundaryMask = reader.boundaryMask(offset)
                        let pairs = reader.boundaryPairs(offset)
                        #expect(
                            prepared.upperBound(boundaryMask: boundaryMask, pairs: pairs) >= expected,
                            "round \(round): \(query)")
                        if reader.flags(offset) & SearchIndex.whitespaceFlag == 0 {
                            let first = reader.firstCharacterBitIndex(offset)
                            let bound = prepared.upperBound(
                                boundaryMask: boundaryMask, pairs: pairs, wordStarts: first < 0 ? 0 : 1 << UInt64(first)
                            )
                            #expect(bound >= expected, "round \(round): \(query) without white space")
                        }
                        #expect(reader.trimmedLength(offset) == trimmedLength(text))
                    }
                }
            }
        }
    }

    @Test("F1: a short label skips the reach test when scoring it costs less, and the results stay the same")
    func reachTestOnlyWhereItPays() {
        let parsed = SearchQuery("lib/py")
        let prepared = PreparedQuery(parsed, maximumLength: 300)
        #expect(!prepared.reachTestPays(length: 60), "without a reach test there is nothing to read")
        prepared.prepareReachTest(anchor: 5, anchorShare: 0.01)  // "y", about one character in 100
        #expect(prepared.reachTestPays(length: FuzzyMatcher.longLabel), "a long label is always tested")
        #expect(!prepared.reachTestPays(length: 20), "20 × 6 cells: scored at once")
        #expect(prepared.reachTestPays(length: 60), "60 × 6 cells, the anchor expected 0.6 times: tested")
        #expect(!prepared.reachTestPays(length: 250), "the anchor expected 2.5 times: scored at once")
        let frequent = PreparedQuery(SearchQuery("tion"), maximumLength: 300)
        frequent.prepareReachTest(anchor: 2, anchorShare: 0.05)  // "o", one character in 20
        #expect(!frequent.reachTestPays(length: 60), "the anchor expected 3 times: scored at once")

        // Paths of every length around those limits: the best few are the ranking's first ones.
        var random = ListRandom(seed: 7)
        let words = ["lib", "python3", "dist", "packages", "usr", "share", "configuration", "function", "y", "tion"]
        let labels = (0..<1_200).map { _ in
            (0..<Int.random(in: 1...24, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: "/")
        }
        var matcher = FuzzyMatcher(labels: labels)
        for query in ["lib/py", "tion", "usr", "yy", "fun/conf"] {
            let ranked = matcher.rank(query)
            #expect(matcher.best(20, for: query) == Array(ranked.prefix(20)), "\(query)")
        }
    }

    @Test("F1: a term that is not ASCII is found in stored characters by the characters that fold to it")
    func storedCharactersFoundByTheirFoldedForms() {
        // Letters whose lower case is another's (the Kelvin and Ångström signs, the Ohm sign, Greek
        // theta's symbol, dotted capital I, capital sharp s) among the alphabet's, and labels
        // beyond the BMP (read as before), some with a character whose low 16 bits are "é" or "Ω".
        let signs = Array("\u{212A}\u{212B}\u{2126}\u{03F4}\u{0130}\u{1E9E}ſkKåÅωΩθΘ\u{100E9}\u{103A9}".unicodeScalars)
        var random = ListRandom(seed: 11)
        let labels = (0..<2_000).map { _ in
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let pool = Bool.random(using: &random) ? signs : Self.alphabet
                scalars.append(pool.randomElement(using: &random)!)
            }
            return String(scalars)
        }
        let queries = ["é", "É", "Éa", "Ωk", "éa", "kå", "ωk", "ß", "θ", "ий", "ıi", "\u{212A}", "Ωω", "中国", "é😀", "ǆ"]
        var typing = FuzzyMatcher(labels: labels)
        for query in queries {
            var fresh = FuzzyMatcher(labels: labels)
            let expected = fresh.rank(query).sorted()
            var cold = FuzzyMatcher(labels: labels)
            #expect(cold.lazyRanking(for: query, readyRanks: 20).matches.map(Int.init) == expected, "\(query)")
            // Typed letter by letter: each prefix narrows the matches of the one before.
            let characters = Array(query)
            for end in characters.indices {
                let prefix = String(characters[...end])
                var reference = FuzzyMatcher(labels: labels)
                let matches = typing.lazyRanking(for: prefix, readyRanks: 20).matches.map(Int.init)
                #expect(matches == reference.rank(prefix).sorted(), "\(prefix) typed")
            }
        }
    }

    /// fzf's length of a label: without white space at its ends, at most 65,535.
    func trimmedLength(_ label: String) -> UInt32 {
        let classes = label.unicodeScalars.map { SearchCharacters.characterClass($0.value) }
        guard let first = classes.firstIndex(where: { $0 != 0 }), let last = classes.lastIndex(where: { $0 != 0 })
        else { return 0 }
        return UInt32(min(last - first + 1, 0xFFFF))
    }

    @Test("F1: beyond fzf's cell limit the greedy match looks back folding letters as it looks forward, as fzf's does")
    func greedyLooksBackFolded() {
        // Forward, "ae" matches the first a and the é; looking back, the é is an e again, so the
        // match starts at the a beside it rather than 110,001 characters before.
        let label = "a" + String(repeating: "x", count: 110_000) + "aé"
        let matcher = FuzzyMatcher(labels: [label])
        #expect(matcher.positions(of: 0, for: "ae") == [110_001, 110_002])
        #expect(matcher.score(of: 0, for: "ae") == ReferenceScorer.match(SearchQuery("ae"), label)?.score)
        #expect(matcher.score(of: 0, for: "ae")! > 0)
    }

    @Test("F1: a query of 1,300 characters that matches scores without overflow (it used to trap)")
    func longMatchingQuery() {
        let label = String(repeating: "a", count: 1_300)
        var matcher = FuzzyMatcher(labels: [label, "b" + label, "xyz"])
        #expect(matcher.rank(label) == [0, 1])
        let expected = ReferenceScorer.match(SearchQuery(label), label)
        #expect(expected != nil)
        #expect(matcher.score(of: 0, for: label) == expected?.score)
        #expect(matcher.positions(of: 0, for: label) == Array(0..<1_300))
        let huge = String(repeating: "ab ", count: 4_000)
        var long = FuzzyMatcher(labels: [huge], syntax: .init(isExtended: false))
        #expect(long.rank(huge) == [0])
        #expect(
            long.score(of: 0, for: huge)
                == ReferenceScorer.match(SearchQuery(huge, syntax: .init(isExtended: false)), huge)?.score)
    }
}
