/// One flag of `dropdown`: its names, its value, what it does, how a shell completes it, and how
/// it changes the options of the command line.
///
/// The table ``Flag/all`` is the one place flags are described: `--help`, the shell completions,
/// the man page and the flag table of Docs/Command.md (checked by a test) are all made from it, and the
/// parser looks flags up in it and lets each entry apply itself.
struct Flag: Sendable {
    /// Why a flag's value is refused: what the flag needs instead ("a whole number above 0").
    struct InvalidValue: Error {
        var needs: String
    }

    /// What a flag does to the options, given its value ("" for a flag without one); it throws
    /// ``InvalidValue`` for a value it refuses. (A closure's typed `throws` is not inferred from its
    /// body, so the type says `throws` and the parser reads the error back.)
    typealias Apply = @Sendable (inout CommandLineOptions, String) throws -> Void

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
    /// Sets what the flag asks for in the options.
    let apply: Apply

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

    /// A flag that takes a value, named `value` in help.
    init(
        _ name: String, short: Character? = nil, value: String, _ group: Group, completion: Completion = .text,
        repeatable: Bool = false, _ help: String, apply: @escaping Apply
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.completion = completion
        self.group = group
        self.isRepeatable = repeatable
        self.apply = apply
    }

    /// A flag without a value.
    init(
        _ name: String, short: Character? = nil, _ group: Group, _ help: String,
        apply: @escaping @Sendable (inout CommandLineOptions) -> Void
    ) {
        self.name = name
        self.short = short
        self.value = nil
        self.help = help
        self.completion = .text
        self.group = group
        self.isRepeatable = false
        self.apply = { options, _ in apply(&options) }
    }

    /// A flag without a value that sets one option to `value` ("--json" sets `isJSON` to `true`).
    init<Value: Sendable>(
        _ name: String, short: Character? = nil, _ group: Group, _ help: String,
        sets option: WritableKeyPath<CommandLineOptions, Value> & Sendable, to value: Value
    ) {
        self.init(name, short: short, group, help) { $0[keyPath: option] = value }
    }

    /// A flag whose value, as given, is the text of one option ("--title TEXT").
    init(
        _ name: String, value: String, _ group: Group, completion: Completion = .text, _ help: String,
        sets option: WritableKeyPath<CommandLineOptions, String?> & Sendable
    ) {
        self.init(name, value: value, group, completion: completion, help) { $0[keyPath: option] = $1 }
    }

