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
