import DropdownCore
import Testing

@Suite("Opening (closed state)")
struct OpeningTests {
    @Test("O1: a tap on the field toggles the list; opening sets hl = sel")
    func tapTogglesWithSelectionHighlighted() {
        var state = makeState(selection: ["Cherry"])
        #expect(state.send(.tapField, at: .zero) == [.opened, .highlight])
        #expect(state.isOpen)
        #expect(state.highlighted == "Cherry")
        #expect(state.send(.tapField, at: .zero) == [.closed, .highlight])
        #expect(!state.isOpen)
        #expect(state.highlighted == nil)
        #expect(state.selection == ["Cherry"])
    }

    @Test("O1: opening by tap, Enter or Space without a selection highlights nothing")
    func openingWithoutSelectionHighlightsNothing() {
        for event: DropdownEvent<String> in [.tapField, .key(.enter), .key(.space), .open] {
            var state = makeState()
            #expect(state.send(event, at: .zero) == [.opened])
            #expect(state.isOpen)
            #expect(state.highlighted == nil)
        }
    }

    @Test("O1: Enter and Space open with hl = sel")
    func enterAndSpaceOpenOnSelection() {
        for key in [DropdownKey.enter, .space] {
            var state = makeState(selection: ["Date"])
            state.press(key)
            #expect(state.isOpen)
            #expect(state.highlighted == "Date")
            #expect(state.selection == ["Date"])
        }
    }

    @Test("O2: Down opens on sel, else on the first enabled option")
    func downOpens() {
        var state = makeState(disabled: ["Apple"])
        #expect(state.press(.down) == [.opened, .highlight])
        #expect(state.highlighted == "Banana")

        var selected = makeState(selection: ["Date"])
        selected.press(.down)
        #expect(selected.highlighted == "Date")
    }

    @Test("O2: Up opens on sel, else on the last enabled option")
    func upOpens() {
        var state = makeState(disabled: ["Elderberry"])
        state.press(.up)
        #expect(state.isOpen)
        #expect(state.highlighted == "Date")

        var selected = makeState(selection: ["Banana"])
        selected.press(.up)
        #expect(selected.highlighted == "Banana")
    }

    @Test("O2: Down opens on the first enabled option when sel is disabled")
    func downSkipsDisabledSelection() {
        var state = makeState(disabled: ["Cherry"], selection: ["Cherry"])
        state.press(.down)
        #expect(state.highlighted == "Apple")
        #expect(state.selection == ["Cherry"])
    }

    @Test("O3: Alt+Down opens with hl = sel, or none")
    func altDownOpens() {
        var state = makeState()
        #expect(state.press(.down, .alt) == [.opened])
        #expect(state.highlighted == nil)

        var selected = makeState(selection: ["Cherry"])
        selected.press(.down, .alt)
        #expect(selected.highlighted == "Cherry")
    }

    @Test("O3: Home and End open on the first and last enabled option")
    func homeEndOpen() {
        var home = makeState(disabled: ["Apple"], selection: ["Date"])
        home.press(.home)
        #expect(home.isOpen)
        #expect(home.highlighted == "Banana")

        var end = makeState(disabled: ["Elderberry"], selection: ["Apple"])
        end.press(.end)
        #expect(end.highlighted == "Date")
    }

    @Test("O4: a printable character opens the list and runs typeahead from sel without selecting")
    func characterOpensAndJumps() {
        var state = makeState(["Apple", "Banana", "Blueberry", "Cherry"], selection: ["Banana"])
        let changes = state.send(.character("b"), at: .zero)
        #expect(changes == [.opened, .highlight])
        #expect(state.isOpen)
        #expect(state.highlighted == "Blueberry")
        #expect(state.selection == ["Banana"])
    }

    @Test("O5: PageUp, PageDown, Escape, Tab and Alt+Up do nothing while closed and are not consumed")
    func keysLeftToTheHost() {
        var state = makeState(selection: ["Banana"])
        let keys: [(DropdownKey, DropdownModifiers)] = [
            (.pageUp, []), (.pageDown, []), (.escape, []), (.tab, []), (.tab, .shift), (.up, .alt),
        ]
        for (key, modifiers) in keys {
            let result = state.handle(.key(key, modifiers: modifiers), at: .zero)
            #expect(result.changes.isEmpty)
            #expect(!result.isHandled)
            #expect(!state.isOpen)
        }
        #expect(state.handle(.tapOutside, at: .zero).isHandled == false)
        #expect(state.handle(.key(.down), at: .zero).isHandled)
    }

    @Test("O6: an empty list opens, shows its empty state, ignores navigation, and closes")
    func emptyListOpens() {
        var state = makeState([])
        let result = state.handle(.tapField, at: .zero)
        #expect(result.changes == [.opened])
        #expect(result.announcement == .noOptions)
        #expect(state.emptyState == .noOptions)
        for key in [DropdownKey.down, .up, .home, .end, .pageDown, .pageUp] {
            #expect(state.press(key).isEmpty)
            #expect(state.isOpen)
            #expect(state.highlighted == nil)
        }
        #expect(state.press(.enter) == [.closed])
        state.press(.down)
        #expect(state.isOpen)
        #expect(state.press(.escape) == [.closed])
        state.send(.tapField, at: .zero)
        #expect(state.send(.tapOutside, at: .zero) == [.closed])
    }

    @Test("O7: every opening derives hl afresh from sel")
    func highlightDoesNotSurviveClosing() {
        var state = makeState(selection: ["Banana"])
        state.press(.down)
        state.press(.down)
        state.press(.down)
        #expect(state.highlighted == "Date")
        state.press(.escape)
        state.send(.tapField, at: .zero)
        #expect(state.highlighted == "Banana")

        var none = makeState()
        none.press(.down)
        none.press(.down)
        none.send(.tapOutside, at: .zero)
        none.send(.tapField, at: .zero)
        #expect(none.highlighted == nil)
    }

    @Test("O8: opening one dropdown of a screen closes the one that was open")
    func oneOpenAtATime() {
        var screen = DropdownExclusivity<String>()
        var shipping = makeState()
        var country = makeState(["France", "Italy"])
        shipping.send(.tapField, at: .zero)
        #expect(screen.didOpen("shipping") == nil)
        country.send(.tapField, at: .zero)
        if screen.didOpen("country") == "shipping" { shipping.send(.close, at: .zero) }
        #expect(!shipping.isOpen)
        #expect(country.isOpen)
        #expect(screen.openMember == "country")
        #expect(screen.didOpen("country") == nil)
        screen.didClose("shipping")
        #expect(screen.openMember == "country")
        screen.didClose("country")
        #expect(screen.openMember == nil)
    }
}
