extension DropdownState {
    // MARK: Reading one row

    /// The identifiers of the option rows shown, in display order, read on demand: ``visible``
    /// without building its array. O(1) to take, O(1) per identifier.
    ///
    /// It holds the rows and the identifiers, not the state: a view can keep it between events
    /// (the identity of its rows) without holding the options' labels, the selection or the
    /// search index. The state shares that storage with it until the rows change; an event that
    /// appends options while it is kept copies the identifiers once.
    public var visibleIDs: DropdownVisibleIDs<ID> {
        DropdownVisibleIDs(rows: machine.rows, identifiers: identifiers)
    }

    /// The identifier of the option on an option row of ``visible`` (a row below ``visibleCount``).
    /// O(1): no label is read and no option is built, so a front end can identify every row (a
    /// list view's identity pass) at the cost of reading integers.
    public func visibleID(atRow row: Int) -> ID {
        identifiers[machine.rows.optionIndex(atRow: row)]
    }

    /// The label of the option on an option row of ``visible``. O(its length); no option is built
    /// (a parent's subtree is not read).
    public func visibleLabel(atRow row: Int) -> String {
        machine.label(ofRow: row)
    }

    /// The label of the option with an identifier, at any depth, or `nil` when it is not one: what
    /// a back row, a breadcrumb or a search result's path shows. O(its length); no option is built.
    public func label(of id: ID) -> String? {
        identifiers.index(of: id).map { machine.catalog.labels[$0] }
    }

    /// The option with an identifier, at any depth, without its children (`children` is empty, a
    /// parent's too: ``childCount(of:)`` and ``isParent(_:)`` say how many it has), or `nil` when
    /// it is not one. O(its label): a front end that checks an option against its own copy reads
    /// no subtree.
    public func optionWithoutChildren(withID id: ID) -> DropdownOption<ID>? {
        identifiers.index(of: id).map(optionWithoutChildren(atIndex:))
    }

    /// The option at an option index, without its children (``optionWithoutChildren(withID:)``).
    func optionWithoutChildren(atIndex index: Int) -> DropdownOption<ID> {
        let catalog = machine.catalog
        let id = identifiers[index]
        return DropdownOption(
            id: id, label: catalog.labels[index],
            isDisabled: catalog.disabled[index] && !disabledByTree.contains(index),
            section: catalog.sections?[index] ?? nil, disabledReason: disabledReasons[index],
            keywords: catalog.keywords?.keywords(ofOption: index) ?? [])
    }

    /// The number of children of the option with an identifier: 0 for a leaf and for an
    /// identifier that is not an option. O(1).
    public func childCount(of id: ID) -> Int {
        identifiers.index(of: id).map(childCount(ofIndex:)) ?? 0
    }

    /// The number of children of the option at an option index (``childCount(of:)``). O(1).
    func childCount(ofIndex index: Int) -> Int {
        machine.catalog.tree?.children(of: index).count ?? 0
    }

    /// Whether the option on an option row of ``visible`` can be highlighted and chosen: it is not
    /// disabled, not under a disabled parent, and not a parent without an enabled descendant (rules
    /// N1, H1); `false` past the option rows. O(1).
    public func isEnabled(row: Int) -> Bool {
        row < visibleCount && machine.isEnabled(row: row)
    }

    /// The parts of the label on an option row that the search query matched, for emphasis (rule
    /// F8), as offsets of Unicode scalars in the label (`label.unicodeScalars`), adjacent matches
    /// merged; empty without a query and on status rows. ``matchedRanges(atRow:)`` gives the same
    /// parts as indices of a copy of the label; these hold in any copy and need no label. O(m × w)
    /// for one row.
    public func matchedScalarRanges(atRow row: Int) -> [Range<Int>] {
        guard row < visibleCount else { return [] }
        var ranges: [Range<Int>] = []
        for position in machine.matchedPositions(ofOption: machine.rows.optionIndex(atRow: row)) {
            if let last = ranges.last, last.upperBound == position {
                ranges[ranges.count - 1] = last.lowerBound..<(position + 1)
            } else {
                ranges.append(position..<(position + 1))
            }
        }
        return ranges
    }

    /// The labels of an option's ancestors, outermost first: where a search result inside a
    /// submenu sits (rule H6), or a breadcrumb. Empty for a top-level option or an identifier that
    /// is not an option. O(depth), one label read per ancestor.
    public func pathLabels(of id: ID) -> [String] {
        guard let index = identifiers.index(of: id) else { return [] }
        return pathLabels(ofIndex: index)
    }

    /// The labels of the ancestors of the option at `index`, outermost first; empty for a top-level
    /// option. O(depth), and no identifier hashed: a row's path is read by its option's index.
    func pathLabels(ofIndex index: Int) -> [String] {
        guard let ancestors = machine.ancestors(of: index) else { return [] }
        return ancestors.map { machine.catalog.labels[$0] }
    }
}

/// The identifiers of a dropdown's option rows, in display order (``DropdownState/visibleIDs``): a
/// random-access collection read on demand, O(1) per identifier.
public struct DropdownVisibleIDs<ID: Hashable>: RandomAccessCollection {
    private let rows: VisibleRows
    /// Every option's identifier, by option index.
    let identifiers: OptionIdentifiers<ID>

    init(rows: VisibleRows, identifiers: OptionIdentifiers<ID>) {
        self.rows = rows
        self.identifiers = identifiers
    }

    /// The first row: 0.
    public var startIndex: Int { 0 }
    /// The number of option rows.
    public var endIndex: Int { rows.count }

    /// The identifier of the option on a row. O(1).
    public subscript(row: Int) -> ID {
        id(atRow: row)
    }

    /// The identifier of the option on a row. Always inlined: called, it would take this value
    /// with its type's metadata, looked up at each call (R16).
    @inline(__always)
    func id(atRow row: Int) -> ID {
        identifiers[rows.optionIndex(atRow: row)]
    }
}

extension DropdownVisibleIDs: Sendable where ID: Sendable {}
