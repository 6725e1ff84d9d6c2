import DropdownCore

/// The origin's checkout screen in a terminal: a heading, a Shipping and a Country dropdown, and a
/// footnote that shows the delivery choice. Tab and Shift-Tab move between the fields (the core
/// leaves Tab to the host, rules O5 and N6), Enter or Space opens, q (on a closed field) or Ctrl-C
/// quits. Opening one list closes the other (rule O8). Lists float over the lines below the field.
public struct CheckoutDemo: TerminalScreen {
    /// One dropdown of the screen.
    struct Field {
        let title: String
        let placeholder: String
        var state: DropdownState<String>
        var viewport = ListViewport()
    }

    private var fields: [Field]
    /// The field that has the keyboard.
    public private(set) var focus = 0
    /// The footnote under the fields.
    public private(set) var footnote = "Tap a field to open it"
    /// Whether the demo was quit.
    public private(set) var isFinished = false
    private var exclusivity = DropdownExclusivity<Int>()
    private var size = TerminalSize.fallback
    private var anchorRow: Int?
    private let maximumListHeight = 6

    /// The rows of the screen's lines, from its first line.
    private static let headingRow = 0
    private static let firstFieldRow = 2

    /// Creates the screen: Shipping (Standard, Express, Overnight, Pickup; Standard selected) and
    /// Country (France, Italy, Portugal, Spain; placeholder "Select a country").
    public init() {
        let shipping = ["Standard", "Express", "Overnight", "Pickup"].map { DropdownOption($0) }
        let countries = ["France", "Italy", "Portugal", "Spain"].map { DropdownOption($0) }
        fields = [
            Field(
                title: "Shipping", placeholder: "Select",
                state: DropdownState(options: shipping, selection: ["Standard"])),
            Field(
                title: "Country", placeholder: "Select a country",
                state: DropdownState(options: countries)),
        ]
    }

    /// The dropdown of a field: 0 is Shipping, 1 is Country.
    public func state(ofField index: Int) -> DropdownState<String> { fields[index].state }

    public mutating func layOut(size: TerminalSize, anchorRow: Int?) {
        self.size = size
        self.anchorRow = anchorRow
        for index in fields.indices { refreshViewport(of: index, after: []) }
    }

    public mutating func start(at time: Duration) {}

    public mutating func handle(_ input: TerminalInput, at time: Duration) {
        guard !isFinished else { return }
        if case .character("q", alt: false) = input, !fields[focus].state.isOpen {
            isFinished = true  // the demo's quit key, on a closed field
            return
        }
        switch TerminalKeyMap.command(for: input) as TerminalCommand<String> {
        case .events(let events):
            for event in events { send(event, at: time) }
        case .interrupt: interrupt()
        case .suspend, .none: break
        }
    }

    public mutating func interrupt() {
        for index in fields.indices { fields[index].state.send(.close, at: .zero) }
        isFinished = true
    }

    private mutating func send(_ event: DropdownEvent<String>, at time: Duration) {
        let index = focus
        let result = fields[index].state.handle(event, at: time)
        if result.changes.contains(.opened), let other = exclusivity.didOpen(index) {  // O8
            let changes = fields[other].state.send(.close, at: time)
            refreshViewport(of: other, after: changes)
        }
        if result.changes.contains(.closed) { exclusivity.didClose(index) }
        if index == 0, result.changes.contains(.selection), let label = fields[0].state.selectedLabels.first {
            footnote = "Delivery: \(label)"
        }
        refreshViewport(of: index, after: result.changes)
        if !result.isHandled, case .key(.tab, let modifiers) = event {  // O5, N6: focus moves on
            let step = modifiers.contains(.shift) ? fields.count - 1 : 1
            focus = (focus + step) % fields.count
        }
    }

    private mutating func refreshViewport(of index: Int, after changes: DropdownChanges) {
        var field = fields[index]
        field.viewport.update(
            for: &field.state, changes: changes, size: size,
            fieldRow: (anchorRow ?? 0) + Self.firstFieldRow + index, maximumHeight: maximumListHeight)
        fields[index] = field
    }

    public func frame() -> TerminalFrame {
        let renderer = DropdownRenderer(width: size.drawableColumns)
        var rows: [Int: StyledLine] = [Self.headingRow: StyledLine("Checkout", .bold)]
        for (index, field) in fields.enumerated() {
            rows[Self.firstFieldRow + index] = renderer.fieldLine(
                title: field.title, placeholder: field.placeholder, state: field.state,
                prefix: index == focus ? .init("❯ ", .accent) : .init("  "))
        }
        let footRow = Self.firstFieldRow + fields.count + 1
        rows[footRow] = StyledLine(TerminalText.truncated(footnote, toWidth: size.drawableColumns), .dim)
        rows[footRow + 1] = StyledLine(
            TerminalText.truncated("Tab: next field · Enter: open · q: quit", toWidth: size.drawableColumns), .dim)
        // The open list floats over the lines next to its field.
        for (index, field) in fields.enumerated() where field.state.isOpen {
            let list = Array(
                renderer.listLines(state: field.state, window: field.viewport.window).prefix(field.viewport.lineBudget))
            let fieldRow = Self.firstFieldRow + index
            let first = field.viewport.direction == .above ? fieldRow - list.count : fieldRow + 1
            for (offset, line) in list.enumerated() { rows[first + offset] = line }
        }
        let top = rows.keys.min() ?? 0
        let bottom = rows.keys.max() ?? 0
        return TerminalFrame(top: top, lines: (top...bottom).map { rows[$0] ?? StyledLine() })
    }

    public func finalLine() -> StyledLine {
        let summary = fields.map { field in
            "\(field.title): \(field.state.selectedLabels.first ?? field.placeholder)"
        }.joined(separator: ", ")
        return StyledLine([.init("✔ ", .success), .init("Checkout", .bold), .init(" · " + summary)])
            .truncated(toWidth: size.drawableColumns)
    }
}
