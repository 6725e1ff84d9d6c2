import PseudoTerminal
import Testing

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// The example tool (Examples/PromptExample), built next to the tests.
    let promptExamplePath = executableNextToThisProgram("PromptExample") ?? ".build/debug/PromptExample"

    /// What the example prints when every question is answered.
    func exampleAnswers(template: String, platforms: String, license: String, toolchain: String) -> String {
        "template: \(template)\nplatforms: \(platforms)\nlicense: \(license)\ntoolchain: \(toolchain)\n"
    }

    @Suite(
        "One-call prompts end to end: the example tool in a pseudo-terminal", .serialized,
        .enabled(if: ProcessTests.areEnabled, Comment(rawValue: ProcessTests.skipReason)))
    struct PromptExampleEndToEndTests {
        let down = "\u{1B}[B"
        let right = "\u{1B}[C"

        func start(environment: [String: String] = [:]) throws -> PseudoTerminalProcess {
            let process = try PseudoTerminalProcess(
                executable: promptExamplePath, arguments: [], environment: environment, rows: 24, columns: 80)
            #expect(process.waitFor("Template", timeout: 20), "the first question appears")
            return process
        }

        @Test("Choose one, choose several with a limit, a nested option and one that arrived later")
        func everyQuestion() throws {
            let process = try start()
            process.type(down + "\r")  // Template: the second
            #expect(process.waitFor("Platforms", timeout: 20))
            process.type(" " + down + " " + down + " " + down + " ")  // a fourth past the limit of three
            #expect(
                process.waitForRow(containing: "limit reached"), "M3: the fourth is refused, and the prompt says so")
            process.type("\r")
            #expect(process.waitFor("License", timeout: 20))
            process.type(right)  // H2: into "Permissive"
            #expect(process.waitForRow(containing: "‹ Permissive"))
            process.type(down + "\r")
            #expect(process.waitFor("Toolchain", timeout: 20))
            #expect(process.waitFor("swift-DEVELOPMENT-SNAPSHOT", timeout: 20), "L2: the options arrive")
            process.type("dev\r")  // F1: searched
            #expect(process.waitForExit(timeout: 20) == 0)
            #expect(
                process.outputText
                    == exampleAnswers(
                        template: "Command-line tool", platforms: "macOS, iOS, Linux", license: "Apache-2.0",
                        toolchain: "swift-DEVELOPMENT-SNAPSHOT"))
            #expect(process.waitForRow(containing: "✔ License: Permissive › Apache-2.0", timeout: 0))
            #expect(process.settingsAreRestored())
        }

        @Test("Escape cancels: the call returns nil, and the tool stops with status 1")
        func escapeCancels() throws {
            let process = try start()
            process.type("\u{1B}")
            #expect(process.waitForExit(timeout: 20) == 1)
            #expect(process.outputText.isEmpty)
            #expect(process.waitForRow(containing: "Template: (cancelled)", timeout: 0))
            #expect(process.waitForRow(containing: "Nothing was set up.", timeout: 0))
            #expect(process.settingsAreRestored())
        }

        @Test("Ctrl-C ends the tool by SIGINT, as it would end without the prompt, the terminal restored")
        func controlC() throws {
            let process = try start()
            process.type(down + "\r")
            #expect(process.waitFor("Platforms", timeout: 20))
            process.type("\u{03}")
            #expect(process.waitForExit(timeout: 20) == 128 + SIGINT)
            #expect(process.outputText.isEmpty)
            #expect(process.settingsAreRestored())
        }

        @Test("SIGTERM while a prompt is open ends the tool by SIGTERM, the terminal restored")
        func terminate() throws {
            let process = try start()
            process.signal(SIGTERM)
            #expect(process.waitForExit(timeout: 20) == 128 + SIGTERM)
            #expect(process.settingsAreRestored())
        }

        @Test("No terminal: the call throws noTerminal, which the tool catches and explains")
        func noTerminal() throws {
            let result = try runWithoutTerminal(executable: promptExamplePath, arguments: [])
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("PromptExample asks on a terminal (cannot open /dev/tty"))
        }

        @Test("TERM=dumb: each question is a numbered menu, answered with a line")
        func numberedMenus() throws {
            let process = try start(environment: ["TERM": "dumb"])
            for (question, answer) in [
                ("Template [", "2"), ("Platforms [", "1 3"), ("License [", "2"), ("License › Copyleft", "1"),
                ("Toolchain [", "3"),
            ] {
                #expect(process.waitFor(question, timeout: 20), "asked: \(question)")
                process.type(answer + "\n")
            }
            #expect(process.waitForExit(timeout: 20) == 0)
            #expect(
                process.outputText
                    == exampleAnswers(
                        template: "Command-line tool", platforms: "macOS, Linux", license: "GPL-3.0",
                        toolchain: "swift-6.2-RELEASE"))
            #expect(!process.screenText.contains("\u{1B}["), "the numbered menu moves no cursor")
        }
    }
#endif
