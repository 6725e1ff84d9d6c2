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
    /// Asks where the cursor is; the answer is `ESC[row;columnR`.
    static let requestCursorPosition = escape + "6n"
    /// Erases from the cursor to the end of the screen.
    static let eraseBelow = escape + "J"
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

    /// A line's runs with their styles, for a colour mode. Blank stretches that show nothing (spaces
    /// without reverse video) are skipped with a cursor move instead of written: the row is already
    /// erased, and terminals that reflow on resize then have no trailing spaces to wrap.
    static func encode(_ line: StyledLine, mode: ColorMode) -> String {
        var output = ""
        var pendingSpaces = 0
        for run in line.runs {
            if !run.style.contains(.reverse) && !run.text.isEmpty && run.text.allSatisfy({ $0 == " " }) {
                pendingSpaces += run.text.count
                continue
            }
            if pendingSpaces > 0 {
                output += pendingSpaces == 1 ? " " : escape + "\(pendingSpaces)C"
                pendingSpaces = 0
            }
            let start = style(run.style, mode: mode)
            output += start.isEmpty ? run.text : start + run.text + resetStyle
        }
        return output  // trailing blanks need no output at all
    }
}

/// Draws frames in place below (or around) the cursor, without the alternate screen: each frame
/// replaces the previous one, and the rows the prompt used are cleared when it shrinks.
///
/// Rows are counted from the row where drawing started (the anchor, row 0); a frame may start above
/// it (a list that opens upwards, rule P2). Pure: it returns the bytes to write.
public struct InlinePainter: Sendable {
    /// The row the cursor is on, relative to the anchor.
    public private(set) var cursorRow = 0
    /// The topmost row drawn so far.
    private var topRow = 0
    /// Whether anything was drawn yet.
    private var hasDrawn = false
    /// The colour mode of the output.
    public let mode: ColorMode

    /// Creates a painter for a colour mode.
    public init(mode: ColorMode) { self.mode = mode }

    /// The bytes that replace the previous frame by `lines`, whose first line goes on row `top`
    /// (relative to the anchor).
    public mutating func paint(_ lines: [StyledLine], top: Int) -> String {
        var output = ANSI.beginSynchronizedUpdate
        if !hasDrawn { output += ANSI.hideCursor + ANSI.wrapOff }
        // Erase from the top row down first: erasing after a line that fills the last column would
        // erase that column too.
        let first = min(top, topRow)
        output += "\r" + ANSI.cursorUp(cursorRow - first) + ANSI.eraseBelow
        cursorRow = first
        for row in first..<(top + lines.count) {
            if row > cursorRow {
                output += "\r\n"
                cursorRow = row
            }
            if row >= top { output += ANSI.encode(lines[row - top], mode: mode) }
        }
        output += ANSI.endSynchronizedUpdate
        topRow = min(topRow, top)
        hasDrawn = true
        return output
    }

    /// The bytes that leave exactly one line, `line`, at the top of the rows used, clear the rest,
    /// move below it, and restore the cursor and wrapping.
    public mutating func finish(with line: StyledLine) -> String {
        var output = ANSI.beginSynchronizedUpdate + "\r" + ANSI.cursorUp(cursorRow - topRow)
        output += ANSI.eraseBelow + ANSI.encode(line, mode: mode) + "\r\n"
        output += ANSI.endSynchronizedUpdate + ANSI.wrapOn + ANSI.showCursor
        cursorRow = topRow + 1
        return output
    }

    /// The bytes that clear everything drawn and restore the cursor, as when the program is
    /// suspended; a later ``paint(_:top:)`` draws again from the top.
    public mutating func clear() -> String {
        let output = "\r" + ANSI.cursorUp(cursorRow - topRow) + ANSI.eraseBelow + ANSI.wrapOn + ANSI.showCursor
        cursorRow = topRow
        hasDrawn = false
        return output
    }
}
