import DropdownCore
import Testing

@Suite("Changes reported")
struct ChangesTests {
    @Test("E1: an event that changes nothing reports nothing")
    func noChangeNoReport() {
        var state = makeState(selection: ["Apple"])
        #expect(state.send(.close, at: .zero).isEmpty)
        #expect(state.send(.tapOutside, at: .zero).isEmpty)
        state.press(.down)
        #expect(state.press(.home).isEmpty)
        #expect(state.send(.open, at: .zero).isEmpty)
        #expect(state.send(.setOptions(state.options), at: .zero).isEmpty)
    }

    @Test("E1: each change is reported once, and only real ones")
    func changesAreExact() {
        var state = makeState()
        #expect(state.send(.open, at: .zero) == [.opened])
        #expect(state.press(.down) == [.highlight])
        #expect(state.press(.enter) == [.closed, .highlight, .selection])
        #expect(state.send(.open, at: .zero) == [.opened, .highlight])
        #expect(state.send(.close, at: .zero) == [.closed, .highlight])
    }

    @Test("E1: reordering the options is not a selection change")
    func reorderIsNoSelectionChange() {
        var state = makeState(
            selection: ["Apple", "Cherry"], configuration: DropdownConfiguration(selectionMode: .multiple))
        let changes = state.send(.setOptions(makeOptions(fruits.reversed())), at: .zero)
        #expect(changes.isEmpty)
        #expect(state.selection == ["Cherry", "Apple"])
    }

    @Test("E2: a closed dropdown has no hl and an empty query")
    func closedInvariant() {
        var state = makeState()
        for event: DropdownEvent<String> in [.key(.down), .key(.escape), .tapField, .tapOutside] {
            state.send(event, at: .zero)
            if !state.isOpen {
                #expect(state.highlighted == nil)
                #expect(state.query.isEmpty)
            }
        }
    }
}
