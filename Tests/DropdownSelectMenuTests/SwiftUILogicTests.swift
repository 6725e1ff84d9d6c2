import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// A key press mapped to a core event by one of `KeyboardMapping`'s tables, called as
/// `event(.other, "a", .command)`.
struct KeyPressed {
    let map: (KeyboardKey, String, DropdownModifiers) -> DropdownEvent<String>?

    init(_ map: @escaping (KeyboardKey, String, DropdownModifiers) -> DropdownEvent<String>?) {
        self.map = map
    }

    func callAsFunction(_ key: KeyboardKey, _ characters: String = "", _ modifiers: DropdownModifiers = [])
        -> DropdownEvent<String>?
    {
        map(key, characters, modifiers)
    }
}

/// The logic the SwiftUI layer uses, in plain Swift, tested on every platform.
@Suite("SwiftUI layer: key presses to events")
struct KeyboardMappingTests {
    let event = KeyPressed { KeyboardMapping.event(for: $0, characters: $1, modifiers: $2) }

    @Test("Arrows, Home/End, Page keys, Return, Space, Escape, Tab and Delete map to core keys")
    func keys() {
        #expect(event(.upArrow) == .key(.up))
        #expect(event(.downArrow, "", .alt) == .key(.down, modifiers: .alt))
        #expect(event(.downArrow, "", [.alt, .command]) == .key(.down, modifiers: .alt))
        #expect(event(.home) == .key(.home))
        #expect(event(.end) == .key(.end))
        #expect(event(.pageUp) == .key(.pageUp))
        #expect(event(.pageDown) == .key(.pageDown))
        #expect(event(.returnKey, "\r") == .key(.enter))
        #expect(event(.space, " ") == .key(.space))
        #expect(event(.escape) == .key(.escape))
        #expect(event(.tab, "\t", .shift) == .key(.tab, modifiers: .shift))
        #expect(event(.delete) == .key(.backspace))
        #expect(event(.leftArrow) == .key(.left))  // H3
    }

    @Test("M4: Command-A and Control-A select all; other shortcuts are not typeahead")
    func shortcuts() {
        #expect(event(.other, "a", .command) == .toggleAll)
        #expect(event(.other, "A", .control) == .toggleAll)
        #expect(event(.other, "c", .command) == nil)
        #expect(event(.other, "é", .alt) == nil)
    }

    @Test("T1: printable characters are typeahead; control characters are not")
    func characters() {
        #expect(event(.other, "p") == .character("p"))
        #expect(event(.other, "é", .shift) == .character("é"))
        #expect(event(.other, "\u{7}") == nil)
        #expect(event(.other, "ab") == nil)
    }
}

@Suite("Keys in the search field, held keys (F3, R11)")
struct SearchFieldKeyTests {
    let event = KeyPressed { KeyboardMapping.searchFieldEvent(for: $0, characters: $1, modifiers: $2) }

