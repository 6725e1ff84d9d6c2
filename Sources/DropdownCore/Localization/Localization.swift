// MARK: - DropdownLanguage

/// A language the package's built-in words are translated into, and how to find the one a person
/// prefers: from locale identifiers (SwiftUI's `locale`, `Locale.preferredLanguages`) or from the
/// POSIX locale variables a terminal program reads (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
///
/// ```swift
/// DropdownLanguage(localeIdentifier: "de_DE.UTF-8")       // .german
/// DropdownLanguage(preferences: ["fr-CA", "en"])          // .french
/// DropdownLanguage(environment: ["LANG": "ru_RU.UTF-8"])  // .russian
/// DropdownStrings(language: .russian).optionCount(21)    // "21 вариант"
/// ```
public struct DropdownLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The BCP 47 identifier of the translation: "en", "de", "pt-BR", "zh-Hans" …
    public let identifier: String
    /// The CLDR locale whose plural rules the language follows ("pt" for "pt-BR").
    let pluralLocale: String

    private init(_ identifier: String, plurals pluralLocale: String? = nil) {
        self.identifier = identifier
        self.pluralLocale = pluralLocale ?? identifier
    }

    /// English, the development language: what is shown when nothing better matches.
    public static let english = DropdownLanguage("en")
    /// German.
    public static let german = DropdownLanguage("de")
    /// French.
    public static let french = DropdownLanguage("fr")
    /// Spanish.
    public static let spanish = DropdownLanguage("es")
    /// Portuguese as written in Brazil (also what speakers of Portugal's Portuguese get).
    public static let brazilianPortuguese = DropdownLanguage("pt-BR", plurals: "pt")
    /// Italian.
    public static let italian = DropdownLanguage("it")
    /// Japanese.
    public static let japanese = DropdownLanguage("ja")
    /// Chinese in simplified characters (mainland China, Singapore).
    public static let simplifiedChinese = DropdownLanguage("zh-Hans", plurals: "zh")
    /// Korean.
    public static let korean = DropdownLanguage("ko")
    /// Russian.
    public static let russian = DropdownLanguage("ru")
    /// Polish.
    public static let polish = DropdownLanguage("pl")
    /// Arabic (written right to left).
    public static let arabic = DropdownLanguage("ar")
    /// Hebrew (written right to left).
    public static let hebrew = DropdownLanguage("he")

    /// Every language with a translation, English first.
    public static let all: [DropdownLanguage] = [
        .english, .german, .french, .spanish, .brazilianPortuguese, .italian, .japanese,
        .simplifiedChinese, .korean, .russian, .polish, .arabic, .hebrew,
    ]

    /// The identifier, "de" or "pt-BR".
    public var description: String { identifier }

    /// Whether the language is written right to left. Front ends do not mirror anything for it
    /// themselves: SwiftUI mirrors layouts by the environment's layout direction, and a terminal
    /// shows text in logical order and does the bidirectional layout itself.
    public var isRightToLeft: Bool { self == .arabic || self == .hebrew }

    /// The language's plural rules (CLDR).
    public var pluralRules: PluralRules { PluralRules.cldr(for: pluralLocale)! }

    /// The translation for a locale identifier in BCP 47 (`de-AT`, `zh-Hans-CN`), ICU (`pt_BR`,
    /// `zh_Hant_TW`) or POSIX form (`de_DE.UTF-8`, `ca_ES@valencia`), or `nil` when there is none:
    /// for a language without a translation, traditional Chinese (`zh-Hant`, `zh_TW`, `zh_HK`,
    /// `zh_MO`), and the POSIX locales `C` and `POSIX`. Any Portuguese gets Brazil's; the legacy
    /// code `iw` is Hebrew.
    public init?(localeIdentifier: String) {
        let name = localeIdentifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
        let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = subtags.first else { return nil }
        switch language {
        case "zh":
            let isTraditional = subtags.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            guard !isTraditional else { return nil }
            self = .simplifiedChinese
        case "pt":
            self = .brazilianPortuguese
        case "iw":
            self = .hebrew
        default:
            guard let match = Self.all.first(where: { $0.identifier == language }) else { return nil }
            self = match
        }
    }

    /// The translation for the first of `preferences` (locale identifiers, most preferred first,
    /// as `Locale.preferredLanguages` lists them) that has one; English when none has.
    public init(preferences: [String]) {
        self = preferences.lazy.compactMap(DropdownLanguage.init(localeIdentifier:)).first ?? .english
    }

    /// The language a terminal program should speak, from the POSIX locale variables as gettext
    /// reads them: the locale of messages is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
    /// set and not empty. When it is `C` or `POSIX` (or none is set) the program speaks English;
    /// otherwise GNU's `LANGUAGE` (a list such as `de:fr`) is tried first, then that locale.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !Self.isPOSIXDefault(locale) else {
            self = .english
            return
        }
        let languages = environment["LANGUAGE"].map { $0.split(separator: ":").map(String.init) } ?? []
        self.init(preferences: languages + [locale])
    }

    /// Whether a locale name is the POSIX default, which has no language: `C`, `C.UTF-8`, `POSIX`.
    private static func isPOSIXDefault(_ locale: String) -> Bool {
        let name = locale.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
        return name == "C" || name == "POSIX"
    }
}

