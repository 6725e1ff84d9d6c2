import DropdownCore

/// The options of `--json`: a JSON array whose elements are strings (a label that is also the
/// value) or objects `{"label", "value", "description", "disabled", "section", "keywords",
/// "children"}`.
///
/// An object's members:
/// - `label`: a string (without one, a string `value` is the label too);
/// - `value`: any JSON (printed as is when it is a string, as JSON text otherwise; the label when
///   absent);
/// - `description` and `section`: strings; `disabled`: `true` or `false`;
/// - `keywords`: an array of strings a search matches besides the label (rule F9);
/// - `children`: an array of elements of the same kind;
/// - other members are kept for `--output json` and otherwise ignored.
///
/// An element with children is a parent: it opens a submenu of its children and is never chosen
/// itself (rule H1); with an empty `children` array it is an option after all.
///
/// Only what the prompt shows is kept for each option (its label, description, flags and where its
/// element is in the input): the input is read once, and an element is parsed again only when it
/// is printed. O(bytes).
struct JSONInput {
    /// A value to print: the label, a string, or JSON text in the input.
    enum Value {
        case label
        case string(String)
        case json(Range<Int>)
    }

    /// An element of the tree: an option (an index of ``entries``) or a parent (of ``parents``).
    enum Node {
        case entry(Int)
        case parent(Int)
    }

    /// An element with children: it is not an option, it opens a submenu.
    struct Parent {
        var label: String
        var isDisabled: Bool
        var section: String?
        var keywords: [String] = []
        var children: [Node]
    }

    /// One option: where its element is, and what it shows.
    struct Entry {
        var element: Range<Int>
        var label: String
        var value: Value
        var description: String?
        var isDisabled: Bool
        var section: String?
        /// Words a search matches besides the label (rule F9).
        var keywords: [String] = []
    }

    /// The input.
    private(set) var bytes: [UInt8] = []
    /// The options, in reading order (a parent's children where the parent was).
    private(set) var entries: [Entry] = []
    /// The elements with children, in reading order.
    private(set) var parents: [Parent] = []
    /// The top-level elements.
    private(set) var topLevel: [Node] = []