    @Test("8: Command-A and Control-A in the search field select its text, not every option")
    func selectAllEditsText() {
        #expect(event(.other, "a", .command) == nil)
        #expect(event(.other, "a", .control) == nil)
        #expect(
            KeyboardMapping.event(for: .other, characters: "a", modifiers: .command) == DropdownEvent<String>.toggleAll)
    }

    @Test("F3: the search field keeps characters, Space, Delete, the caret keys; the list gets the rest")
    func routing() {
        for key: KeyboardKey in [.other, .space, .delete, .deleteForward, .leftArrow, .rightArrow, .home, .end] {
            #expect(event(key, "x") == nil)
        }
        #expect(event(.downArrow) == .key(.down))
        #expect(event(.upArrow, "", .alt) == .key(.up, modifiers: .alt))
        #expect(event(.pageDown) == .key(.pageDown))
        #expect(event(.returnKey, "\r") == .key(.enter))
        #expect(event(.escape) == .key(.escape))
        #expect(event(.tab, "\t", .shift) == .key(.tab, modifiers: .shift))
    }

    @Test("10 (R11): held arrows, Page keys, Delete and characters repeat; Return, Space, Escape, Tab do not")
    func repeats() {
        let repeating: [DropdownEvent<String>] = [
            .key(.down), .key(.up), .key(.pageDown), .key(.pageUp), .key(.backspace), .character("b"),
        ]
        for event in repeating { #expect(KeyboardMapping.repeats(event)) }
        let single: [DropdownEvent<String>] = [
            .key(.enter), .key(.space), .key(.escape), .key(.tab), .key(.home), .toggleAll,
        ]
        for event in single { #expect(!KeyboardMapping.repeats(event)) }
    }

    @Test("R11: a held Return or Escape on the field is taken while the list is open, left to the app while closed")
    func fieldHeldKeys() {
        let enter = DropdownEvent<String>.key(.enter)
        #expect(KeyboardMapping.fieldKeyPress(enter, isRepeat: false, listIsOpen: false) == .send)
        #expect(KeyboardMapping.fieldKeyPress(enter, isRepeat: true, listIsOpen: true) == .take)
        // Closed, the key is not the dropdown's: a Form or a default button may act on it.
        #expect(KeyboardMapping.fieldKeyPress(enter, isRepeat: true, listIsOpen: false) == .ignore)
        #expect(
            KeyboardMapping.fieldKeyPress(DropdownEvent<String>.key(.down), isRepeat: true, listIsOpen: false) == .send)
    }

    @Test("R11: a held Return or Escape in the search field is always taken; held arrows and characters repeat")
    func searchFieldHeldKeys() {
        #expect(KeyboardMapping.searchFieldKeyPress(DropdownEvent<String>.key(.escape), isRepeat: true) == .take)
        #expect(KeyboardMapping.searchFieldKeyPress(DropdownEvent<String>.key(.escape), isRepeat: false) == .send)
        #expect(KeyboardMapping.searchFieldKeyPress(DropdownEvent<String>.key(.down), isRepeat: true) == .send)
    }

    @Test("10 (R11): holding Down moves one row per repeat")
    func heldDownMoves() {
        var harness = Harness()
        harness.send(.key(.down))
        for _ in 0..<3 where KeyboardMapping.repeats(DropdownEvent<String>.key(.down)) {
            harness.send(.key(.down), after: 30)
        }
        #expect(harness.state.highlighted == "Date")
    }
}

@Suite("SwiftUI layer: pointer hover")
struct PointerHoverTests {
    @Test("N9: entering a row highlights it; leaving clears hl only if that row still has it")
    func hover() {
        #expect(PointerHover.event(isInside: true, option: "A", highlighted: nil) == .hover("A"))
        #expect(PointerHover.event(isInside: false, option: "A", highlighted: "A") == .hover(nil))
        #expect(PointerHover.event(isInside: false, option: "A", highlighted: "B") == nil)
    }
}

@Suite("SwiftUI layer: geometry")
struct ListGeometryTests {
    @Test("P1, P2: CGRects convert to the core's rectangles; a field at the bottom opens above")
    func placement() {
        let screen = DropdownRect(CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = ListSize(natural: 176, maximum: 280).placement(
            field: DropdownRect(CGRect(x: 16, y: 120, width: 358, height: 56)), bounds: screen, direction: .automatic)
        #expect(top.direction == .below)
        #expect(top.frame.cgRect == CGRect(x: 16, y: 182, width: 358, height: 176))
        let bottom = ListSize(natural: 1760, maximum: 280).placement(
            field: DropdownRect(CGRect(x: 16, y: 760, width: 358, height: 56)), bounds: screen, direction: .automatic)
        #expect(bottom.direction == .above)
        #expect(bottom.frame.cgRect.maxY == 754)
        #expect(bottom.frame.cgRect.height == 280)
        #expect(bottom.isScrollable)
        #expect(DropdownRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == DropdownRect(x: 1, y: 2, width: 3, height: 4))
    }
}

@Suite("Matched characters (F8)")
struct MatchedRangesTests {
    @Test("19 (F8): matches are scalar offsets that hold in another copy of the label, bridged or not")
    func offsets() throws {
        var state = DropdownState(
            options: [DropdownOption(id: 1, label: "Côte d'Ivoire"), DropdownOption(id: 2, label: "Cuba")],
            configuration: .init(isSearchable: true))
        state.send(.setQuery("ci"), at: .zero)
        let row = try #require(state.row(of: 1))
        let offsets = state.matchedScalarRanges(atRow: row)
        let rowState = DropdownRowState(
            isSelected: false, isHighlighted: false, isDisabled: false, matchedRanges: offsets)
        // Another String with the same text (the app's own label, another storage).
        let copy = String(decoding: Array("Côte d'Ivoire".utf16), as: UTF16.self)
        #expect(rowState.matchedRanges(in: copy).map { String(copy[$0]) }.joined() == "CI")
        // Offsets beyond a shorter label are ignored, never a crash.
        #expect(rowState.matchedRanges(in: "C").count <= 1)
    }
}
