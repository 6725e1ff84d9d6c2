import DropdownCore
import DropdownTerminal
import Testing

@testable import dropdown

@Suite("The checkout demo")
struct CheckoutDemoTests {
    let down = TerminalInput.key(.down, [])

    func makeDemo(rows: Int = 24) -> CheckoutDemo {
        var demo = CheckoutDemo()
        demo.layOut(size: TerminalSize(rows: rows, columns: 60))
        demo.start(at: .zero)
        return demo
    }

    @Test(
        "The screen: heading, Shipping with Standard, Country, Fruit, Toppings and City with their placeholders, the footnote"
    )
    func initialScreen() {
        let text = makeDemo().frame().text
        #expect(text[0] == "Checkout")
        #expect(text[2].hasPrefix("❯ Shipping: Standard"))
        #expect(text[3].hasPrefix("  Country: Select a country"))
        #expect(text[4].hasPrefix("  Fruit: Choose a fruit"))
        #expect(text[5].hasPrefix("  Toppings: Up to 3"))
        #expect(text[6].hasPrefix("  City: Type to search"))
        #expect(text[8] == "Choose a delivery option")
        #expect(text[9] == "Tab: next field · Enter: open · q: quit")
    }

    /// The demo with the focus on field `index` (Tab, as a person moves there).
    func demo(focusedOn index: Int) -> CheckoutDemo {
        var demo = makeDemo()
        for _ in 0..<index { demo.handle([.key(.tab, [])], at: .zero) }
        return demo
    }