    /// A flag whose value `parse` reads into one option, or refuses ("--height ROWS", a whole number
    /// above 0).
    init<Value>(
        _ name: String, short: Character? = nil, value: String, _ group: Group, completion: Completion = .text,
        _ help: String, sets option: WritableKeyPath<CommandLineOptions, Value> & Sendable,
        parsing parse: @escaping @Sendable (String) throws -> Value
    ) {
        self.init(name, short: short, value: value, group, completion: completion, help) {
            $0[keyPath: option] = try parse($1)
        }
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
            "each line is 'label SEP value': the label is shown and searched, the value printed. A line without SEP is both",
            sets: \.labelDelimiter, parsing: Flag.separator),
        Flag(
            "--description-delimiter", value: "SEP", .input,
            "each line is 'label SEP description' (or 'label SEP value SEP description' with --label-delimiter): the description is shown dimmed after the label, never searched",
            sets: \.descriptionDelimiter, parsing: Flag.separator),
        Flag(
            "--keywords-delimiter", value: "SEP", .input,
            "each line is 'label SEP keywords': the keywords (more SEPs separate them) are searched with the label, not shown, not printed as the label; a row found by its keywords shows its label. With --label-delimiter or --description-delimiter, 'label SEP keywords' is the label's field",
            sets: \.keywordsDelimiter, parsing: Flag.separator),
        Flag(
            "--json", .input,
            "standard input is a JSON array of strings or objects {\"label\", \"value\", \"description\", \"disabled\", \"section\", \"keywords\", \"children\"} (\"keywords\": an array of strings searched with the label, not shown); invalid JSON is exit 2, with the line and column of the error",
            sets: \.isJSON, to: true),
        Flag(
            "--read0", .input, "options on standard input are separated by NUL, not by line feeds (find -print0)",
            sets: \.readsNUL, to: true),
        Flag(
            "--tree", value: "SEP", .input,
            "each line is a path whose parts are separated by SEP ('fruits/more/watermelon' with --tree /; empty parts and a leading '.' are skipped): the lines become a tree of submenus (Right or Enter opens one, Left or Escape goes back, a search finds every line and shows its path); the whole chosen line is printed. The tree is built once the input ends; until then the lines show as they are",
            sets: \.treeSeparator, parsing: Flag.separator),
        Flag(
            "--title", value: "TEXT", .choosing,
            "the field's title (default none: the field shows the placeholder or the selection alone; the numbered menu of TERM=dumb asks \"Choose\", in the language of LC_ALL, LC_MESSAGES or LANG)",
            sets: \.title),
        Flag(
            "--placeholder", value: "TEXT", .choosing,
            "what the field shows with nothing selected (default \"Choose\", in the language of LC_ALL, LC_MESSAGES or LANG)",
            sets: \.placeholder),
        Flag(
            "--selected", value: "VALUE", .choosing, repeatable: true,
            "start with the option whose value (else label) is VALUE selected and highlighted; repeat with --multiple, or '*' for every option. A preselected option can be deselected. Without a terminal, or at --timeout, the selection is the answer"
        ) { $0.selected.append($1) },
        Flag(
            "--multiple", short: "m", .choosing,
            "choose several: Tab or Space toggles (Tab only with --search), Enter confirms (with nothing marked: the highlighted option), Ctrl-A selects all",
            sets: \.isMultiple, to: true),
        Flag("--no-limit", .choosing, "the same as --multiple, with no limit (as gum has it)") {
            $0.isMultiple = true
            $0.limit = nil
        },
        Flag("--limit", value: "N", .choosing, "choose at most N (implies --multiple)") {
            $0.limit = try Flag.positiveInteger($1)
            $0.isMultiple = true
        },
        Flag(
            "--required", .choosing,
            "Enter does not answer with nothing chosen: the field says what is missing (rule V4); Escape still cancels"
        ) { $0.minimum = max($0.minimum ?? 0, 1) },
        Flag(
            "--min", value: "N", .choosing,
            "choose at least N: Enter does not answer with fewer, and the field says so (implies --multiple and --required); more than the options that can be chosen is a usage error, unless --create"
        ) {
            $0.minimum = try Flag.positiveInteger($1)
            $0.isMultiple = true
        },
        Flag(
            "--ordered", .choosing,
            "with --multiple, print the options in the order they were chosen (else in input order)", sets: \.isOrdered,
            to: true),
        Flag(
            "--select-1", short: "1", .choosing,
            "if exactly one option (or one match of --query) can be chosen, print it without drawing anything",
            sets: \.selectsOne, to: true),
        Flag(
            "--exit-0", short: "0", .choosing, "if there is no option (or no match of --query), exit 1 at once",
            sets: \.exitsWithoutOptions, to: true),
        Flag(
            "--create", .choosing,
            "allow an answer that is not among the options (implies --search): when the query names no option, a 'Create' row after the matches chooses it, and it is printed as typed (exit 0; --output index prints -1 for it)"
        ) {
            $0.createsOptions = true
            $0.isSearchable = true
        },
        Flag(
            "--timeout", value: "SECONDS", .choosing,
            "if no key is pressed within SECONDS (a decimal number; 0 answers at once), print the --selected options (exit 0), or else exit 124. The first key stops the timer",
            sets: \.timeout, parsing: Flag.seconds),
        Flag(
            "--search", .searching,
            "type to filter the options with fuzzy matching (matches are underlined); the query is edited as in a shell (see KEYS), at most 1,000 characters. The query is fzf's extended syntax: words separated by spaces must all match; 'word matches exactly, ^word at the start, word$ at the end, !word must not match (!^, !$, !' too); a | b takes either; '\\ ' is a space in a word; a word with upper case is case-sensitive (--exact and --no-extended change how it is read)",
            sets: \.isSearchable, to: true),
        Flag("--query", value: "TEXT", .searching, "start searching with TEXT as the query (implies --search)") {
            $0.query = $1
            $0.isSearchable = true
        },
        Flag(
            "--no-sort", .searching,
            "keep the options' order while searching (and with --filter) instead of ranking the matches; --filter then prints the matches of lines from a pipe as they are read",
            sets: \.sorts, to: false),
        Flag(
            "--filter", short: "f", value: "QUERY", .searching,
            "print the options matching QUERY, ranked as fzf --filter ranks them, and exit (no terminal needed); whole lines are searched, and an empty QUERY prints them all. QUERY is read as the search line's query (see --search, --exact, --no-extended)"
        ) { $0.mode = .filter($1) },
        Flag(
            "--exact", short: "e", .searching,
            "words of the query match exactly, as substrings ('word then matches fuzzily), as fzf --exact: on the search line, for --query (and so --select-1 and --exit-0) and for --filter",
            sets: \.searchSyntax.isExact, to: true),
        Flag(
            "--no-extended", .searching,
            "the query is one fuzzy pattern, spaces and all, without operators, as fzf --no-extended: on the search line, for --query and for --filter",
            sets: \.searchSyntax.isExtended, to: false),
        Flag(
            "--output", value: "WHAT", .output, completion: .words(OutputFormat.allCases.map(\.rawValue)),
            "what is printed for each chosen option: 'value' (the default: the line, or its value with --label-delimiter or --json), 'line' (the whole input line, or the JSON element), 'index' (0-based, in input order), or 'json' (the chosen options as one JSON array)",
            sets: \.output, parsing: { try Flag.word($0, of: OutputFormat.self) }),
        Flag(
            "--print-query", .output,
            "print the query first, on a line of its own (also when nothing is chosen, then exit 1)",
            sets: \.printsQuery, to: true),
        Flag(
            "--print0", .output, "end each printed record with NUL instead of a line feed", sets: \.printsNUL, to: true),
        Flag(
            "--height", value: "ROWS", .drawing,
            "show at most ROWS rows of options (default 10; fewer if the terminal is short)", sets: \.height,
            parsing: Flag.positiveInteger),
        Flag(
            "--header", value: "TEXT", .drawing,
            "a dimmed line (a line per line of TEXT) between the field and the list. A header taller than the terminal shows its first lines, the last ending in '…', and leaves the list 3 rows"
        ) { $0.header = $1.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
        Flag("--prompt", value: "TEXT", .drawing, "what starts the search line (default \"/ \")", sets: \.queryPrompt),
        Flag("--cursor", value: "TEXT", .drawing, "what marks the highlighted row (default \"❯ \")", sets: \.cursor),
        Flag(
            "--selected-prefix", value: "TEXT", .drawing, "what marks a selected row (default \"✓ \")",
            sets: \.selectedPrefix),
        Flag(
            "--unselected-prefix", value: "TEXT", .drawing,
            "what marks a row that is not selected (default two spaces)", sets: \.unselectedPrefix),
        Flag(
            "--tabstop", value: "SPACES", .drawing,
            "how far a tab in a label, a description, the header or the preview moves: to the next multiple of SPACES columns (default 8, as fzf)",
            sets: \.tabStop, parsing: Flag.positiveInteger),
        Flag(
            "--reverse", .drawing,
            "draw the list above the search line and the field, which stay on the bottom line (fzf's --layout=reverse-list)",
            sets: \.isReversed, to: true),
        Flag(
            "--preview", value: "COMMAND", .drawing, completion: .command,
            "show the output of COMMAND for the highlighted option in a pane; {} in COMMAND is replaced by the option's value, quoted for the shell. It runs in the background (COLUMNS and LINES give the pane's size) and is stopped when the highlight moves; its colours are kept, any other escape sequence is shown escaped",
            sets: \.preview),
        Flag(
            "--preview-window", value: "WHERE", .drawing,
            completion: .words(["right:50%", "right:40", "down:10", "down:50%"]),
            "where the preview goes: right:N% or right:COLUMNS (the default is right:50%; below the list when the terminal is too narrow), or down:ROWS or down:N%. N is 1 to 100, and the pane always leaves the list room (30 columns beside it)",
            sets: \.previewPlacement, parsing: Flag.previewPlacement),
        Flag("--color", .drawing, "colours even when NO_COLOR is set", sets: \.color, to: true),
        Flag(
            "--no-color", .drawing, "no colours (also when NO_COLOR is set; CLICOLOR_FORCE turns them on)",
            sets: \.color, to: false),
        Flag(
            "--no-mouse", .drawing,
            "no mouse (by default a click chooses a row, or toggles it with --multiple, the wheel moves, a click outside closes the list)",
            sets: \.usesMouse, to: false),
        Flag(
            "--completions", value: "SHELL", .other, completion: .words(Shell.allCases.map(\.rawValue)),
            "print the completion script for SHELL (bash, zsh or fish)"
        ) { $0.mode = .completions(try Flag.word($1, of: Shell.self)) },
        Flag(
            "--man", .other, "print the manual page (roff; view it with: dropdown --man | man -l -)", sets: \.mode,
            to: .manual),
        Flag("--help", short: "h", .other, "this help", sets: \.mode, to: .help),
        Flag("--version", .other, "the version", sets: \.mode, to: .version),
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
