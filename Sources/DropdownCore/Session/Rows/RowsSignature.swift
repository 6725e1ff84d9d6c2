/// The visible rows at a glance, O(1): how many there are (lines too), the query, and the first and
/// last ids (the last one without a query only: a query's last rank is ranked when first read, which
/// ranks every match, LazyRanking). Two states with different signatures show different rows.
@_spi(Session) public struct RowsSignature<ID: Hashable>: Equatable {
    @_spi(Session) public let lineCount: Int
    @_spi(Session) public let query: String
    @_spi(Session) public let first: ID?
    @_spi(Session) public let last: ID?

    @_spi(Session) public init(_ state: DropdownState<ID>) {
        lineCount = state.sectionLayout.lineCount
        query = state.query
        let count = state.visibleCount
        first = count > 0 ? state.visibleID(atRow: 0) : nil
        last = count > 0 && query.isEmpty ? state.visibleID(atRow: count - 1) : nil
    }
}
