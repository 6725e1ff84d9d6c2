/// The rules of the dropdown, over option indices rather than identifiers.
///
/// ``DropdownState`` translates identifiers to option indices and back; this non-generic machine
/// holds everything else and applies every rule, so its code is compiled once, fully optimised,
/// whatever the identifier type. The rule functions live in extensions named after the sections of
/// the behaviour contract (Opening, Moving, Typeahead, Multiple selection, Search).
@usableFromInline
struct DropdownMachine: Sendable {
    /// The settings of the dropdown.
    @usableFromInline var configuration: DropdownConfiguration
    /// Labels and disabled flags, by option index.
    private(set) var catalog = OptionCatalog()
    /// Whether the list is open.
    @usableFromInline var isOpen = false
    /// The search query; empty while closed (rule E2).
    var query = ""
    /// The highlighted row of the visible rows, if any.
    var highlightedRow: Int?
    /// Which option each visible row shows.
    private(set) var rows = VisibleRows.all(count: 0)
    /// The enabled visible rows, for O(1) navigation.
    private(set) var enabledRows = EnabledRows(count: 0) { _ in false }
    /// Where section headers go among the visible rows.
    private(set) var sectionLayout = DropdownSectionLayout(rowCount: 0)
    /// The committed selection.
    @usableFromInline var selected = SelectedOptions()
    /// The typeahead characters (rules T1–T7).
    var typeahead = TypeaheadBuffer()
    /// The search index of the labels, built on the first query (rule F1).
    var matcher: FuzzyMatcher?

    @usableFromInline
    init(configuration: DropdownConfiguration) {
        self.configuration = configuration
    }

    /// The option index of the highlighted row.
    @usableFromInline var highlightedOption: Int? { highlightedRow.map(rows.optionIndex(atRow:)) }

    /// The row that shows an option, if it is shown.
    func row(ofOption index: Int) -> Int? { rows.row(ofOption: index) }

    /// Whether a row can be highlighted (rules E2, T7).
    func isEnabled(row: Int) -> Bool { enabledRows.isEnabled(row) }

    /// The label of the option on a row.
    func label(ofRow row: Int) -> String { catalog.labels[rows.optionIndex(atRow: row)] }

    /// What the open list shows when it has no rows (rules O6, F7).
    var emptyState: DropdownEmptyState? {
        guard rows.count == 0 else { return nil }
        return catalog.count == 0 || query.isEmpty ? .noOptions : .noMatches
    }

    /// Installs new options (rules C1–C3): the selection renumbered by the caller, and hl kept on
    /// `highlightedOption` if it is still shown and enabled. O(n).
    @usableFromInline
    mutating func replaceCatalog(_ newCatalog: OptionCatalog, keepingHighlightOn highlightedOption: Int?) {
        catalog = newCatalog
        matcher = nil
        refreshRows()
        highlightedRow = nil
        if let highlightedOption, let row = rows.row(ofOption: highlightedOption), isEnabled(row: row) {
            highlightedRow = row
        }
    }

    /// Recomputes the visible rows and their navigation index from the options and the query. O(n).
    mutating func refreshRows() {
        rows = query.isEmpty ? .all(count: catalog.count) : matchingRows(for: query)
        let disabled = catalog.disabled
        let rows = self.rows
        enabledRows = EnabledRows(count: rows.count) { disabled[rows.optionIndex(atRow: $0)] }
        if let sections = catalog.sections, rows.showsAllOptions {
            sectionLayout = DropdownSectionLayout(rowCount: rows.count) { sections[$0] }
        } else {
            sectionLayout = DropdownSectionLayout(rowCount: rows.count)
        }
    }

    /// What is compared before and after an event to report its changes (rule E1). O(1).
    @usableFromInline
    struct Snapshot {
        var isOpen: Bool
        var highlightedOption: Int?
        var selectionGeneration: UInt64
        var query: String
        /// The number of kept vanished identifiers (rule C2).
        @usableFromInline var vanishedCount: Int
    }

    /// The number of selected identifiers kept although their options left the list (rule C2).
    @usableFromInline var vanishedCount: Int { selected.vanishedCount }

    /// The state that changes are reported on.
    @usableFromInline var snapshot: Snapshot {
        Snapshot(
            isOpen: isOpen, highlightedOption: highlightedOption,
            selectionGeneration: selected.generation, query: query,
            vanishedCount: selected.vanishedCount)
    }

    /// The changes between an earlier snapshot and now (rule E1). The highlight is compared by option
    /// index, which is the identity as long as the options are the same.
    @usableFromInline
    func changes(since before: Snapshot) -> DropdownChanges {
        var changes: DropdownChanges = []
        if !before.isOpen && isOpen { changes.insert(.opened) }
        if before.isOpen && !isOpen { changes.insert(.closed) }
        if before.highlightedOption != highlightedOption { changes.insert(.highlight) }
        if before.selectionGeneration != selected.generation { changes.insert(.selection) }
        if before.query != query { changes.insert(.query) }
        return changes
    }
}

/// The outcome of one rule: whether the input was consumed, and what to announce.
@usableFromInline
struct RuleResponse: Sendable {
    @usableFromInline var isHandled: Bool
    @usableFromInline var announcement: DropdownAnnouncement?

    /// The event was consumed.
    @usableFromInline static let handled = RuleResponse(isHandled: true, announcement: nil)
    /// The event was not consumed; the host should handle the input (rule O5).
    @usableFromInline static let ignored = RuleResponse(isHandled: false, announcement: nil)

    static func handled(announcing announcement: DropdownAnnouncement?) -> RuleResponse {
        RuleResponse(isHandled: true, announcement: announcement)
    }
}
