import DropdownCore

/// What one option row of an open list draws, read from the core for that row alone (rule R16):
/// its state for the row closure, whether it opens a submenu, its hint, a search result's path and
/// whether a separator follows it. O(1) reads and one label, plus a search result's ancestors'
/// labels; no option is built.
struct ListRowContent<ID: Hashable>: Equatable {
    /// The option's identifier.
    let id: ID
    /// The core's label of the option (what chips draw; a list row draws the app's label).
    let label: String
    /// The row it is on.
    let row: Int
    /// Whether the option is selected.
    let isSelected: Bool
    /// Whether the row is drawn highlighted.
    let isHighlighted: Bool
    /// Whether the option is disabled.
    let isDisabled: Bool
    /// The parts of the label the query matched, as offsets of Unicode scalars (F8).
    let matchedRanges: [Range<Int>]
    /// Whether the option opens a submenu (H1): the row shows a chevron.
    let isParent: Bool
    /// VoiceOver's hint: a disabled option's reason, or that a parent opens a submenu (A2, H8).
    let hint: String
    /// Where a search result inside a submenu is, its ancestors' labels joined (H6); empty at a level.
    let path: String
    /// Whether another row follows in its section (a list style draws a separator).
    let hasSeparator: Bool

    /// The row that shows option `id` in `state` (given `hint`, the row it was on when its line was
    /// built), or `nil` when it is not shown. The highlight is drawn only when `highlightShown`
    /// (not for the selected row of a list opened by a tap).
    init?(
        id: ID, hint: Int, in state: DropdownState<ID>, highlightShown: Bool, strings: DropdownStrings
    ) {
        guard let row = state.row(of: id, hint: hint) else { return nil }
        self.id = id
        self.row = row
        // Read live from the core, which `writeThrough` keeps equal to the binding (R1): a toggle
        // changes no row's identity, so the rows' parent is not redrawn.
        isSelected = state.isSelected(id)
        isHighlighted = row == state.highlightedRow && highlightShown
        isDisabled = !state.isEnabled(row: row)
        matchedRanges = state.matchedScalarRanges(atRow: row)
        isParent = state.isParent(id)
        let accessibility = state.rowAccessibility(atRow: row, strings: strings)
        label = accessibility.label
        self.hint = accessibility.hint ?? ""
        path = state.query.isEmpty ? "" : state.pathLabels(of: id).joined(separator: " › ")
        hasSeparator = state.sectionLayout.hasSeparator(belowRow: row)
    }
}
