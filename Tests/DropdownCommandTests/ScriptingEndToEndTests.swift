import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    extension PseudoTerminalProcess {
        /// The screen as a person sees it now.
        func visibleLines(rows: Int = 24, columns: Int = 80) -> [String] {
            var screen = VirtualScreen(rows: rows, columns: columns)
            screen.apply(screenBytes)
            return screen.lines
        }

        /// Waits until the screen, as drawn, satisfies `condition`.
        func waitForScreen(
            rows: Int = 24, columns: Int = 80, timeout: Double = 20, _ condition: @escaping ([String]) -> Bool
        ) -> Bool {
            pump(timeout: timeout) { bytes in
                var screen = VirtualScreen(rows: rows, columns: columns)
                screen.apply(bytes)
                return condition(screen.lines)
            }
        }
    }

    /// Runs `dropdown` with options on standard input (a file), in a pseudo-terminal.
    func startWithInput(
        _ input: String, _ arguments: [String], rows: Int = 24, columns: Int = 80, environment: [String: String] = [:],
        cursorRow: Int = 1, waitForFrame: Bool = true
    ) throws -> (PseudoTerminalProcess, String) {
        let path = temporaryFile(Array(input.utf8))
        let process = try startDropdown(
            arguments, rows: rows, columns: columns, input: .file(path), cursorRow: cursorRow, environment: environment,
            waitForFrame: waitForFrame)
        return (process, path)
    }

    /// Runs `dropdown` without a terminal, standard input from `input`.
    func runScripted(_ arguments: [String], input: String = "") throws -> CompletedProcess {
        let path = temporaryFile(Array(input.utf8))
        defer { unlink(path) }
        return try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: path)
    }

    @Suite("End to end: the scripting flags, each in a pseudo-terminal", .serialized, .runsPrograms)
    struct ScriptingEndToEndTests {
        @Test("--header: a line above the list")
        func header() throws {
            let process = try startDropdown(["--header", "Where to?", "a", "b"])
            #expect(process.waitForRow(containing: "Where to?"))
            #expect(process.visibleLines()[1] == "Where to?")
            process.type("\r")
            #expect(process.waitForExit(timeout: 20) == .chosen)
        }

        @Test("--title and --placeholder: the field's words")
        func titleAndPlaceholder() throws {
            let process = try startDropdown(["--title", "Shipping", "--placeholder", "Pick one", "a", "b"])
            #expect(process.waitForRow(containing: "? Shipping: Pick one"))
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            #expect(process.visibleLines().contains("Shipping: (cancelled)"))
        }

        @Test("--height: at most this many rows of options")
        func height() throws {
            let process = try startDropdown(["--height", "3"] + (1...20).map { "item \($0)" })
            let lines = process.visibleLines().filter { $0.contains("item") }
            #expect(lines.count == 3)
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("--label-delimiter: the label is shown and searched, the value printed")
        func labelDelimiter() throws {
            let (process, path) = try startWithInput(
                "Standard shipping\tstd\nExpress\texp\n", ["--label-delimiter", "\t", "--search"])
            defer { unlink(path) }
            #expect(!process.visibleLines().joined().contains("std"))
            process.type("expr")
            #expect(process.waitFor("1/2", timeout: 20))
            process.choose(printing: "exp\n")
        }

        @Test("--description-delimiter: the description drawn dimmed after the label, not searched")
        func descriptionDelimiter() throws {
            let (process, path) = try startWithInput(
                "Standard|std|3-5 days\nExpress|exp|tomorrow\n",
                ["--label-delimiter", "|", "--description-delimiter", "|", "--search"])
            defer { unlink(path) }
            #expect(process.waitForRow(containing: "Standard  3-5 days"))
            #expect(process.screenText.contains("\u{1B}[2mtomorrow"), "dimmed")
            process.type("tomorrow")
            #expect(process.waitFor("0/2", timeout: 20), "descriptions are not searched")
            process.choose(by: "\u{15}\u{1B}[B\r", printing: "exp\n")
        }

        @Test("--json: objects with values, descriptions, disabled options and sections; --output json")
        func json() throws {
            let input = """
                [{"label": "Standard", "value": {"id": 1}, "description": "free"},
                 {"label": "Drone", "disabled": true}, "Express"]
                """
            let (process, path) = try startWithInput(input, ["--json", "--output", "json"])
            defer { unlink(path) }
            #expect(process.waitForRow(containing: "Standard  free"))
            process.choose(by: "\u{1B}[B\r", printing: "[\"Express\"]\n")  // Down skips the disabled option
            let value = try runScripted(["--json", "--selected", "{\"id\":1}", "--timeout", "0"], input: input)
            #expect(value.status == .chosen)
            #expect(value.standardOutput == "{\"id\":1}\n")
        }

        @Test("--json: invalid JSON is exit 2 with the line and column of the error")
        func invalidJSON() throws {
            let result = try runScripted(["--json"], input: "[\"a\",\n {\"label\" \"b\"}]")
            #expect(result.status == .usageError)
            #expect(
                result.standardError.contains(
                    "invalid JSON on standard input: line 2, column 11 (byte 16): expected ':'"))
        }

        @Test("--output line, index: the whole line, the 0-based index")
        func outputFormats() throws {
            for (format, expected) in [("line", "b|2\n"), ("index", "1\n"), ("value", "2\n")] {
                let process = try startDropdown(["--label-delimiter", "|", "--output", format, "a|1", "b|2"])
                process.type("\u{1B}[B\r")
                process.expectExit(.chosen, printing: expected, "\(format)")
            }
        }

        @Test("M2: --selected is repeatable; a preselected option can be deselected")
        func selectedRepeatable() throws {
            let process = try startDropdown(["--multiple", "--selected", "b", "--selected", "c", "a", "b", "c", "d"])
            #expect(process.waitForRow(containing: "❯ ✓ b"))
            process.type(" ")  // hl is on b: deselect it
            #expect(process.waitForRow(containing: "❯   b"))
            process.choose(printing: "c\n")
        }

        @Test("M4: --selected '*' selects every option in multiple mode")
        func selectedAll() throws {
            let process = try startDropdown(["--multiple", "--selected", "*", "a", "b", "c"])
            process.choose(printing: "a\nb\nc\n")
        }

        @Test("M3: --ordered prints in the order chosen; --no-limit is --multiple")
        func ordered() throws {
            for (flags, expected) in [(["--multiple", "--ordered"], "c\na\n"), (["--no-limit"], "a\nc\n")] {
                let process = try startDropdown(flags + ["a", "b", "c"])
                process.type("\u{1B}[B\u{1B}[B")
                #expect(process.waitFor("3/3", timeout: 20))
                process.type(" \u{1B}[A\u{1B}[A ")
                #expect(process.waitForRow(containing: "❯ ✓ a"))
                process.type("\r")
                process.expectExit(.chosen, printing: expected, "\(flags)")
            }
        }

        @Test("--select-1: exactly one option (or match) is printed without drawing anything")
        func selectOne() throws {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--select-1", "--query", "exp", "Standard", "Express"])
            process.expectExit(.chosen, printing: "Express\n")
            #expect(!process.screenText.contains("▴"), "nothing drawn")
            let several = try startDropdown(["--select-1", "Standard", "Express"])
            several.type("\r")
            #expect(several.waitForExit(timeout: 20) == .chosen)
        }

        @Test("--exit-0: no option, or no match of --query, exits 1 at once")
        func exitZero() throws {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--exit-0", "--query", "zzz", "a", "b"])
            #expect(process.waitForExit(timeout: 20) == .nothingChosen)
            #expect(!process.screenText.contains("▴"))
            let empty = try PseudoTerminalProcess(executable: dropdownPath, arguments: ["--exit-0"], input: .null)
            #expect(empty.waitForExit(timeout: 20) == .nothingChosen)
        }

        @Test("--query starts the search; --print-query prints it first, also when nothing is chosen (exit 1)")
        func queryAndPrintQuery() throws {
            let process = try startDropdown(["--query", "ov", "--print-query", "Standard", "Overnight"])
            #expect(process.waitForRow(containing: "/ ov"))
            process.choose(by: "e\r", printing: "ove\nOvernight\n")
            let nothing = try startDropdown(["--print-query", "--query", "zz", "a", "b"])
            nothing.type("\r")  // no match: Enter closes with nothing chosen (N4)
            nothing.expectExit(.nothingChosen, printing: "zz\n")
        }

        @Test("--timeout: no key in time is exit 124, or the --selected option with exit 0")
        func timeout() throws {
            let expired = try startDropdown(["--timeout", "0.3", "a", "b"])
            #expect(expired.waitForExit(timeout: 30) == .timedOut)
            #expect(expired.outputText.isEmpty)
            #expect(expired.visibleLines().contains("(timed out)"))
            #expect(sameSettings(expired.initialSettings, expired.terminalSettings()))
            let answered = try startDropdown(["--timeout", "0.3", "--selected", "b", "a", "b"])
            answered.expectExit(.chosen, printing: "b\n", timeout: 30)
            #expect(answered.visibleLines().contains("✔ b (timed out)"))
        }

        @Test("--timeout: the first key stops the timer")
        func timeoutStopsAtFirstKey() throws {
            let process = try startDropdown(["--timeout", "6", "a", "b"])
            process.type("\u{1B}[B")  // typed at once: far within the 6 seconds, even on a busy machine
            #expect(process.waitFor("2/2", timeout: 20))
            process.pump(timeout: 8)  // past the timeout: still open
            #expect(process.waitForExit(timeout: 0.1) == nil, "still running after the timeout")
            process.choose(printing: "b\n")
        }

        @Test(
            "--preview: the highlighted value, shell-quoted, in a pane; moving runs it again; colours kept, other sequences escaped"
        )
        func preview() throws {
            let process = try startDropdown(
                [
                    "--preview",
                    "printf 'value=%s\\n' {}; printf '\\033[31mred\\033[0m \\033[2Jgone\\n'; echo cols=$COLUMNS",
                    "it's", "plain",
                ], columns: 100)
            #expect(process.waitForRow(containing: "│value=it's", columns: 100))
            #expect(process.waitForRow(containing: "│cols=49", columns: 100), "COLUMNS is the pane's width")
            #expect(process.waitForRow(containing: "│red ␛[2Jgone", columns: 100))
            #expect(process.screenText.contains("\u{1B}[31mred"))
            #expect(!process.screenText.contains("\u{1B}[2J"))
            process.type("\u{1B}[B")
            #expect(process.waitForRow(containing: "│value=plain", columns: 100))
            process.choose(printing: "plain\n")
        }

        @Test("--preview: a slow command is stopped when the highlight moves; the prompt never waits for it")
        func previewCancelled() throws {
            let marker = "/tmp/dropdown-preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            defer { unlink(marker) }
            let process = try startDropdown([
                "--preview", "case {} in slow) sleep 5; touch \(marker);; *) echo fast {};; esac", "slow", "quick",
            ])
            process.type("\u{1B}[B")
            #expect(process.waitForRow(containing: "│fast quick"))
            process.pump(timeout: 6)  // longer than the slow command would take
            #expect(access(marker, F_OK) != 0, "the slow command was killed when the highlight moved")
            process.type("\r")
            #expect(process.waitForExit(timeout: 20) == .chosen)
        }

        @Test("--preview-window down:5 puts the pane below; a narrow terminal gets it below too")
        func previewWindow() throws {
            let process = try startDropdown(["--preview", "echo P{}", "--preview-window", "down:5", "a", "b"])
            #expect(process.waitForRow(containing: "Pa"))
            let lines = process.visibleLines()
            #expect(lines.firstIndex { $0.hasPrefix("────") }.map { lines[$0 + 1] } == "Pa")
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            let narrow = try startDropdown(["--preview", "echo P{}", "a", "b"], columns: 40)
            #expect(narrow.waitForScreen(columns: 40) { $0.contains("Pa") && $0.contains { $0.hasPrefix("────") } })
            narrow.type("\u{1B}")
            #expect(narrow.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("--cursor, --selected-prefix, --unselected-prefix, --prompt")
        func marks() throws {
            let process = try startDropdown([
                "--cursor", "> ", "--selected-prefix", "[x] ", "--unselected-prefix", "[ ] ", "--prompt", "find: ",
                "--multiple", "--search", "--selected", "b", "a", "b",
            ])
            #expect(process.waitForRow(containing: "find: "))
            #expect(process.waitForRow(containing: "  > [x] b"))
            #expect(process.waitForRow(containing: "    [ ] a"))
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("--color overrides NO_COLOR; --no-color drops colours whatever CLICOLOR_FORCE says")
        func colors() throws {
            let forced = try startDropdown(["--color", "a", "b"], environment: ["NO_COLOR": "1"])
            #expect(forced.waitForRow(containing: "b"), "the whole frame is drawn before its bytes are read")
            #expect(forced.screenText.contains("\u{1B}[36m"))
            forced.type("\u{1B}")
            #expect(forced.waitForExit(timeout: 20) == .cancelled)
            let none = try startDropdown(["--no-color", "a", "b"], environment: ["CLICOLOR_FORCE": "1"])
            #expect(none.waitForRow(containing: "b"))
            #expect(!none.screenText.contains("\u{1B}[36m"))
            #expect(none.screenText.contains("\u{1B}[7m"), "attributes stay")
            none.type("\u{1B}")
            #expect(none.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("--read0 and --print0: NUL-separated records, line feeds and all")
        func nulRecords() throws {
            let (process, path) = try startWithInput(
                "first\nline\u{0}second\u{0}", ["--read0", "--print0", "--multiple", "--selected", "*"])
            defer { unlink(path) }
            #expect(process.waitForRow(containing: "first␊line"))
            process.choose(printing: "first\nline\u{0}second\u{0}")
        }

        @Test("--reverse: the list above the search line, the field on the last line of the prompt")
        func reverse() throws {
            let process = try startDropdown(["--reverse", "--search", "alpha", "bravo"])
            #expect(
                process.waitForScreen { lines in
                    lines.firstIndex { $0.hasPrefix("? Choose") } == 3 && lines[0].contains("alpha")
                        && lines[2].hasPrefix("  / ")
                })
            process.choose(printing: "alpha\n")
        }

        @Test("F1: --no-sort keeps the input order while searching")
        func noSort() throws {
            let process = try startDropdown(["--no-sort", "--query", "pa", "Spain", "Paraguay"])
            #expect(process.waitForRow(containing: "❯   Spain"))
            process.choose(printing: "Spain\n")
        }

        @Test("N8, M2, N7: a click chooses a row, toggles it with --multiple; a click outside closes")
        func mouse() throws {
            // Asked at the first click, the terminal says the cursor is on row 4, after the first frame
            // (the field and three rows).
            let process = try startDropdown(["a", "b", "c"], cursorRow: 4)
            #expect(process.screenText.contains("\u{1B}[?1000h"))
            process.choose(by: "\u{1B}[<0;10;3M\u{1B}[<0;10;3m", printing: "b\n")  // row 3: "b"
            #expect(process.screenText.hasSuffix("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[6n"))

            let multiple = try startDropdown(["--multiple", "a", "b", "c"], cursorRow: 4)
            multiple.type("\u{1B}[<0;10;4M\u{1B}[<0;10;4m\u{1B}[<65;10;2M")  // toggle c, wheel down
            #expect(multiple.waitForRow(containing: "✓ c"))
            multiple.choose(printing: "c\n")

            let outside = try startDropdown(["a", "b", "c"], cursorRow: 4)
            outside.type("\u{1B}[<0;10;20M")
            #expect(outside.waitForExit(timeout: 20) == .nothingChosen)
            #expect(outside.outputText.isEmpty)
        }

        @Test("--no-mouse: no mouse reporting; a report typed anyway does nothing")
        func noMouse() throws {
            let process = try startDropdown(["--no-mouse", "a", "b"])
            #expect(process.waitForRow(containing: "b"), "the whole frame is drawn before its bytes are read")
            #expect(!process.screenText.contains("\u{1B}[?1000h"))
            process.choose(by: "\u{1B}[<0;10;3M\r", printing: "a\n")
        }

        @Test("Combination: --search --multiple --ordered --output json")
        func searchMultipleOrderedJSON() throws {
            let process = try startDropdown([
                "--search", "--multiple", "--ordered", "--output", "json", "France", "Italy", "Spain",
            ])
            process.type("spa")
            #expect(process.waitFor("1/3", timeout: 20))
            process.type("\t\u{15}fra")
            #expect(process.waitForRow(containing: "/ fra"))
            process.type("\t\r")
            process.expectExit(
                .chosen,
                printing:
                    #"[{"index":2,"label":"Spain","value":"Spain"},{"index":0,"label":"France","value":"France"}]"#
                    + "\n")
        }

        @Test("Combination: --label-delimiter with --selected (by value)")
        func labelDelimiterSelected() throws {
            let (process, path) = try startWithInput(
                "Standard|std\nExpress|exp\n", ["--label-delimiter", "|", "--selected", "exp"])
            defer { unlink(path) }
            #expect(process.waitForRow(containing: "❯ ✓ Express"))
            process.choose(printing: "exp\n")
        }

        @Test("TERM=dumb: the numbered menu takes --header, --query, --timeout and the output flags")
        func dumbTerminalFlags() throws {
            let narrowed = try startNumberedMenu(
                [
                    "--header", "Pick one", "--query", "ov", "--print-query", "--label-delimiter", "|", "--output",
                    "index",
                    "Standard|s", "Overnight|o",
                ],
                showing: "1) Overnight")
            #expect(narrowed.screenText.contains("Pick one"))
            narrowed.chooseInNumberedMenu(by: "1\r", printing: "ov\n1\n")
            let expired = try startDropdown(
                ["--timeout", "0.3", "a", "b"], environment: ["TERM": "dumb"], waitForFrame: false)
            #expect(expired.waitForExit(timeout: 30) == .timedOut)
        }

        @Test("TERM=dumb: --tree opens a submenu by its number and prints the whole line; --create creates (H2, L5)")
        func dumbTerminalTreeAndCreate() throws {
            let path = temporaryFile(Array("fruits/apple\nfruits/more/watermelon\nbread\n".utf8))
            defer { unlink(path) }
            let tree = try startNumberedMenu(["--tree", "/"], input: .file(path), showing: "1) fruits ›")
            tree.type("1\r")
            #expect(tree.waitFor("0) ‹ fruits", timeout: 20))
            tree.type("2\r")
            #expect(tree.waitFor("1) watermelon", timeout: 20))
            tree.chooseInNumberedMenu(by: "1\r", printing: "fruits/more/watermelon\n")
            let created = try startNumberedMenu(["--create", "--output", "json", "red", "green"], showing: "2) green")
            created.type("blue\r")
            #expect(created.waitFor("1) Create “blue”", timeout: 20))
            created.type("1\r")
            #expect(created.waitForExit(timeout: 20) == .chosen)
            #expect(created.outputText.contains("\"created\":true"), "\(created.outputText)")
            #expect(created.outputText.contains("\"label\":\"blue\""))
        }

        @Test("--completions and --man print the scripts and the page")
        func completionsAndManual() throws {
            let zsh = try runScripted(["--completions", "zsh"])
            #expect(zsh.status == .chosen && zsh.standardOutput.hasPrefix("#compdef dropdown"))
            let man = try runScripted(["--man"])
            #expect(man.status == .chosen && man.standardOutput.hasPrefix(".TH DROPDOWN 1"))
        }
    }

    @Suite("The binary without a terminal: every flag that needs no keys", .runsPrograms)
    struct WithoutTerminalTests {
        @Test("--select-1 prints the only option or match; with several it needs a terminal")
        func selectOne() throws {
            let one = try runScripted(
                ["--select-1", "--query", "exp", "--label-delimiter", "|"], input: "Standard|std\nExpress|exp\n")
            #expect(one.status == .chosen && one.standardOutput == "exp\n")
            let several = try runScripted(["--select-1", "a", "b"])
            #expect(several.status == .usageError)
            let leaf = try runScripted(
                ["--select-1", "--tree", "/", "--query", "melon"], input: "fruits/apple\nfruits/more/watermelon\n")
            #expect(
                leaf.status == .chosen && leaf.standardOutput == "fruits/more/watermelon\n",
                "H6: the one match is a leaf, printed whole")
            let parent = try runScripted(["--select-1", "--tree", "/"], input: "fruits/apple\nfruits/kiwi\n")
            #expect(parent.status == .usageError, "H1: one parent at the top is not one option: it needs a terminal")
        }

        @Test("--exit-0 exits 1 without options; --print-query still prints the query")
        func exitZero() throws {
            let result = try runScripted(["--exit-0", "--print-query", "--query", "x"])
            #expect(result.status == .nothingChosen && result.standardOutput == "x\n")
        }

        @Test("The short flags: -1, -0, -m, -f, -h")
        func shortFlags() throws {
            let one = try runScripted(["-1", "only"])
            #expect(one.status == .chosen && one.standardOutput == "only\n")
            let none = try runScripted(["-0"])
            #expect(none.status == .nothingChosen && none.standardOutput.isEmpty)
            let all = try runScripted(["-m", "--selected", "*", "a", "b"])
            #expect(all.status == .chosen && all.standardOutput == "a\nb\n")
            let filtered = try runScripted(["-f", "b", "a", "b"])
            #expect(filtered.status == .chosen && filtered.standardOutput == "b\n")
            let help = try runScripted(["-h"])
            #expect(help.status == .chosen && help.standardOutput.contains("EXIT STATUS"))
        }

        @Test("--selected answers, as --output says; '*' answers with every option")
        func selected() throws {
            let result = try runScripted(["--selected", "b", "--output", "index", "a", "b"])
            #expect(result.status == .chosen && result.standardOutput == "1\n")
            let all = try runScripted(["--multiple", "--selected", "*", "--print0"], input: "a\nb\n")
            #expect(all.status == .chosen && all.standardOutput == "a\u{0}b\u{0}")
        }

        @Test("--timeout answers at once: the --selected options (exit 0), else exit 124")
        func timeout() throws {
            let answered = try runScripted(["--timeout", "0", "--selected", "b", "a", "b"])
            #expect(answered.status == .chosen && answered.standardOutput == "b\n")
            let expired = try runScripted(["--timeout", "5", "a", "b"])
            #expect(expired.status == .timedOut && expired.standardOutput.isEmpty)
        }

        @Test("--filter with --output, --label-delimiter, --no-sort and --print0; whole lines are searched")
        func filter() throws {
            let input = "Spain|es\nParaguay|py\n" + String(repeating: "x", count: 5000) + "pa|long\n"
            let ranked = try runScripted(["--filter", "pa", "--label-delimiter", "|"], input: input)
            #expect(ranked.status == .chosen && ranked.standardOutput == "py\nes\nlong\n")
            let unsorted = try runScripted(
                ["--filter", "pa", "--label-delimiter", "|", "--no-sort", "--output", "index", "--print0"], input: input
            )
            #expect(unsorted.standardOutput == "0\u{0}1\u{0}2\u{0}")
        }
    }
#endif
