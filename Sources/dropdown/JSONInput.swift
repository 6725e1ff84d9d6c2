/// The options of `--json`: a JSON array whose elements are strings (a label that is also the
/// value) or objects `{"label", "value", "description", "disabled", "section", "children"}`.
///
/// An object's `label` is a string (without one, a string `value` is the label too); `value` is any
/// JSON (printed as is when it is a string, as JSON text otherwise; the label when absent);
/// `description` and `section` are strings; `disabled` is `true` or `false`; `children` is an array
/// of elements of the same kind. Until the terminal draws submenus, an element with children is
/// not an option itself: its children are, in a section named by the path to them
/// ("Fruit › Citrus"), in reading order.
struct JSONInput {
    /// One option: the element it came from and what it shows.
    struct Entry {
        var element: JSONValue
        var label: String
        var description: String?
        var isDisabled: Bool
        var section: String?
    }

    /// The options, in reading order (a parent's children where the parent was).
    private(set) var entries: [Entry] = []

    /// What joins the labels of the parents in a child's section.
    static let pathSeparator = " › "

    /// Parses `--json` input; the error says where it is (line and column for a syntax error, the
    /// element's path for an element of the wrong shape).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONInput {
        let document = try JSONParser.parse(bytes)
        guard case .array(let elements) = document else {
            throw JSONError(message: "expected an array of options, found \(document.kindName)")
        }
        var input = JSONInput()
        try input.add(elements, path: "", parents: [])
        return input
    }

    private mutating func add(_ elements: [JSONValue], path: String, parents: [String]) throws(JSONError) {
        for (index, element) in elements.enumerated() {
            let place = "\(path)[\(index)]"
            func failure(_ message: String) -> JSONError {
                JSONError(message: "\(place): \(message)")
            }
            let section = parents.isEmpty ? nil : parents.joined(separator: Self.pathSeparator)
            switch element {
            case .string(let label):
                entries.append(Entry(element: element, label: label, description: nil, isDisabled: false, section: section))
            case .object:
                let label: String
                switch (element["label"], element["value"]) {
                case (.string(let text)?, _): label = text
                case (nil, .string(let text)?): label = text
                case (nil, _): throw failure("an option needs a \"label\" string")
                default: throw failure("\"label\" must be a string")
                }
                let description: String?
                switch element["description"] {
                case nil, .null?: description = nil
                case .string(let text)?: description = text
                default: throw failure("\"description\" must be a string")
                }
                let isDisabled: Bool
                switch element["disabled"] {
                case nil, .null?: isDisabled = false
                case .bool(let value)?: isDisabled = value
                default: throw failure("\"disabled\" must be true or false")
                }
                var ownSection = section
                switch element["section"] {
                case nil, .null?: break
                case .string(let text)?: ownSection = section.map { $0 + Self.pathSeparator + text } ?? text
                default: throw failure("\"section\" must be a string")
                }
                switch element["children"] {
                case nil, .null?:
                    entries.append(
                        Entry(element: element, label: label, description: description, isDisabled: isDisabled, section: ownSection))
                case .array(let children)? where !children.isEmpty:
                    try add(children, path: place + ".children", parents: parents + [label])
                case .array?:
                    entries.append(
                        Entry(element: element, label: label, description: description, isDisabled: isDisabled, section: ownSection))
                default: throw failure("\"children\" must be an array")
                }
            default:
                throw failure("an option is a string or an object, not \(element.kindName)")
            }
        }
    }

    /// The value to print for an option: a string value as it is, another value as JSON text, the
    /// label when there is no value.
    func value(of index: Int) -> String {
        let entry = entries[index]
        switch entry.element["value"] {
        case .string(let text)?: return text
        case let other?: return other.text
        case nil: return entry.label
        }
    }
}

extension JSONValue {
    /// What kind of value it is, for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
