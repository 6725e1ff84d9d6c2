/// Which tint an open list drawn away from its field is given (rule R8).
///
/// SwiftUI has no public reading of `.tint(_:)` (`TintShapeStyle`'s resolved type is `Never`), so
/// a tint reaches a list only where the list inherits it, or through the dropdown's own
/// environment value (`.dropdownTint(_:)`):
/// - a container's overlay is in the screen's hierarchy and inherits the screen's tint: it is not
///   overwritten, unless the dropdown has a tint of its own;
/// - the window's layer is another hosting controller, which inherits nothing: it takes the
///   dropdown's tint, else the app's accent colour (resolved in the layer, with the dropdown's
///   colour scheme).
@_spi(Session) public enum ListTintChoice: Hashable, Sendable {
    /// The tint the list inherits where it is drawn (nothing is set).
    case inherited
    /// The dropdown's own tint (`.dropdownTint(_:)`).
    case dropdownTint
    /// The app's accent colour.
    case accentColor

    /// The tint of a list drawn by a container (`inContainer`) or by the window's layer, for a
    /// dropdown with a tint of its own or without.
    @_spi(Session) public static func forList(inContainer: Bool, hasDropdownTint: Bool) -> Self {
        if hasDropdownTint { return .dropdownTint }
        return inContainer ? .inherited : .accentColor
    }
}
