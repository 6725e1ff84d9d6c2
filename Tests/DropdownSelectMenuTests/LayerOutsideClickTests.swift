import Testing

@_spi(Session) @testable import DropdownCore

@Suite("Mac clicks the tap-outside catcher does not see (N7)")
struct LayerOutsideClickTests {
    let list = DropdownRect(x: 20, y: 100, width: 200, height: 150)

    private func closes(
        x: Double, y: Double, inWindow: Bool = true, onShownField: Bool = false, reachesCatcher: Bool
    ) -> Bool {
        LayerOutsideClick.closesLists(
            inWindow: inWindow, x: x, y: y, listFrames: [list], onShownField: onShownField,
            reachesCatcher: reachesCatcher)
    }

    @Test("N7: a click on the toolbar or the title bar, outside every list, closes the lists")
    func toolbarClickCloses() {
        // Above the content view: the title bar's and the toolbar's views take it, not the layer.
        #expect(closes(x: 60, y: -20, reachesCatcher: false))
        // A full-size content view: the toolbar is over the content, in the lists' coordinates.
        #expect(closes(x: 60, y: 10, reachesCatcher: false))
    }

    @Test("N7: a click in a list, or one the catcher takes, is left to them")
    func layerClicksAreLeftAlone() {
        #expect(!closes(x: 60, y: 120, reachesCatcher: true))  // a row
        #expect(!closes(x: 60, y: 120, reachesCatcher: false))  // in the list's frame all the same
        #expect(!closes(x: 219.5, y: 249.5, reachesCatcher: false))  // its far corner
        #expect(!closes(x: 400, y: 400, reachesCatcher: true))  // the catcher closes, and swallows it
        #expect(closes(x: 220, y: 250, reachesCatcher: false))  // just past the far corner
    }

    @Test("N7: a scroll outside the lists closes them, over the catcher and the fields too; one in a list does not")
    func scrollOutsideCloses() {
        func scrollCloses(x: Double, y: Double, inWindow: Bool = true, onShownField: Bool = false) -> Bool {
            LayerOutsideClick.closesLists(
                inWindow: inWindow, x: x, y: y, listFrames: [list], onShownField: onShownField,
                reachesCatcher: true, isScroll: true)
        }
        #expect(scrollCloses(x: 400, y: 400))  // over the catcher: the form beneath would scroll
        #expect(scrollCloses(x: 60, y: 20, onShownField: true))
        #expect(scrollCloses(x: 60, y: 120, inWindow: false))  // another window of the app
        #expect(!scrollCloses(x: 60, y: 120))  // the list scrolls its rows
    }

    @Test("N7: only a scroll's start may close the lists: a wheel's notch or a gesture's beginning")
    func onlyScrollStartsClose() {
        #expect(LayerOutsideClick.startsScroll(began: false, hasPhase: false, isCoasting: false))  // a wheel
        #expect(LayerOutsideClick.startsScroll(began: true, hasPhase: true, isCoasting: false))
        // A trackpad scroll going on, or fingers resting (a scroll that may begin).
        #expect(!LayerOutsideClick.startsScroll(began: false, hasPhase: true, isCoasting: false))
        // A flick in the list coasting on after the pointer left it.
        #expect(!LayerOutsideClick.startsScroll(began: false, hasPhase: false, isCoasting: true))
    }

    @Test("N7: a click in another window of the app closes the lists")
    func otherWindowCloses() {
        #expect(closes(x: 60, y: 120, inWindow: false, reachesCatcher: false))
    }

    @Test("N7: a click on a shown list's field, in the toolbar or in another window, is left to the field")
    func shownFieldClickIsLeftToTheField() {
        // A dropdown in the toolbar: above the content, the catcher does not see it.
        #expect(!closes(x: 60, y: -20, onShownField: true, reachesCatcher: false))
        // The toolbar's own window in full screen: another window than the lists'.
        #expect(!closes(x: 60, y: 10, inWindow: false, onShownField: true, reachesCatcher: false))
        // The same click off the field closes.
        #expect(closes(x: 60, y: 10, inWindow: false, onShownField: false, reachesCatcher: false))
    }

    @Test("N7: a container's catcher takes content clicks inside the container, not the toolbar's")
    func containerCatcherTakesItsContent() {
        let container = DropdownRect(x: 0, y: 0, width: 400, height: 300)
        let takes = { (hits: Bool, x: Double, y: Double) in
            LayerOutsideClick.containerCatcherTakes(hitsContentView: hits, x: x, y: y, catcherFrame: container)
        }
        #expect(takes(true, 200, 150))
        #expect(!takes(false, 200, 10))  // the toolbar over a full-size content view
        #expect(!takes(true, 450, 150))  // content beside the container (a sidebar)
        // Put together: a toolbar click under a container closes its list, a content click is
        // left to the catcher.
        #expect(closes(x: 200, y: 10, reachesCatcher: takes(false, 200, 10)))
        #expect(closes(x: 450, y: 150, reachesCatcher: takes(true, 450, 150)))
        #expect(!closes(x: 300, y: 280, reachesCatcher: takes(true, 300, 280)))
    }
}
