import DropdownCore

/// How a prompt ended.
public enum PromptOutcome<ID: Hashable>: Hashable {
    /// The list closed with a selection: these identifiers, in option order.
    case chosen([ID])
    /// The list closed with nothing selected.
    case nothingChosen
    /// Escape closed the list.
    case cancelled
    /// Ctrl-C or a terminating signal stopped the prompt.
    case interrupted
}

/// A select prompt: one dropdown whose list is open from the start, for shell scripts. It ends when
/// the list closes; the field then collapses to one line, "✔ Title: value".
///
/// The list always opens below the field; near the bottom of the terminal the session scrolls the
/// screen up to make room, as fzf does, so no line above is drawn over (rules P2, P6: the container
/// is the terminal window). A searchable prompt edits its query with a ``QueryEditor``.
public struct DropdownPrompt<ID: Hashable>: TerminalScreen {
    /// The title of the field.
    public let title: String
    /// What the field shows with nothing selected.
    public let placeholder: String
    /// The most lines the list takes.
    public let maximumListHeight: Int
    /// The dropdown.
    public private(set) var state: DropdownState<ID>
    /// How the prompt ended, once it has.
    public private(set) var outcome: PromptOutcome<ID>?
    /// The query as it is typed (searchable prompts).
    public private(set) var editor = QueryEditor()
    /// What the field says about the last input, until the next: a refused choice (rule M3).
    public private(set) var notice: String?

    private let strings: DropdownStrings
    private var size = TerminalSize.fallback
    private var viewport = ListViewport()

    /// Creates a prompt.
    ///
    /// - Parameters:
    ///   - title: the field's title.
    ///   - placeholder: the text of an empty selection.
    ///   - state: the dropdown, closed; ``start(at:)`` opens it as Down would (rule O2).
    ///   - maximumListHeight: the most lines the list takes (it takes fewer when the terminal is short).
    public init(
        title: String, placeholder: String, state: DropdownState<ID>, maximumListHeight: Int = 10,
        strings: DropdownStrings = .english
    ) {
        self.title = title
        self.placeholder = placeholder
        self.state = state
        self.maximumListHeight = max(1, maximumListHeight)
        self.strings = strings
    }

    public mutating func layOut(size: TerminalSize) {
        self.size = size
        refreshViewport(after: [])
    }

    /// Opens the list with the selection, else the first enabled option, highlighted (rule O2).
    public mutating func start(at time: Duration) {
        send(.key(.down), at: time)
    }

    /// Handles a batch of inputs. In a searchable prompt a run of editing keys (typing, a paste,
    /// Backspace, Ctrl-W …) changes the query once, at the end of the run.
    public mutating func handle(_ inputs: [TerminalInput], at time: Duration) {
        var isEditing = false
        for input in inputs {
            guard outcome == nil else { return }
            if state.isSearchable && editor.apply(input) {
                isEditing = true
                continue
            }
            if isEditing { commitQuery(at: time) }
            isEditing = false
            notice = nil
            for event in TerminalKeyMap.events(for: input) as [DropdownEvent<ID>] where outcome == nil {
                send(event, at: time)
            }
        }
        if isEditing { commitQuery(at: time) }
    }

    public mutating func interrupt() {
        guard outcome == nil else { return }
        state.send(.close, at: .zero)
        outcome = .interrupted
    }

    public var isFinished: Bool { outcome != nil }

    /// Sends the edited query to the core, as one change (rules F1, F2).
    private mutating func commitQuery(at time: Duration) {
        notice = nil
        send(.setQuery(editor.text), at: time)
    }

    /// Sends an event; when it closes the list, the prompt ends: Escape cancels, anything else
    /// chooses the selection (or nothing). A refused choice leaves a notice (rule M3).
    mutating func send(_ event: DropdownEvent<ID>, at time: Duration) {
        let result = state.handle(event, at: time)
        if case .selectionLimitReached? = result.announcement {
            notice = result.announcement.map(strings.text(for:))
        }
        if result.changes.contains(.closed) {
            if event == .key(.escape) {
                outcome = .cancelled
            } else {
                outcome = state.selection.isEmpty ? .nothingChosen : .chosen(state.selection)
            }
            return
        }
        if state.query != editor.text { editor.reset(to: state.query) }  // such as Escape clearing it (F4)
        refreshViewport(after: result.changes)
    }

    private var reservedLines: Int { state.isSearchable ? 1 : 0 }

    private mutating func refreshViewport(after changes: DropdownChanges) {
        viewport.update(
            for: &state, changes: changes, size: size, fieldRow: 0, maximumHeight: maximumListHeight,
            reserved: reservedLines)
    }

    public func frame() -> TerminalFrame {
        let renderer = DropdownRenderer(width: size.drawableColumns, strings: strings)
        let field = renderer.fieldLine(
            title: title, placeholder: placeholder, state: state, prefix: .init("? ", .accent), notice: notice)
        guard state.isOpen else { return TerminalFrame(lines: [field]) }
        var list = renderer.listLines(state: state, window: viewport.window)
        if state.isSearchable { list.insert(renderer.queryLine(state: state, editor: editor), at: 0) }
        list = Array(list.prefix(viewport.lineBudget))  // a short terminal shows what fits (P3, P6)
        return TerminalFrame(lines: [field] + list)
    }

    public func finalLine() -> StyledLine {
        let name = TerminalText.fitted(title, toWidth: size.drawableColumns)
        switch outcome {
        case .chosen:
            let labels = state.selectedLabels.map { TerminalText.fitted($0, toWidth: size.drawableColumns) }
            let room = size.drawableColumns - DisplayWidth.of(name) - 4
            let value = DropdownSummary.text(labels: labels, placeholder: placeholder, strings: strings) {
                DisplayWidth.of($0) <= room
            }
            return StyledLine([.init("✔ ", .success), .init(name, .bold), .init(": " + value)])
                .truncated(toWidth: size.drawableColumns)
        case .nothingChosen:
            return StyledLine([.init(name, .bold), .init(": (nothing chosen)", .dim)])
                .truncated(toWidth: size.drawableColumns)
        case .cancelled, .interrupted, nil:
            return interruptedLine
        }
    }

    public var interruptedLine: StyledLine {
        let name = TerminalText.fitted(title, toWidth: size.drawableColumns)
        return StyledLine([.init(name, .bold), .init(": (cancelled)", .warning)])
            .truncated(toWidth: size.drawableColumns)
    }
}
