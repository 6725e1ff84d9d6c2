import DropdownCore
import DropdownTerminal
import PseudoTerminal
import Testing

@Suite("The inline painter: frames redrawn in place")
struct InlinePainterTests {
    /// The frame of a prompt over `count` numbered options after `downs` Down keys, as tall as the
    /// terminal allows.
    static func frame(options count: Int, downs: Int, rows: Int, columns: Int) -> [StyledLine] {
        let labels = (1...count).map { "Option \($0)" }
        return makePrompt(
            labels, rows: rows, columns: columns, keys: Array(repeating: down, count: downs), height: rows
        ).frame().lines
    }

    @Test("A frame that fills the terminal is redrawn without erasing the screen from its first cell")
    func fullFrameRedrawsInPlace() {
        var screen = VirtualScreen(rows: 10, columns: 30)
        screen.scrollsOnClear = true  // as tmux does by default
        var painter = InlinePainter(mode: .plain)
        var frame = Self.frame(options: 40, downs: 0, rows: 10, columns: 30)
        #expect(frame.count == 10, "the frame fills the terminal")
        screen.apply(Array(painter.paint(frame).utf8))
        for downs in 1...5 {
            frame = Self.frame(options: 40, downs: downs, rows: 10, columns: 30)
            let bytes = painter.paint(frame)
            #expect(!bytes.contains("\u{1B}[J"), "no erase to the end of the screen")
            screen.apply(Array(bytes.utf8))
        }
        #expect(screen.history.isEmpty, "nothing was copied into the scrollback: \(screen.history)")
        #expect(screen.lines == frame.map(\.text).map { $0.trimmingTrailing() })
        #expect(screen.lines[6].hasPrefix("  ❯   Option 6"))
    }

    @Test("A shorter frame erases the rows the previous one had below it, and the cursor stays on its last row")
    func shorterFrameErasesTheRest() {
        var screen = VirtualScreen(rows: 10, columns: 30, cursorRow: 2, text: ["$ earlier", "output"])
        var painter = InlinePainter(mode: .plain)
        screen.apply(Array(painter.paint((1...6).map { StyledLine("line \($0)") }).utf8))
        screen.apply(Array(painter.paint([StyledLine("short one"), StyledLine("two")]).utf8))
        #expect(screen.text == ["$ earlier", "output", "short one", "two"])
        #expect(screen.cursorRow == 3)
        screen.apply(Array(painter.finish(with: StyledLine("✔ done")).utf8))
        #expect(screen.text == ["$ earlier", "output", "✔ done"])
        #expect(screen.cursorRow == 3 && screen.cursorColumn == 0, "below the final line")
    }

    @Test("Clearing for a suspension erases every row drawn and leaves the cursor on the first")
    func clearErasesEveryRow() {
        var screen = VirtualScreen(rows: 10, columns: 30, cursorRow: 1, text: ["$ dropdown"])
        screen.scrollsOnClear = true
        var painter = InlinePainter(mode: .plain)
        screen.apply(Array(painter.paint((1...4).map { StyledLine("line \($0)") }).utf8))
        screen.apply(Array(painter.clear().utf8))
        #expect(screen.text == ["$ dropdown"])
        #expect(screen.cursorRow == 1 && screen.history.isEmpty)
    }
}
