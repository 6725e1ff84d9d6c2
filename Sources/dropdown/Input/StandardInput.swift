import DropdownCore
import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How input lines are split into fields: `label SEP value` (`--label-delimiter`), `label SEP
/// description` (`--description-delimiter`), or `label SEP value SEP description` with both; and
/// within the label's field, `label SEP keywords` (`--keywords-delimiter`).
struct LineFormat: Equatable {
    /// What separates the label from the value.
    var labelDelimiter: [UInt8]?
    /// What separates the description (from the value, or from the label without a value).
    var descriptionDelimiter: [UInt8]?
    /// What separates the label from its search keywords, and the keywords from one another, in
    /// the label's field (rule F9).
    var keywordsDelimiter: [UInt8]?
    /// The record separator: a line feed, or NUL (`--read0`).
    var separator: UInt8 = 0x0A

    /// Whether a line is more than its label.
    var hasFields: Bool { labelDelimiter != nil || descriptionDelimiter != nil || keywordsDelimiter != nil }
}

/// The options, from the arguments or the records of standard input: the label of each (its text,
/// for display and search), and enough to print each choice back byte for byte.
///
/// Plain lines cost their label and nothing more: the labels are handed over to the dropdown
/// (``takeOptions()``), and only the few lines whose label is not their bytes (invalid UTF-8, shown
/// with U+FFFD; lines longer than ``labelLimit``) keep their exact bytes. Lines with fields keep the
/// input and where each field is.
struct InputLines {
    /// The label of each line, until they are handed over (or for good, with ``keepsLabels``).
    private(set) var labels: [String] = []
    /// Whether ``takeOptions()`` leaves the labels here too (`--tree`: the whole lines are printed,
    /// and the tree is built from them once the input ends). The copies share their storage.
    var keepsLabels = false
    /// The number of lines handed over by ``takeOptions()``.
    private var handedOver = 0
    /// The bytes of a record still being read: after the last separator of the input so far.
    private var partial: [UInt8] = []
    /// The exact bytes of the plain lines whose label differs from them.
    private var exactBytes: [Int: [UInt8]] = [:]
    /// The input and the fields of each line, when lines have fields.
    private var fields: LineFields?

    /// The number of lines.
    private(set) var count = 0

    /// The most bytes of a label that are shown and searched in the prompt (the whole line is still
    /// printed when chosen): more than any terminal shows, and a bound on what one option costs a
    /// search. `--filter` searches whole lines.
    static let labelLimit = 4096

    /// Where the fields of each line are in the input.
    private struct LineFields {
        var bytes: [UInt8]
        var lines: [Range<Int>] = []
        var values: [Range<Int>] = []
        /// The description of each line, when there is a description delimiter.
        var descriptions: [Range<Int>?] = []
        /// The keywords of each line (the delimiters between them included), when there is a
        /// keywords delimiter and the line has some.
        var keywords: [Range<Int>?] = []
        /// What separates the keywords from one another.
        var keywordsDelimiter: [UInt8]?
    }

    /// The first line whose value (else whose label) is the UTF-8 of `text`, byte for byte (not
    /// merely canonically equivalent). O(lines).
    func firstLine(equalTo text: String) -> Int? {
        let wanted = Array(text.utf8)
        if let fields {
            return fields.values.firstIndex { fields.bytes[$0].elementsEqual(wanted) }
                ?? labels.firstIndex { $0.utf8.elementsEqual(wanted) }
        }
        return labels.indices.first { line in
            exactBytes[line]?.elementsEqual(wanted) ?? labels[line].utf8.elementsEqual(wanted)
        }
    }

    /// The options for the dropdown of the lines not handed over yet, identified by line numbers;
    /// the labels are handed over (and no longer kept here, unless ``keepsLabels``), so that a
    /// million lines are not held twice.
    mutating func takeOptions() -> [DropdownOption<Int>] {
        let first = handedOver
        let new = keepsLabels ? labels[first...] : labels[...]
        let options = new.enumerated().map {
            DropdownOption(id: first + $0.offset, label: $0.element, keywords: keywords(of: first + $0.offset))
        }
        handedOver = count
        if !keepsLabels { labels = [] }
        return options
    }

    /// Every label, handed over at once (and no longer kept here unless ``keepsLabels``), for input
    /// read whole before the prompt: nothing may have been handed over before.
    mutating func takeLabels() -> [String] {
        defer {
            handedOver = count
            if !keepsLabels { labels = [] }
        }
        return labels
    }

