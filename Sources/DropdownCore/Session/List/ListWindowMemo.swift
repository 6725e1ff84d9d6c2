/// The last window of a long list a session built, with what it was built from (rule R16): the
/// views ask for the same window several times in one update (the list's body, a report of the
/// scroll position, the redraw after it), and it is built once. A window depends on nothing else,
/// so a copy of the session that shares the memo reads a window only when it was built from the
/// same inputs.
final class ListWindowMemo {
    /// What a window is built from.
    struct Inputs: Equatable {
        var lineCount: Int
        var pinned: [Int]
        var focus: ListWindowFocus
        var screenful: Int
    }

    private var inputs: Inputs?
    private var window: ListWindow?

    /// The window built from `inputs`: the last one when it was built from the same. O(1) then,
    /// else O(elements + levels × pinned lines).
    func window(for inputs: Inputs) -> ListWindow {
        if let window, self.inputs == inputs { return window }
        let built = inputs.focus.window(lineCount: inputs.lineCount, pinned: inputs.pinned, screenful: inputs.screenful)
        self.inputs = inputs
        window = built
        return built
    }
}
