/// What the command line asked for.
struct CommandLineOptions: Equatable {
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
    }

    var mode: Mode = .prompt
    var title = "Choose"
    var placeholder = "Choose"
    var selected: [String] = []
    var isMultiple = false
    var limit: Int?
    var height = 10
    var noColor = false
    var isSearchable = false
    /// The options given as arguments; empty means "read them from standard input".
    var options: [String] = []

    /// A problem with the command line, reported on standard error with exit status 2.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { "dropdown: \(message)\nTry 'dropdown --help' for more information." }
    }

    /// Parses the arguments (without the program name). Flags take their value as the next
    /// argument or after `=`; short flags may be written together (`-mf QUERY`); `--` ends the
    /// flags; `demo` as the only argument runs the demo.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var result = CommandLineOptions()
        if arguments == ["demo"] {
            result.mode = .demo
            return result
        }
        var index = 0
        var flagsEnded = false
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        func positiveInteger(_ text: String, for flag: String) throws(UsageError) -> Int {
            guard let number = Int(text), number > 0 else {
                throw UsageError(message: "\(flag) needs a whole number above 0, not '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.options.append(argument)
                index += 1
                continue
            }
            if !argument.hasPrefix("--") && argument.count > 2 {
                try result.parseShortFlags(argument.dropFirst()) { flag throws(UsageError) in
                    try value(for: flag, inline: nil)
                }
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            switch flag {
            case "--": flagsEnded = true
            case "-h", "--help": result.mode = .help
            case "--version": result.mode = .version
            case "--title": result.title = try value(for: flag, inline: inline)
            case "--placeholder": result.placeholder = try value(for: flag, inline: inline)
            case "--selected": result.selected.append(try value(for: flag, inline: inline))
            case "--multiple", "-m": result.isMultiple = true
            case "--limit":
                result.limit = try positiveInteger(try value(for: flag, inline: inline), for: flag)
                result.isMultiple = true
            case "--height": result.height = try positiveInteger(try value(for: flag, inline: inline), for: flag)
            case "--no-color": result.noColor = true
            case "--search": result.isSearchable = true
            case "--filter", "-f": result.mode = .filter(try value(for: flag, inline: inline))
            default: throw UsageError(message: "unknown option '\(flag)'")
            }
            if inline != nil && !["--title", "--placeholder", "--selected", "--limit", "--height", "--filter"].contains(flag) {
                throw UsageError(message: "\(flag) takes no value")
            }
            index += 1
        }
        if !result.isMultiple && result.selected.count > 1 {
            throw UsageError(message: "--selected is given \(result.selected.count) times; pass --multiple to select several")
        }
        if let limit = result.limit, result.selected.count > limit {
            throw UsageError(message: "--selected is given \(result.selected.count) times but --limit is \(limit)")
        }
        return result
    }

    /// Short flags written together, as `-mf QUERY` or `-fQUERY` (as getopt reads them): `-m` and
    /// `-h` take no value; `-f` takes the rest of the word, or else the next argument.
    private mutating func parseShortFlags(
        _ letters: Substring, nextValue: (String) throws(UsageError) -> String
    ) throws(UsageError) {
        var rest = letters
        while let letter = rest.popFirst() {
            switch letter {
            case "m": isMultiple = true
            case "h": mode = .help
            case "f":
                mode = .filter(rest.isEmpty ? try nextValue("-f") : String(rest))
                return
            default: throw UsageError(message: "unknown option '-\(letter)'")
            }
        }
    }
}
