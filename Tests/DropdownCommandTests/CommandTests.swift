import DropdownCore
import DropdownTerminal
import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif
#endif

/// A sample value for a flag that takes one, valid for the flag.
func sampleValue(for flag: Flag) -> String {
    switch flag.name {
    case "--output": "json"
    case "--completions": "zsh"
    case "--preview-window": "down:5"
    case "--timeout": "1.5"
    case "--limit", "--height", "--min": "3"
    default: "x"
    }
}

@Suite("The command line: one flag table")
struct FlagTableTests {
    @Test("Every flag of the table is parsed, alone and with its value after '='")
    func everyFlagParses() throws {
        for flag in Flag.all {
            var arguments = [flag.name]
            if flag.value != nil { arguments.append(sampleValue(for: flag)) }
            let options = flag.name == "--json" ? [] : ["a"]  // --json takes no options as arguments
            #expect(throws: Never.self, "\(flag.name)") { try CommandLineOptions.parse(arguments + options) }
            if flag.value != nil {
                #expect(throws: Never.self) {
                    try CommandLineOptions.parse(["\(flag.name)=\(sampleValue(for: flag))"] + options)
                }
            } else {
                #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["\(flag.name)=1"]) }
            }
        }
    }

    @Test("Names are unique, and every flag says what it does")
    func namesUnique() {
        let names = Flag.all.map(\.name) + Flag.all.compactMap { $0.short.map { "-\($0)" } }
        #expect(Set(names).count == names.count)
        #expect(Flag.all.allSatisfy { $0.name.hasPrefix("--") && !$0.help.isEmpty })
    }

    @Test("--help lists every flag of the table, and every exit status")
    func helpListsEveryFlag() {
        for flag in Flag.all {
            #expect(helpText.contains(flag.synopsis), "\(flag.name)")
        }
        for status in ExitStatus.allCases {
            #expect(helpText.contains("\n  \(status.code)"), "exit status \(status.code)")
            #expect(helpText.contains(status.meaning.split(separator: " ").prefix(4).joined(separator: " ")))
        }
        #expect(ExitStatus.terminated.code == 128 + SIGTERM && ExitStatus.hungUp.code == 128 + SIGHUP)
    }

    @Test("The completions of bash, zsh and fish name every flag and the words of --output")
    func completionsListEveryFlag() {
        for shell in Shell.allCases {
            let script = Completions.script(for: shell)
            for flag in Flag.all {
                let name = shell == .fish ? "-l \(flag.name.dropFirst(2))" : flag.name
                #expect(script.contains(name), "\(shell): \(flag.name)")
                if let short = flag.short {
                    #expect(script.contains(shell == .fish ? "-s \(short)" : "-\(short)"), "\(shell): -\(short)")
                }
            }
            #expect(script.contains("line value index json") || script.contains("value line index json"), "\(shell)")
        }
    }

    @Test("The bash completion is valid bash, and completes flags and --output's words", .runsPrograms)
    func bashCompletionWorks() throws {
        let path = temporaryFile(Array(Completions.bash().utf8))
        defer { unlink(path) }
        let script = """
            source '\(path)'
            COMP_WORDS=(dropdown --out); COMP_CWORD=1; _dropdown; echo "${COMPREPLY[*]}"
            COMP_WORDS=(dropdown --output j); COMP_CWORD=2; _dropdown; echo "${COMPREPLY[*]}"
            COMP_WORDS=(dropdown --completions ''); COMP_CWORD=2; _dropdown; echo "${COMPREPLY[*]}"
            """
        let result = try runWithoutTerminal(executable: "/bin/bash", arguments: ["--norc", "-c", script])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "--output\njson\nbash zsh fish\n")
    }

    @Test("The zsh and fish completions are valid, when those shells are installed", .runsPrograms)
    func zshAndFishParse() throws {
        for (shell, executable) in [(Shell.zsh, "/usr/bin/zsh"), (.fish, "/usr/bin/fish")]
        where access(executable, X_OK) == 0 {
            let path = temporaryFile(Array(Completions.script(for: shell).utf8))
            defer { unlink(path) }
            let result = try runWithoutTerminal(executable: executable, arguments: ["-n", path])
            #expect(result.status == 0, "\(shell): \(result.standardError)")
            if shell == .fish {
                let completed = try runWithoutTerminal(
                    executable: executable, arguments: ["-c", "source '\(path)'; complete -C 'dropdown --output '"])
                #expect(
                    completed.standardOutput.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == [
                        "index", "json", "line", "value",
                    ])
            }
        }
    }

    @Test("The man page lists every flag and exit status")
    func manPageListsEveryFlag() throws {
        let page = ManPage.text(version: version)
        for flag in Flag.all {
            #expect(page.contains("\\fB" + ManPage.escaped(flag.name) + "\\fR"), "\(flag.name)")
        }
        for status in ExitStatus.allCases { #expect(page.contains(".B \(status.code)\n")) }
    }

    @Test(
        "groff renders the man page without warnings", .runsPrograms,
        .enabled(if: access("/usr/bin/groff", X_OK) == 0, "needs groff at /usr/bin/groff (Debian's groff-base)"))
    func manPageRenders() throws {
        let page = ManPage.text(version: version)
        let path = temporaryFile(Array(page.utf8))
        defer { unlink(path) }
        let rendered = try runWithoutTerminal(executable: "/usr/bin/groff", arguments: ["-man", "-Tutf8", "-ww", path])
        #expect(rendered.status == 0)
        #expect(rendered.standardError.isEmpty, "\(rendered.standardError)")
        #expect(
            rendered.standardOutput.contains("--label-delimiter")
                || rendered.standardOutput.contains("‐‐label‐delimiter"))
    }

    @Test("Docs/Command.md's flag table lists exactly the flags of the table, and the exit statuses")
    func documentedFlagTable() throws {
        let readme = try readRepositoryFile("Docs/Command.md")
        let section = try #require(
            readme.split(separator: "## Flags\n", maxSplits: 1).last?.split(separator: "\n## ").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `-") }
        let documented = Set(
            rows.flatMap { row in
                row.split(separator: "|")[0].split(separator: "`").filter { $0.hasPrefix("-") }.map {
                    String($0.split(separator: " ")[0])
                }
            })
        let flags = Set(Flag.all.flatMap { [$0.name] + ($0.short.map { ["-\($0)"] } ?? []) })
        #expect(
            documented == flags,
            "missing: \(flags.subtracting(documented).sorted()), extra: \(documented.subtracting(flags).sorted())")
        for status in ExitStatus.allCases {
            #expect(readme.contains("| \(status.code) |"), "exit status \(status.code)")
        }
    }
}

