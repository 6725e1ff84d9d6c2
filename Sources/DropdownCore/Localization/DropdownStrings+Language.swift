extension DropdownStrings {
    /// The built-in words in `language`, with its plural forms ("1 вариант", "3 варианта",
    /// "5 вариантов"). The translations are compiled into the core from the package's `.strings`
    /// files; ``DropdownLanguage/english`` gives the same words as ``english``.
    ///
    /// ```swift
    /// let strings = DropdownStrings(language: DropdownLanguage(environment: environment))
    /// strings.noOptions                                  // "Keine Optionen" with LANG=de_DE.UTF-8
    /// strings.text(for: .optionCount(2))                 // "2 Optionen"
    /// ```
    public init(language: DropdownLanguage) {
        self = Self.builtIn[language.identifier] ?? DropdownStrings(translation: .builtIn(language))
    }

    /// The words of every language, made once: SwiftUI asks for them at each update.
    private static let builtIn: [String: DropdownStrings] = Dictionary(
        uniqueKeysWithValues: DropdownLanguage.all.map { ($0.identifier, DropdownStrings(translation: .builtIn($0))) })

    /// The words of a translation whose table has the keys of the built-in one (those of the
    /// package's `Dropdown.strings`: `noOptions`, `optionCount#one` …), for a language or wording of
    /// your own; keys it lacks come from its fallback.
    public init(translation words: DropdownTranslation) {
        self.init(
            showsOptions: words.text("showsOptions"),
            hidesOptions: words.text("hidesOptions"),
            noOptions: words.text("noOptions"),
            noMatches: words.text("noMatches"),
            optionCount: { words.text("optionCount", count: $0, .number($0)) },
            selected: { words.text("selected", .text($0)) },
            deselected: { words.text("deselected", .text($0)) },
            selectionLimitReached: { words.text("selectionLimitReached", .number($0)) },
            selectedCount: { words.text("selectedCount", count: $0, .number($0)) },
            listSeparator: words.format("listSeparator"),
            opensSubmenu: words.text("opensSubmenu"),
            submenuOpened: { words.text("submenuOpened", count: $1, .text($0), .number($1)) },
            loading: words.text("loading"),
            loadingMore: words.text("loadingMore"),
            retry: words.text("retry"),
            failedWithRetry: { words.text("failedWithRetry", .text($0)) },
            create: { words.text("create", .text($0)) },
            topLevel: words.text("topLevel"),
            back: words.text("back"),
            searchPrompt: words.text("searchPrompt"),
            placeholder: words.text("placeholder"),
            requiredChoice: words.text("requiredChoice"),
            minimumChoices: { words.text("minimumChoices", count: $0, .number($0)) },
            done: words.text("done"),
            errorLabel: words.text("errorLabel"),
            helpLabel: words.text("helpLabel"),
            cancel: words.text("cancel"))
    }
}

extension DropdownTranslation {
    /// The package's translation of the core's words (``DropdownStrings``) into `language`, with
    /// English for anything missing.
    public static func builtIn(_ language: DropdownLanguage) -> DropdownTranslation {
        let english = BuiltInTranslations.tables["en"] ?? [:]
        return DropdownTranslation(
            language: language, table: BuiltInTranslations.tables[language.identifier] ?? english, fallback: english)
    }
}
