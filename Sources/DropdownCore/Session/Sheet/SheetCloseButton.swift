/// The button that closes a list shown as a sheet: every sheet has one, as Apple's Human Interface
/// Guidelines ask of sheets, so that a person who cannot swipe (Switch Control, Voice Control, a
/// Mac, whose sheets have no swipe) sees the way out.
@_spi(Session) public enum SheetCloseButton: Hashable, Sendable {
    /// "Cancel", at the toolbar's cancellation place: a single selection closes the sheet by
    /// choosing, so the button leaves without choosing.
    case cancel
    /// "Done", at the toolbar's confirmation place: a multiple selection stays open while options
    /// are chosen, and the button ends the choosing.
    case done

    /// The button of a sheet whose dropdown selects in `mode`.
    @_spi(Session) public init(mode: DropdownSelectionMode) {
        self = mode == .multiple ? .done : .cancel
    }

    /// The button's title in `strings`' language.
    @_spi(Session) public func title(in strings: DropdownStrings) -> String {
        switch self {
        case .cancel: strings.cancel
        case .done: strings.done
        }
    }
}
