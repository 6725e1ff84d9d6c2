import DropdownCore
import Testing

@Suite("Moving (open state)")
struct MovingTests {
    @Test("N1: Down and Up move to the next and previous enabled option and stop at the ends")
    func arrowsSkipDisabledAndStop() {
        var state = makeState(disabled: ["Banana", "Date"])
        state.press(.down)
        #expect(state.highlighted == "Apple")
        #expect(state.press(.down) == [.highlight])
        #expect(state.highlighted == "Cherry")
        state.press(.down)
        #expect(state.highlighted == "Elderberry")
        #expect(state.press(.down).isEmpty)
        #expect(state.highlighted == "Elderberry")
        state.press(.up)
        #expect(state.highlighted == "Cherry")
        state.press(.up)
        state.press(.up)
        #expect(state.highlighted == "Apple")
    }

    @Test("N1: with no hl, Down goes to the first enabled and Up to the last enabled")
    func arrowsFromNoHighlight() {
        var down = makeOpenState(disabled: ["Apple"])
        down.press(.down)
        #expect(down.highlighted == "Banana")

        var up = makeOpenState(disabled: ["Elderberry"])
        up.press(.up)
        #expect(up.highlighted == "Date")
    }

    @Test("N1: wrapping, when configured, goes round the ends")
    func wrapsAround() {
        var state = makeState(
            disabled: ["Apple"], configuration: DropdownConfiguration(wrapsAround: true))
        state.press(.end)
        state.press(.down)
        #expect(state.highlighted == "Banana")
        state.press(.up)
        #expect(state.highlighted == "Elderberry")
    }

    @Test("N2: Home and End go to the first and last enabled option")
    func homeAndEnd() {
        var state = makeState(disabled: ["Apple", "Elderberry"], selection: ["Cherry"])
        state.press(.down)
        state.press(.home)
        #expect(state.highlighted == "Banana")
        state.press(.end)
        #expect(state.highlighted == "Date")
    }

    @Test("N3: PageDown and PageUp move by the page size and clamp at the ends")
    func pageKeys() {
        let labels = (0..<30).map { "Item \($0)" }
        var state = makeState(labels, configuration: DropdownConfiguration(pageSize: 10))
        state.press(.down)
        #expect(state.highlighted == "Item 0")
        state.press(.pageDown)
        #expect(state.highlighted == "Item 10")
        state.press(.pageDown)
        state.press(.pageDown)
        #expect(state.highlighted == "Item 29")
        state.press(.pageUp)
        #expect(state.highlighted == "Item 19")
        #expect(state.send(.setPageSize(5), at: .zero).isEmpty)  // the front end shows 5 rows
        state.press(.pageUp)
        #expect(state.highlighted == "Item 14")
        state.press(.home)
        state.press(.pageUp)
        #expect(state.highlighted == "Item 0")
    }

    @Test("N3: the page size the front end shows arrives as an event; it moves nothing and counts from 1")
    func pageSizeEvent() {
        var state = makeState((0..<30).map { "Item \($0)" })
        state.press(.down)
        let laidOut = state.handle(.setPageSize(0), at: .zero)
        #expect(laidOut.changes.isEmpty)
        #expect(laidOut.announcement == nil)
        #expect(state.pageSize == 1)
        #expect(state.highlighted == "Item 0")
        state.press(.pageDown)
        #expect(state.highlighted == "Item 1")
        state.send(.setPageSize(7), at: .zero)
        state.press(.pageDown)
        #expect(state.highlighted == "Item 8")
        var closed = makeState(["a", "b"])
        #expect(closed.send(.setPageSize(4), at: .zero).isEmpty)
        #expect(closed.pageSize == 4 && !closed.isOpen)
    }

    @Test("N3: a page move skips disabled options in its direction, or back when there are none")
    func pageKeysSkipDisabled() {
        let labels = (0..<12).map { "Item \($0)" }
        var state = makeState(
            labels, disabled: ["Item 3", "Item 4", "Item 10", "Item 11"],
            configuration: DropdownConfiguration(pageSize: 3))
        state.press(.down)
        state.press(.pageDown)  // Item 3 is disabled: on to Item 5
        #expect(state.highlighted == "Item 5")
        state.press(.end)
        #expect(state.highlighted == "Item 9")
        state.press(.pageDown)  // clamps at Item 11, nothing enabled after it: back to Item 9
        #expect(state.highlighted == "Item 9")
        state.press(.pageUp)  // Item 6
        state.press(.pageUp)  // Item 3 disabled: on up to Item 2
        #expect(state.highlighted == "Item 2")
    }

    @Test("N3: with no hl PageDown and PageUp act as Down and Up; Alt+Down acts as Down")
    func pageKeysWithoutHighlight() {
        var state = makeOpenState()
        state.press(.pageDown)
        #expect(state.highlighted == "Apple")
        state.send(.hover(nil), at: .zero)
        state.press(.pageUp)
        #expect(state.highlighted == "Elderberry")
        state.press(.home)
        state.press(.down, .alt)
        #expect(state.highlighted == "Banana")
        #expect(state.isOpen)
    }

    @Test("N4: Enter, Space and Alt+Up select hl and close")
    func commitKeys() {
        let keys: [(DropdownKey, DropdownModifiers)] = [(.enter, []), (.space, []), (.up, .alt)]
        for (key, modifiers) in keys {
            var state = makeState(selection: ["Apple"])
            state.press(.down)
            state.press(.down)
            let result = state.handle(.key(key, modifiers: modifiers), at: .seconds(5))
            #expect(result.changes == [.closed, .highlight, .selection])
            #expect(result.announcement == .selected(label: "Banana"))
            #expect(state.selection == ["Banana"])
            #expect(!state.isOpen)
        }
    }

