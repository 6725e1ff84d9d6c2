/// The headless dropdown: its options, whether its list is open, the highlighted option, the
/// selection and the search query, changed only by events.
///
/// `DropdownState` is a value type with no clock and no UI: a front end sends it the events it
/// receives (``send(_:at:)``) with their times, and draws what the state says. Every rule of the
/// behaviour contract lives here once, for every front end.
///
/// ```swift
/// var state = DropdownState(options: [DropdownOption("Standard"), DropdownOption("Express")],
///                           selection: ["Standard"])
/// state.send(.key(.down), at: .zero)     // opens, highlighting "Standard" (rule O2)
/// state.send(.key(.down), at: .zero)     // highlights "Express" (rule N1)
/// state.send(.key(.enter), at: .zero)    // selects "Express" and closes (rule N4)
/// ```
///
/// Complexity: navigation events are O(1) in the number of options, typeahead is O(n) at worst,
/// replacing the options is O(n).
public struct DropdownState<ID: Hashable> {
    /// The options, in list order, without duplicate identifiers (rule C3).
    public var options: [DropdownOption<ID>] { storedOptions }
    /// The identifiers dropped from the last options given because an earlier option had the same
    /// identifier (rule C3).
    public var duplicateIDs: [ID] { storedDuplicateIDs }

    @usableFromInline var storedOptions: [DropdownOption<ID>] = []
    @usableFromInline var storedDuplicateIDs: [ID] = []

    /// The option index of each identifier.
    @usableFromInline var indexByID: [ID: Int] = [:]
    /// Selected identifiers kept although their options left the list (rule C2), with the last label
    /// they had (`nil` when they were never among the options).
    @usableFromInline var vanished: [(id: ID, label: String?)] = []
    /// Everything else, and the rules, over option indices.
    @usableFromInline var machine: DropdownMachine

    /// Creates a closed dropdown.
    ///
    /// - Parameters:
    ///   - options: the options, in list order; later duplicates of an identifier are dropped (rule C3).
    ///   - selection: the selected identifiers; in single mode only the first counts, and identifiers
    ///     that are not among the options follow the vanished-selection policy (rule C2).
    ///   - configuration: the dropdown's settings.
    /// - Complexity: O(n) for n options.
    @inlinable
    public init(
        options: [DropdownOption<ID>], selection: [ID] = [],
        configuration: DropdownConfiguration = .init()
    ) {
        machine = DropdownMachine(configuration: configuration)
        machine.replaceCatalog(installOptions(options), keepingHighlightOn: nil)
        let initial = configuration.selectionMode == .single ? Array(selection.prefix(1)) : selection
        var seen = Set<ID>()
        renumberSelection(initial.filter { seen.insert($0).inserted }.map { (id: $0, label: nil) })
    }

    // MARK: Reading the state

    /// The settings of this dropdown. Front ends whose settings arrive after the state is made
    /// (view modifiers) replace them: the next events follow the new settings. The selection mode
    /// is kept (a single selection does not become a multiple one); turning search off clears the
    /// query; a page size below 1 counts as 1; a lower selection limit refuses further additions
    /// without removing any (rule M3).
    public var configuration: DropdownConfiguration {
        get { machine.configuration }
        set {
            var settings = newValue
            settings.selectionMode = machine.configuration.selectionMode
            settings.pageSize = max(1, settings.pageSize)
            let isSearchable = settings.isSearchable
            settings.isSearchable = machine.configuration.isSearchable
            machine.configuration = settings
            self.isSearchable = isSearchable
        }
    }

    /// Whether the list is open.
    public var isOpen: Bool { machine.isOpen }

    /// The search query; always empty while closed (rule E2).
    public var query: String { machine.query }

    /// The row of the highlighted option in ``visible``, if any.
    public var highlightedRow: Int? { machine.highlightedRow }

    /// The highlighted option's identifier, if any; always `nil` while closed (rule E2).
    @inlinable
    public var highlighted: ID? { machine.highlightedOption.map { options[$0].id } }

