import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Closures read on every update (R3)")
struct OptionInputsTests {
    @Test("5 (R3): a changed isDisabled closure reaches the core, though the options did not change")
    func disabledClosureChanges() {
        var inStock: Set<String> = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        var harness = Harness()
        harness.isDisabled = { !inStock.contains($0) }
        inStock.remove("Banana")
        harness.parentUpdated()
        harness.send(.key(.down))  // opens on Apple
        harness.send(.key(.down))
        #expect(harness.state.highlighted == "Cherry")  // Banana is now disabled (N1)
        #expect(harness.state.visibleOption(atRow: 1).isDisabled)
    }

    @Test("5 (R3): a renamed label reaches typeahead and the summary")
    func labelChanges() {
        var harness = Harness(["a", "b"], selection: ["b"])
        harness.label = { $0 == "b" ? "Blueberry" : "Apricot" }
        harness.parentUpdated()
        harness.send(.character("a"))
        #expect(harness.state.highlighted == "a")
        #expect(harness.state.selectedLabels == ["Blueberry"])
        #expect(harness.state.visibleOption(atRow: 0).label == "Apricot")
    }

    @Test("5 (R2): without a parent update, no closure is called, whatever the number of events")
    func noWorkWhenNothingChanged() {
        var calls = 0
        var harness = Harness((0..<1000).map { "Option \($0)" })
        harness.label = {
            calls += 1
            return $0
        }
        for _ in 0..<20 { harness.send(.key(.down)) }
        #expect(calls == 0)
        harness.parentUpdated()
        harness.send(.key(.down))
        // R16: the same options array: once per row around where the list opens, not per option.
        let checked = calls
        #expect(checked > 0 && checked <= 2 * Harness.Session.checkedRowsAround)
        harness.send(.key(.down))
        #expect(calls == checked)
        harness.options = harness.options.map { $0 }  // another array: every option is read, once
        harness.options.append("Option 1000")
        harness.parentUpdated()
        harness.send(.key(.down))
        #expect(calls == checked + 1001)
    }

    @Test("5 (R3): the same results after a parent update leave the core's options alone")
    func sameResultsNoReplace() {
        var sync = OptionInputsSync(installed: [DropdownOption("A"), DropdownOption("B")])
        let inputs = OptionInputs(options: ["A", "B"], label: { $0 }, isDisabled: { _ in false }, section: nil)
        #expect(sync.refresh(inputs) == nil)  // not stale
        sync.markStale()
        #expect(sync.refresh(inputs) == nil)  // stale, but the same fingerprint
        #expect(!sync.isStale)
        sync.markStale()
        let renamed = OptionInputs(options: ["A", "B"], label: { $0 + "!" }, isDisabled: { _ in false }, section: nil)
        #expect(sync.refresh(renamed)?.map(\.label) == ["A!", "B!"])
    }
}
