import DropdownCore

/// The prompt for terminals that cannot move the cursor (`TERM=dumb`: Emacs shells, some CI logs,
/// serial lines): a plain numbered menu, written line by line and answered with a line.
///
/// ```
/// Shipping
///   1) Standard
///   2) Express
/// Shipping [1-2, or a label]: 2
/// ```
///
/// An answer is a number from the list shown, or an option's label; with multiple selection,
/// several numbers ("1 3" or "1,3"), which name the whole selection. Any other text narrows the list
/// to the options it matches (the core's search, rule F1), renumbered; an empty answer shows every
/// option again, or confirms the selection (the options selected from the start). The terminal
/// edits and echoes the line (canonical mode): no escape sequence is ever written.
///
/// The menu decides nothing itself: an answer becomes the events a pointer would send (a tap on
/// each option named, rules N8, M2; Enter with nothing highlighted to confirm, N4), and the menu
/// ends when the core closes the list, with the core's selection. What the core refuses is said
/// in words: an option that cannot be chosen (disabled, or a parent among several numbers, rule
/// H1), several numbers for one choice, more than the limit (M3), or too few for the requirement
/// (V4: the requirement's own words, and the menu goes on).
///
/// Nested options work as in the other front ends, through the core: a parent is listed with "›"
/// after its label, and its number (or label) opens its submenu (rule H2), listed under the path
/// of the open submenus with "0) ‹ Parent" first, which goes back up (H3); a search lists the
/// leaves of every level, each after its path (H6). When creating is allowed (rule L5), a query
/// that names no option is listed with a numbered "Create “query”" row, and its number has the core
/// add the option that `createOption` makes.
package struct NumberedMenu<ID: Hashable> {
    /// The title of the question.
    package let title: String
    /// Lines written under the title, above the options (`--header`).
    package let header: [String]
    /// The most options listed at a time.
    package let pageSize: Int
    /// The dropdown: its options, the selection, and the query that narrows the list.
    package private(set) var state: DropdownState<ID>
    /// How the menu ended, once it has.
    package private(set) var outcome: PromptOutcome<ID>?

    private let width: Int
    private let strings: DropdownStrings
    private let terminalStrings: TerminalStrings
    private let createOption: ((String) -> DropdownOption<ID>)?

    /// Creates a menu; `width` is the terminal's, in columns (lines are cut to it). A `state` whose
    /// list is open with a query starts narrowed to its matches. `strings` are the dropdown's words
    /// (a "Create" row), `terminalStrings` the menu's questions and messages. `createOption` makes
    /// the option for a query the person chose to create (rule L5; without it, nothing is created).
    package init(
        title: String, header: [String] = [], state: DropdownState<ID>, pageSize: Int = 10, width: Int = 80,
        strings: DropdownStrings = .english, terminalStrings: TerminalStrings = .english,
        createOption: ((String) -> DropdownOption<ID>)? = nil
    ) {
        self.title = title
        self.header = header
        self.state = state
        self.pageSize = max(1, pageSize)
        self.width = max(20, width)
        self.strings = strings
        self.terminalStrings = terminalStrings
        self.createOption = createOption
        self.state.send(.open, at: .zero)
        self.state.send(.setPageSize(self.pageSize), at: .zero)  // N3: a page is what the menu lists
        self.query = state.query
    }

    /// The first text to write: the list and the question.
    package func start() -> String { listing() + question() }

    /// Answers a line typed by the person (without its line break); returns the text to write next,
    /// empty once the menu has ended.
    package mutating func answer(_ line: String) -> String {
        let reply = respond(to: String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
        if outcome == nil { query = state.query }  // once the list closed, the core's is empty (F5)
        return reply
    }

    /// An answer without its surrounding spaces: the query emptied or the selection confirmed (an
    /// empty answer), numbers or a label chosen, or the list narrowed.
    private mutating func respond(to text: String) -> String {
        if text.isEmpty {
            if !state.query.isEmpty {
                state.send(.setQuery(""), at: .zero)
                return listing() + question()
            }
            return confirm()
        }
        if let numbers = Self.numbers(in: text) { return choose(numbers, typed: text) }
        if let labelled = row(labelled: text) {
            return choose([labelled.state.visibleOption(atRow: labelled.row)], in: labelled.state)
        }
        state.send(.setQuery(text), at: .zero)
        if state.visibleCount == 0 && actionRows.isEmpty {
            state.send(.setQuery(""), at: .zero)
            return terminalStrings.menuNoMatch(TerminalText.fitted(text, toWidth: width / 2)) + "\n" + question()
        }
        return listing() + question()
    }

    /// Ends the menu as cancelled (end of input, Ctrl-D).
    package mutating func cancel() {
        outcome = .cancelled
    }

    /// The text that narrows the list (what was typed last that was not an answer), as it was when
    /// the menu ended.
    package private(set) var query: String

    /// The options listed (at most a page of the visible rows).
    private var shownOptions: Int { min(pageSize, state.visibleCount) }

    /// The status rows listed, numbered after the options: those with an action ("Create", retry).
    private var actionRows: [DropdownStatusRow] { state.statusRows.filter { $0.action != nil } }

    /// What a number of the listing stands for: 0, the back row of a submenu; then the options
    /// shown; then the status rows (a "Create" row).
    private enum Entry {
        case back
        case option(DropdownOption<ID>)
        case action(DropdownAction)
    }

    private func entry(numbered number: Int) -> Entry? {
        if number == 0 { return state.submenuPath.isEmpty ? nil : .back }
        if number <= shownOptions { return .option(state.visibleOption(atRow: number - 1)) }
        let actionRows = actionRows
        let offset = number - 1 - shownOptions
        return actionRows.indices.contains(offset) ? actionRows[offset].action.map(Entry.action) : nil
    }

    private mutating func choose(_ numbers: [Int], typed: String) -> String {
        let entries = numbers.map(entry(numbered:))
        guard entries.allSatisfy({ $0 != nil }) else {
            return terminalStrings.menuNotANumber(typed, last: shownOptions + actionRows.count) + "\n"
                + question()
        }
        var options: [DropdownOption<ID>] = []
        for entry in entries {
            switch entry! {
            case .back where numbers.count == 1:
                state.send(.key(.left), at: .zero)  // H3: up one level
                return listing() + question()
            case .action(let action) where numbers.count == 1: return act(action)
            case .option(let option): options.append(option)
            case .back, .action: return terminalStrings.menuChooseOne + "\n" + question()
            }
        }
        return choose(options)
    }

    /// The row of the option labelled `text`: among the rows listed, else, when a query narrows
    /// them, among every row of the list (on a copy of the dropdown with the query emptied, where
    /// the choice is then tried).
    private func row(labelled text: String) -> (state: DropdownState<ID>, row: Int)? {
        func row(in state: DropdownState<ID>) -> Int? {
            (0..<state.visibleCount).first { state.visibleLabel(atRow: $0) == text }
        }
        if let row = row(in: state) { return (state, row) }
        guard !state.query.isEmpty else { return nil }
        var everyRow = state
        everyRow.send(.setQuery(""), at: .zero)
        return row(in: everyRow).map { (everyRow, $0) }
    }

    /// Taps the options named, as a pointer would (rules N8, M2): one parent opens its submenu
    /// (H2); otherwise they become the whole selection and are confirmed. The taps are tried on a
    /// copy of the dropdown (`base`, the dropdown itself unless given), kept only when the core took
    /// every one: a refused tap (a disabled option, a parent among several, H1; the limit, M3; a
    /// tap after a single choice closed the list) leaves the menu as it was and says why.
    private mutating func choose(_ options: [DropdownOption<ID>], in base: DropdownState<ID>? = nil) -> String {
        var seen = Set<ID>()
        let options = options.filter { seen.insert($0.id).inserted }  // "1 1" names one option
        var trial = base ?? state
        trial.send(.setSelection([]), at: .zero)  // the answer names the whole selection
        for option in options {
            guard trial.isOpen else { return terminalStrings.menuChooseOne + "\n" + question() }
            let result = trial.handle(.tapOption(option.id), at: .zero)
            if trial.isOpen && result.changes.contains(.level) && options.count == 1 {  // H2: a parent's submenu
                state = base ?? state
                state.send(.tapOption(option.id), at: .zero)
                return listing() + question()
            }
            if case .selectionLimitReached(let limit)? = result.announcement {
                return terminalStrings.menuChooseAtMost(limit) + "\n" + question()
            }
            guard result.changes.contains(.selection) else {
                let label = TerminalText.fitted(option.label, toWidth: width / 2)
                return terminalStrings.menuCannotBeChosen(label) + "\n" + question()
            }
        }
        guard trial.isOpen else {  // a single choice closed the list
            state = trial
            return finish()
        }
        return confirm(trial)
    }

    /// Confirms a selection (the dropdown's, or one tried on a copy of it) as Enter with nothing
    /// highlighted does (rule N4): the menu ends when the core closes the list. When the requirement
    /// refuses it (V4), the menu keeps it and says what is missing; an empty answer with nothing
    /// chosen is no answer, and the question is asked again.
    private mutating func confirm(_ selection: DropdownState<ID>? = nil) -> String {
        var trial = selection ?? state
        trial.send(.hover(nil), at: .zero)
        trial.send(.key(.enter), at: .zero)
        if trial.isOpen {  // V4: too few for the requirement
            state = trial
            let message = state.fieldMessage(strings: strings).map { $0.text + "\n" } ?? ""
            return message + question()
        }
        guard !trial.selection.isEmpty else { return question() }
        state = trial
        return finish()
    }

    /// An action row chosen, as a tap on it (rules L1, L5): "Create" has the core add and select
    /// the option `createOption` makes, which ends the menu in single mode (the list closed) and
    /// lists the options again with it in multiple mode; "Retry" asks again.
    private mutating func act(_ action: DropdownAction) -> String {
        let createOption = createOption
        let result = state.handle(.tapAction(action), at: .zero, creatingWith: { createOption?($0) })
        if result.changes.contains(.closed) { return finish() }
        return listing() + question()
    }

    /// Ends the menu with the core's selection, once the core closed the list.
    private mutating func finish() -> String {
        outcome = state.selection.isEmpty ? .nothingChosen : .chosen(state.selection)
        return ""
    }

    /// "1 3", "1,3" or "2": whole numbers separated by spaces or commas.
    static func numbers(in text: String) -> [Int]? {
        let parts = text.split { $0 == " " || $0 == "," }
        let numbers = parts.compactMap { Int($0) }
        return !numbers.isEmpty && numbers.count == parts.count ? numbers : nil
    }

    /// The labels of parents (outermost first) joined as a path.
    private func pathText(_ ids: some Sequence<ID>) -> String {
        ids.map { state.option(withID: $0)?.label ?? "" }.joined(separator: DropdownRenderer.pathSeparator)
    }

    /// The title (and the path of the open submenus), then the numbered options of the current list
    /// (at most a page of them) and its status rows.
    private func listing() -> String {
        var heading = title
        if !state.submenuPath.isEmpty { heading += DropdownRenderer.pathSeparator + pathText(state.submenuPath) }
        var text = TerminalText.fitted(heading, toWidth: width) + "\n"
        for line in header { text += TerminalText.fitted(line, toWidth: width) + "\n" }
        if let parent = state.submenuPath.last {  // the back row (rule H3)
            let label = state.option(withID: parent)?.label ?? ""
            text += "  0) " + TerminalText.fitted(DropdownRenderer.backMarker + " " + label, toWidth: width - 6) + "\n"
        }
        let shown = shownOptions
        let actionRows = actionRows
        if shown == 0 && actionRows.isEmpty { text += "  \(terminalStrings.menuNoOptions)\n" }
        for row in 0..<shown {
            let option = state.visibleOption(atRow: row)
            var label = option.label
            let path = state.path(of: option.id).dropFirst(state.submenuPath.count)
            if !path.isEmpty { label = pathText(path) + DropdownRenderer.pathSeparator + label }  // H6
            if state.isParent(option.id) { label += " " + DropdownRenderer.parentMarker }  // H1
            let mark = state.isSelected(row: row) ? "* " : ""
            let note = option.isDisabled ? " " + terminalStrings.menuUnavailable : ""
            text += Self.number(row + 1) + TerminalText.fitted(mark + label + note, toWidth: width - 6) + "\n"
        }
        if state.visibleCount > shown {
            text += "  " + terminalStrings.menuMore(state.visibleCount - shown) + "\n"
        }
        for (offset, statusRow) in actionRows.enumerated() {
            text +=
                Self.number(shown + offset + 1)
                + TerminalText.fitted(strings.text(forStatusRow: statusRow), toWidth: width - 6) + "\n"
        }
        return text
    }

    /// "  1) " or " 12) ": a number, right-aligned in a column of four.
    private static func number(_ number: Int) -> String {
        "\(number)".count < 2 ? "  \(number)) " : " \(number)) "
    }

    /// The question, ending without a line break, where the answer is typed.
    private func question() -> String {
        let first = state.submenuPath.isEmpty ? 1 : 0
        let last = shownOptions + actionRows.count
        let numbers = last > first ? "\(first)-\(last)" : "\(first)"
        return terminalStrings.menuQuestion(
            title: TerminalText.fitted(title, toWidth: width / 2), numbers: numbers,
            multiple: state.configuration.selectionMode == .multiple)
    }
}

extension NumberedMenu {
    /// Runs the menu on a terminal left in its normal (canonical) mode, which edits and echoes the
    /// answer: writes the list, reads lines, until an answer ends it. End of input (Ctrl-D)
    /// cancels; Ctrl-C and Ctrl-Z are the terminal's signals, reported by the device: an interrupt
    /// ends the menu (returned for the caller to end by it), a stop suspends it. With a `timeout`,
    /// the menu ends as ``PromptOutcome/timedOut`` unless a key comes in time (the first key stops
    /// the timer).
    package mutating func run(on device: TerminalDevice, timeout: Duration? = nil) -> TerminalSession.End {
        device.write(start())
        var line: [UInt8] = []
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var isWaitingForFirstKey = deadline != nil
        while outcome == nil {
            let left = isWaitingForFirstKey ? deadline.map { max(.zero, $0 - clock.now) } : nil
            switch device.read(timeout: left) {
            case .timeout where isWaitingForFirstKey && clock.now >= deadline!:
                outcome = .timedOut
                device.write("\n")
                return .finished
            case .bytes(let bytes):
                isWaitingForFirstKey = false
                for byte in bytes where outcome == nil {
                    if byte == 0x0A || byte == 0x0D {
                        device.write(answer(String(decoding: line, as: UTF8.self)))
                        line = []
                    } else {
                        line.append(byte)
                    }
                }
            case .timeout, .readable: continue
            case .signal(TerminalSignal.windowChanged), .signal(TerminalSignal.continue): continue
            case .signal(TerminalSignal.stop): device.suspend()  // Ctrl-Z: the terminal's stop signal
            case .signal(let signal): return .signal(signal)
            case .end:
                cancel()
                device.write("\n")
                return .finished
            }
        }
        return .finished
    }
}
