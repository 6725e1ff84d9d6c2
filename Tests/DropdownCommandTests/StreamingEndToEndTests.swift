import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// The C library's `write(2)`, which a `Producer`'s own `write(_:)` hides.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }

    /// A producer the test controls: `dropdown` reads the pipe's other end as standard input.
    final class Producer {
        /// The end the program reads, until it is handed over (then -1: the descriptor's number may
        /// soon name another test's descriptor, which must never be closed from here).
        private(set) var readEnd: Int32
        private(set) var writeEnd: Int32

        init() {
            let fds = closeOnExecPipe()!
            readEnd = fds[0]
            writeEnd = fds[1]
        }

        /// Closes this process's copy of the read end, once the program has its own.
        func handOver() {
            if readEnd >= 0 { close(readEnd) }
            readEnd = -1
        }

        func write(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { systemWrite(writeEnd, $0.baseAddress, $0.count) }
        }

        /// Ends the input.
        func end() {
            if writeEnd >= 0 { close(writeEnd) }
            writeEnd = -1
        }

        deinit {
            handOver()
            end()
        }
    }

    /// Runs `dropdown` with standard input from a producer the test writes to, in a pseudo-terminal.
    func startStreaming(_ arguments: [String], producer: Producer) throws -> PseudoTerminalProcess {
        let process = try PseudoTerminalProcess(
            executable: dropdownPath, arguments: arguments, input: .pipe(producer.readEnd))
        producer.handOver()  // the program has its own copy
        return process
    }

    @Suite("End to end: options streaming in from standard input, and --tree and --create", .serialized, .runsPrograms)
    struct StreamingEndToEndTests {
        @Test(
            "L1, L2: the list opens before any input, with Loading… and a spinner; a line is choosable before the next arrives"
        )
        func slowProducer() throws {
            let producer = Producer()
            let process = try startStreaming([], producer: producer)
            #expect(process.waitForRow(containing: "Loading…"), "the first frame does not wait for the input")
            producer.write("a\n")
            #expect(process.waitForScreen { $0.contains { $0.hasPrefix("  ❯   a") } }, "a arrives, highlighted")
            #expect(process.visibleLines().contains { $0.contains("Loading more…") }, "b is still on its way")
            process.type("\r")
            process.expectExit(.chosen, printing: "a\n", "chosen while the producer is still running")
        }

        @Test("L1: (echo a; sleep 2; echo b) | dropdown: a is there and choosable while b is on its way")
        func echoSleepEcho() throws {
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", "(echo a; sleep 2; echo b) | exec '\(dropdownPath)'"])
            #expect(process.waitForScreen { $0.contains { $0.hasPrefix("  ❯   a") } })
            process.choose(printing: "a\n")
        }

        @Test(
            "L2: lines keep arriving while the list is open; when the input ends, loading ends and the count is final")
        func inputEnds() throws {
            let producer = Producer()
            let process = try startStreaming([], producer: producer)
            producer.write("one\ntwo\nthr")  // a line cut in the middle waits for its end
            #expect(process.waitForScreen { $0.contains { $0.contains("▴ 1/2") } })
            producer.write("ee\n")
            producer.end()
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.contains("▴ 1/3") } && !lines.contains { $0.contains("Loading") }
                })
            process.choose(by: "\u{1B}[B\u{1B}[B\r", printing: "three\n")
        }

        @Test("A producer that never ends: Escape exits 130 at once, without waiting for it")
        func neverEndingProducer() throws {
            let producer = Producer()
            let process = try startStreaming([], producer: producer)
            producer.write("a\nb\n")
            #expect(process.waitForRow(containing: "b"))
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled, "the producer is still open")
            #expect(process.standardOutput.isEmpty)
        }

        @Test("yes | dropdown: a producer that writes forever; Escape still exits 130, and the producer gets SIGPIPE")
        func yesProducer() throws {
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", "yes | exec '\(dropdownPath)'"])
            #expect(process.waitForRow(containing: "❯   y"))
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("yes | dropdown: keys are handled while lines stream in; none is lost or kept waiting for the input")
        func keysWhileYesStreams() throws {
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", "yes | exec '\(dropdownPath)'"])
            #expect(process.waitForRow(containing: "❯   y"))
            for row in 2...6 {
                process.type("\u{1B}[B")  // Down: the field's position says "row/…" once it is drawn
                #expect(process.waitFor("\u{1B}[2m \(row)/", timeout: 10), "Down \(row - 1) shows")
            }
            process.choose(printing: "y\n")
        }

        @Test("L2: with --search, lines that arrive are ranked into the results of the query")
        func searchWhileStreaming() throws {
            let producer = Producer()
            let process = try startStreaming(["--query", "berry"], producer: producer)
            producer.write("apple\nblueberry\n")
            #expect(process.waitForRow(containing: "blueberry"))
            producer.write("strawberry\nbanana\n")
            #expect(process.waitForRow(containing: "strawberry"))
            #expect(!process.visibleLines().contains { $0.contains("banana") })
            process.type("\r")
            process.expectExit(.chosen, printing: "blueberry\n", "the best match of the lines read")
        }

        @Test("L2: --search over lines still arriving: hl follows the best match until the person moves it")
        func searchFollowsBestMatchWhileStreaming() throws {
            let producer = Producer()
            let process = try startStreaming(["--search"], producer: producer)
            producer.write("xx banana split\nyy banana bread\n")
            #expect(process.waitForRow(containing: "yy banana bread"))
            process.type("banana")
            #expect(process.waitForScreen { $0.contains { $0.contains("❯") && $0.contains("xx banana split") } })
            producer.write("banana\n")  // a better match than the first one read
            #expect(process.waitForScreen { $0.contains { $0.contains("❯") && $0.hasSuffix(" banana") } })
            process.type("\u{1B}[B")  // Down: the person's choice from now on
            #expect(process.waitForScreen { $0.contains { $0.contains("❯") && $0.contains("xx banana split") } })
            producer.write("banana!\n")
            #expect(process.waitForRow(containing: "banana!"))
            producer.end()
            process.type("\r")
            process.expectExit(.chosen, printing: "xx banana split\n", "hl stayed where it was moved")
        }

        @Test(
            "H1, H2, H4: --tree /: parents marked ›, Right opens a submenu with a back row, the whole chosen line is printed"
        )
        func tree() throws {
            let (process, path) = try startWithInput(
                "fruits/apple\nfruits/more/watermelon\nfruits/more/strawberry\nveg/leek\n", ["--tree", "/"])
            defer { unlink(path) }
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.hasPrefix("  ❯   fruits") && $0.hasSuffix("›") }
                        && lines.contains { $0.contains("veg") }
                })
            process.type("\u{1B}[C")  // Right
            #expect(process.waitForRow(containing: "‹ fruits"))
            #expect(process.waitForRow(containing: "· fruits ›"), "the path in the field line")
            process.type("\u{1B}[B\r")  // Down to "more", Enter opens it
            #expect(process.waitForRow(containing: "‹ more"))
            process.choose(by: "\u{1B}[B\r", printing: "fruits/more/strawberry\n")
        }

        @Test("H6: --tree / --search finds every line and shows its path")
        func treeSearch() throws {
            let (process, path) = try startWithInput(
                "./src/main.swift\n./src/util/text.swift\n./README.md\n", ["--tree", "/", "--search"])
            defer { unlink(path) }
            process.type("text")
            #expect(process.waitForRow(containing: "  src › util › text.swift"), "a leading ./ is not a level")
            process.choose(printing: "./src/util/text.swift\n")
        }

        @Test("H1: --json children open submenus; the chosen child's value is printed")
        func jsonChildren() throws {
            let (process, path) = try startWithInput(
                #"["Apple", {"label": "More Fruits", "children": ["watermelon", {"label": "strawberry", "value": "fraise"}]}]"#,
                ["--json"])
            defer { unlink(path) }
            #expect(process.waitForScreen { $0.contains { $0.contains("More Fruits") && $0.hasSuffix("›") } })
            process.choose(by: "\u{1B}[B\u{1B}[C\u{1B}[B\r", printing: "fraise\n")  // Down, Right, Down, Enter
        }

        @Test("Keys typed before the prompt takes the terminal are kept and act on every line read first")
        func keysTypedAheadAreKept() throws {
            let producer = Producer()
            // --exit-0 reads every option before drawing: the keys are typed while the input is
            // still open, so they wait in the terminal before the prompt switches it to raw mode.
            let process = try startStreaming(["--search", "--exit-0"], producer: producer)
            process.type("^beta$\r")
            process.pump(timeout: 0.3)
            #expect(!process.screenText.contains("▴"), "no frame yet: the input is still being read")
            producer.write("alpha\nbeta\ngamma\n")
            producer.end()
            process.expectExit(.chosen, printing: "beta\n", "the typed query and Enter were read as keys")
        }

        @Test("L5: --create: a query that names no option is chosen from the Create row and printed as typed")
        func create() throws {
            let process = try startDropdown(["--create", "swift", "linux"])
            process.type("Zig lang")
            #expect(process.waitForRow(containing: "Create “Zig lang”"))
            process.choose(by: "\u{1B}[B\r", printing: "Zig lang\n")
        }

        @Test("F2, L5: --search --create: a word no option matches, then Enter, creates it (hl is on the only row)")
        func createWithEnter() throws {
            let process = try startDropdown(["--search", "--create", "apple", "banana"])
            process.type("kiwi")
            #expect(process.waitForScreen { $0.contains { $0.contains("❯") && $0.contains("Create “kiwi”") } })
            process.choose(printing: "kiwi\n")
        }
    }
#endif
