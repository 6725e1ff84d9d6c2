import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite(
        "End to end: --exact and --no-extended on the search line, --query, --select-1 and --exit-0", .serialized,
        .runsPrograms)
    struct SearchSyntaxEndToEndTests {
        /// Whether a row of the list shows `label` (rows end with their label; the search line,
        /// "/ query▏", with the cursor).
        func showsRow(_ lines: [String], _ label: String) -> Bool {
            lines.contains { $0.hasSuffix(" " + label) && !$0.contains("/ ") }
        }

        @Test("F1: typing \"ab\" lists \"a-b\" (fuzzy) by default, only \"cab\" with --exact; Enter takes the best")
        func exactOnTheSearchLine() throws {
            let fuzzy = try startDropdown(["--search", "a-b", "cab", "xyz"])
            fuzzy.type("ab")
            #expect(
                fuzzy.waitForScreen { lines in
                    lines.contains { $0.contains("/ ab▏") } && self.showsRow(lines, "a-b")
                        && self.showsRow(lines, "cab")
                        && !self.showsRow(lines, "xyz")
                }, "\(fuzzy.visibleLines())")
            fuzzy.type("\r")
            fuzzy.expectExit(.chosen, printing: "a-b\n")  // fzf ranks "a-b" first: word starts

            let exact = try startDropdown(["--search", "--exact", "a-b", "cab", "xyz"])
            exact.type("ab")
            #expect(
                exact.waitForScreen { lines in
                    lines.contains { $0.contains("/ ab▏") } && self.showsRow(lines, "cab")
                        && !self.showsRow(lines, "a-b")
                }, "\(exact.visibleLines())")
            exact.choose(printing: "cab\n")
        }

        @Test("F1: --no-extended reads --query as one pattern, spaces and all: --select-1 finds the one match")
        func noExtendedQuery() throws {
            let plain = try PseudoTerminalProcess(
                executable: dropdownPath,
                arguments: ["--no-extended", "--select-1", "--query", "a b", "ab", "a b", "b a"])
            plain.expectExit(.chosen, printing: "a b\n")
            #expect(!plain.screenText.contains("▴"), "nothing drawn")

            let extended = try startDropdown(["--select-1", "--query", "a b", "ab", "a b", "b a"])
            #expect(
                extended.waitForScreen { lines in
                    self.showsRow(lines, "ab") && self.showsRow(lines, "a b") && self.showsRow(lines, "b a")
                }, "\(extended.visibleLines())")  // two terms: every option matches both
            extended.type("\r")
            #expect(extended.waitForExit(timeout: 20) == .chosen)
        }

        @Test("F1: --exit-0 with --exact: a query that matches only fuzzily exits 1 at once")
        func exactExitZero() throws {
            let exact = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--exact", "--exit-0", "--query", "ab", "a-b", "a-c"])
            #expect(exact.waitForExit(timeout: 20) == .nothingChosen)
            #expect(!exact.screenText.contains("▴"))
            let fuzzy = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--select-1", "--exit-0", "--query", "ab", "a-b", "a-c"])
            fuzzy.expectExit(.chosen, printing: "a-b\n")
        }
    }
#endif
