import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The side of an open list (P2, R14)")
struct ListSideTests {
    let window = DropdownRect(x: 0, y: 0, width: 390, height: 844)

    /// Places the list of `harness` for a field inside bounds, as the view does, and reports it.
    func place(
        _ harness: inout Harness, field: DropdownRect, bounds: DropdownRect, hasSearchField: Bool = false
    ) -> DropdownPlacement {
        let session = harness.session
        let size = session.listSize(maximum: .points(280), hasSearchField: hasSearchField)
        let side = session.placementDirection(
            requested: .automatic, field: field, bounds: bounds, gap: 6, hasSearchField: hasSearchField)
        let placement = size.placement(field: field, bounds: bounds, direction: side, gap: 6)
        harness.session.listPlaced(placement, boundsHeight: bounds.height, hasSearchField: hasSearchField)
        return placement
    }

    func measure(_ harness: inout Harness, rowHeight: Double, searchField: Double? = nil) {
        var measurement = ListMeasurement<String>()
        for id in harness.state.visible { measurement.lines[.option(id)] = rowHeight }
        measurement.searchField = searchField
        measurement.width = 358
        _ = harness.session.record(measurement, textSize: "large", maximum: .points(280))
    }

    @Test("2 (P2): open below, the keyboard takes 336 pt → the list flips above")
    func keyboardFlips() {
        var harness = Harness()
        harness.isSearchable = true
        harness.send(.tapField)
        let field = DropdownRect(x: 16, y: 420, width: 358, height: 56)
        let first = place(&harness, field: field, bounds: window, hasSearchField: true)
        measure(&harness, rowHeight: 44, searchField: 45)
        #expect(first.direction == .below)
        #expect(harness.session.side.side == .below)
        // The search field took focus; the keyboard's top is at 508.
        let withKeyboard = DropdownRect(x: 0, y: 0, width: 390, height: 508)
        let second = place(&harness, field: field, bounds: withKeyboard, hasSearchField: true)
        #expect(second.direction == .above)
        #expect(second.frame.height >= 200)
        // Stable while the keyboard stays: the same bounds give the same side.
        #expect(place(&harness, field: field, bounds: withKeyboard, hasSearchField: true).direction == .above)
    }

    @Test("2 (P2): a locked side with less than a row of room is left for the other side")
    func sliverLeft() {
        var harness = Harness()
        harness.send(.tapField)
        let field = DropdownRect(x: 16, y: 400, width: 358, height: 56)
        _ = place(&harness, field: field, bounds: window)
        measure(&harness, rowHeight: 44)
        #expect(harness.session.side.side == .below)
        // The field scrolled down to 20 points above the bottom (within the tolerance of a row).
        let low = DropdownRect(x: 16, y: 760, width: 358, height: 56)
        #expect(place(&harness, field: low, bounds: window).direction == .above)
    }

    @Test("8 (R5, P2): the guess fits below, the measurement does not → the list opens above")
    func measuredBeforeLocked() {
        var harness = Harness()
        harness.send(.tapField)
        let field = DropdownRect(x: 16, y: 520, width: 358, height: 56)
        // Guessed: 5 rows of 44 = 220 fit the 254 points below.
        #expect(place(&harness, field: field, bounds: window).direction == .below)
        #expect(harness.session.side.side == nil)  // not locked on a guess
        // Measured at a large Dynamic Type size: 5 rows of 90 = 450 > 254; above has 506.
        measure(&harness, rowHeight: 90)
        let measured = place(&harness, field: field, bounds: window)
        #expect(measured.direction == .above)
        #expect(harness.session.side.side == .above)
        // R14: later changes of height (typing) keep the side.
        #expect(place(&harness, field: field, bounds: window).direction == .above)
    }
}
