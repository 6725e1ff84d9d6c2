/// The search keywords of the options that have some (rule F9), by option index: a list in which no
/// option has keywords stores none, and an option without keywords costs nothing.
@usableFromInline
struct OptionKeywords: Sendable {
    /// The options that have keywords, in ascending order.
    @usableFromInline var owners: [Int32] = []
    /// The keywords of each option of `owners`, as given.
    @usableFromInline var lists: [[String]] = []

    @usableFromInline init() {}

    /// The number of options that have keywords.
    var count: Int { owners.count }

    /// Adds an option's keywords, after those of every option before it. O(1) amortised.
    @inlinable
    mutating func append(_ keywords: [String], ofOption option: Int) {
        owners.append(Int32(truncatingIfNeeded: option))
        lists.append(keywords)
    }

    /// Adds the keywords of options appended after the others, their option indices counted from
    /// `first`. O(their owners).
    mutating func append(_ other: OptionKeywords, from first: Int) {
        owners += other.owners.lazy.map { $0 + Int32(truncatingIfNeeded: first) }
        lists += other.lists
    }

    /// An option's keywords, as given; empty when it has none. O(log k) for k options with keywords.
    func keywords(ofOption option: Int) -> [String] {
        let position = owners.partitioningIndex { Int($0) >= option }
        return position < owners.count && Int(owners[position]) == option ? lists[position] : []
    }

    /// The text a search reads for the options of `owners` at `position`: the keywords in order, a
    /// space between each two (rule F9).
    func searchText(at position: Int) -> String {
        lists[position].joined(separator: " ")
    }
}
