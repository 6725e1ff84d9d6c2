import Testing

@testable import DropdownCore

/// The plural categories of 0, 1, 2, 3, 5, 11, 21 and 100 in each language, written from CLDR's
/// `plurals.xml` (its `@integer` samples), independently of the rules the code evaluates. Languages
/// whose rules give these counts the same categories share a row, as `plurals.xml` lists the locales
/// of one rule together.
private let cldrCategories: [String: [PluralCategory]] = {
    let rows: [(languages: [String], categories: [PluralCategory])] = [
        //                            0       1     2      3      5      11     21     100
        (["en", "de", "es", "it"], [.other, .one, .other, .other, .other, .other, .other, .other]),
        (["fr", "pt-BR"], [.one, .one, .other, .other, .other, .other, .other, .other]),
        (["ja", "zh-Hans", "ko"], [.other, .other, .other, .other, .other, .other, .other, .other]),
        (["ru"], [.many, .one, .few, .few, .many, .many, .one, .many]),
        (["pl"], [.many, .one, .few, .few, .many, .many, .many, .many]),
        (["ar"], [.zero, .one, .two, .few, .few, .many, .many, .other]),
        (["he"], [.other, .one, .two, .other, .other, .other, .other, .other]),
    ]
    return Dictionary(
        uniqueKeysWithValues: rows.flatMap { row in row.languages.map { ($0, row.categories) } })
}()
private let sampleCounts = [0, 1, 2, 3, 5, 11, 21, 100]

private func language(_ identifier: String) -> DropdownLanguage {
    DropdownLanguage.all.first { $0.identifier == identifier }!
}

@Suite("Localization: CLDR plural rules")
struct PluralRuleTests {
    @Test("Every language has a CLDR table", arguments: DropdownLanguage.all)
    func everyLanguageIsInTheTable(language: DropdownLanguage) {
        #expect(cldrCategories[language.identifier] != nil)
    }

