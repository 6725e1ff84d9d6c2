import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    import PseudoTerminal

    @Suite("End to end: the dropdown binary speaks the terminal's language", .serialized, .runsPrograms)
    struct TerminalLanguageEndToEndTests {
        /// The screen of `dropdown arguments` (run with `environment` in a 60×12 pseudo-terminal) once
        /// `text` shows, and its last line after Ctrl-C (which cancels, as Escape does without a query).
        func run(
            _ arguments: [String], environment: [String: String], input: PseudoTerminalProcess.Input = .terminal,
            waitingFor text: String
        ) throws -> (screen: [String], end: [String]) {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: arguments, environment: environment, rows: 12, columns: 60,
                input: input)
            #expect(process.waitFor(text, timeout: 20), "\(process.screenText)")
            var screen = VirtualScreen(rows: 12, columns: 60)
            screen.apply(process.screenBytes)
            let shown = screen.text
            process.type("\u{03}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            var end = VirtualScreen(rows: 12, columns: 60)
            end.apply(process.screenBytes)
            return (shown, end.text)
        }

        @Test(
            "O6: `LANG=de_DE.UTF-8 dropdown` with no options says Keine Optionen; its placeholder is Auswählen; cancelling says (abgebrochen)"
        )
        func german() throws {
            let (screen, end) = try run(
                [], environment: ["LANG": "de_DE.UTF-8"], input: .null, waitingFor: "Keine Optionen")
            #expect(screen.first?.hasPrefix("? Auswählen ") == true, "no title: the placeholder alone: \(screen)")
            #expect(screen.contains("  Keine Optionen"), "\(screen)")
            #expect(end == ["(abgebrochen)"])
        }

        @Test("F7: LC_ALL comes before LC_MESSAGES and LANG; LC_MESSAGES before LANG; C is English")
        func precedence() throws {
            let arguments = ["--title", "Fruit", "--query", "zz", "Apple", "Pear"]
            let french = try run(
                arguments, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "fr_FR.UTF-8"],
                waitingFor: "Aucun résultat")
            #expect(french.screen.contains("  Aucun résultat"), "\(french.screen)")
            #expect(french.end == ["Fruit: (annulé)"])
            let japanese = try run(
                arguments, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], waitingFor: "一致")
            #expect(japanese.end == ["Fruit: (キャンセル)"])
            let english = try run(arguments, environment: ["LANG": "C.UTF-8"], waitingFor: "No matches")
            #expect(english.end == ["Fruit: (cancelled)"])
        }
    }
#endif
