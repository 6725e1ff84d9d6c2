import Testing

@testable import DropdownCore

/// The matched characters of one label at a time, as a list asks for those of each row it shows: a
/// matcher keeps the query it prepared for the next call (``PositionsQuery``).
@Suite("Matched positions, one label at a time")
struct PositionsTests {
    let labels = ["Crème brûlée", "Cre\u{300}me", "Papua New Guinea", "Portugal", "New York", "Newark"]
    let queries = ["png", "è", "e\u{300}", "ne", "new york", "^po !x", "", "ne"]

    /// The matched characters of one of `labels` for `query`, from a matcher of that label alone.
    func alone(_ label: Int, _ query: String) -> [Int] {
        FuzzyMatcher(labels: [labels[label]]).positions(of: 0, for: query)
    }

    @Test("F8: each label's matched characters follow the query asked, however the calls interleave")
    func followTheQuery() {
        let matcher = FuzzyMatcher(labels: labels)
        for query in queries {
            for label in labels.indices {
                #expect(matcher.positions(of: label, for: query) == alone(label, query), "\(labels[label]) / \(query)")
            }
        }
        for (query, next) in zip(queries, queries.dropFirst()) {  // a query per call
            #expect(matcher.positions(of: 2, for: query) == alone(2, query))
            #expect(matcher.positions(of: 4, for: next) == alone(4, next))
        }
        #expect(matcher.positions(of: 2, for: "png") == [0, 6, 10])
        // "è" and "e" with a combining grave accent are the same text to `==`, not to the query.
        #expect(matcher.positions(of: 0, for: "è") == [2])
        #expect(matcher.positions(of: 1, for: "e\u{300}") == [2, 3])
        #expect(matcher.positions(of: 1, for: "è") == [])
    }

    @Test("F8: the matched characters after each search, of its query and of others")
    func afterSearches() {
        var matcher = FuzzyMatcher(labels: labels)
        for searched in queries {
            // Every query asked right after the search, the others before the one searched.
            for asked in queries.filter({ $0 != searched }) + [searched] {
                _ = matcher.lazyRanking(for: searched, readyRanks: 2)
                for label in labels.indices {
                    #expect(matcher.positions(of: label, for: asked) == alone(label, asked), "\(searched), \(asked)")
                }
            }
        }
        _ = matcher.lazyRanking(for: "e\u{300}", readyRanks: 2)
        #expect(matcher.positions(of: 0, for: "è") == [2])
        _ = matcher.lazyRanking(for: "pn", readyRanks: 2)
        _ = matcher.lazyRanking(for: "png", readyRanks: 2)  // narrows the previous matches
        #expect(matcher.positions(of: 2, for: "png") == [0, 6, 10])
    }

    @Test("F8: the matched characters of a label appended longer than every label before")
    func appendedLongerLabel() {
        var matcher = FuzzyMatcher(labels: ["ab"])
        #expect(matcher.positions(of: 0, for: "ab") == [0, 1])
        // Read in full for "ab" (fzf's greedy scan past 102,400 cells), its characters folded in turn.
        let long = String(repeating: "ü", count: 30_000) + "a" + String(repeating: "é", count: 30_000) + "b"
        matcher.append(labels: [long])
        #expect(matcher.positions(of: 1, for: "ab") == [30_000, 60_001])
        #expect(matcher.positions(of: 0, for: "ab") == [0, 1])
    }

    @Test("F8: copies of a matcher asked on several threads at once answer alike")
    func acrossThreads() async {
        let matcher = FuzzyMatcher(labels: (0..<2_000).map { "label \($0 % 97) of \($0)" })
        let queries = ["l7 f1", "bel 9", "of 19"]
        let expected = queries.map { query in (0..<matcher.count).map { matcher.positions(of: $0, for: query) } }
        #expect(expected.allSatisfy { $0.contains { !$0.isEmpty } })
        // Each task asks for every label with each query in turn, the query changing at every label.
        let answers = await withTaskGroup(of: (Int, [[[Int]]]).self) { group in
            for task in 0..<8 {
                let copy = matcher
                group.addTask {
                    let rounds = (0..<queries.count).map { round in
                        (0..<copy.count).map {
                            copy.positions(of: $0, for: queries[(task + round + $0) % queries.count])
                        }
                    }
                    return (task, rounds)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 8)
        for (task, rounds) in answers {
            for (round, positions) in rounds.enumerated() {
                let wanted = positions.indices.map { expected[(task + round + $0) % queries.count][$0] }
                #expect(positions == wanted, "task \(task), round \(round)")
            }
        }
    }
}
