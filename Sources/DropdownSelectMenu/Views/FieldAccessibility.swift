#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if os(macOS)
        import AppKit
    #endif

    extension View {
        /// The field's accessibility (rule A1): a button whose label is the title, whose value is
        /// the selection (or the placeholder), whose hint is "Opens the list" or "Closes the list",
        /// and whose activation toggles the list. Only SwiftUI's documented accessibility modifiers
        /// are used, on every platform.
        ///
        /// On the Mac, where VoiceOver calls a control that picks one value from a list a pop-up
        /// button, the hint begins with the system's own words for that role
        /// (`NSAccessibility.Role.popUpButton.description(with:)`, localized by AppKit): "pop-up
        /// button, Opens the list". SwiftUI has no trait for the role.
        func dropdownFieldAccessibility(
            label: String, value: String, hint: String, activate: @escaping () -> Void
        ) -> some View {
            accessibilityAddTraits(.isButton)
                .accessibilityLabel(Text(verbatim: label))
                .accessibilityValue(value)
                .accessibilityHint(Text(verbatim: Self.fieldHint(hint)))
                .accessibilityAction(.default, activate)
        }

        /// The field's message, read after its value (rules V3, V5): its requirement's error
        /// ("Error, Choose an option") or its help text ("Help, We ship to 40 countries"), as
        /// custom accessibility content of high importance, which VoiceOver speaks after the
        /// element's value and before its hint (as Apple documents, high-importance content is
        /// read at once; Square's Blueprint documents the order), and lists under More Content.
        /// Without a message there is no entry.
        func dropdownFieldMessage(_ text: FieldMessageText, strings: DropdownStrings) -> some View {
            let label = text.message?.isError == true ? strings.errorLabel : strings.helpLabel
            return accessibilityCustomContent(
                AccessibilityCustomContentKey(Text(verbatim: label), id: "dropdownFieldMessage"),
                text.message.map { Text(verbatim: $0.text) }, importance: .high)
        }

        /// The hint, after the pop-up button's role text on the Mac.
        private static func fieldHint(_ hint: String) -> String {
            #if os(macOS)
                guard let role = NSAccessibility.Role.popUpButton.description(with: nil), !role.isEmpty else {
                    return hint
                }
                return "\(role), \(hint)"
            #else
                hint
            #endif
        }
    }
#endif
