/// Where on the terminal the frames are drawn: the row of their first line, for mapping mouse
/// reports (which give absolute rows) to the lines of a frame.
///
/// Frames are drawn with relative moves only, so the first frame never waits for the terminal. The
/// row is learnt afterwards, without blocking: the session asks where the cursor is after a frame
/// (``requestNeeded``), and the answer, whenever it comes, places the frames. Frames taller than
/// the rows left below scroll the screen, moving the first row up; a resize or a suspension forgets
/// the row (terminals reflow), and it is asked again. A terminal that never answers leaves the row
/// unknown: the mouse wheel still works, clicks are not mapped.
struct FramePosition: Sendable {
    /// The row (0-based) of the frames' first line, once known.
    private(set) var firstRow: Int?
    /// An unanswered request: the frame line the cursor was on, and the tallest frame since.
    private var request: (cursorLine: Int, tallest: Int)?
    /// Answers still to come to requests made before the frames moved: they are dropped.
    private var staleAnswers = 0

    /// Whether an answer is still to come (the session reads it before it ends, so that it never
    /// reaches the shell).
    var isAwaitingAnswer: Bool { request != nil || staleAnswers > 0 }

    /// Whether to ask the terminal now: the row is unknown and no question is pending.
    var requestNeeded: Bool { firstRow == nil && request == nil && staleAnswers == 0 }

    /// A frame of `height` lines was drawn on a terminal of `rows` rows: near the bottom it scrolled
    /// the screen up.
    mutating func painted(height: Int, rows: Int) {
        if let row = firstRow { firstRow = max(0, min(row, rows - height)) }
        if let pending = request { request = (pending.cursorLine, max(pending.tallest, height)) }
    }

    /// The request was written with the cursor on frame line `cursorLine`.
    mutating func requested(cursorLine: Int) {
        request = (cursorLine, cursorLine + 1)
    }

    /// The terminal answered: the cursor was on `row` (1-based) when it read the request. Returns
    /// whether the answer was the one awaited (others are someone else's).
    mutating func answered(row: Int, rows: Int) -> Bool {
        if staleAnswers > 0 {
            staleAnswers -= 1
            return false
        }
        guard let pending = request else { return false }
        request = nil
        firstRow = max(0, min(row - 1 - pending.cursorLine, rows - pending.tallest))
        return true
    }

    /// The frames moved in a way that cannot be followed (a resize, a suspension).
    mutating func forget() {
        if request != nil { staleAnswers += 1 }
        firstRow = nil
        request = nil
    }

    /// The frame line under a terminal row (1-based), if the frames' row is known.
    func frameLine(ofRow row: Int) -> Int? {
        firstRow.map { row - 1 - $0 }
    }
}
