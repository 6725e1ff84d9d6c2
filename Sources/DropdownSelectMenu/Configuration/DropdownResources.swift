import DropdownCore
import Foundation

/// The package's own resources: the translations of the built-in words
/// (`<language>.lproj/Dropdown.strings`), the default placeholder "Choose" among them.
///
/// The same files are compiled into the core (``DropdownStrings/init(language:)``) by
/// `Scripts/generate-translations.py`, and a test compares the two on every platform. So a missing
/// resource bundle (a preview, a test runner or an app that copies the sources without their
/// resources) costs nothing: the compiled-in translations are the fallback.
enum DropdownResources {
    /// The bundle that holds them, if it can be found: the package's resource bundle when built by
    /// SwiftPM or Xcode, else the bundle of the code itself (sources added to an app or framework
    /// target). Looked up once.
    ///
    /// SwiftPM's generated `Bundle.module` calls `fatalError` when its bundle is missing, which no
    /// caller can catch; so the bundle is looked up here, where the generated accessors look (see
    /// ``bundleCandidates``), and a miss is `nil`.
    static let bundle: Bundle? = {
        #if SWIFT_PACKAGE
            locateBundle(named: resourceBundleName, in: bundleCandidates)
        #else
            Bundle(for: BundleToken.self)
        #endif
    }()

    /// The name SwiftPM and Xcode give the target's resource bundle: the package's name, then the
    /// target's.
    static let resourceBundleName = "DropdownSelectMenu_DropdownSelectMenu"

    /// The folders the generated accessors look in, in their order: an override Xcode's previews
    /// set (`PACKAGE_RESOURCE_BUNDLE_PATH`, `PACKAGE_RESOURCE_BUNDLE_URL`), the main bundle's
    /// resources, the resources of the bundle holding this code, and the main bundle's own folder
    /// (where `swift build` and `swift test` on Linux put it beside the executable); then the
    /// folder holding the bundle of this code, where `swift test` on macOS puts it beside the
    /// `.xctest` bundle (the main bundle is then the test runner, in the toolchain).
    static var bundleCandidates: [URL] {
        let code = Bundle(for: BundleToken.self)
        return bundleCandidates(
            environment: ProcessInfo.processInfo.environment,
            main: (resources: Bundle.main.resourceURL, bundle: Bundle.main.bundleURL),
            code: (resources: code.resourceURL, bundle: code.bundleURL))
    }

    /// The folders to look in for the given environment, main bundle and bundle of this code (their
    /// resources and their own URLs), in ``bundleCandidates``'s order.
    static func bundleCandidates(
        environment: [String: String], main: (resources: URL?, bundle: URL), code: (resources: URL?, bundle: URL)
    ) -> [URL] {
        let folders: [URL?] = [
            environment["PACKAGE_RESOURCE_BUNDLE_PATH"].map { URL(fileURLWithPath: $0) },
            environment["PACKAGE_RESOURCE_BUNDLE_URL"].flatMap { URL(string: $0) },
            main.resources, code.resources, main.bundle, code.bundle.deletingLastPathComponent(),
        ]
        return folders.compactMap { $0 }
    }

    /// The resource bundle called `name` (`name.bundle` on Apple platforms, `name.resources` on
    /// Linux and Windows) in the first of `folders` that has it; `nil` when none has. Never traps.
    static func locateBundle(named name: String, in folders: [URL]) -> Bundle? {
        for folder in folders {
            for suffix in ["bundle", "resources"] {
                let url = folder.appendingPathComponent("\(name).\(suffix)")
                if FileManager.default.fileExists(atPath: url.path), let bundle = Bundle(url: url) { return bundle }
            }
        }
        return nil
    }

    /// The name of the table of the built-in words.
    static let table = "Dropdown"

    /// The key of the default placeholder in the table.
    static let placeholderKey = "placeholder"

    /// The built-in words in `language`, read from the bundle's `Dropdown.strings` (with English for
    /// keys a translation lacks), made once per language; the compiled-in translation when there is
    /// no bundle or it has no table for the language.
    static func strings(for language: DropdownLanguage) -> DropdownStrings {
        cache.strings(for: language)
    }

    /// The built-in words in `language` from `bundle`, or the compiled-in ones without it. Not cached.
    static func strings(for language: DropdownLanguage, in bundle: Bundle?) -> DropdownStrings {
        guard let formats = formats(for: language, in: bundle) else { return DropdownStrings(language: language) }
        let english = self.formats(for: .english, in: bundle) ?? [:]
        return DropdownStrings(translation: DropdownTranslation(language: language, table: formats, fallback: english))
    }

    /// The formats of the table for `language` in `bundle` (the resource bundle unless told), by key,
    /// or `nil` when there is no bundle or it has no table for the language. SwiftPM may write a
    /// folder's name in lower case (`pt-br.lproj`), so localizations are matched without regard to case.
    static func formats(for language: DropdownLanguage, in bundle: Bundle? = DropdownResources.bundle) -> [String:
        String]?
    {
        guard let bundle,
            let localization = bundle.localizations.first(where: {
                $0.caseInsensitiveCompare(language.identifier) == .orderedSame
            }),
            let url = bundle.url(
                forResource: table, withExtension: "strings", subdirectory: nil, localization: localization)
        else { return nil }
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }

    /// The default placeholder ("Choose") in the language of `localeIdentifier`, when `key` and
    /// `table` name it, from the resource bundle or, without one, the compiled-in translations;
    /// `nil` for any other text (the app's own placeholder).
    static func builtInPlaceholder(key: String, table: String?, localeIdentifier: String) -> String? {
        guard key == placeholderKey, table == self.table else { return nil }
        return strings(for: DropdownLanguage(localeIdentifier: localeIdentifier) ?? .english).placeholder
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
            let strings = DropdownResources.strings(for: language, in: DropdownResources.bundle)
            made[language] = strings
            return strings
        }
    }

    private final class BundleToken {}
}
