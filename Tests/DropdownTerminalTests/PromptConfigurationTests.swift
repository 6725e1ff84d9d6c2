import DropdownCore
import DropdownTerminal
import PseudoTerminal
import Testing

/// A prompt configured for the scripting flags, laid out and started.
func makeConfiguredPrompt(
    _ labels: [String] = shipping, rows: Int = 24, columns: Int = 40, height: Int = 10,
    selection: [Int] = [], dropdown: DropdownConfiguration = .init(),
    configure: (inout PromptConfiguration<Int>) -> Void
) -> DropdownPrompt<Int> {
    var configuration = PromptConfiguration<Int>()
    configure(&configuration)
    let state = DropdownState(
        options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) }, selection: selection,
        configuration: dropdown)
    var prompt = DropdownPrompt(
        title: "Shipping", placeholder: "Choose", state: state, maximumListHeight: height, configuration: configuration)
    prompt.layOut(size: TerminalSize(rows: rows, columns: columns))
    prompt.start(at: .zero)
    return prompt
}

/// A mouse press on a frame line (0-based) and column (1-based).
func click(line: Int?, column: Int = 8, button: MouseEvent.Button = .left, action: MouseEvent.Action = .press)
    -> TerminalInput
{
    .mouse(MouseEvent(button: button, action: action, row: 1, column: column, frameLine: line))
}

@Suite("Prompt configuration: header, marks, prompt, layout, descriptions")
struct PromptConfigurationTests {
    @Test("--header: dimmed lines between the field and the list; --height counts rows of options only")
    func header() {
        let prompt = makeConfiguredPrompt((1...20).map { "Item \($0)" }, height: 3, dropdown: .init(isSearchable: true))
        {
            $0.header = ["Pick a shipping method", "(or press Escape)"]
        }
        let text = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(text.count == 1 + 2 + 1 + 3)
        #expect(text[1] == "Pick a shipping method" && text[2] == "(or press Escape)")
        #expect(text[3].hasPrefix("  / ▏"))
        #expect(prompt.frame().lines[1].runs.allSatisfy { $0.style.contains(.dim) })
    }