extension PluralRules {
    /// The plural rules of a language, as CLDR gives them for whole and decimal numbers (since CLDR
    /// 42, which dropped Hebrew's `many`), for the languages the package is translated into:
    /// `ar de en es fr he it ja ko pl pt ru zh` (`pt` is Brazil's; Portugal's `pt_PT` differs for
    /// 0 and 1). `nil` for any other language code.
    public static func cldr(for language: String) -> PluralRules? {
        cldrRules[language]
    }

    /// The millions of French, Spanish, Italian and Portuguese ("1 000 000 d’options").
    private static let romanceMillions = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"

    /// The rules, copied from CLDR's `common/supplemental/plurals.xml` (without the samples).
    private static let cldrRules: [String: PluralRules] = {
        let rules: [String: [PluralCategory: String]] = [
            "en": [.one: "i = 1 and v = 0"],
            "de": [.one: "i = 1 and v = 0"],
            "it": [.one: "i = 1 and v = 0", .many: romanceMillions],
            "es": [.one: "n = 1", .many: romanceMillions],
            "fr": [.one: "i = 0,1", .many: romanceMillions],
            "pt": [.one: "i = 0..1", .many: romanceMillions],
            "ja": [:],
            "ko": [:],
            "zh": [:],
            "ru": [
                .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
                .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
                .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
            ],
            "pl": [
                .one: "i = 1 and v = 0",
                .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
                .many: "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
            ],
            "ar": [
                .zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n % 100 = 3..10", .many: "n % 100 = 11..99",
            ],
            "he": [.one: "i = 1 and v = 0 or i = 0 and v != 0", .two: "i = 2 and v = 0"],
        ]
        return rules.mapValues { try! PluralRules($0) }
    }()
}

// MARK: - DropdownStrings+Language

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

// MARK: - DropdownStrings

