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
}

/// Which presentation the open list takes, from the app's preference and the circumstances of the
/// opening: the Dynamic Type size, the window's size classes and the keyboard.
///
/// The choice is made when the list opens and kept until it closes, as its side is (P2).
enum ListPresentationChoice: Hashable, Sendable {
    /// The list floats next to the field (drawn by a container or the window's layer).
    case floating
    /// The options are drawn in place by the field's style (`.chips`).
    case inline
    /// The list opens as a sheet with these detents.
    case sheet(SheetDetents)

    /// The heights a sheet may take, as `presentationDetents` names them.
    enum SheetDetents: Hashable, Sendable {
        /// Half the window, draggable to all of it: the app chose a sheet at an ordinary size.
        case mediumAndLarge
        /// All of the window: at accessibility sizes, and where the window is short.
        case large
    }

    /// What an opening knows about where it happens.
    struct Circumstances: Hashable, Sendable {
        /// The Dynamic Type size is one of the accessibility sizes (AX1 to AX5).
        var isAccessibilitySize = false
        /// The window's vertical size class is compact (an iPhone on its side).
        var isCompactHeight = false
        /// A software keyboard is docked in the window now.
        var keyboardIsUp = false
        /// The list has a search field, which raises the software keyboard when it opens.
        var raisesKeyboard = false
        /// The field's style draws its options in place (`.chips`): it has no list to present.
        var isInline = false
        /// The platform is the Mac (AppKit): its menus float whatever the text size.
        var isMac = false
    }

    /// The presentation for `preference` in `circumstances`.
    ///
    /// - A style that draws its options in place keeps them there, whatever the preference.
    /// - `.floating` and `.sheet` are kept as chosen (on the Mac too).
    /// - `.automatic` opens a sheet on an iPhone, iPad or Mac Catalyst at the accessibility sizes,
    ///   and in compact height with the keyboard up or about to rise; otherwise, and on the Mac,
    ///   it floats.
    static func resolve(_ preference: DropdownPresentation, in circumstances: Circumstances) -> Self {
        if circumstances.isInline { return .inline }
        let detents: SheetDetents =
            circumstances.isAccessibilitySize || circumstances.isCompactHeight ? .large : .mediumAndLarge
        switch preference {
        case .floating: return .floating
        case .sheet: return .sheet(detents)
        case .automatic:
            guard !circumstances.isMac else { return .floating }
            if circumstances.isAccessibilitySize { return .sheet(detents) }
            let keyboard = circumstances.keyboardIsUp || circumstances.raisesKeyboard
            return circumstances.isCompactHeight && keyboard ? .sheet(detents) : .floating
        }
    }

    /// Whether the list opens as a sheet.
    var isSheet: Bool { sheetDetents != nil }

    /// The sheet's detents, when the list opens as a sheet.
    var sheetDetents: SheetDetents? {
        if case .sheet(let detents) = self { return detents }
        return nil
    }
}
