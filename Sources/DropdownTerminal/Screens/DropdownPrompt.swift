import DropdownCore

/// How a prompt ended.
package enum PromptOutcome<ID: Hashable>: Hashable {
    /// The list closed with a selection: these identifiers, in the dropdown's selection order.
    case chosen([ID])
    /// The list closed with nothing selected.
    case nothingChosen
    /// Escape closed the list.
    case cancelled
    /// Ctrl-C or a terminating signal stopped the prompt.
    case interrupted
    /// No key came before the prompt's timeout; what that means is the caller's to decide.
    case timedOut
}

/// A select prompt: one dropdown whose list is open from the start, for shell scripts. It ends when
/// the list closes; the field then collapses to one line, "✔ Title: value".
///
/// The list always opens below the field (above it with ``PromptLayout/listAbove``); near the
/// bottom of the terminal the session scrolls the screen up to make room, as fzf does, so no line
/// above is drawn over (rules P2, P6: the container is the terminal window). A searchable prompt
/// edits its query with a ``QueryEditor``. A ``PromptConfiguration`` adds a header, row marks,
/// descriptions, a timeout, the mouse and a preview pane.
package struct DropdownPrompt<ID: Hashable>: TerminalScreen {
    /// The title of the field.
    package let title: String
    /// What the field shows with nothing selected.
    package let placeholder: String
    /// The most rows of options the list shows.
    package let maximumListHeight: Int
    /// The header, marks, layout, timeout, mouse and preview.
    package let configuration: PromptConfiguration<ID>
    /// The dropdown.
    package private(set) var state: DropdownState<ID>
    /// How the prompt ended, once it has.
    package private(set) var outcome: PromptOutcome<ID>?
    /// The query as it is typed (searchable prompts).
    package private(set) var editor = QueryEditor()
    /// What the field says about the last input, until the next: a refused choice (rule M3).
    package private(set) var notice: String?

    private let strings: DropdownStrings
    private let terminalStrings: TerminalStrings
    private var size = TerminalSize.fallback
    private var viewport = ListViewport()
    /// When the timeout ends the prompt, until the first input.
    private var timeoutDeadline: Duration?
    /// The time of the last input, output or wake-up: what the spinner shows.
    private var clock = Duration.zero
    private var preview = PreviewPane<ID>()
    /// The searches left to the background (``handleLeavingWork(_:at:)``).
    private var search = BackgroundSearch()

    /// Creates a prompt.
    ///
    /// - Parameters:
    ///   - title: the field's title; empty for none ("? Choose" rather than "? Title: Choose").
    ///   - placeholder: the text of an empty selection.
    ///   - state: the dropdown; ``start(at:)`` opens it as Down would (rule O2) unless it is open
    ///     already (with a query, say).
    ///   - maximumListHeight: the most rows of options the list shows (fewer when the terminal is short).
    ///   - configuration: the header, marks, layout, timeout, mouse and preview.
    ///   - strings: the dropdown's words ("No options", "3 selected" …).
    ///   - terminalStrings: the prompt's own words ("(cancelled)" …).
    package init(
        title: String, placeholder: String, state: DropdownState<ID>, maximumListHeight: Int = 10,
        configuration: PromptConfiguration<ID> = .init(), strings: DropdownStrings = .english,
        terminalStrings: TerminalStrings = .english
    ) {
        self.title = title
        self.placeholder = placeholder
        self.state = state
        self.maximumListHeight = max(1, maximumListHeight)
        self.configuration = configuration
        self.strings = strings
        self.terminalStrings = terminalStrings
        preview.tabStop = configuration.tabStop
        editor.reset(to: state.query)
    }

    package mutating func layOut(size: TerminalSize) {
        self.size = size
        refreshViewport(after: [])
        if outcome == nil && state.isOpen { refreshPreview() }
    }

    /// Opens the list with the selection, else the first enabled option, highlighted (rule O2),
    /// unless it is open already; starts the timeout.
    package mutating func start(at time: Duration) {
        clock = time
        if !state.isOpen { send(.key(.down), at: time) }
        refreshViewport(after: [.opened])
        timeoutDeadline = configuration.timeout.map { time + $0 }
        refreshPreview()
    }

    /// Handles a batch of inputs. In a searchable prompt a run of editing keys (typing, a paste,
    /// Backspace, Ctrl-W …) changes the query once, at the end of the run. Any input stops the
    /// timeout.
    package mutating func handle(_ inputs: [TerminalInput], at time: Duration) {
        handle(inputs, at: time, leavingSearch: false)
    }

    /// Handles a batch of inputs as ``handle(_:at:)`` does, but a run of editing keys at its end
    /// only changes the query line: the search is left for ``takeBackgroundWork()``, so that keys
    /// typed while it runs show at once. Any other input first searches the query as typed (it acts
    /// on its results).
    package mutating func handleLeavingWork(_ inputs: [TerminalInput], at time: Duration) {
        handle(inputs, at: time, leavingSearch: true)
    }

    private mutating func handle(_ inputs: [TerminalInput], at time: Duration, leavingSearch: Bool) {
        clock = time
        if !inputs.isEmpty { timeoutDeadline = nil }
        var isEditing = false
        for input in inputs {
            guard outcome == nil else { return }
            if state.isSearchable && editor.apply(input) {
                isEditing = true
                continue
            }
            if isEditing || (search.isWanted || search.isRunning) && state.query != editor.text {
                commitQuery(at: time)
            }
            isEditing = false
            notice = nil
            if case .mouse(let event) = input {
                handleMouse(event, at: time)
                continue
            }
            for event in TerminalKeyMap.events(for: input) as [DropdownEvent<ID>] where outcome == nil {
                send(event, at: time)
            }
        }
        if isEditing {
            if leavingSearch {
                search.isWanted = state.query != editor.text
            } else {
                commitQuery(at: time)
            }
        }
        refreshPreview()
    }

    /// The search of the query as typed, when one is wanted and none is running: it runs on a copy
    /// of the dropdown, which replaces the prompt's when it is done unless the dropdown changed
    /// meanwhile (then the query, if it still differs, is searched on the prompt's own thread).
    /// Before the first query, once the options are in, the search index is built the same way
    /// (``prepareSearch()``).
    package mutating func takeBackgroundWork() -> BackgroundWork<Self>? {
        guard !search.isRunning, outcome == nil else { return nil }
        guard search.isWanted else { return prepareSearch() }
        search.isWanted = false
        search.isRunning = true
        let (base, query, time, generation) = (state, editor.text, clock, search.generation)
        return BackgroundWork {
            var searched = base
            let result = searched.handle(.setQuery(query), at: time)
            return { prompt, _ in prompt.finishSearch(searched, changes: result.changes, generation: generation) }
        }
    }

    /// Builds the search index on a copy of the dropdown while the person has not typed yet
    /// (``DropdownState/prepareSearch()``), so that the first keystroke searches at once, when the
    /// dropdown says it should (``DropdownState/shouldPrepareSearch``). The copy replaces the
    /// prompt's dropdown unless that changed meanwhile (a key, options that arrived); then it is
    /// built again, at most ``BackgroundSearch/preparations`` times in all, and else by the first
    /// query, as without it.
    private mutating func prepareSearch() -> BackgroundWork<Self>? {
        guard search.preparations > 0, state.shouldPrepareSearch else { return nil }
        search.preparations -= 1
        search.isRunning = true
        let (base, generation) = (state, search.generation)
        return BackgroundWork {
            var prepared = base
            prepared.prepareSearch()
            return { prompt, _ in prompt.finishPreparing(prepared, generation: generation) }
        }
    }

    /// Takes the dropdown whose search index was built, unless the prompt's changed since it was
    /// copied; a query typed meanwhile is then searched (``takeBackgroundWork()``).
    private mutating func finishPreparing(_ prepared: DropdownState<ID>, generation: Int) {
        search.isRunning = false
        guard outcome == nil, generation == search.generation else { return }
        state = prepared  // the same dropdown, its index built: nothing shown changes
    }

    /// Takes a background search's dropdown, unless the prompt's changed since it was copied.
    private mutating func finishSearch(_ searched: DropdownState<ID>, changes: DropdownChanges, generation: Int) {
        search.isRunning = false
        guard outcome == nil else { return }
        if generation == search.generation {
            state = searched
            search.generation += 1
            notice = nil
            refreshViewport(after: changes)
            refreshPreview()
        }
        // Lost to a change (options that arrived): searched here, so that arriving options never
        // keep the results from following the query.
        if state.query != editor.text { commitQuery(at: clock) }
    }

    package mutating func interrupt() {
        guard outcome == nil else { return }
        state.send(.close, at: .zero)
        outcome = .interrupted
    }

    package var isFinished: Bool { outcome != nil }

    /// The query when the prompt ended (or now): what `--print-query` prints.
    package var query: String { editor.text }

    // MARK: Time, tasks, the mouse

    /// The timeout, and while options are loading the spinner's next frame.
    package var wakeTime: Duration? {
        guard outcome == nil else { return nil }
        guard state.loadState == .loading else { return timeoutDeadline }
        let nextFrame = Spinner.nextFrame(after: clock)
        return min(nextFrame, timeoutDeadline ?? nextFrame)
    }

    /// Turns the spinner; ends the prompt as timed out once the timeout has passed with no input.
    package mutating func wake(at time: Duration) {
        clock = max(clock, time)
        guard outcome == nil, let deadline = timeoutDeadline, time >= deadline else { return }
        state.send(.close, at: time)
        outcome = .timedOut
    }

    package var usesMouse: Bool { configuration.usesMouse }

    /// The preview command for the highlighted option, while its output is still wanted.
    package var tasks: [ScreenTask] {
        guard outcome == nil, let command = configuration.preview?.command, let task = preview.task(command: command)
        else { return [] }
        return [task]
    }

    /// Takes the preview command's output (output of an earlier highlight is dropped).
    package mutating func receive(_ event: SourceEvent, at time: Duration) {
        clock = max(clock, time)
        preview.receive(event)
    }

    /// The spinner's frame at the time of the last event, while options are loading (rule L1).
    var spinner: String? {
        state.loadState == .loading ? Spinner.frame(at: clock) : nil
    }

    /// The preview's text so far (for tests and for drawing).
    package var previewText: PreviewText { preview.text }

    /// A mouse report, mapped to the dropdown through the lines of the frame drawn: a click on a row
    /// taps its option (choosing it, or toggling it in multiple selection, rules N8, M2), a drag
    /// over rows hovers them (N9), a click outside the frame taps outside (N7); the wheel moves the
    /// highlight, or scrolls the preview under the pointer.
    mutating func handleMouse(_ event: MouseEvent, at time: Duration) {
        let layout = self.layout()
        let role = event.frameLine.flatMap { layout.role(line: $0, column: event.column - 1) }
        switch (event.button, event.action) {
        case (.wheelUp, _), (.wheelDown, _):
            let isUp = event.button == .wheelUp
            if role == .preview || (event.frameLine == nil && layout.isInRightPane(column: event.column - 1)) {
                preview.scroll(by: isUp ? -3 : 3, shown: layout.previewHeight)
            } else {
                send(.key(isUp ? .up : .down), at: time)
            }
        case (.left, .press):
            guard let line = event.frameLine else { return }  // where the frame is, the terminal never said
            if line < 0 || line >= layout.lines.count {
                send(.tapOutside, at: time)
            } else {
                switch role {
                case .option(let id)?: send(.tapOption(id), at: time)
                case .action(let action)?: send(.tapAction(action), at: time)  // L1, L5
                case .back?: send(.key(.left), at: time)  // H3: the back row sends Left
                default: break
                }
            }
        case (.left, .drag):
            switch role {
            case .option(let id)?: send(.hover(id), at: time)
            case .action(let action)?: send(.hoverAction(action), at: time)
            default: break
            }
        default:
            break
        }
    }

    // MARK: Events

    /// Sends the edited query to the core, as one change (rules F1, F2).
    private mutating func commitQuery(at time: Duration) {
        notice = nil
        search.isWanted = false
        send(.setQuery(editor.text), at: time)
    }

    /// Sends an event to the dropdown: the person's (mapped from input), or the host's (options
    /// that arrived, the load state: rules L1, L2). When it closes the list, the prompt ends: Escape
    /// cancels, anything else chooses the selection (or nothing). A refused choice leaves a notice
    /// (rule M3); a "Create" row chosen adds the option that ``PromptConfiguration/createOption``
    /// makes (rule L5).
    package mutating func send(_ event: DropdownEvent<ID>, at time: Duration) {
        guard outcome == nil else { return }
        clock = max(clock, time)
        search.generation += 1
        let queryBefore = state.query
        let createOption = configuration.createOption
        let result = state.handle(event, at: time, creatingWith: { createOption?($0) })  // L5: made at once
        if case .selectionLimitReached? = result.announcement {
            notice = result.announcement.map(strings.text(for:))
        }
        if result.changes.contains(.closed) {
            if event == .key(.escape) {
                outcome = .cancelled
            } else {
                outcome = state.selection.isEmpty ? .nothingChosen : .chosen(state.selection)
            }
            return
        }
        // Such as Escape clearing it (F4).
        if state.query != queryBefore && state.query != editor.text { editor.reset(to: state.query) }
        refreshViewport(after: result.changes)
    }

    /// Starts a new preview when the highlight moved to another option, or the pane changed size.
    private mutating func refreshPreview() {
        guard configuration.preview != nil else { return }
        let layout = self.layout()
        let columns = layout.previewColumn.map { size.drawableColumns - $0 } ?? size.drawableColumns
        preview.show(
            outcome == nil ? state.highlightedRow.map(state.visibleOption(atRow:)) : nil,
            size: (columns, layout.previewHeight))
    }

    /// Changes the dropdown as its host: `change` sends it events (options that arrived, the load
    /// state: rules L1, L2) and returns what they changed; the list is then kept in step. The events
    /// are sent in the caller's code, where the identifiers' type is known, so that appending a
    /// million options runs specialized for it (sent through this generic prompt, several times
    /// slower). Host events never close the list.
    package mutating func update(at time: Duration, _ change: (inout DropdownState<ID>) -> DropdownChanges) {
        guard outcome == nil else { return }
        clock = max(clock, time)
        search.generation += 1
        let queryBefore = state.query
        let changes = change(&state)
        if state.query != queryBefore && state.query != editor.text { editor.reset(to: state.query) }
        refreshViewport(after: changes)
    }

    // MARK: Layout

    /// The lines that are not rows of options: the header, the search line and a submenu's back row.
    private var reservedLines: Int { shownHeader.lines.count + listHeadLines }

    /// The rows of options a header never takes: a header taller than the terminal leaves the list
    /// this many rows (fewer only when the terminal has fewer).
    static var listRowsKeptFromHeader: Int { 3 }

    /// The header lines drawn: all of them while they leave the field, the search line, a
    /// submenu's back row, a pane below and ``listRowsKeptFromHeader`` rows of options room; in a
    /// shorter terminal, the first lines that fit, the last one ending in "…" (`isCut`), and none in
    /// a terminal of 3 rows or so, where the list needs them all.
    private var shownHeader: (lines: ArraySlice<String>, isCut: Bool) {
        let header = configuration.header
        let room = max(0, size.rows - 1 - pane.belowLines - listHeadLines - Self.listRowsKeptFromHeader)
        return header.count <= room ? (header[...], false) : (header.prefix(room), true)
    }

    /// The lines the list draws before its rows: the search line, and a submenu's back row (rule H3).
    private var listHeadLines: Int { (state.isSearchable ? 1 : 0) + (state.submenuPath.isEmpty ? 0 : 1) }

    /// The preview pane's place and size at the current terminal size.
    private var pane: PaneGeometry {
        PaneGeometry(
            placement: configuration.preview?.placement, size: size,
            minimumListLines: min(3, 1 + configuration.header.count + listHeadLines))
    }

    private mutating func refreshViewport(after changes: DropdownChanges) {
        let pane = self.pane
        viewport.update(
            for: state, changes: changes, size: TerminalSize(rows: size.rows - pane.belowLines, columns: size.columns),
            fieldRow: 0, maximumHeight: maximumListHeight + reservedLines, reserved: reservedLines)
        state.send(.setPageSize(viewport.rowsShown), at: clock)  // N3: pages are what the list shows
    }

    /// The lines below the field: as many as the list needs, or, with the list above the field or a
    /// pane to its right, as many as it could need, so that the frame keeps its height while the
    /// query changes.
    private var bodyHeight: Int {
        let fixed = configuration.layout == .listAbove || pane.rightColumns > 0
        let headerCount = shownHeader.lines.count
        guard fixed else { return viewport.lineBudget - headerCount }
        let room = size.rows - 1 - pane.belowLines - headerCount
        // A pane on the right shows as much of the preview as the list may take.
        let options =
            pane.rightColumns > 0 ? maximumListHeight : max(state.optionCount, ListViewport.lineCount(of: state))
        let rows = min(maximumListHeight, options)
        return max(viewport.lineBudget - headerCount, min(room, rows + listHeadLines))
    }

    package func frame() -> TerminalFrame {
        TerminalFrame(lines: layout().lines)
    }

    /// The frame's lines and what each shows.
    func layout() -> PromptFrameLayout<ID> {
        let width = size.drawableColumns
        let renderer = DropdownRenderer(
            width: width, strings: strings, marks: configuration.marks, tabStop: configuration.tabStop)
        // V2–V4: once Enter was refused, the field says what is missing until enough is chosen.
        let error = state.fieldMessage(strings: strings).flatMap { $0.isError ? $0.text : nil }
        let field = renderer.fieldLine(
            title: title, placeholder: placeholder, state: state, prefix: .init("? ", .accent), notice: notice ?? error,
            spinner: spinner)
        var layout = PromptFrameLayout<ID>()
        guard state.isOpen else {
            layout.append(field, .field)
            return layout
        }
        let pane = self.pane
        let listWidth = pane.rightColumns > 0 ? width - pane.rightColumns - 1 : width
        let listRenderer = DropdownRenderer(
            width: listWidth, strings: strings, marks: configuration.marks, tabStop: configuration.tabStop)
        let description = configuration.description ?? { _ in nil }
        let window = viewport.window
        var body = Array(
            zip(
                listRenderer.listLines(state: state, window: window, description: description),
                Self.roles(of: state, window: window)))
        let isAbove = configuration.layout == .listAbove
        if let back = listRenderer.backLine(state: state) { body.insert((back, .back), at: 0) }  // H3
        if state.isSearchable {
            let query = (
                listRenderer.queryLine(state: state, editor: editor, prompt: configuration.queryPrompt),
                PromptLineRole<ID>.query
            )
            if isAbove { body.append(query) } else { body.insert(query, at: 0) }
        }
        let height = max(0, bodyHeight)
        if isAbove {
            body = Array(body.suffix(height))  // the search line stays next to the field
            body.insert(contentsOf: Array(repeating: (StyledLine(), .blank), count: height - body.count), at: 0)
        } else {
            body = Array(body.prefix(height))  // a short terminal shows what fits (P3, P6)
            body += Array(repeating: (StyledLine(), PromptLineRole<ID>.blank), count: height - body.count)
        }
        if pane.rightColumns > 0 {
            let text = preview.visibleLines(count: body.count)
            for index in body.indices {
                var line = body[index].0.padded(toWidth: listWidth)
                line.append("│", .dim)
                line.append(
                    contentsOf: (index < text.count ? text[index] : StyledLine()).truncated(toWidth: pane.rightColumns))
                body[index].0 = line
            }
            layout.previewColumn = listWidth + 1
            layout.previewHeight = body.count
        }
        let shownHeader = self.shownHeader
        var header = shownHeader.lines.map {
            StyledLine(TerminalText.fitted($0, toWidth: width, tabStop: configuration.tabStop), .dim)
        }
        if shownHeader.isCut, let last = shownHeader.lines.last {
            let text = TerminalText.fitted(last, toWidth: width, tabStop: configuration.tabStop)
            header[header.count - 1] = StyledLine(TerminalText.prefix(of: text, fittingWidth: width - 1) + "…", .dim)
        }
        var below: [(StyledLine, PromptLineRole<ID>)] = []
        if pane.belowRows > 0 {
            below.append((StyledLine(String(repeating: "─", count: width), .dim), .blank))
            below += preview.visibleLines(count: pane.belowRows).map { ($0.truncated(toWidth: width), .preview) }
            below += Array(repeating: (StyledLine(), .preview), count: pane.belowRows + 1 - below.count)
            layout.previewHeight = pane.belowRows
        }
        if isAbove {
            for (line, role) in below.dropFirst() + below.prefix(1) { layout.append(line, role) }
            for line in header { layout.append(line, .blank) }
            for (line, role) in body { layout.append(line, role) }
            layout.append(field, .field)
        } else {
            layout.append(field, .field)
            for line in header { layout.append(line, .blank) }
            for (line, role) in body { layout.append(line, role) }
            for (line, role) in below { layout.append(line, role) }
        }
        return layout
    }

    /// What each line of the list's window shows: an option, an action row, or a header (or the
    /// empty state, and the action rows after it).
    private static func roles(of state: DropdownState<ID>, window: DropdownScrollWindow) -> [PromptLineRole<ID>] {
        func role(ofStatusRow row: Int) -> PromptLineRole<ID> {
            state.statusRow(atRow: row)?.action.map(PromptLineRole.action) ?? .blank
        }
        guard state.emptyState == nil else {
            return [.blank] + state.statusRows.indices.map { role(ofStatusRow: state.visibleCount + $0) }
        }
        let layout = state.sectionLayout
        return window.visibleRows().map { line in
            switch layout.content(atLine: line) {
            case .option(let row): .option(state.visibleOption(atRow: row).id)
            case .status(let row): role(ofStatusRow: row)
            case .header: .blank
            }
        }
    }

    package func finalLine() -> StyledLine {
        let name = TerminalText.fitted(title, toWidth: size.drawableColumns)
        switch outcome {
        case .chosen:
            return chosenLine(name: name)
        case .timedOut where configuration.timeoutChoosesSelection && !state.selection.isEmpty:
            let note = " " + terminalStrings.timedOut
            var line = chosenLine(name: name, room: size.drawableColumns - DisplayWidth.of(note))
            line.append(note, .dim)
            return line.truncated(toWidth: size.drawableColumns)
        case .nothingChosen:
            return StyledLine(Self.titled(name, terminalStrings.nothingChosen, .dim))
                .truncated(toWidth: size.drawableColumns)
        case .timedOut:
            return StyledLine(Self.titled(name, terminalStrings.timedOut, .warning))
                .truncated(toWidth: size.drawableColumns)
        case .cancelled, .interrupted, nil:
            return interruptedLine
        }
    }

    /// "Title: text", the title in bold; the text alone for a prompt without a title.
    private static func titled(_ name: String, _ text: String, _ style: TextStyle) -> [StyledLine.Run] {
        name.isEmpty ? [.init(text, style)] : [.init(name, .bold), .init(": " + text, style)]
    }

    /// "✔ Title: value" (or "✔ value" without a title) within `room` columns: the selected labels,
    /// or as many as fit and a count.
    private func chosenLine(name: String, room: Int? = nil) -> StyledLine {
        let room = room ?? size.drawableColumns
        let labels = state.selectedLabels.map { TerminalText.fitted($0, toWidth: room, tabStop: configuration.tabStop) }
        let valueRoom = room - DisplayWidth.of(name) - (name.isEmpty ? 2 : 4)
        let value = DropdownSummary.text(labels: labels, placeholder: placeholder, strings: strings) {
            DisplayWidth.of($0) <= valueRoom
        }
        return StyledLine([.init("✔ ", .success)] + Self.titled(name, value, [])).truncated(toWidth: room)
    }

    package var interruptedLine: StyledLine {
        let name = TerminalText.fitted(title, toWidth: size.drawableColumns)
        return StyledLine(Self.titled(name, terminalStrings.cancelled, .warning)).truncated(
            toWidth: size.drawableColumns)
    }
}

