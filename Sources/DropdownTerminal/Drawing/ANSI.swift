/// The escape sequences the terminal front end writes.
enum ANSI {
    static let escape = "\u{1B}["
    /// Hides the cursor while frames are drawn.
    static let hideCursor = escape + "?25l"
    /// Shows the cursor again.
    static let showCursor = escape + "?25h"
    /// Turns automatic line wrapping off, so a line never spills onto the next row.
    static let wrapOff = escape + "?7l"
    /// Turns automatic line wrapping back on.
    static let wrapOn = escape + "?7h"
    /// Starts a synchronized update: the terminal shows the frame at once, without tearing.
    static let beginSynchronizedUpdate = escape + "?2026h"
    /// Ends a synchronized update.
    static let endSynchronizedUpdate = escape + "?2026l"
    /// Asks the terminal to wrap pasted text in `ESC[200~ … ESC[201~`.
    static let bracketedPasteOn = escape + "?2004h"
    /// Stops bracketed paste.
    static let bracketedPasteOff = escape + "?2004l"
    /// Asks the terminal to report mouse presses, releases and drags (1000, 1002) in SGR form (1006).
    static let mouseOn = escape + "?1000h" + escape + "?1002h" + escape + "?1006h"
    /// Stops mouse reporting.
    static let mouseOff = escape + "?1006l" + escape + "?1002l" + escape + "?1000l"
    /// Asks where the cursor is; the terminal answers `ESC[row;columnR`, if it answers at all.
    static let cursorPositionRequest = escape + "6n"
    /// Erases from the cursor to the end of its row.
    static let eraseToLineEnd = escape + "K"
    /// Resets every style.
    static let resetStyle = escape + "0m"

    /// Moves the cursor up `count` rows (nothing for 0).
    static func cursorUp(_ count: Int) -> String { count > 0 ? escape + "\(count)A" : "" }

    /// The sequence that sets a style, for a colour mode; empty when there is nothing to set.
    static func style(_ style: TextStyle, mode: ColorMode) -> String {
        guard mode != .plain else { return "" }
        var codes: [String] = []
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.reverse) { codes.append("7") }
        if mode == .color {
            if style.contains(.accent) { codes.append("36") }
            if style.contains(.success) { codes.append("32") }
            if style.contains(.warning) { codes.append("33") }
        }
        return codes.isEmpty ? "" : escape + codes.joined(separator: ";") + "m"
    }

    /// The sequence that sets a style and a run's own SGR parameters (a preview's colours, already
    /// checked to be SGR parameters only), for a colour mode: monochrome keeps the attributes and
    /// drops the colours, plain drops everything.
    static func style(_ style: TextStyle, graphics: SGRParameters, mode: ColorMode) -> String {
        let base = self.style(style, mode: mode)
        guard mode != .plain, !graphics.isEmpty else { return base }
        let kept = mode == .color ? graphics : graphics.withoutColors
        guard !kept.isEmpty else { return base }
        return (base.isEmpty ? escape : String(base.dropLast()) + ";") + kept.text + "m"
    }

    /// Moves the cursor to a column (0-based) of its row.
    static func moveToColumn(_ column: Int) -> String { escape + "\(column + 1)G" }

    /// A line's runs with their styles, for a colour mode. Blank stretches that show nothing (spaces
    /// without reverse video) are skipped with a cursor move instead of written: the row is already
    /// erased, and terminals that reflow on resize then have no trailing spaces to wrap.
    static func encode(_ line: StyledLine, mode: ColorMode) -> String {
        var output = ""
        var column = 0
        var pendingSpaces = 0
        for run in line.runs {
            if !run.style.contains(.reverse) && run.graphics.isEmpty && !run.text.isEmpty
                && run.text.allSatisfy({ $0 == " " })
            {
                pendingSpaces += run.text.count
                column += run.text.count
                continue
            }
            if pendingSpaces > 0 {
                output += pendingSpaces == 1 ? " " : escape + "\(pendingSpaces)C"
                pendingSpaces = 0
            }
            let start = style(run.style, graphics: run.graphics, mode: mode)
            output += start + cells(of: run.text, from: &column)
            if !start.isEmpty { output += resetStyle }
        }
        return output  // trailing blanks need no output at all
    }

    /// The bytes of a run's text drawn from `column`, which moves past it. A cluster whose width
    /// terminals disagree on (``DisplayWidth/isTerminalDependent(_:)``) is drawn over blanks as wide as
    /// its allotment, and the cursor is then put where the allotment ends: a terminal that draws it
    /// narrower shows blanks in the run's style after it, and the rest of the line stays in place in
    /// every terminal.
    static func cells(of text: String, from column: inout Int) -> String {
        guard
            text.unicodeScalars.contains(where: {
                $0.value >= 0x1F1E6 || $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3
            })
        else {
            column += DisplayWidth.of(text)
            return text
        }
        var output = ""
        for character in text {
            let width = DisplayWidth.of(character)
            if DisplayWidth.isTerminalDependent(character) {
                output += String(repeating: " ", count: width) + moveToColumn(column)
                output.append(character)
                output += moveToColumn(column + width)
            } else {
                output.append(character)
            }
            column += width
        }
        return output
    }

}

