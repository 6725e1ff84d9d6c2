import DropdownCore
import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `--version` prints: the version CHANGELOG.md says this build is (a test compares them).
let version = "dropdown 0.1.0"

/// Writes text to standard error.
func printError(_ text: String) {
    FileDescriptorIO.writeAll(2, text + "\n")
}

/// Writes the answer to standard output and returns `status`; when it cannot be written whole
/// (standard output closed, a full disk), says why and returns ``ExitStatus/outputFailed``.
func printAnswer(_ bytes: [UInt8], status: ExitStatus) -> ExitStatus {
    let failure = bytes.withUnsafeBytes { buffer -> FileDescriptorIO.SystemError? in
        do throws(FileDescriptorIO.SystemError) {
            try FileDescriptorIO.write(buffer, to: 1)
            return nil
        } catch {
            return error
        }
    }
    guard let failure else { return status }
    printError("dropdown: cannot write the answer to standard output: \(failure)")
    return .outputFailed
}

/// The environment, as a dictionary.
func environment() -> [String: String] {
    ProcessEnvironment.variables()
}

/// A monotonic clock for event times (the core never reads one).
func monotonicClock() -> () -> Duration {
    ProcessEnvironment.monotonicClock()
}

/// The colours: `--color` and `--no-color` override the environment.
func colorMode(_ color: Bool?) -> ColorMode {
    switch color {
    case true?: .color
    case false?: .monochrome
    case nil: ColorMode.forEnvironment(environment(), isTerminal: true)
    }
}

/// Runs a screen in the terminal; returns how the session ended, and the screen unless it was left
/// busy by Ctrl-C. A terminating signal ends the process by that signal, the terminal restored.
func runScreen<Screen: TerminalScreen>(
    _ screen: consuming Screen, terminal: SystemTerminal, color: Bool?, sources: [SessionSource] = []
) throws -> (end: TerminalSession.End, screen: Screen?) {
    let session = TerminalSession(device: terminal, colorMode: colorMode(color), now: monotonicClock())
    let result = try session.run(screen, sources: sources)
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

/// Runs `dropdown` with its arguments (without the program name); returns the exit status.
func runDropdown(_ arguments: [String]) -> ExitStatus {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions.parse(arguments)
    } catch {
        printError(error.description)
        return .usageError
    }
    switch options.mode {
    case .help:
        print(helpText)
        return .chosen
    case .version:
        print(version)
        return .chosen
    case .completions(let shell):
        print(Completions.script(for: shell), terminator: "")
        return .chosen
    case .manual:
        print(ManPage.text(version: version), terminator: "")
        return .chosen
    case .demo:
        guard let terminal = openTerminal(), !isDumbTerminal() else {
            printError("dropdown: the demo needs a terminal that can move the cursor")
            return .usageError
        }
        do {
            let demo = CheckoutDemo(language: DropdownLanguage(environment: environment()))
            let (end, _) = try runScreen(demo, terminal: terminal, color: options.color)
            return end == .finished ? .chosen : .cancelled
        } catch {
            printError("dropdown: \(error)")
            return .usageError
        }
    case .filter(let query):
        if ParallelFilter.applies(to: options) { return ParallelFilter.run(query: query, options: options) }
        guard let choices = readChoices(options, labelLimit: nil) else { return .usageError }
        return filter(query: query, choices: choices, options: options)
    case .prompt:
        return prompt(options)
    }
}

/// How the records of the input are split, from the flags.
func lineFormat(_ options: CommandLineOptions) -> LineFormat {
    LineFormat(
        labelDelimiter: options.labelDelimiter.map { Array($0.utf8) },
        descriptionDelimiter: options.descriptionDelimiter.map { Array($0.utf8) },
        separator: options.readsNUL ? 0 : 0x0A)
}

