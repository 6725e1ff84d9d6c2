import DropdownCore
import Foundation

/// The package's own resources: the translations of the built-in words
/// (`<language>.lproj/Dropdown.strings`), the default placeholder "Choose" among them.
///
/// The same files are compiled into the core (``DropdownStrings/init(language:)``) by
/// `Scripts/generate-translations.py`, and a test compares the two on every platform.
enum DropdownResources {
    /// The bundle that holds them: the package's resource bundle when built by SwiftPM, else the
    /// bundle of the code itself (sources added to an app or framework target).
    static var bundle: Bundle {
        #if SWIFT_PACKAGE
            Bundle.module
        #else
            Bundle(for: BundleToken.self)
        #endif
    }

    /// The name of the table of the built-in words.
    static let table = "Dropdown"

    /// The key of the default placeholder in the table.
    static let placeholderKey = "placeholder"

    /// The built-in words in `language`, read from the bundle's `Dropdown.strings` (with English for
    /// keys a translation lacks), made once per language; the compiled-in translation when the
    /// bundle has no table for it (sources copied into an app without their resources).
    static func strings(for language: DropdownLanguage) -> DropdownStrings {
        cache.strings(for: language)
    }

    /// The formats of the table for `language` in the bundle, by key, or `nil` when it has none.
    /// SwiftPM may write a folder's name in lower case (`pt-br.lproj`), so localizations are
    /// matched without regard to case.
    static func formats(for language: DropdownLanguage) -> [String: String]? {
        let bundle = bundle
        guard
            let localization = bundle.localizations.first(where: {
                $0.caseInsensitiveCompare(language.identifier) == .orderedSame
            }),
            let url = bundle.url(
                forResource: table, withExtension: "strings", subdirectory: nil, localization: localization)
        else { return nil }
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }

    private static let cache = Cache()

    /// The words of each language, read once: SwiftUI asks for them at every update.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [DropdownLanguage: DropdownStrings] = [:]

        func strings(for language: DropdownLanguage) -> DropdownStrings {
            lock.lock()
            defer { lock.unlock() }
            if let strings = made[language] { return strings }
            let strings: DropdownStrings
            if let formats = DropdownResources.formats(for: language) {
                let english = DropdownResources.formats(for: .english) ?? [:]
                strings = DropdownStrings(
                    translation: DropdownTranslation(language: language, table: formats, fallback: english))
            } else {
                strings = DropdownStrings(language: language)
            }
            made[language] = strings
            return strings
        }
    }

    private final class BundleToken {}
}
