import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// The package's resource bundle (`Bundle.module`) holds the translations of the built-in words, and
/// they are the ones compiled into the core: one source of truth, read by Foundation on this
/// platform as on Apple's.
@Suite("Localization: the resource bundle")
struct ResourceTranslationTests {
    @Test(
        "Bundle.module's Dropdown.strings in each language is the table compiled into the core",
        arguments: DropdownLanguage.all)
    func bundleMatchesCompiledTable(language: DropdownLanguage) throws {
        let formats = try #require(DropdownResources.formats(for: language), "no Dropdown.strings for \(language)")
        #expect(formats == BuiltInTranslations.tables[language.identifier])
    }

    @Test("Bundle lookups by key give the translation (what LocalizedStringResource reads on Apple platforms)")
    func lookupByKey() throws {
        let bundle = try #require(DropdownResources.bundle, "the resource bundle is beside the test runner")
        let german = try #require(bundle.localizations.first { $0.lowercased() == "de" })
        let path = try #require(bundle.path(forResource: german, ofType: "lproj"))
        let localized = try #require(Bundle(path: path))
        #expect(
            localized.localizedString(forKey: "noOptions", value: nil, table: DropdownResources.table)
                == "Keine Optionen")
        #expect(
            localized.localizedString(
                forKey: DropdownResources.placeholderKey, value: nil, table: DropdownResources.table) == "Auswählen")
    }

    @Test(
        "O6, F7, A4: the SwiftUI layer's words for a language, read from the bundle, are the core's built-in ones",
        arguments: DropdownLanguage.all)
    func stringsFromTheBundle(language: DropdownLanguage) {
        let fromBundle = DropdownResources.strings(for: language)
        let compiled = DropdownStrings(language: language)
        #expect(fromBundle.noOptions == compiled.noOptions)
        #expect(fromBundle.noMatches == compiled.noMatches)
        #expect(fromBundle.searchPrompt == compiled.searchPrompt)
        #expect(fromBundle.placeholder == compiled.placeholder)
        #expect(fromBundle.done == compiled.done)
        #expect(fromBundle.cancel == compiled.cancel)
        #expect(fromBundle.errorLabel == compiled.errorLabel)
        #expect(fromBundle.helpLabel == compiled.helpLabel)
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
            #expect(fromBundle.optionCount(count) == compiled.optionCount(count), "\(language) \(count)")
            #expect(fromBundle.selectedCount(count) == compiled.selectedCount(count), "\(language) \(count)")
        }
        #expect(fromBundle.text(for: .selected(label: "A")) == compiled.text(for: .selected(label: "A")))
        #expect(
            fromBundle.text(forStatusRow: .create(text: "kiwi")) == compiled.text(forStatusRow: .create(text: "kiwi")))
    }

    @Test("The resource bundle is found where SwiftPM puts it, without Bundle.module")
    func bundleFound() throws {
        let bundle = try #require(DropdownResources.bundle)
        #expect(bundle.bundleURL.lastPathComponent.hasPrefix(DropdownResources.resourceBundleName))
        #expect(
            DropdownResources.locateBundle(
                named: DropdownResources.resourceBundleName,
                in: [
                    bundle.bundleURL.deletingLastPathComponent()
                ])?.bundleURL.standardizedFileURL == bundle.bundleURL.standardizedFileURL)
    }

    @Test("Under swift test on macOS, the resource bundle beside the .xctest bundle gives the translations")
    func bundleBesideTestBundle() throws {
        let real = try #require(DropdownResources.bundle)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The runner is in the toolchain; the tests and the resource bundle are side by side in the build folder.
        let runner = root.appendingPathComponent("Toolchain/usr/bin")
        let build = root.appendingPathComponent("debug")
        let tests = build.appendingPathComponent("PackageTests.xctest")
        try FileManager.default.createDirectory(
            at: tests.appendingPathComponent("Contents/Resources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: real.bundleURL, to: build.appendingPathComponent(real.bundleURL.lastPathComponent))
        let folders = DropdownResources.bundleCandidates(
            environment: [:], main: (resources: nil, bundle: runner),
            code: (resources: tests.appendingPathComponent("Contents/Resources"), bundle: tests))
        let found = try #require(
            DropdownResources.locateBundle(named: DropdownResources.resourceBundleName, in: folders))
        #expect(found.bundleURL.deletingLastPathComponent().standardizedFileURL.path == build.standardizedFileURL.path)
        #expect(DropdownResources.strings(for: .german, in: found).noOptions == "Keine Optionen")
        // Where the generated accessors look first (here, the runner's folder), a bundle found there still wins.
        try FileManager.default.copyItem(
            at: real.bundleURL, to: runner.appendingPathComponent(real.bundleURL.lastPathComponent))
        let first = DropdownResources.locateBundle(named: DropdownResources.resourceBundleName, in: folders)
        #expect(
            first?.bundleURL.deletingLastPathComponent().standardizedFileURL.path == runner.standardizedFileURL.path)
    }

    @Test(
        "A missing resource bundle is nil, not a trap, and the words are the compiled-in ones",
        arguments: [DropdownLanguage.german, .japanese, .english])
    func missingBundleFallsBack(language: DropdownLanguage) throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(DropdownResources.locateBundle(named: DropdownResources.resourceBundleName, in: [empty]) == nil)
        #expect(DropdownResources.formats(for: language, in: nil) == nil)
        let fallback = DropdownResources.strings(for: language, in: nil)
        let compiled = DropdownStrings(language: language)
        #expect(fallback.noOptions == compiled.noOptions)
        #expect(fallback.placeholder == compiled.placeholder)
        #expect(fallback.optionCount(3) == compiled.optionCount(3))
    }

    @Test("The default placeholder comes from the built-in words; an app's own text is left to Foundation")
    func defaultPlaceholder() {
        #expect(
            DropdownResources.builtInPlaceholder(
                key: DropdownResources.placeholderKey, table: DropdownResources.table, localeIdentifier: "de_DE")
                == "Auswählen")
        #expect(
            DropdownResources.builtInPlaceholder(
                key: DropdownResources.placeholderKey, table: DropdownResources.table, localeIdentifier: "xx")
                == DropdownStrings(language: .english).placeholder)
        #expect(
            DropdownResources.builtInPlaceholder(key: "placeholder", table: nil, localeIdentifier: "de_DE") == nil)
        #expect(
            DropdownResources.builtInPlaceholder(key: "pick", table: DropdownResources.table, localeIdentifier: "de")
                == nil)
    }
}
