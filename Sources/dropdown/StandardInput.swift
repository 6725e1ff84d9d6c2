import DropdownTerminal

/// Lines read from standard input, kept as the exact bytes given (so the choice is printed back byte
/// for byte) and as text for display (invalid UTF-8 shown as U+FFFD).
struct InputLines {
    /// Every byte read.
    private(set) var bytes: [UInt8] = []
    /// Where each line starts and ends in `bytes`, without its line break.
    private(set) var ranges: [Range<Int>] = []

    /// The number of lines.
    var count: Int { ranges.count }

    /// The most bytes of a line that are shown and searched (the whole line is still printed when
    /// chosen): more than any terminal shows, and a bound on what one option costs a search.
    static let labelLimit = 4096

    /// The text of a line, for display and search: its first ``labelLimit`` bytes (cut at a
    /// character's start).
    func text(of line: Int) -> String {
        var range = ranges[line]
        if range.count > Self.labelLimit {
            var end = range.lowerBound + Self.labelLimit
            while end > range.lowerBound && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            range = range.lowerBound..<end
        }
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    /// The first line whose bytes are the UTF-8 of `text`. O(bytes).
    func firstLine(equalTo text: String) -> Int? {
        let wanted = Array(text.utf8)
        return ranges.firstIndex { $0.count == wanted.count && bytes[$0].elementsEqual(wanted) }
    }

    /// The bytes of a line.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> { bytes[ranges[line]] }

    /// Reads a descriptor to its end and splits it into lines at "\n", dropping a "\r" before it;
    /// a final line without "\n" counts, an empty input has no lines. O(bytes).
    static func read(from descriptor: Int32) throws(FileDescriptorIO.SystemError) -> InputLines {
        var lines = InputLines()
        lines.bytes = try FileDescriptorIO.readAll(descriptor)
        lines.split()
        return lines
    }

    /// Lines from the given texts (the options given as arguments).
    init(texts: [String]) {
        for text in texts {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            ranges.append(start..<bytes.count)
        }
    }

    private init() {}

    private mutating func split() {
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] == 0x0A {
                    let end = index > start && buffer[index - 1] == 0x0D ? index - 1 : index
                    ranges.append(start..<end)
                    start = index + 1
                }
                index += 1
            }
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
    }
}
