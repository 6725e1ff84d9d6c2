/// How the window or scene a dropdown's field is in stopped being the one the person works in,
/// where an open floating list closes as a menu does.
@_spi(Session) public enum WindowDeactivation: Hashable, Sendable {
    /// The field's window stopped being the key window (the Mac).
    case windowResignedKey
    /// The app stopped being the active app (the Mac).
    case appResignedActive
    /// The field's scene stopped being active: the app switcher, Control Center, a call (iOS,
    /// iPadOS, visionOS).
    case sceneResignedActive

    /// Whether an open list closes: a floating list always, as a menu does; a list shown as a
    /// sheet never.
    ///
    /// A sheet is modal to its window, and AppKit and UIKit keep sheets across app switches: the
    /// person who leaves to copy a term for the search field comes back to the sheet, its query
    /// and its submenu level. On the Mac a sheet is also a window of its own that AppKit makes key
    /// as it appears (`NSWindow.beginSheet(_:completionHandler:)`): the field's window resigning
    /// key is then the sheet opening, and closing the list would dismiss the sheet as soon as it
    /// opened.
    @_spi(Session) public func closesList(shownAsSheet: Bool) -> Bool {
        !shownAsSheet
    }
}
