import DropdownCore
import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let version = "dropdown 0.1.0"

/// Writes text to standard error.
func printError(_ text: String) {
    FileDescriptorIO.writeAll(2, text + "\n")
}

/// Writes the chosen lines, byte for byte, to standard output; `label` gives each line's label.
func printLines(_ lines: [Int], of input: InputLines, label: (Int) -> String) {
    var output: [UInt8] = []
    for line in lines {
        output.append(contentsOf: input.bytes(ofLine: line, label: label(line)))
        output.append(0x0A)
    }
    output.withUnsafeBytes { FileDescriptorIO.writeAll(1, $0) }
}

/// The environment, as a dictionary.
func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
        let text = String(cString: entry)
        if let equals = text.firstIndex(of: "=") {
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        pointer += 1
    }
    return result
}

/// A monotonic clock for event times (the core never reads one).
func monotonicClock() -> () -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    return { clock.now - start }
}

/// Runs a screen in the terminal; returns how the session ended, and the screen unless it was left
/// busy by Ctrl-C. A terminating signal ends the process by that signal, the terminal restored.
func runScreen<Screen: TerminalScreen>(
    _ screen: consuming Screen, terminal: SystemTerminal, noColor: Bool
) throws -> (end: TerminalSession.End, screen: Screen?) {
    let mode = noColor ? ColorMode.monochrome : ColorMode.forEnvironment(environment(), isTerminal: true)
    let session = TerminalSession(device: terminal, colorMode: mode, now: monotonicClock())
    let result = try session.run(screen)
    if case .signal(let signal) = result.end { terminal.terminate(by: signal) }
    return result
}

/// Opens the terminal to ask on, `/dev/tty`, whenever there is one: standard input may be the
/// options and standard error a log file.
func openTerminal() -> SystemTerminal? {
    try? SystemTerminal()
}

/// Whether the terminal cannot move the cursor (`TERM=dumb`): then the prompt is a numbered menu.
func isDumbTerminal() -> Bool {
    environment()["TERM"] == "dumb"
}

func main() -> Int32 {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError(error.description)
        return 2
    }
    switch options.mode {
    case .help:
        print(helpText)
        return 0
    case .version:
        print(version)
        return 0
    case .demo:
        guard let terminal = openTerminal(), !isDumbTerminal() else {
            printError("dropdown: the demo needs a terminal that can move the cursor")
            return 2
        }
        do {
            let (end, _) = try runScreen(CheckoutDemo(), terminal: terminal, noColor: options.noColor)
            return end == .finished ? 0 : 130
        } catch {
            printError("dropdown: \(error)")
            return 2
        }
    case .filter(let query):
        guard let input = readOptions(options) else { return 2 }
        return filter(query: query, input: input)
    case .prompt:
        return prompt(options)
    }
}

/// The options: the arguments, or the lines of standard input when there are none; `nil` (after
/// saying why) when standard input cannot be read.
func readOptions(_ options: CommandLineOptions) -> InputLines? {
    guard options.options.isEmpty else { return InputLines(texts: options.options) }
    do {
        return try InputLines.read(from: 0)
    } catch {
        printError("dropdown: cannot read the options from standard input: \(error)")
        return nil
    }
}

/// Asks in the terminal, or answers with `--selected` when there is none.
func prompt(_ options: CommandLineOptions) -> Int32 {
    if options.options.isEmpty && isatty(0) == 1 {
        printError(CommandLineOptions.UsageError(message: "no options: give them as arguments or on standard input, one per line").description)
        return 2
    }
    guard var input = readOptions(options) else { return 2 }
    var selection: [Int] = []
    for value in options.selected {
        guard let line = input.firstLine(equalTo: value) else {
            printError(CommandLineOptions.UsageError(message: "--selected '\(value)' is not one of the options").description)
            return 2
        }
        selection.append(line)
    }
    let chosen: (lines: [Int], label: (Int) -> String)
    do {
        guard let terminal = openTerminal() else {
            if input.count == 0 {
                printError("dropdown: no options to choose from (none given as arguments, none on standard input)")
                return 1
            }
            guard !selection.isEmpty else {
                printError("dropdown: no terminal to ask on (/dev/tty cannot be opened); pass --selected VALUE to answer without one")
                return 2
            }
            printLines(selection.sorted(), of: input) { input.labels[$0] }
            return 0
        }
        let state = DropdownState(
            options: input.takeOptions(),
            selection: selection,
            configuration: DropdownConfiguration(
                selectionMode: options.isMultiple ? .multiple : .single, selectionLimit: options.limit,
                isSearchable: options.isSearchable, multipleSelectionKeys: .prompt))
        let outcome: PromptOutcome<Int>?
        let labels: (Int) -> String
        if isDumbTerminal() {
            var menu = NumberedMenu(
                title: options.title, state: consume state, pageSize: options.height,
                width: terminal.size().columns)
            if case .signal(let signal) = menu.run(on: terminal) { terminal.terminate(by: signal) }
            outcome = menu.outcome
            labels = { [state = menu.state] in state.options[$0].label }
        } else {
            // The state is moved, never copied: a copy would be copied again on its first change.
            let screen = DropdownPrompt(
                title: options.title, placeholder: options.placeholder, state: consume state,
                maximumListHeight: options.height)
            let finished = try runScreen(consume screen, terminal: terminal, noColor: options.noColor).screen
            outcome = finished?.outcome
            labels = { finished!.state.options[$0].label }
        }
        switch outcome {
        case .chosen(let lines): chosen = (lines, labels)
        case .nothingChosen: return 1
        case .cancelled, .interrupted, nil: return 130
        }
    } catch {
        printError("dropdown: \(error)")
        return 2
    }
    // The terminal is closed and its signal handlers are gone: the choice goes out as to any pipe.
    printLines(chosen.lines, of: input, label: chosen.label)
    return 0
}

/// Prints the options that match a query, best first (rule F1), like `fzf --filter`: exit 0 when
/// something matched, 1 when nothing did.
func filter(query: String, input: InputLines) -> Int32 {
    var matcher = FuzzyMatcher(labels: input.labels)
    let ranked = matcher.rank(query)
    printLines(ranked, of: input) { input.labels[$0] }
    return ranked.isEmpty ? 1 : 0
}

exit(main())
