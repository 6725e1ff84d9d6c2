extension DropdownMachine {
    // MARK: Search

    /// F1–F5: replaces the query.
    @usableFromInline
    mutating func replaceQuery(_ newQuery: String) -> RuleResponse {
        .ignored
    }

    /// F3: appends a typed character to the query.
    mutating func appendQueryCharacter(_ character: Character) -> RuleResponse {
        .ignored
    }

    /// F3: Backspace deletes the last character of the query.
    mutating func deleteQueryCharacter() -> RuleResponse {
        .ignored
    }

    /// F4: Escape clears a non-empty query and keeps the list open.
    mutating func clearQueryKeepingOpen() -> RuleResponse {
        clearQuery()
        return .handled
    }

    /// F5: empties the query and shows every option again.
    mutating func clearQuery() {
        query = ""
        refreshRows()
    }

    /// F1: the rows that match a query, best first.
    func matchingRows(for query: String) -> VisibleRows {
        .all(count: catalog.count)
    }
}
