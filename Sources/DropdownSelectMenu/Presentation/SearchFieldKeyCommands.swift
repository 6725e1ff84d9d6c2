#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if os(iOS)
        import UIKit
    #endif

    extension View {
        /// Gives the keys of ``SearchFieldKeyCommand`` to `handle` while this search field has
        /// keyboard focus, through the window layer's key commands (iOS, iPadOS, Mac Catalyst);
        /// nothing elsewhere: the Mac's search field keeps `onKeyPress`. `handle` returns whether
        /// the dropdown used the key.
        func searchFieldKeyCommands(
            isFocused: Bool, handle: @escaping (SearchFieldKeyCommand) -> Bool
        ) -> some View {
            #if os(iOS)
                modifier(SearchFieldKeyCommandsModifier(isFocused: isFocused, handle: handle))
            #else
                self
            #endif
        }
    }

    #if os(iOS)
        /// The search field that has keyboard focus, as the layer's key commands reach it.
        @MainActor
        enum SearchFieldKeyCommandTarget {
            /// The focused search field's key handler, and who registered it.
            private(set) static var current: (owner: UUID, handle: (SearchFieldKeyCommand) -> Bool)?

            static func register(_ owner: UUID, _ handle: @escaping (SearchFieldKeyCommand) -> Bool) {
                current = (owner, handle)
            }

            static func unregister(_ owner: UUID) {
                if current?.owner == owner { current = nil }
            }

            /// The key commands to offer while a search field has focus, taking their keys before
            /// the text input system does (`wantsPriorityOverSystemBehavior`, iOS 15 and later:
            /// within the iOS 17 deployment target); none otherwise. `action` receives them.
            static func keyCommands(action: Selector) -> [UIKeyCommand] {
                guard current != nil else { return [] }
                return SearchFieldKeyCommand.all.compactMap { command in
                    guard let input = command.key.keyCommandInput else { return nil }
                    let keyCommand = UIKeyCommand(
                        input: input, modifierFlags: UIKeyModifierFlags(command.modifiers), action: action)
                    keyCommand.wantsPriorityOverSystemBehavior = true
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
            let handle: (SearchFieldKeyCommand) -> Bool
            @State private var owner = UUID()

            func body(content: Content) -> some View {
                content
                    .onChange(of: isFocused, initial: true) {
                        if isFocused {
                            SearchFieldKeyCommandTarget.register(owner, handle)
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
