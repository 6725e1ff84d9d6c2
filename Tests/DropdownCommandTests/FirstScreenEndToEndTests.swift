import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("End to end: the first screen and the demo, each in a pseudo-terminal", .runsPrograms)
    struct FirstScreenEndToEndTests {
        @Test("With no flags the field reads '? Choose', not '? Choose: Choose'; the last line is '✔ b'")
        func noTitle() throws {
            let process = try startDropdown(["a", "b", "c"])
            let field = process.visibleLines().first ?? ""
            #expect(field.hasPrefix("? Choose ") && !field.contains("Choose: Choose"), "\(field)")
            process.type(downKey + "\r")
            process.expectExit(.chosen, printing: "b\n")
            #expect(process.visibleLines().first == "✔ b")
        }

        /// The demo, started and drawn.
        func startDemo(rows: Int = 24, columns: Int = 60) throws -> PseudoTerminalProcess {
            let process = try PseudoTerminalProcess(
                executable: dropdownPath, arguments: ["demo"], rows: rows, columns: columns)
            #expect(process.waitFor("Shipping"))
            return process
        }

        @Test("Ctrl-C in the demo leaves a warning, not a green line that reads as a checkout")
        func demoInterrupted() throws {
            let process = try startDemo()
            process.type("\u{03}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
            let lines = process.visibleLines(columns: 60).filter { !$0.isEmpty }
            #expect(lines == ["Checkout: (cancelled)"], "\(lines)")
            #expect(!process.screenText.contains("✔"))
        }

        @Test("The demo's hint says what the keys do: → only on a parent, ← and Esc: back only in a submenu")
        func demoHint() throws {
            let process = try startDemo()
            process.type("\t\t\r")  // Fruit, opened by Enter: nothing highlighted
            #expect(process.waitForScreen(columns: 60) { $0.contains("↑↓: move · Enter: close · Esc: close") })
            process.type("\u{1B}[F")  // End: More Fruits, a parent
            #expect(process.waitForScreen(columns: 60) { $0.contains("↑↓: move · →: open · Esc: close") })
            process.type("\u{1B}[C")  // Right: its submenu
            #expect(
                process.waitForScreen(columns: 60) { $0.contains("↑↓: move · Enter: choose · ←: back · Esc: back") })
            process.type("\u{1B}[D\u{1B}[H")  // Left, then Home: Apple, a leaf at the top level
            #expect(process.waitForScreen(columns: 60) { $0.contains("↑↓: move · Enter: choose · Esc: close") })
            process.type("\u{03}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }

        @Test("At 20×4 the demo's focused field stays in view as Tab moves down to City")
        func demoInShortTerminal() throws {
            let process = try startDemo(rows: 4, columns: 20)
            for field in ["Country", "Fruit", "Toppings", "City"] {
                process.type("\t")
                #expect(
                    process.waitForScreen(rows: 4, columns: 20) { $0.contains { $0.hasPrefix("❯ \(field)") } },
                    "\(field): \(process.visibleLines(rows: 4, columns: 20))")
            }
            process.type("\u{03}")
            #expect(process.waitForExit(timeout: 20) == .cancelled)
        }
    }
#endif
