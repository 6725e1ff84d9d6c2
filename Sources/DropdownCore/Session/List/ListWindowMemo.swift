/// The last window of a long list a session built, with what it was built from (rule R16): the
/// views ask for the same window several times in one update (the list's body, a report of the
/// scroll position, the redraw after it), and it is built once. A window depends on nothing else,
/// so a copy of the session that shares the memo reads a window only when it was built from the
/// same inputs. Not generic: a report of the scroll position asks for it without looking up the
/// metadata of the app's identifier type.
final class ListWindowMemo {
    /// What a window is built from.
    struct Inputs: Equatable {
        var lineCount: Int
        /// The highlighted line, if any.
        var highlightedLine: Int?
        /// The line the level opened at, if any.
        var openingLine: Int?
        var focus: ListWindowFocus
        var screenful: Int
    }

    private var inputs: Inputs?
    private var window: ListWindow?

    /// The window of `lines` in which the lines of rows `highlightedRow` and `openingRow` are
    /// present, centred by `focus`, for a list that shows about `screenful` lines at once: the last
    /// one when it was built from the same. O(log h) then, else O(elements + levels).
    func window(
        of lines: ListLineMap, highlightedRow: Int?, openingRow: Int?, focus: ListWindowFocus, screenful: Int
    ) -> ListWindow {
        let lineCount = lines.count
        guard lineCount > ListWindow.threshold else { return .every(lineCount) }
        let inputs = Inputs(
            lineCount: lineCount, highlightedLine: highlightedRow.map(lines.index(ofRow:)),
            openingLine: openingRow.map(lines.index(ofRow:)), focus: focus, screenful: screenful)
        if let window, self.inputs == inputs { return window }
        var pinned: [Int] = []
        pinned.reserveCapacity(2)
        if let line = inputs.highlightedLine { pinned.append(line) }
        if let line = inputs.openingLine { pinned.append(line) }
        let built = focus.window(lineCount: lineCount, pinned: pinned, screenful: screenful)
        self.inputs = inputs
        window = built
        return built
    }
}
