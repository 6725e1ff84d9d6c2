import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Who owns a list in the window's layer (R7)")
struct LayerPresenceTests {
    let dropdown = UUID()

    private func openedInLayer(_ delivery: inout ListDelivery) -> LayerPresentationKey<UUID>? {
        delivery.open(container: nil, containerSeesDropdown: false)
        return LayerPresence.wanted(dropdown: dropdown, isOpen: true, delivery: delivery)
    }

    @Test("R7: an open list drawn in the layer is presented; closed, it is taken out")
    func closedIsTakenOut() {
        var delivery = ListDelivery()
        var presence = LayerPresence<UUID>()
        let wanted = openedInLayer(&delivery)
        #expect(wanted != nil)
        #expect(presence.reconcile(wanted: wanted, hasLayer: true) == [.present(wanted!)])
        #expect(presence.reconcile(wanted: wanted, hasLayer: true).isEmpty)
        delivery.close()
        let closed = LayerPresence.wanted(dropdown: dropdown, isOpen: false, delivery: delivery)
        #expect(closed == nil)
        // Taken out without the layer being reachable again (the window may be gone).
        #expect(presence.reconcile(wanted: closed, hasLayer: false) == [.dismiss(wanted!)])
        #expect(presence.presented == nil)
    }

    @Test("R7: a list that opens before its dropdown has a window is presented when the window arrives")
    func pendingUntilWindow() {
        var delivery = ListDelivery()
        var presence = LayerPresence<UUID>()
        let wanted = openedInLayer(&delivery)
        #expect(presence.reconcile(wanted: wanted, hasLayer: false).isEmpty)
        #expect(presence.presented == nil)
        #expect(presence.reconcile(wanted: wanted, hasLayer: true) == [.present(wanted!)])
    }

    @Test("R7: a list drawn by a container is not in the layer; one the container withdrew is")
    func containerLists() {
        var delivery = ListDelivery()
        let request = delivery.open(container: UUID(), containerSeesDropdown: true)!
        delivery.confirm(request: request)
        #expect(LayerPresence.wanted(dropdown: dropdown, isOpen: true, delivery: delivery) == nil)
        delivery.withdrawn(request: request)
        #expect(
            LayerPresence.wanted(dropdown: dropdown, isOpen: true, delivery: delivery)
                == LayerPresentationKey(dropdown: dropdown, generation: request))
    }

    @Test("R7: reopening while the last list leaves is a new entry (the leaving one is not revived)")
    func reopeningIsNewEntry() {
        var delivery = ListDelivery()
        var presence = LayerPresence<UUID>()
        let first = openedInLayer(&delivery)!
        _ = presence.reconcile(wanted: first, hasLayer: true)
        delivery.close()
        _ = presence.reconcile(wanted: nil, hasLayer: true)
        let second = openedInLayer(&delivery)!
        #expect(first != second)
        #expect(presence.reconcile(wanted: second, hasLayer: true) == [.present(second)])
    }

    @Test("R7: closed, or owner gone: an entry does not belong in the layer")
    func belongs() {
        let key = LayerPresentationKey(dropdown: dropdown, generation: 3)
        #expect(LayerPresence.belongs(key, ownerWants: .some(key)))
        #expect(!LayerPresence.belongs(key, ownerWants: .some(nil)))  // the owner closed
        #expect(!LayerPresence.belongs(key, ownerWants: .none))  // the owner is gone
        #expect(!LayerPresence.belongs(key, ownerWants: .some(LayerPresentationKey(dropdown: dropdown, generation: 4))))
    }

    private func placed(_ presence: inout LayerPresence<UUID>, _ inputs: LayerPresence<UUID>.PlacementInputs) -> Bool {
        presence.needsPlacement(for: inputs)
    }

    @Test("P2, R5: new rows or a new measured size place the layer's list again; nothing else does")
    func placedAgain() {
        var delivery = ListDelivery()
        var presence = LayerPresence<UUID>()
        let inputs = LayerPresence<UUID>.PlacementInputs(rowsRevision: 1, sizeRevision: 1)
        // Nothing presented: nothing to place.
        #expect(!placed(&presence, inputs))
        _ = presence.reconcile(wanted: openedInLayer(&delivery), hasLayer: true)
        #expect(placed(&presence, inputs))
        // A highlight move or a toggle changes neither revision.
        #expect(!placed(&presence, inputs))
        // The list measured its rows: a new size.
        #expect(placed(&presence, .init(rowsRevision: 1, sizeRevision: 2)))
        // A query narrowed the rows.
        #expect(placed(&presence, .init(rowsRevision: 2, sizeRevision: 2)))
        #expect(!placed(&presence, .init(rowsRevision: 2, sizeRevision: 2)))
    }
}

@Suite("An idle window layer is hidden (R7)")
struct LayerVisibilityTests {
    private func changed(_ visibility: inout LayerVisibility, isEmpty: Bool) -> Int? {
        visibility.presentationsChanged(isEmpty: isEmpty)
    }

    private func passed(_ visibility: inout LayerVisibility, _ token: Int) -> Bool {
        visibility.delayPassed(token)
    }

    @Test("R7: a layer installed when a dropdown joins its window is hidden until the first list")
    func hiddenFromInstallation() {
        var visibility = LayerVisibility()
        #expect(visibility.isHidden)
        // Empty again: nothing to wait for, it was never shown.
        #expect(changed(&visibility, isEmpty: true) == nil)
        #expect(visibility.isHidden)
        #expect(changed(&visibility, isEmpty: false) == nil)
        #expect(!visibility.isHidden)
    }

    @Test("R7: the layer is shown when a list is presented and hidden once it stayed empty for the delay")
    func hiddenWhenIdle() {
        var visibility = LayerVisibility()
        #expect(changed(&visibility, isEmpty: false) == nil)
        #expect(!visibility.isHidden)
        let token = visibility.presentationsChanged(isEmpty: true)!
        #expect(!visibility.isHidden)  // the last list is still leaving
        #expect(passed(&visibility, token))
        #expect(visibility.isHidden)
        #expect(changed(&visibility, isEmpty: false) == nil)
        #expect(!visibility.isHidden)
    }

    @Test("R7: a list reopened and closed again within the delay is not cut off by the first delay")
    func reopenedWithinDelay() {
        var visibility = LayerVisibility()
        _ = visibility.presentationsChanged(isEmpty: false)
        let first = visibility.presentationsChanged(isEmpty: true)!
        _ = visibility.presentationsChanged(isEmpty: false)
        let second = visibility.presentationsChanged(isEmpty: true)!
        #expect(!passed(&visibility, first))
        #expect(!visibility.isHidden)
        #expect(passed(&visibility, second))
    }
}
