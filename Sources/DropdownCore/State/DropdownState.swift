/// The headless dropdown: its options, whether its list is open, the highlighted row, the selection,
/// the open submenus, the search query and the load state, changed only by events.
///
/// `DropdownState` is a value type with no clock and no UI: a front end sends it the events it
/// receives (``send(_:at:)``) with their times, and draws what the state says. Every rule of the
/// behaviour contract lives here once, for every front end.
///
/// ```swift
/// var state = DropdownState(
///     options: [DropdownOption("Standard"), DropdownOption("Express")],
///     selection: ["Standard"])
/// state.send(.key(.down), at: .zero)     // opens, highlighting "Standard" (rule O2)
/// state.send(.key(.down), at: .zero)     // highlights "Express" (rule N1)
/// state.send(.key(.enter), at: .zero)    // selects "Express" and closes (rule N4)
/// ```
///
/// **Rows.** The open list shows the option rows of the current level (``visible``: the top level,
/// the children of the innermost open parent, or the search results), then the status rows
/// (``statusRows``: "Create", "Loading more…", a failure with retry). Row numbers count the option
/// rows from 0 and continue through the status rows; ``highlightedRow`` may be either kind.
///
/// Complexity: navigation events are O(1) in the number of options, typeahead is O(n) at worst,
/// replacing the options is O(n), appending options is O(appended) without a query.
///
/// **Memory.** The options are kept as columns, not as ``DropdownOption`` values: the labels as one
/// run of UTF-8, the flags, sections and reasons only where some option has them, the children as
/// the tree's shape, and integer identifiers that number the options from 0 not at all. A million
/// short labels cost about 20 bytes each; ``options`` and ``option(withID:)`` rebuild the values.
public struct DropdownState<ID: Hashable> {
    /// The options, in list order, without duplicate identifiers (rule C3): the top-level options,
    /// each with its children. Built from the stored columns on each call: O(n); front ends that
    /// only count them use ``optionCount``, and those that draw rows ``visibleID(atRow:)`` and
    /// ``visibleLabel(atRow:)``.
    public var options: [DropdownOption<ID>] {
        guard let tree = machine.catalog.tree else { return (0..<machine.catalog.count).map(storedOption) }
        return tree.children(of: nil).map { storedOption(Int($0)) }
    }

    /// The number of top-level options (``options``'s count, without building them). O(1).
    public var optionCount: Int { machine.catalog.tree?.topLevel.count ?? machine.catalog.count }
    /// The number of options a search looks through: every option, or in a tree every leaf (rule
    /// H6). A search line's count reads ``matchCount``/``searchableCount``. O(1).
    public var searchableCount: Int { machine.catalog.tree?.leafCount ?? machine.catalog.count }
    /// How many of the ``searchableCount`` options match the query: the results listed, or all of
    /// them while the query is empty (rule H6). O(1).
    public var matchCount: Int { query.isEmpty ? searchableCount : visibleCount }
    /// The identifiers dropped from the options given because an earlier option had the same
    /// identifier (rule C3).
    public var duplicateIDs: [ID] { storedDuplicateIDs }

    /// The identifier of each option index (every option of the tree in reading order: depth
    /// first, a parent before its children), and the index of each identifier. The labels, the
    /// flags, the sections and the tree's shape are the catalog's (`machine.catalog`).
    @usableFromInline var identifiers = OptionIdentifiers<ID>()
    /// The options disabled by the tree rather than by their own flag: under a disabled parent, or
    /// parents without an enabled descendant (rule H1). Empty for a list without children.
    @usableFromInline var disabledByTree: Set<Int> = []
    /// Why each option that has a reason is disabled (rule A2).
    @usableFromInline var disabledReasons: [Int: String] = [:]
    @usableFromInline var storedDuplicateIDs: [ID] = []
    /// Selected identifiers kept although their options left the list (rule C2), with the last label
    /// they had (`nil` when they were never among the options).
    @usableFromInline var vanished: [(id: ID, label: String?)] = []
    /// Everything else, and the rules, over option indices.
    @usableFromInline var machine: DropdownMachine

    /// Creates a closed dropdown.
    ///
    /// - Parameters:
    ///   - options: the options, in list order, each with its children; later duplicates of an
    ///     identifier are dropped (rule C3).
    ///   - selection: the selected identifiers; in single mode only the first counts, identifiers that
    ///     are not among the options follow the vanished-selection policy (rule C2), and parents are
    ///     never selected (rule H1).
    ///   - configuration: the dropdown's settings.
    /// - Complexity: O(n) for n options (children included).
    @inlinable
    public init(
        options: [DropdownOption<ID>], selection: [ID] = [],
        configuration: DropdownConfiguration = .init()
    ) {
        machine = DropdownMachine(configuration: configuration)
        let addition = indexOptions(options)
        let catalog = addition.catalog()
        noteDisabledByTree(in: catalog, ownFlags: addition.disabled, from: 0)
        machine.replaceCatalog(catalog, path: [], keepingHighlightOn: nil)
        let initial = configuration.selectionMode == .single ? Array(selection.prefix(1)) : selection
        var seen = Set<ID>()
        renumberSelection(initial.filter { seen.insert($0).inserted }.map { (id: $0, label: nil) })
    }