    @Test(
        "H1–H4: the Fruit field: More Fruits ›, Right opens its submenu with a back row and the path, a leaf chosen shows its path"
    )
    func nestedScenario() {
        var demo = demo(focusedOn: 2)
        demo.handle([.key(.enter, [])], at: .zero)
        #expect(
            demo.frame().text[7].contains("More Fruits") && demo.frame().text[7].contains("›"),
            "More Fruits is a parent")
        demo.handle([.key(.end, []), .key(.right, [])], at: .zero)
        #expect(demo.state(ofField: 2).submenuPath == ["More Fruits"])
        let text = demo.frame().text
        #expect(text[4].contains("· More Fruits ›"))
        #expect(text[5].hasPrefix("  ‹ More Fruits"))
        #expect(text[6].contains("watermelon") && text[7].contains("strawberry"))
        demo.handle([down, .key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 2).selection == ["strawberry"] && !demo.state(ofField: 2).isOpen)
        #expect(demo.frame().text[4].hasPrefix("❯ Fruit: More Fruits › strawberry"))
    }

    @Test("M2, M3: the Toppings field: Enter marks and stays open, at most 3, Escape closes with the marks")
    func multipleScenario() {
        var demo = demo(focusedOn: 3)
        demo.handle([down], at: .zero)  // O2: opens on the first option
        demo.handle([.key(.enter, []), down, .key(.enter, []), down, down, .key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 3).isOpen)
        #expect(demo.state(ofField: 3).selection == ["Cheese", "Ham", "Basil"])
        demo.handle([down, .key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 3).selection.count == 3, "M3: the limit refuses a fourth")
        demo.handle([.key(.escape, [])], at: .zero)
        #expect(demo.frame().text[5].hasPrefix("❯ Toppings: Cheese, Ham, Basil"))
    }

    @Test("F1, F2: the City field: typing searches, the best match is highlighted, Enter chooses it")
    func searchScenario() {
        var demo = demo(focusedOn: 4)
        demo.handle([.key(.enter, [])], at: .zero)
        demo.handle("lsb".map { .character($0, alt: false) }, at: .zero)
        let text = demo.frame().text
        #expect(text[7].hasPrefix("  / lsb▏"))
        #expect(text[8].hasPrefix("  ❯   Lisbon"))
        demo.handle([.key(.backspace, []), .key(.backspace, []), .key(.backspace, [])], at: .zero)
        #expect(demo.state(ofField: 4).query.isEmpty)
        demo.handle("lsb".map { .character($0, alt: false) } + [.key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 4).selection == ["Lisbon"])
        #expect(demo.frame().text[6].hasPrefix("❯ City: Lisbon"))
    }

    @Test("Enter opens the focused field; choosing a shipping option updates the footnote")
    func choosingShipping() {
        var demo = makeDemo()
        demo.handle([.key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 0).isOpen)
        #expect(demo.frame().text[3].contains("✓ Standard"))  // the list floats over the next lines
        demo.handle([down], at: .zero)
        demo.handle([.key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 0).selection == ["Express"])
        #expect(demo.footnote == "Delivery: Express")
        #expect(demo.frame().text[8] == "Delivery: Express")
    }

    @Test("O5, N6: Tab moves the focus on; Shift-Tab back; Tab on an open list selects and moves on")
    func tabMovesFocus() {
        var demo = makeDemo()
        demo.handle([.key(.tab, [])], at: .zero)
        #expect(demo.focus == 1)
        demo.handle([.key(.backTab, .shift)], at: .zero)
        #expect(demo.focus == 0)
        demo.handle([down], at: .zero)  // opens Shipping on Standard
        demo.handle([down], at: .zero)
        demo.handle([.key(.tab, [])], at: .zero)
        #expect(demo.state(ofField: 0).selection == ["Express"])
        #expect(!demo.state(ofField: 0).isOpen)
        #expect(demo.focus == 1)
    }

    @Test("O8: opening one list closes the other")
    func oneListOpen() {
        var demo = makeDemo()
        demo.handle([.key(.enter, [])], at: .zero)
        demo.handle([.key(.tab, [])], at: .zero)  // Tab selects Standard, closes, moves on
        demo.handle([.key(.enter, [])], at: .zero)
        #expect(demo.state(ofField: 1).isOpen)
        #expect(!demo.state(ofField: 0).isOpen)
    }

    @Test(
        "N4, M2, H2, H3: the hint line, under the open list, says what the keys do on the row highlighted and the level shown"
    )
    func hintFollowsTheOpenList() {
        func lastLine(_ demo: CheckoutDemo) -> String { demo.frame().text.last ?? "" }
        var shipping = makeDemo()
        shipping.handle([.key(.enter, [])], at: .zero)
        #expect(lastLine(shipping) == "↑↓: move · Enter: choose · Esc: close", "hl on the selection, Standard")
        var city = demo(focusedOn: 4)
        city.handle([.key(.enter, [])], at: .zero)
        #expect(lastLine(city) == "Type to search · ↑↓: move · Enter: close · Esc: close", "nothing highlighted")
        #expect(city.frame().text.count > 10, "below the list, which floats over the footnote's lines")
        city.handle([.character("r", alt: false)], at: .zero)
        #expect(lastLine(city) == "Type to search · ↑↓: move · Enter: choose", "Escape would clear the query first")
        var toppings = demo(focusedOn: 3)
        toppings.handle([.key(.enter, [])], at: .zero)
        #expect(lastLine(toppings) == "↑↓: move · Enter: close · Esc: done")
        toppings.handle([.key(.down, [])], at: .zero)
        #expect(lastLine(toppings) == "↑↓: move · Space, Enter: mark · Esc: done")
        var fruit = demo(focusedOn: 2)
        fruit.handle([.key(.enter, []), .key(.down, [])], at: .zero)
        #expect(lastLine(fruit) == "↑↓: move · Enter: choose · Esc: close", "a leaf at the top level: no ← or →")
        fruit.handle([.key(.end, [])], at: .zero)  // More Fruits, a parent
        #expect(lastLine(fruit) == "↑↓: move · →: open · Esc: close")
        fruit.handle([.key(.right, [])], at: .zero)
        #expect(lastLine(fruit) == "↑↓: move · Enter: choose · ←: back · Esc: back", "in the submenu")
        fruit.handle([.key(.escape, [])], at: .zero)
        #expect(fruit.state(ofField: 2).isOpen && fruit.state(ofField: 2).submenuPath.isEmpty, "Escape went back")
        #expect(lastLine(fruit) == "↑↓: move · →: open · Esc: close")
        fruit.handle([.key(.escape, [])], at: .zero)
        #expect(lastLine(fruit) == "Tab: next field · Enter: open · q: quit")
    }

    @Test("Ctrl-C ends the demo with a warning, not the green line of a checkout")
    func interruptedLine() {
        var demo = makeDemo()
        demo.handle([.key(.enter, [])], at: .zero)
        demo.interrupt()
        #expect(demo.isFinished)
        #expect(demo.finalLine().text == "Checkout: (cancelled)")
        #expect(demo.finalLine().runs.allSatisfy { !$0.style.contains(.success) })
        var quit = makeDemo()
        quit.handle([.character("q", alt: false)], at: .zero)
        #expect(quit.finalLine().text.hasPrefix("✔ Checkout · Shipping: Standard"))
    }

    @Test("At 20×4 the field with the keyboard stays on the terminal, its list above it")
    func shortTerminal() {
        var demo = CheckoutDemo()
        demo.layOut(size: TerminalSize(rows: 4, columns: 20))
        demo.start(at: .zero)
        for field in 0..<5 {
            let text = demo.frame().text
            #expect(text.count <= 4)
            #expect(text.contains { $0.hasPrefix("❯ ") }, "field \(field): \(text)")
            demo.handle([.key(.tab, [])], at: .zero)
        }
        demo = CheckoutDemo()
        demo.layOut(size: TerminalSize(rows: 4, columns: 20))
        for _ in 0..<4 { demo.handle([.key(.tab, [])], at: .zero) }  // City, on the sixth line
        demo.handle([.key(.enter, [])], at: .zero)
        let text = demo.frame().text
        #expect(text.count <= 4 && text.last?.hasPrefix("❯ City") == true, "\(text)")
        #expect(text.contains { $0.contains("Amsterdam") } || text.contains { $0.contains("/ ▏") }, "\(text)")
    }

    @Test("q quits while no list is open (the hint says so only then); on an open list it is typeahead")
    func quitting() {
        var demo = makeDemo()
        demo.handle([.key(.enter, [])], at: .zero)
        #expect(!demo.frame().text.contains { $0.contains("q: quit") })
        demo.handle([.character("q", alt: false)], at: .zero)
        #expect(!demo.isFinished)
        demo.handle([.key(.escape, [])], at: .zero)
        demo.handle([.character("q", alt: false)], at: .zero)
        #expect(demo.isFinished)
        var interrupted = makeDemo()
        interrupted.interrupt()
        #expect(interrupted.isFinished)
    }

    @Test("P2: in a terminal too short for the list below, the Country list opens above its field")
    func listAboveInShortTerminal() {
        var demo = makeDemo(rows: 6)
        demo.handle([.key(.tab, [])], at: .zero)
        demo.handle([.key(.enter, [])], at: .zero)
        let text = demo.frame().text
        #expect(text.count <= 6)
        #expect(text[0].contains("France"))
        #expect(text[3].hasPrefix("❯ Country"))
    }
}
