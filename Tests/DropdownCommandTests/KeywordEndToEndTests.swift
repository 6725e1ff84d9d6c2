import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("Search keywords in lines: --keywords-delimiter")
    struct KeywordLineTests {
        let keywords = LineFormat(keywordsDelimiter: Array("|".utf8))

        @Test("F9: the text after the delimiter is the keywords, each further delimiter between two")
        func splitsKeywords() {
            var lines = InputLines(
                texts: ["United States|USA|America", "France", "Germany|Deutschland DE", "Bare|", "Gaps||a||b|"],
                format: keywords)
            #expect(lines.labels == ["United States", "France", "Germany", "Bare", "Gaps"])
            #expect(lines.keywords(of: 0) == ["USA", "America"])
            #expect(lines.keywords(of: 1) == [])
            #expect(lines.keywords(of: 2) == ["Deutschland DE"])
            #expect(lines.keywords(of: 3) == [], "an empty keyword is none")
            #expect(lines.keywords(of: 4) == ["a", "b"])
            #expect(
                lines.valueBytes(0, label: "United States") == Array("United States".utf8), "the label is the value")
            #expect(lines.lineBytes(0, label: "United States") == Array("United States|USA|America".utf8))
            let options = lines.takeOptions()
            #expect(options.map(\.keywords) == [["USA", "America"], [], ["Deutschland DE"], [], ["a", "b"]])
        }

        @Test("F9: with a label and a description delimiter, the keywords are in the label's field")
        func keywordsInTheLabelField() {
            let format = LineFormat(
                labelDelimiter: Array("\t".utf8), descriptionDelimiter: Array(";".utf8),
                keywordsDelimiter: Array("|".utf8))
            let lines = InputLines(
                texts: ["United States|USA\tus;the country", "France\tfr", "Germany|DE;a description"], format: format)
            #expect(lines.labels == ["United States", "France", "Germany"])
            #expect(lines.keywords(of: 0) == ["USA"])
            #expect(lines.valueBytes(0, label: "") == Array("us".utf8))
            #expect(lines.description(of: 0) == "the country")
            #expect(lines.keywords(of: 2) == ["DE"])
            #expect(lines.valueBytes(2, label: "") == Array("Germany".utf8), "no value field: the label is the value")
            #expect(lines.description(of: 2) == "a description")
        }

        @Test("F9: JSON \"keywords\" is an array of strings; anything else is exit 2 with its path")
        func jsonKeywords() throws {
            let input = try JSONInput.parse(
                Array(
                    #"[{"label": "Euro", "value": "EUR", "keywords": ["EUR", "€"]}, "Yen", {"label": "Asia", "keywords": ["APAC"], "children": [{"label": "Won", "keywords": null}]}]"#
                        .utf8))
            #expect(input.entries.map(\.keywords) == [["EUR", "€"], [], []])
            let options = input.options(labelLimit: 100)
            #expect(options.map(\.keywords) == [["EUR", "€"], [], ["APAC"]])
            #expect(throws: JSONError.self) { try JSONInput.parse(Array(#"[{"label": "a", "keywords": "b"}]"#.utf8)) }
            do {
                _ = try JSONInput.parse(Array(#"[{"label": "a"}, {"label": "b", "keywords": ["c", 1]}]"#.utf8))
                Issue.record("a number among the keywords is refused")
            } catch {
                #expect("\(error)".contains("[1].keywords[1]: a keyword must be a string, not a number"), "\(error)")
            }
        }

        @Test("F9: --keywords-delimiter with --json is a usage error")
        func keywordsDelimiterWithJSON() {
            #expect(throws: CommandLineOptions.UsageError.self) {
                try CommandLineOptions.parse(["--json", "--keywords-delimiter", "|"])
            }
        }
    }

    @Suite("dropdown --filter with search keywords, end to end", .runsPrograms)
    struct KeywordFilterTests {
        let countries = "United States|USA|America\nUSA Today\nGermany|Deutschland|DE\nFrance\n"

        func filter(_ arguments: [String], input: String) throws -> CompletedProcess {
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            return try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: path)
        }

        func keywordFilter(_ query: String, _ more: [String] = []) throws -> String {
            try filter(["--keywords-delimiter", "|", "--filter", query] + more, input: countries).standardOutput
        }

        @Test("F9: --filter finds an option by its keywords and prints its label, not its keywords")
        func findsByKeywords() throws {
            let result = try filter(["--keywords-delimiter", "|", "--filter", "deutsch"], input: countries)
            #expect(result.status == .chosen)
            #expect(result.standardOutput == "Germany\n")
            #expect(try keywordFilter("usa america") == "United States\n")
            #expect(try keywordFilter("deutsch", ["--output", "line"]) == "Germany|Deutschland|DE\n")
            #expect(try keywordFilter("deutsch", ["--output", "index"]) == "2\n")
            #expect(
                try keywordFilter("deutsch", ["--output", "json"])
                    == #"[{"index":2,"label":"Germany","value":"Germany","keywords":["Deutschland","DE"]}]"# + "\n")
            #expect(
                try filter(["--keywords-delimiter", "|", "--filter", "xyz"], input: countries).status == .nothingChosen)
            #expect(
                try keywordFilter("") == "United States\nUSA Today\nGermany\nFrance\n", "an empty query: every line")
        }

        @Test("F9: without --keywords-delimiter the keywords are part of the line, searched and printed")
        func withoutTheFlag() throws {
            #expect(try filter(["--filter", "deutsch"], input: countries).standardOutput == "Germany|Deutschland|DE\n")
        }

        @Test("F10: a label match ranks above a keywords match of the same score; --no-sort keeps the input order")
        func ranking() throws {
            #expect(try keywordFilter("'usa") == "USA Today\nUnited States\n")
            #expect(try keywordFilter("'usa", ["--no-sort"]) == "United States\nUSA Today\n")
        }

        @Test("F11: a negated term excludes a line whose label or keywords match it")
        func negation() throws {
            #expect(try keywordFilter("!usa") == "Germany\nFrance\n")
            #expect(try keywordFilter("!de") == "United States\nUSA Today\nFrance\n")
        }

        @Test("F9: JSON \"keywords\" are searched by --filter; the value is printed")
        func jsonFilter() throws {
            let json =
                #"[{"label": "Euro", "value": "EUR", "keywords": ["EUR"]}, {"label": "US Dollar", "value": "USD", "keywords": ["USD", "$"]}, "Pound"]"#
            let result = try filter(["--json", "--filter", "usd"], input: json)
            #expect(result.standardOutput == "USD\n")
            #expect(try filter(["--json", "--filter", "'usd"], input: json).standardOutput == "USD\n")
            #expect(try filter(["--json", "--filter", "!eur"], input: json).standardOutput == "USD\nPound\n")
        }

        @Test("F9: with --tree, a leaf is found by its line's keywords; its path is printed")
        func treeKeywords() throws {
            let input = "fruits/apple|malus\nfruits/pear|pyrus\nvegetables/leek\n"
            let result = try filter(["--tree", "/", "--keywords-delimiter", "|", "--filter", "malus"], input: input)
            #expect(result.standardOutput == "fruits/apple\n")
        }
    }

    @Suite("End to end: search keywords on the search line", .serialized, .runsPrograms)
    struct KeywordEndToEndTests {
        /// Whether a row of the list shows `label` (rows end with their label; the search line,
        /// "/ query▏", with the cursor).
        func showsRow(_ lines: [String], _ label: String) -> Bool {
            lines.contains { $0.hasSuffix(" " + label) && !$0.contains("/ ") }
        }

        @Test("F9: typing a keyword lists its option; its label is shown and printed, its keywords never")
        func keywordOnTheSearchLine() throws {
            let path = temporaryFile(Array("United States|USA|America\nGermany|Deutschland|DE\nFrance\n".utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--search", "--keywords-delimiter", "|"], input: .file(path))
            #expect(
                process.waitForScreen { lines in
                    self.showsRow(lines, "United States") && self.showsRow(lines, "Germany")
                        && self.showsRow(lines, "France")
                })
            process.type("deutsch")
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.contains("/ deutsch▏") } && self.showsRow(lines, "Germany")
                        && !self.showsRow(lines, "France") && !self.showsRow(lines, "United States")
                }, "\(process.visibleLines())")
            #expect(!process.screenText.contains("Deutschland"), "keywords are never drawn")
            #expect(!process.screenText.contains("USA"))
            process.choose(printing: "Germany\n")
        }

        @Test("F9, L2: lines streamed in on a pipe while a query is typed are found by their keywords")
        func streamedKeywords() throws {
            let producer = Producer()
            let process = try startStreaming(["--search", "--keywords-delimiter", "|"], producer: producer)
            producer.write("France\n")
            #expect(process.waitForScreen { self.showsRow($0, "France") })
            process.type("usa")
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.contains("/ usa▏") } && !self.showsRow(lines, "France")
                })
            producer.write("United States|USA|America\nGermany|Deutschland\n")
            #expect(
                process.waitForScreen { lines in
                    self.showsRow(lines, "United States") && !self.showsRow(lines, "France")
                }, "\(process.visibleLines())")
            producer.end()
            process.choose(printing: "United States\n")
        }

        @Test("F9: JSON \"keywords\" are searched on the search line, not shown; the value is printed")
        func jsonOnTheSearchLine() throws {
            let json =
                #"[{"label": "Euro", "value": "EUR", "keywords": ["EUR"]}, {"label": "US Dollar", "value": "USD", "keywords": ["USD", "greenback"]}]"#
            let path = temporaryFile(Array(json.utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--json", "--search"], input: .file(path))
            process.type("greenb")
            #expect(
                process.waitForScreen { lines in
                    self.showsRow(lines, "US Dollar") && !self.showsRow(lines, "Euro")
                }, "\(process.visibleLines())")
            #expect(!process.screenText.contains("greenback"))
            process.choose(printing: "USD\n")
        }

        @Test("F9: Docs/Command.md's currency example: typing gbp lists Pound sterling, and Enter prints it")
        func documentedCurrencies() throws {
            let line = try documentedCommand(startingWith: "printf 'Euro|EUR")
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", line],
                environment: ["PATH": dropdownDirectory + ":/usr/bin:/bin"])
            #expect(process.waitForScreen { self.showsRow($0, "US dollar") }, "\(process.visibleLines())")
            process.type("gbp")
            #expect(
                process.waitForScreen { lines in
                    self.showsRow(lines, "Pound sterling") && !self.showsRow(lines, "Euro")
                        && !self.showsRow(lines, "US dollar")
                }, "\(process.visibleLines())")
            process.choose(printing: "Pound sterling\n")
        }
    }
#endif
