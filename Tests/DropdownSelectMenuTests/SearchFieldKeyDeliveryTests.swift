import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Keys in the search field reach the dropdown once (F2, F3, F4)")
struct SearchFieldKeyDeliveryTests {
    /// Delivers Return in one turn by each of `paths`, as the search field's view does; the turn
    /// then ends.
    private func pressReturn(
        by paths: [SearchFieldKeyDelivery.Path], into harness: inout Harness,
        delivery: inout SearchFieldKeyDelivery
    ) {
        for path in paths where delivery.arrives(.returnKey, by: path) {
            harness.send(.key(.enter))
        }
        delivery.turnEnded()
    }

    @Test("F2, O1: one Enter per Return: seen by the key press and the field's submit, it chooses and closes once")
    func returnChoosesOnce() {
        var harness = Harness()
        harness.makeSearchable()
        var delivery = SearchFieldKeyDelivery()
        harness.send(.tapField)
        harness.send(.setQuery("ch"))
        pressReturn(by: [.keyPress, .submit], into: &harness, delivery: &delivery)
        #expect(harness.bound == ["Cherry"])
        #expect(!harness.state.isOpen)  // not opened again by a second Enter
        // The next Return is a new press, whichever path brings it: it opens the list (O1).
        pressReturn(by: [.submit], into: &harness, delivery: &delivery)
        #expect(harness.state.isOpen)
    }

    @Test("F2, M2: one Enter per Return in a multiple selection: the option is toggled on, not on and off")
    func returnTogglesOnce() {
        var harness = Harness(mode: .multiple)
        harness.makeSearchable()
        var delivery = SearchFieldKeyDelivery()
        harness.send(.tapField)
        harness.send(.setQuery("ch"))
        pressReturn(by: [.submit, .keyPress], into: &harness, delivery: &delivery)
        #expect(harness.bound == ["Cherry"])
        #expect(harness.state.isOpen)
        pressReturn(by: [.keyPress], into: &harness, delivery: &delivery)
        #expect(harness.bound == [])  // a second press toggles it off
    }
}
