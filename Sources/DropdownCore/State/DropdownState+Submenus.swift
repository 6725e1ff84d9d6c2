extension DropdownState {
    // MARK: Nested options

    /// The parents whose submenus are open, outermost first; empty at the top level, while closed and
    /// while searching (rules H2, H3, H6, H9). A front end draws a back row labelled with the last one
    /// (``option(withID:)``), which sends ``DropdownKey/left``. O(depth).
    public var submenuPath: [ID] { machine.path.map { identifiers[$0] } }

    /// Whether an option is a parent: it opens a submenu and is never selected (rule H1). `false` for
    /// an identifier that is not an option. O(1).
    public func isParent(_ id: ID) -> Bool {
        identifiers.index(of: id).map(machine.catalog.isParent) ?? false
    }

    /// The ancestors of an option, outermost first: empty for a top-level option or an identifier
    /// that is not an option. For breadcrumbs, and for the paths of search results (rule H6). O(depth).
    public func path(of id: ID) -> [ID] {
        guard let index = identifiers.index(of: id), let ancestors = machine.ancestors(of: index) else { return [] }
        return ancestors.map { identifiers[$0] }
    }
}

extension DropdownState {
    // MARK: Preparing the search

    /// Whether the search index that a query searches is built, or none is needed: the list is not
    /// searchable, or its host filters the options (rule L4).
    ///
    /// The first query of a searchable list builds the index of the labels, and the first search of
    /// the best matches makes the masks that bound their scores: for 100,000 file paths some 15 and
    /// 20 milliseconds on the development machine, paid by that keystroke. ``prepareSearch()`` builds
    /// both beforehand. Appending options while the query is empty drops the index (the next query
    /// builds it again, with them).
    public var isSearchPrepared: Bool { machine.isSearchPrepared }

    /// Whether a front end that has time should call ``prepareSearch()`` now: the index is not
    /// built (``isSearchPrepared``), and no options are loading, since appending options while the
    /// query is empty drops it (rule L2).
    public var shouldPrepareSearch: Bool { machine.shouldPrepareSearch }

    /// Builds the search index and the masks that bound the labels' scores now, so that the first
    /// query does not wait for them (rule F1); nothing a person sees changes.
    ///
    /// A front end calls it when it has time before the first keystroke, on a copy of the state
    /// on another thread if it likes: the terminal prompt does, once its options are in, and takes
    /// the copy if nothing changed the dropdown meanwhile. Does nothing when ``isSearchPrepared``.
    ///
    /// - Complexity: O(total characters of the labels).
    public mutating func prepareSearch() {
        machine.prepareSearch()
    }
}

extension DropdownState {
    // MARK: Options that arrive later

    /// The load state the host last set (rule L1).
    public var loadState: DropdownLoadState { machine.loading.state }

    /// Whether more options exist beyond the ones the dropdown has, as the host last said (rule L3).
    public var hasMoreOptions: Bool { machine.loading.hasMore }

    /// The status rows after the option rows, in order: "Create", then the load status (rules L1, L5).
    /// Their rows are ``visibleCount`` and on.
    public var statusRows: [DropdownStatusRow] { machine.statusRows.all }

    /// The status row on a row (``visibleCount`` and on), or `nil` for an option row or past the end.
    public func statusRow(atRow row: Int) -> DropdownStatusRow? {
        let status = machine.statusRows
        let index = row - visibleCount
        return index >= 0 && index < status.count ? status[index] : nil
    }

    /// The number of rows of the open list: option rows, then status rows. O(1).
    public var rowCount: Int { machine.listRowCount }
}
