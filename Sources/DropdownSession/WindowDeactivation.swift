/// How the window a dropdown's field is in stopped being the one the person works in, on the Mac,
/// where an open list closes then as a menu does.
@_spi(Session) public enum WindowDeactivation: Hashable, Sendable {
    /// The field's window stopped being the key window.
    case windowResignedKey
    /// The app stopped being the active app.
    case appResignedActive

    /// Whether an open list closes: always when the app is deactivated; when the field's window
    /// resigns key, unless the list is shown as a sheet.
    ///
    /// A sheet on the Mac is a window of its own that AppKit makes key as it appears
    /// (`NSWindow.beginSheet(_:completionHandler:)`): the field's window resigning key is then the
    /// sheet opening, not the person going elsewhere, and closing the list would dismiss the sheet
    /// as soon as it opened.
    @_spi(Session) public func closesList(shownAsSheet: Bool) -> Bool {
        switch self {
        case .appResignedActive: true
        case .windowResignedKey: !shownAsSheet
        }
    }
}
