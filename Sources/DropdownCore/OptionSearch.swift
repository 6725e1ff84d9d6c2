/// The fuzzy search over the options' labels that the rules use (rules F1, F8, H6, L2): a seam over
/// ``FuzzyMatcher`` so that the rules do not depend on how the index grows when options are appended.
struct OptionSearch: Sendable {
    private var matcher: FuzzyMatcher

    /// Indexes the labels. O(total bytes).
    init(labels: [String]) {
        matcher = FuzzyMatcher(labels: labels)
    }

    /// Adds the labels of appended options (rule L2); `all` is every label, the new ones last.
    /// For now the index is built again: O(total bytes).
    mutating func append(_ newLabels: ArraySlice<String>, all: [String]) {
        matcher = FuzzyMatcher(labels: all)
    }

    /// The options that match a query, best first, as fzf ranks them.
    mutating func rank(_ query: String) -> [Int] { matcher.rank(query) }

    /// The offsets (in Unicode scalars) of an option's label that the query matched (rule F8).
    func positions(ofOption index: Int, for query: String) -> [Int] {
        matcher.positions(of: index, for: query)
    }
}
