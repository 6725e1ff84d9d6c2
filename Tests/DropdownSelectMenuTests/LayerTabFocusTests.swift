import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Tab from a search field in the window's layer (N6)")
struct LayerTabFocusTests {
    @Test(
        "N6: Tab from the search field of a list in the layer's window closes it and focus returns to the field, not lost"
    )
    func tabReturnsFocusToTheField() {
        var harness = Harness()
        harness.search("ban")  // no container: the list is in the window's layer
        let tab = harness.send(.key(.tab))
        #expect(!harness.state.isOpen)
        #expect(harness.bound == ["Banana"])  // N6: Tab chose the highlighted row
        #expect(!tab.result.isHandled)
        // The layer is a window of its own (iOS, iPadOS, Mac Catalyst, and these tests' stand-in
        // for them on Linux); on the Mac it is a view in the app's window, where Tab moves on.
        #expect(tab.keyboardFocus == (FocusPlan.layerIsAWindow ? .field : nil))
        // The decision itself, on every platform.
        let rule: (Bool) -> KeyboardFocusTarget? = { madeKey in
            FocusPlan.keyboardFocus(
                after: DropdownEvent<String>.key(.tab), origin: .user, result: tab.result, isSearchable: true,
                listMadeLayerKey: madeKey)
        }
        #expect(rule(true) == .field)
        #expect(rule(false) == nil)
    }

    @Test("N6: Tab from a list the layer's window did not take key status for moves focus on")
    func tabMovesOnElsewhere() {
        // Without a search field the app's window stays key: its focus system moves on.
        var plain = Harness()
        plain.send(.tapField)
        #expect(plain.send(.key(.tab)).keyboardFocus == nil)
        // In a container: the app's window on the Mac; elsewhere a searchable list goes to the
        // layer's window even there (`ListDelivery.searchKeysNeedWindowLayer`).
        var contained = Harness()
        contained.makeSearchable()
        contained.container = UUID()
        contained.containerSeesDropdown = true
        contained.send(.tapField)
        let containedTab = contained.send(.key(.tab))
        #expect(containedTab.keyboardFocus == (ListDelivery.searchKeysNeedWindowLayer ? .field : nil))
        // In a sheet the list is in the app's window (the sheet's), which stays key.
        var sheet = Harness()
        sheet.makeSearchable()
        sheet.opensAsSheet = true
        sheet.send(.tapField)
        let sheetTab = sheet.send(.key(.tab))
        #expect(sheetTab.keyboardFocus == nil)
        // Closed by the program (another dropdown opened, O8): nothing is taken back.
        var layer = Harness()
        layer.makeSearchable()
        layer.send(.tapField)
        #expect(layer.send(.close, origin: .program).keyboardFocus == nil)
    }
}