    @Test(
        "A4, M5, H8: the plural forms of 0, 1, 2, 3, 5, 11, 21, 100, as CLDR gives them, in each language",
        arguments: DropdownLanguage.all)
    func pluralForms(language: DropdownLanguage) throws {
        let expected = try #require(cldrCategories[language.identifier])
        let table = try #require(BuiltInTranslations.tables[language.identifier])
        let strings = DropdownStrings(language: language)
        for (count, category) in zip(sampleCounts, expected) {
            #expect(language.pluralRules.category(for: count) == category, "\(language) \(count)")
            // The text shown is the form of that category, with the number.
            let format = try #require(table["optionCount#\(category.rawValue)"], "\(language) optionCount#\(category)")
            #expect(strings.optionCount(count) == LocalizedFormat.fill(format, [.number(count)]))
            let submenu = try #require(table["submenuOpened#\(category.rawValue)"])
            #expect(
                strings.submenuOpened("Fruit", count)
                    == LocalizedFormat.fill(submenu, [.text("Fruit"), .number(count)]))
        }
    }

    @Test("CLDR's integer samples beyond the first hundred: millions, and Russian and Polish tens")
    func integerSamples() throws {
        let samples: [(String, Int, PluralCategory)] = [
            ("fr", 1_000_000, .many), ("es", 2_000_000, .many), ("it", 1_000_000, .many), ("pt", 3_000_000, .many),
            ("fr", 1_000, .other), ("es", 1_000_001, .other), ("en", 1_000_000, .other),
            ("ru", 101, .one), ("ru", 111, .many), ("ru", 1_001, .one), ("ru", 22, .few), ("ru", 112, .many),
            ("ru", 1_000_000, .many), ("pl", 22, .few), ("pl", 12, .many), ("pl", 102, .few), ("pl", 1_000, .many),
            ("ar", 103, .few), ("ar", 110, .few), ("ar", 111, .many), ("ar", 199, .many), ("ar", 102, .other),
            ("ar", 1_000, .other), ("he", 20, .other), ("he", 1_000_000, .other), ("he", 102, .other),
            ("en", -1, .one), ("ru", -21, .one),
        ]
        for (locale, count, category) in samples {
            let rules = try #require(PluralRules.cldr(for: locale))
            #expect(rules.category(for: count) == category, "\(locale) \(count)")
        }
    }

    @Test("CLDR's decimal samples: visible fraction digits count (1 and 1.0 differ), compact exponents")
    func decimalSamples() throws {
        let samples: [(String, String, PluralCategory)] = [
            ("en", "1", .one), ("en", "1.0", .other), ("en", "1.5", .other), ("de", "0.0", .other),
            ("es", "1.0", .one), ("es", "1.00", .one), ("es", "1.1", .other),
            ("fr", "1.5", .one), ("fr", "0.3", .one), ("fr", "2.0", .other), ("fr", "1.2c6", .many),
            ("fr", "1c3", .other),
            ("pt", "1.5", .one), ("pt", "2c6", .many), ("it", "1.0", .other),
            ("ru", "1.5", .other), ("ru", "21.0", .other), ("pl", "2.5", .other),
            ("ar", "1.0", .one), ("ar", "3.0", .few), ("ar", "0.5", .other), ("ar", "11.0", .many),
            ("he", "0.5", .one), ("he", "2.0", .other), ("he", "1.0", .other), ("ja", "1.0", .other),
        ]
        for (locale, number, category) in samples {
            let rules = try #require(PluralRules.cldr(for: locale))
            let operands = try #require(PluralOperands(number), "\(number)")
            #expect(rules.category(for: operands) == category, "\(locale) \(number)")
        }
    }

    @Test("Operands: n, i, v, w, f, t, e of decimals as CLDR defines them")
    func operands() throws {
        let value = try #require(PluralOperands("-12.3400"))
        #expect([value.i, value.f, value.t] == [12, 3400, 34])
        #expect([value.v, value.w, value.e] == [4, 2, 0])
        let compact = try #require(PluralOperands("1.2c6"))
        #expect(compact.i == 1_200_000 && compact.v == 0 && compact.e == 6)
        for invalid in ["", "1.", ".5", "1,5", "abc", "1.2c", "1234567890123456789012"] {
            #expect(PluralOperands(invalid) == nil, "\(invalid)")
        }
    }

    @Test("Rules in CLDR's syntax: any language's rules can be given; bad syntax is an error")
    func ruleSyntax() throws {
        // Welsh: six forms, not among the built-in languages.
        let welsh = try PluralRules([.zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n = 3", .many: "n = 6"])
        #expect([0, 1, 2, 3, 4, 6, 7].map(welsh.category(for:)) == [.zero, .one, .two, .few, .other, .many, .other])
        #expect(welsh.categories == [.zero, .one, .two, .few, .many, .other])
        // Samples after @ are ignored; ranges and lists mix.
        let lithuanianOne = try PluralRules([.one: "n % 10 = 1 and n % 100 != 11..19 @integer 1, 21, 31"])
        #expect([1, 11, 21, 111].map(lithuanianOne.category(for:)) == [.one, .other, .one, .other])
        for bad in ["n = ", "x = 1", "n % 0 = 1", "n == 1", "n = 5..2", "n = 1 or", "n = 1 and and n = 2"] {
            #expect(throws: PluralRules.SyntaxError.self, "\(bad)") { try PluralRules([.one: bad]) }
        }
        #expect(PluralRules.cldr(for: "tlh") == nil)
    }
}

@Suite("Localization: the built-in translations")
struct TranslationTableTests {
    private var english: [String: String] { BuiltInTranslations.tables["en"]! }

    @Test("Every language has a table, and nothing else has one")
    func tables() {
        #expect(Set(BuiltInTranslations.tables.keys) == Set(DropdownLanguage.all.map(\.identifier)))
    }

    @Test(
        "Every key has a translation in every language, with exactly its plural forms, English's format specifiers, and no control or bidi characters",
        arguments: DropdownLanguage.all)
    func completeness(language: DropdownLanguage) throws {
        let table = try #require(BuiltInTranslations.tables[language.identifier])
        #expect(DropdownTranslation(language: language, table: table).problems(comparedWith: english) == [])
    }

    @Test(
        "The checks of a table find what is wrong: a missing form, a count left out where it is not one number, a wrong placeholder, a bidi mark"
    )
    func checksFindProblems() {
        let english = ["a": "%@, %d", "n#one": "%d thing", "n#other": "%d things"]
        let russian = DropdownTranslation(
            language: .russian,
            table: [
                "a": "%d, %@\u{200F}", "n#one": "одна вещь", "n#few": "%d вещи", "n#many": "%d вещей", "n#zero": "0",
            ])
        #expect(
            russian.problems(comparedWith: english) == [
                "ru: a \"%d, %@\u{200F}\" has other placeholders than \"%@, %d\"",
                "ru: a holds a control or formatting character",
                "ru: missing n#other",
                "ru: n#one \"одна вещь\" has other placeholders than \"%d thing\"",
                "ru: unexpected n#zero",
            ])
        let arabic = DropdownTranslation(
            language: .arabic,
            table: [
                "a": "%1$@، %2$d", "n#zero": "لا شيء", "n#one": "شيء واحد", "n#two": "شيئان", "n#few": "%d أشياء",
                "n#many": "%d شيئًا", "n#other": "%d شيء",
            ])
        #expect(arabic.problems(comparedWith: english) == [])
    }

    @Test("English from the table is exactly DropdownStrings.english, word for word")
    func englishMatchesDefaults() {
        let table = DropdownStrings(language: .english)
        let defaults = DropdownStrings.english
        #expect(wordsOf(table) == wordsOf(defaults))
    }

    @Test("O6, F7, L1, L5, A1, A4, H8, M3, M5: the words in German")
    func german() {
        let strings = DropdownStrings(language: .german)
        #expect(strings.noOptions == "Keine Optionen")
        #expect(strings.noMatches == "Keine Treffer")
        #expect(strings.text(for: .optionCount(1)) == "1 Option")
        #expect(strings.text(for: .optionCount(5)) == "5 Optionen")
        #expect(strings.text(for: .selected(label: "Express")) == "Express, ausgewählt")
        #expect(strings.text(for: .submenuOpened(label: "Obst", optionCount: 2)) == "Obst, 2 Optionen")
        #expect(strings.text(for: .submenuClosed(levelLabel: nil)) == "Oberste Ebene")
        #expect(strings.text(for: .selectionLimitReached(limit: 3)) == "Auswahllimit erreicht: höchstens 3")
        #expect(strings.text(forStatusRow: .create(text: "Kiwi")) == "„Kiwi“ erstellen")
        #expect(strings.text(forEmptyState: .loading) == "Wird geladen …")
        #expect(
            DropdownSummary.text(labels: ["Käse", "Oliven", "Pilze"], placeholder: "", strings: strings) {
                $0.count < 12
            } == "3 ausgewählt")
        let state = makeState()
        #expect(
            state.fieldAccessibility(title: "Obst", placeholder: strings.placeholder, strings: strings)
                == DropdownFieldAccessibility(label: "Obst", value: "Auswählen", hint: "Öffnet die Liste"))
    }

    @Test("A4: Arabic says every one of its six forms")
    func arabicSixForms() {
        let strings = DropdownStrings(language: .arabic)
        let spoken = [0, 1, 2, 3, 11, 100].map(strings.optionCount)
        #expect(spoken == ["لا توجد خيارات", "خيار واحد", "خياران", "3 خيارات", "11 خيارًا", "100 خيار"])
    }

    @Test("A4: Russian and Polish choose between three forms, Japanese has one")
    func slavicAndJapanese() {
        let russian = DropdownStrings(language: .russian)
        #expect(
            [1, 2, 5, 21, 22, 25].map(russian.optionCount)
                == ["1 вариант", "2 варианта", "5 вариантов", "21 вариант", "22 варианта", "25 вариантов"])
        let polish = DropdownStrings(language: .polish)
        #expect(
            [1, 2, 5, 21, 22].map(polish.optionCount) == ["1 opcja", "2 opcje", "5 opcji", "21 opcji", "22 opcje"])
        let japanese = DropdownStrings(language: .japanese)
        #expect([1, 2].map(japanese.optionCount) == ["1個の選択肢", "2個の選択肢"])
        #expect(japanese.listSeparator == "、")
    }

    @Test("A translation of your own: missing keys come from the fallback")
    func ownTranslation() {
        let dutch = DropdownTranslation(
            language: .german,  // Dutch plurals are German's: one for 1, other for the rest
            table: ["noOptions": "Geen opties", "optionCount#one": "%d optie", "optionCount#other": "%d opties"],
            fallback: BuiltInTranslations.tables["en"]!)
        let strings = DropdownStrings(translation: dutch)
        #expect(strings.noOptions == "Geen opties")
        #expect([1, 4].map(strings.optionCount) == ["1 optie", "4 opties"])
        #expect(strings.noMatches == "No matches")
    }
}

