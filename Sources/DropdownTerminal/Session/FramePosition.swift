/// Where on the terminal the frames are drawn: the row of their first line, for mapping mouse
/// reports (which give absolute rows) to the lines of a frame.
///
/// Frames are drawn with relative moves only, so no frame waits for the terminal. The row is learnt
/// when the mouse is used (``MouseReports`` asks where the cursor is), and the answer places the
/// frames. Frames taller than the rows left below scroll the screen, moving the first row up; a
/// resize or a suspension forgets the row (terminals reflow), and it is asked again. Answers come
/// in the order of the requests, so those to requests made before the frames moved are told apart
/// and dropped.
struct FramePosition: Sendable {
    /// The row (0-based) of the frames' first line, once known.
    private(set) var firstRow: Int?
    /// An unanswered request: the frame line the cursor was on, and the tallest frame since.
    private var request: (cursorLine: Int, tallest: Int)?
    /// Answers still to come to requests made before the frames moved: they are dropped.
    private var staleAnswers = 0

    /// Whether an answer is still to come.
    var isAwaitingAnswer: Bool { answersToCome > 0 }

    /// How many answers are still to come, to the pending request and to those made before the
    /// frames moved (the session reads them before it gives the terminal back).
    var answersToCome: Int { (request != nil ? 1 : 0) + staleAnswers }

    /// Whether to ask the terminal now: the row is unknown and no request is pending (answers to
    /// older requests come first, and are dropped).
    var requestNeeded: Bool { firstRow == nil && request == nil }

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

    /// Every answer still to come has been read (or will never come): none is waited for.
    mutating func dropAnswersToCome() {
        request = nil
        staleAnswers = 0
    }

    /// The frame line under a terminal row (1-based), if the frames' row is known.
    func frameLine(ofRow row: Int) -> Int? {
        firstRow.map { row - 1 - $0 }
    }
}
