import DropdownCore
import DropdownTerminal
import Testing

@Suite("The prompt")
struct PromptTests {
    @Test("O2: the prompt opens as if Down had been pressed: on the selection, else the first enabled")
    func opensLikeDown() {
        let fresh = makePrompt(["~Gone", "Standard", "Express"], rows: 24, columns: 80)
        #expect(fresh.state.isOpen)
        #expect(fresh.state.highlighted == 1)
        let selected = makePrompt(shipping, rows: 24, columns: 80, selection: [2])
        #expect(selected.state.highlighted == 2)
    }

    @Test("Down Down Enter on a fresh list chooses the third option; Down Enter the second")
    func chooses() {
        #expect(
            makePrompt(shipping, rows: 24, columns: 80, keys: [down, down, .key(.enter, [])]).outcome == .chosen([2]))
        #expect(makePrompt(shipping, rows: 24, columns: 80, keys: [down, .key(.enter, [])]).outcome == .chosen([1]))
    }

    @Test("Escape cancels; interrupting stops; Tab chooses the highlighted option")
    func endings() {
        #expect(makePrompt(shipping, rows: 24, columns: 80, keys: [.key(.escape, [])]).outcome == .cancelled)
        var interrupted = makePrompt(shipping, rows: 24, columns: 80)
        interrupted.interrupt()
        #expect(interrupted.outcome == .interrupted)
        #expect(makePrompt(shipping, rows: 24, columns: 80, keys: [.key(.tab, [])]).outcome == .chosen([0]))
    }

    @Test("O6: Enter on an empty list closes with nothing chosen")
    func emptyList() {
        #expect(makePrompt([], rows: 24, columns: 80, keys: [.key(.enter, [])]).outcome == .nothingChosen)
    }

    @Test("M2: with multiple selection Space toggles, Enter confirms (or takes hl), Ctrl-A selects all")
    func multiple() {
        let configuration = DropdownConfiguration(selectionMode: .multiple, multipleSelectionKeys: .prompt)
        let space = TerminalInput.character(" ", alt: false)
        let toggled = makePrompt(
            shipping, rows: 24, columns: 80, keys: [space, down, down, space, .key(.enter, [])],
            configuration: configuration)
        #expect(toggled.outcome == .chosen([0, 2]))
        let all = makePrompt(
            shipping, rows: 24, columns: 80, keys: [.control("a"), .key(.enter, [])], configuration: configuration)
        #expect(all.outcome == .chosen([0, 1, 2, 3]))
        let none = makePrompt(
            shipping, rows: 24, columns: 80, keys: [down, .key(.enter, [])], configuration: configuration)
        #expect(none.outcome == .chosen([1]), "with nothing marked, Enter takes the highlighted option")
    }

    @Test("Typeahead jumps, and a paste types its characters")
    func typeahead() {
        let prompt = makePrompt(shipping, rows: 24, columns: 80, keys: [.character("p", alt: false), .key(.enter, [])])
        #expect(prompt.outcome == .chosen([3]))
        let pasted = makePrompt(
            ["New Jersey", "New York"], rows: 24, columns: 80, keys: [.paste("new y"), .key(.enter, [])])
        #expect(pasted.outcome == .chosen([1]))
    }

    @Test("The final line: ✔ Title: value, or Title: (cancelled)")
    func finalLine() {
        #expect(
            makePrompt(shipping, rows: 24, columns: 80, keys: [down, .key(.enter, [])]).finalLine().text
                == "✔ Shipping: Express")
        #expect(
            makePrompt(shipping, rows: 24, columns: 80, keys: [.key(.escape, [])]).finalLine().text
                == "Shipping: (cancelled)")
        let hostile = makePrompt(["\u{1B}]0;pwned\u{07}"], rows: 24, columns: 80, keys: [.key(.enter, [])])
        #expect(hostile.finalLine().text == "✔ Shipping: ␛]0;pwned␇")
    }
}