    /// Parses `--json` input; the error says where it is (the line and column, and for an element
    /// of the wrong shape, its path: `[3].children[0]`).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONInput {
        var input = JSONInput()
        input.bytes = bytes
        var parser = JSONParser(bytes: bytes)
        guard parser.next() == UInt8(ascii: "[") else {
            throw parser.error("expected an array of options, found \(parser.describeNextValue())")
        }
        input.topLevel = try input.readElements(&parser, path: "")
        try parser.expectEnd()
        return input
    }

    /// Reads an array of elements at the parser.
    private mutating func readElements(_ parser: inout JSONParser, path: String) throws(JSONError) -> [Node] {
        var nodes: [Node] = []
        try parser.readArray { parser, index throws(JSONError) in
            nodes.append(try readElement(&parser, path: "\(path)[\(index)]"))
        }
        return nodes
    }

    /// Reads one element: a string, or an object (its children, if any, after its label is known).
    private mutating func readElement(_ parser: inout JSONParser, path: String) throws(JSONError) -> Node {
        let start = parser.position
        if parser.next() == UInt8(ascii: "\"") {
            let label = try parser.readString()
            entries.append(
                Entry(element: start..<parser.position, label: label, value: .label, isDisabled: false, section: nil))
            return .entry(entries.count - 1)
        }
        guard parser.next() == UInt8(ascii: "{") else {
            let kind = parser.describeNextValue()
            try parser.skipValue()  // a syntax error inside it is reported as such
            throw parser.error("\(path): an option is a string or an object, not \(kind)", at: start)
        }
        var label: String?
        var value = Value.label
        var description: String?
        var isDisabled = false
        var ownSection: String?
        var keywords: [String] = []
        var children: Int?  // where the children array starts
        try parser.readObject { parser, key throws(JSONError) in
            func expected(_ what: String) -> JSONError {
                parser.error("\(path): \"\(key)\" must be \(what), not \(parser.describeNextValue())")
            }
            /// The member's value, which must be a string.
            func readString() throws(JSONError) -> String {
                guard parser.next() == UInt8(ascii: "\"") else { throw expected("a string") }
                return try parser.readString()
            }
            switch key {
            case "label":
                label = try readString()
            case "value":
                let valueStart = parser.position
                if parser.next() == UInt8(ascii: "\"") {
                    value = .string(try parser.readString())
                } else {
                    try parser.skipValue()
                    value = .json(valueStart..<parser.position)
                }
            case "description":
                guard try !parser.readNull() else { return }
                description = try readString()
            case "disabled":
                guard try !parser.readNull() else { return }
                guard let flag = try parser.readBool() else { throw expected("true or false") }
                isDisabled = flag
            case "section":
                guard try !parser.readNull() else { return }
                ownSection = try readString()
            case "keywords":
                guard try !parser.readNull() else { return }
                guard parser.next() == UInt8(ascii: "[") else { throw expected("an array of strings") }
                try parser.readArray { parser, index throws(JSONError) in
                    guard parser.next() == UInt8(ascii: "\"") else {
                        throw parser.error(
                            "\(path).keywords[\(index)]: a keyword must be a string, not \(parser.describeNextValue())")
                    }
                    keywords.append(try parser.readString())
                }
            case "children":
                guard try !parser.readNull() else { return }
                guard parser.next() == UInt8(ascii: "[") else { throw expected("an array") }
                children = parser.position
                try parser.skipValue()
            default:
                try parser.skipValue()
            }
        }
        let element = start..<parser.position
        if label == nil, case .string(let text) = value { label = text }
        guard let label else { throw parser.error("\(path): an option needs a \"label\" string", at: start) }
        if let children {
            var childParser = JSONParser(bytes: bytes, position: children)
            let nodes = try readElements(&childParser, path: path + ".children")
            if !nodes.isEmpty {  // an empty array: the element is an option after all
                parents.append(
                    Parent(
                        label: label, isDisabled: isDisabled, section: ownSection, keywords: keywords, children: nodes))
                return .parent(parents.count - 1)
            }
        }
        entries.append(
            Entry(
                element: element, label: label, value: value, description: description, isDisabled: isDisabled,
                section: ownSection, keywords: keywords))
        return .entry(entries.count - 1)
    }

    /// The options of the tree, labels cut at `labelLimit` bytes: each option identified by its
    /// index in ``entries``, each parent by ``PathTree/parentID(_:)``.
    func options(labelLimit: Int) -> [DropdownOption<Int>] {
        func cut(_ label: String) -> String { label.utf8.count > labelLimit ? String(label.prefix(labelLimit)) : label }
        func option(_ node: Node) -> DropdownOption<Int> {
            switch node {
            case .entry(let index):
                let entry = entries[index]
                return DropdownOption(
                    id: index, label: cut(entry.label), isDisabled: entry.isDisabled, section: entry.section,
                    keywords: entry.keywords)
            case .parent(let index):
                let parent = parents[index]
                return DropdownOption(
                    id: PathTree.parentID(index), label: cut(parent.label), isDisabled: parent.isDisabled,
                    section: parent.section, keywords: parent.keywords, children: parent.children.map(option))
            }
        }
        return topLevel.map(option)
    }

    /// The value to print for an option: a string value as it is, another value as compact JSON
    /// text, the label when there is no value.
    func value(of index: Int) -> String {
        switch entries[index].value {
        case .label: entries[index].label
        case .string(let text): text
        case .json(let range): Self.compact(bytes, range)
        }
    }

    /// An option's element, parsed again.
    func element(of index: Int) -> JSONValue {
        (try? JSONParser.parse(Array(bytes[entries[index].element]))) ?? .string(entries[index].label)
    }

    /// JSON text of the input, compacted.
    private static func compact(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        ((try? JSONParser.parse(Array(bytes[range]))) ?? .null).text
    }
}