@Suite("Localization: formats")
struct LocalizedFormatTests {
    @Test("Placeholders in turn, by position, %% and unknown ones")
    func filling() {
        #expect(LocalizedFormat.fill("%@, %d", [.text("a"), .number(2)]) == "a, 2")
        #expect(LocalizedFormat.fill("%2$d × %1$@", [.text("a"), .number(2)]) == "2 × a")
        #expect(LocalizedFormat.fill("%lld%% of %ld", [.number(5), .number(9)]) == "5% of 9")
        #expect(LocalizedFormat.fill("%@ and %@", [.text("x")]) == "x and %@")
        #expect(LocalizedFormat.fill("100% %q %", []) == "100% %q %")
        #expect(LocalizedFormat.fill("„%@“", [.text("%d")]) == "„%d“")
        #expect(
            LocalizedFormat.specifiers(in: "%1$@, %2$d %%") == [
                .init(position: 1, isNumber: false), .init(position: 2, isNumber: true),
            ])
    }
}

@Suite("Localization: choosing the language")
struct LanguageChoiceTests {
    @Test("Locale identifiers in BCP 47, ICU and POSIX forms")
    func identifiers() {
        let cases: [(String, DropdownLanguage?)] = [
            ("de", .german), ("de-AT", .german), ("de_DE.UTF-8", .german), ("de_CH@euro", .german),
            ("fr-CA", .french), ("es-419", .spanish), ("pt", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese),
            ("pt-BR", .brazilianPortuguese), ("zh-Hans-CN", .simplifiedChinese), ("zh_CN.UTF-8", .simplifiedChinese),
            ("zh-SG", .simplifiedChinese), ("zh", .simplifiedChinese), ("zh-Hant-TW", nil), ("zh_TW", nil),
            ("zh_HK", nil),
            ("ja_JP", .japanese), ("ko-KR", .korean), ("ru_RU.KOI8-R", .russian), ("pl", .polish),
            ("ar_EG.UTF-8", .arabic), ("he_IL", .hebrew), ("iw_IL", .hebrew), ("en_GB", .english), ("it-IT", .italian),
            ("nl_NL", nil), ("C", nil), ("POSIX", nil), ("", nil),
        ]
        for (identifier, expected) in cases {
            #expect(DropdownLanguage(localeIdentifier: identifier) == expected, "\(identifier)")
        }
        #expect(DropdownLanguage(preferences: ["nl-NL", "zh-Hant", "fr-FR", "de"]) == .french)
        #expect(DropdownLanguage(preferences: ["nl-NL"]) == .english)
        #expect(DropdownLanguage.arabic.isRightToLeft && DropdownLanguage.hebrew.isRightToLeft)
        #expect(!DropdownLanguage.german.isRightToLeft)
    }

