/// A JSON value, as `--json` reads it and `--output json` writes it.
///
/// The parser is our own (RFC 8259, strict: no comments, no trailing commas, no leading zeros), so an
/// error names its line, column and byte offset. Objects keep their keys in order. Nesting is
/// bounded (``JSONParser/maximumDepth``), so no input can exhaust the stack. Strings may hold any
/// Unicode text; unpaired surrogate escapes become U+FFFD.
indirect enum JSONValue: Hashable {
    case null
    case bool(Bool)
    /// A number, kept as written (so that `12.50` prints back as `12.50`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object: its members in order (a repeated key keeps every member; lookups take the last).
    case object([(key: String, value: JSONValue)])

    static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The member named `key` of an object (the last one, if repeated).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value as compact JSON text.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the value as compact JSON text.
    func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`, `\t` … or `\u00XX`.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// Where a JSON document went wrong: a message, and for a syntax error the place (1-based line and
/// column, counted in characters, and the 0-based byte offset).
struct JSONError: Error, Equatable, CustomStringConvertible {
    /// A place in the input.
    struct Location: Equatable {
        var line: Int
        var column: Int
        var offset: Int
    }

    var message: String
    var location: Location?

    var description: String {
        guard let location else { return message }
        return "line \(location.line), column \(location.column) (byte \(location.offset)): \(message)"
    }
}

/// Parses JSON text from bytes. O(bytes).
struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    /// Parses one JSON value filling the whole input (white space around it allowed).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhiteSpace()
        let value = try parser.parseValue()
        parser.skipWhiteSpace()
        guard parser.position == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An error at `offset` (the current position by default).
    func error(_ message: String, at offset: Int? = nil) -> JSONError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return JSONError(message: message, location: .init(line: line, column: column, offset: offset))
    }

    private func describeNext() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhiteSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        guard position < bytes.count else { throw error("expected a value, found the end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describeNext())")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let word = Array(word.utf8)
        guard bytes.count - position >= word.count, bytes[position..<(position + word.count)].elementsEqual(word) else {
            throw error("expected a value, found \(describeNext())")
        }
        position += word.count
        return value
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try parseValue())
            skipWhiteSpace()
            guard position < bytes.count else { throw error("expected ',' or ']', found the end of input") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default: throw error("expected ',' or ']', found \(describeNext())")
            }
        }
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhiteSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes, found \(describeNext())")
            }
            let key = try parseString()
            skipWhiteSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name, found \(describeNext())")
            }
            position += 1
            skipWhiteSpace()
            members.append((key, try parseValue()))
            skipWhiteSpace()
            guard position < bytes.count else { throw error("expected ',' or '}', found the end of input") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default: throw error("expected ',' or '}', found \(describeNext())")
            }
        }
    }

    private mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit, found \(describeNext())") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0", at: integerStart)
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected a digit after '.', found \(describeNext())") }
        }
        if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                position += 1
            }
            guard digits() > 0 else { throw error("expected a digit in the exponent, found \(describeNext())") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func parseString() throws(JSONError) -> String {
        position += 1  // "
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun() {
            if runStart < position {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard position < bytes.count else { throw error("unterminated string, found the end of input") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                flushRun()
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun()
                scalars.append(try parseEscape())
                runStart = position
            case 0x00..<0x20:
                throw error("a control character (0x\(String(byte, radix: 16, uppercase: true))) in a string must be escaped")
            case 0x80...:
                guard let length = Self.validUTF8Length(bytes, at: position) else {
                    throw error("invalid UTF-8 in a string")
                }
                position += length
            default:
                position += 1
            }
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, if it is one.
    private static func validUTF8Length(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        var iterator = bytes[index..<(index + length)].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator), encoded.count == length else { return nil }
        return length
    }

    private mutating func parseEscape() throws(JSONError) -> Unicode.Scalar {
        let start = position
        position += 1  // backslash
        guard position < bytes.count else { throw error("unterminated escape, found the end of input") }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex(escapeStart: start)
            if (0xD800..<0xDC00).contains(high), bytes.count - position >= 6,
                bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            {
                let saved = position
                position += 2
                let low = try parseHex(escapeStart: saved)
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                position = saved  // not a low surrogate: the high one stands alone
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(letter)))'", at: start)
        }
    }

    private mutating func parseHex(escapeStart: Int) throws(JSONError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("expected four hex digits after \\u", at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Int(String(Unicode.Scalar(bytes[position])), radix: 16) else {
                throw error("expected four hex digits after \\u", at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }
}
