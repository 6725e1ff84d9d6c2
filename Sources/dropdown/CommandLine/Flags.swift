/// One flag of `dropdown`: its names, its value, what it does, and how a shell completes it. The
/// table ``Flag/all`` is the one place flags are described: `--help`, the shell completions, the
/// man page and the README's flag table (checked by a test) are all made from it, and the parser
/// looks flags up in it.
struct Flag: Hashable {
    /// The long name, with its dashes ("--header").
    let name: String
    /// The one-letter name, if any ("m" for -m).
    let short: Character?
    /// The name of its value in help ("TEXT"), or `nil` for a flag without a value.
    let value: String?
    /// What the flag does, in one or two sentences (wrapped when printed).
    let help: String
    /// How shells complete its value.
    let completion: Completion
    /// Where `--help` lists it.
    let group: Group
    /// Whether it may be given more than once (each adds to the previous).
    let isRepeatable: Bool

    /// How a shell completes a flag's value.
    enum Completion: Hashable {
        /// Free text (or no value).
        case text
        /// One of these words.
        case words([String])
        /// A command line.
        case command
    }

    /// The groups of `--help`, in order.
    enum Group: String, CaseIterable {
        case input = "INPUT"
        case choosing = "CHOOSING"
        case searching = "SEARCHING"
        case output = "OUTPUT"
        case drawing = "DRAWING"
        case other = "OTHER"
    }

    init(
        _ name: String, short: Character? = nil, value: String? = nil, _ group: Group,
        completion: Completion = .text, repeatable: Bool = false, _ help: String
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.completion = completion
        self.group = group
        self.isRepeatable = repeatable
    }

    /// The flag as usage shows it: "--header TEXT", "-m, --multiple".
    var synopsis: String {
        let long = name + (value.map { " " + $0 } ?? "")
        guard let short else { return long }
        return "-\(short)" + (value.map { " " + $0 } ?? "") + ", " + long
    }

    /// The flag named `name` ("--header", or "-m"), if there is one.
    static func named(_ name: String) -> Flag? {
        all.first { $0.name == name || ($0.short.map { "-\($0)" } == name) }
    }

