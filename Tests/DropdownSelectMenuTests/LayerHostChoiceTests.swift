import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Which Mac windows hold the layer of lists (R7, R15)")
struct LayerHostChoiceTests {
    typealias Kind = LayerHostChoice.ContentViewKind
    typealias Circumstances = ListPresentationChoice.Circumstances
    let container = UUID()

    @Test("A hosting view or any plain view as content view holds the layer, as before")
    func hostingViewHoldsTheLayer() {
        #expect(LayerHostChoice.host(forContentView: .view) == .contentView)
        #expect(LayerHostChoice.host(forContentView: .view).holdsLayer)
    }

    @Test("A split view as content view (NSSplitViewController's) gets no layer: it would become a pane")
    func splitViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .splitView) == .none)
    }

    @Test("A stack view as content view gets no layer: views it adds later go above the layer")
    func stackViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .stackView) == .none)
    }

    @Test("A tab view as content view gets no layer: the view of a tab switched to goes above the layer")
    func tabViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .tabView) == .none)
    }

    @Test("A scroll view as content view gets no layer: its subviews are its own tiled parts")
    func scrollViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .scrollView) == .none)
    }

    @Test("A window without a content view gets no layer")
    func noContentViewHoldsNone() {
        #expect(!LayerHostChoice.host(forContentView: nil).holdsLayer)
    }

    @Test("R7: a UIKit window holds a layer only in a scene; one without a scene opens its lists as sheets")
    func sceneLessWindowHoldsNone() {
        #expect(LayerHostChoice.host(inWindowWithScene: true).holdsLayer)
        let sceneLess = LayerHostChoice.host(inWindowWithScene: false)
        #expect(!sceneLess.holdsLayer)
        let phone = Circumstances(isMac: false, hasWindowLayer: sceneLess.holdsLayer)
        #expect(ListPresentationChoice.resolve(.floating, in: phone) == .sheet(.mediumAndLarge))
    }

    @Test("In a window without a layer a list no container sees opens as a sheet, whatever the preference")
    func noLayerOpensASheet() {
        let mac = Circumstances(isMac: true, hasWindowLayer: false)
        #expect(ListPresentationChoice.resolve(.automatic, in: mac) == .sheet(.mediumAndLarge))
        #expect(ListPresentationChoice.resolve(.floating, in: mac) == .sheet(.mediumAndLarge))
        #expect(ListPresentationChoice.resolve(.sheet, in: mac) == .sheet(.mediumAndLarge))
        // The common case is unchanged: a window with a layer floats it.
        #expect(ListPresentationChoice.resolve(.automatic, in: Circumstances(isMac: true)) == .floating)
        // Chips draw in place anywhere.
        let chips = Circumstances(isInline: true, isMac: true, hasWindowLayer: false)
        #expect(ListPresentationChoice.resolve(.automatic, in: chips) == .inline)
    }

    @Test("In a window without a layer a container that sees the dropdown still floats its list")
    func noLayerContainerFloats() {
        let seen = Circumstances(isMac: true, hasWindowLayer: false, containerSeesDropdown: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: seen) == .floating)
        #expect(ListPresentationChoice.resolve(.floating, in: seen) == .floating)
    }

    @Test("R7 without a layer: an unconfirmed request stays with the container past the deadline")
    func noLayerDeadlineKeepsTheContainer() {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true, hasWindowLayer: false)!
        let fellBack = delivery.deadlinePassed(request: request)
        #expect(!fellBack)
        #expect(delivery.host == .awaitingContainer && delivery.sendsRequest)
        #expect(!delivery.isStranded)
        // A late confirmation is still taken.
        let confirmed = delivery.confirm(request: request)
        #expect(confirmed)
        #expect(delivery.host == .container)
    }

    @Test("R7 without a layer: a list its container withdraws has no host, and the dropdown closes it")
    func noLayerWithdrawalStrands() {
        var delivery = ListDelivery()
        let request = delivery.open(container: container, containerSeesDropdown: true, hasWindowLayer: false)!
        delivery.confirm(request: request)
        delivery.withdrawn(request: request)
        #expect(delivery.isStranded)
        // With a layer, the same withdrawal moves the list there.
        var withLayer = ListDelivery()
        let next = withLayer.open(container: container, containerSeesDropdown: true)!
        withLayer.confirm(request: next)
        withLayer.withdrawn(request: next)
        #expect(withLayer.drawsInWindowLayer && !withLayer.isStranded)
    }

    @Test("R7 without a layer: a list opened before its window, which then has no layer, closes")
    func listOpenedBeforeALayerlessWindowCloses() {
        var harness = Harness()
        // `isPresented` starts true: the list opens on appear, before the field has a window,
        // when a layer is taken for granted (no container sees it, so it is meant for the layer).
        var isPresented = true
        isPresented = harness.send(.open, origin: .program).presentedToWrite ?? isPresented
        #expect(harness.state.isOpen && isPresented && harness.session.delivery.drawsInWindowLayer)
        // The window arrives, and its content view holds no layer (a split view).
        let hasLayer = LayerHostChoice.host(forContentView: .splitView).holdsLayer
        let closes = harness.session.windowJoined(hasLayer: hasLayer)
        #expect(closes && harness.session.delivery.isStranded)
        // The dropdown closes it, as the model does, writing the binding.
        isPresented = harness.send(.close, origin: .program).presentedToWrite ?? isPresented
        #expect(!harness.state.isOpen)
        #expect(!isPresented)
        #expect(!harness.session.delivery.isStranded)
    }

    @Test("R7: a list opened before its window stays open when the window holds a layer or a container has it")
    func listOpenedBeforeAWindowWithALayerStays() {
        var harness = Harness()
        harness.send(.open, origin: .program)
        let hasLayer = LayerHostChoice.host(forContentView: .view).holdsLayer
        let closes = harness.session.windowJoined(hasLayer: hasLayer)
        #expect(!closes && harness.state.isOpen && harness.session.delivery.drawsInWindowLayer)
        // A container's list needs no layer: it stays with the container, past the deadline too.
        var seen = Harness()
        seen.container = container
        seen.containerSeesDropdown = true
        seen.send(.open, origin: .program)
        let containerListCloses = seen.session.windowJoined(hasLayer: false)
        let fellBack = seen.session.deliveryDeadlinePassed(request: seen.session.delivery.request)
        #expect(!containerListCloses && !fellBack)
        #expect(seen.state.isOpen && seen.session.delivery.sendsRequest)
        // Closed, a window without a layer changes nothing: the next opening says again.
        harness.send(.close, origin: .program)
        let closedListCloses = harness.session.windowJoined(hasLayer: false)
        #expect(!closedListCloses)
        harness.send(.open, origin: .program)
        #expect(harness.session.delivery.drawsInWindowLayer && !harness.session.delivery.isStranded)
    }

    @Test("R7 without a layer: the session hands the window's answer to the delivery when the list opens")
    func sessionPassesTheWindowsAnswer() {
        var harness = Harness()
        harness.container = container
        harness.containerSeesDropdown = true
        harness.hasWindowLayer = false
        harness.send(.tapField)
        #expect(!harness.session.delivery.hasWindowLayer)
        let request = harness.session.delivery.request
        let fellBack = harness.session.deliveryDeadlinePassed(request: request)
        #expect(!fellBack)
        harness.send(.tapOutside)
        harness.hasWindowLayer = true
        harness.send(.tapField)
        #expect(harness.session.delivery.hasWindowLayer)
    }
}
