import DropdownTerminal

/// A JSON value, as `--json` reads it and `--output json` writes it.
///
/// The parser is our own (RFC 8259, strict: no comments, no trailing commas, no leading zeros), so an
/// error names its line, column and byte offset. Objects keep their keys in order. Nesting is
/// bounded (``JSONParser/maximumDepth``), so no input can exhaust the stack. Strings may hold any
/// Unicode text; unpaired surrogate escapes become U+FFFD.
indirect enum JSONValue: Equatable {
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

    /// The member named `key` of an object (the last one, if repeated).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value as compact JSON text.
    var text: String {
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as compact JSON text, in UTF-8.
    func write(to output: inout some AnswerSink) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`, `\t` … or `\u00XX`. The
    /// bytes between escapes are copied as runs (no byte of a multi-byte UTF-8 sequence is ASCII).
    static func writeString(_ text: String, to output: inout some AnswerSink) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var runStart = 0
            for (offset, byte) in bytes.enumerated() {
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0..<0x20, 0x7F:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                output.append(contentsOf: escape.utf8)
                runStart = offset + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
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

/// Parses JSON text from bytes, into a ``JSONValue`` or element by element (``readArray(_:)``,
/// ``readObject(_:)``, ``skipValue()``), so that a reader can keep what it needs of a large document
/// and nothing more. O(bytes).
struct JSONParser {
    let bytes: [UInt8]
    /// Where the next byte is read.
    private(set) var position = 0
    private var depth = 0

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    /// Parses one JSON value filling the whole input (white space around it allowed).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.parseValue()
        try parser.expectEnd()
        return value
    }

    /// A parser at the start of `bytes`, or at `position`.
    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// The next byte that is not white space, if any (the position moves to it).
    mutating func next() -> UInt8? {
        skipWhiteSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Checks that only white space is left.
    mutating func expectEnd() throws(JSONError) {
        guard next() == nil else { throw error("unexpected \(describeNext()) after the value") }
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

    /// The next byte, for messages: "'x'", "byte 0xFF" or "end of input".
    func describeNext() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// What kind of value starts at the next byte, for messages.
    mutating func describeNextValue() -> String {
        switch next() {
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        case nil: "the end of input"
        default: "a number"
        }
    }

    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Parses the next value into a tree.
    mutating func parseValue() throws(JSONError) -> JSONValue {
        guard let byte = next() else { throw error("expected a value, found the end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONValue)] = []
            try readObject { parser, key throws(JSONError) in members.append((key, try parser.parseValue())) }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try readArray { parser, _ throws(JSONError) in elements.append(try parser.parseValue()) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describeNext())")
        }
    }

    /// Checks the next value and moves past it, keeping nothing.
    mutating func skipValue() throws(JSONError) {
        switch next() ?? 0 {
        case UInt8(ascii: "{"): try readObject { parser, _ throws(JSONError) in try parser.skipValue() }
        case UInt8(ascii: "["): try readArray { parser, _ throws(JSONError) in try parser.skipValue() }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default: _ = try parseValue()
        }
    }

    /// Reads a `true` or `false`.
    mutating func readBool() throws(JSONError) -> Bool? {
        switch next() {
        case UInt8(ascii: "t"):
            _ = try parseLiteral("true", .null)
            return true
        case UInt8(ascii: "f"):
            _ = try parseLiteral("false", .null)
            return false
        default: return nil
        }
    }

    /// Reads a `null` if one is next.
    mutating func readNull() throws(JSONError) -> Bool {
        guard next() == UInt8(ascii: "n") else { return false }
        _ = try parseLiteral("null", .null)
        return true
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

    /// Reads an array (the next value must be one), calling `element` with the parser at each element
    /// and its index; `element` must read the element whole.
    mutating func readArray(_ element: (inout JSONParser, Int) throws(JSONError) -> Void) throws(JSONError) {
        guard next() == UInt8(ascii: "[") else { throw error("expected an array, found \(describeNext())") }
        try enter()
        defer { depth -= 1 }
        position += 1  // [
        guard !skips(closing: "]") else { return }
        var index = 0
        repeat {
            try element(&self, index)
            index += 1
        } while try readSeparator(closing: "]")
    }

    /// Reads an object (the next value must be one), calling `member` with each member's name and the
    /// parser at its value; `member` must read the value whole.
    mutating func readObject(_ member: (inout JSONParser, String) throws(JSONError) -> Void) throws(JSONError) {
        guard next() == UInt8(ascii: "{") else { throw error("expected an object, found \(describeNext())") }
        try enter()
        defer { depth -= 1 }
        position += 1  // {
        guard !skips(closing: "}") else { return }
        repeat {
            guard next() == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes, found \(describeNext())")
            }
            let key = try readString()
            guard next() == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name, found \(describeNext())")
            }
            position += 1
            _ = next()
            guard position < bytes.count else { throw error("expected a value, found the end of input") }
            try member(&self, key)
        } while try readSeparator(closing: "}")
    }

    /// Steps over `closing` if it comes next (an empty array or object), and says whether it did.
    private mutating func skips(closing: Unicode.Scalar) -> Bool {
        guard next() == UInt8(ascii: closing) else { return false }
        position += 1
        return true
    }

    /// After an element or a member: steps over the `,` that says another follows (`true`) or over
    /// `closing`, which ends the array or object (`false`); anything else is an error.
    private mutating func readSeparator(closing: Unicode.Scalar) throws(JSONError) -> Bool {
        if next() == UInt8(ascii: ",") {
            position += 1
            return true
        }
        guard !skips(closing: closing) else { return false }
        let found = next() == nil ? "the end of input" : describeNext()
        throw error("expected ',' or '\(closing)', found \(found)")
    }

    private mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = position
        try scanNumber()
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Moves past a number, checking its syntax.
    private mutating func scanNumber() throws(JSONError) {
        func digits() -> Int {
            let first = position
            while position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
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
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            guard digits() > 0 else { throw error("expected a digit in the exponent, found \(describeNext())") }
        }
    }

    /// Reads a string (the next value must be one).
    mutating func readString() throws(JSONError) -> String {
        guard next() == UInt8(ascii: "\"") else { throw error("expected a string, found \(describeNext())") }
        position += 1  // "
        // The bytes of the text, unescaped, built only once an escape is met (most strings have none).
        var unescaped: [UInt8]?
        var runStart = position
        while true {
            guard position < bytes.count else { throw error("unterminated string, found the end of input") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                defer { position += 1 }
                guard var text = unescaped else { return String(decoding: bytes[runStart..<position], as: UTF8.self) }
                text += bytes[runStart..<position]
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                unescaped = (unescaped ?? []) + bytes[runStart..<position]
                unescaped! += String(try parseEscape()).utf8
                runStart = position
            case 0x00..<0x20:
                throw error(
                    "a control character (0x\(String(byte, radix: 16, uppercase: true))) in a string must be escaped")
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
        guard let length = Unicode.UTF8.multibyteLength(startingWith: bytes[index]), index + length <= bytes.count
        else { return nil }
        var iterator = bytes[index..<(index + length)].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator), encoded.count == length else {
            return nil
        }
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
