import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Rows by id, scroll targets (R4, P4)")
struct ListLinesTests {
    func sectioned() -> DropdownState<String> {
        DropdownState(options: [
            DropdownOption(id: "apple", label: "Apple", section: "Fruit"),
            DropdownOption(id: "pear", label: "Pear", section: "Fruit"),
            DropdownOption(id: "leek", label: "Leek", section: "Vegetable"),
            DropdownOption(id: "plum", label: "Plum", section: "Fruit"),
        ])
    }

    @Test("7 (R4): lines are identified by option id; headers by the option after them")
    func identities() {
        let lines = ListLines(sectioned())
        #expect(
            lines.map(\.id) == [
                .header(before: "apple"), .option("apple"), .option("pear"),
                .header(before: "leek"), .option("leek"),
                .header(before: "plum"), .option("plum"),
            ])
        // Two "Fruit" sections, two distinct header identities.
        #expect(Set(lines.map(\.id)).count == lines.count)
        #expect(lines[3].content == .header("Vegetable"))
    }

    @Test("Sections: options without a section after a section follow a gap, never an empty heading")
    func untitledHeaderIsAGap() {
        let state = DropdownState(options: [
            DropdownOption(id: "alpha", label: "Alpha"),
            DropdownOption(id: "beta", label: "Beta", section: "Greek"),
            DropdownOption(id: "gamma", label: "Gamma"),
            DropdownOption(id: "delta", label: "Delta"),
            DropdownOption(id: "x", label: "X", section: "  "),
        ])
        let headers = ListLines(state).compactMap { line -> ListHeader? in
            guard case .header(let title) = line.content else { return nil }
            return ListHeader(title: title)
        }
        // A titled header is a heading; the core's untitled header, and a title of spaces, are gaps.
        #expect(headers == [.heading("Greek"), .gap, .gap])
        #expect(ListHeader(title: "Fruit") == .heading("Fruit"))
        #expect(ListHeader(title: " Fruit ") == .heading(" Fruit "))
        #expect(ListHeader(title: "") == .gap)
        #expect(ListHeader(title: "\u{3000}\n") == .gap)
    }

    @Test(
        "R4: a row finds its position from the row it was built on, and from its id once the rows changed"
    )
    func rowFromHint() {
        var state = sectioned()
        #expect(state.row(of: "pear", hint: 1) == 1)  // the hint holds: O(1)
        _ = state.send(.open, at: .zero)
        _ = state.send(.setQuery("p"), at: .zero)
        // The rows changed (a query): the old hint is checked and the id looked up instead.
        let row = state.row(of: "pear", hint: 1)
        #expect(row == state.row(of: "pear"))
        #expect(row.map { state.visibleOption(atRow: $0).id } == "pear")
        #expect(state.row(of: "leek", hint: 2) == nil)  // filtered out
        #expect(state.row(of: "pear", hint: 99) == state.row(of: "pear"))  // out of range
    }

    @Test("7 (R4): while filtering, a row keeps its option's identity, not its index")
    func identityFollowsOption() {
        var state = DropdownState(options: ["Apple", "Banana", "Cherry"].map(DropdownOption.init))
        state.isSearchable = true
        state.send(.tapField, at: .zero)
        #expect(ListLines(state)[2].id == .option("Cherry"))
        state.send(.setQuery("cher"), at: .zero)
        #expect(ListLines(state).map(\.id) == [.option("Cherry")])  // index 0 now, identity unchanged
    }

    @Test("12 (P4): the list opens at hl, else the first selected row shown, else the top")
    func openingTarget() {
        let options = (0..<50_000).map { DropdownOption("Option \($0)") }
        var state = DropdownState(options: options, selection: ["Option 49999"])
        state.send(.tapField, at: .zero)
        #expect(ListScrollTarget.opening(state) == .option("Option 49999"))
        var none = DropdownState(options: options)
        none.send(.tapField, at: .zero)
        #expect(ListScrollTarget.opening(none) == nil)
    }

    @Test("12 (P4): after a move, the list scrolls to the new hl, only when it changed")
    func moveTarget() {
        var state = DropdownState(options: ["A", "B", "C"].map(DropdownOption.init))
        state.send(.key(.down), at: .zero)
        #expect(ListScrollTarget.afterMove(from: nil, in: state) == .option("A"))
        #expect(ListScrollTarget.afterMove(from: 0, in: state) == nil)
        state.send(.key(.down), at: .zero)
        #expect(ListScrollTarget.afterMove(from: 0, in: state) == .option("B"))
    }

    @Test("12: the session remembers the opening target until the list closes")
    func sessionTarget() {
        var harness = Harness(selection: ["Date"])
        harness.send(.tapField)
        #expect(harness.session.openingScrollTarget == .option("Date"))
        harness.send(.key(.escape))
        #expect(harness.session.openingScrollTarget == nil)
    }
}

