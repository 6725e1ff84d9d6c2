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

    /// Starts `dropdown` in a pseudo-terminal, the cursor on `cursorRow`, and, unless told not to,
    /// waits for its first frame.
    func startDropdown(
        _ arguments: [String], rows: Int = 24, columns: Int = 80, input: PseudoTerminalProcess.Input = .terminal,
        cursorRow: Int = 1, environment: [String: String] = [:],
        standardError: PseudoTerminalProcess.ErrorOutput = .terminal, waitForFrame: Bool = true
    ) throws -> PseudoTerminalProcess {
        let process = try PseudoTerminalProcess(
            executable: dropdownPath, arguments: arguments, environment: environment, rows: rows,
            columns: columns, input: input, cursorRow: cursorRow, standardError: standardError)
        if waitForFrame { #expect(process.waitFor("▴", timeout: 20), "the first frame appears") }
        return process
    }

    /// Starts `dropdown` with TERM=dumb, where it asks with a numbered menu and draws nothing, and
    /// waits until the menu shows `line` ("2) Express").
    func startNumberedMenu(
        _ arguments: [String], input: PseudoTerminalProcess.Input = .terminal, showing line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> PseudoTerminalProcess {
        let process = try startDropdown(arguments, input: input, environment: ["TERM": "dumb"], waitForFrame: false)
        #expect(process.waitFor(line, timeout: 20), "the numbered menu shows \(line)", sourceLocation: sourceLocation)
        return process
    }

    @Suite("Input never freezes the prompt: the binary in a pseudo-terminal", .serialized, .runsPrograms)
    struct InputSafetyTests {
        @Test("A paste whose end never comes ends after a quiet time; the keys after it work")
        func unterminatedPasteEnds() throws {
            let process = try startDropdown(["alpha", "bravo", "charlie"])
            process.type("\u{1B}[200~b")
            #expect(
                process.waitFor("2/3", timeout: 20),
                "the paste ended and typed b: \(process.screenText.debugDescription)")
            process.choose(printing: "bravo\n")
        }

        @Test("Ctrl-C interrupts inside an unterminated paste")
        func controlCInsidePaste() throws {
            let process = try startDropdown(["a", "b", "c"])
            process.type("\u{1B}[200~")
            process.type("\u{1B}\u{03}\r")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            #expect(sameSettings(process.initialSettings, process.terminalSettings()))
        }

        @Test("F1: a 100,000-character paste into --search is one query change; the prompt answers at once")
        func hugePasteIntoSearch() throws {
            let process = try startDropdown(["--search", "alpha", "bravo"])
            process.type("\u{1B}[200~" + String(repeating: "x", count: 100_000) + "\u{1B}[201~")
            process.type("\u{15}bra\r")  // Ctrl-U clears the query, "bra", Enter
            process.expectExit(.chosen, printing: "bravo\n", timeout: 30, "a quadratic paste takes minutes")
        }

        @Test("Ctrl-C right after a 1 MB paste into --search interrupts at once")
        func controlCAfterHugePaste() throws {
            let process = try startDropdown(["--search", "alpha", "bravo"])
            process.type("\u{1B}[200~" + String(repeating: "ab ", count: 350_000) + "\u{1B}[201~\u{03}")
            #expect(process.waitForExit(timeout: 30) == .cancelled)
            #expect(sameSettings(process.initialSettings, process.terminalSettings()))
        }

        @Test("P5: two 10 MB labels: every key is answered as fast as with short ones")
        func tenMegabyteLabels() throws {
            let big = String(repeating: "x", count: 10_000_000)
            let path = temporaryFile(Array("short\n\(big)\n\(String(repeating: "y", count: 10_000_000))\nlast\n".utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--title", "Big"], input: .file(path))
            // 40 keys, each typed once the previous one is drawn, all within one generous deadline
            // (it took half a second a key when drawing measured whole labels).
            let deadline = 40.0
            var start = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            var answered = 0
            for key in 0..<40 {
                let before = process.screenBytes.count
                process.type(key % 2 == 0 ? downKey : "\u{1B}[A")
                let position = key % 2 == 0 ? "2/4" : "1/4"
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let left = deadline - Double(now.tv_sec - start.tv_sec)
                guard left > 0,
                    process.pump(
                        timeout: left, until: { String(decoding: $0[before...], as: UTF8.self).contains(position) })
                else { break }
                answered += 1
            }
            #expect(answered == 40)
            process.type(downKey + downKey + "\r")
            #expect(process.waitForExit(timeout: 20) == .chosen)
            #expect(process.standardOutput.count == 10_000_001, "the whole line is printed")
        }
    }

    @Suite(
        "The screen and the terminal are left intact: the binary in a pseudo-terminal and tmux", .serialized,
        .runsPrograms)
    struct ScreenSafetyTests {
        /// A temporary file of `count` lines, "option 1" to "option `count`", for the prompt to read.
        static func optionsFile(count: Int) -> String {
            temporaryFile(Array((1...count).map { "option \($0)\n" }.joined().utf8))
        }

        @Test(
            "Nothing waits for an answer from the terminal: the cursor position is asked (for the mouse) only once the mouse is used; with --no-mouse never"
        )
        func firstFrameWithoutAnswer() throws {
            let process = try PseudoTerminalProcess(executable: dropdownPath, arguments: ["a", "b", "c"])
            process.answersCursorRequests = false
            #expect(process.waitFor("▴", timeout: 20), "\(process.screenText.debugDescription)")
            process.type("\u{1B}[B\r")
            process.expectExit(.chosen, printing: "b\n", "keys work without an answer")
            #expect(!process.screenText.contains("\u{1B}[6n"), "never asked: Enter never waits for an answer")
            let noMouse = try PseudoTerminalProcess(executable: dropdownPath, arguments: ["--no-mouse", "a", "b", "c"])
            noMouse.answersCursorRequests = false
            #expect(noMouse.waitFor("▴", timeout: 20))
            noMouse.type("\r")
            #expect(noMouse.waitForExit(timeout: 20) == .chosen)
            #expect(!noMouse.screenText.contains("\u{1B}[6n"))
            #expect(!noMouse.screenText.contains("\u{1B}[?1000h"))
        }

        @Test("P2, P6: at the bottom of the terminal the screen scrolls to make room; no line is drawn over")
        func scrollsToMakeRoom() throws {
            let path = Self.optionsFile(count: 200)
            defer { unlink(path) }
            // `clear; seq 40` in a 30-row terminal: the cursor is on the last row.
            var screen = VirtualScreen(rows: 30, columns: 80)
            screen.apply(Array((1...40).map { "\($0)\r\n" }.joined().utf8))
            let process = try startDropdown([], rows: 30, input: .file(path), cursorRow: 30)
            process.type(escapeKey)
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            screen.apply(process.screenBytes)
            let numbers = (screen.history + screen.lines).filter { Int($0) != nil }
            #expect(numbers == (1...40).map(String.init), "every line of seq 40 is kept, in order")
            #expect(screen.lines.contains("(cancelled)"))
        }

        @Test(
            "P2, P6 in tmux: `clear; seq 40; dropdown < 200-lines` then Escape keeps all 40 lines",
            .needsTmux)
        func scrollsToMakeRoomInTmux() throws {
            let path = Self.optionsFile(count: 200)
            defer { unlink(path) }
            let tmux = try TmuxSession(command: "clear; seq 40; '\(dropdownPath)' < '\(path)'", rows: 30, columns: 80)
            #expect(tmux.waitUntil { $0.contains { $0.contains("▴") } })
            try tmux.send("Escape")
            #expect(tmux.waitForExit() == .cancelled, "\((try? tmux.capture()) ?? [])")
            let lines = try tmux.capture(scrollback: true)
            #expect(lines.filter { Int($0) != nil } == (1...40).map(String.init))
        }

        @Test(
            "P2 in tmux: a prompt that fills the pane is redrawn in place, adding nothing to the scrollback",
            .needsTmux)
        func fullPaneRedrawKeepsScrollbackInTmux() throws {
            let path = Self.optionsFile(count: 100)
            defer { unlink(path) }
            let tmux = try TmuxSession(
                command: "clear; '\(dropdownPath)' --height 50 < '\(path)'", rows: 30, columns: 80)
            #expect(tmux.waitUntil { $0.contains { $0.contains("▴ 1/100") } })
            let before = try tmux.capture(scrollback: true).count
            for number in 2...6 {
                try tmux.send("Down")
                #expect(tmux.waitUntil { $0.contains { $0.contains("▴ \(number)/100") } })
            }
            let after = try tmux.capture(scrollback: true)
            #expect(after.count == before, "scrollback and screen: \(after.count) lines, \(before) before")
            #expect(after.contains { $0.hasPrefix("  ❯   option 6") })
            try tmux.send("Escape")
            #expect(tmux.waitForExit() == .cancelled)
            let end = try tmux.capture(scrollback: true)
            #expect(!end.contains { $0.contains("option") }, "no copy of a frame in the scrollback: \(end)")
            #expect(end.first == "(cancelled)")
        }

        /// Signals whose default action ends the process and that the prompt restores the terminal
        /// for, then ends by.
        static let terminating: [Int32] = {
            var signals = [
                SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGPIPE, SIGTERM, SIGXCPU,
                SIGXFSZ, SIGSYS,
            ]
            #if os(Linux)
                signals.append(SIGSTKFLT)  // Linux only
            #endif
            return signals
        }()
        /// Signals whose default action ends the process and that the prompt ignores, as fzf does.
        static let ignored: [Int32] = {
            var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO]
            #if os(Linux)
                // Linux only: the power signal and the real-time ones.
                let realtime = (minimum: __libc_current_sigrtmin(), maximum: __libc_current_sigrtmax())
                signals += [SIGPWR, realtime.minimum, realtime.minimum + 5, realtime.maximum]
            #endif
            return signals
        }()

        @Test(
            "Every terminating signal restores the terminal, then ends the program by that signal",
            arguments: terminating)
        func terminatingSignal(_ signal: Int32) throws {
            let process = try startDropdown(["a", "b"], environment: ["SWIFT_BACKTRACE": "enable=no"])
            process.signal(signal)
            #expect(process.waitForExit(timeout: 20) == 128 + signal)
            #expect(sameSettings(process.initialSettings, process.terminalSettings()), "termios restored")
            let text = process.screenText
            #expect(text.contains("\u{1B}[?25h") && text.contains("\u{1B}[?7h") && text.contains("\u{1B}[?2004l"))
        }

        /// The crash signals, each with the Swift runtime's backtracer as it is by default, on, and off.
        static let crashes: [(signal: Int32, backtrace: String?)] = [SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP]
            .flatMap { signal in [nil, "enable=yes", "enable=no"].map { (signal, $0) } }

        @Test(
            "A crash signal restores the terminal and ends the program by it, whatever the runtime's backtracer does",
            arguments: crashes.indices)
        func crashSignal(_ index: Int) throws {
            let (signal, backtrace) = Self.crashes[index]
            let process = try startDropdown(
                ["a", "b"], environment: backtrace.map { ["SWIFT_BACKTRACE": $0] } ?? [:])
            process.signal(signal)
            #expect(process.waitForExit(timeout: 10) == 128 + signal, "ended by the signal, at once")
            #expect(sameSettings(process.initialSettings, process.terminalSettings()), "termios restored")
            #expect(process.screenText.contains("\u{1B}[?25h\u{1B}[?7h\u{1B}[?2004l"), "the cursor and modes restored")
        }

        @Test("Timer and user signals are ignored, as fzf ignores them: the prompt goes on", arguments: ignored)
        func ignoredSignal(_ signal: Int32) throws {
            let process = try startDropdown(["a", "b"])
            process.signal(signal)
            process.type(downKey + "\r")
            process.expectExit(.chosen, printing: "b\n")
            #expect(sameSettings(process.initialSettings, process.terminalSettings()))
        }

        @Test("TERM=dumb: a numbered menu, no escape sequences; a number or a label answers")
        func dumbTerminal() throws {
            let shipping = ["--title", "Shipping", "Standard", "Express", "Overnight"]
            let byNumber = try startNumberedMenu(shipping, showing: "2) Express")
            byNumber.chooseInNumberedMenu(by: "2\r", printing: "Express\n")

            let byLabel = try startNumberedMenu(shipping, showing: "3) Overnight")
            byLabel.type("ovn\r")  // not a label: narrows the list
            #expect(byLabel.waitFor("1) Overnight", timeout: 20))
            byLabel.chooseInNumberedMenu(by: "Standard\r", printing: "Standard\n")
        }

        @Test("Standard error redirected to a file: the prompt is drawn on /dev/tty")
        func standardErrorRedirected() throws {
            let options = temporaryFile(Array("a\nb\n".utf8))
            let log = temporaryFile([])
            defer {
                unlink(options)
                unlink(log)
            }
            let process = try startDropdown([], input: .file(options), standardError: .file(log))
            process.type(downKey + "\r")
            process.expectExit(.chosen, printing: "b\n")
        }

        @Test(
            "Emoji sequences (👍🏽, ❤️) keep their row aligned in tmux 3.3a: the scrollbar is one column",
            .needsTmux)
        func emojiAlignedInTmux() throws {
            let tmuxWidth = try Self.tmuxWidths(of: ["👍🏽", "❤️"])
            let labels = ["👍🏽 yes", "❤️ love", "plain", "more", "and more"]
            let arguments = (["--height", "4"] + labels).map { "'\($0)'" }.joined(separator: " ")
            let tmux = try TmuxSession(command: "'\(dropdownPath)' \(arguments)", rows: 10, columns: 30)
            #expect(tmux.waitUntil { $0.contains { $0.contains("▴") } })
            let rows = try tmux.capture().filter { $0.contains("│") || $0.contains("┃") }
            #expect(rows.count == 4)
            let scrollbarColumns = Set(
                rows.map { row in
                    row.prefix { $0 != "│" && $0 != "┃" }.reduce(0) { $0 + (tmuxWidth[$1] ?? DisplayWidth.of($1)) }
                })
            #expect(scrollbarColumns == [28], "the scrollbar is in the last drawn column of every row")
            try tmux.send("Escape")
            #expect(tmux.waitForExit() == .cancelled)
        }

        /// The cells tmux draws each text in, measured by printing it and reading the cursor.
        static func tmuxWidths(of texts: [String]) throws -> [Character: Int] {
            var widths: [Character: Int] = [:]
            for text in texts {
                let tmux = try TmuxSession(command: "printf '\(text)'; sleep 60", rows: 5, columns: 20)
                #expect(tmux.waitUntil { $0.first?.isEmpty == false })
                widths[Character(text)] = try tmux.cursorColumn()
            }
            return widths
        }
    }

    @Suite("The command line, small things: the binary in a pseudo-terminal", .serialized, .runsPrograms)
    struct CommandLineTests {
        @Test("M2: --multiple with nothing marked: Enter prints the highlighted option")
        func multipleEnterTakesHighlight() throws {
            let process = try startDropdown(["--multiple", "a", "b", "c"])
            process.type(downKey + "\r")
            process.expectExit(.chosen, printing: "b\n")
        }

        @Test("M3: --limit refusing a choice says so on the field line")
        func limitFeedback() throws {
            let process = try startDropdown(["--limit", "1", "a", "b", "c"])
            process.type(" ")
            process.type(downKey + " ")
            #expect(process.waitFor("at most 1", timeout: 20))
            process.choose(printing: "a\n")
        }

        @Test("Left and Right move the cursor in the query; typing inserts there")
        func cursorInQuery() throws {
            let process = try startDropdown(["--search", "abdc", "abcd"])
            process.type("abd")
            process.type("\u{1B}[D")  // Left
            process.type("c")
            #expect(process.waitForRow(containing: "/ abc▏d"))
            process.choose(printing: "abcd\n")
        }

        @Test("Ctrl-W deletes the word before the cursor")
        func controlW() throws {
            let process = try startDropdown(["--search", "foo bar", "foo"])
            process.type("foo bar")
            #expect(process.waitForRow(containing: "/ foo bar▏"))
            process.type("\u{17}")  // Ctrl-W
            #expect(process.waitForRow(containing: "/ foo ▏"))
            process.choose(printing: "foo\n")
        }

        @Test("A long query scrolls: its end and the cursor stay in view")
        func longQueryScrolls() throws {
            let process = try startDropdown(["--search", "alpha"], columns: 40)
            process.type(String(repeating: "abcdefghij", count: 5) + "XYZ")
            #expect(process.waitForRow(containing: "/ …", columns: 40))
            #expect(process.waitForRow(containing: "hijXYZ▏", columns: 40))
            process.type("\u{1B}")  // F4: Escape clears the query first
            #expect(process.waitForRow(containing: "/ ▏", columns: 40))
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("dropdown < / (a directory): exit 2 with a message")
        func directoryOnStandardInput() throws {
            let result = try runWithoutTerminal(executable: dropdownPath, arguments: [], inputPath: "/")
            #expect(result.status == .usageError)
            #expect(result.standardError.contains("Is a directory"))
        }

        @Test("No options and no terminal says 'no options', not 'no terminal'")
        func noOptionsWithoutTerminal() throws {
            let result = try runWithoutTerminal(executable: dropdownPath, arguments: ["--title=X"])
            #expect(result.status == .nothingChosen)
            #expect(result.standardError.contains("no options"))
            #expect(!result.standardError.contains("no terminal"))
        }

        /// A pipe for standard input whose write end the test holds (a producer that never ends), with
        /// as many lines as it holds written (as `yes` writes), or none (as `sleep 30` writes); or,
        /// with `ends`, nothing and its end.
        static func producerPipe(lines: Bool, ends: Bool = false) throws -> [Int32] {
            let pipe = try #require(closeOnExecPipe())
            if lines {
                _ = fcntl(pipe[1], F_SETFL, fcntl(pipe[1], F_GETFL) | O_NONBLOCK)
                let line = Array("y\n".utf8)
                while write(pipe[1], line, line.count) > 0 {}
            }
            if ends { close(pipe[1]) }
            return pipe
        }

        @Test(
            "No terminal and input that never ends (`yes | setsid dropdown`, `sleep 30 | setsid dropdown`): exit 2 at once, 124 with --timeout"
        )
        func endlessInputWithoutTerminal() throws {
            for lines in [true, false] {
                for (arguments, status) in [([String](), Int32(2)), (["--timeout", "0.5"], 124)] {
                    let pipe = try Self.producerPipe(lines: lines)
                    defer { pipe.forEach { close($0) } }
                    let result = try runWithoutTerminal(
                        executable: dropdownPath, arguments: arguments, inputDescriptor: pipe[0], timeout: 10)
                    #expect(result.status == status, "\(lines ? "yes" : "sleep 30") | dropdown \(arguments)")
                    if status == 2 { #expect(result.standardError.contains("no terminal")) }
                }
            }
            let empty = try Self.producerPipe(lines: false, ends: true)
            defer { close(empty[0]) }
            let result = try runWithoutTerminal(executable: dropdownPath, arguments: [], inputDescriptor: empty[0])
            #expect(result.status == 1, "an input that ended empty: no options")
            #expect(result.standardError.contains("no options"))
        }

        @Test(
            "Standard output closed (`dropdown a b c >&-`): the prompt is drawn on the terminal, the answer is not, and its failed write is exit 74"
        )
        func standardOutputClosed() throws {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--title", "Pick", "alpha", "beta"], closesStandardOutput: true)
            #expect(process.waitFor("▴", timeout: 20))
            process.type(downKey + "\r")
            #expect(process.waitForExit(timeout: 20) == .outputFailed)
            var screen = VirtualScreen(rows: 24, columns: 80)
            screen.apply(process.screenBytes)
            #expect(screen.text.first == "✔ Pick: beta")
            #expect(!screen.text.contains("beta"), "the answer is not printed on the terminal")
            #expect(process.screenText.contains("cannot write the answer to standard output"))
        }

        @Test(
            "A write of the answer that fails (`--filter a > /dev/full`) is exit 74, with a message",
            .enabled(if: access("/dev/full", F_OK) == 0, "needs /dev/full, which Linux has and macOS has not"))
        func answerWriteFails() throws {
            let path = temporaryFile(Array("alpha\nbeta\n".utf8))
            defer { unlink(path) }
            let result = try runWithoutTerminal(
                executable: "/bin/sh",
                arguments: ["-c", "'\(dropdownPath)' --filter a < '\(path)' > /dev/full; echo \"status=$?\""])
            #expect(result.standardOutput == "status=\(ExitStatus.outputFailed.code)\n")
            #expect(
                result.standardError.contains("cannot write the answer to standard output: No space left on device"))
        }

        @Test(
            "Standard output closed before or while --output json streams: exit and message as for plain output"
        )
        func standardOutputClosedWhileStreaming() throws {
            let path = temporaryFile(Array((1...20_000).map { "line number \($0)\n" }.joined().utf8))
            defer { unlink(path) }
            var statuses: [String] = []
            for format in ["value", "json"] {
                let command = "'\(dropdownPath)' --multiple --selected '*' --output \(format) < '\(path)'"
                let closed = try runWithoutTerminal(
                    executable: "/bin/sh", arguments: ["-c", "\(command) >&-; echo \"status=$?\""])
                #expect(closed.standardOutput == "status=\(ExitStatus.outputFailed.code)\n", "\(format), >&-")
                let message = "dropdown: cannot write the answer to standard output: Bad file descriptor\n"
                #expect(closed.standardError == message, "\(format), >&-")
                // A reader that takes 100 bytes and leaves: the next write finds no reader, and the
                // program ends by SIGPIPE as `yes | head` does (128 + 13), or, where SIGPIPE is
                // ignored, with exit 74 and the message.
                let early = try runWithoutTerminal(
                    executable: "/bin/sh",
                    arguments: ["-c", "(\(command); echo \"status=$?\" >&2) | head -c 100 > /dev/null"])
                #expect(
                    [
                        "status=\(128 + SIGPIPE)\n",
                        "dropdown: cannot write the answer to standard output: Broken pipe\nstatus=74\n",
                    ].contains(early.standardError), "\(format), a reader that leaves: \(early.standardError)")
                statuses.append(early.standardError)
            }
            #expect(statuses[0] == statuses[1], "the same end for plain output and JSON")
        }

        @Test(
            "--help, --version, --man and --completions written to a closed or full standard output exit 74, saying why"
        )
        func documentWriteFails() throws {
            let documents = [
                ("--help", "help"), ("--version", "version"), ("--man", "manual page"),
                ("--completions bash", "completions"),
            ]
            var outputs = [(redirect: ">&-", reason: "Bad file descriptor")]
            if access("/dev/full", F_OK) == 0 {  // Linux has it, macOS has not
                outputs.append((redirect: "> /dev/full", reason: "No space left on device"))
            }
            for (flags, name) in documents {
                for output in outputs {
                    let result = try runWithoutTerminal(
                        executable: "/bin/sh",
                        arguments: ["-c", "'\(dropdownPath)' \(flags) \(output.redirect); echo \"status=$?\" >&2"])
                    #expect(result.standardError.hasSuffix("status=\(ExitStatus.outputFailed.code)\n"), "\(flags)")
                    #expect(
                        result.standardError.hasPrefix(
                            "dropdown: cannot write the \(name) to standard output: \(output.reason)"),
                        "\(flags) \(output.redirect): \(result.standardError)")
                }
            }
            let written = try runWithoutTerminal(executable: dropdownPath, arguments: ["--version"])
            #expect(
                written.status == .chosen && written.standardOutput.hasSuffix("\n") && written.standardError.isEmpty)
        }

        @Test("--selected matches a line byte for byte, not a canonically equivalent one; invalid UTF-8 is kept")
        func selectedByteForByte() throws {
            let path = temporaryFile(Array("caf\u{E9}\ncafe\u{301}\n".utf8) + [0x67, 0xFF, 0x0A])
            defer { unlink(path) }
            let decomposed = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--selected", "cafe\u{301}"], inputPath: path)
            #expect(decomposed.standardOutput == "cafe\u{301}\n")
            #expect(Array(decomposed.standardOutput.utf8) == Array("cafe\u{301}\n".utf8))
            let precomposed = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--selected", "caf\u{E9}"], inputPath: path)
            #expect(Array(precomposed.standardOutput.utf8) == Array("caf\u{E9}\n".utf8))
        }

        @Test("Short flags written together: -mf QUERY, -fQUERY")
        func combinedShortFlags() throws {
            let path = temporaryFile(Array("Spain\nParaguay\nItaly\n".utf8))
            defer { unlink(path) }
            for arguments in [["-mf", "pa"], ["-fpa"], ["-m", "-f", "pa"]] {
                let result = try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: path)
                #expect(result.status == .chosen, "\(arguments)")
                #expect(result.standardOutput == "Paraguay\nSpain\n", "\(arguments)")
            }
        }
    }
#endif
