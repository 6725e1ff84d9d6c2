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
        @MainActor
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
        /// The search fields that have keyboard focus, one per window at most, as the layers' key
        /// commands reach them: each layer offers the commands of the field in its own window, so
        /// a scene's keys never reach another scene's dropdown.
        @MainActor
        enum SearchFieldKeyCommandTarget {
            /// A focused search field: its window's probe, what it selects, and its key handler.
            struct Registration {
                let probe: WindowProbe
                let selectionMode: () -> DropdownSelectionMode
                let handle: (SearchFieldKeyCommand) -> Bool
            }

            private static var registrations: [UUID: Registration] = [:]

            static func register(_ owner: UUID, _ registration: Registration) {
                registrations[owner] = registration
            }

            static func unregister(_ owner: UUID) {
                registrations[owner] = nil
            }

            /// The focused search field in `window`, if any.
            private static func registration(in window: UIWindow?) -> Registration? {
                guard let window else { return nil }
                return registrations.values.first { $0.probe.window === window }
            }

            /// The key commands to offer in `window`'s layer (``SearchFieldKeyCommandOffer``), taking
            /// their keys before the text input system does (`wantsPriorityOverSystemBehavior`,
            /// iOS 15 and later: within the iOS 17 deployment target); none while no search field
            /// has focus there, or while the text input `focusedInput` finds has marked text (`UITextInput`'s
            /// `markedTextRange`: an input method is composing). `action` receives them.
            static func keyCommands(in window: UIWindow?, focusedInput: () -> UITextInput?, action: Selector)
                -> [UIKeyCommand]
            {
                guard let registration = registration(in: window) else { return [] }
                let commands = SearchFieldKeyCommandOffer.commands(
                    isComposing: focusedInput()?.markedTextRange != nil,
                    selectionMode: registration.selectionMode())
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

            /// Carries out a key command of ``keyCommands(in:focusedInput:action:)`` for the
            /// search field in `window`.
            static func perform(_ keyCommand: UIKeyCommand, in window: UIWindow?) {
                guard let registration = registration(in: window),
                    let command = SearchFieldKeyCommand.all.first(where: {
                        $0.key.keyCommandInput == keyCommand.input
                            && UIKeyModifierFlags($0.modifiers) == keyCommand.modifierFlags
                    })
                else { return }
                _ = registration.handle(command)
            }
        }

        /// Registers the search field's key handler, with its window, while it has keyboard focus.
        @MainActor
        private struct SearchFieldKeyCommandsModifier: ViewModifier {
            let isFocused: Bool
            let selectionMode: () -> DropdownSelectionMode
            let handle: (SearchFieldKeyCommand) -> Bool
            @State private var owner = UUID()
            /// The field's window, read on demand (the probe the dropdown's field uses too).
            @StateObject private var probe = WindowProbe()

            func body(content: Content) -> some View {
                content
                    .background(WindowReader(probe: probe).accessibilityHidden(true))
                    .onChange(of: isFocused, initial: true) {
                        if isFocused {
                            SearchFieldKeyCommandTarget.register(
                                owner, .init(probe: probe, selectionMode: selectionMode, handle: handle))
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
