import DropdownTerminal

/// The kinds of value flags take, read from their text: each refuses a value it cannot read with
/// what it needs instead, which the parser reports with the flag's name.
extension Flag {
    /// A whole number above 0 (`--limit`, `--height`).
    static func positiveInteger(_ text: String) throws(InvalidValue) -> Int {
        guard let number = Int(text), number > 0 else { throw InvalidValue(needs: "a whole number above 0") }
        return number
    }

    /// A separator that is not empty (`--tree`, the delimiters).
    static func separator(_ text: String) throws(InvalidValue) -> String {
        guard !text.isEmpty else { throw InvalidValue(needs: "a separator that is not empty") }
        return text
    }

    /// A number of seconds, 0 or more, written as a decimal number: digits with at most one point
    /// (`--timeout 1.5`, `.5`). A sign, an exponent, hexadecimal (`0x3`), `inf` and `nan`, which
    /// `Double` would read, are refused.
    static func seconds(_ text: String) throws(InvalidValue) -> Duration {
        let digits = text.utf8.filter { $0 != UInt8(ascii: ".") }
        guard text.utf8.count - digits.count <= 1, !digits.isEmpty,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seconds = Double(text), seconds <= 1e9
        else {
            throw InvalidValue(needs: "a number of seconds, 0 or more")
        }
        return .nanoseconds(Int64(seconds * 1e9))
    }

    /// One of the words of `Word` (`--output`, `--completions`).
    static func word<Word: RawRepresentable & CaseIterable>(
        _ text: String, of _: Word.Type
    ) throws(InvalidValue) -> Word where Word.RawValue == String {
        guard let word = Word(rawValue: text) else {
            let words = Word.allCases.map(\.rawValue)
            throw InvalidValue(needs: words.dropLast().joined(separator: ", ") + " or " + words.last!)
        }
        return word
    }

    /// `right`, `right:50%`, `right:40`, `down`, `down:10`, `down:30%` (`--preview-window`): a
    /// percentage from 1 to 100, or a number of cells above 0. Either is a wish: the pane never
    /// takes the list's last columns or rows (see `PaneGeometry`), so `right:100%` is as wide as
    /// `right:1000`, the widest pane that leaves the list room.
    static func previewPlacement(_ text: String) throws(InvalidValue) -> PreviewPlacement {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let size: PaneSize?
        if parts.count == 1 {
            size = .percent(50)
        } else if parts[1].hasSuffix("%"), let percent = Int(parts[1].dropLast()), (1...100).contains(percent) {
            size = .percent(percent)
        } else if let cells = Int(parts[1]), cells > 0 {
            size = .cells(cells)
        } else {
            size = nil
        }
        switch (parts[0], size) {
        case ("right", let size?): return .right(size)
        case ("down", let size?): return .below(parts.count == 1 ? .cells(10) : size)
        default: throw InvalidValue(needs: "right[:N%|:COLUMNS] or down[:ROWS|:N%]")
        }
    }
}
