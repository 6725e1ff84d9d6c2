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

    private let strings: DropdownStrings
    private var size = TerminalSize.fallback
    private var anchorRow: Int?
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

    public mutating func layOut(size: TerminalSize, anchorRow: Int?) {
        self.size = size
        self.anchorRow = anchorRow
        refreshViewport(after: [])
    }

    /// Opens the list with the selection, else the first enabled option, highlighted (rule O2).
    public mutating func start(at time: Duration) {
        send(.key(.down), at: time)
    }

    public mutating func handle(_ input: TerminalInput, at time: Duration) {
        guard outcome == nil else { return }
        switch TerminalKeyMap.command(for: input) as TerminalCommand<ID> {
        case .events(let events):
            for event in events where outcome == nil { send(event, at: time) }
        case .interrupt: interrupt()
        case .suspend, .none: break
        }
    }

    public mutating func interrupt() {
        guard outcome == nil else { return }
        state.send(.close, at: .zero)
        outcome = .interrupted
    }

    public var isFinished: Bool { outcome != nil }

    /// Sends an event; when it closes the list, the prompt ends: Escape cancels, anything else
    /// chooses the selection (or nothing).
    mutating func send(_ event: DropdownEvent<ID>, at time: Duration) {
        let changes = state.send(event, at: time)
        if changes.contains(.closed) {
            if event == .key(.escape) {
                outcome = .cancelled
            } else {
                outcome = state.selection.isEmpty ? .nothingChosen : .chosen(state.selection)
            }
            return
        }
        refreshViewport(after: changes)
    }

    private var reservedLines: Int { state.configuration.isSearchable ? 1 : 0 }

    private mutating func refreshViewport(after changes: DropdownChanges) {
        viewport.update(
            for: &state, changes: changes, size: size, fieldRow: anchorRow ?? 0,
            maximumHeight: maximumListHeight, reserved: reservedLines)
    }

    public func frame() -> TerminalFrame {
        let renderer = DropdownRenderer(width: size.drawableColumns, strings: strings)
        let field = renderer.fieldLine(
            title: title, placeholder: placeholder, state: state, prefix: .init("? ", .accent))
        guard state.isOpen else { return TerminalFrame(top: 0, lines: [field]) }
        var list = renderer.listLines(state: state, window: viewport.window)
        if state.configuration.isSearchable { list.insert(renderer.queryLine(state: state), at: 0) }
        list = Array(list.prefix(viewport.lineBudget))  // a short terminal shows what fits (P3, P6)
        if viewport.direction == .above {
            return TerminalFrame(top: -list.count, lines: list + [field])
        }
        return TerminalFrame(top: 0, lines: [field] + list)
    }

    public func finalLine() -> StyledLine {
        let name = TerminalText.sanitized(title)
        switch outcome {
        case .chosen:
            let labels = state.selectedLabels.map(TerminalText.sanitized)
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
            return StyledLine([.init(name, .bold), .init(": (cancelled)", .warning)])
                .truncated(toWidth: size.drawableColumns)
        }
    }
}