/// The options: the arguments, or standard input when there are none (lines, records, or JSON);
/// `nil` (after saying why) when standard input cannot be read or is not valid JSON.
func readChoices(_ options: CommandLineOptions, labelLimit: Int? = InputLines.labelLimit) -> Choices? {
    let format = lineFormat(options)
    guard options.options.isEmpty else {
        return Choices(
            lines: InputLines(texts: options.options, format: format, labelLimit: labelLimit),
            treeSeparator: options.treeSeparator)
    }
    do {
        if options.isJSON {
            let bytes = try FileDescriptorIO.readAll(0)
            do {
                return Choices(json: try JSONInput.parse(bytes))
            } catch {
                printError("dropdown: invalid JSON on standard input: \(error)")
                return nil
            }
        }
        return Choices(
            lines: try InputLines.read(from: 0, format: format, labelLimit: labelLimit),
            treeSeparator: options.treeSeparator)
    } catch {
        printError("dropdown: cannot read the options from standard input: \(error)")
        return nil
    }
}

/// Asks in the terminal, or answers without drawing when the flags decide (`--select-1`,
/// `--exit-0`, `--timeout 0`), or without a terminal (`--selected`, `--timeout`; with no flag that
/// answers, at once, without reading standard input to its end).
func prompt(_ options: CommandLineOptions) -> ExitStatus {
    if options.options.isEmpty && isatty(0) == 1 {
        printError(
            CommandLineOptions.UsageError(
                message: "no options: give them as arguments or on standard input, one per line"
            ).description)
        return .usageError
    }
    if !WithoutTerminal.isAvailable, let status = WithoutTerminal.answer(options, grace: firstInputGrace) {
        return status
    }
    if streamsStandardInput(options), let terminal = openTerminal(), !isDumbTerminal() {
        return streamingPrompt(options, terminal: terminal)
    }
    guard var choices = readChoices(options) else { return .usageError }
    var selection: [Int] = []
    for value in options.selected {
        guard let index = choices.firstIndex(ofValue: value) else {
            let hint = value == "*" ? " ('*' selects every option with --multiple)" : ""
            printError(
                CommandLineOptions.UsageError(message: "--selected '\(value)' is not one of the options\(hint)")
                    .description)
            return .usageError
        }
        selection.append(index)
    }
    let writer = OutputWriter(
        format: options.output, terminator: options.printsNUL ? 0 : 0x0A, printsQuery: options.printsQuery)
    var state = choices.makeState(selection: selection, configuration: dropdownConfiguration(options))
    let decision = PromptStart.decide(&state, options: options)
    // V1: a preselection that falls short of --required or --min answers nothing by itself.
    let preselects = !(options.selected.isEmpty && !options.selectsAll) && state.meetsRequirement
    let preselection = preselects ? state.selection : []
    // From here on, labels come from the dropdown: `choices` no longer holds those of lines.
    func finish(_ outcome: PromptOutcome<Int>, query: String, labels: (Int) -> String) -> ExitStatus {
        let answer = PromptAnswer(outcome, preselection: preselection)
        guard answer.printsQuery || !answer.chosen.isEmpty else { return answer.status }
        return printAnswer(
            writer.bytes(
                chosen: answer.chosen, query: answer.printsQuery ? query : "", choices: choices, label: labels),
            status: answer.status)
    }
    if let outcome = decision {
        return finish(outcome, query: options.query ?? "", labels: labels(state, choices))
    }
    do {
        guard let terminal = openTerminal() else {
            if state.optionCount == 0 {
                printError("dropdown: no options to choose from (none given as arguments, none on standard input)")
                return .nothingChosen
            }
            if options.timeout != nil {  // no key can come: the timeout has passed, as it were
                return finish(.timedOut, query: options.query ?? "", labels: labels(state, choices))
            }
            guard !state.selection.isEmpty else {
                printError(WithoutTerminal.message)
                return .usageError
            }
            guard state.meetsRequirement else {  // V1: --selected chose fewer than --min
                printError(
                    "dropdown: --selected chooses \(state.selection.count), fewer than --min \(options.minimum ?? 1), and there is no terminal to ask on"
                )
                return .usageError
            }
            return finish(.chosen(state.selection), query: options.query ?? "", labels: labels(state, choices))
        }
        // The prompt speaks the language of the terminal's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
        let language = DropdownLanguage(environment: environment())
        let strings = DropdownStrings(language: language)
        if isDumbTerminal() {
            var menu = NumberedMenu(
                title: options.title ?? strings.placeholder, header: options.header, state: consume state,
                pageSize: options.height,
                width: terminal.size().columns, strings: strings, terminalStrings: TerminalStrings(language: language),
                createOption: options.createsOptions ? { choices.created.add($0) } : nil)
            if case .signal(let signal) = menu.run(on: terminal, timeout: options.timeout) {
                terminal.terminate(by: signal)
            }
            let finished = menu
            return finish(
                finished.outcome ?? .cancelled, query: finished.query, labels: labels(finished.state, choices))
        }
        // The state is moved, never copied: a copy would be copied again on its first change.
        let screen = DropdownPrompt(
            title: options.title ?? "", placeholder: options.placeholder ?? strings.placeholder, state: consume state,
            maximumListHeight: options.height, configuration: promptConfiguration(options, choices: choices),
            strings: strings, terminalStrings: TerminalStrings(language: language))
        guard let finished = try runScreen(consume screen, terminal: terminal, color: options.color).screen else {
            return .cancelled  // interrupted while busy
        }
        // The terminal is closed and its signal handlers are gone: the choice goes out as to any pipe.
        return finish(finished.outcome ?? .interrupted, query: finished.query, labels: labels(finished.state, choices))
    } catch {
        printError("dropdown: \(error)")
        return .usageError
    }
}

