import Foundation
import SearchTestData
import Testing

@testable import DropdownCore

/// fzf's own published test cases (positions and scores), pinned so the rules hold without fzf.
@Suite("Fuzzy matching: fzf's scores and positions")
struct FuzzyScoreTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var query: String
        var positions: [Int]
        var score: Int
        var testDescription: String { "\(text) / \(query)" }
    }

    static let cases: [Case] = [
        Case(text: "fooBarbaz1", query: "obz", positions: [2, 3, 8], score: 49),
        Case(text: "foo bar baz", query: "fbb", positions: [0, 4, 8], score: 78),
        Case(text: "/AutomatorDocument.icns", query: "rdoc", positions: [9, 10, 11, 12], score: 79),
        Case(text: "/man1/zshcompctl.1", query: "zshc", positions: [6, 7, 8, 9], score: 109),
        Case(text: "/.oh-my-zsh/cache", query: "zshc", positions: [8, 9, 10, 12], score: 102),
        Case(text: "ab0123 456", query: "12356", positions: [3, 4, 5, 8, 9], score: 88),
        Case(text: "abc123 456", query: "12356", positions: [3, 4, 5, 8, 9], score: 108),
        Case(text: "foo/bar/baz", query: "fbb", positions: [0, 4, 8], score: 76),
        Case(text: "fooBarBaz", query: "fbb", positions: [0, 3, 6], score: 74),
        Case(text: "foo barbaz", query: "fbb", positions: [0, 4, 7], score: 69),
        Case(text: "fooBar Baz", query: "foob", positions: [0, 1, 2, 3], score: 114),
        Case(text: "xFoo-Bar Baz", query: "foo-b", positions: [1, 2, 3, 4, 5], score: 124),
        Case(text: "Foo/Bar/Baz", query: "FBB", positions: [0, 4, 8], score: 76),
        Case(text: "FooBar Baz", query: "FooB", positions: [0, 1, 2, 3], score: 114),
        Case(text: "foo-bar", query: "o-ba", positions: [2, 3, 4, 5], score: 88),
        Case(text: "Só Danço Samba", query: "sodc", positions: [0, 1, 3, 6], score: 97),
        Case(text: "Danço", query: "danco", positions: [0, 1, 2, 3, 4], score: 140),
    ]

    @Test("F1: fzf's published cases score and align the same", arguments: cases)
    func publishedCase(_ example: Case) {
        let matcher = FuzzyMatcher(labels: [example.text])
        #expect(matcher.score(of: 0, for: example.query) == example.score)
        #expect(matcher.positions(of: 0, for: example.query) == example.positions)
    }

    @Test("F1: non-matches, with smart case and normalization")
    func nonMatches() {
        let pairs = [
            ("fooBarbaz", "oBZ"), ("Foo Bar Baz", "fBb"), ("fooBarbaz", "fooBarbazz"),
            ("Só Danço Samba", "sox"), ("你好界", "abc"),
        ]
        for (text, query) in pairs {
            #expect(FuzzyMatcher(labels: [text]).score(of: 0, for: query) == nil, "\(text) / \(query)")
        }
    }

    /// fzf's alignment, the best under its scores (a greedy scan would take "xf.fo" and "xf f").
    @Test("F1: the optimal alignment, not the greedy one")
    func optimalAlignment() {
        let cases: [(String, String, [Int])] = [
            ("xf.foo", "xfoo", [0, 1, 4, 5]), ("xf fo", "xfo", [0, 1, 4]), ("axxx xx ", "xx", [5, 6]),
            ("SS!H", "S!", [0, 2]), ("foO", "o", [2]), ("/usr/share/doc/at/ChangeLog", "changelog", Array(18...26)),
            ("你好世界", "你世", [0, 2]),
        ]
        for (text, query, positions) in cases {
            #expect(FuzzyMatcher(labels: [text]).positions(of: 0, for: query) == positions, "\(text) / \(query)")
        }
    }

    @Test("F1: ranking by score, then the shorter label, then the original order")
    func ranking() {
        func rank(_ labels: [String], _ query: String) -> [String] {
            var matcher = FuzzyMatcher(labels: labels)
            return matcher.rank(query).map { labels[$0] }
        }
        #expect(
            rank(["fuzzy-blurry-finder", "fuzzyfinder", "fuzzy-finder"], "ff") == [
                "fuzzy-finder", "fuzzyfinder", "fuzzy-blurry-finder",
            ])
        #expect(rank(["foob-r", "fo-bar"], "br") == ["fo-bar", "foob-r"])
        #expect(rank(["foo-bar", "foobar"], "foob") == ["foobar", "foo-bar"])
        #expect(rank(["foobar", "out-of-bound"], "oob") == ["out-of-bound", "foobar"])
        #expect(rank(["to-go", "ongoing"], "og") == ["ongoing", "to-go"])
        #expect(
            rank(["fooBarBaz", "foo barbaz", "foo/bar/baz", "foo bar baz"], "fbb") == [
                "foo bar baz", "foo/bar/baz", "fooBarBaz", "foo barbaz",
            ])
        #expect(
            rank(["foo_bar", "fooBar", "foo-bar", "foobar"], "foobar") == ["fooBar", "foobar", "foo_bar", "foo-bar"])
        #expect(
            rank(["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar") == [
                "----foobar--", "-----foobar---", "-------foobar-", "--foobar--------",
            ])
        #expect(
            rank(["/.oh-my-zsh/cache", "/man1/zshcompctl.1"], "zshc") == ["/man1/zshcompctl.1", "/.oh-my-zsh/cache"])
        #expect(
            rank(["1:hell", "123:hello", "12345:he", "1234567:h"], "h") == [
                "1:hell", "12345:he", "123:hello", "1234567:h",
            ])
        #expect(
            rank(["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], "o") == [
                "  xxxxoxxx", "xxxxoxxxx", "xxxxxoxxx", "xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx",
            ])
        #expect(
            rank(["Russia", "Australia", "United States", "USA"], "usa") == [
                "USA", "United States", "Russia", "Australia",
            ])
        #expect(
            rank(["Uzbekistan", "United Kingdom", "Ukraine"], "uk") == ["Ukraine", "United Kingdom", "Uzbekistan"])
        #expect(rank(["Algeria", "Nigeria", "Niger", "Germany"], "ger") == ["Germany", "Niger", "Algeria", "Nigeria"])
    }

    @Test("F1: smart case and diacritics: a matches all, á only accented, A only upper case")
    func smartCaseAndDiacritics() {
        var matcher = FuzzyMatcher(labels: ["a", "á", "A", "Á"])
        #expect(matcher.rank("a").sorted() == [0, 1, 2, 3])
        #expect(matcher.rank("á").sorted() == [1, 3])
        #expect(matcher.rank("A").sorted() == [2, 3])
        #expect(FuzzyMatcher(labels: ["Côte d'Ivoire"]).score(of: 0, for: "cote") != nil)
    }

    @Test(
        "F1: top-k equals the first k of the full ranking (small lists, large ones read best bound first, long labels)")
    func bestMatchesFirstOfRank() {
        var random = ListRandom(seed: 7)
        for (count, letters, longest) in [
            (3_000, Array("abcdefgh -/"), 14), (12_000, Array("abcdefghiklmnoprstu/._-É "), 60),
            (1_200, Array("abcdefghiklmnoprstu -"), 700),
        ] {
            var labels = random.strings(count, of: letters, lengths: 1...longest)
            if count == 12_000 {  // and many that share the highest bound (read in order, not best first)
                labels += (0..<6_000).map { "/usr/lib/" + labels[$0] }
            }
            var matcher = FuzzyMatcher(labels: labels)
            for query in [
                "a", "ab", "abc", "h-", "eee", "a b", "tion", "ab/c", "^a b$", "'ab c", "a | bc", "é", "lib/p", "ab !c",
                "usr", "ulb",
            ] {
                var fresh = matcher
                let full = fresh.rank(query)
                for limit in [1, 20] {
                    var cold = matcher
                    #expect(
                        cold.best(limit, for: query) == Array(full.prefix(limit)), "\(count): \(query) best \(limit)")
                }
                // Narrowed from the previous query's matches.
                #expect(matcher.best(20, for: query) == Array(full.prefix(20)), "\(count): \(query) after the previous")
                _ = matcher.rank(query)
            }
        }
    }

    @Test("F1: a lazy ranking counts the matches and reads every rank as the full ranking, typed letter by letter")
    func lazyRankingMatchesRank() {
        var random = ListRandom(seed: 9)
        for (count, letters, longest) in [
            (2_000, Array("abcdefgh -/"), 14), (6_000, Array("abcdefghiklmnoprstu/._-ÉЖж "), 60),
            (300, Array("abcdefghiklmnoprstu -"), 3_000),
        ] {
            let labels = random.strings(count, of: letters, lengths: 1...longest)
            var typing = FuzzyMatcher(labels: labels)
            for query in [
                "abc", "tion", "ab/c", "^a b$", "'ab c", "a | bc", "é", "lib/p", "ab !c", "ж", "!a", "'ab'", "  ",
                "aabb", "ab/C", "abé", "b-a.c",
            ] {
                for length in 1...query.count {
                    let prefix = String(query.prefix(length))
                    var fresh = FuzzyMatcher(labels: labels)
                    let full = fresh.rank(prefix).map { Int32($0) }
                    for readyRanks in [0, 1, 32] {
                        var cold = FuzzyMatcher(labels: labels)
                        let lazy = cold.lazyRanking(for: prefix, readyRanks: readyRanks)
                        #expect(lazy.count == full.count, "\(count): \(prefix) counted")
                        #expect(lazy.ranked == full, "\(count): \(prefix) ready \(readyRanks)")
                        #expect(
                            (0..<lazy.count).map { Int32(lazy[$0]) } == full, "\(count): \(prefix) read rank by rank")
                    }
                    // Narrowed from the previous prefix's matches, the first ranks read before the others.
                    let lazy = typing.lazyRanking(for: prefix, readyRanks: 20)
                    #expect(lazy.count == full.count, "\(count): \(prefix) typed, counted")
                    #expect((0..<min(20, lazy.count)).map { Int32(lazy[$0]) } == Array(full.prefix(20)))
                    #expect(lazy.ranked == full, "\(count): \(prefix) typed")
                }
            }
        }
    }

    @Test(
        "F1: on long labels, the best few (found shortest first among those that score the maximum) are the first of the full ranking"
    )
    func bestOnLongLabelsMatchesRank() {
        // Lists of long labels made of a few words, so that many labels have a query's word after
        // white space (the maximum score) and many do not: each list made another way (separators,
        // capitals, lengths equal or spread), every query typed letter by letter, one character
        // terms included (fzf scores those at their first word start, not their best).
        var random = ListRandom(seed: 21)
        let lists: [(count: Int, lengths: ClosedRange<Int>, separators: [String], letters: [Character])] = [
            (60, 2_000...2_000, [" "], Array("abeinorstu")),
            (80, 300...3_000, ["; ", " ", "-"], Array("aeilnortAEN")),
            (40, 256...8_000, [" ", "/", "_"], Array("ionzatcé")),
        ]
        for (count, lengths, separators, letters) in lists {
            let vocabulary = random.strings(40, of: letters, lengths: 2...9)
            let labels = (0..<count).map { _ in
                var label = ""
                let length = Int.random(in: lengths, using: &random)
                while label.count < length {
                    if !label.isEmpty { label += separators.randomElement(using: &random)! }
                    label += vocabulary.randomElement(using: &random)!
                }
                return String(label.prefix(length))
            }
            let queries = vocabulary.prefix(4) + [vocabulary[5] + vocabulary[6], String(letters.prefix(3)), "e"]
            var typing = FuzzyMatcher(labels: labels)
            for query in queries {
                for length in 1...query.count {
                    let prefix = String(query.prefix(length))
                    var fresh = FuzzyMatcher(labels: labels)
                    let full = fresh.rank(prefix)
                    for limit in [1, 5, 20] {
                        var cold = FuzzyMatcher(labels: labels)
                        #expect(
                            cold.best(limit, for: prefix) == Array(full.prefix(limit)), "\(count): \(prefix) \(limit)")
                    }
                    let lazy = typing.lazyRanking(for: prefix, readyRanks: 20)
                    #expect(lazy.count == full.count, "\(count): \(prefix) typed, counted")
                    #expect(
                        (0..<min(20, lazy.count)).map { lazy[$0] } == Array(full.prefix(20)),
                        "\(count): \(prefix) typed")
                }
            }
        }
    }

    @Test("F1: copies of a lazy ranking read on several threads at once rank alike")
    func lazyRankingAcrossThreads() async {
        let labels = (0..<20_000).map { "label \($0 % 977) of \($0)" }
        var matcher = FuzzyMatcher(labels: labels)
        let expected = matcher.rank("l7 f1").map { Int32($0) }
        let lazy = matcher.lazyRanking(for: "l7 f1", readyRanks: 5)
        let orders = await withTaskGroup(of: [Int32].self) { group in
            for _ in 0..<8 { group.addTask { (0..<lazy.count).map { Int32(lazy[$0]) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(orders.count == 8)
        for order in orders { #expect(order == expected) }
    }

    @Test("F1: top-k after labels are appended bounds the new labels as the first ones (their first characters too)")
    func bestAfterAppendsMatchesRank() {
        var random = ListRandom(seed: 12)
        let letters = Array("abcdefghilnost/._-É")
        var labels = random.strings(5_000, of: letters, lengths: 1...40)
        var matcher = FuzzyMatcher(labels: labels)
        _ = matcher.best(20, for: "tion")  // makes the first labels' bounds
        // Appended: many whose first character is the query's, without white space, where only the
        // first character has the bonus of a word after white space.
        let appended = (0..<5_000).map { index in
            (index % 3 == 0 ? "t" : "") + random.string(of: letters, lengths: 1...40)
        }
        labels += appended
        matcher.append(labels: appended)
        for query in ["tion", "to", "t/", "lib/s", "é", "tl"] {
            var fresh = FuzzyMatcher(labels: labels)
            let expected = Array(fresh.rank(query).prefix(20))
            #expect(matcher.best(20, for: query) == expected, "\(query)")
            var again = matcher
            #expect(again.best(20, for: query) == expected, "\(query), bounds made")
        }
    }

    @Test("F1: an extended query searches only the previous matches, with the same result")
    func incrementalEqualsFresh() {
        let labels = ["Portugal", "Poland", "Papua New Guinea", "Paraguay", "Spain", "Peru"]
        var typing = FuzzyMatcher(labels: labels)
        var results: [[Int]] = []
        for prefix in ["p", "pa", "par", "para"] { results.append(typing.rank(prefix)) }
        for (offset, prefix) in ["p", "pa", "par", "para"].enumerated() {
            var fresh = FuzzyMatcher(labels: labels)
            #expect(fresh.rank(prefix) == results[offset])
        }
        #expect(typing.rank("x").isEmpty)
        #expect(typing.rank("pe") == [5, 2])  // after a query that is not extended: a fresh search
    }

    @Test("F1: several words must all match, and their scores add up")
    func severalTerms() {
        var matcher = FuzzyMatcher(labels: ["New York", "York New", "Newark", "Old York"])
        #expect(Set(matcher.rank("new york")) == [0, 1])
        #expect(
            matcher.score(of: 0, for: "new york")
                == (matcher.score(of: 0, for: "new")! + matcher.score(of: 0, for: "york")!))
    }
}
