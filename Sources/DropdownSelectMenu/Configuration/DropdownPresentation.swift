@_spi(Session) import DropdownCore

/// How a dropdown presents its open list (`.dropdownPresentation(_:)`).
///
/// The core's state and every rule are the same whichever is chosen: only where the list is drawn
/// changes.
public enum DropdownPresentation: Sendable, Hashable {
    /// The list floats next to the field, except where it would have too little room: at the
    /// accessibility Dynamic Type sizes, and in a window of compact height with the software
    /// keyboard up (an iPhone on its side, searching), where it opens as a sheet, as Apple's
    /// pickers go full screen. On the Mac it floats, except in a window that holds no layer of
    /// lists (an AppKit split, stack, tab or scroll view as its content view) when no
    /// ``SwiftUI/View/dropdownContainer()`` sees the dropdown: there it opens as a sheet.
    case automatic
    /// The list always floats next to the field, except in a Mac window that holds no layer of
    /// lists (an AppKit split, stack, tab or scroll view as its content view) when no
    /// ``SwiftUI/View/dropdownContainer()`` sees the dropdown: there it opens as a sheet.
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
