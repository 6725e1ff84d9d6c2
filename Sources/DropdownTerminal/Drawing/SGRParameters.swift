/// The Select Graphic Rendition parameters (`ESC[…m`) a run of text carries from a program's output,
/// such as a preview command's colours: only SGR parameters, checked to be digits, `;` and `:`, so
/// nothing but colours and attributes can reach the terminal.
///
/// Each attribute is kept whole (`1`, `31`, `38;5;208`, `38:2::255:0:0`), so that the colours can be
/// dropped for a monochrome terminal and the attributes kept.
package struct SGRParameters: Hashable, Sendable {
    /// The attributes in effect, in the order they were set.
    package private(set) var attributes: [String] = []

    /// No attributes.
    package static let none = SGRParameters()

    /// The most attributes kept: a program that never resets keeps only its latest ones.
    static let maximumCount = 16

    /// Creates empty parameters.
    package init() {}

    /// Whether there is nothing to set.
    package var isEmpty: Bool { attributes.isEmpty }

    /// The parameters as written after `ESC[`.
    package var text: String { attributes.joined(separator: ";") }

    /// The attributes without colours (foreground, background and underline colours), for a
    /// monochrome terminal.
    package var withoutColors: SGRParameters {
        var result = SGRParameters()
        result.attributes = attributes.filter { !Self.isColor($0) }
        return result
    }

    /// Applies the parameters of one `ESC[…m` sequence: `0` or nothing resets, anything else is added.
    /// Returns `false` (and changes nothing) when `parameters` holds anything but digits, `;` and `:`.
    @discardableResult
    package mutating func apply(_ parameters: Substring) -> Bool {
        guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";" || $0 == ":") }) else { return false }
        var tokens = parameters.split(separator: ";", omittingEmptySubsequences: false)[...]
        while let token = tokens.popFirst() {
            let code = Int(token.prefix { $0 != ":" }) ?? 0
            if token.isEmpty || (code == 0 && !token.contains(":")) {
                attributes.removeAll()
                continue
            }
            var attribute = String(token)
            if (code == 38 || code == 48 || code == 58) && !token.contains(":") {
                // 38;5;n and 38;2;r;g;b: the colour's parameters belong to it.
                let kind = tokens.first.flatMap { Int($0) }
                let count = kind == 5 ? 2 : (kind == 2 ? 4 : 0)
                for _ in 0..<count { if let next = tokens.popFirst() { attribute += ";" + next } }
            }
            attributes.append(attribute)
        }
        if attributes.count > Self.maximumCount { attributes.removeFirst(attributes.count - Self.maximumCount) }
        return true
    }

    /// Whether an attribute sets a colour.
    static func isColor(_ attribute: String) -> Bool {
        let code = Int(attribute.prefix { $0 != ";" && $0 != ":" }) ?? 0
        switch code {
        case 30...39, 40...49, 58, 59, 90...97, 100...107: return true
        default: return false
        }
    }
}
