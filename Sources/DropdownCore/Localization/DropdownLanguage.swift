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
