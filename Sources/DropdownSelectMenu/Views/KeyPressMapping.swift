#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    extension KeyboardKey {
        /// The key of a SwiftUI key press.
        init(_ key: KeyEquivalent) {
            switch key {
            case .upArrow: self = .upArrow
            case .downArrow: self = .downArrow
            case .leftArrow: self = .leftArrow
            case .rightArrow: self = .rightArrow
            case .home: self = .home
            case .end: self = .end
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            case .return: self = .returnKey
            case .space: self = .space
            case .escape: self = .escape
            case .tab: self = .tab
            case .delete: self = .delete
            case .deleteForward: self = .deleteForward
            default: self = .other
            }
        }
    }

    extension DropdownModifiers {
        /// The modifiers of a SwiftUI key press.
        init(_ modifiers: EventModifiers) {
            self = []
            if modifiers.contains(.option) { insert(.alt) }
            if modifiers.contains(.shift) { insert(.shift) }
            if modifiers.contains(.command) { insert(.command) }
            if modifiers.contains(.control) { insert(.control) }
        }
    }

    extension KeyPress {
        /// The dropdown event of this key press, if the dropdown has a use for it.
        func dropdownEvent<ID: Hashable>(
            orientation: OptionsOrientation = .vertical, layoutDirection: LayoutDirection = .leftToRight
        ) -> DropdownEvent<ID>? {
            KeyboardMapping.event(
                for: KeyboardKey(key), characters: characters, modifiers: DropdownModifiers(modifiers),
                orientation: orientation, isRightToLeft: layoutDirection == .rightToLeft)
        }

        /// The dropdown event of this key press in the search field, or `nil` to leave it to the
        /// text field.
        func searchFieldEvent<ID: Hashable>() -> DropdownEvent<ID>? {
            KeyboardMapping.searchFieldEvent(
                for: KeyboardKey(key), characters: characters, modifiers: DropdownModifiers(modifiers))
        }
    }
#endif
