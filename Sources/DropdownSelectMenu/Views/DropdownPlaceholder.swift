#if canImport(SwiftUI)
    import Foundation

    extension LocalizedStringResource {
        /// A placeholder's text in `locale`. The default placeholder is read where the built-in
        /// words are (the resource bundle, else the compiled-in translations), so a missing bundle
        /// still gives it in the person's language.
        func resolvedPlaceholder(locale: Locale) -> String {
            if let builtIn = DropdownResources.builtInPlaceholder(
                key: key, table: table, localeIdentifier: locale.identifier)
            {
                return builtIn
            }
            var resource = self
            resource.locale = locale
            return String(localized: resource)
        }
    }

    /// The defaults of the public initializers' parameters.
    @usableFromInline
    enum DropdownDefaults {
        /// The placeholder when none is given: "Choose", localized from the package's resources.
        @usableFromInline
        static var placeholder: LocalizedStringResource {
            LocalizedStringResource(
                "placeholder", defaultValue: "Choose", table: DropdownResources.table,
                bundle: .atURL((DropdownResources.bundle ?? .main).bundleURL),
                comment: "What a dropdown's field shows with nothing selected, when the app gives no placeholder.")
        }
    }
#endif