    @Test("N4: with no hl Enter, Space and Alt+Up just close")
    func commitKeysWithoutHighlight() {
        let keys: [(DropdownKey, DropdownModifiers)] = [(.enter, []), (.space, []), (.up, .alt)]
        for (key, modifiers) in keys {
            var state = makeOpenState(selection: ["Apple"])
            state.send(.hover(nil), at: .zero)
            #expect(state.send(.key(key, modifiers: modifiers), at: .zero) == [.closed])
            #expect(state.selection == ["Apple"])
        }
    }

    @Test("N4: Space is a typeahead character while the buffer is not empty")
    func spaceExtendsTypeahead() {
        var state = makeOpenState(["New Jersey", "New York", "Newark", "Nevada"])
        state.type("new", gap: ms(100))
        #expect(state.highlighted == "New Jersey")
        state.press(.space, at: ms(300))
        #expect(state.isOpen)
        state.type("y", from: ms(400))
        #expect(state.highlighted == "New York")
        // Once the buffer has timed out, Space selects again.
        state.press(.space, at: ms(2000))
        #expect(!state.isOpen)
        #expect(state.selection == ["New York"])
    }

    @Test("N5: Escape closes and keeps the selection")
    func escapeCloses() {
        var state = makeState(selection: ["Apple"])
        state.press(.down)
        state.press(.down)
        let result = state.handle(.key(.escape), at: .zero)
        #expect(result.changes == [.closed, .highlight])
        #expect(result.isHandled)
        #expect(state.selection == ["Apple"])
    }

    @Test("N6: Tab and Shift+Tab select hl, close, and leave the key to the host")
    func tabSelectsAndMovesOn() {
        for modifiers in [DropdownModifiers(), .shift] {
            var state = makeState()
            state.press(.down)
            state.press(.down)
            let result = state.handle(.key(.tab, modifiers: modifiers), at: .zero)
            #expect(result.changes == [.closed, .highlight, .selection])
            #expect(!result.isHandled)
            #expect(state.selection == ["Banana"])
        }
        var none = makeOpenState(selection: ["Date"])
        none.send(.hover(nil), at: .zero)
        #expect(none.send(.key(.tab), at: .zero) == [.closed])
        #expect(none.selection == ["Date"])
    }

    @Test("N7: a tap outside closes without selecting")
    func tapOutsideCloses() {
        var state = makeState(selection: ["Apple"])
        state.press(.down)
        state.press(.down)
        #expect(state.send(.tapOutside, at: .zero) == [.closed, .highlight])
        #expect(state.selection == ["Apple"])
    }

    @Test("N8: a tap on an enabled option selects it and closes")
    func tapSelects() {
        var state = makeOpenState()
        let result = state.handle(.tapOption("Cherry"), at: .zero)
        #expect(result.changes == [.closed, .selection])
        #expect(result.announcement == .selected(label: "Cherry"))
        #expect(state.selection == ["Cherry"])
        #expect(!state.isOpen)
    }

    @Test("N8: a tap on a disabled option does nothing and the list stays open")
    func tapOnDisabled() {
        var state = makeOpenState(disabled: ["Cherry"], selection: ["Apple"])
        let result = state.handle(.tapOption("Cherry"), at: .zero)
        #expect(result.changes.isEmpty)
        #expect(state.isOpen)
        #expect(state.selection == ["Apple"])
        #expect(state.highlighted == "Apple")
    }

    @Test("N8: choosing the option already selected reports no selection change")
    func reselectingIsNoChange() {
        var state = makeOpenState(selection: ["Banana"])
        #expect(state.send(.tapOption("Banana"), at: .zero) == [.closed, .highlight])
        state.press(.down)
        #expect(state.press(.enter) == [.closed, .highlight])
        #expect(state.selection == ["Banana"])
    }

    @Test("N9: hover highlights an enabled option; a disabled one or leaving the rows clears hl")
    func hoverHighlights() {
        var state = makeState(disabled: ["Date"])
        #expect(state.send(.hover("Banana"), at: .zero).isEmpty)  // closed: ignored
        state.send(.tapField, at: .zero)
        #expect(state.send(.hover("Banana"), at: .zero) == [.highlight])
        #expect(state.highlighted == "Banana")
        #expect(state.send(.hover("Banana"), at: .zero).isEmpty)
        state.send(.hover("Date"), at: .zero)
        #expect(state.highlighted == nil)
        state.send(.hover("Cherry"), at: .zero)
        state.send(.hover(nil), at: .zero)
        #expect(state.highlighted == nil)
    }

    @Test("N9: arrow keys continue from a hovered option")
    func arrowsContinueFromHover() {
        var state = makeOpenState()
        state.send(.hover("Cherry"), at: .zero)
        state.press(.down)
        #expect(state.highlighted == "Date")
    }

    @Test("N10: in single mode moving never commits")
    func movingDoesNotSelect() {
        var state = makeState(selection: ["Apple"])
        state.press(.down)
        for key in [DropdownKey.down, .down, .end, .pageUp, .up] {
            let changes = state.press(key)
            #expect(!changes.contains(.selection))
            #expect(state.selection == ["Apple"])
        }
        state.send(.hover("Date"), at: .zero)
        #expect(state.selection == ["Apple"])
    }
}
