extension DropdownMachine {
    // MARK: Search

    /// F1, F2, F5, A4, H6, L4: replaces the query.
    ///
    /// The rows become the ranked matches among every option that can be chosen, whatever the level
    /// (every option of the level, in order, for an empty query; the host's results, as they are,
    /// with remote filtering), and hl moves to the best match, or without matches to the "Create"
    /// row when it is shown (L5), else to none. When the query is cleared, the list is back at the
    /// top level with hl on the option it was on, or its top-level ancestor. A query typed into a
    /// closed dropdown opens it.
    @usableFromInline
    mutating func replaceQuery(_ newQuery: String) -> RuleResponse {
        guard newQuery != query else { return isOpen ? .handled : .ignored }
        if !isOpen {
            guard !newQuery.isEmpty else { return .ignored }
            _ = open(highlighting: .selection)
        }
        let previousOption = highlightedOption.map { catalog.tree?.child(of: nil, holding: $0) ?? $0 }
        query = newQuery
        if !query.isEmpty { setPath([]) }  // H6: a search covers the whole tree
        loading.rowsInView = nil
        refreshRows()
        highlight(query.isEmpty ? previousOption : nil)
        bestMatchMark = query.isEmpty ? nil : highlightMoves  // L2: hl follows the best match from here
        if configuration.searchFiltering == .remote { return .handled }  // L4: the results will say
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

    /// Whether the search index a query searches is built, or none is needed (the list is not
    /// searchable, or its host filters the options: rule L4).
    var isSearchPrepared: Bool {
        search != nil || !configuration.isSearchable || configuration.searchFiltering != .local
    }

    /// Whether building the search index now would last: it is not built, and no options are
    /// loading (appending them while the query is empty drops it, L2).
    var shouldPrepareSearch: Bool { !isSearchPrepared && loading.state != .loading }

    /// F1: builds now what the first search of a query builds (the index of the labels, and the
    /// masks that bound their scores); nothing shown changes. O(total characters).
    mutating func prepareSearch() {
        guard !isSearchPrepared else { return }
        search = OptionSearch(catalog: catalog, syntax: configuration.searchSyntax)
        search!.prepareForQueries()
    }

    /// F1, H6: the options that match a query, best first, as fzf ranks them (or in the options'
    /// order when matches are not ranked), without the parents (a search lists what can be chosen).
    /// O(n) tests at worst, and the rows a page shows ranked (the others when first read); a query
    /// that extends the previous one searches only the previous matches.
    mutating func matchingRows(for query: String) -> VisibleRows {
        if search == nil { search = OptionSearch(catalog: catalog, syntax: configuration.searchSyntax) }
        let results = search!.results(
            for: query, ranked: configuration.ranksMatches,
            drawnRanks: OptionSearch.drawnRanks(pageSize: configuration.pageSize))
        if catalog.keywords != nil {  // F9–F11: every label match read, the keyword matches merged in
            var merged = mergingKeywordMatches(into: results.optionIndices, for: query)
            if !configuration.ranksMatches { merged.sort() }  // the options' order
            return .ranked(merged)
        }
        return .ranked(results)
    }

    /// F1, F2, F8: reads the query in another syntax from now on. An active query matches and ranks
    /// the options again (their matched characters too); hl stays on its option while it is still
    /// among the matches, else it moves to the best match. O(total bytes) to index the labels again
    /// when a query is active; O(1) otherwise (they are indexed on the next query).
    mutating func changeSearchSyntax(to syntax: FuzzyMatcher.Syntax) {
        guard syntax != configuration.searchSyntax else { return }
        configuration.searchSyntax = syntax
        search = nil  // the index reads queries in one syntax
        guard isFilteringLocally else { return }  // L4: the host's results do not depend on it
        let previousOption = highlightedOption
        loading.rowsInView = nil  // other rows: the front end says again which it shows
        let wasOnBestMatch = bestMatchMark == highlightMoves
        refreshRows()
        highlight(previousOption)
        if wasOnBestMatch { bestMatchMark = highlightMoves }  // L2: still nobody's choice
    }

    /// Puts hl on `option`'s row when it is among the rows and enabled, else on the best match (F2).
    private mutating func highlight(_ option: Int?) {
        if let option, let row = row(ofOption: option), isEnabled(row: row) {
            highlightedRow = row
        } else {
            highlightBestMatch()
        }
    }

    /// F2, L5: hl on the best match (the first enabled row); without one, on the "Create" row when
    /// it is shown, so that Enter creates; else nowhere.
    mutating func highlightBestMatch() {
        if let first = enabledRows.first {
            highlightedRow = first
        } else if statusRows.row(of: .create) != nil {
            highlight = .action(.create)
        } else {
            highlight = nil
        }
    }

    /// F8: the offsets (in Unicode scalars) of the characters of an option's label that the query
    /// matched; empty without a query, and with remote filtering.
    func matchedPositions(ofOption index: Int) -> [Int] {
        guard isFilteringLocally, let search else { return [] }
        return search.positions(ofOption: index, for: query)
    }
}