    @Test("A header taller than the terminal shows its first lines, ending in …, and leaves the list 3 rows")
    func tallHeader() {
        let header = (1...30).map { "header \($0)" }
        let options = (1...20).map { "Line \($0)" }
        let prompt = makeConfiguredPrompt(options, rows: 10, dropdown: .init(isSearchable: true)) { $0.header = header }
        let text = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(text.count == 10, "the terminal's rows")
        #expect(text[0].hasPrefix("? Shipping: Choose"))
        #expect(text[1...5] == ["header 1", "header 2", "header 3", "header 4", "header 5…"])
        #expect(text[6].hasPrefix("  / ▏"))
        #expect(text[7...9].map { $0.prefix(12) } == ["  ❯   Line 1", "      Line 2", "      Line 3"])
        // Reversed: the same lines, the list above them.
        let reversed = makeConfiguredPrompt(options, rows: 10, dropdown: .init(isSearchable: true)) {
            $0.header = header
            $0.layout = .listAbove
        }
        let above = reversed.frame().text.map { $0.trimmingTrailing() }
        #expect(above.count == 10 && above.last?.hasPrefix("? Shipping") == true)
        #expect(above.filter { $0.contains("Line") }.count == 3)
        #expect(above.contains("header 5…") && !above.contains("header 6"))
        // A header that fits is drawn whole, without "…".
        let fits = makeConfiguredPrompt(options, rows: 10, dropdown: .init(isSearchable: true)) {
            $0.header = Array(header.prefix(4))
        }
        #expect(
            fits.frame().text.map { $0.trimmingTrailing() }[1...4] == ["header 1", "header 2", "header 3", "header 4"])
        // A 3-row terminal: the field, the search line and a row; no header.
        let short = makeConfiguredPrompt(options, rows: 3, dropdown: .init(isSearchable: true)) { $0.header = header }
        let shortText = short.frame().text.map { $0.trimmingTrailing() }
        #expect(shortText.count == 3)
        #expect(shortText[1].hasPrefix("  / ▏") && shortText[2].hasPrefix("  ❯   Line 1"))
    }

    @Test("Tabs in labels, descriptions and the header go to the next tab stop (8, or --tabstop), as fzf draws them")
    func tabs() {
        let labels = ["a\tb", "abcdefgh\tc", "ab\tc"]
        let prompt = makeConfiguredPrompt(labels, dropdown: .init(isSearchable: true)) {
            $0.header = ["key\tvalue"]
            $0.description = { $0 == 0 ? "x\ty" : nil }
        }
        var text = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(text[1] == "key     value")
        #expect(text[3] == "  ❯   a       b  x       y")
        #expect(text[4] == "      abcdefgh        c")
        // A search splits the label into runs; the tab still stops where it does in the label.
        var searched = prompt
        searched.handle([.character("b", alt: false)], at: .zero)
        text = searched.frame().text.map { $0.trimmingTrailing() }
        #expect(text.contains("      ab      c"), "\(text)")
        let four = makeConfiguredPrompt(labels) { $0.tabStop = 4 }
        #expect(
            four.frame().text.map { $0.trimmingTrailing() }[1...3] == [
                "  ❯   a   b", "      abcdefgh    c", "      ab  c",
            ])
        #expect(!prompt.frame().text.joined().contains("␉"))
    }

    @Test("--cursor, --selected-prefix, --unselected-prefix, --prompt: the marks line up; control characters escaped")
    func marks() {
        let prompt = makeConfiguredPrompt(
            selection: [1, 2],
            dropdown: .init(selectionMode: .multiple, isSearchable: true, multipleSelectionKeys: .prompt)
        ) {
            $0.marks = RowMarks(cursor: "> ", selected: "[x] ", unselected: "[ ]\u{1B} ")
            $0.queryPrompt = "Search: "
        }
        let text = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(text[1].hasPrefix("  Search: ▏"))
        #expect(text[2] == "    [ ]␛ Standard")
        #expect(text[3] == "  > [x]  Express")
        #expect(text[4] == "    [x]  Overnight")
    }

    @Test("--reverse: the list above the search line and the field, which keep the last lines while the list shrinks")
    func reverse() {
        var prompt = makeConfiguredPrompt(dropdown: .init(isSearchable: true)) { $0.layout = .listAbove }
        let frame = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(frame.count == 6)
        #expect(frame[0] == "  ❯   Standard")
        #expect(frame[4].hasPrefix("  / ▏"))
        #expect(frame[5].hasPrefix("? Shipping: Choose"))
        prompt.handle("pku".map { .character($0, alt: false) }, at: .zero)
        let filtered = prompt.frame().text.map { $0.trimmingTrailing() }
        #expect(filtered.count == 6, "the field stays on the last line")
        #expect(filtered[0...2].allSatisfy { $0.isEmpty })
        #expect(filtered[3] == "  ❯   Pickup")
    }

    @Test("Descriptions are drawn dimmed after the label, and cut first when the row is short")
    func descriptions() {
        let prompt = makeConfiguredPrompt(columns: 30) {
            $0.description = { $0 == 0 ? "3-5 days, free of charge" : nil }
        }
        let row = prompt.frame().lines[1]
        #expect(row.text.trimmingTrailing() == "  ❯   Standard  3-5 days, f…")
        #expect(row.runs.first { $0.text.hasPrefix("3-5") }?.style.contains(.dim) == true)
        #expect(prompt.frame().text[2].trimmingTrailing() == "      Express")
    }
}

@Suite("Prompt timeout, mouse and preview")
struct PromptBehaviourTests {
    @Test("--timeout: the prompt wakes at the deadline and ends as timed out")
    func timeout() {
        var prompt = makeConfiguredPrompt { $0.timeout = .seconds(2) }
        #expect(prompt.wakeTime == .seconds(2))
        prompt.wake(at: .seconds(1))
        #expect(prompt.outcome == nil)
        prompt.wake(at: .seconds(2))
        #expect(prompt.outcome == .timedOut)
        #expect(prompt.finalLine().text == "Shipping: (timed out)")
        #expect(prompt.wakeTime == nil)
    }

    @Test("--timeout with a selection that answers it: the final line says what was chosen")
    func timeoutChoosesSelection() {
        var prompt = makeConfiguredPrompt(selection: [1]) {
            $0.timeout = .seconds(2)
            $0.timeoutChoosesSelection = true
        }
        prompt.wake(at: .seconds(2))
        #expect(prompt.outcome == .timedOut)
        #expect(prompt.finalLine().text == "✔ Shipping: Express (timed out)")
        var empty = makeConfiguredPrompt {
            $0.timeout = .seconds(2)
            $0.timeoutChoosesSelection = true
        }
        empty.wake(at: .seconds(2))
        #expect(empty.finalLine().text == "Shipping: (timed out)", "nothing selected: nothing was chosen")
    }

    @Test("--timeout: the first key stops the timer")
    func timeoutStopsAtFirstKey() {
        var prompt = makeConfiguredPrompt { $0.timeout = .seconds(2) }
        prompt.handle([down], at: .seconds(1))
        #expect(prompt.wakeTime == nil)
        prompt.wake(at: .seconds(5))
        #expect(prompt.outcome == nil)
    }

