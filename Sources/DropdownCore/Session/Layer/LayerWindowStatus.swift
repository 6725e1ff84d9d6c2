/// What the window's layer on iOS, iPadOS and Mac Catalyst (a `UIWindow` of the scene) takes from
/// the lists it shows: whether it may be the key window, which way key status moves when the lists
/// change, and the appearance it draws in.
///
/// - Key status: the layer may be the key window only while a list it shows has a search field
///   that takes keyboard focus. Otherwise the app's window stays key, so that its keys reach the
///   field (and, once the list has gone, whatever the person types next): UIKit does not make a
///   window key that says it cannot become key (`canBecomeKey`), even when the key window hides
///   or the layer is clicked (Mac Catalyst).
/// - Appearance: the layer is a window of its own, whose trait collection is the scene's; an app
///   that sets its own appearance (`preferredColorScheme`, `overrideUserInterfaceStyle`) sets it
///   on its window only. The list draws with its dropdown's color scheme (``ListEnvironment``),
///   and the layer takes it too, so that what UIKit draws (the search field's keyboard, scroll
///   indicators) matches the list. It keeps the last list's while the layer empties, so a list
///   leaving keeps its look.
@_spi(Session) public struct LayerWindowStatus: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// A list's appearance, as its dropdown's environment has it.
    @_spi(Session) public enum Appearance: Hashable, Sendable {
        case light, dark
    }

    /// How key status moves after the lists changed.
    @_spi(Session) public enum KeyChange: Hashable, Sendable {
        /// The layer becomes the key window (a search field is to take keyboard focus); the window
        /// that was key is remembered.
        case becomeKey
        /// The window that was key before the layer is made key again.
        case restorePreviousKey
    }

    /// Whether the layer may be the key window now.
    @_spi(Session) public private(set) var allowsKey = false
    /// The appearance the layer draws in; `nil` before any list: the scene's.
    @_spi(Session) public private(set) var appearance: Appearance?

    /// The lists shown changed: none (`isEmpty`), or some, of which one's search field may take
    /// keyboard focus, the last presented drawing in `appearance`. `isKey`: whether the layer is
    /// the key window now. Returns how key status must move, if it must.
    @_spi(Session) public mutating func listsChanged(
        isEmpty: Bool, takesKeyboardFocus: Bool, appearance: Appearance?, isKey: Bool
    ) -> KeyChange? {
        if !isEmpty, let appearance { self.appearance = appearance }
        allowsKey = !isEmpty && takesKeyboardFocus
        if allowsKey && !isKey { return .becomeKey }
        if !allowsKey && isKey { return .restorePreviousKey }
        return nil
    }
}