    /// The bytes of a whole line whose label is `label`.
    func lineBytes(_ line: Int, label: String) -> [UInt8] {
        if let fields { return Array(fields.bytes[fields.lines[line]]) }
        return exactBytes[line] ?? Array(label.utf8)
    }

    /// The bytes of a line's value: the whole line without fields.
    func valueBytes(_ line: Int, label: String) -> [UInt8] {
        if let fields { return Array(fields.bytes[fields.values[line]]) }
        return lineBytes(line, label: label)
    }

    /// A line's description, if it has one.
    func description(of line: Int) -> String? {
        guard let range = fields?.descriptions[line] else { return nil }
        return String(decoding: fields!.bytes[range], as: UTF8.self)
    }

    /// Whether any line has a description.
    var hasDescriptions: Bool { fields?.descriptions.contains { $0 != nil } ?? false }

    /// Whether any line has search keywords.
    var hasKeywords: Bool { fields?.keywords.contains { $0 != nil } ?? false }

    /// A line's search keywords (rule F9): the text after the keywords delimiter in its label's
    /// field, split at each further delimiter, without empty ones; none without the delimiter.
    func keywords(of line: Int) -> [String] {
        guard let fields, let delimiter = fields.keywordsDelimiter, let range = fields.keywords[line] else { return [] }
        return fields.bytes.withUnsafeBufferPointer { buffer in
            var keywords: [String] = []
            var start = range.lowerBound
            while start < range.upperBound {
                let end = Self.find(delimiter, in: buffer, start..<range.upperBound) ?? range.upperBound
                if end > start { keywords.append(String(decoding: buffer[start..<end], as: UTF8.self)) }
                start = end + delimiter.count
            }
            return keywords
        }
    }

    /// Reads a descriptor to its end, a piece at a time, and splits it into records (see
    /// ``append(_:format:labelLimit:)``). O(bytes); the input is never held whole.
    static func read(
        from descriptor: Int32, format: LineFormat = LineFormat(), labelLimit: Int? = InputLines.labelLimit
    ) throws(FileDescriptorIO.SystemError) -> InputLines {
        var lines = InputLines()
        try FileDescriptorIO.readPieces(descriptor) { lines.append($0, format: format, labelLimit: labelLimit) }
        lines.finish(format: format, labelLimit: labelLimit)
        return lines
    }

