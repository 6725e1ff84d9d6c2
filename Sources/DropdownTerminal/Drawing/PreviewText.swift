/// A program's output made safe to draw, line by line, as it arrives: a preview pane's text.
///
/// Colours and attributes (`ESC[…m` with SGR parameters only) are kept as each run's
/// ``StyledLine/Run/graphics``; every other escape sequence and control character is shown
/// escaped ("␛[2J", "␇"), never sent to the terminal. Tabs become spaces to the next tab stop;
/// a carriage return before a line feed is dropped. Invalid UTF-8 is shown as U+FFFD.
///
/// Output is bounded: a line keeps its first ``maximumLineBytes`` bytes, and once
/// ``maximumLines`` lines have arrived the text ``isFull`` and takes nothing more. O(bytes).
package struct PreviewText: Hashable, Sendable {
    /// The lines so far; the last one may still grow (until a line feed or ``finish()``).
    package private(set) var lines: [StyledLine] = []
    /// Whether no more lines are taken (``maximumLines`` arrived).
    package private(set) var isFull = false

    /// The bytes of the line being read, up to ``maximumLineBytes``.
    private var line: [UInt8] = []
    /// How many bytes of the current line were dropped.
    private var isLineCut = false
    /// The colours in effect at the start of the current line (they carry over line ends).
    private var graphics = SGRParameters()

    /// The most lines kept: more than any terminal shows.
    package static let maximumLines = 1000
    /// The most bytes of a line kept: more than any terminal shows on one row.
    package static let maximumLineBytes = 4096

    /// Where tabs stop: every `tabStop` columns.
    private let tabStop: Int

    /// Creates an empty text whose tabs stop every `tabStop` columns.
    package init(tabStop: Int = TerminalText.defaultTabStop) {
        self.tabStop = max(1, tabStop)
    }

    /// Adds output. O(bytes).
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            guard !isFull else { return }
            if byte == 0x0A {
                endLine()
            } else if line.count < Self.maximumLineBytes {
                line.append(byte)
            } else {
                isLineCut = true
            }
        }
    }

    /// Ends the output: a last line without a line feed counts.
    package mutating func finish() {
        if !line.isEmpty && !isFull { endLine() }
    }

    /// The lines including the one still being read (for drawing before the output ends).
    package var linesSoFar: [StyledLine] {
        guard !line.isEmpty, !isFull else { return lines }
        var copy = self
        copy.endLine()
        return copy.lines
    }

    private mutating func endLine() {
        if line.last == 0x0D { line.removeLast() }
        lines.append(Self.styledLine(line, graphics: &graphics, isCut: isLineCut, tabStop: tabStop))
        line.removeAll(keepingCapacity: true)
        isLineCut = false
        if lines.count >= Self.maximumLines { isFull = true }
    }

    /// One line of output as runs: the text between SGR sequences, each run with the colours in
    /// effect; other escape sequences and controls escaped.
    static func styledLine(_ bytes: [UInt8], graphics: inout SGRParameters, isCut: Bool, tabStop: Int) -> StyledLine {
        var result = StyledLine()
        var text: [UInt8] = []
        var column = 0
        func flush() {
            guard !text.isEmpty else { return }
            let run = TerminalText.sanitized(String(decoding: text, as: UTF8.self))
            column += DisplayWidth.of(run)
            result.append(run, graphics: graphics)
            text.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                // A CSI sequence: parameters and intermediates, then a final byte.
                var end = index + 2
                while end < bytes.count && (0x20...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count && bytes[end] == UInt8(ascii: "m") {
                    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                    var applied = graphics
                    if applied.apply(parameters[...]) {
                        flush()
                        graphics = applied
                        index = end + 1
                        continue
                    }
                }
                text.append(byte)  // anything else is shown as text: "␛[2J"
                index += 1
                continue
            }
            if byte == 0x09 {
                flush()
                let spaces = tabStop - column % tabStop
                result.append(String(repeating: " ", count: spaces), graphics: graphics)
                column += spaces
                index += 1
                continue
            }
            text.append(byte)
            index += 1
        }
        flush()
        if isCut { result.append("…", .dim) }
        return result
    }
}
