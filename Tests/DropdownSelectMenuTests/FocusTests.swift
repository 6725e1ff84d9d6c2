import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Focus: keyboard focus and VoiceOver focus (R9, R10)")
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

    @Test(
        "A3, R9 (5): a searchable list focuses its search field when it appears, when the list settled, and once more")
    func searchFieldFocusAttempts() {
        var harness = Harness()
        harness.isSearchable = true
        let outcome = harness.send(.tapField)
        #expect(outcome.keyboardFocus == nil)  // not yet: the field does not exist
        let attempt = harness.session.searchFieldFocus.attempt
        let appeared = harness.session.searchFieldAppeared()
        let settled = harness.session.focusAttemptsDue(at: harness.time)  // the list settled
        let retried = harness.session.focusAttemptsDue(at: harness.time)  // the retry
        #expect(appeared && settled && retried)
        #expect(harness.session.searchFieldFocus.attempt == attempt + 3)
        _ = harness.session.focusAttemptsDue(at: harness.time)  // bounded: no fourth attempt
        #expect(harness.session.searchFieldFocus.attempt == attempt + 3)
    }

    @Test("M2, R9: Return in the search field that switches an option keeps keyboard focus there")
    func returnInMultipleSelectionKeepsSearchFocus() {
        var harness = Harness(mode: .multiple)
        harness.search("Ban")
        while harness.session.searchFieldAppeared() {}  // the opening's attempts, all made
        let beforeReturn = harness.session.searchFieldSubmitted()
        #expect(!beforeReturn)
        harness.send(.key(.enter))
        #expect(harness.state.isOpen)
        #expect(harness.bound == ["Banana"])
        #expect(harness.session.searchFieldFocus.target == .searchField)
        let refocused = harness.session.searchFieldSubmitted()
        #expect(refocused)  // written in the field's submit
        var single = Harness()
        single.search("Ban")
        single.send(.key(.enter))
        #expect(!single.state.isOpen)
        let singleRefocused = single.session.searchFieldSubmitted()
        #expect(!singleRefocused)  // the list closed: focus goes to the field
    }

    @Test("H2, R9: Return in the search field that opens a submenu keeps keyboard focus there")
    func returnOnParentKeepsSearchFocus() {
        struct Node {
            let name: String
            var children: [Node]?
        }
        let tree = [Node(name: "Fruit", children: [Node(name: "Apple"), Node(name: "Pear")]), Node(name: "Leek")]
        var harness = SessionHarness(tree, id: \Node.name, label: \Node.name, children: \Node.children)
        harness.makeSearchable()
        harness.send(.tapField)  // the query is empty: the top level
        harness.send(.key(.down))  // "Fruit" highlighted
        while harness.session.searchFieldAppeared() {}  // the opening's attempts, all made
        harness.send(.key(.enter))
        #expect(harness.state.isOpen)
        #expect(harness.state.submenuPath == ["Fruit"])
        let refocused = harness.session.searchFieldSubmitted()
        #expect(refocused)
        let rowAttempt = harness.session.rowFocus.attempt
        let followedUp = harness.session.searchFieldFocusAttemptDue()  // on the next turn
        #expect(followedUp)
        #expect(harness.session.rowFocus.attempt == rowAttempt)  // the sliding level's row waits
        #expect(harness.session.rowFocus.target != nil)
        var plain = SessionHarness(tree, id: \Node.name, label: \Node.name, children: \Node.children)
        plain.send(.tapField)
        plain.send(.key(.down))
        plain.send(.key(.enter))  // no search field: nothing to focus
        let plainRefocused = plain.session.searchFieldSubmitted()
        #expect(!plainRefocused)
    }

    @Test("R9 (5): focus is attempted a bounded number of times; the write's echo is not arrival")
    func boundedAttempts() {
        var pending = FocusAttempts<String>()
        #expect(pending.attemptDue() == nil)  // no request
        pending.request("row")
        var made = 0
        while pending.attemptDue() == "row" { made += 1 }
        #expect(made == FocusAttempts<String>.maximumAttempts)
        pending.request("row")
        #expect(pending.attemptDue() == "row")
        pending.cancel()
        #expect(pending.attemptDue() == nil)
    }

    @Test("9 (A3): opening asks VoiceOver focus for the highlighted row, else the selected, else the first")
    func rowFocusTarget() {
        var harness = Harness(selection: ["Cherry"])
        harness.send(.tapField)
        #expect(harness.session.rowFocus.target == .option("Cherry"))
        let attempt = harness.session.rowFocus.attempt
        let attempted = harness.session.focusAttemptsDue(at: harness.time)  // after the opening animation
        #expect(attempted)
        #expect(harness.session.rowFocus.attempt == attempt + 1)
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

    @Test("A3, R9 (5): VoiceOver focus goes back to the field again once the list has gone")
    func fieldFocusAfterClosing() {
        var harness = Harness()
        harness.send(.tapField)
        _ = harness.session.focusAttemptsDue(at: harness.time)
        let outcome = harness.send(.key(.escape))
        #expect(outcome.returnsAccessibilityFocus)  // at once
        let attempt = harness.session.fieldAccessibilityFocus.attempt
        let attempted = harness.session.focusAttemptsDue(at: harness.time)  // and when the list has gone
        #expect(attempted)
        #expect(harness.session.fieldAccessibilityFocus.attempt == attempt + 1)
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

@Suite("Focus the dropdown asked for (R10)")
struct OwnFocusTests {
    @Test("10 (R10): tap, focus write, focus arrives a turn later: no ring")
    func lateOwnFocus() {
        var harness = Harness()
        harness.session.fieldTapped()
        let opened = harness.send(.tapField)
        #expect(opened.keyboardFocus == .field)  // the view writes the focus now
        // Turns of the run loop go by (the list settles) before SwiftUI reports the focus.
        _ = harness.session.focusAttemptsDue(at: harness.time + .milliseconds(300))
        harness.session.fieldFocusChanged(true)
        #expect(!harness.session.fieldFocus.showsFocus)
        // The field lost focus while the list was open; a tap on a row chooses, closes the list
        // and asks for focus again, which arrives turns later: still no ring.
        harness.session.fieldFocusChanged(false)
        let chosen = harness.send(.tapOption("Banana"))
        #expect(chosen.keyboardFocus == .field)
        _ = harness.session.focusAttemptsDue(at: harness.time + .milliseconds(300))
        harness.session.fieldFocusChanged(true)
        #expect(!harness.session.fieldFocus.showsFocus)
    }

    @Test("10 (R10): a searchable list closed by a key gives the field back drawn focus; by a tap, not")
    func keyCloseShowsFocus() {
        for key: DropdownKey in [.escape, .enter, .tab] {
            var harness = Harness()
            harness.isSearchable = true
            harness.session.fieldFocusChanged(true)  // Tab brought focus to the field
            harness.session.keyPressed()
            harness.send(.key(.space))  // opens; focus goes to the search field
            harness.session.fieldFocusChanged(false)
            harness.session.keyPressed()  // the search field's key, while the field has no focus
            let closed = harness.send(.key(key))
            // Tab leaves focus where it goes unless the list made the layer's window key (N6).
            #expect(closed.keyboardFocus == .field || key == .tab, "closed by \(key)")
            guard closed.keyboardFocus == .field else { continue }
            harness.session.fieldFocusChanged(true)  // the focus write arrives
            #expect(harness.session.fieldFocus.showsFocus, "closed by \(key)")
        }
        var tapped = Harness()
        tapped.isSearchable = true
        tapped.session.fieldFocusChanged(true)
        tapped.session.keyPressed()
        tapped.send(.key(.space))
        tapped.session.fieldFocusChanged(false)
        let chosen = tapped.send(.tapOption("Banana"))
        #expect(chosen.keyboardFocus == .field)
        tapped.session.fieldFocusChanged(true)
        #expect(!tapped.session.fieldFocus.showsFocus)
    }

    @Test("10 (R10): a focus request that never arrives, then Tab: the focus is drawn from the first key")
    func unansweredRequest() {
        var focus = FieldFocusAppearance()
        focus.willFocusField()  // the dropdown asked (an iPhone without a keyboard: it never comes)
        focus.focusChanged(to: true)  // later, Tab: taken for the focus asked for
        #expect(!focus.showsFocus)
        focus.keyPressed()  // the first key in the field
        #expect(focus.showsFocus)
    }

    @Test("10 (R10): a pointer or a key after an unanswered request forgets it")
    func pointerForgets() {
        var focus = FieldFocusAppearance()
        focus.willFocusField()
        focus.pointerActivated()
        focus.focusChanged(to: true)  // not the dropdown's own any more; no pointer inside: keyboard
        #expect(focus.showsFocus)
        var answered = FieldFocusAppearance()
        answered.willFocusField()
        answered.focusChanged(to: true)  // the dropdown's own focus, within the turn
        #expect(!answered.showsFocus)
    }

    @Test(
        "R9, A3: a first focus attempt is a change of value; a retry leaves focus that arrived and is dropped when the person moved"
    )
    func retriesLeaveFocusThatArrived() {
        let cherry = ListLineID<String>.option("Cherry")
        // VoiceOver did not take the first write (the row was still being inserted): the retry
        // writes again.
        var dropped = Harness(selection: ["Cherry"])
        dropped.send(.tapField)
        var focusedLine: ListLineID<String>?
        _ = dropped.session.focusAttemptsDue(at: dropped.time)  // the list settled
        #expect(carryOut(dropped.session.rowFocus, on: &focusedLine) == [cherry])
        focusedLine = nil
        _ = dropped.session.focusAttemptsDue(at: dropped.time)  // 300 ms later
        #expect(carryOut(dropped.session.rowFocus, on: &focusedLine) == [cherry])
        // Focus arrived: the retry writes nothing, so VoiceOver does not read the row again.
        var arrived = Harness(selection: ["Cherry"])
        arrived.send(.tapField)
        focusedLine = nil
        _ = arrived.session.focusAttemptsDue(at: arrived.time)
        _ = carryOut(arrived.session.rowFocus, on: &focusedLine)
        _ = arrived.session.focusAttemptsDue(at: arrived.time)
        #expect(carryOut(arrived.session.rowFocus, on: &focusedLine) == [])
        #expect(focusedLine == cherry)
        // The person swiped to the next row before the retry: they are not pulled back.
        var moved = Harness(selection: ["Cherry"])
        moved.send(.tapField)
        focusedLine = nil
        _ = moved.session.focusAttemptsDue(at: moved.time)
        _ = carryOut(moved.session.rowFocus, on: &focusedLine)
        focusedLine = .option("Date")
        _ = moved.session.focusAttemptsDue(at: moved.time)
        #expect(carryOut(moved.session.rowFocus, on: &focusedLine) == [])
        #expect(focusedLine == .option("Date"))
        // A first attempt on a state left holding its target (the field after an earlier close):
        // cleared, then set on the next turn, so that SwiftUI sees a change.
        let leftover = FocusWrite(target: true, current: true, cleared: false, isRetry: false)
        #expect(leftover.now == false && leftover.nextTurn == true)
        let retried = FocusWrite(target: true, current: true, cleared: false, isRetry: true)
        #expect(retried.now == nil && retried.nextTurn == nil)
    }

    /// Carries out the last attempt of `focus` on a focus state as the list's view does; returns
    /// the values written, in order.
    private func carryOut<Target: Hashable>(_ focus: FocusAttempts<Target>, on state: inout Target?) -> [Target?] {
        let write = FocusWrite(target: focus.target, current: state, cleared: nil, isRetry: focus.isRetry)
        var written: [Target?] = []
        if let now = write.now {
            state = now
            written.append(now)
        }
        if let next = write.nextTurn {
            state = next
            written.append(next)
        }
        return written
    }
}

@Suite("The way out of an open multiple selection for VoiceOver (A7)")
struct ListDoneElementTests {
    @Test("A7: a floating multiple selection's list offers Done; a sheet has its own, a single selection none")
    func offered() {
        #expect(ListDoneElement.isOffered(mode: .multiple, inSheet: false))
        #expect(!ListDoneElement.isOffered(mode: .multiple, inSheet: true))  // the toolbar's Done
        #expect(!ListDoneElement.isOffered(mode: .single, inSheet: false))
        #expect(!ListDoneElement.isOffered(mode: .single, inSheet: true))
        // The word the sheet's Done button shows, in the person's language.
        #expect(ListDoneElement.label(in: .english) == SheetCloseButton.done.title(in: .english))
        #expect(ListDoneElement.label(in: DropdownStrings(language: .german)) == "Fertig")
    }

    @Test("A7, M2, A3: Done closes the list the toggles kept open, keeps the selection, and focus returns")
    func closesAfterToggles() {
        var harness = Harness(mode: .multiple)
        harness.send(.tapField)
        harness.send(.tapOption("Apple"))
        harness.send(.tapOption("Cherry"))
        #expect(harness.state.isOpen)  // M2
        let outcome = harness.send(ListDoneElement.event())
        #expect(!harness.state.isOpen)
        #expect(harness.bound == ["Apple", "Cherry"])
        #expect(!outcome.result.changes.contains(.selection))
        #expect(outcome.keyboardFocus == .field)
        #expect(outcome.returnsAccessibilityFocus)
    }

    @Test("A7, H3: Done closes the whole tree from a submenu, where the escape gesture only goes up")
    func closesFromSubmenu() {
        var harness = FruitHarness(
            originFruits, id: \.name, label: \.name, children: \.children, mode: .multiple)
        harness.send(.tapField)
        harness.send(.tapOption("More Fruits"))
        harness.send(.tapOption("watermelon"))
        #expect(harness.state.submenuPath == ["More Fruits"])
        #expect(KeyboardMapping.escapeGesture(in: harness.state) == .key(.left))
        harness.send(ListDoneElement.event())
        #expect(!harness.state.isOpen)
        #expect(harness.state.submenuPath.isEmpty)
        #expect(harness.bound == ["watermelon"])
    }
}
