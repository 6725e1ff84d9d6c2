/// A key of a hardware keyboard, as SwiftUI's `KeyPress` names it, without SwiftUI: the mapping from
/// key presses to dropdown events is plain Swift, so it is tested on every platform.
@_spi(Session) public enum KeyboardKey: Hashable, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, home, end, pageUp, pageDown
    case returnKey, space, escape, tab, delete, deleteForward
    /// Any other key; its `characters` say what it types.
    case other
}

/// How the options of an open dropdown are laid out, for the arrow keys.
@_spi(Session) public enum OptionsOrientation: Hashable, Sendable {
    /// A list, top to bottom: Up and Down move.
    case vertical
    /// A row of chips (`.chips`): Left and Right move too, in reading order (swapped in
    /// right-to-left layouts).
    case horizontal
}

/// Translates key presses into dropdown events (iPad and Mac keyboards). No decision is taken here:
/// the core decides what each key means in the current state.
@_spi(Session) public enum KeyboardMapping {
    /// The event for VoiceOver's escape gesture (a two-finger scrub) over the open list: up one
    /// level in a submenu (as Left and the back row do, rule H3), else close (rule A3). Unlike the
    /// Escape key it never only clears a query: the gesture means "dismiss".
    @_spi(Session) public static func escapeGesture<ID: Hashable>(in state: DropdownState<ID>) -> DropdownEvent<ID> {
        state.submenuPath.isEmpty ? .close : .key(.left)
    }

    /// The event for a key press, or `nil` when the dropdown has no use for it.
    ///
    /// - Arrows keep Alt (Option) and Shift; Tab keeps Shift.
    /// - Return, Space, Escape, Home, End and the Page keys map one to one; Delete is Backspace.
    /// - Command-A and Control-A select all (rule M4).
    /// - Other printable characters typed without Command, Control or Option are characters.
    ///
    /// In a row of chips, the arrow pointing along the reading order moves to the next option and
    /// the other to the previous one (Right is next from left to right, Left is next from right to
    /// left). In a list, Left and Right go up from and into submenus (rules H2, H3), swapped in a
    /// right-to-left layout.
    @_spi(Session) public static func event<ID: Hashable>(
        for key: KeyboardKey, characters: String, modifiers: DropdownModifiers,
        orientation: OptionsOrientation = .vertical, isRightToLeft: Bool = false
    ) -> DropdownEvent<ID>? {
        let arrowModifiers = modifiers.intersection([.alt, .shift])
        if orientation == .horizontal, key == .leftArrow || key == .rightArrow {
            let isNext = (key == .rightArrow) != isRightToLeft
            return .key(isNext ? .down : .up, modifiers: arrowModifiers)
        }
        switch key {
        case .upArrow: return .key(.up, modifiers: arrowModifiers)
        case .downArrow: return .key(.down, modifiers: arrowModifiers)
        case .home: return .key(.home)
        case .end: return .key(.end)
        case .pageUp: return .key(.pageUp)
        case .pageDown: return .key(.pageDown)
        case .returnKey: return .key(.enter)
        case .space: return .key(.space)
        case .escape: return .key(.escape)
        case .tab: return .key(.tab, modifiers: modifiers.intersection(.shift))
        case .delete: return .key(.backspace)
        case .leftArrow, .rightArrow:
            // H2, H3: Right opens a submenu and Left goes back up, in reading order: swapped in a
            // right-to-left layout, where the arrow pointing forward is Left.
            let isForward = (key == .rightArrow) != isRightToLeft
            return .key(isForward ? .right : .left)
        case .deleteForward: return nil
        case .other:
            guard characters.count == 1, let character = characters.first else { return nil }
            if !modifiers.isDisjoint(with: [.command, .control]) {
                return character.lowercased() == "a" ? .toggleAll : nil
            }
            guard !modifiers.contains(.alt), !character.isNewline,
                !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            return .character(character)
        }
    }
}

extension KeyboardMapping {
    /// The event for a key press in the search field, or `nil` to leave it to the text field.
    ///
    /// The text field keeps what edits text: characters, Space, Delete, the Left and Right arrows,
    /// Home and End (the caret), and Command-A / Control-A, which select the query's text rather
    /// than every option. The dropdown takes what moves or chooses: Up, Down, the Page keys,
    /// Return, Escape and Tab (rules F3, F4, N6).
    @_spi(Session) public static func searchFieldEvent<ID: Hashable>(
        for key: KeyboardKey, characters: String, modifiers: DropdownModifiers
    ) -> DropdownEvent<ID>? {
        switch key {
        case .upArrow, .downArrow, .pageUp, .pageDown, .returnKey, .escape, .tab:
            return event(for: key, characters: characters, modifiers: modifiers)
        case .home, .end, .leftArrow, .rightArrow, .space, .delete, .deleteForward, .other:
            return nil
        }
    }

    /// What a key press does with the dropdown's event for it.
    @_spi(Session) public enum KeyPressHandling: Hashable, Sendable {
        /// The event is sent.
        case send
        /// The press is taken, and nothing is sent (a held key that does not repeat).
        case take
        /// The press is left to the app.
        case ignore
    }

    /// What a press of the field's key for `event` does (rule R11): a first press, and a held
    /// key that repeats, send it; a held key that does not repeat is taken while the list is open,
    /// and left to the app while it is closed (the key is not the dropdown's then).
    @_spi(Session) public static func fieldKeyPress<ID: Hashable>(
        _ event: DropdownEvent<ID>, isRepeat: Bool, listIsOpen: Bool
    ) -> KeyPressHandling {
        if !isRepeat || repeats(event) { return .send }
        return listIsOpen ? .take : .ignore
    }

    /// What a press in the search field for `event` does (rule R11): as on the field with the
    /// list open, which it always is while its search field is shown.
    @_spi(Session) public static func searchFieldKeyPress<ID: Hashable>(_ event: DropdownEvent<ID>, isRepeat: Bool)
        -> KeyPressHandling
    {
        fieldKeyPress(event, isRepeat: isRepeat, listIsOpen: true)
    }

    /// Whether a held key repeats its event (rule R11): moving keys and typed characters do, as in
    /// any list and text field; keys that choose, close or toggle do not, so holding Return in a
    /// multiple selection does not toggle a row on and off.
    @_spi(Session) public static func repeats<ID: Hashable>(_ event: DropdownEvent<ID>) -> Bool {
        switch event {
        case .key(let key, _):
            switch key {
            case .up, .down, .pageUp, .pageDown, .backspace: return true
            default: return false
            }
        case .character: return true
        default: return false
        }
    }
}

/// Pointer hover over rows (rule N9): entering a row highlights it; leaving a row clears the
/// highlight only if no other row took it meanwhile (exit and enter events can arrive in any order).
@_spi(Session) public enum PointerHover {
    /// The event for the pointer entering or leaving the row of `option`, given the highlight now.
    @_spi(Session) public static func event<ID: Hashable>(isInside: Bool, option: ID, highlighted: ID?)
        -> DropdownEvent<ID>?
    {
        if isInside { return .hover(option) }
        return highlighted == option ? .hover(nil) : nil
    }

    /// The event for the pointer entering or leaving an action row (retry, create; rules L1, L5),
    /// given whether that row is highlighted now.
    @_spi(Session) public static func event<ID: Hashable>(
        isInside: Bool, action: DropdownAction, isHighlighted: Bool
    ) -> DropdownEvent<ID>? {
        if isInside { return .hoverAction(action) }
        return isHighlighted ? .hover(nil) : nil
    }
}
