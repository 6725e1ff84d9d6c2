import DropdownCore
import Testing

@Suite("Typeahead (type to jump)")
struct TypeaheadTests {
    let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut"]

    @Test("T1: characters within the timeout extend the buffer")
    func charactersExtendTheBuffer() {
        var state = makeOpenState(states)
        state.type("ar", gap: ms(300))
        #expect(state.highlighted == "Arizona")
        state.type("k", from: ms(700))
        #expect(state.highlighted == "Arkansas")
    }

    @Test("T1: a character after more than the timeout starts a new buffer")
    func pauseStartsANewBuffer() {
        var state = makeOpenState(states)
        state.type("a", from: .zero)
        #expect(state.highlighted == "Alabama")
        state.send(.character("c"), at: ms(501))
        #expect(state.highlighted == "California")
        state.send(.character("o"), at: ms(1001))  // exactly 500 ms later: still the same buffer
        #expect(state.highlighted == "Colorado")
    }

    @Test("T1: the timeout is configurable")
    func configurableTimeout() {
        var state = makeState(
            states, configuration: DropdownConfiguration(typeaheadTimeout: .milliseconds(100)))
        state.send(.tapField, at: .zero)
        state.send(.character("a"), at: .zero)
        state.send(.character("r"), at: ms(200))  // a new buffer "r": nothing starts with it
        #expect(state.highlighted == "Alabama")
    }

    @Test("T1: closing empties the buffer")
    func closingEmptiesTheBuffer() {
        var state = makeOpenState(states)
        state.type("al", gap: ms(50))
        #expect(state.highlighted == "Alabama")
        state.press(.escape, at: ms(100))
        state.send(.tapField, at: ms(150))
        state.send(.character("c"), at: ms(200))  // "c", not "alc"
        #expect(state.highlighted == "California")
    }

    @Test("T2: matching ignores case and diacritics")
    func foldedPrefix() {
        var state = makeOpenState(["Colombia", "Côte d'Ivoire", "Croatia", "Ελλάδα", "Émirats"])
        state.type("COTE")
        #expect(state.highlighted == "Côte d'Ivoire")
        state.type("ελ", from: .seconds(5))
        #expect(state.highlighted == "Ελλάδα")
        state.type("em", from: .seconds(10))
        #expect(state.highlighted == "Émirats")
    }

    @Test("T2: decomposed labels match like composed ones")
    func decomposedLabels() {
        var state = makeOpenState(["Cote", "Co\u{0302}te d'Ivoire"], disabled: ["Cote"])
        state.type("côte")
        #expect(state.highlighted == "Co\u{0302}te d'Ivoire")
    }

    @Test("T3: one character searches after hl and wraps around")
    func singleCharacterSearchesAfterHighlight() {
        var state = makeState(states)
        state.press(.end)
        #expect(state.highlighted == "Connecticut")
        state.send(.character("c"), at: .zero)
        #expect(state.highlighted == "California")
        state.send(.character("a"), at: .seconds(1))
        #expect(state.highlighted == "Alabama")
    }

    @Test("T3: while closed the search starts after sel, at the top when there is none")
    func closedSearchStartsAfterSelection() {
        var selected = makeState(states, selection: ["Alaska"])
        selected.send(.character("a"), at: .zero)
        #expect(selected.highlighted == "Arizona")

        var unselected = makeState(states)
        unselected.send(.character("a"), at: .zero)
        #expect(unselected.highlighted == "Alabama")
    }

    @Test("T4: two or more characters include hl itself, so typing on through a word stays put")
    func longerBufferIncludesHighlight() {
        var state = makeOpenState(states)
        state.type("arizona")
        #expect(state.highlighted == "Arizona")
    }

    @Test("T5: a repeated character that no label starts with cycles through its labels")
    func repeatedCharacterCycles() {
        var state = makeOpenState(states)
        let cycle = ["Alabama", "Alaska", "Arizona", "Arkansas", "Alabama"]
        for (press, expected) in cycle.enumerated() {
            state.type("a", from: ms(100 * press))
            #expect(state.highlighted == expected, "press \(press + 1)")
        }
    }

    @Test("T5: a repeated character that a label starts with goes to that label")
    func repeatedCharacterThatMatches() {
        var state = makeOpenState(["Bay", "Bbq", "Bob"])
        state.type("bb")
        #expect(state.highlighted == "Bbq")
    }

    @Test("T6: no match leaves hl unchanged")
    func noMatchKeepsHighlight() {
        var state = makeState(states)
        state.press(.down)
        state.press(.down)
        #expect(state.send(.character("z"), at: .zero).isEmpty)
        #expect(state.highlighted == "Alaska")
    }

    @Test("T6: a character that opens the list and matches nothing leaves hl as opening gives it")
    func noMatchWhileOpening() {
        var selected = makeState(states, selection: ["Arizona"])
        #expect(selected.send(.character("z"), at: .zero) == [.opened, .highlight])
        #expect(selected.highlighted == "Arizona")

        var unselected = makeState(states)
        #expect(unselected.send(.character("z"), at: .zero) == [.opened])
        #expect(unselected.highlighted == nil)
    }

    @Test("T7: typeahead never lands on a disabled option")
    func skipsDisabled() {
        var state = makeOpenState(states, disabled: ["Alabama", "Arizona"])
        state.type("a")
        #expect(state.highlighted == "Alaska")
        state.type("a", from: ms(100))
        #expect(state.highlighted == "Arkansas")
        state.type("ari", from: .seconds(5))
        #expect(state.highlighted == "Arkansas")
    }

    @Test("T1: control characters are not typeahead")
    func controlCharactersIgnored() {
        var state = makeState(states)
        let result = state.handle(.character("\u{1B}"), at: .zero)
        #expect(result.changes.isEmpty)
        #expect(!result.isHandled)
        #expect(!state.isOpen)
    }
}
