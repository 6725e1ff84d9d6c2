import DropdownCore
import DropdownTerminal

/// A prompt whose options stream in from standard input while it is open (`find / | dropdown`):
/// the list opens at once, saying "Loading…" with a spinner in the field line, and each piece read
/// is appended to the dropdown (rule L2: hl, the selection, the scroll position and the query are
/// kept, and new lines are ranked into the results of a search). When the input ends, loading ends
/// (rule L1); with `--tree`, the lines, shown as they are until then, become the tree.
///
/// The session reads standard input as a ``SessionSource`` named ``sourceName``; everything else
/// goes to the prompt (``PromptHost``).
struct StreamingPrompt: PromptHost {
    /// The name of standard input as a session source.
    static let sourceName = "standard input"

    /// The prompt.
    var prompt: DropdownPrompt<Int>
    /// The lines read so far (their labels handed over to the prompt's dropdown).
    private(set) var choices: Choices
    /// How records and fields are separated.
    let format: LineFormat

    /// A prompt on a dropdown told that options are loading (rule L1), reading lines in `format`
    /// into `choices`.
    init(prompt: DropdownPrompt<Int>, choices: Choices, format: LineFormat) {
        self.prompt = prompt
        self.choices = choices
        self.format = format
        self.prompt.update(at: .zero) { $0.send(.setLoadState(.loading, hasMore: false), at: .zero) }
    }

    /// Takes a piece of standard input, or its end; anything else is the prompt's (a preview).
    mutating func receive(_ event: SourceEvent, at time: Duration) {
        switch event {
        case .output(source: Self.sourceName, _, let bytes): take(bytes, at: time)
        case .ended(source: Self.sourceName, _, _): take(nil, at: time)
        default: prompt.receive(event, at: time)
        }
    }

    /// Adds the lines of a piece of standard input to the dropdown (rule L2), or at its end (`nil`)
    /// the last line, the tree of `--tree` (rules H7, C1), and the end of loading (rule L1).
    mutating func take(_ piece: [UInt8]?, at time: Duration) {
        // Sent through `update`, so that the core runs specialized for these identifiers.
        guard let piece else {
            let (new, tree) = choices.read(nil, format: format)
            prompt.update(at: time) { state in
                var changes: DropdownChanges = []
                if let tree {
                    changes = state.send(.setOptions(tree), at: time)
                } else if !new.isEmpty {
                    changes = state.send(.appendOptions(new, hasMore: false), at: time)
                }
                return changes.union(state.send(.setLoadState(.idle, hasMore: false), at: time))
            }
            return
        }
        let new = piece.withUnsafeBufferPointer { choices.read($0, format: format).new }
        guard !new.isEmpty else { return }
        prompt.update(at: time) { $0.send(.appendOptions(new, hasMore: false), at: time) }
    }
}