    /// Every flag of `dropdown`.
    static let all: [Flag] = [
        Flag(
            "--label-delimiter", value: "SEP", .input,
            "each line is 'label SEP value': the label is shown and searched, the value printed. A line without SEP is both"
        ),
        Flag(
            "--description-delimiter", value: "SEP", .input,
            "each line is 'label SEP description' (or 'label SEP value SEP description' with --label-delimiter): the description is shown dimmed after the label, never searched"
        ),
        Flag(
            "--json", .input,
            "standard input is a JSON array of strings or objects {\"label\", \"value\", \"description\", \"disabled\", \"section\", \"children\"}; invalid JSON is exit 2, with the line and column of the error"
        ),
        Flag("--read0", .input, "options on standard input are separated by NUL, not by line feeds (find -print0)"),
        Flag(
            "--tree", value: "SEP", .input,
            "each line is a path whose parts are separated by SEP ('fruits/more/watermelon' with --tree /): the lines become a tree of submenus (Right or Enter opens one, Left or Escape goes back, a search finds every line and shows its path); the whole chosen line is printed. The tree is built once the input ends; until then the lines show as they are"
        ),
        Flag(
            "--title", value: "TEXT", .choosing,
            "the field's title (default \"Choose\", in the language of LC_ALL, LC_MESSAGES or LANG)"),
        Flag(
            "--placeholder", value: "TEXT", .choosing,
            "what the field shows with nothing selected (default \"Choose\", in the language of LC_ALL, LC_MESSAGES or LANG)"
        ),
        Flag(
            "--selected", value: "VALUE", .choosing, repeatable: true,
            "start with the option whose value (else label) is VALUE selected and highlighted; repeat with --multiple, or '*' for every option. A preselected option can be deselected. Without a terminal, or at --timeout, the selection is the answer"
        ),
        Flag(
            "--multiple", short: "m", .choosing,
            "choose several: Tab or Space toggles (Tab only with --search), Enter confirms (with nothing marked: the highlighted option), Ctrl-A selects all"
        ),
        Flag("--no-limit", .choosing, "the same as --multiple, with no limit (as gum has it)"),
        Flag("--limit", value: "N", .choosing, "choose at most N (implies --multiple)"),
        Flag(
            "--ordered", .choosing,
            "with --multiple, print the options in the order they were chosen (else in input order)"),
        Flag(
            "--select-1", short: "1", .choosing,
            "if exactly one option (or one match of --query) can be chosen, print it without drawing anything"),
        Flag("--exit-0", short: "0", .choosing, "if there is no option (or no match of --query), exit 1 at once"),
        Flag(
            "--create", .choosing,
            "allow an answer that is not among the options (implies --search): when the query names no option, a 'Create' row after the matches chooses it, and it is printed as typed (exit 0; --output index prints -1 for it)"
        ),
        Flag(
            "--timeout", value: "SECONDS", .choosing,
            "if no key is pressed within SECONDS (a decimal number; 0 answers at once), print the --selected options (exit 0), or else exit 124. The first key stops the timer"
        ),
        Flag(
            "--search", .searching,
            "type to filter the options with fuzzy matching (matches are underlined); the query is edited as in a shell (see KEYS), at most 1,000 characters. The query is fzf's extended syntax: words separated by spaces must all match; 'word matches exactly, ^word at the start, word$ at the end, !word must not match (!^, !$, !' too); a | b takes either; '\\ ' is a space in a word; a word with upper case is case-sensitive (--exact and --no-extended change how it is read)"
        ),
        Flag("--query", value: "TEXT", .searching, "start searching with TEXT as the query (implies --search)"),
        Flag(
            "--no-sort", .searching,
            "keep the options' order while searching (and with --filter) instead of ranking the matches"),
        Flag(
            "--filter", short: "f", value: "QUERY", .searching,
            "print the options matching QUERY, ranked as fzf --filter ranks them, and exit (no terminal needed); whole lines are searched, and an empty QUERY prints them all. QUERY is read as the search line's query (see --search, --exact, --no-extended)"
        ),
        Flag(
            "--exact", short: "e", .searching,
            "words of the query match exactly, as substrings ('word then matches fuzzily), as fzf --exact: on the search line, for --query (and so --select-1 and --exit-0) and for --filter"
        ),
        Flag(
            "--no-extended", .searching,
            "the query is one fuzzy pattern, spaces and all, without operators, as fzf --no-extended: on the search line, for --query and for --filter"
        ),
        Flag(
            "--output", value: "WHAT", .output, completion: .words(OutputFormat.allCases.map(\.rawValue)),
            "what is printed for each chosen option: 'value' (the default: the line, or its value with --label-delimiter or --json), 'line' (the whole input line, or the JSON element), 'index' (0-based, in input order), or 'json' (the chosen options as one JSON array)"
        ),
        Flag(
            "--print-query", .output,
            "print the query first, on a line of its own (also when nothing is chosen, then exit 1)"),
        Flag("--print0", .output, "end each printed record with NUL instead of a line feed"),
        Flag(
            "--height", value: "ROWS", .drawing,
            "show at most ROWS rows of options (default 10; fewer if the terminal is short)"),
        Flag(
            "--header", value: "TEXT", .drawing,
            "a dimmed line (a line per line of TEXT) between the field and the list"),
        Flag("--prompt", value: "TEXT", .drawing, "what starts the search line (default \"/ \")"),
        Flag("--cursor", value: "TEXT", .drawing, "what marks the highlighted row (default \"❯ \")"),
        Flag("--selected-prefix", value: "TEXT", .drawing, "what marks a selected row (default \"✓ \")"),
        Flag(
            "--unselected-prefix", value: "TEXT", .drawing, "what marks a row that is not selected (default two spaces)"
        ),
        Flag(
            "--reverse", .drawing,
            "draw the list above the search line and the field, which stay on the bottom line (fzf's --layout=reverse-list)"
        ),
        Flag(
            "--preview", value: "COMMAND", .drawing, completion: .command,
            "show the output of COMMAND for the highlighted option in a pane; {} in COMMAND is replaced by the option's value, quoted for the shell. It runs in the background (COLUMNS and LINES give the pane's size) and is stopped when the highlight moves; its colours are kept, any other escape sequence is shown escaped"
        ),
        Flag(
            "--preview-window", value: "WHERE", .drawing,
            completion: .words(["right:50%", "right:40", "down:10", "down:50%"]),
            "where the preview goes: right:N% or right:COLUMNS (the default is right:50%; below the list when the terminal is too narrow), or down:ROWS or down:N%"
        ),
        Flag("--color", .drawing, "colours even when NO_COLOR is set"),
        Flag("--no-color", .drawing, "no colours (also when NO_COLOR is set; CLICOLOR_FORCE turns them on)"),
        Flag(
            "--no-mouse", .drawing,
            "no mouse (by default a click chooses a row, or toggles it with --multiple, the wheel moves, a click outside closes the list)"
        ),
        Flag(
            "--completions", value: "SHELL", .other, completion: .words(Shell.allCases.map(\.rawValue)),
            "print the completion script for SHELL (bash, zsh or fish)"),
        Flag("--man", .other, "print the manual page (roff; view it with: dropdown --man | man -l -)"),
        Flag("--help", short: "h", .other, "this help"),
        Flag("--version", .other, "the version"),
    ]
}

/// The exit statuses of `dropdown`, for `--help`, the man page and the README.
enum ExitStatus {
    /// Each status and what it means.
    static let all: [(code: Int32, meaning: String)] = [
        (0, "an option was chosen (--filter: something matched; --timeout with --selected: the selection)"),
        (
            1,
            "nothing was chosen: the list closed with nothing selected, --exit-0 found no option, --filter matched nothing, or there were no options and no terminal"
        ),
        (
            2,
            "usage error or bad input (an unknown flag, invalid JSON, unreadable standard input), or no terminal to ask on without --selected or --timeout"
        ),
        (124, "--timeout passed without a key and without --selected"),
        (130, "cancelled with Escape, or interrupted with Ctrl-C or SIGINT"),
        (143, "ended by SIGTERM, the terminal restored"),
        (129, "ended by SIGHUP, the terminal restored (other terminating signals likewise end it by that signal)"),
    ]
}

/// The shells `--completions` writes for.
enum Shell: String, CaseIterable {
    case bash, zsh, fish
}

/// What `--output` prints for each chosen option.
enum OutputFormat: String, CaseIterable {
    case value, line, index, json
}
