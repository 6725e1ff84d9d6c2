import DropdownCore
import Testing

@Suite("Placement: the side is kept while open")
struct SideLockTests {
    let window = DropdownRect(x: 0, y: 0, width: 390, height: 800)
    /// A field low enough that a tall list goes above and a short one fits below.
    let field = DropdownRect(x: 20, y: 500, width: 300, height: 56)

    @Test("P2: an automatic list keeps the side it opened on while a query shrinks it")
    func keepsSideWhileFiltering() {
        var lock = DropdownSideLock()
        let opening = lock.place(field: field, container: window, contentHeight: 600)
        #expect(opening.direction == .above)
        // Without the lock, two rows would fit below and the list would jump there.
        #expect(DropdownPlacement.resolve(field: field, container: window, contentHeight: 88).direction == .below)
        let filtered = lock.place(field: field, container: window, contentHeight: 88)
        #expect(filtered.direction == .above)
        #expect(filtered.frame.maxY == field.minY - 6)
        #expect(filtered.frame.height == 88)
    }

    @Test("P2: closing releases the side; the next opening chooses again")
    func releasedOnClose() {
        var lock = DropdownSideLock()
        _ = lock.place(field: field, container: window, contentHeight: 600)
        #expect(lock.side == .above)
        lock.release()
        #expect(lock.side == nil)
        #expect(lock.place(field: field, container: window, contentHeight: 88).direction == .below)
    }

    @Test("P2: a kept side still shrinks to the room there")
    func keptSideShrinks() {
        var lock = DropdownSideLock()
        lock.keep(
            DropdownPlacement(
                direction: .below, frame: DropdownRect(x: 0, y: 0, width: 0, height: 0), isScrollable: false))
        #expect(lock.direction(requested: .automatic) == .below)
        let placement = lock.place(field: field, container: window, contentHeight: 600)
        #expect(placement.direction == .below)
        #expect(placement.frame.height == 800 - 8 - 556 - 6)
        #expect(placement.isScrollable)
    }
}

@Suite("Summary candidates")
struct SummaryCandidateTests {
    @Test("M5: the candidates go from the labels joined to N selected; the first that fits is shown")
    func candidates() {
        #expect(DropdownSummary.candidates(labels: [], placeholder: "Choose") == ["Choose"])
        #expect(DropdownSummary.candidates(labels: ["Cheese"], placeholder: "Choose") == ["Cheese"])
        #expect(
            DropdownSummary.candidates(labels: ["Cheese", "Olives"], placeholder: "Choose")
                == ["Cheese, Olives", "2 selected"])
        #expect(
            DropdownSummary.text(labels: ["Cheese", "Olives"], placeholder: "") { $0.count <= 14 } == "Cheese, Olives")
        #expect(DropdownSummary.text(labels: ["Cheese", "Olives"], placeholder: "") { $0.count <= 13 } == "2 selected")
        // The last candidate is shown when none fits.
        #expect(DropdownSummary.text(labels: ["Cheese", "Olives"], placeholder: "") { _ in false } == "2 selected")
        #expect(DropdownSummary.text(labels: ["Cheese"], placeholder: "") { _ in false } == "Cheese")
    }
}
