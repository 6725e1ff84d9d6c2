import Foundation
import Testing

@testable import DropdownCore
@testable import DropdownTerminal

/// The terminal's translations: its own words (`Terminal.strings`, compiled into
/// `TerminalTranslations`), the language the `dropdown` command takes from the POSIX locale
/// variables, and what a German terminal shows.
@Suite("Localization: the terminal's words")
struct TerminalLocalizationTests {
    private var english: [String: String] { TerminalTranslations.tables["en"]! }

    /// `Sources/DropdownTerminal/Localization/Translations`, found from this file.
    private static let localizationDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DropdownTerminal/Localization/Translations")

    @Test("Every language has a table of the terminal's words, and nothing else has one")
    func tables() {
        #expect(Set(TerminalTranslations.tables.keys) == Set(DropdownLanguage.all.map(\.identifier)))
    }

    @Test(
        "Every key of the terminal's words is translated in every language, with English's format specifiers",
        arguments: DropdownLanguage.all)
    func completeness(language: DropdownLanguage) throws {
        let table = try #require(TerminalTranslations.tables[language.identifier])
        #expect(DropdownTranslation(language: language, table: table).problems(comparedWith: english) == [])
    }

    @Test(
        "The compiled table is what Foundation reads from the language's Terminal.strings (Scripts/generate-translations.py was run)",
        arguments: DropdownLanguage.all)
    func compiledFromTheFiles(language: DropdownLanguage) throws {
        let url = Self.localizationDirectory.appendingPathComponent("\(language.identifier).lproj/Terminal.strings")
        let data = try Data(contentsOf: url)
        let file = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(TerminalTranslations.tables[language.identifier] == file)
    }

    @Test("O6: with LANG=de_DE.UTF-8 an empty list says Keine Optionen, a search without matches Keine Treffer")
    func germanFrames() {
        let language = DropdownLanguage(environment: ["LANG": "de_DE.UTF-8"])
        #expect(language == .german)
        let strings = DropdownStrings(language: language)
        func frame(_ labels: [String], query: String = "") -> [String] {
            let options = labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) }
            var state = DropdownState(options: options, configuration: DropdownConfiguration(isSearchable: true))
            if !query.isEmpty { state.send(.setQuery(query), at: .zero) }
            var prompt = DropdownPrompt(
                title: "Obst", placeholder: strings.placeholder, state: state, strings: strings,
                terminalStrings: TerminalStrings(language: language))
            prompt.layOut(size: TerminalSize(rows: 10, columns: 40))
            prompt.start(at: .zero)
            return prompt.frame().text.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        let empty = frame([])
        #expect(empty.first?.hasPrefix("? Obst: Auswählen") == true)
        #expect(empty.contains("  Keine Optionen"))
        #expect(frame(["Apfel", "Birne"], query: "zz").contains("  Keine Treffer"))
    }

    @Test("The numbered menu (TERM=dumb) asks and answers in Russian, with Russian plurals")
    func russianNumberedMenu() {
        let options = (1...25).map { DropdownOption(id: $0, label: "Вариант \($0)") }
        var menu = NumberedMenu(
            title: "Город", state: DropdownState(options: options), pageSize: 3,
            terminalStrings: TerminalStrings(language: .russian))
        let listing = menu.start()
        #expect(listing.contains("… ещё 22: "), "\(listing)")
        #expect(listing.hasSuffix("Город [1-3 или название]: "), "\(listing)")
        #expect(menu.answer("9").hasPrefix("«9» — не номер от 1 до 3."))
    }

    @Test("Right-to-left words are written in logical order, with no bidi controls for the terminal to show")
    func rightToLeftInLogicalOrder() {
        for language in [DropdownLanguage.arabic, .hebrew] {
            let words =
                Array(TerminalTranslations.tables[language.identifier]!.values)
                + Array(BuiltInTranslations.tables[language.identifier]!.values)
            for word in words {
                #expect(!word.unicodeScalars.contains { $0.properties.isBidiControl }, "\(language): \(word)")
            }
            // Logical order: the first strong letter of a word that starts with one is right to left.
            let first = TerminalStrings(language: language).cancelled.unicodeScalars.first {
                $0.properties.isAlphabetic
            }
            #expect(first.map { (0x0590...0x06FF).contains($0.value) } == true, "\(language)")
        }
    }
}
