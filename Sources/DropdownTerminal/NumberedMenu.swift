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
/// several numbers ("1 3" or "1,3"). Any other text narrows the list to the options it matches
/// (the core's search, rule F1), renumbered; an empty answer shows every option again, or takes the
/// options selected from the start. The terminal edits and echoes the line (canonical mode): no
/// escape sequence is ever written.
public struct NumberedMenu<ID: Hashable> {
    /// The title of the question.
    public let title: String
    /// Lines written under the title, above the options (`--header`).
    public let header: [String]
    /// The most options listed at a time.
    public let pageSize: Int
    /// The dropdown: its options, the selection, and the query that narrows the list.
    public private(set) var state: DropdownState<ID>
    /// How the menu ended, once it has.
    public private(set) var outcome: PromptOutcome<ID>?

    private let width: Int
    private let strings: TerminalStrings

    /// Creates a menu; `width` is the terminal's, in columns (lines are cut to it). A `state` whose
    /// list is open with a query starts narrowed to its matches. `strings` are its questions and
    /// messages.
    public init(
        title: String, header: [String] = [], state: DropdownState<ID>, pageSize: Int = 10, width: Int = 80,
        strings: TerminalStrings = .english
    ) {
        self.title = title
        self.header = header
        self.state = state
        self.pageSize = max(1, pageSize)
        self.width = max(20, width)
        self.strings = strings
        self.state.send(.open, at: .zero)
    }

    /// The first text to write: the list and the question.
    public func start() -> String { listing() + question() }

    /// Answers a line typed by the person (without its line break); returns the text to write next,
    /// empty once the menu has ended.
    public mutating func answer(_ line: String) -> String {
        let text = String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if text.isEmpty {
            if !state.query.isEmpty {
                state.send(.setQuery(""), at: .zero)
                return listing() + question()
            }
            if !state.selection.isEmpty { return finish(with: state.selection) }
            return question()
        }
        if let numbers = Self.numbers(in: text) { return choose(rows: numbers.map { $0 - 1 }, typed: text) }
        if let option = state.options.first(where: { $0.label == text && !$0.isDisabled }) {
            return finish(with: [option.id])
        }
        state.send(.setQuery(text), at: .zero)
        if state.visibleCount == 0 {
            state.send(.setQuery(""), at: .zero)
            return strings.menuNoMatch(TerminalText.fitted(text, toWidth: width / 2)) + "\n" + question()
        }
        return listing() + question()
    }

    /// Ends the menu as cancelled (end of input, Ctrl-D).
    public mutating func cancel() {
        outcome = .cancelled
    }

    /// The text that narrows the list (what was typed last that was not an answer).
    public var query: String { state.query }

    private mutating func choose(rows: [Int], typed: String) -> String {
        let shown = min(pageSize, state.visibleCount)
        guard rows.allSatisfy({ (0..<shown).contains($0) }) else {
            return strings.menuNotANumber(typed, last: shown) + "\n" + question()
        }
        let options = rows.map(state.visibleOption(atRow:))
        if let disabled = options.first(where: \.isDisabled) {
            return strings.menuCannotBeChosen(TerminalText.fitted(disabled.label, toWidth: width / 2)) + "\n"
                + question()
        }
        let multiple = state.configuration.selectionMode == .multiple
        if !multiple && options.count > 1 { return strings.menuChooseOne + "\n" + question() }
        if let limit = state.configuration.selectionLimit, Set(options.map(\.id)).count > limit {
            return strings.menuChooseAtMost(limit) + "\n" + question()
        }
        return finish(with: options.map(\.id))
    }

    private mutating func finish(with ids: [ID]) -> String {
        var seen = Set<ID>()
        outcome = .chosen(ids.filter { seen.insert($0).inserted })
        return ""
    }

    /// "1 3", "1,3" or "2": whole numbers separated by spaces or commas.
    static func numbers(in text: String) -> [Int]? {
        let parts = text.split { $0 == " " || $0 == "," }
        let numbers = parts.compactMap { Int($0) }
        return !numbers.isEmpty && numbers.count == parts.count ? numbers : nil
    }

    /// The title and the numbered options of the current list (at most a page of them).
    private func listing() -> String {
        var text = TerminalText.fitted(title, toWidth: width) + "\n"
        for line in header { text += TerminalText.fitted(line, toWidth: width) + "\n" }
        let shown = min(pageSize, state.visibleCount)
        if shown == 0 { text += "  \(strings.menuNoOptions)\n" }
        for row in 0..<shown {
            let option = state.visibleOption(atRow: row)
            let number = "\(row + 1)".count < 2 ? "  \(row + 1)) " : " \(row + 1)) "
            let mark = state.isSelected(row: row) ? "* " : ""
            let note = option.isDisabled ? " " + strings.menuUnavailable : ""
            text += number + TerminalText.fitted(mark + option.label + note, toWidth: width - 6) + "\n"
        }
        if state.visibleCount > shown {
            text += "  " + strings.menuMore(state.visibleCount - shown) + "\n"
        }
        return text
    }

    /// The question, ending without a line break, where the answer is typed.
    private func question() -> String {
        let shown = min(pageSize, state.visibleCount)
        let numbers = shown > 1 ? "1-\(shown)" : "1"
        return strings.menuQuestion(
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
    public mutating func run(on device: TerminalDevice, timeout: Duration? = nil) -> TerminalSession.End {
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
