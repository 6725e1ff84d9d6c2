extension FocusPlan {
    /// Whether the window's layer can be a key window of its own, apart from the app's: on iOS,
    /// iPadOS and Mac Catalyst it is a `UIWindow` of the scene; on the Mac it is a view in the
    /// app's own window.
    @_spi(Session) public static var layerIsAWindow: Bool {
        #if os(macOS)
            false
        #else
            true
        #endif
    }

    /// Keyboard focus after an event, as ``keyboardFocus(after:origin:result:isSearchable:)``
    /// decides, and back onto the field when Tab (or Shift-Tab) closed a list whose search field
    /// made the window's layer key (rule N6).
    ///
    /// Tab leaves the key to the host, but the host that handles it is the layer's window, which
    /// has nothing after the search field and stops being key as the list closes: the app's window
    /// becomes key again with nothing focused in it, and a keyboard user is stranded. Focus returns
    /// to the field instead, as after Escape; the next Tab moves on from there.
    @_spi(Session) public static func keyboardFocus<ID>(
        after event: DropdownEvent<ID>, origin: EventOrigin, result: DropdownEventResult, isSearchable: Bool,
        listMadeLayerKey: Bool
    ) -> KeyboardFocusTarget? {
        let focus = keyboardFocus(after: event, origin: origin, result: result, isSearchable: isSearchable)
        guard focus == nil, listMadeLayerKey, origin == .user, result.changes.contains(.closed),
            case .key(.tab, _) = event
        else { return focus }
        return .field
    }
}
