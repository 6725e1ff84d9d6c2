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

    /// Two presses of Return in a searchable list of the fruits, opened with "ch" typed: the first
    /// seen by both paths, the second by one; and what the bound selection and the list are after
    /// each.
    struct TwoReturns: Sendable, CustomTestStringConvertible {
        let mode: DropdownSelectionMode
        let first: [SearchFieldKeyDelivery.Path]
        let afterFirst: (bound: [String], isOpen: Bool)
        let second: [SearchFieldKeyDelivery.Path]
        let afterSecond: (bound: [String], isOpen: Bool)

        var testDescription: String { "\(mode)" }
    }

    @Test(
        "F2, O1, M2: one Enter per Return, seen by the key press and the field's submit: a single selection chooses and closes once, and the next Return opens it (O1); a multiple selection toggles the option on, not on and off (M2)",
        arguments: [
            TwoReturns(
                mode: .single, first: [.keyPress, .submit], afterFirst: (["Cherry"], false),
                second: [.submit], afterSecond: (["Cherry"], true)),
            TwoReturns(
                mode: .multiple, first: [.submit, .keyPress], afterFirst: (["Cherry"], true),
                second: [.keyPress], afterSecond: ([], true)),
        ])
    func returnActsOnce(_ presses: TwoReturns) {
        var harness = Harness(mode: presses.mode)
        harness.search("ch")
        var delivery = SearchFieldKeyDelivery()
        pressReturn(by: presses.first, into: &harness, delivery: &delivery)
        #expect(harness.bound == presses.afterFirst.bound)
        #expect(harness.state.isOpen == presses.afterFirst.isOpen)
        pressReturn(by: presses.second, into: &harness, delivery: &delivery)
        #expect(harness.bound == presses.afterSecond.bound)
        #expect(harness.state.isOpen == presses.afterSecond.isOpen)
    }
}