/// The words of the dropdown: its accessibility text, empty states, status rows and summaries.
///
/// ``english`` and the initializer's defaults are English; ``init(language:)`` gives the built-in
/// translation of every word into a ``DropdownLanguage`` (German, French, Spanish, Portuguese,
/// Italian, Japanese, Chinese, Korean, Russian, Polish, Arabic, Hebrew), with each language's plural
/// forms. Any word can be replaced, for one dropdown or an app:
///
/// ```swift
/// var strings = DropdownStrings(language: .german)
/// strings.noOptions = "Keine Filialen in der Nähe"
/// ```
public struct DropdownStrings: Sendable {
    /// The field's hint while closed (rule A1): "Opens the list", the origin's words.
    public var showsOptions: String
    /// The field's hint while open (rule A1): "Closes the list", the origin's words.
    public var hidesOptions: String
    /// The empty state of a list without options (rule O6).
    public var noOptions: String
    /// The empty state of a search without results (rule F7).
    public var noMatches: String
    /// "N options" (rule A4).
    public var optionCount: @Sendable (Int) -> String
    /// "<label>, selected" (rule A4).
    public var selected: @Sendable (String) -> String
    /// "<label>, not selected".
    public var deselected: @Sendable (String) -> String
    /// The announcement when a multiple selection is full (rule M3).
    public var selectionLimitReached: @Sendable (Int) -> String
    /// "N selected", the summary of a selection too long to list (rule M5).
    public var selectedCount: @Sendable (Int) -> String
    /// The separator between labels in a selection summary (rule M5).
    public var listSeparator: String
    /// A parent row's hint (rule H8).
    public var opensSubmenu: String
    /// "<parent>, N options", announced when a submenu opens (rule H8).
    public var submenuOpened: @Sendable (String, Int) -> String
    /// The empty state, and the announcement, while options load (rules L1, L6).
    public var loading: String
    /// The status row after the options while more load (rule L1).
    public var loadingMore: String
    /// The retry row after a failure (rule L1).
    public var retry: String
    /// The status row after the options when a load failed: the message and the retry action (rule L1).
    public var failedWithRetry: @Sendable (String) -> String
    /// "Create “text”", the row that creates an option (rule L5).
    public var create: @Sendable (String) -> String
    /// The name of the top level, announced when a list goes back up to it and the front end knows
    /// no title (rule H8).
    public var topLevel: String
    /// "Back": what assistive technology calls a submenu's back row, which goes up one level
    /// (rule H3); the parent's label follows as its value.
    public var back: String
    /// The prompt of a search field (rules F1–F8).
    public var searchPrompt: String
    /// What a field shows with nothing selected, when the app gives no placeholder.
    public var placeholder: String
    /// The error of a required field with nothing chosen (rule V3): "Choose an option".
    public var requiredChoice: String
    /// The error of a multiple selection that needs more (rule V3): "Choose at least N".
    public var minimumChoices: @Sendable (Int) -> String
    /// The button that closes a list shown as a sheet, once the person has chosen: "Done".
    public var done: String
    /// The button that closes a list shown as a sheet without choosing, when choosing one option
    /// would close it: "Cancel".
    public var cancel: String
    /// What assistive technology calls a field's error, before its words (rule V3): "Error".
    public var errorLabel: String
    /// What assistive technology calls a field's help text, before its words (rule V5): "Help".
    public var helpLabel: String

    /// Creates a set of strings; every one defaults to English.
    public init(
        showsOptions: String = "Opens the list",
        hidesOptions: String = "Closes the list",
        noOptions: String = "No options",
        noMatches: String = "No matches",
        optionCount: @escaping @Sendable (Int) -> String = { $0 == 1 ? "1 option" : "\($0) options" },
        selected: @escaping @Sendable (String) -> String = { "\($0), selected" },
        deselected: @escaping @Sendable (String) -> String = { "\($0), not selected" },
        selectionLimitReached: @escaping @Sendable (Int) -> String = {
            "Selection limit reached: at most \($0)"
        },
        selectedCount: @escaping @Sendable (Int) -> String = { "\($0) selected" },
        listSeparator: String = ", ",
        opensSubmenu: String = "Opens a submenu",
        submenuOpened: @escaping @Sendable (String, Int) -> String = {
            "\($0), \($1 == 1 ? "1 option" : "\($1) options")"
        },
        loading: String = "Loading…",
        loadingMore: String = "Loading more…",
        retry: String = "Retry",
        failedWithRetry: @escaping @Sendable (String) -> String = { "\($0) · Retry" },
        create: @escaping @Sendable (String) -> String = { "Create “\($0)”" },
        topLevel: String = "Top level",
        back: String = "Back",
        searchPrompt: String = "Search",
        placeholder: String = "Choose",
        requiredChoice: String = "Choose an option",
        minimumChoices: @escaping @Sendable (Int) -> String = { "Choose at least \($0)" },
        done: String = "Done",
        errorLabel: String = "Error",
        helpLabel: String = "Help",
        cancel: String = "Cancel"
    ) {
        self.requiredChoice = requiredChoice
        self.minimumChoices = minimumChoices
        self.showsOptions = showsOptions
        self.hidesOptions = hidesOptions
        self.noOptions = noOptions
        self.noMatches = noMatches
        self.optionCount = optionCount
        self.selected = selected
        self.deselected = deselected
        self.selectionLimitReached = selectionLimitReached
        self.selectedCount = selectedCount
        self.listSeparator = listSeparator
        self.opensSubmenu = opensSubmenu
        self.submenuOpened = submenuOpened
        self.loading = loading
        self.loadingMore = loadingMore
        self.retry = retry
        self.failedWithRetry = failedWithRetry
        self.create = create
        self.topLevel = topLevel
        self.back = back
        self.searchPrompt = searchPrompt
        self.placeholder = placeholder
        self.done = done
        self.cancel = cancel
        self.errorLabel = errorLabel
        self.helpLabel = helpLabel
    }

