@_spi(Session) import DropdownCore

/// How a dropdown presents its open list (`.dropdownPresentation(_:)`).
///
/// The core's state and every rule are the same whichever is chosen: only where the list is drawn
/// changes.
public enum DropdownPresentation: Sendable, Hashable {
    /// The list floats next to the field, except where it would have too little room: at the
    /// accessibility Dynamic Type sizes, and in a window of compact height with the software
    /// keyboard up (an iPhone on its side, searching), where it opens as a sheet, as Apple's
    /// pickers go full screen. On the Mac it always floats.
    case automatic
    /// The list always floats next to the field.
    case floating
    /// The list always opens as a sheet: its search field at the top, the rows at full width, a
    /// Done button for a multiple selection.
    case sheet

    /// The preference as the session resolves it.
    var preference: ListPresentationPreference {
        switch self {
        case .automatic: .automatic
        case .floating: .floating
        case .sheet: .sheet
        }
    }
}