    /// Splits the next piece of the input into records (lines at "\n", a "\r" before it kept as
    /// fzf keeps it; or at NUL), each into its fields; the bytes after the last separator wait for the next piece
    /// or ``finish(format:labelLimit:)``. Labels are cut at `labelLimit` bytes, if given.
    /// O(piece + the unfinished record).
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>, format: LineFormat, labelLimit: Int?) {
        guard let last = piece.lastIndex(of: format.separator) else {
            partial.append(contentsOf: piece)
            return
        }
        let complete = UnsafeBufferPointer(rebasing: piece[...last])
        if partial.isEmpty {
            splitRecords(complete, format: format, labelLimit: labelLimit)
        } else {
            var joined = partial
            partial = []
            joined.append(contentsOf: complete)
            joined.withUnsafeBufferPointer { splitRecords($0, format: format, labelLimit: labelLimit) }
        }
        partial.append(contentsOf: piece[(last + 1)...])
    }

    /// Ends the input: a final record without a separator counts (an empty input has none).
    mutating func finish(format: LineFormat, labelLimit: Int?) {
        guard !partial.isEmpty else { return }
        var record = partial
        partial = []
        record.append(format.separator)
        record.withUnsafeBufferPointer { splitRecords($0, format: format, labelLimit: labelLimit) }
    }

    /// Adds the records of bytes that end with a separator.
    private mutating func splitRecords(_ buffer: UnsafeBufferPointer<UInt8>, format: LineFormat, labelLimit: Int?) {
        var records: [Range<Int>] = []
        var start = 0
        for index in buffer.indices where buffer[index] == format.separator {
            if format.hasFields {
                records.append(start..<index)
            } else {
                append(buffer[start..<index], limit: labelLimit)
            }
            start = index + 1
        }
        if format.hasFields { split(records, of: Array(buffer), format: format, labelLimit: labelLimit) }
    }

    /// Lines from the given texts (the options given as arguments), split into fields.
    init(texts: [String], format: LineFormat = LineFormat(), labelLimit: Int? = InputLines.labelLimit) {
        guard format.hasFields else {
            for var text in texts { text.withUTF8 { append($0[...], limit: labelLimit) } }
            return
        }
        var bytes: [UInt8] = []
        var records: [Range<Int>] = []
        for text in texts {
            let start = bytes.count
            bytes += text.utf8
            records.append(start..<bytes.count)
        }
        split(records, of: bytes, format: format, labelLimit: labelLimit)
    }

    private init() {}

    /// Adds a plain line: its label, and its bytes when the label is not them.
    private mutating func append(_ line: Slice<UnsafeBufferPointer<UInt8>>, limit: Int?) {
        let shown = Self.head(of: line, limit: limit)
        let text = String(decoding: UnsafeBufferPointer(rebasing: shown), as: UTF8.self)
        labels.append(text)
        // The same bytes: compared by memcmp when the label's are contiguous, as they are.
        let isSame =
            text.utf8.count == line.count
            && (text.utf8.withContiguousStorageIfAvailable {
                memcmp($0.baseAddress!, line.base.baseAddress! + line.startIndex, line.count) == 0
            }
                ?? text.utf8.elementsEqual(line))
        if shown.count != line.count || !isSame {  // cut, or invalid UTF-8 replaced
            exactBytes[count] = Array(line)
        }
        count += 1
    }

    /// Splits records into their fields: the label up to the label delimiter (or the description
    /// delimiter), the value after it, the description after the description delimiter; then the
    /// label's field into the label and its keywords, at the keywords delimiter. A record without a
    /// delimiter is its own label and value.
    private mutating func split(_ records: [Range<Int>], of bytes: [UInt8], format: LineFormat, labelLimit: Int?) {
        var fields = self.fields ?? LineFields(bytes: [], keywordsDelimiter: format.keywordsDelimiter)
        self.fields = nil  // uniquely referenced while it grows
        let base = fields.bytes.count
        fields.lines += records.map { ($0.lowerBound + base)..<($0.upperBound + base) }
        bytes.withUnsafeBufferPointer { buffer in
            for record in records {
                var label = record
                var value = record
                var description: Range<Int>?
                if let delimiter = format.labelDelimiter, let cut = Self.find(delimiter, in: buffer, record) {
                    label = record.lowerBound..<cut
                    value = (cut + delimiter.count)..<record.upperBound
                }
                if let delimiter = format.descriptionDelimiter {
                    let rest = format.labelDelimiter == nil ? record : value
                    if let cut = Self.find(delimiter, in: buffer, rest) {
                        description = (cut + delimiter.count)..<record.upperBound
                        if format.labelDelimiter == nil || value == record {
                            label = record.lowerBound..<cut
                            value = label
                        } else {
                            value = value.lowerBound..<cut
                        }
                    }
                }
                var keywords: Range<Int>?
                if let delimiter = format.keywordsDelimiter, let cut = Self.find(delimiter, in: buffer, label) {
                    keywords = (cut + delimiter.count)..<label.upperBound
                    if value == label { value = label.lowerBound..<cut }  // the label is the value
                    label = label.lowerBound..<cut
                }
                let shown = Self.head(of: buffer[label], limit: labelLimit)
                labels.append(String(decoding: UnsafeBufferPointer(rebasing: shown), as: UTF8.self))
                fields.values.append((value.lowerBound + base)..<(value.upperBound + base))
                fields.descriptions.append(description.map { ($0.lowerBound + base)..<($0.upperBound + base) })
                fields.keywords.append(keywords.map { ($0.lowerBound + base)..<($0.upperBound + base) })
            }
        }
        fields.bytes += bytes
        count += records.count
        self.fields = fields
    }

    /// The first place `delimiter` occurs in `range`. O(range × delimiter).
    private static func find(_ delimiter: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let first = delimiter.first, range.count >= delimiter.count else { return nil }
        var index = range.lowerBound
        while index <= range.upperBound - delimiter.count {
            if buffer[index] == first && buffer[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A line's first `limit` bytes, cut at the start of a character.
    private static func head(of line: Slice<UnsafeBufferPointer<UInt8>>, limit: Int?) -> Slice<
        UnsafeBufferPointer<UInt8>
    > {
        guard let limit, line.count > limit else { return line }
        var end = line.startIndex + limit
        while end > line.startIndex && line[end] & 0xC0 == 0x80 { end -= 1 }  // a character's start
        return line[..<end]
    }
}
