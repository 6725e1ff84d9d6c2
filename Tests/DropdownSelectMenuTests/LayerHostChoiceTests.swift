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

    @Test("A stack view as content view gets no layer: it arranges its views")
    func stackViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .stackView) == .none)
    }

    @Test("A tab view as content view gets no layer: it lays out its tab items' views")
    func tabViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .tabView) == .none)
    }

    @Test("A scroll view as content view gets no layer: it tiles its clip view and scrollers")
    func scrollViewHoldsNone() {
        #expect(LayerHostChoice.host(forContentView: .scrollView) == .none)
    }

    @Test("A window without a content view gets no layer")
    func noContentViewHoldsNone() {
        #expect(!LayerHostChoice.host(forContentView: nil).holdsLayer)
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