/// A file of this repository, found from this source file's path.
func readRepositoryFile(_ relativePath: String) throws -> String {
    var directory = "\(#filePath)"
    for _ in 0..<3 { directory = String(directory[..<directory.lastIndex(of: "/")!]) }
    let fd = open(directory + "/" + relativePath, O_RDONLY)
    guard fd >= 0 else { throw PathError(path: relativePath) }
    defer { close(fd) }
    return String(decoding: try FileDescriptorIO.readAll(fd), as: UTF8.self)
}

struct PathError: Error { var path: String }

@Suite("The command line: values and combinations")
struct CommandLineParsingTests {
    @Test("Values: --timeout, --output, --preview-window, --header lines, --query implies --search")
    func values() throws {
        let options = try CommandLineOptions.parse([
            "--timeout", "0.25", "--output=index", "--preview-window", "right:40", "--header", "one\ntwo",
            "--query", "ex", "a",
        ])
        #expect(options.timeout == .milliseconds(250))
        #expect(options.output == .index)
        #expect(options.previewPlacement == .right(.cells(40)))
        #expect(options.header == ["one", "two"])
        #expect(options.isSearchable && options.query == "ex")
        #expect(try Flag.previewPlacement("down") == .below(.cells(10)))
        #expect(try Flag.previewPlacement("down:30%") == .below(.percent(30)))
        #expect(try Flag.previewPlacement("right") == .right(.percent(50)))
        for bad in ["left:10", "right:0", "down:x", "right:150%"] {
            #expect(throws: CommandLineOptions.UsageError.self) {
                try CommandLineOptions.parse(["--preview-window", bad])
            }
        }
        for bad in ["-1", "x", "+3"] {
            #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["--timeout", bad]) }
        }
    }

    @Test("--selected '*' means all in multiple mode and is a value in single mode; --no-limit clears --limit")
    func selectedStar() throws {
        let all = try CommandLineOptions.parse(["--multiple", "--selected", "*", "--selected", "b", "a", "b"])
        #expect(all.selectsAll && all.selected == ["b"])
        let literal = try CommandLineOptions.parse(["--selected", "*", "*", "a"])
        #expect(!literal.selectsAll && literal.selected == ["*"])
        let unlimited = try CommandLineOptions.parse(["--limit", "2", "--no-limit", "a"])
        #expect(unlimited.isMultiple && unlimited.limit == nil)
    }

    @Test("Combinations that cannot work are usage errors")
    func conflicts() {
        for arguments in [
            ["--json", "--label-delimiter", "|"], ["--json", "--read0"], ["--json", "a"],
            ["--label-delimiter", ""], ["--output", "yaml", "a"], ["--completions", "tcsh"],
            ["--selected", "a", "--selected", "b", "a", "b"],
        ] {
            #expect(throws: CommandLineOptions.UsageError.self, "\(arguments)") {
                try CommandLineOptions.parse(arguments)
            }
        }
    }

    @Test("--flag= with an empty value is empty: it never takes the next argument")
    func emptyValueAfterEquals() throws {
        let title = try CommandLineOptions.parse(["--title=", "a", "b", "c"])
        #expect(title.title == "" && title.options == ["a", "b", "c"])
        let query = try CommandLineOptions.parse(["--query=", "--select-1", "x"])
        #expect(query.query == "" && query.isSearchable && query.selectsOne && query.options == ["x"])
        #expect(throws: CommandLineOptions.UsageError(message: "--height needs a whole number above 0")) {
            try CommandLineOptions.parse(["--height=", "5", "a"])
        }
    }

    @Test("A refused value names its flag, what the flag needs, and the value")
    func refusedValues() {
        let cases: [([String], String)] = [
            (["--height", "x"], "--height needs a whole number above 0, not 'x'"),
            (["--output", "yaml"], "--output needs value, line, index or json, not 'yaml'"),
            (["--completions", "tcsh"], "--completions needs bash, zsh or fish, not 'tcsh'"),
            (["--tree", ""], "--tree needs a separator that is not empty"),
            (["--timeout", "-1"], "--timeout needs a number of seconds, 0 or more, not '-1'"),
            (
                ["--preview-window", "left"],
                "--preview-window needs right[:N%|:COLUMNS] or down[:ROWS|:N%], not 'left'"
            ),
        ]
        for (arguments, message) in cases {
            #expect(throws: CommandLineOptions.UsageError(message: message)) {
                try CommandLineOptions.parse(arguments + ["a"])
            }
        }
    }

    @Test("Short flags combine: -m1 QUERY-less, -mf QUERY, -0")
    func shortFlags() throws {
        let options = try CommandLineOptions.parse(["-m10", "a"])
        #expect(options.isMultiple && options.selectsOne && options.exitsWithoutOptions)
        #expect(try CommandLineOptions.parse(["-mfab"]).mode == .filter("ab"))
    }
}