/// The dropdown's settings from the flags.
func dropdownConfiguration(_ options: CommandLineOptions) -> DropdownConfiguration {
    DropdownConfiguration(
        selectionMode: options.isMultiple ? .multiple : .single, selectionLimit: options.limit,
        isSearchable: options.isSearchable, multipleSelectionKeys: .prompt,
        selectionOrder: options.isOrdered ? .chosen : .options, ranksMatches: options.sorts,
        searchSyntax: options.searchSyntax, allowsCreating: options.createsOptions,
        requirement: .atLeast(options.minimum ?? 0), confirmsOnlyWhenValid: true)
}

/// What the output calls each option's label: the dropdown's label of it, the whole line with
/// `--tree`, or the text of a created answer.
func labels(_ state: DropdownState<Int>, _ choices: Choices) -> (Int) -> String {
    { id in choices.label(of: id) { state.option(withID: $0)?.label ?? "" } }
}

/// Whether the options stream in from standard input while the prompt is open (rules L1, L2): they
/// are lines from a producer (a pipe or a socket; a file is read whole first, at once, so keys typed
/// ahead act on every line), not JSON, and no flag needs them all before the prompt is drawn
/// (`--selected`, `--select-1`, `--exit-0`, `--timeout 0`).
func streamsStandardInput(_ options: CommandLineOptions) -> Bool {
    var status = stat()
    guard fstat(0, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return (kind == S_IFIFO || kind == S_IFSOCK) && options.options.isEmpty && !options.isJSON
        && options.selected.isEmpty && !options.selectsAll && !options.selectsOne && !options.exitsWithoutOptions
        && options.timeout != .zero
}

/// How long the streaming prompt waits, before its first frame, for what a fast producer has already
/// written (`printf 'a\nb\n' | dropdown` then shows every line in its first frame, and keys typed
/// ahead act on them): well within the first frame's 50 ms.
let firstInputGrace = Duration.milliseconds(30)

/// Reads standard input for at most `grace`, into the screen, until it ends or pauses; returns
/// whether it ended.
func readAhead(_ screen: inout StreamingPrompt, for grace: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let left = deadline - clock.now
        guard left > .zero else { return false }
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(
            max(1, left.components.attoseconds / 1_000_000_000_000_000 + left.components.seconds * 1000))
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        let count = piece.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
            screen.take(nil, at: .zero)
            return true
        }
        screen.take(Array(piece[0..<count]), at: .zero)
    }
}

