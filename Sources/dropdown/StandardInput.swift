import DropdownCore
import DropdownTerminal

/// The options, from the arguments or the lines of standard input: the label of each (its text, for
/// display and search), and the exact bytes of the few lines whose label is not their bytes
/// (invalid UTF-8, shown with U+FFFD; lines longer than ``labelLimit``), so that the choice is
/// printed back byte for byte. A line costs its label and nothing more; the labels are handed over
/// to the dropdown (``takeOptions()``), which keeps them.
struct InputLines {
    /// The label of each line, until they are handed over.
    private(set) var labels: [String] = []
    /// The exact bytes of the lines whose label differs from them.
    private var exactBytes: [Int: [UInt8]] = [:]

    /// The number of lines.
    private(set) var count = 0

    /// The most bytes of a line that are shown and searched (the whole line is still printed when
    /// chosen): more than any terminal shows, and a bound on what one option costs a search.
    static let labelLimit = 4096

    /// The first line whose bytes are the UTF-8 of `text` (byte for byte: not merely canonically
    /// equivalent). O(lines).
    func firstLine(equalTo text: String) -> Int? {
        labels.indices.first { line in
            exactBytes[line]?.elementsEqual(text.utf8) ?? labels[line].utf8.elementsEqual(text.utf8)
        }
    }

    /// The options for the dropdown, identified by line numbers; the labels are handed over (and
    /// no longer kept here), so that a million lines are not held twice.
    mutating func takeOptions() -> [DropdownOption<Int>] {
        let options = labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) }
        labels = []
        return options
    }

    /// The bytes to print for a line whose label is `label`.
    func bytes(ofLine line: Int, label: String) -> [UInt8] {
        exactBytes[line] ?? Array(label.utf8)
    }

    /// Reads a descriptor to its end and splits it into lines at "\n", dropping a "\r" before it;
    /// a final line without "\n" counts, an empty input has no lines. O(bytes).
    static func read(from descriptor: Int32) throws(FileDescriptorIO.SystemError) -> InputLines {
        var lines = InputLines()
        let bytes = try FileDescriptorIO.readAll(descriptor)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in buffer.indices where buffer[index] == 0x0A {
                let end = index > start && buffer[index - 1] == 0x0D ? index - 1 : index
                lines.append(buffer[start..<end])
                start = index + 1
            }
            if start < buffer.count { lines.append(buffer[start...]) }
        }
        return lines
    }

    /// Lines from the given texts (the options given as arguments).
    init(texts: [String]) {
        for var text in texts { text.withUTF8 { append($0[...]) } }
    }

    private init() {}

    /// Adds a line: its label, and its bytes when the label is not them.
    private mutating func append(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
        var shown = line
        if line.count > Self.labelLimit {
            var end = line.startIndex + Self.labelLimit
            while end > line.startIndex && line[end] & 0xC0 == 0x80 { end -= 1 }  // a character's start
            shown = line[..<end]
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: shown), as: UTF8.self)
        labels.append(text)
        if shown.count != line.count || !text.utf8.elementsEqual(line) {  // cut, or invalid UTF-8 replaced
            exactBytes[count] = Array(line)
        }
        count += 1
    }
}
