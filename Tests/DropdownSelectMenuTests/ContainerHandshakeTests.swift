import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The container handshake (R7)")
struct ContainerHandshakeTests {
    let container = UUID()

    /// A delivery that opened a list for ``container``, which sees the dropdown, and the request it
    /// sent.
    private func openForContainer() -> (delivery: ListDelivery, request: Int) {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true)!
        return (delivery, request)
    }

    @Test("1 (R7): a request to a container that sees the dropdown is drawn by the container once confirmed")
    func confirmed() {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true)
        #expect(request != nil)
        #expect(delivery.host == .awaitingContainer)
        #expect(delivery.sendsRequest && !delivery.drawsInWindowLayer)
        let confirmed = delivery.confirm(request: request!)
        #expect(confirmed)
        #expect(delivery.host == .container)
        // The deadline then changes nothing.
        let fellBack = delivery.deadlinePassed(request: request!)
        #expect(!fellBack)
        #expect(delivery.host == .container)
    }

    @Test(
        "6 (R7): a container that does not see the dropdown (a sheet, a pushed screen) is not asked: the window's layer draws at once"
    )
    func unseen() {
        var delivery = ListDelivery()
        #expect(delivery.open(container: container, containerSeesDropdown: false) == nil)
        #expect(delivery.host == .windowLayer)
        delivery.close()
        // Nothing is remembered: once the container sees it, it is asked.
        #expect(delivery.open(container: container, containerSeesDropdown: true) != nil)
    }

    @Test("1, 6 (R7): a request not confirmed by the safety deadline falls back to the window's layer")
    func unconfirmedFallsBack() {
        var (delivery, request) = openForContainer()
        let fellBack = delivery.deadlinePassed(request: request)
        #expect(fellBack)
        #expect(delivery.host == .windowLayer)
        #expect(delivery.drawsInWindowLayer && !delivery.sendsRequest)
        // A late answer does not move the list again while it is open.
        let confirmed = delivery.confirm(request: request)
        #expect(!confirmed)
        #expect(delivery.host == .windowLayer)
        // The next opening asks again (unresponsiveness is not remembered).
        delivery.close()
        #expect(delivery.open(container: container, containerSeesDropdown: true) != nil)
    }

    @Test(
        "6 (R7), F3, N1, N3: a list with a search field goes to the window's layer, whose key commands take its arrows, even when a container sees it"
    )
    func searchableGoesToTheLayer() {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true, searchNeedsLayerKeys: true)
        #expect(request == nil)
        #expect(delivery.host == .windowLayer)
        #expect(delivery.drawsInWindowLayer && !delivery.sendsRequest)
        // A session decides it from the platform: iOS, iPadOS and Mac Catalyst (and Linux, their
        // stand-in here) need the layer's key commands; on the Mac `onKeyPress` reaches them.
        var searchable = Harness()
        searchable.makeSearchable()
        searchable.container = container
        searchable.containerSeesDropdown = true
        searchable.send(.tapField)
        #expect(
            searchable.session.delivery.host
                == (ListDelivery.searchKeysNeedWindowLayer ? .windowLayer : .awaitingContainer))
        #expect(ListDelivery.searchKeysNeedWindowLayer == FocusPlan.layerIsAWindow)
        // Without a search field the field keeps the keys: the container draws the list.
        var plain = Harness()
        plain.container = container
        plain.containerSeesDropdown = true
        plain.send(.tapField)
        #expect(plain.session.delivery.host == .awaitingContainer)
    }

    @Test("6 (R7): a list opened as a sheet is the sheet's: neither the container nor the window's layer draws it")
    func sheetIsNeitherContainerNorLayer() {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true, asSheet: true)
        #expect(request == nil)
        #expect(delivery.host == .sheet)
        #expect(!delivery.drawsInWindowLayer && !delivery.sendsRequest)
        #expect(LayerPresence.wanted(dropdown: UUID(), isOpen: true, delivery: delivery) == nil)
        // A late deadline or withdrawal does not move it.
        let fellBack = delivery.deadlinePassed(request: delivery.request)
        let withdrawn = delivery.withdrawn(request: delivery.request)
        #expect(!fellBack && !withdrawn)
        #expect(delivery.host == .sheet)
        // The session records the sheet from the opening's context, searchable or not.
        var harness = Harness()
        harness.makeSearchable()
        harness.container = container
        harness.containerSeesDropdown = true
        harness.opensAsSheet = true
        harness.send(.tapField)
        #expect(harness.session.delivery.host == .sheet)
        harness.send(.key(.escape))
        #expect(harness.session.delivery.host == ListDelivery.Host.none)
        // The next opening, not as a sheet and without search, is the container's again.
        harness.opensAsSheet = false
        harness.isSearchable = false
        _ = harness.session.setSearchable(false)
        harness.send(.tapField)
        #expect(harness.session.delivery.host == .awaitingContainer)
    }

    @Test("1 (R7): without a container the list goes to the window's layer at once")
    func noContainer() {
        var delivery = ListDelivery()
        #expect(delivery.open(container: nil, containerSeesDropdown: false) == nil)
        #expect(delivery.host == .windowLayer)
    }

    @Test("1 (R7): answers to an earlier opening change nothing")
    func staleAnswers() {
        var (delivery, first) = openForContainer()
        delivery.close()
        let second = delivery.open(container: container, containerSeesDropdown: true)!
        #expect(second != first)
        let confirmed = delivery.confirm(request: first)
        #expect(!confirmed)
        let fellBack = delivery.deadlinePassed(request: first)
        #expect(!fellBack)
        #expect(delivery.host == .awaitingContainer)
    }

    @Test("1 (R7): a container that stops drawing an open list hands it to the window's layer")
    func withdrawn() {
        var (delivery, request) = openForContainer()
        delivery.confirm(request: request)
        let handedOver = delivery.withdrawn(request: request)
        #expect(handedOver)
        #expect(delivery.host == .windowLayer)
        // Withdrawal after closing (the container removes a closed list) changes nothing.
        delivery.close()
        let handedOverAgain = delivery.withdrawn(request: request)
        #expect(!handedOverAgain)
        #expect(delivery.host == .none)
    }

    @Test("1, 6: a session opening inside a container that sees it awaits it; one that does not see it is skipped")
    func sessionOpening() {
        var harness = Harness()
        harness.container = container
        harness.containerSeesDropdown = true
        harness.send(.tapField)
        #expect(harness.session.delivery.host == .awaitingContainer)
        let request = harness.session.delivery.request
        let fellBack = harness.session.deliveryDeadlinePassed(request: request)
        #expect(fellBack)
        #expect(harness.session.delivery.drawsInWindowLayer)
        harness.send(.key(.escape))
        #expect(harness.session.delivery.host == .none)
        harness.containerSeesDropdown = false
        harness.send(.tapField)
        #expect(harness.session.delivery.host == .windowLayer)
    }
}

