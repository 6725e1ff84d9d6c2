import DropdownCore
import SearchTestData
import Testing

@Suite("Search: rankings kept current while labels are appended")
struct RankingTests {
    @Test("L2: after any sequence of appends, a ranking equals ranking every label from scratch")
    func appendsEqualScratch() {
        var random = ListRandom(seed: 41)
        let letters = Array("abcdeéfghij -/ABÉ中𝒜ǅ")
        for round in 0..<60 {
            var labels = (0..<Int.random(in: 0...50, using: &random)).map { _ in
                random.string(of: letters, lengths: 0...16)
            }
            var matcher = FuzzyMatcher(labels: labels)
            let query = ["a", "ab", "b-", "É", "!a", "^a | j$", "", "  ", "a !b", "'ab", "xyz"].randomElement(
                using: &random)!
            var ranking = matcher.ranking(for: query, readyRanks: Int.random(in: 0...5, using: &random))
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let batch = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    random.string(of: letters, lengths: 0...16)
                }
                labels += batch
                matcher.append(labels: batch)
                matcher.update(&ranking)
                var fresh = FuzzyMatcher(labels: labels)
                let expected = fresh.rank(query)
                #expect(ranking.count == expected.count, "round \(round): \(query)")
                #expect(ranking.rankedLabels == labels.count)
                for rank in expected.indices.shuffled(using: &random).prefix(10) {
                    #expect(ranking[rank] == expected[rank], "round \(round): \(query) rank \(rank)")
                }
                #expect(ranking.labels == expected, "round \(round): \(query)")
                if Bool.random(using: &random) {
                    ranking.compact()
                    #expect((0..<ranking.count).map { ranking[$0] } == expected, "round \(round): \(query) compacted")
                }
            }
        }
    }

    @Test("L2: a ranking made before appends, updated once, equals one made after")
    func updateOnce() {
        var matcher = FuzzyMatcher(labels: ["Spain", "Portugal"])
        var ranking = matcher.ranking(for: "pa")
        #expect(ranking.labels == [1, 0])  // Portugal, Spain
        matcher.append(labels: ["Paraguay", "Papua New Guinea", "Italy"])
        #expect(ranking.count == 2)  // not updated yet
        matcher.update(&ranking)
        #expect(ranking.labels == matcher.ranking(for: "pa").labels)
        #expect(ranking[0] == 2)  // Paraguay
        #expect(matcher.count == 5)
    }
}
