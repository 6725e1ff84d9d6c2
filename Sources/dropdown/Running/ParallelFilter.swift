import Dispatch
import DropdownCore
import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `dropdown --filter` over plain lines of standard input, on every core: the input is read in
/// parts of whole records (about ``partSize`` bytes each), and each part is split into lines and
/// searched by a worker while the next parts are read; the parts' matches are then merged into
/// fzf's order (``FuzzyMatcher/PartialRanking``). No string is made per line: each line is kept
/// once, as its bytes, which the index reads and the output copies.
enum ParallelFilter {
    /// The bytes of input a part gathers before it is searched.
    static let partSize = 1 << 18

    /// Whether the run is one this filter does: lines (no fields) from standard input, printed as
    /// lines, values or indices (what the other formats print comes from ``Choices``).
    static func applies(to options: CommandLineOptions) -> Bool {
        options.options.isEmpty && !options.isJSON && !lineFormat(options).hasFields && options.output != .json
    }

    /// Prints the lines of standard input that match `query`, as ``filter(query:choices:options:)``
    /// prints them; returns the exit status (0 some matched, 1 none did, 2 standard input could not
    /// be read, 74 the matches could not be written).
    static func run(query: String, options: CommandLineOptions) -> ExitStatus {
        if !options.sorts && !FileDescriptorIO.isRegularFile(0) { return stream(query: query, options: options) }
        let separator: UInt8 = options.readsNUL ? 0 : 0x0A
        let syntax = options.searchSyntax
        let searches = DispatchGroup()
        var parts: [Part] = []
        var readError: FileDescriptorIO.SystemError?
        do {
            try readParts(from: 0, separator: separator) { part in
                parts.append(part)
                DispatchQueue.global().async(group: searches) {
                    part.search(query, syntax: syntax, separator: separator)
                }
            }
        } catch {
            readError = error
        }
        searches.wait()
        if let readError {
            printError("dropdown: cannot read the options from standard input: \(readError)")
            return .usageError
        }
        var chosen = FuzzyMatcher.PartialRanking.merged(parts.map(\.ranking!))
        if !options.sorts { chosen.sort() }
        return printAnswer(status: chosen.isEmpty ? .nothingChosen : .chosen) {
            output(chosen, parts: parts, query: query, options: options, to: &$0)
        }
    }

    /// `--filter --no-sort` over input that may never end (a pipe, `yes | dropdown --filter y
    /// --no-sort`): the whole records of each piece are searched as soon as the piece is read, and
    /// their matches printed at once, in input order, as fzf prints them. A reader that stops
    /// (`| head -2`) ends the run: by SIGPIPE, or, where SIGPIPE is ignored, by the failed write
    /// (exit 74). A regular file is searched in parallel parts instead, as its end is known.
    static func stream(query: String, options: CommandLineOptions) -> ExitStatus {
        let separator: UInt8 = options.readsNUL ? 0 : 0x0A
        let terminator: UInt8 = options.printsNUL ? 0 : 0x0A
        var writeFailure: FileDescriptorIO.SystemError?
        func print(_ bytes: [UInt8]) throws(FileDescriptorIO.SystemError) {
            writeFailure = bytes.withUnsafeBytes { buffer -> FileDescriptorIO.SystemError? in
                do throws(FileDescriptorIO.SystemError) {
                    try FileDescriptorIO.write(buffer, to: 1)
                    return nil
                } catch {
                    return error
                }
            }
            if let writeFailure { throw writeFailure }  // stops reading
        }
        var linesBefore = 0
        var matched = false
        do {
            if options.printsQuery { try print(Array(query.utf8) + [terminator]) }
            try readParts(from: 0, separator: separator, partSize: 1) { part throws(FileDescriptorIO.SystemError) in
                part.search(query, syntax: options.searchSyntax, separator: separator)
                let lines = FuzzyMatcher.PartialRanking.merged([part.ranking!]).sorted()
                var bytes: [UInt8] = []
                for line in lines {
                    if options.output == .index {
                        bytes += String(linesBefore + line).utf8
                    } else {
                        part.appendLine(line, to: &bytes)
                    }
                    bytes.append(terminator)
                }
                linesBefore += part.ends.count
                matched = matched || !lines.isEmpty
                if !bytes.isEmpty { try print(bytes) }
            }
        } catch {
            if let writeFailure {
                printError("dropdown: cannot write the answer to standard output: \(writeFailure)")
                return .outputFailed
            }
            printError("dropdown: cannot read the options from standard input: \(error)")
            return .usageError
        }
        return matched ? .chosen : .nothingChosen
    }