    // MARK: Reading the state

    /// The settings of this dropdown. Front ends whose settings arrive after the state is made
    /// (view modifiers) replace them: the next events follow the new settings. The selection mode
    /// is kept (a single selection does not become a multiple one); turning search off clears the
    /// query; another search syntax ranks an active query's matches again (hl stays on its option
    /// while it matches); a page size below 1 counts as 1; a lower selection limit refuses further
    /// additions without removing any (rule M3).
    public var configuration: DropdownConfiguration {
        get { machine.configuration }
        set {
            var settings = newValue
            settings.selectionMode = machine.configuration.selectionMode
            settings.pageSize = max(1, settings.pageSize)
            let isSearchable = settings.isSearchable
            settings.isSearchable = machine.configuration.isSearchable
            let searchSyntax = settings.searchSyntax
            settings.searchSyntax = machine.configuration.searchSyntax
            machine.configuration = settings
            self.isSearchable = isSearchable
            machine.changeSearchSyntax(to: searchSyntax)
        }
    }

    /// Whether the list is open.
    public var isOpen: Bool { machine.isOpen }

    /// The search query; always empty while closed (rule E2).
    public var query: String { machine.query }

    /// The highlighted row, if any: an option row of ``visible`` (below ``visibleCount``), or an
    /// action row of ``statusRows`` after them (rules E2, L1, L5). Always `nil` while closed.
    public var highlightedRow: Int? { machine.highlightedListRow }

    /// The highlighted option row, if hl is on an option: ``highlightedRow`` when it is below
    /// ``visibleCount``, `nil` on an action row (Create, Retry, Load more) or while closed.
    ///
    /// A position such as "N of M options" reads this: on an action row there is no N.
    public var highlightedOptionRow: Int? { machine.highlightedRow }

    /// The highlighted option's identifier, if hl is on an option row; always `nil` while closed
    /// (rule E2).
    public var highlighted: ID? { machine.highlightedOption.map { identifiers[$0] } }

    /// The action of the highlighted row, if hl is on an action row (rules L1, L5).
    public var highlightedAction: DropdownAction? { machine.highlightedAction }

    /// The selected identifiers, in option order (or in the order chosen, as the configuration's
    /// ``DropdownConfiguration/selectionOrder`` says), followed by any kept vanished ones (rules M3,
    /// C2). At most one in single mode; never a parent (rule H1). O(k) for k selected.
    @inlinable
    public var selection: [ID] {
        // A closure, not `\.id`: a key path in generic code is made anew at each call.
        selectedIndices.map { identifiers[$0] } + vanished.map { $0.id }
    }

    /// The labels of the selection as the field shows them, in ``selection`` order: each option's
    /// label, or its path ("More Fruits › watermelon") when the configuration ``DropdownConfiguration/showsPath``.
    /// A vanished option keeps its last label; an identifier never among the options is described
    /// (rule C2).
    public var selectedLabels: [String] {
        selectedIndices.map(fieldLabel(ofOption:))
            + vanished.map { $0.label ?? String(describing: $0.id) }
    }

    /// The option indices of the selection, in the configured order (rule M3).
    @inlinable
    var selectedIndices: [Int] {
        machine.configuration.selectionOrder == .chosen ? machine.selected.chosenOrder : machine.selected.indices
    }

    /// The label the field shows for an option: its label, or its path with ``DropdownConfiguration/showsPath``.
    @usableFromInline
    func fieldLabel(ofOption index: Int) -> String {
        guard machine.configuration.showsPath, let ancestors = machine.ancestors(of: index) else {
            return machine.catalog.labels[index]
        }
        return (ancestors + [index]).map { machine.catalog.labels[$0] }
            .joined(separator: machine.configuration.pathSeparator)
    }

    /// The label to show for a selected identifier, as ``selectedLabels`` shows it: its option's
    /// label (or path), the last label a vanished selected option had (rule C2), or a description of
    /// the identifier when no label was ever known.
    public func selectedLabel(of id: ID) -> String {
        if let index = identifiers.index(of: id) { return fieldLabel(ofOption: index) }
        if let kept = vanished.first(where: { $0.id == id }), let label = kept.label { return label }
        return String(describing: id)
    }

    /// The option with an identifier, at any depth, if it is one. O(its label), and O(its subtree)
    /// for a parent; ``label(of:)`` reads only the label.
    public func option(withID id: ID) -> DropdownOption<ID>? {
        identifiers.index(of: id).map(storedOption)
    }

    /// The option at an option index, rebuilt from the columns: O(its label), and O(its subtree)
    /// for a parent.
    func storedOption(_ index: Int) -> DropdownOption<ID> {
        let catalog = machine.catalog
        var children: [DropdownOption<ID>] = []
        if let tree = catalog.tree, tree.isParent(index) {
            children = tree.children(of: index).map { storedOption(Int($0)) }
        }
        return DropdownOption(
            id: identifiers[index], label: catalog.labels[index],
            isDisabled: catalog.disabled[index] && !disabledByTree.contains(index),
            section: catalog.sections?[index] ?? nil, disabledReason: disabledReasons[index],
            keywords: catalog.keywords?.keywords(ofOption: index) ?? [], children: children)
    }

