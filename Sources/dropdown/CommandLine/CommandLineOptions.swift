import DropdownCore
import DropdownTerminal

/// What the command line asked for.
struct CommandLineOptions {
    /// What to do.
    enum Mode: Equatable {
        /// Ask with a prompt (the default).
        case prompt
        /// Print the ranked matches of a query and exit, without a terminal (like `fzf --filter`).
        case filter(String)
        /// Run the checkout demo.
        case demo
        /// Print the help.
        case help
        /// Print the version.
        case version
        /// Print a shell's completion script.
        case completions(Shell)
        /// Print the man page.
        case manual
    }

    var mode: Mode = .prompt
    /// `--title`; without it the field has none (the numbered menu asks with the placeholder).
    var title: String?
    /// `--placeholder`; without it, the built-in placeholder ("Choose") in the terminal's language.
    var placeholder: String?
    var header: [String] = []
    /// The values of `--selected`, in order (`*` taken out as ``selectsAll`` in multiple mode).
    var selected: [String] = []
    var selectsAll = false
    var isMultiple = false
    var limit: Int?
    /// `--required` (1) or `--min N`: the fewest options an answer holds (rules V1, V4).
    var minimum: Int?
    var isOrdered = false
    var height = 10
    /// `true` for `--color`, `false` for `--no-color`, `nil` to follow the environment.
    var color: Bool?
    var isSearchable = false
    var query: String?
    var printsQuery = false
    var sorts = true
    /// How queries are read (`--exact`, `--no-extended`): the search line's, `--query`'s (and so
    /// `--select-1`'s and `--exit-0`'s) and `--filter`'s.
    var searchSyntax = FuzzyMatcher.Syntax()
    var labelDelimiter: String?
    var descriptionDelimiter: String?
    var isJSON = false
    /// `--tree`: what separates the parts of each line's path.
    var treeSeparator: String?
    /// `--create`: an answer that is not among the options may be typed (rule L5).
    var createsOptions = false
    var readsNUL = false
    var printsNUL = false
    var output = OutputFormat.value
    var selectsOne = false
    var exitsWithoutOptions = false
    var timeout: Duration?
    var preview: String?
    var previewPlacement = PreviewPlacement.right(.percent(50))
    var cursor: String?
    var selectedPrefix: String?
    var unselectedPrefix: String?
    var queryPrompt: String?
    var isReversed = false
    var usesMouse = true
    /// The options given as arguments; empty means "read them from standard input".
    var options: [String] = []

    /// A problem with the command line, reported on standard error with exit status 2.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { "dropdown: \(message)\nTry 'dropdown --help' for more information." }
    }

    /// Parses the arguments (without the program name). Flags are looked up in ``Flag/all``; they
    /// take their value as the next argument or after `=`; short flags may be written together
    /// (`-mf QUERY`, `-fQUERY`); `--` ends the flags; `demo` as the only argument runs the demo.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var result = CommandLineOptions()
        if arguments == ["demo"] {
            result.mode = .demo
            return result
        }
        var index = 0
        var flagsEnded = false
        func nextArgument(for flag: Flag) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag.name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.options.append(argument)
            } else if argument == "--" {
                flagsEnded = true
            } else if argument.hasPrefix("--") {
                // "--title=" has an empty value: the next argument is never taken for it.
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                guard let flag = Flag.named(parts[0]) else { throw UsageError(message: "unknown option '\(parts[0])'") }
                if flag.value == nil {
                    guard parts.count == 1 else { throw UsageError(message: "\(flag.name) takes no value") }
                    try result.apply(flag, value: "")
                } else {
                    try result.apply(flag, value: parts.count == 2 ? parts[1] : try nextArgument(for: flag))
                }
            } else {
                // Short flags written together: those without a value, then at most one with a value,
                // which takes the rest of the word or else the next argument.
                var letters = argument.dropFirst()
                while let letter = letters.popFirst() {
                    guard let flag = Flag.named("-\(letter)") else {
                        throw UsageError(message: "unknown option '-\(letter)'")
                    }
                    if flag.value == nil {
                        try result.apply(flag, value: "")
                    } else {
                        try result.apply(flag, value: letters.isEmpty ? try nextArgument(for: flag) : String(letters))
                        break
                    }
                }
            }
            index += 1
        }
        try result.validate()
        return result
    }

    /// Applies one flag of ``Flag/all`` with its value ("" for a flag without one).
    mutating func apply(_ flag: Flag, value: String) throws(UsageError) {
        do {
            try flag.apply(&self, value)
        } catch {
            let needs = (error as? Flag.InvalidValue)?.needs ?? "a valid value"
            throw UsageError(message: "\(flag.name) needs \(needs)" + (value.isEmpty ? "" : ", not '\(value)'"))
        }
    }

    /// The checks that need every flag.
    private mutating func validate() throws(UsageError) {
        if isMultiple, let star = selected.firstIndex(of: "*") {
            selectsAll = true
            selected.remove(at: star)
            selected.removeAll { $0 == "*" }
        }
        if !isMultiple && selected.count > 1 {
            throw UsageError(message: "--selected is given \(selected.count) times; pass --multiple to select several")
        }
        if let limit, let minimum, minimum > limit {
            throw UsageError(message: "--min \(minimum) is more than --limit \(limit)")
        }
        if let limit, selected.count > limit {
            throw UsageError(message: "--selected is given \(selected.count) times but --limit is \(limit)")
        }
        if isJSON {
            if labelDelimiter != nil || descriptionDelimiter != nil || readsNUL {
                throw UsageError(
                    message: "--json cannot be combined with --label-delimiter, --description-delimiter or --read0")
            }
            if !options.isEmpty {
                throw UsageError(message: "--json reads the options from standard input; give none as arguments")
            }
            if treeSeparator != nil {
                throw UsageError(message: "--tree cannot be combined with --json (whose \"children\" make the tree)")
            }
        }
    }
}
