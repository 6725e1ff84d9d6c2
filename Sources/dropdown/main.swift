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

/// Writes the chosen lines, byte for byte, to standard output.
func printLines(_ lines: [Int], of input: InputLines) {
    var output: [UInt8] = []
    for line in lines {
        output.append(contentsOf: input.lineBytes(line))
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

/// Runs a screen in the terminal, or explains why it cannot.
func runScreen<Screen: TerminalScreen>(_ screen: inout Screen, terminal: SystemTerminal, noColor: Bool) -> Int32? {
    let mode = noColor ? ColorMode.monochrome : ColorMode.forEnvironment(environment(), isTerminal: true)
    let session = TerminalSession(device: terminal, colorMode: mode, now: monotonicClock())
    do {
        switch try session.run(&screen) {
        case .finished: return nil
        case .terminalClosed: return 130
        case .signal(let signal): terminal.terminate(by: signal)
        }
    } catch {
        printError("dropdown: \(error)")
        return 2
    }
}

/// Opens the terminal to ask on: `/dev/tty`, when standard input or standard error is a terminal.
func openTerminal() -> SystemTerminal? {
    guard isatty(0) == 1 || isatty(2) == 1 else { return nil }
    return try? SystemTerminal()
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
        guard let terminal = openTerminal() else {
            printError("dropdown: the demo needs a terminal")
            return 2
        }
        var demo = CheckoutDemo()
        return runScreen(&demo, terminal: terminal, noColor: options.noColor) ?? 0
    case .filter(let query):
        let input = readOptions(options)
        return filter(query: query, input: input)
    case .prompt:
        return prompt(options)
    }
}

/// The options: the arguments, or the lines of standard input when there are none.
func readOptions(_ options: CommandLineOptions) -> InputLines {
    options.options.isEmpty ? InputLines.read(from: 0) : InputLines(texts: options.options)
}

/// Asks in the terminal, or answers with `--selected` when there is none.
func prompt(_ options: CommandLineOptions) -> Int32 {
    if options.options.isEmpty && isatty(0) == 1 {
        printError(CommandLineOptions.UsageError(message: "no options: give them as arguments or on standard input, one per line").description)
        return 2
    }
    let input = readOptions(options)
    let dropdownOptions = (0..<input.count).map { DropdownOption(id: $0, label: input.text(of: $0)) }
    var selection: [Int] = []
    for value in options.selected {
        guard let line = input.firstLine(equalTo: value) else {
            printError(CommandLineOptions.UsageError(message: "--selected '\(value)' is not one of the options").description)
            return 2
        }
        selection.append(line)
    }
    guard let terminal = openTerminal() else {
        guard !selection.isEmpty else {
            printError("dropdown: no terminal to ask on (no /dev/tty, or neither standard input nor standard error is a terminal); pass --selected VALUE to answer without one")
            return 2
        }
        printLines(selection.sorted(), of: input)
        return 0
    }
    let configuration = DropdownConfiguration(
        selectionMode: options.isMultiple ? .multiple : .single, selectionLimit: options.limit,
        isSearchable: options.isSearchable, multipleSelectionKeys: .prompt)
    let state = DropdownState(options: dropdownOptions, selection: selection, configuration: configuration)
    var screen = DropdownPrompt(
        title: options.title, placeholder: options.placeholder, state: state,
        maximumListHeight: options.height)
    if let status = runScreen(&screen, terminal: terminal, noColor: options.noColor) { return status }
    switch screen.outcome {
    case .chosen(let lines):
        printLines(lines, of: input)
        return 0
    case .nothingChosen: return 1
    case .cancelled, .interrupted, nil: return 130
    }
}

/// Prints the options that match a query, best first (rule F1), like `fzf --filter`: exit 0 when
/// something matched, 1 when nothing did.
func filter(query: String, input: InputLines) -> Int32 {
    var matcher = FuzzyMatcher(labels: (0..<input.count).map(input.text(of:)))
    let ranked = matcher.rank(query)
    printLines(ranked, of: input)
    return ranked.isEmpty ? 1 : 0
}

exit(main())
