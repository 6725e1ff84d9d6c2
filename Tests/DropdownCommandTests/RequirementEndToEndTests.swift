import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("End to end: --required and --min in a pseudo-terminal", .serialized, .runsPrograms)
    struct RequirementEndToEndTests {
        func start(_ arguments: [String]) throws -> PseudoTerminalProcess {
            let process = try PseudoTerminalProcess(executable: dropdownPath, arguments: arguments)
            #expect(process.waitFor("▴"), "the first frame appears")
            return process
        }

        @Test("V4: --min 2 refuses Enter with one marked and says so on the field line; two answer")
        func minimumRefusesEnter() throws {
            let process = try start(["--min", "2", "--title", "Toppings", "cheese", "ham", "olives"])
            process.type(" ")  // marks cheese
            process.type("\r")
            #expect(process.waitForScreen { $0.first?.contains("Choose at least 2") == true })
            process.type(downKey + " ")
            #expect(process.waitForScreen { !($0.first?.contains("Choose at least 2") ?? true) })
            process.choose(printing: "cheese\nham\n")
        }

        @Test("V4: --min more than the options that can be chosen is refused at start (2); --create can make more")
        func unreachableMinimumRefused() throws {
            let process = try PseudoTerminalProcess(executable: dropdownPath, arguments: ["--min", "5", "a", "b"])
            #expect(process.waitForExit() == .usageError)
            #expect(process.screenText.contains("--min 5 cannot be met: only 2 options can be chosen"))
            #expect(!process.screenText.contains("▴"), "no prompt is drawn")
            let json = temporaryFile(Array(#"["a", {"label": "b", "disabled": true}, "c"]"#.utf8))
            defer { unlink(json) }
            let disabled = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["--json", "--min", "3"], input: .file(json))
            #expect(disabled.waitForExit() == .usageError, "a disabled option cannot be chosen")
            #expect(disabled.screenText.contains("only 2 options can be chosen"))
            for arguments in [["--json", "--min", "2"], ["--json", "--min", "3", "--create"]] {
                let opens = try PseudoTerminalProcess(
                    executable: dropdownPath, arguments: arguments, input: .file(json))
                #expect(opens.waitFor("▴"), "\(arguments): the prompt opens")
                opens.type(escapeKey)
                #expect(opens.waitForExit() == .cancelled)
            }
        }

        @Test("V4: --required refuses Enter with no match; Escape still cancels (130)")
        func requiredRefusesNothing() throws {
            let process = try start(["--required", "--search", "--title", "Shipping", "Standard", "Express"])
            process.type("zzz")
            #expect(process.waitFor("No matches"))
            process.type("\r")
            #expect(process.waitForScreen { $0.first?.contains("Choose an option") == true })
            process.type(escapeKey + escapeKey)
            #expect(process.waitForExit() == .cancelled)
            #expect(process.outputText.isEmpty)
        }

        @Test("V4: TERM=dumb: the numbered menu refuses too few for --min and nothing for --required, in words")
        func numberedMenuRefuses() throws {
            let toppings = try startNumberedMenu(
                ["--min", "2", "--title", "Toppings", "cheese", "ham", "olives"], showing: "3) olives")
            toppings.type("1\r")
            #expect(toppings.waitFor("Choose at least 2", timeout: 20))
            toppings.chooseInNumberedMenu(by: "1 3\r", printing: "cheese\nolives\n")
            let shipping = try startNumberedMenu(
                ["--required", "--title", "Shipping", "Standard", "Express"], showing: "2) Express")
            shipping.type("\r")
            #expect(shipping.waitFor("Choose an option", timeout: 20))
            shipping.chooseInNumberedMenu(by: "2\r", printing: "Express\n")
        }

        @Test("V1: a preselection short of --min answers nothing without a terminal (2) or at --timeout (124)")
        func preselectionShortOfMinimum() throws {
            let short = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--min", "2", "--selected", "a", "a", "b", "c"])
            #expect(short.status == .usageError)
            #expect(short.standardError.contains("fewer than --min 2"))
            let enough = try runWithoutTerminal(
                executable: dropdownPath,
                arguments: ["--min", "2", "--selected", "a", "--selected", "c", "a", "b", "c"])
            #expect(enough.status == .chosen)
            #expect(enough.standardOutput == "a\nc\n")
            let timedOut = try start(["--min", "2", "--selected", "a", "--timeout", "0.3", "a", "b"])
            #expect(timedOut.waitForExit() == .timedOut)
            #expect(timedOut.outputText.isEmpty)
            let contradictory = try runWithoutTerminal(
                executable: dropdownPath, arguments: ["--min", "3", "--limit", "2", "a", "b", "c"])
            #expect(contradictory.status == .usageError)
            #expect(contradictory.standardError.contains("--min 3 is more than --limit 2"))
        }
    }
#endif