    /// The identifiers of the option rows shown, in display order: the current level, or the search
    /// results. O(n); front ends that draw a window of rows use ``visibleCount`` and
    /// ``visibleID(atRow:)`` instead.
    public var visible: [ID] {
        (0..<machine.rows.count).map { identifiers[machine.rows.optionIndex(atRow: $0)] }
    }

    /// The number of option rows shown (the current level, or the search results). O(1).
    public var visibleCount: Int { machine.rows.count }

    /// The option shown on an option row of ``visible`` (a row below ``visibleCount``). O(its
    /// label), and O(its subtree) for a parent; a front end that needs only the row's identifier,
    /// label or flags reads them with ``visibleID(atRow:)``, ``visibleLabel(atRow:)`` and
    /// ``isEnabled(row:)``, which build no option.
    public func visibleOption(atRow row: Int) -> DropdownOption<ID> {
        storedOption(machine.rows.optionIndex(atRow: row))
    }

    /// The option row of ``visible`` that shows an option, or `nil` when it is not shown. O(1) at a
    /// level; O(rows) among search results.
    public func row(of id: ID) -> Int? {
        // Not `flatMap(machine.row(ofOption:))`: the method as a value would copy the machine.
        guard let index = identifiers.index(of: id) else { return nil }
        return machine.row(ofOption: index)
    }

    /// Whether an option is selected. O(log k) for k selected.
    public func isSelected(_ id: ID) -> Bool {
        if let index = identifiers.index(of: id) { return machine.selected.contains(index) }
        return vanished.contains { $0.id == id }
    }

    /// Whether the option on a row of ``visible`` is selected; `false` for a status row. O(log k) for
    /// k selected.
    public func isSelected(row: Int) -> Bool {
        row < visibleCount && machine.selected.contains(machine.rows.optionIndex(atRow: row))
    }

    /// The row the list should keep in view: the highlighted row, else the first selected row that is
    /// shown (rule P4).
    public var scrollTarget: Int? {
        machine.highlightedListRow ?? machine.selected.indices.lazy.compactMap(machine.row(ofOption:)).first
    }

    /// The ranges of an option's label that the search query matched, for emphasis (rule F8); empty
    /// without a query and on status rows. Computed on demand for the rows a front end draws: O(m × w)
    /// for one row.
    public func matchedRanges(atRow row: Int) -> [Range<String.Index>] {
        guard row < visibleCount else { return [] }
        let index = machine.rows.optionIndex(atRow: row)
        let positions = machine.matchedPositions(ofOption: index)
        guard !positions.isEmpty else { return [] }
        let label = machine.catalog.labels[index]
        var ranges: [Range<String.Index>] = []
        var scalarIndex = label.unicodeScalars.startIndex
        var offset = 0
        for position in positions {
            scalarIndex = label.unicodeScalars.index(scalarIndex, offsetBy: position - offset)
            offset = position
            let end = label.unicodeScalars.index(after: scalarIndex)
            if let last = ranges.last, last.upperBound == scalarIndex {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(scalarIndex..<end)
            }
        }
        return ranges
    }

    /// Where section headers go among the rows, and the status rows after them; no headers while a
    /// query ranks the rows.
    public var sectionLayout: DropdownSectionLayout {
        machine.sectionLayout.withStatusRows(machine.statusRows.count)
    }

    /// What the open list shows when it has no option rows: "No options", "No matches", "Loading…" or
    /// the failure (rules O6, F7, L1). Status rows may follow it (a retry or a "Create" row).
    public var emptyState: DropdownEmptyState? { machine.emptyState }

    /// Whether typed characters edit a search query (rule F3). Front ends whose search is configured
    /// after the state is made (a view modifier) set it; turning search off clears the query.
    public var isSearchable: Bool {
        get { machine.configuration.isSearchable }
        set {
            guard newValue != machine.configuration.isSearchable else { return }
            machine.configuration.isSearchable = newValue
            if !newValue && !machine.query.isEmpty { _ = machine.replaceQuery("") }
        }
    }

    /// How many rows PageUp and PageDown move (rule N3), and how near the end paging asks for more
    /// (rule L3): the configuration's, until the front end says with
    /// ``DropdownEvent/setPageSize(_:)`` how many rows it shows.
    public var pageSize: Int { machine.configuration.pageSize }
}

extension DropdownState: Sendable where ID: Sendable {}

/// What an open list without option rows says instead (rules O6, F7, L1). ``DropdownStrings`` gives
/// its words (`text(forEmptyState:)`).
public enum DropdownEmptyState: Sendable, Hashable {
    /// The dropdown has no options at all.
    case noOptions
    /// The search query matches no option.
    case noMatches
    /// Options are loading: "Loading…" (rule L1).
    case loading
    /// The load failed: the host's message, with a retry row below it (rule L1).
    case failed(message: String)
}
