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
