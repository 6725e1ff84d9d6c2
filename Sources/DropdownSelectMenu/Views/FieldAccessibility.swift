#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    extension View {
        /// The field's accessibility (rule A1): a button whose label is the title, whose value is
        /// the selection (or the placeholder), whose hint is "Opens the list" or "Closes the list",
        /// and whose activation toggles the list. Only SwiftUI's documented accessibility modifiers
        /// are used, on every platform.
        ///
        /// On the Mac too the field is a button, and VoiceOver says that role once; its hint says
        /// what activating does. SwiftUI has no trait for the pop-up button role, and a `Picker`
        /// read in the field's place (`accessibilityRepresentation`) would answer VoiceOver's
        /// activation with a menu of its own, which Apple does not document an explicit default
        /// action to override (Docs/SwiftUI.md, Known limits).
        func dropdownFieldAccessibility(
            label: String, value: String, hint: String, activate: @escaping () -> Void
        ) -> some View {
            accessibilityAddTraits(.isButton)
                .accessibilityLabel(Text(verbatim: label))
                .accessibilityValue(value)
                .accessibilityHint(Text(verbatim: hint))
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
    }
#endif
