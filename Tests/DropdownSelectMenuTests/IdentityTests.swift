import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// A struct option identified by a key path, with fields that change while it stays the same option.
struct Product {
    var sku: Int
    var name: String
    var price: Int
    var inStock = true
}

let products = [
    Product(sku: 10, name: "Lamp", price: 40), Product(sku: 20, name: "Desk", price: 300),
    Product(sku: 30, name: "Chair", price: 120),
]

func productHarness(
    _ options: [Product] = products, selection: [Int] = [], mode: DropdownSelectionMode = .single
) -> SessionHarness<Product, Int> {
    SessionHarness(options, id: { $0.sku }, label: { $0.name }, selection: selection, mode: mode)
}

@Suite("Identity by key path (R4)")
struct IdentityTests {
    @Test("R4, C1: a struct option whose other fields change is still the same option")
    func changedFieldsKeepIdentity() {
        var harness = productHarness(selection: [20])
        harness.send(.key(.down))  // O2: opens on the selection
        #expect(harness.state.highlighted == 20)
        harness.options[1].price = 280
        harness.options[1].name = "Standing desk"
        harness.parentUpdated()
        harness.send(.key(.end))
        harness.send(.key(.up))
        #expect(harness.state.highlighted == 20)  // the same option, renamed
        #expect(harness.bound == [20])
        #expect(harness.state.selectedLabels == ["Standing desk"])
        #expect(harness.lookup.option(for: 20)?.price == 280)  // the row draws the new fields
    }

    @Test("R1: the binding holds identifiers; choosing writes the id, not the struct")
    func bindsIdentifiers() {
        var harness = productHarness()
        harness.send(.tapField)
        let outcome = harness.send(.tapOption(30))
        #expect(outcome.selectionToWrite == [30])
        #expect(harness.bound == [30])
    }

    @Test("R4: the option of an id is found in O(1) while the inputs are in step, and after a reorder")
    func lookup() {
        var harness = productHarness()
        #expect(harness.lookup.option(for: 30)?.name == "Chair")
        #expect(harness.lookup.option(for: 99) == nil)
        // The parent reorders the options; until the core catches up, the recorded position is
        // wrong, and the lookup still finds the option (by a scan, only while stale).
        harness.options.reverse()
        harness.parentUpdated()
        #expect(harness.lookup.option(for: 10)?.name == "Lamp")
        harness.send(.key(.down))
        #expect(harness.lookup.option(for: 10)?.name == "Lamp")
        #expect(harness.state.visible == [30, 20, 10])
    }

    @Test(
        "R4: positions rebuilt after a lookup was taken: the new id resolves through a lookup taken now"
    )
    func lookupTakenAfterNewOptions() {
        var harness = productHarness()
        harness.send(.tapField)
        // The container's overlay builds the list in the update that supplies new options,
        // before the core is brought in step: the lookup it would capture has the old positions.
        harness.options.append(Product(sku: 40, name: "Shelf", price: 80))
        let captured = OptionLookup(inputs: harness.inputs, positions: harness.session.positions, isStale: false)
        harness.parentUpdated()
        harness.send(.key(.down))  // brings the core in step: positions rebuilt
        #expect(harness.state.visible == [10, 20, 30, 40])
        #expect(captured.option(for: 40) == nil)  // the defect a captured lookup had
        #expect(harness.lookup.option(for: 40)?.name == "Shelf")  // what rows use now, at render time
    }

    @Test("C2: a selected id that left the options keeps its last label in the field")
    func vanishedLabel() {
        var harness = productHarness(selection: [10])
        harness.options.removeFirst()
        harness.parentUpdated()
        harness.send(.key(.down))
        let label = harness.lookup.label(for: 10, fallback: harness.state.selectedLabel(of:))
        #expect(label == "Lamp")
    }

    @Test("R4: a row finds its option at its place, and by its id after a reorder the core has not caught up with")
    func rowFindsOptionAtItsPlace() {
        var harness = productHarness()
        harness.send(.tapField)
        let content = harness.session.rowContent(of: 30, hint: 2, strings: .english)
        #expect(content?.place == OptionPlace(ancestors: [], position: 2))
        #expect(harness.lookup.option(for: 30, at: content?.place)?.name == "Chair")
        // The parent reverses the options: the place the core gave holds another option now.
        harness.options.reverse()
        harness.parentUpdated()
        #expect(harness.lookup.option(for: 30, at: content?.place)?.name == "Chair")
        #expect(harness.lookup.option(for: 10, at: content?.place)?.name == "Lamp")
    }

    @Test("C3: repeated ids keep the first option's position")
    func repeatedIDs() {
        let repeated = products + [Product(sku: 10, name: "Other lamp", price: 1)]
        var harness = productHarness(repeated)
        #expect(harness.lookup.option(for: 10)?.name == "Lamp")
        // The rows after a dropped repeat are not where the options put them: found by their id.
        harness.options = [products[0], Product(sku: 10, name: "Other lamp", price: 1)] + products.dropFirst()
        harness.parentUpdated()
        harness.send(.tapField)
        #expect(harness.state.visible == [10, 20, 30])
        let chair = harness.session.rowContent(of: 30, hint: 2, strings: .english)
        #expect(chair?.place == nil)
        #expect(harness.lookup.option(for: 30, at: chair?.place)?.name == "Chair")
    }

    @Test("A2: the disabled reason of a disabled option reaches the core; an enabled option has none")
    func disabledReason() {
        var harness = productHarness()
        harness.isDisabled = { !$0.inStock }
        harness.disabledReason = { $0.inStock ? "never read" : "Out of stock" }
        harness.options[2].inStock = false
        harness.parentUpdated()
        harness.send(.tapField)
        #expect(harness.state.rowAccessibility(atRow: 2).hint == "Out of stock")
        #expect(!harness.state.rowAccessibility(atRow: 2).isEnabled)
        #expect(harness.state.rowAccessibility(atRow: 0).hint == nil)
    }

    @Test("M5: the field's candidates label identifiers through their options")
    func fieldCandidatesByID() {
        let harness = productHarness(selection: [30, 10], mode: .multiple)
        let lookup = harness.lookup
        let candidates = FieldValue.candidates(
            bound: [30, 10], coreOrder: harness.state.selection, position: { harness.session.positions[$0] },
            label: { lookup.label(for: $0, fallback: harness.state.selectedLabel(of:)) }, placeholder: "Choose",
            strings: .english)
        #expect(candidates.candidates == ["Lamp, Chair", "2 selected"])
        #expect(candidates.accessibilityValue == "Lamp, Chair")
    }
}