    @Test("The POSIX variables, as gettext reads them: LC_ALL, then LC_MESSAGES, then LANG; LANGUAGE first unless C")
    func environment() {
        let cases: [([String: String], DropdownLanguage)] = [
            (["LANG": "de_DE.UTF-8"], .german),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], .french),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"], .japanese),
            (["LANG": "de_DE.UTF-8", "LC_ALL": ""], .german),
            (["LANG": "C.UTF-8"], .english),
            (["LANG": "C.UTF-8", "LANGUAGE": "de"], .english),  // LANGUAGE is ignored in the C locale
            (["LANG": "en_US.UTF-8", "LANGUAGE": "ru:de"], .russian),
            (["LANG": "en_US.UTF-8", "LANGUAGE": "nl:pl"], .polish),
            (["LANG": "nl_NL.UTF-8"], .english),
            ([:], .english),
            (["LC_CTYPE": "de_DE.UTF-8"], .english),
        ]
        for (environment, expected) in cases {
            #expect(DropdownLanguage(environment: environment) == expected, "\(environment)")
        }
    }
}

/// Every word of a set of strings, with sample arguments.
private func wordsOf(_ strings: DropdownStrings) -> [String] {
    [
        strings.showsOptions, strings.hidesOptions, strings.noOptions, strings.noMatches,
        strings.optionCount(1), strings.optionCount(2), strings.selected("A"), strings.deselected("A"),
        strings.selectionLimitReached(3), strings.selectedCount(4), strings.listSeparator, strings.opensSubmenu,
        strings.submenuOpened("P", 1), strings.submenuOpened("P", 7), strings.loading, strings.loadingMore,
        strings.retry, strings.failedWithRetry("Offline"), strings.create("kiwi"), strings.topLevel,
        strings.back,
        strings.searchPrompt, strings.placeholder, strings.requiredChoice, strings.minimumChoices(2),
        strings.minimumChoices(5), strings.done, strings.errorLabel, strings.helpLabel, strings.cancel,
    ]
}