    @Test("N8: a click on a row chooses it; M2: with multiple selection it toggles it")
    func clickChooses() {
        var single = makeConfiguredPrompt { $0.usesMouse = true }
        #expect(single.usesMouse)
        single.handle([click(line: 3)], at: .zero)
        #expect(single.outcome == .chosen([2]))
        var multiple = makeConfiguredPrompt(dropdown: .init(selectionMode: .multiple, multipleSelectionKeys: .prompt)) {
            $0.usesMouse = true
        }
        multiple.handle([click(line: 2), click(line: 4), click(line: 2)], at: .zero)
        #expect(multiple.outcome == nil)
        #expect(multiple.state.selection == [3])
    }

    @Test("N7: a click outside the frame closes the list; a click on the field or with no known position does nothing")
    func clickOutside() {
        var prompt = makeConfiguredPrompt { $0.usesMouse = true }
        prompt.handle([click(line: 0), click(line: nil)], at: .zero)
        #expect(prompt.outcome == nil)
        prompt.handle([click(line: 12)], at: .zero)
        #expect(prompt.outcome == .nothingChosen)
        var above = makeConfiguredPrompt(selection: [1]) { $0.usesMouse = true }
        above.handle([click(line: -3)], at: .zero)
        #expect(above.outcome == .chosen([1]))
    }

    @Test("N9: a drag over rows moves the highlight; the wheel moves it too, wherever the frame is")
    func dragAndWheel() {
        var prompt = makeConfiguredPrompt { $0.usesMouse = true }
        prompt.handle([click(line: 4, action: .drag)], at: .zero)
        #expect(prompt.state.highlighted == 3)
        prompt.handle([click(line: nil, button: .wheelUp), click(line: nil, button: .wheelUp)], at: .zero)
        #expect(prompt.state.highlighted == 1)
        prompt.handle([click(line: 2, button: .wheelDown)], at: .zero)
        #expect(prompt.state.highlighted == 2)
        #expect(prompt.outcome == nil)
    }

    @Test("--preview: a task for the highlighted option; a new highlight starts a new generation and drops late output")
    func previewTasks() {
        var prompt = makeConfiguredPrompt(columns: 80) {
            $0.preview = PreviewConfiguration(placement: .right(.percent(50))) { Array("echo \($0.label)".utf8) }
        }
        let first = prompt.tasks
        #expect(first.map(\.command) == [Array("echo Standard".utf8)])
        #expect(first.first?.environment == ["COLUMNS": "39", "LINES": "10"], "the pane's size")
        prompt.receive(
            .output(source: "preview", generation: first[0].generation, bytes: Array("line one\nline".utf8)), at: .zero)
        #expect(prompt.frame().text[1].hasSuffix("│line one"))
        #expect(prompt.frame().text[2].hasSuffix("│line"), "a line still arriving is shown")
        prompt.handle([down], at: .zero)
        let second = prompt.tasks
        #expect(second.map(\.command) == [Array("echo Express".utf8)])
        #expect(second[0].generation != first[0].generation)
        prompt.receive(
            .output(source: "preview", generation: first[0].generation, bytes: Array("late\n".utf8)), at: .zero)
        #expect(prompt.previewText.linesSoFar.isEmpty, "output of the old highlight is dropped")
        prompt.receive(.ended(source: "preview", generation: second[0].generation, status: 0), at: .zero)
        #expect(prompt.tasks.isEmpty, "an ended command is not started again")
    }

    @Test("--preview: a resize that changes the pane's size runs the command again, for its new COLUMNS and LINES")
    func previewResize() {
        var prompt = makeConfiguredPrompt(columns: 80) {
            $0.preview = PreviewConfiguration(placement: .right(.percent(50))) { _ in Array("tput cols".utf8) }
        }
        let before = prompt.tasks
        prompt.layOut(size: TerminalSize(rows: 24, columns: 120))
        let after = prompt.tasks
        #expect(after.first?.generation != before.first?.generation)
        #expect(after.first?.environment["COLUMNS"] == "59")
    }