    /// The English strings.
    public static let english = DropdownStrings()

    /// The words for an announcement; `title` names the top level when the list goes back up to it
    /// (rule H8).
    public func text(for announcement: DropdownAnnouncement, title: String) -> String {
        if case .submenuClosed(nil) = announcement { return title }
        return text(for: announcement)
    }

    /// The words for an announcement; going back up to the top level says ``topLevel`` (front ends
    /// that know the dropdown's title pass it to ``text(for:title:)`` instead).
    public func text(for announcement: DropdownAnnouncement) -> String {
        switch announcement {
        case .submenuOpened(let label, let count): submenuOpened(label, count)
        case .submenuClosed(let label): label ?? topLevel
        case .loading: loading
        case .loadFailed(let message): message
        case .optionCount(let count): optionCount(count)
        case .noOptions: noOptions
        case .noMatches: noMatches
        case .selected(let label): selected(label)
        case .deselected(let label): deselected(label)
        case .selectionCount(let count): selectedCount(count)
        case .selectionLimitReached(let limit): selectionLimitReached(limit)
        }
    }

    /// The error of a requirement that is not met (rule V3): ``requiredChoice`` for one option,
    /// ``minimumChoices`` for more.
    public func text(forMinimum minimum: Int) -> String {
        minimum > 1 ? minimumChoices(minimum) : requiredChoice
    }

    /// The words of an empty state (rules O6, F7, L1).
    public func text(forEmptyState emptyState: DropdownEmptyState) -> String {
        switch emptyState {
        case .noOptions: noOptions
        case .noMatches: noMatches
        case .loading: loading
        case .failed(let message): message
        }
    }

    /// The words of a status row (rules L1, L5).
    public func text(forStatusRow statusRow: DropdownStatusRow) -> String {
        switch statusRow {
        case .create(let text): create(text)
        case .loadingMore: loadingMore
        case .failed(let message): failedWithRetry(message)
        case .retry: retry
        }
    }
}

// MARK: - DropdownTranslation

/// The translated words of one language: texts looked up by key, plural forms chosen by the
/// language's CLDR rules, and arguments filled in.
///
/// ``DropdownStrings/init(language:)`` is built from the package's translation of the core's words;
/// the terminal's words are another table. A table maps keys to formats, as a `.strings` file does
/// (`"noOptions" = "Keine Optionen";`); a key with plural forms has one entry per category of the
/// language, `key#one`, `key#few`, `key#other` … Formats take `%@` (text), `%d` (a whole number;
/// also `%ld`, `%lld`, `%i`), their positional forms `%1$@`, `%2$d` for translations that reorder
/// them, and `%%` for a percent sign.
///
/// ```swift
/// let polish = DropdownTranslation(
///     language: .polish,
///     table: [
///         "count#one": "%d opcja", "count#few": "%d opcje",
///         "count#many": "%d opcji", "count#other": "%d opcji",
///     ])
/// polish.text("count", count: 22, .number(22))   // "22 opcje"
/// ```
public struct DropdownTranslation: Sendable {
    /// A value filled into a format.
    public enum Argument: Sendable, Hashable {
        /// Text, for `%@`.
        case text(String)
        /// A whole number, for `%d`.
        case number(Int)
    }

    /// The language of the table, whose plural rules choose the forms.
    public let language: DropdownLanguage
    /// The formats by key.
    public let table: [String: String]
    /// Formats for keys the table lacks (English, for the built-in tables).
    public let fallback: [String: String]
    private let pluralRules: PluralRules

    /// Creates a translation from a table of formats, with the formats of `fallback` for keys the
    /// table lacks.
    public init(language: DropdownLanguage, table: [String: String], fallback: [String: String] = [:]) {
        self.language = language
        self.table = table
        self.fallback = fallback
        pluralRules = language.pluralRules
    }

    /// The text of `key` with `arguments` filled in. A missing key gives the key itself.
    public func text(_ key: String, _ arguments: Argument...) -> String {
        LocalizedFormat.fill(format(key), arguments)
    }

