extension DropdownMachine {
    // MARK: Keywords

    /// F9–F11: the label matches of a query with the options whose keywords match merged in: an
    /// option whose keywords match is shown although its label does not, ranked after the label
    /// matches of the same score; a negated term excludes an option whose label or keywords match
    /// it. The keyword index is made on the first query and follows the appended options and the
    /// syntax. O(k) for the k options with keywords, plus placing what changed (``KeywordMerge``).
    mutating func mergingKeywordMatches(into labelMatches: [Int32], for query: String) -> [Int32] {
        guard let search else { return labelMatches }
        if keywordSearch?.syntax != configuration.searchSyntax {
            keywordSearch = KeywordSearch(syntax: configuration.searchSyntax)
        }
        keywordSearch!.update(from: catalog)
        return keywordSearch!.merged(labelMatches, for: query, ranked: configuration.ranksMatches, labels: search)
    }
}