@Suite("One open list per window (O8)")
@MainActor
struct CoordinatorScopeTests {
    final class Window {}

    @Test("O8: opening a dropdown closes the open one of the same window")
    func exclusive() {
        let window = Window()
        let coordinator = DropdownCoordinator.forScope(window)
        let first = UUID()
        let second = UUID()
        var closed: [UUID] = []
        coordinator.register(first) { closed.append(first) }
        coordinator.register(second) { closed.append(second) }
        coordinator.didOpen(first)
        coordinator.didOpen(second)
        #expect(closed == [first])
        #expect(coordinator.openMember == second)
    }

    @Test("1 (O8): each window has its own coordinator; a dropdown in one does not close another's")
    func perWindow() {
        let left = Window()
        let right = Window()
        #expect(DropdownCoordinator.forScope(left) === DropdownCoordinator.forScope(left))
        #expect(DropdownCoordinator.forScope(left) !== DropdownCoordinator.forScope(right))
        var closed = false
        let a = UUID()
        let b = UUID()
        DropdownCoordinator.forScope(left).register(a) { closed = true }
        DropdownCoordinator.forScope(left).didOpen(a)
        DropdownCoordinator.forScope(right).register(b) {}
        DropdownCoordinator.forScope(right).didOpen(b)
        #expect(!closed)
    }

    @Test("1: a closed window's coordinator is dropped with it")
    func droppedWithWindow() {
        var window: Window? = Window()
        weak let coordinator = DropdownCoordinator.forScope(window!)
        #expect(coordinator != nil)
        window = nil
        _ = DropdownCoordinator.forScope(Window())  // any later lookup sweeps closed windows
        #expect(coordinator == nil)
    }
}
