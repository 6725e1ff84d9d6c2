import DropdownCore
import DropdownTerminal

/// What the flags decide before the prompt is drawn, and what an outcome prints and exits with:
/// the command's decisions (the dropdown's own are the core's).
enum PromptStart {
    /// Prepares the dropdown as the prompt shows it, with core events: `--selected '*'` selects
    /// every option (rule M4), the list opens as Down opens it (rule O2), `--query` searches (F1,
    /// F2). Returns the outcome when the flags answer without asking: `--exit-0` and no option (or
    /// no match): nothing chosen; `--select-1` and exactly one that can be chosen (not a parent,
    /// whose submenu may hold several): Enter takes it (N4); `--timeout 0`: timed out.
    static func decide(_ state: inout DropdownState<Int>, options: CommandLineOptions) -> PromptOutcome<Int>? {
        if options.selectsAll { state.send(.toggleAll, at: .zero) }
        state.send(.key(.down), at: .zero)
        if let query = options.query, !query.isEmpty { state.send(.setQuery(query), at: .zero) }
        if options.exitsWithoutOptions && state.visibleCount == 0 { return .nothingChosen }
        if options.selectsOne && state.visibleCount == 1 && !state.visibleOption(atRow: 0).isDisabled
            && !state.isParent(state.visibleOption(atRow: 0).id)  // H1: a parent alone is not one option
        {
            state.send(.key(.enter), at: .zero)
            if state.isOpen { return nil }  // V4: one option is fewer than --min asks for
            return state.selection.isEmpty ? .nothingChosen : .chosen(state.selection)
        }
        if options.timeout == .zero { return .timedOut }
        return nil
    }
}

/// What a prompt's outcome prints (the chosen options, and whether the query goes first) and its
/// exit status.
struct PromptAnswer: Equatable {
    var chosen: [Int] = []
    /// Whether `--print-query` prints the query: whenever the prompt closed (0 or 1).
    var printsQuery = false
    var status: ExitStatus

    /// The answer to an outcome. At a timeout, the `preselection` (what `--selected` selected, if
    /// it was given) is the answer; without one the status is 124, as `timeout(1)` exits.
    init(_ outcome: PromptOutcome<Int>, preselection: [Int]) {
        switch outcome {
        case .chosen(let ids): self.init(chosen: ids, printsQuery: true, status: .chosen)
        case .nothingChosen: self.init(printsQuery: true, status: .nothingChosen)
        case .timedOut where !preselection.isEmpty: self.init(chosen: preselection, printsQuery: true, status: .chosen)
        case .timedOut: self.init(status: .timedOut)
        case .cancelled, .interrupted: self.init(status: .cancelled)
        }
    }

    private init(chosen: [Int] = [], printsQuery: Bool = false, status: ExitStatus) {
        self.chosen = chosen
        self.printsQuery = printsQuery
        self.status = status
    }
}

/// A `--preview` command for an option: `{}` replaced by its value, quoted for the shell.
enum PreviewCommand {
    /// The template with each `{}` replaced by `value` in single quotes (a `'` inside written as
    /// `'\''`; NUL bytes, which no argument can hold, dropped).
    static func substituting(_ template: [UInt8], value: [UInt8]) -> [UInt8] {
        var quoted: [UInt8] = [UInt8(ascii: "'")]
        for byte in value where byte != 0 {
            if byte == UInt8(ascii: "'") { quoted += Array("'\\''".utf8) } else { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "'"))
        var result: [UInt8] = []
        var index = 0
        while index < template.count {
            if template[index] == UInt8(ascii: "{"), index + 1 < template.count,
                template[index + 1] == UInt8(ascii: "}")
            {
                result += quoted
                index += 2
            } else {
                result.append(template[index])
                index += 1
            }
        }
        return result
    }
}
