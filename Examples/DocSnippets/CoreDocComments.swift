// The code blocks of DropdownCore's doc comments (and of the landing page of DropdownCore.docc),
// word for word, in a context that compiles: Scripts/build-docs type-checks this file and checks
// that every ```swift block of a public symbol's doc comment is in a snippet file. Lines that only
// show a value are statements whose result is unused, as in the comments.
import DropdownCore

enum CoreDocCommentSnippets {
    /// DropdownState.
    static func state() {
        var state = DropdownState(
            options: [DropdownOption("Standard"), DropdownOption("Express")],
            selection: ["Standard"])
        state.send(.key(.down), at: .zero)  // opens, highlighting "Standard" (rule O2)
        state.send(.key(.down), at: .zero)  // highlights "Express" (rule N1)
        state.send(.key(.enter), at: .zero)  // selects "Express" and closes (rule N4)
    }

    /// DropdownSideLock.
    static func sideLock(field: DropdownRect, window: DropdownRect) {
        var lock = DropdownSideLock()
        let first = lock.place(field: field, container: window, contentHeight: 400)  // chooses, e.g. .above
        let later = lock.place(field: field, container: window, contentHeight: 40)  // still .above
        lock.release()  // the list closed
        _ = (first, later)
    }

    /// FuzzyMatcher.
    static func matcher() {
        var matcher = FuzzyMatcher(labels: ["Portugal", "Spain", "Papua New Guinea"])
        matcher.rank("png")  // [2]: "Papua New Guinea"
        matcher.rank("^p !new")  // [0]: "Portugal"
        matcher.positions(of: 2, for: "png")  // [0, 6, 10]
    }

    /// FuzzyMatcher.Ranking.
    static func ranking(firstPage: [String], nextPage: [String]) {
        var matcher = FuzzyMatcher(labels: firstPage)
        var ranking = matcher.ranking(for: "pa")  // ranks every label, as rank(_:) does
        matcher.append(labels: nextPage)
        matcher.update(&ranking)  // ranks only the new labels
        ranking.count  // every match so far
        ranking[0]  // the best match, O(1)
    }

    /// DropdownLanguage.
    static func language() {
        DropdownLanguage(localeIdentifier: "de_DE.UTF-8")  // .german
        DropdownLanguage(preferences: ["fr-CA", "en"])  // .french
        DropdownLanguage(environment: ["LANG": "ru_RU.UTF-8"])  // .russian
        DropdownStrings(language: .russian).optionCount(21)  // "21 вариант"
    }

    /// DropdownStrings.init(language:).
    static func stringsForLanguage(environment: [String: String]) {
        let strings = DropdownStrings(language: DropdownLanguage(environment: environment))
        strings.noOptions  // "Keine Optionen" with LANG=de_DE.UTF-8
        strings.text(for: .optionCount(2))  // "2 Optionen"
    }

    /// DropdownStrings.
    static func strings() {
        var strings = DropdownStrings(language: .german)
        strings.noOptions = "Keine Filialen in der Nähe"
    }

    /// DropdownTranslation.
    static func translation() {
        let polish = DropdownTranslation(
            language: .polish,
            table: [
                "count#one": "%d opcja", "count#few": "%d opcje",
                "count#many": "%d opcji", "count#other": "%d opcji",
            ])
        polish.text("count", count: 22, .number(22))  // "22 opcje"
    }

    /// FuzzyMatcher.PartialRanking.
    static func partialRanking() {
        let first = FuzzyMatcher.PartialRanking(of: "pa", utf8: Array("Spain".utf8), ends: [5])
        let second = FuzzyMatcher.PartialRanking(of: "pa", utf8: Array("ItalyParaguay".utf8), ends: [5, 13])
        FuzzyMatcher.PartialRanking.merged([first, second])  // [2, 0]: "Paraguay", "Spain"
    }

    /// PluralRules.
    static func pluralRules() {
        let russian = PluralRules.cldr(for: "ru")!
        russian.category(for: 21)  // .one   ("21 вариант")
        russian.category(for: 3)  // .few   ("3 варианта")
        russian.category(for: 11)  // .many  ("11 вариантов")
    }

    /// DropdownRequirement.
    static func requirement() {
        var configuration = DropdownConfiguration(selectionMode: .multiple)
        configuration.requirement = .atLeast(2)
    }
}
