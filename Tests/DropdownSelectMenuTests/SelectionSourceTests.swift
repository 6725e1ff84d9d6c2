import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("One source of truth (R1)")
struct SelectionSourceTests {
    @Test("11 (R1): a tap writes the binding in the same call, not a frame later")
    func writtenAtOnce() {
        var harness = Harness()
        harness.send(.tapField)
        let outcome = harness.send(.tapOption("Cherry"))
        #expect(outcome.selectionToWrite == ["Cherry"])
        #expect(harness.bound == ["Cherry"])
        #expect(harness.state.selection == ["Cherry"])
    }

    @Test("11 (R1): a binding that refuses a value leaves the core on what the binding holds")
    func rejectingBinding() {
        var harness = Harness(selection: ["Apple"])
        harness.bindingFilter = { $0 == ["Date"] ? ["Apple"] : $0 }  // Date is refused
        harness.send(.tapField)
        harness.send(.tapOption("Date"))
        #expect(harness.bound == ["Apple"])
        #expect(harness.state.selection == ["Apple"])  // the rows check Apple, as the field shows
        harness.send(.tapField)
        #expect(harness.state.highlighted == "Apple")  // O1: hl = sel, the binding's
    }

    @Test("11 (R1): a binding that changes a value (a clamp) is what the core takes")
    func changingBinding() {
        var harness = Harness(mode: .multiple)
        harness.bindingFilter = { Array($0.prefix(2)) }  // the app keeps at most two
        harness.send(.tapField)
        for option in ["Apple", "Banana", "Cherry"] { harness.send(.tapOption(option)) }
        #expect(Set(harness.bound) == ["Apple", "Banana"])
        #expect(Set(harness.state.selection) == ["Apple", "Banana"])
    }

    @Test("11 (R1, C2): a selection changed elsewhere is taken before the next event")
    func changedElsewhere() {
        var harness = Harness(selection: ["Apple"])
        harness.bound = ["Elderberry"]
        harness.send(.key(.down))  // O2: opens on sel
        #expect(harness.state.highlighted == "Elderberry")
    }

    @Test("11: feedback follows the person's commits, never the program's changes")
    func feedbackOnlyForTheUser() {
        var harness = Harness()
        harness.send(.tapField)
        #expect(harness.send(.tapOption("Banana")).isUserCommit)
        #expect(harness.session.userCommits == 1)
        harness.bound = ["Cherry"]
        let program = harness.send(.setSelection(["Date"]), origin: .program)
        #expect(!program.isUserCommit)
        #expect(harness.session.userCommits == 1)
        harness.send(.tapField)
        harness.send(.tapOption("Date"))  // already selected: no change (N8), no feedback
        #expect(harness.session.userCommits == 1)
    }

    @Test("M5, R1: the field's candidates come from the binding, in option order")
    func fieldCandidates() {
        let options = ["Cheese", "Ham", "Olives"]
        let position: (String) -> Int? = { options.firstIndex(of: $0) }
        #expect(
            FieldValue.candidates(
                bound: ["Olives", "Cheese"], coreOrder: ["Cheese", "Olives"], position: position, label: { $0 },
                placeholder: "None", strings: .english
            ).candidates == ["Cheese, Olives", "2 selected"])
        // The core does not have the bound value yet (changed elsewhere this update): option order.
        #expect(FieldValue.ordered(["Olives", "Ham"], coreOrder: ["Cheese"], position: position) == ["Ham", "Olives"])
        // A bound option that is not among the options is kept, after them (C2).
        #expect(FieldValue.ordered(["Gone", "Ham"], coreOrder: [], position: position) == ["Ham", "Gone"])
        #expect(
            FieldValue.candidates(
                bound: [], coreOrder: [], position: position, label: { $0 }, placeholder: "None", strings: .english
            )
            .candidates == ["None"])
    }
}

@Suite("Search, motion, disabled (F2, R13, R12)")
struct SessionBehaviourTests {
    @Test("8 (R14): typing and moving are not animated; opening and closing are")
    func motion() {
        var harness = Harness()
        harness.makeSearchable()
        #expect(harness.send(.tapField).animates)
        #expect(!harness.send(.setQuery("an")).animates)
        #expect(!harness.send(.key(.down)).animates)
        #expect(harness.send(.key(.escape)).result.changes == .query)  // F4: clears the query first
        #expect(harness.send(.key(.escape)).animates)
    }

    @Test("8 (P2): once measured, the session keeps the side the list was placed on until it closes")
    func sideKept() {
        var harness = Harness()
        harness.send(.tapField)
        harness.session.listPlaced(
            DropdownPlacement(
                direction: .above, frame: DropdownRect(x: 0, y: 0, width: 300, height: 220), isScrollable: false),
            boundsHeight: 800, hasSearchField: false)
        var measurement = ListMeasurement<String>()
        for fruit in fruits { measurement.lines[.option(fruit)] = 44 }
        _ = harness.session.record(measurement, textSize: "large", maximum: .points(280))
        #expect(harness.session.side.side == .above)
        harness.send(.key(.escape))
        #expect(harness.session.side.side == nil)
    }

