import DropdownCore

/// One question, ready to be asked: its title, the dropdown (its options, single or multiple
/// selection, search, the limit) and the channel its options arrive on, which also keeps the
/// caller's options for the answer.
struct Question<Option> {
    var title: String
    var state: DropdownState<Int>
    let channel: OptionChannel<Option>

    /// A question about options all given at once, with their labels and children.
    init(
        title: String, options: [Option], label: (Option) -> String, children: KeyPath<Option, [Option]?>?,
        configuration: DropdownConfiguration
    ) throws(PromptError) {
        var catalog = OptionCatalog<Option>()
        let tree = options.map { catalog.add($0, label: label, children: children) }
        guard let channel = OptionChannel(catalog: catalog) else {
            throw PromptError.noTerminal(reason: "cannot create a pipe")
        }
        channel.finish()
        self.init(title: title, state: DropdownState(options: tree, configuration: configuration), channel: channel)
    }

    /// A question whose options arrive later on the channel: loading until they end (rule L1).
    init(title: String, configuration: DropdownConfiguration) throws(PromptError) {
        guard let channel = OptionChannel(catalog: OptionCatalog<Option>()) else {
            throw PromptError.noTerminal(reason: "cannot create a pipe")
        }
        var state = DropdownState<Int>(options: [], configuration: configuration)
        state.send(.setLoadState(.loading, hasMore: false), at: .zero)
        self.init(title: title, state: state, channel: channel)
    }

    private init(title: String, state: DropdownState<Int>, channel: OptionChannel<Option>) {
        self.title = title
        self.state = state
        self.channel = channel
    }

    /// The dropdown, moved out (the question keeps an empty one): a copy would be copied again on
    /// its first change.
    mutating func takeState() -> DropdownState<Int> {
        let taken = state
        state = DropdownState(options: [], configuration: taken.configuration)
        return taken
    }
}

/// What a question asks for: one option, or several between a minimum and a limit; searchable or
/// not.
enum QuestionKind {
    case single(_ isSearchable: Bool)
    case several(_ limit: Int?, _ minimum: Int, _ isSearchable: Bool)

    /// The dropdown's settings: a prompt's keys (Enter confirms several, Tab and Space toggle), in
    /// the options' order; with nested options, the answer's path on its last line ("License:
    /// Permissive › MIT", rule H6).
    func configuration(isNested: Bool) -> DropdownConfiguration {
        switch self {
        case .single(let isSearchable):
            DropdownConfiguration(isSearchable: isSearchable, multipleSelectionKeys: .prompt, showsPath: isNested)
        case .several(let limit, let minimum, let isSearchable):
            DropdownConfiguration(
                selectionMode: .multiple, selectionLimit: limit, isSearchable: isSearchable,
                multipleSelectionKeys: .prompt, showsPath: isNested, requirement: .atLeast(minimum),
                confirmsOnlyWhenValid: true)
        }
    }
}

/// How a question ended, before it is turned into the caller's answer or error.
enum QuestionEnd: Sendable, Equatable {
    /// The list closed with these options chosen.
    case chosen([Int])
    /// The list closed with nothing chosen.
    case nothingChosen
    /// Escape: the person declined to answer.
    case cancelled
    /// Ctrl-C (as `SIGINT`) or a terminating signal.
    case stopped(signal: Int32)
    /// The terminal went away.
    case terminalClosed
    /// The caller's task was cancelled, or the options ended with an error.
    case withdrawn
}
