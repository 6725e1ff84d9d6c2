import SearchTestData
import Testing

@testable import DropdownCore

/// Lists searched in parts (``FuzzyMatcher/PartialRanking``), as `dropdown --filter` searches its
/// input on several threads: the merged parts rank as the whole list does.
@Suite("Search: a list searched in parts")
struct PartialRankingTests {
    /// Labels as UTF-8, one after the other, and where each ends.
    func utf8(_ labels: [[UInt8]]) -> (bytes: [UInt8], ends: [Int]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for label in labels {
            bytes += label
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }

    /// The ranking of labels split into parts at `cuts` (label indices), merged.
    func rankInParts(
        _ query: String, _ labels: [[UInt8]], cuts: [Int], syntax: FuzzyMatcher.Syntax = .extended
    ) -> [Int] {
        let bounds = [0] + cuts + [labels.count]
        let parts = zip(bounds, bounds.dropFirst()).map { start, end in
            let (bytes, ends) = utf8(Array(labels[start..<end]))
            return FuzzyMatcher.PartialRanking(of: query, syntax: syntax, utf8: bytes, ends: ends)
        }
        return FuzzyMatcher.PartialRanking.merged(parts)
    }

    @Test("F1: parts searched apart merge into the whole list's ranking, for every operator and the empty query")
    func partsMergeIntoTheWholeRanking() {
        let words = Array(SearchLists.words().prefix(30_000)) + ["  ab  ", "AB", "ab cd", "abc$", ""]
        let labels = words.map { Array($0.utf8) }
        var random = ListRandom(seed: 10)
        let queries = ["a", "ab", "tion", "Ab", "!a", "!^a !s$", "", "  ", "^ab | xy", "'ing$", "ing$ | ^qu", "é"]
        for query in queries {
            for syntax in [FuzzyMatcher.Syntax.extended, .init(isExact: true), .init(isExtended: false)] {
                var matcher = FuzzyMatcher(labels: words, syntax: syntax)
                let whole = matcher.rank(query)
                let cuts = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    Int.random(in: 0...labels.count, using: &random)
                }.sorted()
                #expect(rankInParts(query, labels, cuts: cuts, syntax: syntax) == whole, "\(query) \(syntax) \(cuts)")
            }
        }
    }

    @Test("F1: a part of no labels, and no parts, rank nothing")
    func emptyParts() {
        #expect(FuzzyMatcher.PartialRanking.merged([]) == [])
        let labels = [Array("ab".utf8), Array("b".utf8)]
        #expect(rankInParts("b", labels, cuts: [0, 0, 2, 2]) == [1, 0])
        #expect(rankInParts("", labels, cuts: [1, 1]) == [0, 1])
    }

    @Test("F1: invalid UTF-8 is searched as String(decoding:as:) reads it, in whichever part it falls")
    func invalidUTF8() {
        // Bytes of every kind: ASCII, the leads and continuations of two-, three- and four-byte
        // characters, bytes never valid, so that labels are often invalid and end inside a character.
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("b".utf8), Array(" ".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8),
            [0xC3], [0xA9], [0xE4, 0xB8], [0xAD], [0xF0, 0x9F], [0x98, 0x80], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80],
        ]
        var random = ListRandom(seed: 11)
        for _ in 0..<40 {
            let labels = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                (0..<Int.random(in: 0...6, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            }
            let strings = labels.map { String(decoding: $0, as: UTF8.self) }
            let cuts = (0..<3).map { _ in Int.random(in: 0...labels.count, using: &random) }.sorted()
            for query in ["a", "é", "e", "中", "\u{FFFD}", "ab", "!b", ""] {
                var matcher = FuzzyMatcher(labels: strings)
                #expect(rankInParts(query, labels, cuts: cuts) == matcher.rank(query), "\(query) \(labels)")
            }
        }
    }

    @Test("F1: bytes are valid UTF-8 exactly when a string keeps them as they are")
    func validation() {
        var random = ListRandom(seed: 12)
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
            0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            var bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                interesting.randomElement(using: &random)!
            }
            if Bool.random(using: &random) {
                bytes = Array("abcdefghij".utf8).prefix(Int.random(in: 0...10, using: &random)) + bytes
            }
            let keeps = Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
            #expect(bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == keeps, "\(bytes)")
        }
    }
}
