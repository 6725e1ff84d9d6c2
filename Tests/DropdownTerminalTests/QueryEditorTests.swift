import DropdownCore
import DropdownTerminal
import Testing

@Suite("The query's line editor")
struct QueryEditorTests {
    func edited(_ inputs: [TerminalInput], from text: String = "") -> QueryEditor {
        var editor = QueryEditor()
        editor.reset(to: text)
        for input in inputs { _ = editor.apply(input) }
        return editor
    }

    func typed(_ text: String) -> [TerminalInput] { text.map { .character($0, alt: false) } }
    let left = TerminalInput.key(.left, [])
    let right = TerminalInput.key(.right, [])

    @Test("Typing inserts at the cursor; Left and Right move it; Backspace and Delete delete around it")
    func moving() {
        #expect(edited(typed("abd") + [left] + typed("c")).text == "abcd")
        #expect(edited([left, left, .key(.backspace, [])], from: "abcd").text == "acd")
        #expect(edited([left, left, .key(.delete, [])], from: "abcd").text == "abd")
        #expect(edited([.control("b"), .control("b"), .control("f")] + typed("x"), from: "abcd").text == "abcxd")
        let home = edited(Array(repeating: left, count: 10) + typed("x"), from: "ab")
        #expect(home.text == "xab" && home.cursor == 1)
        #expect(edited(Array(repeating: right, count: 10) + typed("x"), from: "ab").text == "abx")
    }

    @Test("Words: Ctrl-W deletes the word before the cursor; Ctrl/Alt+Left and Right jump words")
    func words() {
        #expect(edited([.control("w")], from: "foo bar").text == "foo ")
        #expect(edited([.control("w"), .control("w")], from: "foo bar  ").text == "")
        #expect(edited([.key(.left, .control)] + typed("x"), from: "foo bar").text == "foo xbar")
        #expect(
            edited(
                [.character("b", alt: true), .character("b", alt: true), .character("f", alt: true)] + typed("x"),
                from: "foo bar"
            ).text == "foox bar")
    }

    @Test("Ctrl-U deletes the line before the cursor, Ctrl-K after it")
    func lines() {
        #expect(edited([.control("u")], from: "foo bar").text == "")
        #expect(edited([left, left, .control("u")], from: "foo bar").text == "ar")
        #expect(edited([left, left, .control("k")], from: "foo bar").text == "foo b")
    }

    @Test("An empty query leaves Left, Right, Backspace and Delete to the list")
    func emptyQuery() {
        var editor = QueryEditor()
        for key in [TerminalKey.left, .right, .backspace, .delete, .down, .enter] {
            let isEditing = editor.apply(.key(key, []))
            #expect(!isEditing, "\(key)")
        }
    }

    @Test("A paste inserts its text without line breaks or controls, cut at the query's maximum")
    func paste() {
        #expect(edited([left, .paste("x\ny\u{1B}z")], from: "ab").text == "axyzb")
        let long = edited([.paste(String(repeating: "p", count: 100_000))])
        #expect(long.characters.count == QueryEditor.maximumLength)
    }

    @Test("The shown part keeps the cursor in view: the end when the cursor is there")
    func window() {
        let text = String(repeating: "abcdefghij", count: 5)
        let atEnd = edited([], from: text).window(width: 20)
        #expect(atEnd.shown.upperBound == 50 && atEnd.isCutBefore && !atEnd.isCutAfter)
        #expect(atEnd.shown.count == 18, "18 characters, the cursor and …")
        let atStart = edited(Array(repeating: .key(.left, []), count: 50), from: text).window(width: 20)
        #expect(atStart.shown.lowerBound == 0 && !atStart.isCutBefore && atStart.isCutAfter)
        let middle = edited(Array(repeating: .key(.left, []), count: 25), from: text)
        let window = middle.window(width: 20)
        #expect(window.shown.contains(25) && window.isCutBefore && window.isCutAfter)
        #expect(edited([], from: "short").window(width: 20).shown == 0..<5)
    }
}

@Suite("The numbered menu (TERM=dumb)")
struct NumberedMenuTests {
    func menu(_ labels: [String], configuration: DropdownConfiguration = .init(), pageSize: Int = 10) -> NumberedMenu<
        Int
    > {
        NumberedMenu(
            title: "Shipping",
            state: DropdownState(
                options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
                configuration: configuration),
            pageSize: pageSize, width: 40)
    }

    @Test("The list, numbered, then the question; a number chooses")
    func number() {
        var menu = menu(shipping)
        #expect(
            menu.start()
                == "Shipping\n  1) Standard\n  2) Express\n  3) Overnight\n  4) Pickup\nShipping [1-4, or a label]: ")
        let reply1 = menu.answer(" 2 ")
        #expect(reply1 == "")
        #expect(menu.outcome == .chosen([1]))
    }

    @Test("A label chooses; other text narrows the list, renumbered; an empty answer shows all again")
    func labelsAndSearch() {
        var menu = menu(shipping)
        let reply2 = menu.answer("ni")
        #expect(reply2 == "Shipping\n  1) Overnight\nShipping [1, or a label]: ")
        let reply3 = menu.answer("")
        #expect(reply3.hasPrefix("Shipping\n  1) Standard"))
        let reply4 = menu.answer("zzz")
        #expect(reply4.hasPrefix("No option matches 'zzz'."))
        let reply5 = menu.answer("7")
        #expect(reply5 == "'7' is not a number from 1 to 4.\nShipping [1-4, or a label]: ")
        #expect(menu.outcome == nil)
        let reply6 = menu.answer("Pickup")
        #expect(reply6 == "")
        #expect(menu.outcome == .chosen([3]))
    }

    @Test("M3: several numbers with --multiple, within the limit; a long list shows a page")
    func multipleAndPages() {
        var menu = menu(
            (1...30).map { "Item \($0)" },
            configuration: DropdownConfiguration(selectionMode: .multiple, selectionLimit: 2),
            pageSize: 3)
        #expect(menu.start().contains("  … 27 more: type part of a label to narrow the list\n"))
        let reply7 = menu.answer("1,2 3")
        #expect(reply7.hasPrefix("Choose at most 2."))
        let reply8 = menu.answer("1 3")
        #expect(reply8 == "")
        #expect(menu.outcome == .chosen([0, 2]))
    }
}
