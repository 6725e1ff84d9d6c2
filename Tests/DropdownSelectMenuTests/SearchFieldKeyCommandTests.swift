import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The search field's key commands on iOS (F3, F4, N2, N3)")
struct SearchFieldKeyCommandTests {
    @Test("F3, N2, N3: the key commands are the moving keys and Escape, each sending what onKeyPress sends")
    func commandsMapAsKeyPresses() {
        let keys = Set(SearchFieldKeyCommand.all.map(\.key))
        #expect(keys == [.upArrow, .downArrow, .pageUp, .pageDown, .escape])
        // Return and Tab stay with the text field's submit and the focus system.
        #expect(!keys.contains(.returnKey) && !keys.contains(.tab))
        for command in SearchFieldKeyCommand.all {
            let sent: DropdownEvent<String>? = command.event()
            let pressed: DropdownEvent<String>? = KeyboardMapping.searchFieldEvent(
                for: command.key, characters: "", modifiers: command.modifiers)
            #expect(sent != nil)
            #expect(sent == pressed)
        }
        let down = SearchFieldKeyCommand(key: .downArrow, modifiers: .alt)
        #expect(down.event() == DropdownEvent<String>.key(.down, modifiers: .alt))
    }

    @Test("F3, N2: Down seen by the key command and by onKeyPress moves the highlight one row")
    func downMovesOnce() {
        var harness = Harness()
        harness.makeSearchable()
        harness.send(.tapField)
        var delivery = SearchFieldKeyDelivery()
        let before = harness.state.highlightedRow
        let command = SearchFieldKeyCommand(key: .downArrow, modifiers: [])
        for path in [SearchFieldKeyDelivery.Path.keyCommand, .keyPress]
        where delivery.arrives(command.key, by: path) {
            if let event: DropdownEvent<String> = command.event() { harness.send(event) }
        }
        delivery.turnEnded()
        #expect(harness.state.highlightedRow == (before ?? -1) + 1)
        // Escape by the key command alone closes the list (F4).
        if let escape: DropdownEvent<String> = SearchFieldKeyCommand(key: .escape, modifiers: []).event(),
            delivery.arrives(.escape, by: .keyCommand)
        {
            harness.send(escape)
        }
        #expect(!harness.state.isOpen)
    }
}

@Suite("Which key commands the search field offers on iOS (F3, F4, R11)")
struct SearchFieldKeyCommandOfferTests {
    @Test("F3: while an input method composes, no key reaches the dropdown; after, the moving keys do")
    func composingTakesNoKeys() {
        #expect(SearchFieldKeyCommandOffer.commands(isComposing: true, selectionMode: .single).isEmpty)
        let offered = SearchFieldKeyCommandOffer.commands(isComposing: false, selectionMode: .single)
        #expect(offered.contains(SearchFieldKeyCommand(key: .downArrow, modifiers: [])))
        #expect(offered.contains(SearchFieldKeyCommand(key: .escape, modifiers: [])))
    }

    @Test("Shift-Up and Shift-Down stay the text field's in a single selection, and reach a multiple one")
    func shiftArrows() {
        let shiftDown = SearchFieldKeyCommand(key: .downArrow, modifiers: .shift)
        let single = SearchFieldKeyCommandOffer.commands(isComposing: false, selectionMode: .single)
        let multiple = SearchFieldKeyCommandOffer.commands(isComposing: false, selectionMode: .multiple)
        #expect(!single.contains(shiftDown))
        #expect(!single.contains(SearchFieldKeyCommand(key: .upArrow, modifiers: .shift)))
        #expect(multiple.contains(shiftDown))
        #expect(single.contains(SearchFieldKeyCommand(key: .downArrow, modifiers: .alt)))
    }

    @Test("R11: a held moving key repeats; a held Escape does not, as in onKeyPress")
    func repeats() {
        #expect(SearchFieldKeyCommand(key: .downArrow, modifiers: []).repeats)
        #expect(SearchFieldKeyCommand(key: .pageUp, modifiers: []).repeats)
        #expect(!SearchFieldKeyCommand(key: .escape, modifiers: []).repeats)
        // Holding Escape in a list with a query: the first press clears it, the repeats send nothing.
        var harness = Harness()
        harness.search("a")
        let escape = SearchFieldKeyCommand(key: .escape, modifiers: [])
        for isRepeat in [false, true, true] where !isRepeat || escape.repeats {
            if let event: DropdownEvent<String> = escape.event() { harness.send(event) }
        }
        #expect(harness.state.isOpen)
        #expect(harness.state.query.isEmpty)
    }
}
