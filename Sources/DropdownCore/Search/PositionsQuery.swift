#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The query ``FuzzyMatcher/positions(of:for:)`` reads matched characters with, kept from one call
/// to the next: a list draws the matched characters of each row on screen, one label at a time and
/// for the same query, and parsing and preparing the query costs more than matching one label. The
/// query the last search matched the labels with is kept too, so the rows drawn after a keystroke
/// do not prepare it again.
///
/// A matcher holds one, and its copies share it (a matcher's syntax never changes, and the query
/// depends on the labels only through the longest one's length, the length of its scratch). A call
/// takes its lock (or, when a call on another copy holds it, prepares the query for itself), so no
/// two threads match with the query's scratch at once. Kept for the query's exact characters (not
/// `==`, which equates canonically equivalent text that the query's terms tell apart).
final class PositionsQuery: @unchecked Sendable {
    /// The text the query was prepared from, and the longest label it was prepared for.
    private var text: String?
    private var maximumLength = 0
    /// The prepared query; `nil` for a query that matches every label (an empty or blank one).
    private var prepared: PreparedQuery?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// The longest label whose query is kept: past it, the scratch (8 bytes a character) is made
    /// for each call and dropped, as a search's is.
    static let lengthLimit = 1 << 16

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body`'s result for `query` read in `syntax` and prepared for labels of up to `maximumLength`
    /// characters; `nil` when the query matches every label. Prepares it unless it is the query kept.
    func withPrepared<Result>(
        _ query: String, syntax: FuzzyMatcher.Syntax, maximumLength: Int, _ body: (PreparedQuery) -> Result?
    ) -> Result? {
        guard maximumLength <= Self.lengthLimit, pthread_mutex_trylock(mutex) == 0 else {
            return Self.prepare(query, syntax: syntax, maximumLength: maximumLength).flatMap(body)
        }
        defer { pthread_mutex_unlock(mutex) }
        if maximumLength != self.maximumLength || !(text.map { $0.utf8.elementsEqual(query.utf8) } ?? false) {
            prepared = Self.prepare(query, syntax: syntax, maximumLength: maximumLength)
            text = query
            self.maximumLength = maximumLength
        }
        return prepared.flatMap(body)
    }

    /// Keeps `prepared`, which a search made from `query` for labels of up to `maximumLength`
    /// characters and no longer uses, for the calls that follow (a list draws the rows of the query
    /// it searched last); not while a call holds the lock.
    func keep(_ prepared: PreparedQuery, for query: String, maximumLength: Int) {
        guard maximumLength <= Self.lengthLimit, pthread_mutex_trylock(mutex) == 0 else { return }
        defer { pthread_mutex_unlock(mutex) }
        self.prepared = prepared
        text = query
        self.maximumLength = maximumLength
    }

    /// `query` parsed and prepared, or `nil` when it matches every label.
    private static func prepare(_ query: String, syntax: FuzzyMatcher.Syntax, maximumLength: Int) -> PreparedQuery? {
        let parsed = SearchQuery(query, syntax: syntax)
        return parsed.isEmpty ? nil : PreparedQuery(parsed, maximumLength: maximumLength)
    }
}
