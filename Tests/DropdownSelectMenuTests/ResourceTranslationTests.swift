import Foundation
import Testing

@testable import DropdownCore
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
        let bundle = DropdownResources.bundle
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
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
            #expect(fromBundle.optionCount(count) == compiled.optionCount(count), "\(language) \(count)")
            #expect(fromBundle.selectedCount(count) == compiled.selectedCount(count), "\(language) \(count)")
        }
        #expect(fromBundle.text(for: .selected(label: "A")) == compiled.text(for: .selected(label: "A")))
        #expect(
            fromBundle.text(forStatusRow: .create(text: "kiwi")) == compiled.text(forStatusRow: .create(text: "kiwi")))
    }
}
