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
}
