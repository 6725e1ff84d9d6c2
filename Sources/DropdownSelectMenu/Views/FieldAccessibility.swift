#if canImport(SwiftUI)
    import SwiftUI
    #if os(macOS)
        import AppKit
    #endif

    extension View {
        /// The field's accessibility (rule A1): its label is the title, its value the selection (or
        /// the placeholder), its hint "Opens the list" or "Closes the list", and activating it
        /// toggles the list. On iOS, iPadOS and visionOS it is a button. On the Mac it is a pop-up
        /// button, as a Mac user's screen reader expects of a control that picks one value from a
        /// list: SwiftUI has no trait for that role, so the field is represented by an AppKit
        /// element that has it (``PopUpButtonElement``).
        @ViewBuilder
        func dropdownFieldAccessibility(
            label: String, value: String, hint: String, isExpanded: Bool, activate: @escaping () -> Void
        ) -> some View {
            #if os(macOS)
                accessibilityRepresentation {
                    PopUpButtonElement(
                        label: label, value: value, hint: hint, isExpanded: isExpanded, activate: activate)
                }
            #else
                accessibilityAddTraits(.isButton)
                    .accessibilityLabel(Text(verbatim: label))
                    .accessibilityValue(value)
                    .accessibilityHint(hint)
                    .accessibilityAction(.default, activate)
            #endif
        }
    }

    #if os(macOS)
        /// An AppKit accessibility element in the role of a pop-up button (`NSPopUpButton`'s):
        /// VoiceOver reads "Shipping, Standard, pop-up button", says whether it is expanded, and
        /// pressing it (VO-Space) opens or closes the list. It draws nothing and takes no clicks.
        struct PopUpButtonElement: NSViewRepresentable {
            let label: String
            let value: String
            let hint: String
            let isExpanded: Bool
            let activate: () -> Void
            @Environment(\.isEnabled) private var isEnabled

            func makeNSView(context: Context) -> PopUpButtonAccessibilityView {
                let view = PopUpButtonAccessibilityView()
                update(view)
                return view
            }

            func updateNSView(_ view: PopUpButtonAccessibilityView, context: Context) {
                update(view)
            }

            private func update(_ view: PopUpButtonAccessibilityView) {
                view.title = label
                view.selectionText = value
                view.hintText = hint
                view.isExpanded = isExpanded
                view.isEnabledForAccessibility = isEnabled
                view.activate = activate
            }
        }

        /// The platform view of a ``PopUpButtonElement``.
        final class PopUpButtonAccessibilityView: NSView {
            var title = ""
            var selectionText = ""
            var hintText = ""
            var isExpanded = false
            var isEnabledForAccessibility = true
            var activate: () -> Void = {}

            override func hitTest(_ point: NSPoint) -> NSView? { nil }
            override func isAccessibilityElement() -> Bool { true }
            override func accessibilityRole() -> NSAccessibility.Role? { .popUpButton }
            override func accessibilityLabel() -> String? { title }
            override func accessibilityValue() -> Any? { selectionText }
            override func accessibilityHelp() -> String? { hintText }
            override func isAccessibilityExpanded() -> Bool { isExpanded }
            override func isAccessibilityEnabled() -> Bool { isEnabledForAccessibility }

            override func accessibilityPerformPress() -> Bool {
                guard isEnabledForAccessibility else { return false }
                activate()
                return true
            }

            override func accessibilityPerformShowMenu() -> Bool {
                accessibilityPerformPress()
            }
        }

    #endif
#endif