    /// The text of `key` in the plural form of `count` (the entry `key#one`, `key#few` … that the
    /// language's plural rules choose for it, else `key#other`, else `key`), with `arguments` filled
    /// in; `count` is not an argument unless it is among them.
    public func text(_ key: String, count: Int, _ arguments: Argument...) -> String {
        let category = pluralRules.category(for: count)
        let format = pluralFormat(key, category, in: table) ?? pluralFormat(key, category, in: fallback) ?? key
        return LocalizedFormat.fill(format, arguments)
    }

    /// The format of a key, from the table or else the fallback; the key itself when neither has it.
    public func format(_ key: String) -> String {
        table[key] ?? fallback[key] ?? key
    }

    private func pluralFormat(_ key: String, _ category: PluralCategory, in formats: [String: String]) -> String? {
        formats["\(key)#\(category.rawValue)"] ?? formats["\(key)#other"] ?? formats[key]
    }
}

/// Fills the formats of translations: `%@`, `%d` (`%i`, `%ld`, `%lld`), positional `%2$@`, `%%`.
enum LocalizedFormat {
    /// One placeholder of a format.
    struct Specifier: Hashable, Sendable {
        /// The argument it takes, from 1.
        var position: Int
        /// Whether it takes a number (`%d`) rather than text (`%@`).
        var isNumber: Bool
    }

    /// The format with its placeholders replaced by the arguments (a missing argument leaves the
    /// placeholder as it is written; an unknown one, too).
    static func fill(_ format: String, _ arguments: [DropdownTranslation.Argument]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        scan(format) { piece in
            switch piece {
            case .literal(let text):
                result += text
            case .specifier(let specifier, let written):
                guard arguments.indices.contains(specifier.position - 1) else {
                    result += written
                    return
                }
                switch arguments[specifier.position - 1] {
                case .text(let text): result += text
                case .number(let number): result += String(number)
                }
            }
        }
        return result
    }

    /// The placeholders of a format, in the order they are written.
    static func specifiers(in format: String) -> [Specifier] {
        var specifiers: [Specifier] = []
        scan(format) { if case .specifier(let specifier, _) = $0 { specifiers.append(specifier) } }
        return specifiers
    }

    private enum Piece {
        case literal(Substring)
        case specifier(Specifier, written: Substring)
    }

    /// Cuts a format into literal text and placeholders; placeholders without a position take the
    /// arguments in turn.
    private static func scan(_ format: String, _ body: (Piece) -> Void) {
        var rest = format[...]
        var nextPosition = 1
        while let percent = rest.firstIndex(of: "%") {
            body(.literal(rest[..<percent]))
            var cursor = rest.index(after: percent)
            if cursor < rest.endIndex && rest[cursor] == "%" {
                body(.literal("%"))
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            let digits = rest[cursor...].prefix { $0.isASCII && $0.isNumber }
            var position: Int?
            if !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "$" {
                position = Int(digits)
                cursor = rest.index(after: digits.endIndex)
            }
            while cursor < rest.endIndex && (rest[cursor] == "l" || rest[cursor] == "h") {
                cursor = rest.index(after: cursor)
            }
            guard cursor < rest.endIndex, "@diu".contains(rest[cursor]) else {
                body(.literal(rest[percent..<cursor]))  // not a placeholder we fill: kept as written
                rest = rest[cursor...]
                continue
            }
            let end = rest.index(after: cursor)
            let isNumber = rest[cursor] != "@"
            if position == nil {
                position = nextPosition
                nextPosition += 1
            }
            body(.specifier(Specifier(position: position!, isNumber: isNumber), written: rest[percent..<end]))
            rest = rest[end...]
        }
        body(.literal(rest))
    }
}

extension DropdownTranslation {
    /// What is wrong with the table compared with a reference table of the same words (English):
    /// keys it misses or should not have (a key with plural forms needs exactly the language's
    /// categories, `key#one`, `key#few` …), placeholders that differ from the reference's (a plural
    /// form may leave out the count only where its category holds a single number, as Arabic's
    /// "خيار واحد" for 1, not Russian's `one`, which is also 21 and 31), and control or invisible
    /// formatting characters (bidi marks, zero-width spaces), which terminals show escaped. Empty
    /// when the table is complete; use it in a test of your own tables.
    public func problems(comparedWith reference: [String: String]) -> [String] {
        var expected = Set<String>()
        for key in reference.keys {
            let parts = key.split(separator: "#", maxSplits: 1)
            if parts.count == 2 {
                for category in pluralRules.categories { expected.insert("\(parts[0])#\(category.rawValue)") }
            } else {
                expected.insert(key)
            }
        }
        let keys = Set(table.keys)
        var problems = expected.subtracting(keys).map { "\(language): missing \($0)" }
        problems += keys.subtracting(expected).map { "\(language): unexpected \($0)" }
        for (key, value) in table {
            if value.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }) {
                problems.append("\(language): \(key) holds a control or formatting character")
            }
            guard expected.contains(key) else { continue }  // reported as unexpected already
            let parts = key.split(separator: "#", maxSplits: 1)
            guard let referenceFormat = reference[key] ?? reference["\(parts[0])#other"] ?? reference[String(parts[0])]
            else { continue }
            let wanted = Set(LocalizedFormat.specifiers(in: referenceFormat))
            let found = LocalizedFormat.specifiers(in: value)
            var omissible = Set<LocalizedFormat.Specifier>()
            if parts.count == 2, let category = PluralCategory(rawValue: String(parts[1])),
                (0...1000).lazy.filter({ self.pluralRules.category(for: $0) == category }).prefix(2).count == 1
            {
                omissible = wanted.filter(\.isNumber)
            }
            if !Set(found).isSubset(of: wanted) || !wanted.subtracting(found).isSubset(of: omissible)
                || found.count != Set(found).count
            {
                problems.append("\(language): \(key) \"\(value)\" has other placeholders than \"\(referenceFormat)\"")
            }
        }
        return problems.sorted()
    }
}