    /// The selected identifiers, in option order (or in the order chosen, as the configuration's
    /// ``DropdownConfiguration/selectionOrder`` says), followed by any kept vanished ones (rules M3,
    /// C2). At most one in single mode. O(k) for k selected.
    @inlinable
    public var selection: [ID] {
        selectedIndices.map { options[$0].id } + vanished.map(\.id)
    }

    /// The labels of the selection, in ``selection`` order. A vanished option keeps its last label;
    /// an identifier never among the options is described (rule C2).
    @inlinable
    public var selectedLabels: [String] {
        selectedIndices.map { options[$0].label }
            + vanished.map { $0.label ?? String(describing: $0.id) }
    }

    /// The option indices of the selection, in the configured order (rule M3).
    @inlinable
    var selectedIndices: [Int] {
        machine.configuration.selectionOrder == .chosen ? machine.selected.chosenOrder : machine.selected.indices
    }

    /// The label to show for an identifier: its option's label, the last label a vanished selected
    /// option had (rule C2), or a description of the identifier when no label was ever known.
    public func selectedLabel(of id: ID) -> String {
        if let index = indexByID[id] { return options[index].label }
        if let kept = vanished.first(where: { $0.id == id }), let label = kept.label { return label }
        return String(describing: id)
    }

    /// The identifiers of the rows shown, in display order. O(n); front ends that draw a window of
    /// rows use ``visibleCount`` and ``visibleOption(atRow:)`` instead.
    public var visible: [ID] {
        (0..<machine.rows.count).map { options[machine.rows.optionIndex(atRow: $0)].id }
    }

    /// The number of rows shown. O(1).
    public var visibleCount: Int { machine.rows.count }

    /// The option shown on a row of ``visible``. O(1).
    public func visibleOption(atRow row: Int) -> DropdownOption<ID> {
        options[machine.rows.optionIndex(atRow: row)]
    }

    /// The row of ``visible`` that shows an option, or `nil` when it is not shown. O(1).
    public func row(of id: ID) -> Int? {
        indexByID[id].flatMap(machine.row(ofOption:))
    }

    /// Whether an option is selected. O(log k) for k selected.
    public func isSelected(_ id: ID) -> Bool {
        if let index = indexByID[id] { return machine.selected.contains(index) }
        return vanished.contains { $0.id == id }
    }

    /// Whether the option on a row of ``visible`` is selected. O(log k) for k selected.
    public func isSelected(row: Int) -> Bool {
        machine.selected.contains(machine.rows.optionIndex(atRow: row))
    }

    /// The row the list should keep in view: the highlighted row, else the first selected row that is
    /// shown (rule P4).
    public var scrollTarget: Int? {
        machine.highlightedRow ?? machine.selected.indices.lazy.compactMap(machine.row(ofOption:)).first
    }

    /// The ranges of an option's label that the search query matched, for emphasis (rule F8); empty
    /// without a query. Computed on demand for the rows a front end draws: O(m × w) for one row.
    public func matchedRanges(atRow row: Int) -> [Range<String.Index>] {
        let index = machine.rows.optionIndex(atRow: row)
        let positions = machine.matchedPositions(ofOption: index)
        guard !positions.isEmpty else { return [] }
        let label = options[index].label
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

    /// Where section headers go among the visible rows; none while a query ranks the rows.
    public var sectionLayout: DropdownSectionLayout { machine.sectionLayout }

    /// What the open list shows when it has no rows: "No options" or "No matches" (rules O6, F7).
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

    /// How many rows PageUp and PageDown move (rule N3). Front ends set it to the rows they show;
    /// values below 1 count as 1.
    public var pageSize: Int {
        get { machine.configuration.pageSize }
        set { machine.configuration.pageSize = max(1, newValue) }
    }
}

extension DropdownState: Sendable where ID: Sendable {}

/// What an open list without rows says instead (rules O6, F7).
public enum DropdownEmptyState: Sendable, Hashable {
    /// The dropdown has no options at all.
    case noOptions
    /// The search query matches no option.
    case noMatches
}
