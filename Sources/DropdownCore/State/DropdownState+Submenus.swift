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