// MARK: - PluralRules

/// A CLDR plural category: which form of a word a number takes in a language ("1 option",
/// "2 options"; Russian "1 вариант", "2 варианта", "5 вариантов").
///
/// Languages use different subsets: English and German `one` and `other`; Russian and Polish
/// `one`, `few`, `many` and `other`; Arabic all six; Japanese, Chinese and Korean `other` alone.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    /// Arabic 0.
    case zero
    /// The singular (English 1, Russian 1, 21, 31 …).
    case one
    /// The dual (Arabic and Hebrew 2).
    case two
    /// A paucal form (Russian and Polish 2–4, 22–24 …; Arabic 3–10).
    case few
    /// A form for large or "many" numbers (Russian 5–20, Arabic 11–99, French 1,000,000).
    case many
    /// Everything else; every language has it.
    case other
}

/// The operands of a number that CLDR's plural rules test (Unicode TR35, "Plural Operand
/// Meanings"): the absolute value `n`, its integer digits `i`, the number of visible fraction
/// digits `v` (with trailing zeros) and `w` (without), the visible fraction digits `f` (with
/// trailing zeros) and `t` (without), and the compact decimal exponent `e` (also written `c`).
///
/// `1` and `1.0` differ: `v` is 0 for the first and 1 for the second, so English says "1 option"
/// but "1.0 options".
public struct PluralOperands: Hashable, Sendable {
    /// The integer digits of the absolute value.
    public var i: UInt64
    /// The number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// The number of visible fraction digits, without trailing zeros.
    public var w: Int
    /// The visible fraction digits, with trailing zeros, as an integer.
    public var f: UInt64
    /// The visible fraction digits, without trailing zeros, as an integer.
    public var t: UInt64
    /// The exponent of a compact decimal ("1.2c6" for 1.2 million); 0 otherwise.
    public var e: Int

