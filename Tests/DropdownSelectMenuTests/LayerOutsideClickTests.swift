import Testing

@_spi(Session) @testable import DropdownCore

@Suite("Mac clicks the layer's catcher does not see (N7)")
struct LayerOutsideClickTests {
    let list = DropdownRect(x: 20, y: 100, width: 200, height: 150)

    private func closes(x: Double, y: Double, inLayerWindow: Bool = true, reachesLayer: Bool) -> Bool {
        LayerOutsideClick.closesLists(
            inLayerWindow: inLayerWindow, x: x, y: y, listFrames: [list], reachesLayer: reachesLayer)
    }

    @Test("N7: a click on the toolbar or the title bar, outside every list, closes the lists")
    func toolbarClickCloses() {
        // Above the content view: the title bar's and the toolbar's views take it, not the layer.
        #expect(closes(x: 60, y: -20, reachesLayer: false))
        // A full-size content view: the toolbar is over the content, in the lists' coordinates.
        #expect(closes(x: 60, y: 10, reachesLayer: false))
    }

    @Test("N7: a click in a list, or one the layer's catcher takes, is left to them")
    func layerClicksAreLeftAlone() {
        #expect(!closes(x: 60, y: 120, reachesLayer: true))  // a row
        #expect(!closes(x: 60, y: 120, reachesLayer: false))  // in the list's frame all the same
        #expect(!closes(x: 219.5, y: 249.5, reachesLayer: false))  // its far corner
        #expect(!closes(x: 400, y: 400, reachesLayer: true))  // the catcher closes, and swallows it
        #expect(closes(x: 220, y: 250, reachesLayer: false))  // just past the far corner
    }

    @Test("N7: a click in another window of the app closes the lists")
    func otherWindowCloses() {
        #expect(closes(x: 60, y: 120, inLayerWindow: false, reachesLayer: false))
    }
}
