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

    @Test("A paste inserts its text without controls, its lines apart as words, cut at the query's maximum")
    func paste() {
        #expect(edited([left, .paste("x\ny\u{1B}z")], from: "ab").text == "ax yzb")
        #expect(edited([.paste("hello\r\nworld\n")]).text == "hello world", "a copied line's own break is dropped")
        #expect(edited([.paste("a\n\nb")]).text == "a  b")
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
