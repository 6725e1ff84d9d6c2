/// What the app prefers for the open list: the SwiftUI layer's `DropdownPresentation`
/// (`.dropdownPresentation(_:)`), whose cases say what each means.
@_spi(Session) public enum ListPresentationPreference: Hashable, Sendable {
    /// Floating, or a sheet where a floating list would have too little room.
    case automatic
    /// Always floating.
    case floating
    /// Always a sheet.
    case sheet
}

/// Which presentation the open list takes, from the app's preference and the circumstances of the
/// opening: the Dynamic Type size, the window's size classes and the keyboard.
///
/// The choice is made when the list opens and kept until it closes, as its side is (P2).
@_spi(Session) public enum ListPresentationChoice: Hashable, Sendable {
    /// The list floats next to the field (drawn by a container or the window's layer).
    case floating
    /// The options are drawn in place by the field's style (`.chips`).
    case inline
    /// The list opens as a sheet with these detents.
    case sheet(SheetDetents)

    /// The heights a sheet may take, as `presentationDetents` names them.
    @_spi(Session) public enum SheetDetents: Hashable, Sendable {
        /// Half the window, draggable to all of it: the app chose a sheet at an ordinary size.
        case mediumAndLarge
        /// All of the window: at accessibility sizes, and where the window is short.
        case large
    }

    /// What an opening knows about where it happens.
    @_spi(Session) public struct Circumstances: Hashable, Sendable {
        /// The Dynamic Type size is one of the accessibility sizes (AX1 to AX5).
        @_spi(Session) public var isAccessibilitySize = false
        /// The window's vertical size class is compact (an iPhone on its side).
        @_spi(Session) public var isCompactHeight = false
        /// A software keyboard is docked in the window now.
        @_spi(Session) public var keyboardIsUp = false
        /// The list has a search field, which raises the software keyboard when it opens.
        @_spi(Session) public var raisesKeyboard = false
        /// The field's style draws its options in place (`.chips`): it has no list to present.
        @_spi(Session) public var isInline = false
        /// The platform is the Mac (AppKit): its menus float whatever the text size.
        @_spi(Session) public var isMac = false
        /// The window holds a layer for floating lists (``LayerHostChoice``).
        @_spi(Session) public var hasWindowLayer = true
        /// A `.dropdownContainer()` sees the dropdown: it draws a floating list itself.
        @_spi(Session) public var containerSeesDropdown = false

        /// An opening with every part at its default: an ordinary text size, a regular height, no
        /// keyboard, a list to present, not on the Mac, in a window with a layer, no container.
        @_spi(Session) public static let ordinary = Self()
    }

    /// The presentation for `preference` in `circumstances`.
    ///
    /// - A style that draws its options in place keeps them there, whatever the preference.
    /// - `.floating` and `.sheet` are kept as chosen (on the Mac too).
    /// - `.automatic` opens a sheet on an iPhone, iPad or Mac Catalyst at the accessibility sizes,
    ///   and in compact height with the keyboard up or about to rise; otherwise, and on the Mac,
    ///   it floats.
    /// - A list that would float opens as a sheet where nothing can float it: in a window without
    ///   a layer (``LayerHostChoice``) when no container sees the dropdown.
    @_spi(Session) public static func resolve(_ preference: ListPresentationPreference, in circumstances: Circumstances)
        -> Self
    {
        if circumstances.isInline { return .inline }
        let detents: SheetDetents =
            circumstances.isAccessibilitySize || circumstances.isCompactHeight ? .large : .mediumAndLarge
        let floats: Bool
        switch preference {
        case .floating: floats = true
        case .sheet: floats = false
        case .automatic:
            let keyboard = circumstances.keyboardIsUp || circumstances.raisesKeyboard
            floats =
                circumstances.isMac
                || !(circumstances.isAccessibilitySize || circumstances.isCompactHeight && keyboard)
        }
        let canFloat = circumstances.hasWindowLayer || circumstances.containerSeesDropdown
        return floats && canFloat ? .floating : .sheet(detents)
    }

    /// Whether the list opens as a sheet.
    @_spi(Session) public var isSheet: Bool { sheetDetents != nil }

    /// The sheet's detents, when the list opens as a sheet.
    @_spi(Session) public var sheetDetents: SheetDetents? {
        if case .sheet(let detents) = self { return detents }
        return nil
    }

    /// Whether a sheet's list takes the keyboard's keys itself (rules N1–N6, R11). A sheet is a
    /// presentation of its own: keyboard focus goes into it (on the Mac it is another window), so
    /// the field's key handler no longer hears the keys. A search field takes them when there is
    /// one (it maps the keys that move and choose); otherwise the list does.
    @_spi(Session) public static func sheetListTakesKeys(hasSearchField: Bool) -> Bool {
        !hasSearchField
    }
}
