import DropdownCore
import Testing

@testable import DropdownSelectMenu

@Suite("Issue 8, items 2 and 9: focus")
struct FocusTests {
    @Test("2 (R10): focus the dropdown sets itself after a tap is not drawn")
    func tapDoesNotShowFocus() {
        var focus = FieldFocusAppearance()
        focus.pointerActivated()
        focus.willFocusField()
        focus.focusChanged(to: true)
        #expect(focus.hasFocus)
        #expect(!focus.showsFocus)
    }

    @Test("2 (R10): a click that focuses the field before it activates does not show focus")
    func clickDoesNotShowFocus() {
        var focus = FieldFocusAppearance()
        focus.pointerHovered(true)
        focus.focusChanged(to: true)  // a Mac focuses on mouse down
        focus.pointerActivated()
        #expect(!focus.showsFocus)
    }

    @Test("2 (R10): focus that arrives by Tab, or a key pressed while focused, is drawn")
    func keyboardShowsFocus() {
        var tabbed = FieldFocusAppearance()
        tabbed.focusChanged(to: true)
        #expect(tabbed.showsFocus)
        var tapped = FieldFocusAppearance()
        tapped.pointerActivated()
        tapped.willFocusField()
        tapped.focusChanged(to: true)
        tapped.keyPressed()
        #expect(tapped.showsFocus)
        tapped.focusChanged(to: false)
        #expect(!tapped.showsFocus)
        // Focus the dropdown gives a field that has it already is not pending: Tab back shows it.
        var kept = FieldFocusAppearance()
        kept.focusChanged(to: true)
        kept.willFocusField()
        kept.focusChanged(to: false)
        kept.focusChanged(to: true)
        #expect(kept.showsFocus)
        // A key press reaching the dropdown without focus shows nothing.
        var unfocused = FieldFocusAppearance()
        unfocused.keyPressed()
        #expect(!unfocused.showsFocus)
    }

    @Test("2: a session that a tap opened gives the field focus without showing it")
    func sessionTapOpen() {
        var harness = Harness()
        harness.session.fieldTapped()
        let outcome = harness.send(.tapField)
        #expect(outcome.keyboardFocus == .field)
        harness.session.fieldFocusChanged(true)
        #expect(!harness.session.fieldFocus.showsFocus)
        harness.session.keyPressed()
        #expect(harness.session.fieldFocus.showsFocus)
    }

    @Test("A3, R9: a searchable list asks for the search field's focus, granted once the field appears")
    func searchFieldFocusWaitsForTheField() {
        var harness = Harness()
        harness.isSearchable = true
        let outcome = harness.send(.tapField)
        #expect(outcome.keyboardFocus == nil)  // not yet: the field does not exist
        let focusesSearchField = harness.session.shouldFocusSearchField()
        #expect(focusesSearchField)
        harness.session.searchFieldFocused()
        let focusesSearchFieldAgain = harness.session.shouldFocusSearchField()
        #expect(!focusesSearchFieldAgain)
    }

    @Test("R9: a focus request is retried a bounded number of times while focus does not arrive")
    func boundedRetries() {
        var pending = PendingFocus<String>()
        pending.request("row")
        let focuses = pending.shouldFocus("other")
        #expect(!focuses)
        var attempts = 0
        while pending.shouldFocus("row") { attempts += 1 }
        #expect(attempts == PendingFocus<String>.maximumAttempts)
        pending.request("row")
        let focusesAgain = pending.shouldFocus("row")
        #expect(focusesAgain)
        pending.arrived("row")
        let focusesAgainAgain = pending.shouldFocus("row")
        #expect(!focusesAgainAgain)
    }

    @Test("9 (A3): opening asks VoiceOver focus for the highlighted row, else the selected, else the first")
    func rowFocusTarget() {
        var harness = Harness(selection: ["Cherry"])
        harness.send(.tapField)
        #expect(harness.session.rowFocus.target == .option("Cherry"))
        let focusesRow = harness.session.shouldFocusRow(.option("Apple"), at: .zero)
        #expect(!focusesRow)
        let focusesRowAgain = harness.session.shouldFocusRow(.option("Cherry"), at: .zero)
        #expect(focusesRowAgain)
        harness.send(.key(.escape))
        #expect(harness.session.rowFocus.target == nil)
        var fresh = Harness()
        fresh.send(.key(.down))
        #expect(fresh.session.rowFocus.target == .option("Apple"))
        var unselected = Harness()
        unselected.send(.tapField)
        #expect(unselected.session.rowFocus.target == .option("Apple"))  // the first row
        var sectioned = Harness(["Apple", "Leek"])
        sectioned.section = { $0 == "Apple" ? "Fruit" : "Vegetable" }
        sectioned.parentUpdated()
        sectioned.send(.tapField)
        #expect(sectioned.session.rowFocus.target == .option("Apple"))  // a row, not its header
    }

    @Test("A3: focus returns to the field when the person closed the list, not when the program did")
    func focusReturns() {
        var harness = Harness()
        harness.send(.tapField)
        let closed = harness.send(.key(.escape))
        #expect(closed.keyboardFocus == .field)
        #expect(closed.returnsAccessibilityFocus)
        harness.send(.tapField)
        let byOther = harness.send(.close, origin: .program)  // another dropdown opened (O8)
        #expect(byOther.keyboardFocus == nil)
        #expect(!byOther.returnsAccessibilityFocus)
        harness.send(.tapField)
        let outside = harness.send(.tapOutside)
        #expect(outside.keyboardFocus == nil)
        #expect(outside.returnsAccessibilityFocus)
        harness.send(.tapField)
        let tab = harness.send(.key(.tab))
        #expect(!tab.result.isHandled)
        #expect(tab.keyboardFocus == nil)  // N6: Tab moves focus on
        #expect(!tab.returnsAccessibilityFocus)
    }
}
