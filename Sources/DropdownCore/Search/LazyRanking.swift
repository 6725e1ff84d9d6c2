#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The matches of one query, counted at once and ranked lazily: the first ranks (the rows a front
/// end draws) are ranked when the query is searched, the others in tiers as they are first read.
///
/// A keystroke needs the rows it draws and the number of matches, not every match in order:
/// ``FuzzyMatcher/lazyRanking(for:readyRanks:)`` finds the matches with a test cheaper than
/// scoring (a fuzzy term's characters in order), and ranks the first ones as
/// ``FuzzyMatcher/best(_:for:)`` does, scoring only the labels whose bound lets them in. A read
/// beyond them ranks the next tier the same way (``RankOrder``): a front end that builds a little
/// more than a screenful, or scrolls a few pages, never pays for ranking every match. The full
/// order, the same as ``FuzzyMatcher/rank(_:)``'s, is made once a read goes beyond the tiers,
/// whichever copy reads it.
struct LazyRanking: Sendable {
    /// The matching labels, in label order.
    let matches: [Int32]
    /// The labels of the first ranks, best first (every match, when they are few).
    private let first: [Int32]
    /// The matches beyond the first ranks, ranked when read; `nil` when `first` holds every match.
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

    /// The label at a rank (0 is the best). O(1) for the first ranks; the first read beyond the
    /// ranks known ranks the next tier (O(m) bound tests, and scores for the labels they let in),
    /// or every match once the tiers would hold a large share of them (O(m) scores and a counting
    /// sort); after that, every read up to there is O(1).
    @inline(__always)
    subscript(rank: Int) -> Int {
        rank < first.count ? Int(first[rank]) : Int(order!.labels(through: rank)[rank])
    }

    /// The number of ranks known now: the first ones, the tiers read so far, or every match.
    var rankedCount: Int { max(first.count, order?.knownCount ?? 0) }

    /// Every match, best first: ranks them all unless they are ranked already.
    var ranked: [Int32] { order?.labels(through: matches.count - 1) ?? first }
}

/// The order of a query's matches beyond its first ranks, made in tiers as far as it is read: the
/// best k of them, k growing geometrically from ``firstTier`` (each tier found as the first ranks
/// were, among every match), until a tier would hold a large share of the matches, when every match
/// is ranked (``FuzzyMatcher/rank(_:)``'s order). Each tier is the first k ranks of that order, so
/// reading through tiers gives the same labels as the full order.
///
/// Made by whichever thread reads first (a lock serialises the making; later readers share it). It
/// keeps a copy of the matcher, which shares the index's storage with it until either changes.
final class RankOrder: @unchecked Sendable {
    private let matcher: FuzzyMatcher
    private let query: SearchQuery
    private let matches: [Int32]
    /// The best matches ranked so far, best first: the first ranks of the full order.
    private var known: [Int32] = []
    /// Whether `known` holds every match.
    private var isComplete = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// The ranks of the first tier: a few hundred rows, what a front end builds around the screen
    /// and the next pages a person scrolls to.
    static var firstTier: Int { 256 }
    /// How many times larger each tier is than the one before.
    static var tierGrowth: Int { 8 }
    /// A tier of at least 1/`fullShare` of the matches ranks them all instead: past that, finding
    /// the best k costs about as much as ranking every match.
    static var fullShare: Int { 8 }

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

    /// The number of matches ranked so far.
    var knownCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return known.count
    }

    /// The best matches in rank order, at least through `rank` (every match, once they are all
    /// ranked). O(1) when that rank is known; else the next tier, or every match.
    func labels(through rank: Int) -> [Int32] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if isComplete || rank < known.count { return known }
        let size = max(rank + 1, known.count * Self.tierGrowth, Self.firstTier)
        if size >= matches.count / Self.fullShare {
            known = matcher.rankedOrder(of: matches, for: query)
            isComplete = true
        } else {
            var searching = matcher  // the bounds were made before the copy: it shares the index
            known = searching.best(size, query, among: matches).map { Int32(truncatingIfNeeded: $0) }
        }
        return known
    }
}