    @Test("--preview-window: right at 50%, right in columns, below in rows; below when too narrow for both")
    func previewPlacement() {
        func frame(_ placement: PreviewPlacement, columns: Int, rows: Int = 24) -> [String] {
            var prompt = makeConfiguredPrompt(rows: rows, columns: columns) {
                $0.preview = PreviewConfiguration(placement: placement) { _ in [] }
            }
            prompt.receive(
                .output(source: "preview", generation: prompt.tasks[0].generation, bytes: Array("P1\nP2\n".utf8)),
                at: .zero)
            return prompt.frame().text.map { $0.trimmingTrailing() }
        }
        let right = frame(.right(.percent(50)), columns: 81)
        #expect(right[1].firstIndex(of: "│").map { right[1].distance(from: right[1].startIndex, to: $0) } == 39)
        #expect(right.count == 11, "the list takes its full height beside the pane")
        let columns = frame(.right(.cells(20)), columns: 81)
        #expect(columns[1].firstIndex(of: "│").map { columns[1].distance(from: columns[1].startIndex, to: $0) } == 59)
        let below = frame(.below(.cells(3)), columns: 40)
        #expect(below.suffix(4) == ["───────────────────────────────────────", "P1", "P2", ""])
        let narrow = frame(.right(.percent(50)), columns: 40, rows: 12)
        #expect(!narrow[1].contains("│") || narrow[1].hasSuffix("│") == false)
        #expect(narrow.contains("P1") && narrow.contains { $0.hasPrefix("────") })
        #expect(narrow.count <= 12)
    }

    @Test("The wheel over the preview scrolls it")
    func wheelScrollsPreview() {
        var prompt = makeConfiguredPrompt(rows: 10, columns: 80) {
            $0.usesMouse = true
            $0.preview = PreviewConfiguration(placement: .right(.percent(50))) { _ in [] }
        }
        let text = (1...40).map { "P\($0)" }.joined(separator: "\n") + "\n"
        prompt.receive(
            .output(source: "preview", generation: prompt.tasks[0].generation, bytes: Array(text.utf8)), at: .zero)
        #expect(prompt.frame().text[1].hasSuffix("│P1"))
        prompt.handle([click(line: 2, column: 60, button: .wheelDown)], at: .zero)
        #expect(prompt.frame().text[1].hasSuffix("│P4"))
        #expect(prompt.state.highlighted == 0, "the list did not move")
    }
}

@Suite("Preview text: colours kept, everything else escaped")
struct PreviewTextTests {
    func lines(_ text: String) -> [StyledLine] {
        var preview = PreviewText()
        preview.append(Array(text.utf8))
        preview.finish()
        return preview.lines
    }

    @Test("SGR colours become the runs' graphics, carried across lines until reset")
    func colours() {
        let result = lines("\u{1B}[1;31mred\nstill\u{1B}[0m plain\n\u{1B}[38;5;208mo\u{1B}[m")
        #expect(result.map(\.text) == ["red", "still plain", "o"])
        #expect(result[0].runs[0].graphics.attributes == ["1", "31"])
        #expect(result[1].runs[0].graphics.attributes == ["1", "31"])
        #expect(result[1].runs[1].graphics.isEmpty)
        #expect(result[2].runs[0].graphics.attributes == ["38;5;208"])
    }

    @Test("Other escape sequences and controls are shown, never sent: ␛[2J, OSC titles, BEL; tabs become spaces")
    func escaped() {
        let result = lines("a\u{1B}[2Jb\u{1B}]0;title\u{07}c\tT\r\n\u{1B}[31;xmz\n\tx")
        #expect(result[0].text == "a␛[2Jb␛]0;title␇c       T", "the tab goes to column 24")
        #expect(result[2].text == "        x")
        #expect(result[1].text == "␛[31;xmz")
        #expect(result.allSatisfy { $0.runs.allSatisfy { !$0.text.contains("\u{1B}") } })
    }

    @Test("Bounded: a line keeps its first 4 KiB, the text its first 1,000 lines")
    func bounded() {
        let long = lines(String(repeating: "x", count: 100_000))
        #expect(long[0].width == PreviewText.maximumLineBytes + 1)
        var many = PreviewText()
        many.append(Array(String(repeating: "y\n", count: 5_000).utf8))
        #expect(many.isFull && many.lines.count == PreviewText.maximumLines)
    }

    @Test("Monochrome drops the colours and keeps the attributes; plain drops both")
    func colourModes() {
        var graphics = SGRParameters()
        let applied = graphics.apply("1;38;2;255;0;0;4;48;5;17;92")
        #expect(applied)
        #expect(graphics.attributes == ["1", "38;2;255;0;0", "4", "48;5;17", "92"])
        #expect(graphics.withoutColors.text == "1;4")
        let refused = graphics.apply("1;\u{1B}")
        #expect(!refused)
        var line = StyledLine()
        line.append("red", graphics: graphics)
        var color = InlinePainter(mode: .color)
        #expect(color.paint([line]).contains("\u{1B}[1;38;2;255;0;0;4;48;5;17;92mred\u{1B}[0m"))
        var monochrome = InlinePainter(mode: .monochrome)
        #expect(monochrome.paint([line]).contains("\u{1B}[1;4mred\u{1B}[0m"))
        var plain = InlinePainter(mode: .plain)
        #expect(!plain.paint([line]).contains("m"))
    }
}