@Suite("Core's new rows in SwiftUI: status rows, Left and Right")
struct StatusRowsAndArrowsTests {
    @Test("L1: a failure's retry row after the options is a line of its own, scrolled to when highlighted")
    func retryRow() {
        var state = DropdownState(options: [DropdownOption("A"), DropdownOption("B")])
        state.send(.tapField, at: .zero)
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: true), at: .zero)
        let lines = ListLines(state)
        #expect(lines.map(\.id) == [.option("A"), .option("B"), .status(.failed(message: "Offline"))])
        state.send(.key(.end), at: .zero)
        #expect(state.highlightedAction == .retry)
        #expect(ListScrollTarget.afterMove(from: 0, in: state) == .status(.failed(message: "Offline")))
        #expect(ListScrollTarget.opening(state) == .status(.failed(message: "Offline")))
        // The status line's identity does not depend on its row: more options keep it.
        state.send(.appendOptions([DropdownOption("C")], hasMore: true), at: .zero)
        #expect(ListLines(state).last?.id == .status(.failed(message: "Offline")))
    }

    @Test("L1, R5: an empty state with a retry row under it is as tall as both")
    func emptyWithRetry() {
        let book = ListHeightBook<String>(guesses: .init(row: 44, header: 30, searchField: 45))
        let lines: [ListLineID<String>] = [.status(.retry)]
        #expect(book.naturalHeight(lines: lines, isEmpty: true, hasSearchField: false, cap: 280) == 88)
    }

    @Test("H2, H3: Right goes into a submenu and Left back up, swapped right to left; the search field keeps them")
    func leftAndRight() {
        func event(_ key: KeyboardKey, rtl: Bool) -> DropdownEvent<String>? {
            KeyboardMapping.event(for: key, characters: "", modifiers: [], isRightToLeft: rtl)
        }
        #expect(event(.rightArrow, rtl: false) == .key(.right))
        #expect(event(.leftArrow, rtl: false) == .key(.left))
        #expect(event(.rightArrow, rtl: true) == .key(.left))
        #expect(event(.leftArrow, rtl: true) == .key(.right))
        #expect(
            KeyboardMapping.searchFieldEvent(for: .leftArrow, characters: "", modifiers: []) as DropdownEvent<String>?
                == nil)
    }

    @Test("N9: the pointer over an action row highlights it; leaving it clears the highlight only if it still has it")
    func hoverAction() {
        #expect(
            PointerHover.event(isInside: true, action: .retry, isHighlighted: false)
                == DropdownEvent<String>.hoverAction(.retry))
        #expect(
            PointerHover.event(isInside: false, action: .retry, isHighlighted: true) == DropdownEvent<String>.hover(nil)
        )
        #expect(
            PointerHover.event(isInside: false, action: .retry, isHighlighted: false) as DropdownEvent<String>? == nil)
    }
}

@Suite("The rows' view follows the language (A2, L1)")
struct ListRowWordsTests {
    @Test("A2, A7, L1: the words rows draw compare equal in one language, and differ in another or when changed")
    func wordsFollowTheLanguage() {
        #expect(ListRowWords(.english) == ListRowWords(DropdownStrings()))
        #expect(ListRowWords(DropdownStrings(language: .german)) == ListRowWords(DropdownStrings(language: .german)))
        #expect(ListRowWords(.english) != ListRowWords(DropdownStrings(language: .german)))
        var custom = DropdownStrings.english
        custom.create = { "Add “\($0)”" }
        #expect(ListRowWords(.english) != ListRowWords(custom))  // a filled-in word, compared by its text
        custom = .english
        custom.back = "Up"
        #expect(ListRowWords(.english) != ListRowWords(custom))
        custom = .english
        custom.done = "Finish"  // A7: the "Done" line
        #expect(ListRowWords(.english) != ListRowWords(custom))
    }
}
