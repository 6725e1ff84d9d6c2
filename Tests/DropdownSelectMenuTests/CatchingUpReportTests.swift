import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The highlight action hears what new options change")
struct CatchingUpReportTests {
    @Test("E1: options that remove the highlighted option report the highlight they moved, once")
    func removedHighlight() {
        var harness = Harness()
        var reports = ChangeReports<String>()
        for event: DropdownEvent<String> in [.tapField, .key(.down), .key(.down), .key(.down)] {
            let outcome = harness.send(event)
            _ = reports.take(outcome.result.changes, state: harness.state)
        }
        let heard = reports.highlighted
        #expect(heard != nil)
        #expect(reports.takeAfterCatchingUp(state: harness.state) == nil)  // nothing moved
        harness.options.removeAll { $0 == heard }
        harness.parentUpdated()
        let changed = harness.session.bringInStep(
            inputs: harness.inputs, bound: harness.bound, behavior: harness.behavior, at: harness.time)
        #expect(changed)
        #expect(harness.state.highlighted != heard)
        let report = reports.takeAfterCatchingUp(state: harness.state)
        #expect(report?.highlighted == .some(harness.state.highlighted))
        #expect(report?.isOpen == nil)
        #expect(reports.takeAfterCatchingUp(state: harness.state) == nil)
    }
}