    /// The operands of a whole number (`i` is its absolute value, every other operand 0).
    public init(_ value: Int) {
        i = UInt64(value.magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number written in decimal digits, as it will be shown: "3", "1.50",
    /// "-2.5", or in CLDR's compact form "1.2c6" (1.2 million, shown as "1.2M"). `nil` for text
    /// that is not such a number, or has more than 18 digits on either side of the point.
    public init?(_ decimal: String) {
        var text = Substring(decimal)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(text[text.index(after: mark)...]), (0...18).contains(value) else { return nil }
            exponent = value
            text = text[..<mark]
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = parts[0]
        let fractionDigits = parts.count > 1 ? parts[1] : ""
        guard !integerDigits.isEmpty, integerDigits.count <= 18, fractionDigits.count <= 18,
            integerDigits.allSatisfy(\.isASCIIDigit), fractionDigits.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || !fractionDigits.isEmpty
        else { return nil }
        // A compact exponent moves the point: "1.2c6" is 1200000 with no fraction digits left.
        let shifted = min(exponent, fractionDigits.count)
        let integer = integerDigits + fractionDigits.prefix(shifted) + String(repeating: "0", count: exponent - shifted)
        let fraction = fractionDigits.dropFirst(shifted)
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        guard integer.count <= 19, let integerValue = UInt64(integer) else { return nil }
        i = integerValue
        v = fraction.count
        w = trimmed.count
        f = UInt64(fraction) ?? 0
        t = UInt64(String(trimmed)) ?? 0
        e = exponent
    }

    /// Whether the number has no visible fraction (then `n` is the whole number `i`).
    var isWhole: Bool { t == 0 }
}

/// A language's plural rules, as CLDR writes them, which say the ``PluralCategory`` of a number.
///
/// ```swift
/// let russian = PluralRules.cldr(for: "ru")!
/// russian.category(for: 21)   // .one   ("21 вариант")
/// russian.category(for: 3)    // .few   ("3 варианта")
/// russian.category(for: 11)   // .many  ("11 вариантов")
/// ```
///
/// The rules are written in CLDR's syntax (`v = 0 and i % 10 = 2..4 and i % 100 != 12..14`): the
/// operands `n i v w f t e c`, `%`, `=` and `!=` against lists of values and ranges, `and` binding
/// tighter than `or`. ``cldr(for:)`` has the rules of every language the package is translated
/// into; any other language can be given its rules from CLDR's `plurals.xml`. A category whose
/// rule no number satisfies is `other`. Finding a category is O(size of the rules).
public struct PluralRules: Sendable, Hashable {
    /// Why a rule could not be read.
    public struct SyntaxError: Error, Hashable, CustomStringConvertible {
        /// The rule.
        public var rule: String
        /// What is wrong with it.
        public var problem: String

        /// The rule and its problem, for a message.
        public var description: String { "invalid plural rule \"\(rule)\": \(problem)" }
    }

    /// The categories with a rule, in CLDR's order (`zero one two few many`), then `other`.
    public let categories: [PluralCategory]
    private let rules: [CategoryRule]

    /// Reads rules in CLDR's syntax, one per category; `other` needs no rule (it is what no rule
    /// matches) and an empty rule matches nothing. Samples (`@integer 1, 21, 31 …`) are ignored.
    ///
    /// - Throws: ``SyntaxError`` for a rule that is not CLDR's syntax.
    public init(_ rules: [PluralCategory: String]) throws {
        var parsed: [CategoryRule] = []
        for category in PluralCategory.allCases where category != .other {
            guard let rule = rules[category] else { continue }
            parsed.append(CategoryRule(category: category, condition: try Condition(parsing: rule)))
        }
        self.rules = parsed
        categories = parsed.map(\.category) + [.other]
    }

    /// The category of a whole number.
    public func category(for count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    /// The category of a number given by its operands (for decimals: `PluralOperands("1.5")`).
    public func category(for operands: PluralOperands) -> PluralCategory {
        rules.first { $0.condition.isSatisfied(by: operands) }?.category ?? .other
    }
}

// MARK: - The rule syntax

extension PluralRules {
    /// A category and the condition a number meets to be in it.
    struct CategoryRule: Hashable, Sendable {
        var category: PluralCategory
        var condition: Condition
    }

    /// `relation and relation … or relation and relation …`.
    struct Condition: Hashable, Sendable {
        /// Alternatives (`or`), each a conjunction (`and`) of relations.
        var alternatives: [[Relation]]

        func isSatisfied(by operands: PluralOperands) -> Bool {
            alternatives.contains { $0.allSatisfy { $0.isSatisfied(by: operands) } }
        }
    }

    /// `operand [% modulus] (= | !=) ranges`.
    struct Relation: Hashable, Sendable {
        enum Operand: Character, Hashable, Sendable {
            case n = "n"
            case i = "i"
            case v = "v"
            case w = "w"
            case f = "f"
            case t = "t"
            case e = "e"
            case c = "c"
        }

        var operand: Operand
        var modulus: UInt64?
        var isNegated: Bool
        var ranges: [ClosedRange<UInt64>]

        func isSatisfied(by operands: PluralOperands) -> Bool {
            isInRanges(operands) != isNegated
        }

        /// Whether the operand (modulo the modulus) is one of the values: `n` has a value only when
        /// it is whole ("n = 1" does not hold for 1.5, "n != 1" does).
        private func isInRanges(_ operands: PluralOperands) -> Bool {
            let value: UInt64
            switch operand {
            case .n:
                guard operands.isWhole else { return false }
                value = operands.i
            case .i: value = operands.i
            case .v: value = UInt64(operands.v)
            case .w: value = UInt64(operands.w)
            case .f: value = operands.f
            case .t: value = operands.t
            case .e, .c: value = UInt64(operands.e)
            }
            let reduced = modulus.map { value % $0 } ?? value
            return ranges.contains { $0.contains(reduced) }
        }
    }
}

extension PluralRules.Condition {
    /// Reads a rule; the samples after `@` are dropped.
    init(parsing rule: String) throws {
        let text = rule.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = Self.tokens(of: String(text))
        guard !words.isEmpty else {
            alternatives = []
            return
        }
        var parser = Parser(rule: rule, tokens: words)
        alternatives = try parser.condition()
    }

    /// The rule cut into operands, numbers, `%`, `=`, `!=`, `..`, `,` and the words `and`, `or`.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var characters = Array(text)[...]
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case " ", "\t", "\n":
                flush()
            case "%", "=", ",":
                flush()
                tokens.append(String(character))
            case "!" where characters.first == "=":
                flush()
                characters = characters.dropFirst()
                tokens.append("!=")
            case "." where characters.first == ".":
                flush()
                characters = characters.dropFirst()
                tokens.append("..")
            default:
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    private struct Parser {
        let rule: String
        var tokens: ArraySlice<String>

        init(rule: String, tokens: [String]) {
            self.rule = rule
            self.tokens = tokens[...]
        }

        mutating func condition() throws -> [[PluralRules.Relation]] {
            var alternatives = [try conjunction()]
            while tokens.first == "or" {
                tokens = tokens.dropFirst()
                alternatives.append(try conjunction())
            }
            guard tokens.isEmpty else { throw failure("unexpected \"\(tokens.first!)\"") }
            return alternatives
        }

        private mutating func conjunction() throws -> [PluralRules.Relation] {
            var relations = [try relation()]
            while tokens.first == "and" {
                tokens = tokens.dropFirst()
                relations.append(try relation())
            }
            return relations
        }

        private mutating func relation() throws -> PluralRules.Relation {
            guard let name = take(), name.count == 1, let operand = PluralRules.Relation.Operand(rawValue: name.first!)
            else { throw failure("expected an operand (n, i, v, w, f, t, e or c)") }
            var modulus: UInt64?
            if tokens.first == "%" {
                tokens = tokens.dropFirst()
                guard let value = try number(), value > 0 else { throw failure("expected a modulus after %") }
                modulus = value
            }
            let isNegated: Bool
            switch take() {
            case "=": isNegated = false
            case "!=": isNegated = true
            default: throw failure("expected = or !=")
            }
            var ranges = [try range()]
            while tokens.first == "," {
                tokens = tokens.dropFirst()
                ranges.append(try range())
            }
            return PluralRules.Relation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
        }

        private mutating func range() throws -> ClosedRange<UInt64> {
            guard let low = try number() else { throw failure("expected a number") }
            guard tokens.first == ".." else { return low...low }
            tokens = tokens.dropFirst()
            guard let high = try number(), high >= low else { throw failure("expected a range low..high") }
            return low...high
        }

        private mutating func number() throws -> UInt64? {
            guard let token = tokens.first, let value = UInt64(token) else { return nil }
            tokens = tokens.dropFirst()
            return value
        }

        private mutating func take() -> String? {
            defer { tokens = tokens.dropFirst() }
            return tokens.first
        }

        private func failure(_ problem: String) -> PluralRules.SyntaxError {
            PluralRules.SyntaxError(rule: rule, problem: problem)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
