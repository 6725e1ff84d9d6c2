/// The highlighted row of an open list with the line shown on it and the query that put it there:
/// what the list's scroll view follows (rule P4).
///
/// The row alone is not enough: a new query puts another option on the same row (the best match
/// is on row 0 after each keystroke, F2), and a list the person dragged elsewhere must still bring
/// that option into view, since Return chooses it. The line tells them apart. Nor is the line: a
/// query can keep the same best match on the same row ("ca", then "can"), which the person may
/// have dragged out of view before typing. The query tells them apart. The rows' revision does
/// not take part: it also changes when a page loads while the person scrolls (L3), which must not
/// pull them back.
@_spi(Session) public struct HighlightedLine<ID: Hashable>: Hashable {
    /// The highlighted row, if any.
    @_spi(Session) public let row: Int?
    /// The line shown on that row (an option's or a status row's), if any.
    @_spi(Session) public let line: ListLineID<ID>?
    /// The query typed when the row was highlighted.
    @_spi(Session) public let query: String

    /// The highlighted `row` of `lines`, under `query`. O(1) but for comparing the query, which
    /// the person typed.
    @_spi(Session) public init(row: Int?, in lines: ListLines<ID>, query: String) {
        self.row = row
        line = row.flatMap(lines.line(ofRow:))
        self.query = query
    }
}

extension ListScrollTarget {
    /// The line to bring into view when the highlight went from `previous` to `current`: the new
    /// highlighted line when the row, the line on it or the query changed, scrolling as little as
    /// possible; none when none of them changed, or nothing is highlighted.
    @_spi(Session) public static func afterChange<ID: Hashable>(
        from previous: HighlightedLine<ID>, to current: HighlightedLine<ID>
    )
        -> ListLineID<ID>?
    {
        current == previous ? nil : current.line
    }

    /// The line a level's scroll view is made at: the line the level opened at, or while a query
    /// is typed, the highlighted line (the best match, F2). A level's scroll view is made again
    /// when a query's rows come back after "No matches": it starts at the best match, not at the
    /// row the list opened at.
    @_spi(Session) public static func levelStart<ID: Hashable>(
        opening: ListLineID<ID>?, highlighted: HighlightedLine<ID>, query: String
    ) -> ListLineID<ID>? {
        query.isEmpty ? opening : highlighted.line ?? opening
    }
}
