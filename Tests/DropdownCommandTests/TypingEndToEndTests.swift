import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("Typing while a search runs: the binary in a pseudo-terminal", .serialized, .runsPrograms)
    struct TypingEndToEndTests {
        /// The seconds since some fixed point.
        func seconds() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }

        @Test(
            "F3: ten characters typed at once into 1,000,000 options show on the query line before the search ends; the results follow"
        )
        func burstShowsBeforeResults() throws {
            let lines = (0..<1_000_000).map { "option \($0)\n" }.joined()
            let path = temporaryFile(Array(lines.utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--search", "--title", "Many"], input: .file(path))
            #expect(process.waitFor("1000000/1000000", timeout: 30), "the first frame counts every line")
            let typed = seconds()
            process.type("option 123")  // one write: the program reads the ten keys together
            // The first frame that shows the whole query: the search of a million lines (and the
            // index it builds first) has not ended yet, so the count is still every line's.
            var queryLine = ""
            _ = process.pump(timeout: 30) { bytes in
                var screen = VirtualScreen(rows: 24, columns: 80)
                screen.apply(bytes)
                guard let line = screen.lines.first(where: { $0.contains("/ option 123") }) else { return false }
                queryLine = line
                return true
            }
            let shown = seconds() - typed
            #expect(!queryLine.isEmpty, "the query line shows the ten characters as typed")
            #expect(
                queryLine.hasSuffix("1000000/1000000"),
                "the query showed before its results (after \(shown) s): \(queryLine.debugDescription)")
            #expect(shown < 1, "the query showed \(shown) s after it was typed")
            // Then the results: the lines with 1, 2, 3 in order after "option ", the best first.
            #expect(process.waitForRow(containing: "15850/1000000", timeout: 60), "the count follows the query")
            var screen = VirtualScreen(rows: 24, columns: 80)
            screen.apply(process.screenBytes)
            #expect(
                screen.text.contains { $0.contains("❯") && $0.contains("option 123 ") }, "the best match is highlighted"
            )
            process.choose(printing: "option 123\n")
        }

        @Test("Keys typed right after Enter, in the same read, are left for the shell")
        func keysAfterTheAnswerReachTheShell() throws {
            // The shell reads the next line from the terminal once the command is done.
            let script = #"printf 'apple\nbanana\n' | "$0"; IFS= read -r line; echo "shell read: $line""#
            let process = try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", script, dropdownPath])
            #expect(process.waitFor("▴", timeout: 20), "the first frame appears")
            // One write: Enter, then a line for the shell (a line feed: `read` has no line editor
            // to take a carriage return as the end of a line).
            process.type("\recho typed ahead\n")
            #expect(process.waitForExit(timeout: 20) == 0)
            #expect(process.outputText == "apple\nshell read: echo typed ahead\n", "\(process.outputText)")
        }
    }
#endif