/// What a line of a prompt's frame shows, for mapping a click to the dropdown.
enum PromptLineRole<ID: Hashable>: Hashable {
    case field, query, blank, preview
    /// A submenu's back row: a click goes up a level (rule H3).
    case back
    case option(ID)
    /// An action row after the options: retry or create (rules L1, L5).
    case action(DropdownAction)
}

/// A prompt's frame: its lines, what each shows, and where a pane on the right starts.
struct PromptFrameLayout<ID: Hashable> {
    var lines: [StyledLine] = []
    var roles: [PromptLineRole<ID>] = []
    /// The first column (0-based) of a preview pane on the right.
    var previewColumn: Int?
    /// How many lines of preview text are shown.
    var previewHeight = 0

    mutating func append(_ line: StyledLine, _ role: PromptLineRole<ID>) {
        lines.append(line)
        roles.append(role)
    }

    /// What is under a cell of the frame (`nil` outside it).
    func role(line: Int, column: Int) -> PromptLineRole<ID>? {
        guard roles.indices.contains(line) else { return nil }
        if isInRightPane(column: column) && roles[line] != .field { return .preview }
        return roles[line]
    }

    func isInRightPane(column: Int) -> Bool {
        previewColumn.map { column >= $0 } ?? false
    }

}

/// Where a prompt's background search is (``DropdownPrompt/takeBackgroundWork()``).
private struct BackgroundSearch {
    /// The query as typed differs from the one searched, and waits for a search.
    var isWanted = false
    /// A search runs on a copy of the dropdown.
    var isRunning = false
    /// Counts the changes to the prompt's dropdown: a search's result stands only if none came
    /// after its copy was taken.
    var generation = 0
    /// The times the search index may still be built before the first query (its copy is lost to
    /// any change meanwhile, and building a million labels takes a core half a second).
    var preparations = 3
}
