#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if os(iOS)
        import UIKit
    #endif

    extension View {
        /// Gives the keys of ``SearchFieldKeyCommand`` to `handle` while this search field has
        /// keyboard focus, through the window layer's key commands (iOS, iPadOS, Mac Catalyst);
        /// nothing elsewhere: the Mac's search field keeps `onKeyPress`. `selectionMode` tells
        /// which keys to take (``SearchFieldKeyCommandOffer``); `handle` returns whether the
        /// dropdown used the key.
        func searchFieldKeyCommands(
            isFocused: Bool, selectionMode: @escaping () -> DropdownSelectionMode,
            handle: @escaping (SearchFieldKeyCommand) -> Bool
        ) -> some View {
            #if os(iOS)
                modifier(
                    SearchFieldKeyCommandsModifier(isFocused: isFocused, selectionMode: selectionMode, handle: handle))
            #else
                self
            #endif
        }
    }

    #if os(iOS)
        /// The search field that has keyboard focus, as the layer's key commands reach it.
        @MainActor
        enum SearchFieldKeyCommandTarget {
            /// The focused search field's selection mode and key handler, and who registered them.
            private(set) static var current:
                (
                    owner: UUID, selectionMode: () -> DropdownSelectionMode,
                    handle: (SearchFieldKeyCommand) -> Bool
                )?

            static func register(
                _ owner: UUID, selectionMode: @escaping () -> DropdownSelectionMode,
                _ handle: @escaping (SearchFieldKeyCommand) -> Bool
            ) {
                current = (owner, selectionMode, handle)
            }

            static func unregister(_ owner: UUID) {
                if current?.owner == owner { current = nil }
            }

            /// The key commands to offer while a search field has focus
            /// (``SearchFieldKeyCommandOffer``), taking their keys before the text input system
            /// does (`wantsPriorityOverSystemBehavior`, iOS 15 and later: within the iOS 17
            /// deployment target); none otherwise, nor while the text input `focusedInput` finds
            /// has marked text (`UITextInput`'s `markedTextRange`: an input method is composing).
            /// `action` receives them.
            static func keyCommands(focusedInput: () -> UITextInput?, action: Selector) -> [UIKeyCommand] {
                guard let current else { return [] }
                let commands = SearchFieldKeyCommandOffer.commands(
                    isComposing: focusedInput()?.markedTextRange != nil, selectionMode: current.selectionMode())
                return commands.compactMap { command in
                    guard let input = command.key.keyCommandInput else { return nil }
                    let keyCommand = UIKeyCommand(
                        input: input, modifierFlags: UIKeyModifierFlags(command.modifiers), action: action)
                    keyCommand.wantsPriorityOverSystemBehavior = true
                    // R11: a held key repeats only the moving keys, as `onKeyPress` does
                    // (`UIMenuLeaf.repeatBehavior`, iOS 26 and later; before, UIKit's own
                    // behaviour for a held key command applies).
                    #if canImport(SwiftUI, _version: 7.0)
                        if #available(iOS 26.0, *) {
                            keyCommand.repeatBehavior = command.repeats ? .repeatable : .nonRepeatable
                        }
                    #endif
                    return keyCommand
                }
            }

            /// Carries out a key command of ``keyCommands(action:)``.
            static func perform(_ keyCommand: UIKeyCommand) {
                guard let current,
                    let command = SearchFieldKeyCommand.all.first(where: {
                        $0.key.keyCommandInput == keyCommand.input
                            && UIKeyModifierFlags($0.modifiers) == keyCommand.modifierFlags
                    })
                else { return }
                _ = current.handle(command)
            }
        }

        /// Registers the search field's key handler while it has keyboard focus.
        private struct SearchFieldKeyCommandsModifier: ViewModifier {
            let isFocused: Bool
            let selectionMode: () -> DropdownSelectionMode
            let handle: (SearchFieldKeyCommand) -> Bool
            @State private var owner = UUID()

            func body(content: Content) -> some View {
                content
                    .onChange(of: isFocused, initial: true) {
                        if isFocused {
                            SearchFieldKeyCommandTarget.register(owner, selectionMode: selectionMode, handle)
                        } else {
                            SearchFieldKeyCommandTarget.unregister(owner)
                        }
                    }
                    .onDisappear { SearchFieldKeyCommandTarget.unregister(owner) }
            }
        }

        extension KeyboardKey {
            /// The input of a `UIKeyCommand` for this key (UIKit's constants), for the keys of
            /// ``SearchFieldKeyCommand/all``.
            @MainActor fileprivate var keyCommandInput: String? {
                switch self {
                case .upArrow: UIKeyCommand.inputUpArrow
                case .downArrow: UIKeyCommand.inputDownArrow
                case .pageUp: UIKeyCommand.inputPageUp
                case .pageDown: UIKeyCommand.inputPageDown
                case .escape: UIKeyCommand.inputEscape
                default: nil
                }
            }
        }

        extension UIKeyModifierFlags {
            /// The flags of a key command held with `modifiers`.
            fileprivate init(_ modifiers: DropdownModifiers) {
                self = []
                if modifiers.contains(.alt) { insert(.alternate) }
                if modifiers.contains(.shift) { insert(.shift) }
                if modifiers.contains(.command) { insert(.command) }
                if modifiers.contains(.control) { insert(.control) }
            }
        }
    #endif
#endif
