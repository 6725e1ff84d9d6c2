import DropdownCore
import DropdownTerminal

/// The origin's checkout screen in a terminal.
///
/// What it shows:
/// - a heading, a Shipping and a Country dropdown;
/// - one field for each other behaviour: Fruit (nested options: "More Fruits" opens a submenu,
///   rules H1–H9), Toppings (multiple selection, rules M1–M4) and City (search, rules F1–F8);
/// - a footnote that shows the delivery choice.
///
/// Tab and Shift-Tab move between the fields (the core leaves Tab to the host, rules O5 and N6),
/// Enter or Space opens, q (while no list is open) or Ctrl-C quits; the hint line names the keys
/// that work at the moment, as they work on the row highlighted and the level shown.
///
/// Opening one list closes the others (rule O8). Lists float over the lines below the field; a
/// terminal too short for every field shows the lines from the one that has the keyboard up.
struct CheckoutDemo: TerminalScreen {
    /// One dropdown of the screen.
    struct Field {
        let title: String
        let placeholder: String
        var state: DropdownState<String>
        var viewport = ListViewport()
        /// The search query as it is typed (City).
        var editor = QueryEditor()

        /// The lines the list draws before its rows: the search line, and a submenu's back row.
        var headLines: Int { (state.isSearchable ? 1 : 0) + (state.submenuPath.isEmpty ? 0 : 1) }
    }

    private var fields: [Field]
    /// The field that has the keyboard.
    private(set) var focus = 0
    /// The footnote under the fields.
    private(set) var footnote = "Choose a delivery option"
    /// Whether the demo was quit.
    private(set) var isFinished = false
    /// Whether Ctrl-C ended it (then its last line says so, not what was chosen).
    private var wasInterrupted = false
    private var exclusivity = DropdownExclusivity<Int>()
    private var size = TerminalSize.fallback
    private let maximumListHeight = 6
    private let strings: DropdownStrings
    private let terminalStrings: TerminalStrings

    /// The rows of the screen's lines, from its first line.
    private static let headingRow = 0
    private static let firstFieldRow = 2

    /// Creates the screen: Shipping (Standard, Express, Overnight, Pickup; Standard selected),
    /// Country (France, Italy, Portugal, Spain; placeholder "Select a country"), Fruit (Apple, Banana,
    /// More Fruits › watermelon, strawberry), Toppings (several, at most 3) and City (searchable).
    /// The checkout's own text is the demo's sample content, in English; the dropdowns and the hint
    /// line speak `language`.
    init(language: DropdownLanguage = .english) {
        strings = DropdownStrings(language: language)
        terminalStrings = TerminalStrings(language: language)
        let shipping = ["Standard", "Express", "Overnight", "Pickup"].map { DropdownOption($0) }
        let countries = ["France", "Italy", "Portugal", "Spain"].map { DropdownOption($0) }
        let fruits = [
            DropdownOption("Apple"), DropdownOption("Banana"),
            DropdownOption("More Fruits", children: [DropdownOption("watermelon"), DropdownOption("strawberry")]),
        ]
        let toppings = ["Cheese", "Ham", "Olives", "Basil", "Mushrooms"].map { DropdownOption($0) }
        let cities = [
            "Amsterdam", "Athens", "Barcelona", "Berlin", "Brussels", "Budapest", "Copenhagen", "Dublin",
            "Helsinki", "Lisbon", "London", "Madrid", "Oslo", "Paris", "Prague", "Rome", "Stockholm", "Vienna",
            "Warsaw", "Zürich",
        ].map { DropdownOption($0) }
        fields = [
            Field(
                title: "Shipping", placeholder: "Select",
                state: DropdownState(options: shipping, selection: ["Standard"])),
            Field(
                title: "Country", placeholder: "Select a country",
                state: DropdownState(options: countries)),
            Field(
                title: "Fruit", placeholder: "Choose a fruit",
                state: DropdownState(options: fruits, configuration: DropdownConfiguration(showsPath: true))),
            Field(
                title: "Toppings", placeholder: "Up to 3",
                state: DropdownState(
                    options: toppings, configuration: DropdownConfiguration(selectionMode: .multiple, selectionLimit: 3)
                )),
            Field(
                title: "City", placeholder: "Type to search",
                state: DropdownState(options: cities, configuration: DropdownConfiguration(isSearchable: true))),
        ]
    }

    /// The dropdown of a field: 0 is Shipping, 1 is Country.
    func state(ofField index: Int) -> DropdownState<String> { fields[index].state }

    mutating func layOut(size: TerminalSize) {
        self.size = size
        for index in fields.indices { refreshViewport(of: index, after: []) }
    }

    mutating func start(at time: Duration) {}

    mutating func handle(_ inputs: [TerminalInput], at time: Duration) {
        for input in inputs where !isFinished {
            if case .character("q", alt: false) = input, !isListOpen {
                isFinished = true  // the demo's quit key, while no list is open
                return
            }
            if fields[focus].state.isOpen && fields[focus].state.isSearchable && fields[focus].editor.apply(input) {
                send(.setQuery(fields[focus].editor.text), at: time)  // F1: the query as edited
                continue
            }
            for event in TerminalKeyMap.events(for: input) as [DropdownEvent<String>] { send(event, at: time) }
        }
    }