@Suite("Input formats")
struct InputFormatTests {
    func lines(_ texts: [String], _ format: LineFormat) -> InputLines {
        InputLines(texts: texts, format: format)
    }

    @Test("--label-delimiter: label shown, value printed; a line without it is both")
    func labelDelimiter() {
        var input = lines(["Standard|std", "Express|exp|fast", "Pickup"], LineFormat(labelDelimiter: Array("|".utf8)))
        #expect(input.labels == ["Standard", "Express", "Pickup"])
        #expect(input.firstLine(equalTo: "exp|fast") == 1)
        #expect(input.firstLine(equalTo: "Pickup") == 2)
        let options = input.takeOptions()
        #expect(input.valueBytes(0, label: options[0].label) == Array("std".utf8))
        #expect(input.lineBytes(1, label: options[1].label) == Array("Express|exp|fast".utf8))
        #expect(input.valueBytes(2, label: options[2].label) == Array("Pickup".utf8))
    }

    @Test("--description-delimiter alone, and with the same separator as the label's: three fields")
    func descriptionDelimiter() {
        let alone = lines(["a :: first", "b"], LineFormat(descriptionDelimiter: Array(" :: ".utf8)))
        #expect(alone.labels == ["a", "b"])
        #expect(alone.description(of: 0) == "first" && alone.description(of: 1) == nil)
        #expect(alone.valueBytes(0, label: "a") == Array("a".utf8))
        let both = lines(["a|1|first", "b|2", "c"], LineFormat(labelDelimiter: [0x7C], descriptionDelimiter: [0x7C]))
        #expect(both.labels == ["a", "b", "c"])
        #expect(both.valueBytes(0, label: "a") == Array("1".utf8))
        #expect(both.description(of: 0) == "first")
        #expect(both.valueBytes(1, label: "b") == Array("2".utf8) && both.description(of: 1) == nil)
        #expect(both.hasDescriptions)
    }

