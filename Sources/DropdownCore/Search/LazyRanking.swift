#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The matches of one query, counted at once and ranked lazily: the first ranks (the rows a front
/// end draws) are ranked when the query is searched, the others when one of them is first read.
///
/// A keystroke needs the rows it draws and the number of matches, not every match in order:
/// ``FuzzyMatcher/lazyRanking(for:readyRanks:)`` finds the matches with a test cheaper than
/// scoring (a fuzzy term's characters in order), and ranks the first ones as
/// ``FuzzyMatcher/best(_:for:)`` does, scoring only the labels whose bound lets them in. The full
/// order, the same as ``FuzzyMatcher/rank(_:)``'s, is made once, by the first read beyond them
/// (``RankOrder``), whichever copy reads it.
struct LazyRanking: Sendable {
    /// The matching labels, in label order.
    let matches: [Int32]
    /// The labels of the first ranks, best first (every match, when they are few).
    private let first: [Int32]
    /// Every match in rank order, made on first use; `nil` when `first` holds every match.
    private let order: RankOrder?

    /// Matches kept in label order (an empty query, or only negations: fzf does not sort them).
    init(inLabelOrder matches: [Int32]) {
        self.matches = matches
        first = matches
        order = nil
    }

    /// Matches whose first ranks are known; the others are ranked by `order` when read.
    init(matches: [Int32], first: [Int32], order: RankOrder) {
        self.matches = matches
        self.first = first
        self.order = first.count < matches.count ? order : nil
    }

    /// The number of matches. O(1).
    var count: Int { matches.count }

    /// The number of ranks read without ranking the others.
    var firstCount: Int { first.count }

    /// The label at a rank (0 is the best). O(1) for the first ranks; the first read beyond them
    /// ranks every match (O(m) scores and a counting sort), after which every read is O(1).
    @inline(__always)
    subscript(rank: Int) -> Int {
        rank < first.count ? Int(first[rank]) : Int(order!.labels()[rank])
    }

    /// Every match, best first: ranks them all unless they are ranked already.
    var ranked: [Int32] { order?.labels() ?? first }
}

/// The full order of a query's matches, made once when first asked for, by whichever thread asks
/// first (a lock serialises the making; later readers share it). It keeps a copy of the matcher,
/// which shares the index's storage with it until either changes.
final class RankOrder: @unchecked Sendable {
    private let matcher: FuzzyMatcher
    private let query: SearchQuery
    private let matches: [Int32]
    private var ranked: [Int32]?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(matcher: FuzzyMatcher, query: SearchQuery, matches: [Int32]) {
        self.matcher = matcher
        self.query = query
        self.matches = matches
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Every match, best first. O(m) the first time, O(1) after.
    func labels() -> [Int32] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let ranked { return ranked }
        let made = matcher.rankedOrder(of: matches, for: query)
        ranked = made
        return made
    }
}