    @Test("8: the rows are rebuilt when they change, not when only hl or the selection does")
    func rowsRevision() {
        var harness = Harness(mode: .multiple)
        harness.makeSearchable()
        harness.send(.tapField)
        let opened = harness.session.rowsRevision
        harness.send(.key(.down))
        harness.send(.key(.enter))  // toggles
        #expect(harness.session.rowsRevision == opened)
        harness.send(.setQuery("b"))
        #expect(harness.session.rowsRevision > opened)
        // New options from the parent (R3) rebuild the rows too.
        let filtered = harness.session.rowsRevision
        harness.options.append("Blackberry")
        harness.parentUpdated()
        harness.send(.key(.down))
        #expect(harness.session.rowsRevision > filtered)
        #expect(harness.state.visible.contains("Blackberry"))
    }

    @Test("14: a disabled dropdown takes no input and does not open")
    func disabled() {
        var harness = Harness()
        harness.isEnabled = false
        for event: DropdownEvent<String> in [.tapField, .key(.down), .character("b"), .open, .toggleAll] {
            #expect(!harness.send(event).result.isHandled)
        }
        #expect(!harness.state.isOpen)
        harness.bound = ["Cherry"]
        harness.send(.setSelection(["Cherry"]), origin: .program)
        #expect(harness.state.selection == ["Cherry"])  // the program's changes still apply
    }

    @Test("14: isPresented = true is refused while disabled (written back to false); disabling closes")
    func presentation() {
        let refused: (event: DropdownEvent<String>?, writeBack: Bool?) =
            PresentationSync.reconcile(wanted: true, isOpen: false, isEnabled: false)
        #expect(refused.event == nil && refused.writeBack == false)
        let opens: (event: DropdownEvent<String>?, writeBack: Bool?) =
            PresentationSync.reconcile(wanted: true, isOpen: false, isEnabled: true)
        #expect(opens.event == .open && opens.writeBack == nil)
        let closes: (event: DropdownEvent<String>?, writeBack: Bool?) =
            PresentationSync.reconcile(wanted: false, isOpen: true, isEnabled: false)
        #expect(closes.event == .close)
        let nothing: (event: DropdownEvent<String>?, writeBack: Bool?) =
            PresentationSync.reconcile(wanted: true, isOpen: true, isEnabled: true)
        #expect(nothing.event == nil && nothing.writeBack == nil)
        #expect(PresentationSync.closesOnDisable(isEnabled: false, isOpen: true))
        #expect(!PresentationSync.closesOnDisable(isEnabled: true, isOpen: true))
    }

    @Test("R1: opening and closing write isPresented in the same call")
    func presentedWritten() {
        var harness = Harness()
        #expect(harness.send(.tapField).presentedToWrite == true)
        #expect(harness.send(.key(.down)).presentedToWrite == nil)
        #expect(harness.send(.key(.escape)).presentedToWrite == false)
    }
}

@Suite("The closing list (R13)")
struct ClosingListTests {
    @Test("4: after close, the list still shows the query, the rows and the highlight it was chosen from")
    func displayedKeepsTheLastOpenState() {
        var harness = Harness()
        harness.search("an")
        let revision = harness.session.rowsRevision
        let rows = harness.state.visible
        #expect(rows.count < fruits.count)
        harness.send(.key(.enter))
        #expect(!harness.state.isOpen)
        #expect(harness.state.query == "")  // the core is reset
        #expect(harness.session.frame.query == "an")
        #expect(harness.session.frame.lines.map(\.id) == rows.map { .option($0) })
        #expect(harness.session.frame.highlightShown)
        #expect(harness.session.rowsRevision == revision)  // the rows are not rebuilt for the close
        let ended = harness.endTransition()
        #expect(ended)
        #expect(harness.session.frame.query == "")
        harness.send(.tapField)
        #expect(harness.session.frame.lines.count == fruits.count)
    }

    @Test("R13: a list closed before its opening finished keeps its last frame until its closing ends")
    func openingEndAfterQuickCloseKeepsTheClosingFrame() {
        var harness = Harness()
        harness.makeSearchable()
        harness.send(.tapField)
        let opening = harness.session.transition
        harness.send(.setQuery("an"))
        let rows = harness.state.visible
        harness.send(.tapOutside, after: 100)  // within the opening's animation
        let closing = harness.session.transition
        #expect(closing != opening)
        // The opening's animation ends during the closing's: the list fades out as it was.
        let openingEnded = harness.endTransition(opening)
        #expect(!openingEnded)
        #expect(harness.session.frame.query == "an")
        #expect(harness.session.frame.lines.map(\.id) == rows.map { .option($0) })
        #expect(harness.session.frame.highlightShown)
        // The closing's own end lets it go.
        let closingEnded = harness.endTransition(closing)
        #expect(closingEnded)
        #expect(harness.session.frame.query == "")
        #expect(harness.session.frame.lines.count == fruits.count)
    }

    @Test("R13: the end of an earlier closing leaves a later closing list as it was drawn")
    func earlierClosingEndKeepsTheLaterClosingFrame() {
        var harness = Harness()
        harness.search("an")
        harness.send(.tapOutside)
        let firstClosing = harness.session.transition
        harness.send(.tapField, after: 50)  // reopened while the first closing animates
        harness.send(.setQuery("ch"))
        harness.send(.tapOutside)
        let secondClosing = harness.session.transition
        let firstEnded = harness.endTransition(firstClosing)
        #expect(!firstEnded)
        #expect(harness.session.frame.query == "ch")
        let secondEnded = harness.endTransition(secondClosing)
        #expect(secondEnded)
        #expect(harness.session.frame.query == "")
    }
}
