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