/// Draws frames in place, from the row where drawing started down, without the alternate screen:
/// each frame replaces the previous one, and the rows it no longer uses are cleared.
///
/// Only relative moves are used (up to the first row, then line feeds down), so the painter needs
/// no cursor position: near the bottom of the terminal the line feeds scroll the screen up, moving
/// the lines above into the scrollback, as fzf does, instead of drawing over them. Pure: it returns
/// the bytes to write. A frame must not be taller than the terminal.
///
/// Rows are overwritten in place, each erased to its end (`ESC[K`) as it is rewritten, and only
/// the rows the previous frame had beyond the new one are erased besides; the screen is never
/// erased downwards (`ESC[J`). A frame that fills the terminal starts on its first row, and
/// terminals that keep the screen when it is erased from there (tmux's `scroll-on-clear`) would
/// otherwise copy every frame into the scrollback.
package struct InlinePainter: Sendable {
    /// The row the cursor is on, counted from the first row of the frames.
    package private(set) var cursorRow = 0
    /// How many rows the last frame drawn took, from the first row.
    private var drawnRows = 0
    /// Whether anything was drawn yet.
    private var hasDrawn = false
    /// The colour mode of the output.
    package let mode: ColorMode

    /// Creates a painter for a colour mode.
    package init(mode: ColorMode) { self.mode = mode }

    /// The bytes that replace the previous frame by `lines`.
    package mutating func paint(_ lines: [StyledLine]) -> String {
        var output = ANSI.beginSynchronizedUpdate
        if !hasDrawn { output += ANSI.hideCursor + ANSI.wrapOff }
        output += overwrite(with: lines) + ANSI.endSynchronizedUpdate
        hasDrawn = true
        return output
    }

    /// The bytes that leave exactly one line, `line`, on the first row, clear the rest, move below
    /// it, and restore the cursor and wrapping. A later ``paint(_:)`` draws from the row below it.
    package mutating func finish(with line: StyledLine) -> String {
        var output = ANSI.beginSynchronizedUpdate + overwrite(with: [line]) + "\r\n"
        output += ANSI.endSynchronizedUpdate + ANSI.wrapOn + ANSI.showCursor
        cursorRow = 0
        drawnRows = 0
        hasDrawn = false
        return output
    }

    /// The bytes that clear everything drawn and restore the cursor, as when the program is
    /// suspended; a later ``paint(_:)`` draws again from the cursor's row.
    package mutating func clear() -> String {
        let output = overwrite(with: []) + ANSI.wrapOn + ANSI.showCursor
        hasDrawn = false
        return output
    }

    /// The bytes that go to the first row and draw `lines` down from it over the rows drawn
    /// before, erasing each row as it is rewritten (from its first column: erasing after a line
    /// that fills the last column would erase that column too) and the rows drawn before beyond
    /// `lines`; the cursor is left on the last of `lines` (the first row when there are none).
    private mutating func overwrite(with lines: [StyledLine]) -> String {
        var output = "\r" + ANSI.cursorUp(cursorRow)
        let rows = max(lines.count, drawnRows, 1)
        for row in 0..<rows {
            if row > 0 { output += "\r\n" }
            output += ANSI.eraseToLineEnd
            if row < lines.count { output += ANSI.encode(lines[row], mode: mode) }
        }
        let last = max(0, lines.count - 1)
        output += ANSI.cursorUp(rows - 1 - last)
        cursorRow = last
        drawnRows = lines.count
        return output
    }
}
