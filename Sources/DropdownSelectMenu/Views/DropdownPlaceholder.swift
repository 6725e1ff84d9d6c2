#if canImport(SwiftUI)
    import Foundation

    /// A dropdown's placeholder: text to localize (a `LocalizedStringResource`, or a string
    /// literal, looked up as `Text` looks up its literals), or text to show as it is (a `String`
    /// variable).
    enum DropdownPlaceholder {
        /// Localized text, resolved in the environment's locale.
        case resource(LocalizedStringResource)
        /// Text shown as it is.
        case verbatim(String)

        /// The text to show in `locale`.
        func resolved(locale: Locale) -> String {
            switch self {
            case .verbatim(let text):
                return text
            case .resource(var resource):
                // The default placeholder is read where the built-in words are (the resource
                // bundle, else the compiled-in translations), so a missing bundle still gives it
                // in the person's language.
                if let builtIn = DropdownResources.builtInPlaceholder(
                    key: resource.key, table: resource.table, localeIdentifier: locale.identifier)
                {
                    return builtIn
                }
                resource.locale = locale
                return String(localized: resource)
            }
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
