import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// The `dropdown` binary built next to the tests, or the one `DROPDOWN_EXECUTABLE` names (to run
    /// these tests against another build).
    let dropdownPath =
        getenv("DROPDOWN_EXECUTABLE").map { String(cString: $0) } ?? executableNextToThisProgram("dropdown")
        ?? ".build/debug/dropdown"

    let escapeKey = "\u{1B}"
    let downKey = "\u{1B}[B"

    /// Writes `text` to a fresh temporary file and returns its path.
    func temporaryFile(_ bytes: [UInt8]) -> String {
        var template = Array("/tmp/dropdown-test-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func sameSettings(_ a: termios, _ b: termios) -> Bool {
        var a = a
        var b = b
        return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
            && a.c_lflag == b.c_lflag && memcmp(&a.c_cc, &b.c_cc, MemoryLayout.size(ofValue: a.c_cc)) == 0
    }

    @Suite("End to end: the dropdown binary in a pseudo-terminal", .serialized, .runsPrograms)
    struct EndToEndTests {
        @Test("Down Down Enter chooses the third option: printed on stdout, exit 0, one line left")
        func chooseWithArrows() throws {
            let process = try startDropdown(["--title", "Shipping", "Standard", "Express", "Overnight", "Pickup"])
            process.type(downKey)
            process.type(downKey)
            process.choose(printing: "Overnight\n")
            var screen = VirtualScreen(rows: 24, columns: 80)
            screen.apply(process.screenBytes)
            #expect(screen.text == ["✔ Shipping: Overnight"])
        }

        @Test("Escape cancels with exit 130 and prints nothing")
        func escapeCancels() throws {
            let process = try startDropdown(["--title", "Shipping", "Standard", "Express"])
            process.type(escapeKey)
            #expect(process.waitForExit() == .cancelled)
            #expect(process.outputText.isEmpty)
            var screen = VirtualScreen(rows: 24, columns: 80)
            screen.apply(process.screenBytes)
            #expect(screen.text == ["Shipping: (cancelled)"])
        }

        @Test("Ctrl-C exits 130 and leaves the terminal settings as they were")
        func controlCRestores() throws {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["a", "b"], rows: 24, columns: 80)
            let before = process.initialSettings
            #expect(process.waitFor("▴"))
            #expect(!sameSettings(before, process.terminalSettings()), "raw mode while running")
            process.type("\u{03}")
            #expect(process.waitForExit() == .cancelled)
            #expect(sameSettings(before, process.terminalSettings()))
            #expect(
                process.screenText.hasSuffix(
                    "\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"))
        }

        @Test("SIGTERM ends by the signal with the terminal restored; SIGHUP too")
        func terminatingSignals() throws {
            for (signal, status) in [(SIGTERM, ExitStatus.terminated), (SIGHUP, .hungUp)] {
                let process = try PseudoTerminalProcess(executable: dropdownPath, arguments: ["a", "b"])
                let before = process.initialSettings
                #expect(process.waitFor("▴"))
                process.signal(signal)
                #expect(process.waitForExit() == status)
                #expect(sameSettings(before, process.terminalSettings()))
                #expect(process.screenText.contains("\u{1B}[?25h"))
            }
        }

        @Test("A resize redraws the list at the new width")
        func resizeRedraws() throws {
            let process = try startDropdown(["--title", "Shipping", "Standard", "Express"], columns: 80)
            let before = process.screenBytes.count
            process.resize(rows: 24, columns: 30)
            #expect(process.pump { $0.count > before && String(decoding: $0[before...], as: UTF8.self).contains("▴") })
            var screen = VirtualScreen(rows: 24, columns: 30)
            screen.apply(Array(process.screenBytes[before...]))
            #expect(screen.lines.contains { $0.hasPrefix("? Shipping: Choose") && $0.count == 29 })
            process.type(escapeKey)
            #expect(process.waitForExit() == .cancelled)
        }

        @Test("JSON: an option without a \"section\" after a sectioned one is drawn apart from that section")
        func jsonOptionWithoutSection() throws {
            let path = temporaryFile(
                Array(#"[{"label": "Lime", "section": "Fruit"}, {"label": "Fig", "section": "Fruit"}, "Bread"]"#.utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--json", "--title", "Food"], input: .file(path))
            #expect(process.waitForScreen { $0.contains { $0.hasSuffix("Bread") } })
            let lines = process.visibleLines().map { $0.trimmingTrailing() }
            guard let fruit = lines.firstIndex(of: "  Fruit") else {
                Issue.record("no Fruit header: \(lines)")
                return
            }
            #expect(
                Array(lines[fruit...].prefix(5)) == ["  Fruit", "  ❯   Lime", "      Fig", "", "      Bread"],
                "an empty header line ends the section: \(lines)")
            process.type(escapeKey)
            #expect(process.waitForExit() == .cancelled)
        }

        @Test("Options piped on stdin, keys from the terminal; bytes printed back exactly")
        func pipedOptions() throws {
            let lines: [UInt8] = Array("alpha\nbeta\r\n".utf8) + [0x67, 0xFF, 0x61, 0x0A] + Array("delta".utf8)
            let path = temporaryFile(lines)
            defer { unlink(path) }
            let process = try startDropdown(["--title", "Greek"], input: .file(path))
            process.type(downKey)
            process.type(downKey)
            process.type("\r")
            #expect(process.waitForExit() == .chosen)
            #expect(process.standardOutput == [0x67, 0xFF, 0x61, 0x0A])
            #expect(process.screenText.contains("g\u{FFFD}a"))
        }

        @Test("CR LF lines: the CR is drawn as ␍ and printed back, as fzf draws and prints it")
        func carriageReturns() throws {
            let path = temporaryFile(Array("alpha\r\nbeta\r\n".utf8))
            defer { unlink(path) }
            let process = try startDropdown([], input: .file(path))
            #expect(process.waitFor("beta␍"))
            #expect(process.screenText.contains("alpha␍"))
            process.type(downKey)
            process.choose(printing: "beta\r\n")
        }

        @Test("A three-row terminal works")
        func threeRows() throws {
            let process = try startDropdown(["--title", "T", "one", "two", "three", "four"], rows: 3, columns: 20)
            process.type("\u{1B}[F")  // End
            process.choose(printing: "four\n")
        }

        @Test("A three-row terminal with a header taller than it: the field, the search line and a row; no header")
        func threeRowsWithHeader() throws {
            let header = (1...10).map { "h\($0)" }.joined(separator: "\n")
            let process = try startDropdown(
                ["--search", "--title", "T", "--header", header, "one", "two", "three", "four"], rows: 3, columns: 30)
            process.type("thr")
            #expect(process.waitFor("1/1"), "the search narrowed the list to one match")
            var screen = VirtualScreen(rows: 3, columns: 30)
            screen.apply(process.screenBytes)
            #expect(screen.text[0].hasPrefix("? T: Choose"))
            #expect(screen.text[1].hasPrefix("  / thr▏"))
            #expect(screen.text[2].hasPrefix("  ❯   three"))
            #expect(!process.screenText.contains("h1"))
            process.choose(printing: "three\n")
        }

        @Test("Invalid UTF-8 in --header and --title is drawn as U+FFFD; a tab in the header is expanded")
        func invalidUTF8InHeader() throws {
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh",
                arguments: [
                    "-c",
                    "exec '\(dropdownPath)' --title \"$(printf 'T\\377')\" --header \"$(printf 'bad \\377 byte\\nkey\\tvalue')\" alpha beta",
                ], rows: 10, columns: 40)
            #expect(process.waitFor("▴"))
            var screen = VirtualScreen(rows: 10, columns: 40)
            screen.apply(process.screenBytes)
            #expect(screen.text[0].hasPrefix("? T\u{FFFD}: Choose"))
            #expect(screen.text[1].hasPrefix("bad \u{FFFD} byte"))
            #expect(screen.text[2].hasPrefix("key     value"))
            process.choose(printing: "alpha\n")
        }

        @Test("Hostile labels never reach the terminal raw; the chosen bytes are printed as given")
        func hostileLabels() throws {
            let process = try startDropdown(["safe", "\u{1B}[2J\u{1B}]0;title\u{07}"])
            #expect(process.waitForRow(containing: "title"), "the hostile row is drawn before the bytes are read")
            #expect(!process.screenText.contains("\u{1B}[2J"))
            #expect(!process.screenText.contains("\u{1B}]0;"))
            process.type(downKey)
            process.choose(printing: "\u{1B}[2J\u{1B}]0;title\u{07}\n")
        }

        @Test("--multiple: Space toggles, Enter confirms, one line per choice")
        func multiple() throws {
            let process = try startDropdown(["--multiple", "a", "b", "c"])
            process.type(" ")
            process.type(downKey + downKey)
            process.type(" ")
            process.choose(printing: "a\nc\n")
        }

        @Test("Without a terminal: --selected answers; otherwise exit 2 naming the flag")
        func noTerminal() throws {
            let answered = try runWithoutTerminal(executable: dropdownPath, arguments: ["--selected", "b", "a", "b"])
            #expect(answered.status == .chosen)
            #expect(answered.standardOutput == "b\n")
            let refused = try runWithoutTerminal(executable: dropdownPath, arguments: ["a", "b"])
            #expect(refused.status == .usageError)
            #expect(refused.standardError.contains("--selected"))
        }

        @Test("Usage errors exit 2 with a message; --help and --version exit 0")
        func usage() throws {
            let unknown = try runWithoutTerminal(executable: dropdownPath, arguments: ["--bogus", "a"])
            #expect(unknown.status == .usageError)
            #expect(unknown.standardError.contains("unknown option '--bogus'"))
            let missing = try runWithoutTerminal(executable: dropdownPath, arguments: ["--height"])
            #expect(missing.status == .usageError)
            #expect(missing.standardError.contains("--height needs a value"))
            let zero = try runWithoutTerminal(executable: dropdownPath, arguments: ["--limit", "0", "a"])
            #expect(zero.status == .usageError)
            let notAnOption = try runWithoutTerminal(executable: dropdownPath, arguments: ["--selected", "z", "a"])
            #expect(notAnOption.status == .usageError)
            #expect(notAnOption.standardError.contains("'z' is not one of the options"))
            let help = try runWithoutTerminal(executable: dropdownPath, arguments: ["--help"])
            #expect(help.status == .chosen)
            for flag in [
                "--title", "--placeholder", "--selected", "--multiple", "--limit", "--height", "--no-color", "130",
            ] {
                #expect(help.standardOutput.contains(flag))
            }
            let version = try runWithoutTerminal(executable: dropdownPath, arguments: ["--version"])
            let released = try #require(changelogVersion(try readRepositoryFile("CHANGELOG.md")))
            #expect(version.status == 0 && version.standardOutput == "dropdown \(released)\n")
        }

        @Test("--multiple --search: typing filters, Tab toggles, Enter confirms")
        func multipleSearch() throws {
            let process = try startDropdown(["--multiple", "--search", "France", "Italy", "Portugal", "Spain"])
            process.type("ita")
            #expect(process.waitFor("1/4"))
            process.type("\t")
            process.type("\u{15}")  // Ctrl-U clears the query
            process.type("spa")
            #expect(process.waitFor("spa"))
            process.choose(by: "\t\r", printing: "Italy\nSpain\n")
        }

        @Test("--limit refuses more than N choices; NO_COLOR keeps attributes and drops colours")
        func limitAndNoColor() throws {
            let process = try startDropdown(["--limit", "1", "a", "b", "c"], environment: ["NO_COLOR": "1"])
            process.type(" ")
            process.type(downKey + " ")
            process.choose(printing: "a\n")
            #expect(!process.screenText.contains("\u{1B}[36m"))
            #expect(process.screenText.contains("\u{1B}[7m"))
        }

        @Test("--search: typing filters, Enter takes the best match")
        func search() throws {
            let process = try startDropdown(["--search", "--title", "Country", "France", "Italy", "Portugal", "Spain"])
            process.type("ptg")
            #expect(process.waitFor("1/4"))
            process.choose(printing: "Portugal\n")
        }

        @Test("--filter prints the ranked matches and exits 0, or exits 1 when nothing matches")
        func filter() throws {
            let path = temporaryFile(Array("Spain\nPapua New Guinea\nParaguay\nPoland\nItaly\n".utf8))
            defer { unlink(path) }
            let matched = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--filter", "pa"], inputPath: path)
            #expect(matched.status == .chosen)
            #expect(matched.standardOutput == "Paraguay\nPapua New Guinea\nPoland\nSpain\n")
            let none = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--filter", "zzz"], inputPath: path)
            #expect(none.status == .nothingChosen)
            #expect(none.standardOutput.isEmpty)
        }

        @Test("The demo: Checkout, its fields, Tab and Enter, q quits")
        func demo() throws {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["demo"], rows: 24, columns: 60)
            #expect(process.waitFor("Choose a delivery option"))
            #expect(process.waitFor("q: quit"))
            process.type("\r")
            #expect(process.waitFor("Overnight"))
            process.type(downKey + "\r")
            #expect(process.waitFor("Delivery: Express"))
            process.type("\t\r")
            #expect(process.waitFor("Portugal"))
            process.type(escapeKey)
            process.pump(timeout: 0.3)
            process.type("q")
            #expect(process.waitForExit() == .chosen)
            var screen = VirtualScreen(rows: 24, columns: 60)
            screen.apply(process.screenBytes)
            #expect(
                screen.text.count == 1
                    && screen.text[0].hasPrefix("✔ Checkout · Shipping: Express, Country: Select a country"))
        }
    }
#endif
