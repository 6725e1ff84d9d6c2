extension DropdownMachine {
    // MARK: Search

    /// F1, F2, F5, A4: replaces the query. The rows become the ranked matches (every option, in
    /// order, for an empty query) and hl moves to the best match, or to none without matches. When
    /// the query is cleared, hl stays on its option. A query typed into a closed dropdown opens it.
    @usableFromInline
    mutating func replaceQuery(_ newQuery: String) -> RuleResponse {
        guard newQuery != query else { return isOpen ? .handled : .ignored }
        if !isOpen {
            guard !newQuery.isEmpty else { return .ignored }
            _ = open(highlighting: .selection)
        }
        let previousOption = highlightedOption
        query = newQuery
        refreshRows()
        if query.isEmpty, let previousOption, let row = row(ofOption: previousOption), isEnabled(row: row) {
            highlightedRow = row
        } else {
            highlightedRow = enabledRows.first  // F2: the best match
        }
        return .handled(announcing: rowCountAnnouncement)
    }

    /// F3: a typed character extends the query.
    mutating func appendQueryCharacter(_ character: Character) -> RuleResponse {
        replaceQuery(query + String(character))
    }

    /// F3: Backspace deletes the query's last character; without search it is the host's.
    mutating func deleteQueryCharacter() -> RuleResponse {
        guard configuration.isSearchable else { return .ignored }
        return query.isEmpty ? .handled : replaceQuery(String(query.dropLast()))
    }

    /// F4: Escape clears a non-empty query and keeps the list open.
    mutating func clearQueryKeepingOpen() -> RuleResponse {
        replaceQuery("")
    }

    /// F5: empties the query and shows every option again (on closing).
    mutating func clearQuery() {
        query = ""
        refreshRows()
    }

    /// F1: the rows that match a query, best first, as fzf ranks them (or in the options' order when
    /// matches are not ranked). O(n) at worst; a query that extends the previous one searches only
    /// the previous matches.
    mutating func matchingRows(for query: String) -> VisibleRows {
        if matcher == nil { matcher = FuzzyMatcher(labels: catalog.labels) }
        var matches = matcher!.rank(query)
        if !configuration.ranksMatches { matches.sort() }
        return .subset(matches.map { Int32(truncatingIfNeeded: $0) })
    }

    /// F8: the offsets (in Unicode scalars) of the characters of an option's label that the query
    /// matched; empty without a query.
    func matchedPositions(ofOption index: Int) -> [Int] {
        guard !query.isEmpty, let matcher else { return [] }
        return matcher.positions(of: index, for: query)
    }
}