    /// Whether a list is open (then letters are typeahead, and q does not quit).
    private var isListOpen: Bool { fields.contains { $0.state.isOpen } }

    /// The hint line: the keys that work at the moment, for the list that is open, its highlighted
    /// row and its level (Enter closes a list with nothing highlighted, rules N4 and M2; Right opens a
    /// parent, H2; Left and Escape go back from a submenu, H3; Escape clears a query first).
    private var hint: String {
        let items: [TerminalStrings.DemoHint]
        if let state = fields.first(where: { $0.state.isOpen })?.state {
            items = Self.hint(for: state)
        } else {
            items = [.nextField, .openField, .quit]
        }
        return items.map(terminalStrings.demoHint).joined(separator: " · ")
    }

    /// The items of the hint line while `state`'s list is open.
    private static func hint(for state: DropdownState<String>) -> [TerminalStrings.DemoHint] {
        var items: [TerminalStrings.DemoHint] = state.isSearchable ? [.type, .move] : [.move]
        let isMultiple = state.configuration.selectionMode == .multiple
        if let highlighted = state.highlighted {
            items.append(state.isParent(highlighted) ? .openSubmenu : isMultiple ? .mark : .choose)
        } else {
            items.append(.closeByEnter)
        }
        if !state.submenuPath.isEmpty {
            items += [.back, .backByEscape]
        } else if state.query.isEmpty {
            items.append(isMultiple ? .done : .close)
        }
        return items
    }

    mutating func interrupt() {
        for index in fields.indices { fields[index].state.send(.close, at: .zero) }
        isFinished = true
        wasInterrupted = true
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
        if fields[index].state.query != fields[index].editor.text {
            fields[index].editor.reset(to: fields[index].state.query)
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
            for: field.state, changes: changes, size: size,
            fieldRow: Self.firstFieldRow + index - firstShownRow, maximumHeight: maximumListHeight + field.headLines,
            reserved: field.headLines)
        field.state.send(.setPageSize(field.viewport.rowsShown), at: .zero)  // N3; the event reads no time
        fields[index] = field
    }

    /// The first line of the screen that is drawn: the heading, or on a terminal too short for every
    /// field, a later line, so that the field with the keyboard is on the terminal's last line.
    private var firstShownRow: Int { max(0, Self.firstFieldRow + focus - (size.rows - 1)) }

    func frame() -> TerminalFrame {
        let renderer = DropdownRenderer(width: size.drawableColumns, strings: strings)
        var rows: [Int: StyledLine] = [Self.headingRow: StyledLine("Checkout", .bold)]
        for (index, field) in fields.enumerated() {
            rows[Self.firstFieldRow + index] = renderer.fieldLine(
                title: field.title, placeholder: field.placeholder, state: field.state,
                prefix: index == focus ? .init("❯ ", .accent) : .init("  "))
        }
        let footRow = Self.firstFieldRow + fields.count + 1
        rows[footRow] = StyledLine(TerminalText.truncated(footnote, toWidth: size.drawableColumns), .dim)
        // The open list floats over the lines next to its field.
        for (index, field) in fields.enumerated() where field.state.isOpen {
            var head: [StyledLine] = []
            if field.state.isSearchable { head.append(renderer.queryLine(state: field.state, editor: field.editor)) }
            if let back = renderer.backLine(state: field.state) { head.append(back) }
            let body = renderer.listLines(state: field.state, window: field.viewport.window)
            let budget = field.viewport.lineBudget
            let list =
                field.viewport.direction == .above
                ? Array((body + head).suffix(budget)) : Array((head + body).prefix(budget))
            let fieldRow = Self.firstFieldRow + index
            let first = field.viewport.direction == .above ? fieldRow - list.count : fieldRow + 1
            for (offset, line) in list.enumerated() { rows[first + offset] = line }
        }
        // The hint goes under everything, an open list included, so that it is never drawn over.
        let hintRow = max(footRow + 1, (rows.keys.max() ?? 0) + 1)
        rows[hintRow] = StyledLine(TerminalText.truncated(hint, toWidth: size.drawableColumns), .dim)
        let top = firstShownRow
        let bottom = min(rows.keys.max() ?? 0, top + size.rows - 1)  // never taller than the terminal
        return TerminalFrame(lines: (top...max(top, bottom)).map { rows[$0] ?? StyledLine() })
    }

    /// "Checkout: (cancelled)", in the colour of a warning: Ctrl-C chose nothing.
    var interruptedLine: StyledLine {
        StyledLine([.init("Checkout", .bold), .init(": " + terminalStrings.cancelled, .warning)])
            .truncated(toWidth: size.drawableColumns)
    }

    func finalLine() -> StyledLine {
        guard !wasInterrupted else { return interruptedLine }
        let summary = fields.map { field in
            "\(field.title): \(field.state.selectedLabels.first ?? field.placeholder)"
        }.joined(separator: ", ")
        return StyledLine([.init("✔ ", .success), .init("Checkout", .bold), .init(" · " + summary)])
            .truncated(toWidth: size.drawableColumns)
    }
}
