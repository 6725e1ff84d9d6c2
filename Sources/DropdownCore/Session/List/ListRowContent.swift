/// What one option row of an open list draws, read from the core for that row alone (rule R16):
/// its state for the row closure, whether it opens a submenu, its hint, a search result's path and
/// whether a separator follows it. O(1) reads and one label, plus a search result's ancestors'
/// labels; no option is built.
@_spi(Session) public struct ListRowContent<ID: Hashable>: Equatable {
    /// The option's identifier.
    @_spi(Session) public let id: ID
    /// The core's label of the option (what chips draw; a list row draws the app's label).
    @_spi(Session) public let label: String
    /// The row it is on.
    @_spi(Session) public let row: Int
    /// Whether the option is selected.
    @_spi(Session) public let isSelected: Bool
    /// Whether the row is drawn highlighted.
    @_spi(Session) public let isHighlighted: Bool
    /// Whether the option is disabled.
    @_spi(Session) public let isDisabled: Bool
    /// The parts of the label the query matched, as offsets of Unicode scalars (F8).
    @_spi(Session) public let matchedRanges: [Range<Int>]
    /// Whether the option opens a submenu (H1): the row shows a chevron.
    @_spi(Session) public let isParent: Bool
    /// VoiceOver's hint: a disabled option's reason, or that a parent opens a submenu (A2, H8).
    @_spi(Session) public let hint: String
    /// Where a search result inside a submenu is, its ancestors' labels joined (H6); empty at a level.
    @_spi(Session) public let path: String
    /// Whether another row follows in its section (a list style draws a separator).
    @_spi(Session) public let hasSeparator: Bool
    /// Where its option sits among the options the core was given, to find the caller's option
    /// without hashing its identifier (``OptionLookup/option(for:at:)``); `nil` when unknown.
    @_spi(Session) public let place: OptionPlace?

    /// The row that shows option `id` in `state` (given `hint`, the row it was on when its line was
    /// built), or `nil` when it is not shown. The highlight is drawn only when `highlightShown`
    /// (not for the selected row of a list opened by a tap).
    @_spi(Session) public init?(
        id: ID, hint: Int, in state: DropdownState<ID>, highlightShown: Bool, strings: DropdownStrings
    ) {
        guard let row = state.row(of: id, hint: hint) else { return nil }
        self.id = id
        self.row = row
        // Read live from the core, which `writeThrough` keeps equal to the binding (R1): a toggle
        // changes no row's identity, so the rows' parent is not redrawn.
        isSelected = state.isSelected(row: row)  // by row: no look-up of the identifier
        isHighlighted = row == state.highlightedRow && highlightShown
        isDisabled = !state.isEnabled(row: row)
        matchedRanges = state.matchedScalarRanges(atRow: row)
        isParent = state.machine.isParent(row: row)
        let accessibility = state.rowAccessibility(atRow: row, strings: strings)
        label = accessibility.label
        self.hint = accessibility.hint ?? ""
        let index = state.machine.rows.optionIndex(atRow: row)
        path = state.query.isEmpty ? "" : state.pathLabels(ofIndex: index).joined(separator: " › ")
        hasSeparator = state.sectionLayout.hasSeparator(belowRow: row)
        place = state.place(ofRow: row)
    }
}