    @Test("--read0: records end at NUL; line feeds are part of them")
    func nulSeparated() throws {
        let path = temporaryFile(Array("one\ntwo\u{0}three\u{0}".utf8))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let input = try InputLines.read(from: fd, format: LineFormat(separator: 0))
        #expect(input.labels == ["one\ntwo", "three"])
    }

    @Test("JSON: strings and objects, values of any kind, disabled, sections; H1: children make a tree of parents")
    func jsonOptions() throws {
        let text = """
            ["Standard", {"label": "Express", "value": {"id": 2}, "description": "next day"},
             {"value": "pick"}, {"label": "Gone", "disabled": true, "section": "Old"},
             {"label": "Fruit", "children": [{"label": "Citrus", "children": ["Lime"]}, "Fig"]}]
            """
        let input = try JSONInput.parse(Array(text.utf8))
        #expect(input.entries.map(\.label) == ["Standard", "Express", "pick", "Gone", "Lime", "Fig"])
        #expect(input.entries.map(\.section) == [nil, nil, nil, "Old", nil, nil])
        #expect(input.entries[3].isDisabled && input.entries[1].description == "next day")
        let options = input.options(labelLimit: 100)
        #expect(options.map(\.label) == ["Standard", "Express", "pick", "Gone", "Fruit"])
        #expect(options.map(\.id).prefix(4) == [0, 1, 2, 3], "options are identified by their index in the input")
        let fruit = options[4]
        #expect(fruit.children.map(\.label) == ["Citrus", "Fig"] && fruit.children[1].id == 5)
        #expect(fruit.children[0].children.map(\.label) == ["Lime"] && fruit.children[0].children[0].id == 4)
        #expect(
            fruit.id < 0 && fruit.children[0].id < 0 && fruit.id != fruit.children[0].id, "parents are never printed")
        #expect(input.value(of: 1) == "{\"id\":2}" && input.value(of: 2) == "pick" && input.value(of: 0) == "Standard")
    }

    @Test(
        "H1: --tree: each line is a path; parts become parents in the order they first appear, leaves keep their line numbers"
    )
    func pathTree() {
        let options = PathTree.options(
            labels: ["fruits/apple", "fruits/more/watermelon", "/veg//leek/", "fruits", "/", "fruits/more/kiwi"],
            separator: "/")
        #expect(options.map(\.label) == ["fruits", "veg", "fruits", "/"])
        #expect(
            options.map(\.isParent) == [true, true, false, false],
            "a line that is also a path is a leaf beside the parent")
        #expect(options[2].id == 3 && options[3].id == 4)
        #expect(options[0].children.map(\.label) == ["apple", "more"] && options[0].children[0].id == 0)
        #expect(options[0].children[1].children.map(\.id) == [1, 5])
        #expect(
            options[1].children.map(\.label) == ["leek"] && options[1].children[0].id == 2, "empty parts are skipped")
    }

    @Test("H1: --tree skips a leading '.' part, as find . prints it: ./src/a is src › a")
    func pathTreeSkipsLeadingDot() {
        let options = PathTree.options(labels: ["./src/a.swift", "./b.txt", ".", "src/./c", "../up"], separator: "/")
        #expect(options.map(\.label) == ["src", "b.txt", ".", ".."])
        #expect(
            options[0].children.map(\.label) == ["a.swift", "."] && options[0].children[1].children.map(\.id) == [3])
        #expect(options[0].children[0].id == 0 && options[1].id == 1 && options[2].id == 2)
    }

    @Test("L2: lines that arrive in pieces are the same lines as read at once, a line cut between pieces too")
    func linesInPieces() throws {
        let text = "alpha\nbeta\r\ngam" + "ma\n\ndelta"
        var lines = InputLines(texts: [])
        var options: [DropdownOption<Int>] = []
        for piece in ["alpha\nbe", "ta\r\ngam", "ma\n\nde", "lta"] {
            var bytes = Array(piece.utf8)
            bytes.withUnsafeMutableBufferPointer {
                lines.append(UnsafeBufferPointer($0), format: LineFormat(), labelLimit: nil)
            }
            options += lines.takeOptions()
        }
        lines.finish(format: LineFormat(), labelLimit: nil)
        options += lines.takeOptions()
        #expect(options.map(\.label) == ["alpha", "beta\r", "gamma", "", "delta"], "a CR is kept, as fzf keeps it")
        #expect(options.map(\.id) == Array(0..<5))
        let path = temporaryFile(Array(text.utf8))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(try InputLines.read(from: fd).labels == options.map(\.label))
    }

    @Test("L2: lines with fields that arrive in pieces keep their values and descriptions")
    func fieldsInPieces() {
        let format = LineFormat(labelDelimiter: Array("|".utf8), descriptionDelimiter: Array("|".utf8))
        var lines = InputLines(texts: [])
        for piece in ["Standard|std|3-5 da", "ys\nExpress|exp|tomorrow\n"] {
            var bytes = Array(piece.utf8)
            bytes.withUnsafeMutableBufferPointer {
                lines.append(UnsafeBufferPointer($0), format: format, labelLimit: nil)
            }
        }
        #expect(lines.count == 2)
        #expect(lines.valueBytes(1, label: "Express") == Array("exp".utf8) && lines.description(of: 0) == "3-5 days")
        #expect(lines.lineBytes(0, label: "Standard") == Array("Standard|std|3-5 days".utf8))
    }

    @Test("JSON errors say where: line and column for syntax, the element's path for its shape")
    func jsonErrors() {
        let cases: [(String, String)] = [
            ("[\"a\",\n  \"b\" \"c\"]", "line 2, column 7 (byte 12): expected ',' or ']', found '\"'"),
            ("[1.]", "line 1, column 4 (byte 3): expected a digit after '.', found ']'"),
            ("[\"a\\q\"]", "line 1, column 4 (byte 3): invalid escape '\\q'"),
            ("[\"tab\there\"]", "line 1, column 6 (byte 5): a control character (0x9) in a string must be escaped"),
            ("[", "line 1, column 2 (byte 1): expected a value, found the end of input"),
            ("[01]", "line 1, column 2 (byte 1): a number cannot start with 0"),
            ("[] x", "line 1, column 4 (byte 3): unexpected 'x' after the value"),
            ("{\"a\": 1}", "line 1, column 1 (byte 0): expected an array of options, found an object"),
            ("[{\"label\": 3}]", "line 1, column 12 (byte 11): [0]: \"label\" must be a string, not a number"),
            (
                "[\"a\", {\"label\": \"b\", \"children\": [true]}]",
                "line 1, column 35 (byte 34): [1].children[0]: an option is a string or an object, not a boolean"
            ),
            (
                "[{\"label\": \"x\", \"disabled\": \"yes\"}]",
                "line 1, column 29 (byte 28): [0]: \"disabled\" must be true or false, not a string"
            ),
            ("[{\"value\": 1}]", "line 1, column 2 (byte 1): [0]: an option needs a \"label\" string"),
            ("[3]", "line 1, column 2 (byte 1): [0]: an option is a string or an object, not a number"),
        ]
        for (text, message) in cases {
            do {
                _ = try JSONInput.parse(Array(text.utf8))
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.description == message)
            }
        }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test("JSON strings: escapes, surrogate pairs, UTF-8; written back compactly and escaped")
    func jsonStrings() throws {
        let value = try JSONParser.parse(Array(#"["a\"b\\\n\u00e9\ud83c\udf47", -1.5e+3, true, null, {"k": []}]"#.utf8))
        #expect(
            value
                == .array([.string("a\"b\\\né🍇"), .number("-1.5e+3"), .bool(true), .null, .object([("k", .array([]))])])
        )
        #expect(value.text == #"["a\"b\\\né🍇",-1.5e+3,true,null,{"k":[]}]"#)
        #expect(JSONValue.string("\u{1B}[2J\u{7F}").text == #""\u001b[2J\u007f""#)
    }
}