/// The prompt with options streaming in from standard input: drawn at once, whatever the producer
/// does, and answered without waiting for the producer once the list closes (standard input is
/// closed, so a producer that never ends gets SIGPIPE).
func streamingPrompt(_ options: CommandLineOptions, terminal: SystemTerminal) -> ExitStatus {
    var state = DropdownState<Int>(options: [], configuration: dropdownConfiguration(options))
    _ = PromptStart.decide(&state, options: options)  // opens, with the query (no flag that needs every option)
    let choices = Choices(lines: InputLines(texts: []), treeSeparator: options.treeSeparator)
    // The prompt speaks the language of the terminal's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
    let language = DropdownLanguage(environment: environment())
    let strings = DropdownStrings(language: language)
    let prompt = DropdownPrompt(
        title: options.title ?? "", placeholder: options.placeholder ?? strings.placeholder,
        state: consume state, maximumListHeight: options.height,
        configuration: promptConfiguration(options, choices: choices),
        strings: strings, terminalStrings: TerminalStrings(language: language))
    var screen = StreamingPrompt(prompt: prompt, choices: choices, format: lineFormat(options))
    let hasEnded = readAhead(&screen, for: firstInputGrace)
    let writer = OutputWriter(
        format: options.output, terminator: options.printsNUL ? 0 : 0x0A, printsQuery: options.printsQuery)
    do {
        let input = hasEnded ? [] : [DescriptorSource(name: StreamingPrompt.sourceName, descriptor: 0)]
        guard let finished = try runScreen(screen, terminal: terminal, color: options.color, sources: input).screen
        else {
            return .cancelled  // interrupted while busy
        }
        let answer = PromptAnswer(finished.prompt.outcome ?? .interrupted, preselection: [])
        guard answer.printsQuery || !answer.chosen.isEmpty else { return answer.status }
        let label = labels(finished.prompt.state, finished.choices)
        return printAnswer(
            writer.bytes(
                chosen: answer.chosen, query: answer.printsQuery ? finished.prompt.query : "",
                choices: finished.choices, label: label),
            status: answer.status)
    } catch {
        printError("dropdown: \(error)")
        return .usageError
    }
}

/// The prompt's terminal settings from the flags.
func promptConfiguration(_ options: CommandLineOptions, choices: Choices) -> PromptConfiguration<Int> {
    var configuration = PromptConfiguration<Int>()
    configuration.header = options.header
    let standard = RowMarks.standard
    configuration.marks = RowMarks(
        cursor: options.cursor ?? standard.cursor, selected: options.selectedPrefix ?? standard.selected,
        unselected: options.unselectedPrefix ?? standard.unselected)
    configuration.queryPrompt = options.queryPrompt ?? configuration.queryPrompt
    configuration.layout = options.isReversed ? .listAbove : .listBelow
    if choices.hasDescriptions || options.descriptionDelimiter != nil {  // lines still to come may have one
        configuration.description = { choices.description(of: $0) }
    }
    configuration.timeout = options.timeout
    configuration.timeoutChoosesSelection = !options.selected.isEmpty || options.selectsAll  // PromptAnswer
    configuration.usesMouse = options.usesMouse
    if options.createsOptions { configuration.createOption = { choices.created.add($0) } }  // L5
    if let template = options.preview {
        configuration.preview = PreviewConfiguration(placement: options.previewPlacement) { option in
            PreviewCommand.substituting(
                Array(template.utf8), value: choices.valueBytes(of: option.id, label: option.label))
        }
    }
    return configuration
}

/// Prints the options that match a query, best first (rule F1; in input order with `--no-sort`),
/// like `fzf --filter` (in fzf's extended syntax, or as `--exact` and `--no-extended` say; an empty
/// query matches every option), as `--output` says: exit 0 when something matched, 1 when nothing did.
func filter(query: String, choices: Choices, options: CommandLineOptions) -> ExitStatus {
    var matcher = FuzzyMatcher(labels: choices.labels, syntax: options.searchSyntax)
    var ranked = matcher.rank(query)
    if !options.sorts { ranked.sort() }
    let labels = choices.labels
    let writer = OutputWriter(
        format: options.output, terminator: options.printsNUL ? 0 : 0x0A, printsQuery: options.printsQuery)
    return printAnswer(
        writer.bytes(chosen: ranked, query: query, choices: choices) { labels[$0] },
        status: ranked.isEmpty ? .nothingChosen : .chosen)
}
