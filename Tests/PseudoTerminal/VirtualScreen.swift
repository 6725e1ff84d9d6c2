/// A small terminal emulator for tests: it applies the bytes a program wrote (text, CR, LF, cursor
/// moves, erasing; styles are ignored) to a grid, so tests assert what a person would see.
/// Autowrap is off, as the programs under test set it; every character takes one cell.
public struct VirtualScreen {
    public let rows: Int
    public let columns: Int
    private var grid: [[Character]]
    /// Lines scrolled off the top.
    public private(set) var history: [String] = []
    public private(set) var cursorRow = 0
    public private(set) var cursorColumn = 0
    /// Whether erasing the whole screen (`ESC[J` from its first cell, or `ESC[2J`) first copies
    /// its lines, up to the last that is not blank, into the history, as tmux does with its
    /// `scroll-on-clear` option (on by default).
    public var scrollsOnClear = false

    /// An empty screen with the cursor at row `cursorRow` (0-based).
    public init(rows: Int, columns: Int, cursorRow: Int = 0, text: [String] = []) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        for (row, line) in text.prefix(rows).enumerated() {
            for (column, character) in line.prefix(columns).enumerated() { grid[row][column] = character }
        }
        self.cursorRow = cursorRow
    }

    /// The rows' text, without trailing spaces.
    public var lines: [String] { grid.map { trimmed(String($0)) } }

    /// The rows' text with blank rows at the end removed.
    public var text: [String] {
        var result = lines
        while let last = result.last, last.isEmpty { result.removeLast() }
        return result
    }

    /// Applies bytes a program wrote.
    public mutating func apply(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": cursorColumn = 0
            case "\n": lineFeed()
            case "\r\n":
                cursorColumn = 0
                lineFeed()
            case "\u{1B}": escape(&characters)
            case "\u{07}", "\u{08}": break
            default:
                grid[cursorRow][cursorColumn] = character
                if cursorColumn < columns - 1 { cursorColumn += 1 }  // no autowrap: the last cell is reused
            }
        }
    }

    private mutating func lineFeed() {
        if cursorRow == rows - 1 {
            history.append(trimmed(String(grid.removeFirst())))
            grid.append(Array(repeating: " ", count: columns))
        } else {
            cursorRow += 1
        }
    }

    private mutating func escape(_ characters: inout ArraySlice<Character>) {
        guard let introducer = characters.popFirst() else { return }
        guard introducer == "[" else { return }
        var parameters = ""
        while let next = characters.popFirst() {
            if let scalar = next.unicodeScalars.first, next.unicodeScalars.count == 1,
                (0x40...0x7E).contains(scalar.value)
            {
                csi(parameters, final: next)
                return
            }
            parameters.append(next)
        }
    }

    private mutating func csi(_ parameters: String, final: Character) {
        if parameters.hasPrefix("?") { return }  // modes: cursor visibility, wrapping, paste, sync
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 0
        let count = max(1, first)
        switch final {
        case "A": cursorRow = max(0, cursorRow - count)
        case "B": cursorRow = min(rows - 1, cursorRow + count)
        case "C": cursorColumn = min(columns - 1, cursorColumn + count)
        case "D": cursorColumn = max(0, cursorColumn - count)
        case "G": cursorColumn = min(columns - 1, max(0, count - 1))
        case "H":
            cursorRow = min(rows - 1, max(0, count - 1))
            cursorColumn = numbers.count > 1 ? min(columns - 1, max(0, (numbers[1] ?? 1) - 1)) : 0
        case "J":
            if scrollsOnClear && (first == 2 || (first == 0 && cursorRow == 0 && cursorColumn == 0)) {
                let used = lines
                history += used.prefix((used.lastIndex { !$0.isEmpty } ?? -1) + 1)
            }
            if first == 0 {
                for column in cursorColumn..<columns { grid[cursorRow][column] = " " }
                for row in (cursorRow + 1)..<rows { grid[row] = Array(repeating: " ", count: columns) }
            } else if first == 2 {
                grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            }
        case "K":
            let range = first == 0 ? cursorColumn..<columns : (first == 1 ? 0..<(cursorColumn + 1) : 0..<columns)
            for column in range { grid[cursorRow][column] = " " }
        default: break  // styles (m), position requests (n)
        }
    }

    private func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