@Suite("Output, and what the flags decide")
struct OutputTests {
    func choices(_ texts: [String], _ format: LineFormat = LineFormat()) -> (Choices, [String]) {
        var choices = Choices(lines: InputLines(texts: texts, format: format))
        let labels = choices.takeOptions().map(\.label)
        return (choices, labels)
    }

    @Test("--output value, line, index and json; --print-query first; --print0 ends records with NUL")
    func formats() {
        let (choices, labels) = choices(["Standard|std", "Express|exp"], LineFormat(labelDelimiter: [0x7C]))
        func output(_ format: OutputFormat, nul: Bool = false, query: Bool = false) -> String {
            let writer = OutputWriter(format: format, terminator: nul ? 0 : 0x0A, printsQuery: query)
            return String(
                decoding: writer.bytes(chosen: [1, 0], query: "ex", choices: choices) { labels[$0] }, as: UTF8.self)
        }
        #expect(output(.value) == "exp\nstd\n")
        #expect(output(.line) == "Express|exp\nStandard|std\n")
        #expect(output(.index) == "1\n0\n")
        #expect(
            output(.json)
                == #"[{"index":1,"label":"Express","value":"exp"},{"index":0,"label":"Standard","value":"std"}]"# + "\n"
        )
        #expect(output(.value, nul: true, query: true) == "ex\u{0}exp\u{0}std\u{0}")
    }

    @Test("--output json with --json prints the chosen elements as they were given")
    func jsonElements() throws {
        var choices = Choices(
            json: try JSONInput.parse(Array(#"["a", {"label": "b", "value": 2, "extra": [1]}]"#.utf8)))
        let labels = choices.takeOptions().map(\.label)
        let writer = OutputWriter(format: .json, terminator: 0x0A, printsQuery: false)
        #expect(
            String(decoding: writer.bytes(chosen: [1, 0], query: "", choices: choices) { labels[$0] }, as: UTF8.self)
                == #"[{"label":"b","value":2,"extra":[1]},"a"]"# + "\n")
        let values = OutputWriter(format: .value, terminator: 0x0A, printsQuery: false)
        #expect(
            String(decoding: values.bytes(chosen: [1], query: "", choices: choices) { labels[$0] }, as: UTF8.self)
                == "2\n")
    }

    @Test("A timeout answers with the preselection (exit 0), else 124; --print-query only when the prompt closed")
    func answers() {
        #expect(PromptAnswer(.timedOut, preselection: [2]) == PromptAnswer(.chosen([2]), preselection: []))
        #expect(PromptAnswer(.timedOut, preselection: []).status == .timedOut)
        #expect(!PromptAnswer(.timedOut, preselection: []).printsQuery)
        #expect(PromptAnswer(.nothingChosen, preselection: []).status == .nothingChosen)
        #expect(PromptAnswer(.nothingChosen, preselection: []).printsQuery)
        #expect(PromptAnswer(.cancelled, preselection: [1]).status == .cancelled)
        #expect(PromptAnswer(.interrupted, preselection: []).chosen.isEmpty)
    }

    @Test("--select-1, --exit-0, --timeout 0 and --query decide before drawing, with core events")
    func startDecisions() throws {
        func decide(_ arguments: [String], _ labels: [String] = ["alpha", "bravo", "~charlie"]) throws -> PromptOutcome<
            Int
        >? {
            let options = try CommandLineOptions.parse(arguments)
            var state = DropdownState(
                options: labels.enumerated().map {
                    DropdownOption(id: $0.offset, label: $0.element, isDisabled: $0.element.hasPrefix("~"))
                },
                configuration: DropdownConfiguration(
                    selectionMode: options.isMultiple ? .multiple : .single, isSearchable: options.isSearchable,
                    multipleSelectionKeys: .prompt))
            return PromptStart.decide(&state, options: options)
        }
        #expect(try decide(["--select-1", "--query", "brv"]) == .chosen([1]))
        #expect(try decide(["--select-1"], ["only"]) == .chosen([0]))
        #expect(try decide(["--select-1"], ["~only"]) == nil, "a disabled option is not chosen")
        #expect(try decide(["--select-1", "--query", "a"]) == nil, "several matches: ask")
        #expect(try decide(["--exit-0", "--query", "zzz"]) == .nothingChosen)
        #expect(try decide(["--exit-0"], []) == .nothingChosen)
        #expect(try decide(["--exit-0"]) == nil)
        #expect(try decide(["--timeout", "0"]) == .timedOut)
        #expect(try decide(["--multiple", "--selected", "*", "--select-1"], ["one"]) == .chosen([0]))
    }

    @Test("--preview: {} is the value, single-quoted for the shell")
    func previewQuoting() {
        let command = PreviewCommand.substituting(Array("cat {} | head -{}".utf8), value: Array("it's a \"file\"".utf8))
        #expect(String(decoding: command, as: UTF8.self) == #"cat 'it'\''s a "file"' | head -'it'\''s a "file"'"#)
        #expect(
            PreviewCommand.substituting(Array("echo {}".utf8), value: [0x61, 0x00, 0xFF]) == Array("echo 'a".utf8) + [
                0xFF, 0x27,
            ])
    }
}
