import SearchTestData
import Testing

@_spi(Session) @testable import DropdownCore

/// The ranks of a lazy ranking beyond its first ones, read in tiers (``RankOrder``): whatever the
/// order of the reads, each rank is the full ranking's (rule F1), and a read a little beyond the
/// first ranks (a window of a long list, built around the screen) does not rank every match.
@Suite("Search: ranks read in tiers")
struct LazyRankingTests {
    /// Random labels of `count` over a few letters, so that most queries match thousands of them,
    /// with many equal scores (the label decides between them).
    static func labels(count: Int, seed: UInt64) -> [String] {
        var random = ListRandom(seed: seed)
        let letters = Array("abdeilnorst -/_É")
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...24, using: &random)).map { _ in letters.randomElement(using: &random)! })
        }
    }

    @Test("F1: ranks read beyond the first ones, in any order, are those of the full ranking")
    func tieredReadsMatchRank() {
        for (seed, count) in [(UInt64(31), 30_000), (32, 6_000)] {
            let labels = Self.labels(count: count, seed: seed)
            var random = ListRandom(seed: seed + 100)
            for query in ["a", "ei", "ro s", "^d", "n$ ab", "'le", "é", "tl/"] {
                var fresh = FuzzyMatcher(labels: labels)
                let full = fresh.rank(query).map { Int32($0) }
                var cold = FuzzyMatcher(labels: labels)
                let lazy = cold.lazyRanking(for: query, readyRanks: 20)
                #expect(lazy.count == full.count, "\(count): \(query) counted")
                // Ranks in each tier and past the last, read in a random order, some twice.
                let ranks = (0..<60).map { _ in
                    let limit = [64, 300, 2_500, full.count].randomElement(using: &random)!
                    return Int.random(in: 0..<max(1, min(limit, full.count)), using: &random)
                }
                for rank in ranks.shuffled(using: &random) where rank < full.count {
                    #expect(Int32(lazy[rank]) == full[rank], "\(count): \(query) rank \(rank)")
                }
                #expect(lazy.ranked == full, "\(count): \(query) every rank")
            }
        }
    }

    @Test("F1: reading the ranks a window of a long list builds ranks a tier, not every match")
    func windowReadRanksATier() {
        let labels = Self.labels(count: 40_000, seed: 33)
        var fresh = FuzzyMatcher(labels: labels)
        let full = fresh.rank("a").map { Int32($0) }
        #expect(full.count >= 8 * RankOrder.firstTier * RankOrder.fullShare)
        var matcher = FuzzyMatcher(labels: labels)
        let lazy = matcher.lazyRanking(for: "a", readyRanks: 20)
        #expect(lazy.rankedCount == 20)
        // The first 32 lines' identities (a block of the window), then a few pages further.
        #expect((0..<32).map { Int32(lazy[$0]) } == Array(full.prefix(32)))
        #expect(lazy.rankedCount == RankOrder.firstTier)
        #expect(Int32(lazy[RankOrder.firstTier]) == full[RankOrder.firstTier])
        #expect(lazy.rankedCount == RankOrder.firstTier * RankOrder.tierGrowth)
        #expect(lazy.rankedCount < full.count)
        // Far down the list: every match.
        #expect(Int32(lazy[full.count - 1]) == full.last)
        #expect(lazy.rankedCount == full.count)
    }

    @Test("F1, R16: a keystroke ranks a page of a short list of matches, and a long list's first window")
    func keystrokeRanksWhatIsBuiltFirst() {
        let labels = Self.labels(count: 8_000, seed: 35)
        var branches: Set<Bool> = []  // whether a query's matches were more than a window's threshold
        for pageSize in [10, 40] {
            var state = DropdownState(
                options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
                configuration: DropdownConfiguration(pageSize: pageSize, isSearchable: true))
            state.send(.open, at: .zero)
            for query in ["ei", "tl/", "a"] {
                state.send(.setQuery(query), at: .zero)
                var fresh = FuzzyMatcher(labels: labels)
                let full = fresh.rank(query)
                #expect(state.visibleCount == full.count)
                let ranked = state.machine.rows.firstRankedCount
                branches.insert(full.count > ListWindow.threshold)
                if full.count > ListWindow.threshold {
                    // The SwiftUI list's first window: the blocks of 32 lines over a page and its overscan.
                    #expect(ranked == (pageSize == 10 ? 32 : 64), "\(query), page \(pageSize)")
                } else {
                    // Drawn whole by the SwiftUI list, a page at a time by the terminal's: a page.
                    #expect(full.count > pageSize + 1)
                    #expect(ranked == max(20, pageSize + 1), "\(query), page \(pageSize)")
                }
                // Read past them, the rows are the full ranking's.
                let read = (0..<min(full.count, 100)).map { state.visibleID(atRow: $0) }
                #expect(read == Array(full.prefix(100)), "\(query), page \(pageSize)")
            }
        }
        #expect(branches == [true, false])
    }

    @Test("F1: a list with few matches ranks them all at the first read beyond the first ranks")
    func fewMatchesRankAtOnce() {
        let labels = Self.labels(count: 3_000, seed: 34)
        var fresh = FuzzyMatcher(labels: labels)
        let full = fresh.rank("ei").map { Int32($0) }
        #expect(full.count > 20 && full.count < RankOrder.firstTier * RankOrder.fullShare)
        var matcher = FuzzyMatcher(labels: labels)
        let lazy = matcher.lazyRanking(for: "ei", readyRanks: 20)
        #expect(Int32(lazy[20]) == full[20])
        #expect(lazy.rankedCount == full.count)
    }
}