    /// Reads a descriptor to its end, a part of whole records at a time (at least `partSize`
    /// bytes, but for the last part, which ends where the input does), handing each part to `body`
    /// as soon as it is read; `body` may throw to stop reading. O(bytes).
    static func readParts(
        from descriptor: Int32, separator: UInt8, partSize: Int = partSize,
        _ body: (Part) throws(FileDescriptorIO.SystemError) -> Void
    ) throws(FileDescriptorIO.SystemError) {
        let pieceSize = 1 << 16
        var records: [UInt8] = []
        records.reserveCapacity(partSize + pieceSize)
        try FileDescriptorIO.readPieces(descriptor, pieceSize: pieceSize) {
            piece throws(FileDescriptorIO.SystemError) in
            records.append(contentsOf: piece)
            // Only the new piece is searched for the last separator: a long record costs no rescans.
            guard records.count >= partSize, let last = piece.lastIndex(of: separator) else { return }
            let end = records.count - piece.count + last + 1
            var rest: [UInt8] = []
            rest.reserveCapacity(partSize + pieceSize)
            rest += records[end...]
            records.removeSubrange(end...)
            try body(Part(records: records))
            records = rest
        }
        if !records.isEmpty { try body(Part(records: records)) }
    }

    /// Writes what `--filter` prints for the chosen lines (numbered across the parts), in order.
    static func output(
        _ chosen: [Int], parts: [Part], query: String, options: CommandLineOptions, to output: inout some AnswerSink
    ) {
        let terminator: UInt8 = options.printsNUL ? 0 : 0x0A
        if options.printsQuery {
            output.append(contentsOf: query.utf8)
            output.append(terminator)
        }
        if options.output == .index {
            for line in chosen {
                output.append(contentsOf: String(line).utf8)
                output.append(terminator)
            }
            return
        }
        // Where each part's lines start in the numbering; each chosen line's part and place in it.
        var firstLines: [Int] = []
        var lineCount = 0
        for part in parts {
            firstLines.append(lineCount)
            lineCount += part.ends.count
        }
        let places = chosen.map { line in
            // The last part that starts at or before the line.
            var (low, high) = (0, parts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if firstLines[middle] <= line { low = middle } else { high = middle - 1 }
            }
            return (part: parts[low], line: line - firstLines[low])
        }
        for (part, line) in places {
            part.appendLine(line, to: &output)
            output.append(terminator)
        }
    }

    /// Whole records of the input: split into lines and searched once, by a worker
    /// (``search(_:syntax:separator:)``), then only read. Sendable unchecked: the worker is the only
    /// one to touch a part until the group of searches has been waited for.
    final class Part: @unchecked Sendable {
        /// The records as read; after the search, the lines one after the other (their separators
        /// taken out; a carriage return before a line feed is kept, as fzf keeps it).
        private(set) var bytes: [UInt8]
        /// Where each line ends in `bytes`.
        private(set) var ends: [Int] = []
        /// The matches of the query, once searched.
        private(set) var ranking: FuzzyMatcher.PartialRanking?

        init(records: [UInt8]) { bytes = records }

        /// Splits the records into lines, in place, and searches them for the query.
        func search(_ query: String, syntax: FuzzyMatcher.Syntax, separator: UInt8) {
            splitLines(separator: separator)
            ranking = FuzzyMatcher.PartialRanking(of: query, syntax: syntax, utf8: bytes, ends: ends)
        }

        /// Where a line's bytes are.
        private func range(of line: Int) -> Range<Int> { (line == 0 ? 0 : ends[line - 1])..<ends[line] }

        /// The length of a line in bytes.
        func length(of line: Int) -> Int { range(of: line).count }

        /// Appends a line's bytes.
        func appendLine(_ line: Int, to output: inout some AnswerSink) {
            bytes.withUnsafeBufferPointer {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range(of: line)]))
            }
        }

        /// Takes the separators out of the records, moving each line back to follow the one before
        /// it; a last record without a separator counts. O(bytes).
        private func splitLines(separator: UInt8) {
            var lineEnds: [Int] = []
            let length = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                var written = 0
                var start = 0
                while start < buffer.count {
                    let found = memchr(base + start, Int32(separator), buffer.count - start)
                    let next = found.map { UnsafeMutableRawPointer(base).distance(to: $0) } ?? buffer.count
                    let end = next
                    if written != start { memmove(base + written, base + start, end - start) }
                    written += end - start
                    lineEnds.append(written)
                    start = next + 1
                }
                return written
            }
            bytes.removeSubrange(length...)
            ends = lineEnds
        }
    }
}
