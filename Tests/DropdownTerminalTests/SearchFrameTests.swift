import DropdownCore
import DropdownTerminal
import Testing

@Suite("Searchable prompt frames")
struct SearchFrameTests {
    let searchable = DropdownConfiguration(isSearchable: true)

    @Test("F1, F8: a query line with the count, ranked rows, matched characters emphasised")
    func queryLineAndEmphasis() {
        let keys: [TerminalInput] = [.character("o", alt: false), .character("v", alt: false)]
        let prompt = makePrompt(shipping, rows: 24, columns: 40, keys: keys, configuration: searchable)
        let frame = prompt.frame()
        #expect(
            frame.text == [
                "? Shipping: Choose                ▴ 1/1",
                "  / ov▏                             1/4",
                "  ❯   Overnight                        ",
            ])
        let emphasised = frame.lines[2].runs.filter { $0.style.contains(.underline) }.map(\.text)
        #expect(emphasised == ["Ov"])
    }

    @Test("F7: no results says No matches")
    func noMatches() {
        let keys: [TerminalInput] = [.character("q", alt: false), .character("q", alt: false)]
        let frame = makePrompt(shipping, rows: 24, columns: 40, keys: keys, configuration: searchable).frame()
        #expect(frame.text.last == "  No matches")
        #expect(frame.text[1].hasSuffix("0/4"))
    }

    @Test("F4: Escape clears the query first, then cancels")
    func escapeTwice() {
        let typed: [TerminalInput] = [.character("p", alt: false), .key(.escape, [])]
        let cleared = makePrompt(shipping, rows: 24, columns: 40, keys: typed, configuration: searchable)
        #expect(cleared.outcome == nil)
        #expect(cleared.state.query.isEmpty)
        let cancelled = makePrompt(
            shipping, rows: 24, columns: 40, keys: typed + [.key(.escape, [])], configuration: searchable)
        #expect(cancelled.outcome == .cancelled)
    }

    @Test("F2: Enter takes the best match")
    func enterTakesBestMatch() {
        let keys: [TerminalInput] = "pku".map { .character($0, alt: false) } + [.key(.enter, [])]
        #expect(
            makePrompt(shipping, rows: 24, columns: 40, keys: keys, configuration: searchable).outcome == .chosen([3]))
    }

    @Test("F1: before the first query the prompt builds the search index in the background; the frame stays")
    func indexBuiltBeforeTheFirstQuery() {
        var prompt = makePrompt(shipping, rows: 24, columns: 40, configuration: searchable)
        let frame = prompt.frame()
        #expect(!prompt.state.isSearchPrepared)
        guard let work = prompt.takeBackgroundWork() else {
            Issue.record("no background work to build the index")
            return
        }
        #expect(prompt.takeBackgroundWork() == nil, "one piece of background work at a time")
        work.run()(&prompt, .zero)
        #expect(prompt.state.isSearchPrepared)
        #expect(prompt.frame() == frame)
        #expect(prompt.takeBackgroundWork() == nil, "nothing left to do")
        // The first query is searched in the background as before, in the index built.
        prompt.handleLeavingWork([.character("o", alt: false), .character("v", alt: false)], at: .zero)
        guard let search = prompt.takeBackgroundWork() else {
            Issue.record("no background search")
            return
        }
        search.run()(&prompt, .zero)
        #expect(prompt.frame().text[1].hasSuffix("1/4"))
        #expect(prompt.frame().text[2].contains("Overnight"))
    }

    @Test("F1: a key pressed while the index is built keeps its effect; the index is built again, three times at most")
    func indexLostToAKey() {
        var prompt = makePrompt(shipping, rows: 24, columns: 40, configuration: searchable)
        let moved = makePrompt(shipping, rows: 24, columns: 40, keys: [down], configuration: searchable)
        for attempt in 1...3 {
            guard let work = prompt.takeBackgroundWork() else {
                Issue.record("no background work at attempt \(attempt)")
                return
            }
            if attempt == 1 { prompt.handle([down], at: .zero) } else { prompt.update(at: .zero) { _ in [] } }
            work.run()(&prompt, .zero)
            #expect(!prompt.state.isSearchPrepared, "attempt \(attempt): the copy is dropped")
            #expect(prompt.frame() == moved.frame(), "attempt \(attempt): the Down key's frame")
        }
        #expect(prompt.takeBackgroundWork() == nil, "no fourth attempt: the first query builds it")
        prompt.handle([.character("o", alt: false), .character("v", alt: false)], at: .zero)
        #expect(prompt.frame().text[1].hasSuffix("1/4"))
    }
}
