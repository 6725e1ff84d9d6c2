import PseudoTerminal
import SearchTestData
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("dropdown --filter, end to end: the binary against fzf", .runsPrograms)
    struct FilterTests {
        let countries = "Spain\nPapua New Guinea\nParaguay\nPoland\nItaly\nUnited States\nUnited Kingdom\n"

        /// Runs `dropdown` and fzf with the same arguments and input; expects the same output and status.
        func expectSameAsFzf(_ arguments: [String], inputPath: String) throws {
            let ours = try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: inputPath)
            let fzf = try runWithoutTerminal(executable: Yardsticks.fzf!, arguments: arguments, inputPath: inputPath)
            #expect(ours.standardOutput == fzf.standardOutput, "\(arguments)")
            #expect(ours.status == fzf.status, "\(arguments)")
        }

        func filter(_ arguments: [String], input: String) throws -> CompletedProcess {
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            return try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: path)
        }

        @Test("F1: --filter --no-sort prints the matching lines as they are read, before the input ends")
        func unsortedFilterStreams() throws {
            let producer = Producer()
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--filter", "y", "--no-sort", "--output", "index"],
                input: .pipe(producer.readEnd))
            producer.handOver()
            producer.write("yes\nno\nyours\n")
            process.pump(timeout: 10) { _ in process.outputText == "0\n2\n" }
            #expect(process.outputText == "0\n2\n", "printed while the input is still open")
            producer.write("maybe\ny")  // a last line without its line feed waits for the end
            process.pump(timeout: 10) { _ in process.outputText == "0\n2\n3\n" }
            #expect(process.outputText == "0\n2\n3\n")
            producer.end()
            process.expectExit(.chosen, printing: "0\n2\n3\n4\n")
        }

        @Test("F1: `yes | dropdown --filter y --no-sort | head -2` ends: by SIGPIPE, or exit 74 where it is ignored")
        func unsortedFilterStopsWithItsReader() throws {
            for (trap, status) in [("", "141"), ("trap '' PIPE; ", "74")] {
                let result = try runWithoutTerminal(
                    executable: "/bin/sh",
                    arguments: [
                        "-c",
                        "\(trap)yes | { '\(dropdownPath)' --filter y --no-sort; echo \"status $?\" >&2; } | head -2",
                    ])
                #expect(result.standardOutput == "y\ny\n")
                #expect(result.standardError.contains("status \(status)\n"), "\(result.standardError)")
                if status == "74" {
                    #expect(result.standardError.contains("dropdown: cannot write the answer to standard output"))
                }
            }
        }

        @Test("F1: a query of 1,300 characters that matches prints its line (it used to trap)")
        func longQuery() throws {
            let line = String(repeating: "a", count: 1_300)
            let result = try filter(["--filter", line], input: line + "\nb\n")
            #expect(result.status == .chosen)
            #expect(result.standardOutput == line + "\n")
        }

        @Test("F1: an empty or blank query prints every line in input order and exits 0; no lines exit 1")
        func emptyQuery() throws {
            for query in ["", "  "] {
                let result = try filter(["--filter", query], input: countries)
                #expect(result.status == .chosen)
                #expect(result.standardOutput == countries)
            }
            #expect(try filter(["--filter", ""], input: "").status == .nothingChosen)
        }

        @Test("F1: fzf's extended syntax; --exact and --no-extended")
        func extendedSyntax() throws {
            #expect(try filter(["--filter", "^p !new"], input: countries).standardOutput == "Poland\nParaguay\n")
            #expect(
                try filter(["--filter", "'ited | ^it"], input: countries).standardOutput
                    == "United States\nUnited Kingdom\nItaly\n")
            #expect(try filter(["--filter", "united\\ k"], input: countries).standardOutput == "United Kingdom\n")
            #expect(try filter(["--filter", "!a"], input: countries).standardOutput == "United Kingdom\n")
            #expect(
                try filter(["--exact", "--filter", "pa"], input: countries).standardOutput
                    == "Paraguay\nPapua New Guinea\nSpain\n")
            #expect(
                try filter(["--no-extended", "--filter", "d k"], input: countries).standardOutput == "United Kingdom\n")
        }

        @Test(
            "F1: the output is fzf's, byte for byte, for every operator",
            .enabled(if: Yardsticks.fzf != nil, Self.needsFzf))
        func sameAsFzf() throws {
            let path = temporaryFile(Array((countries + "ab cd\nAB\n  ab  \nabc$\n").utf8))
            defer { unlink(path) }
            for query in [
                "pa", "^p", "d$", "'ni", "!a", "!^u !d$", "a | x", "united\\ s", "", "  ", "AB", "^ab$", "!'x",
                "c$ | ^s", "'ab'", "!'cd'", "'ab' | x", "'ab'$", "a/b",
            ] {
                for options in [[], ["--exact"], ["--no-extended"]] {
                    try expectSameAsFzf(options + ["--filter", query], inputPath: path)
                }
            }
        }

        @Test(
            "F1: lines longer than a label's limit are searched whole, as fzf searches them",
            .enabled(if: Yardsticks.fzf != nil, Self.needsFzf))
        func longLinesAsFzf() throws {
            let long = String(repeating: "é ab ", count: 1_200)  // 7,200 bytes
            let input = [long + "tail", long, "tail " + long, "ta il"].joined(separator: "\n") + "\n"
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            for query in ["tail", "tail$", "^tail", "!tail", "éta"] {
                try expectSameAsFzf(["--filter", query], inputPath: path)
            }
        }

        /// Why the comparisons are skipped where they are.
        static let needsFzf = Comment(rawValue: Yardsticks.needsFzf)
        static let needsFzfAndWords = Comment(
            rawValue: Yardsticks.needsFzf + " and wamerican's /usr/share/dict/words (Scripts/run-tests installs them)")

        /// The words of Debian's wamerican: a megabyte, read and searched in several parts at once.
        static let wordsPath = "/usr/share/dict/words"

        @Test(
            "F1: an input of many parts, searched on several threads, prints what fzf prints",
            .enabled(if: Yardsticks.fzf != nil && access(wordsPath, R_OK) == 0, Self.needsFzfAndWords))
        func manyPartsAsFzf() throws {
            let words = try readFile(Self.wordsPath)
            #expect(words.count > 2 * ParallelFilter.partSize)  // more parts than threads
            let nulSeparated = temporaryFile(words.map { $0 == 0x0A ? 0 : $0 })
            defer { unlink(nulSeparated) }
            for query in ["a", "tion", "xyz", "Ab", "é", "!a", "", "^ab | xy", "'ing$ !s"] {
                for (options, path) in [
                    ([], Self.wordsPath), (["--no-sort"], Self.wordsPath), (["--exact"], Self.wordsPath),
                    (["--read0", "--print0"], nulSeparated),
                ] {
                    try expectSameAsFzf(options + ["--filter", query], inputPath: path)
                }
            }
        }

        @Test("F1: CR LF lines are printed with their CR, as fzf prints them; a$ still matches 'alpha\\r'")
        func carriageReturns() throws {
            let input = "alpha\r\nbeta\r\ngamma\n"
            for (query, output) in [
                ("a", "alpha\r\nbeta\r\ngamma\n"), ("a$", "beta\r\nalpha\r\ngamma\n"), ("^b", "beta\r\n"),
            ] {
                let result = try filter(["--filter", query], input: input)
                #expect(result.standardOutput == output, "\(query)")
            }
        }

        @Test(
            "F1: CR LF lines and their queries are filtered as fzf filters them",
            .enabled(if: Yardsticks.fzf != nil, Self.needsFzf))
        func carriageReturnsAsFzf() throws {
            let input = "alpha\r\nbeta\r\ngamma\n"
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            for query in ["a", "a$", "^b", "'ta", "!a$", ""] {
                try expectSameAsFzf(["--filter", query], inputPath: path)
            }
        }

        @Test("F1: invalid UTF-8 and CR LF in an input of many parts: the lines are printed back byte for byte")
        func manyPartsExactBytes() throws {
            // Two megabytes of lines, every 1,000th with a byte that is not UTF-8 or a CR LF ending.
            var input: [UInt8] = []
            for number in 0..<200_000 {
                input += Array("line \(number)".utf8)
                if number % 1_000 == 7 { input += [0xFF, 0x61] }
                if number % 1_000 == 8 { input += [0xE4, 0xB8] }  // a character cut short
                input += number % 1_000 == 9 ? [0x0D, 0x0A] : [0x0A]
            }
            let path = temporaryFile(input)
            let outputPath = temporaryFile([])
            defer {
                unlink(path)
                unlink(outputPath)
            }
            func filter(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
                let shell = try runWithoutTerminal(
                    executable: "/bin/sh",
                    arguments: ["-c", "exec \"$0\" \"$@\" > \(outputPath)", dropdownPath] + arguments,
                    inputPath: path)
                return (shell.status, try readFile(outputPath))
            }
            let invalid = try filter(["--filter", "7", "--no-sort"])
            #expect(invalid.status == .chosen)
            #expect(invalid.output.starts(with: Array("line 7".utf8) + [0xFF, 0x61, 0x0A]))
            let cutShort = try filter(["--filter", "^line\\ 199008"])
            #expect(cutShort.output == Array("line 199008".utf8) + [0xE4, 0xB8, 0x0A])
            let everything = try filter(["--filter", ""])
            #expect(everything.output == input, "a CR before a line feed is part of the line, as in fzf")
            #expect(try filter(["--filter", "'no such line"]).status == .nothingChosen)
        }
    }

    /// A file that could not be read.
    struct FileError: Error {
        let path: String
    }

    /// A file's bytes.
    func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError(path: path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
#endif
