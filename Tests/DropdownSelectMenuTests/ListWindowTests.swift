import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("A long list's ForEach holds a window of its lines (R16, R4, P4)")
struct ListWindowTests {
    /// The most elements a window of a million lines may hold: the root's children, and for each
    /// of three present places (the scroll position, the highlight, the opening line) two blocks
    /// opened at each of the three levels below it.
    static let bound = 32 + 3 * 2 * 3 * 32

    /// The lines each element stands for, in order.
    private func covered(_ window: ListWindow) -> [Range<Int>] {
        (0..<window.count).map { window[$0].lines }
    }

    /// Whether the elements cover every line once, in order.
    private func coversEveryLineOnce(_ window: ListWindow) -> Bool {
        var next = 0
        for lines in covered(window) {
            guard lines.lowerBound == next, !lines.isEmpty else { return false }
            next = lines.upperBound
        }
        return next == window.lineCount
    }

    /// The element a scroll view reports at `line`: the line, or the gap it is in.
    private func reported(at line: Int, in window: ListWindow) throws -> ListWindowEntry {
        window[try #require(window.entry(holding: line))]
    }

    /// Scrolls `focus` to `line` as SwiftUI reports it: the element there (a gap, first), then
    /// again once the window opened it, until the line is built. Returns the reports it took.
    private func scroll(
        _ focus: inout ListWindowFocus, to line: Int, lineCount: Int, pinned: [Int] = []
    ) throws -> Int {
        var reports = 0
        while true {
            let window = focus.window(lineCount: lineCount, pinned: pinned, screenful: 12)
            let entry = try reported(at: line, in: window)
            focus.scrolled(to: entry, screenful: 12)
            reports += 1
            if entry == .line(line) || reports > 10 { return reports }
        }
    }

    @Test("R16: a list of a few thousand lines keeps every line as an element, as before")
    func shortListsUnchanged() {
        for count in [0, 1, 5, 1_000, ListWindow.threshold] {
            var focus = ListWindowFocus()
            focus.gapAppeared(ListWindowBlock(level: 1, index: 0))
            focus.scrolled(to: .line(count / 2), screenful: 12)
            let window = focus.window(lineCount: count, pinned: [count - 1], screenful: 12)
            #expect(!window.hasGaps)
            #expect(window.count == count)
            #expect(covered(window) == (0..<count).map { $0..<($0 + 1) })
        }
        // Through the session: the ForEach's elements are the lines, with their own identities (R4).
        var harness = Harness((0..<1_000).map { "Option \($0)" })
        harness.send(.tapField)
        let frame = harness.session.frame
        let elements = harness.session.listElements(for: frame)
        #expect(elements.map(\.id) == frame.lines.map { ListElementID.line($0.id) })
        let windowChanged = harness.session.listScrolled(to: .line(.option("Option 500")))
        #expect(!windowChanged)
    }

    @Test("R16: a window of a million lines holds a few hundred elements wherever it is centred")
    func boundedAtAMillion() throws {
        let count = 1_000_000
        var focus = ListWindowFocus()
        var most = 0
        for line in [0, 1, 31, 32, 1_023, 1_024, 500_000, 999_999, 123_457, 0] {
            _ = try scroll(&focus, to: line, lineCount: count, pinned: [999_999, 250_000])
            let window = focus.window(lineCount: count, pinned: [999_999, 250_000], screenful: 12)
            #expect(coversEveryLineOnce(window))
            #expect(window.hasGaps)
            most = max(most, window.count)
        }
        #expect(most <= Self.bound)
        #expect(most > 32)  // lines are built, not only the root's gaps
    }

    @Test("R16: scrolling far opens the gap reached, down to its lines, and the place left closes")
    func scrollingFarAndBack() throws {
        let count = 1_000_000
        var focus = ListWindowFocus()
        var window = focus.window(lineCount: count, pinned: [], screenful: 12)
        // Opened at the top: the first screenful is built, the middle is in a gap.
        #expect((0..<30).allSatisfy(window.contains(line:)))
        #expect(!window.contains(line: 500_000))
        // A fling to the middle: SwiftUI reports the gap there, then the block opened inside it…
        let reports = try scroll(&focus, to: 500_000, lineCount: count)
        #expect(reports <= 4)  // one per level, then the line
        window = focus.window(lineCount: count, pinned: [], screenful: 12)
        // …until a screenful and an overscan on each side are lines.
        #expect((499_970...500_030).allSatisfy(window.contains(line:)))
        #expect(!window.contains(line: 0))  // the top closed again
        #expect(window.count <= Self.bound)
        // And back to the top: the middle closes.
        _ = try scroll(&focus, to: 3, lineCount: count)
        window = focus.window(lineCount: count, pinned: [], screenful: 12)
        #expect((0..<30).allSatisfy(window.contains(line:)))
        #expect(!window.contains(line: 500_000))
    }

    @Test("R16: a gap that comes into view opens; gaps far from the scroll position close again")
    func appearingGaps() {
        let count = 100_000
        var focus = ListWindowFocus()
        let gap = ListWindowBlock(level: 2, holding: 40_000)
        #expect(!focus.window(lineCount: count, pinned: [], screenful: 12).contains(line: 40_000))
        focus.gapAppeared(gap)
        var window = focus.window(lineCount: count, pinned: [], screenful: 12)
        // Opened to its children: gaps of 32 lines, which open in turn when they come into view.
        #expect(covered(window).contains(ListWindowBlock(level: 1, holding: 40_000).lines))
        focus.gapAppeared(ListWindowBlock(level: 1, holding: 40_000))
        window = focus.window(lineCount: count, pinned: [], screenful: 12)
        #expect(window.contains(line: 40_000))
        // The scroll position is then reported near it: they stay open.
        focus.scrolled(to: .line(40_010), screenful: 12)
        #expect(focus.window(lineCount: count, pinned: [], screenful: 12).contains(line: 40_000))
        // Far away: they close.
        focus.scrolled(to: .line(90_000), screenful: 12)
        window = focus.window(lineCount: count, pinned: [], screenful: 12)
        #expect(!window.contains(line: 40_000))
        #expect(focus.appearedGaps.isEmpty)
        // However many gaps appear during a fling, a few stay open.
        for line in stride(from: 0, to: count, by: 1_024) {
            focus.gapAppeared(ListWindowBlock(level: 1, holding: line))
        }
        #expect(focus.appearedGaps.count == ListWindowFocus.openedLimit)
        #expect(focus.window(lineCount: count, pinned: [], screenful: 12).count <= Self.bound + 4 * 3 * 32)
    }

    @Test("R16, P4: End in a long list builds the last line in the same update, before it scrolls there")
    func jumpToTheEnd() throws {
        let count = 100_000
        var harness = Harness((0..<count).map { "Option \($0)" })
        harness.send(.tapField)
        var elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.window.hasGaps)
        #expect(elements.count <= Self.bound)
        let last = ListElementID<String>.line(.option("Option \(count - 1)"))
        #expect(!elements.contains { $0.id == last })
        harness.send(.key(.down))
        harness.send(.key(.end))
        // The scroll view's `onChange(of: highlighted)` scrolls to this line: it is an element.
        let highlighted = HighlightedLine(
            row: harness.state.highlightedRow, in: harness.session.frame.lines, query: harness.state.query)
        #expect(highlighted.line == .option("Option \(count - 1)"))
        elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.contains { $0.id == last })
        #expect(elements.count <= Self.bound)
        // SwiftUI reports the end as the scroll position: the window follows, the top closes.
        let followed = harness.session.listScrolled(to: last)
        #expect(followed)
        elements = harness.session.listElements(for: harness.session.frame)
        #expect(!elements.contains { $0.id == .line(.option("Option 0")) })
        #expect(elements.contains { $0.id == last })
        // Home: the first line is built again before the list scrolls to it.
        harness.send(.key(.home))
        elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.contains { $0.id == .line(.option("Option 0")) })
    }

    @Test("R16, F2: the best match of a query is built wherever the list was scrolled; typeahead too")
    func queriesAndTypeahead() throws {
        let count = 50_000
        var harness = Harness((0..<count).map { "Option \($0)" })
        harness.makeSearchable()
        harness.send(.tapField)
        _ = harness.session.listScrolled(to: .line(.option("Option 2")))
        let middle = harness.session.listElements(for: harness.session.frame)
        // Scrolled to the last gap (far down), then a query that leaves more than a few thousand.
        let gap = try #require(middle.last(where: isGap))
        _ = harness.session.listScrolled(to: gap.id)
        harness.send(.setQuery("Option 4"))
        let frame = harness.session.frame
        #expect(frame.lines.count > ListWindow.threshold)
        let best = try #require(frame.highlightedRow.flatMap(frame.lines.line(ofRow:)))
        let elements = harness.session.listElements(for: frame)
        #expect(elements.window.hasGaps)
        #expect(elements.contains { $0.id == .line(best) })

        var typed = Harness((0..<count).map { $0 < 40_000 ? "Alpha \($0)" : "Zulu \($0)" })
        typed.send(.tapField)
        typed.send(.character("z"))
        let zulu = ListElementID<String>.line(.option("Zulu 40000"))
        #expect(typed.state.highlighted == "Zulu 40000")
        #expect(typed.session.listElements(for: typed.session.frame).contains { $0.id == zulu })
    }

    private func isGap(_ element: ListWindowElement<String>) -> Bool {
        if case .gap = element.content { return true }
        return false
    }

    /// The lines of 5,000 open options in sections of 100: 50 headers.
    private func sectionedLines() -> ListLines<Int> {
        let options = (0..<5_000).map { DropdownOption(id: $0, label: "Option \($0)", section: "Part \($0 / 100)") }
        var state = DropdownState(options: options)
        _ = state.send(.open, at: .zero)
        return ListLines(state)
    }

    @Test("R16, R5: gaps are as tall as the rows and headers they stand for, so the content is too")
    func gapHeights() {
        let lines = sectionedLines()
        #expect(lines.count == 5_050)
        var focus = ListWindowFocus()
        focus.scrolled(to: .line(2_500), screenful: 12)
        let window = focus.window(lineCount: lines.count, pinned: [4_000], screenful: 12)
        #expect(window.hasGaps)
        let elements = ListWindowElements(lines: lines, window: window, rowHeight: 44, headerHeight: 30)
        let total = elements.estimatedHeight { $0.id.isHeader ? 30 : 44 }
        #expect(total == 5_000 * 44 + 50 * 30)
        // Header counts over any run of lines, against reading each line.
        for range in [0..<1, 0..<101, 100..<303, 5_049..<5_050, 1_000..<5_050, 0..<5_050] {
            let read = range.filter { lines[$0].id.isHeader }.count
            #expect(lines.headerCount(inLines: range) == read)
        }
    }

    @Test("R16: an element is found by its identity, with or without the line it is said to be on")
    func elementByIdentity() {
        // Headers, rows and gaps, each found from its identity.
        let lines = sectionedLines()
        var focus = ListWindowFocus()
        focus.scrolled(to: .line(2_500), screenful: 12)
        let window = focus.window(lineCount: lines.count, pinned: [], screenful: 12)
        let elements = ListWindowElements(lines: lines, window: window, rowHeight: 44, headerHeight: 30)
        for position in elements.indices {
            let entry = window[position]
            let id = elements[position].id
            let line = entry.lines.lowerBound
            #expect(elements.entry(identifiedBy: id) == entry)
            #expect(elements.entry(identifiedBy: id, atLine: line) == entry)
            // A line said wrongly (another line, or one out of the list) is found by reading.
            #expect(elements.entry(identifiedBy: id, atLine: line == 0 ? 1 : 0) == entry)
            #expect(elements.entry(identifiedBy: id, atLine: lines.count + 5) == entry)
        }
        // Neither a line nor a gap the window does not hold.
        #expect(elements.entry(identifiedBy: .line(.option(9_999))) == nil)
        #expect(elements.entry(identifiedBy: .gap(ListWindowBlock(level: 1, index: 78)), atLine: 2_500) == nil)
    }

    @Test("R16, H3: a submenu's back row counts as a row, and the opening line stays built")
    func backRowAndOpeningLine() throws {
        struct Node {
            let id: Int
            var children: [Node]?
        }
        let leaves = (0..<10_000).map { Node(id: $0) }
        let root = Node(id: -1, children: leaves)
        var harness = SessionHarness(
            [root], id: \Node.id, label: { "Node \($0.id)" }, children: \Node.children, selection: [9_000])
        harness.send(.tapField)
        harness.send(.key(.right))
        let lines = harness.session.frame.lines
        #expect(lines.backRowParent == -1)
        #expect(lines.headerCount(inLines: 0..<lines.count) == 0)
        let elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.window.hasGaps)
        #expect(elements.estimatedHeight { _ in 44 } == Double(lines.count) * 44)
        // The level opens at the selected child (P4, H2): its line is built.
        #expect(elements.contains { $0.id == .line(.option(9_000)) })
        #expect(elements.contains { $0.id == .line(.back(parent: -1)) })
    }

    /// The height of the first gap of `harness`'s open list, and the lines it stands for.
    private func firstGap(_ harness: Harness) throws -> (height: Double, lines: Int) {
        let elements = harness.session.listElements(for: harness.session.frame)
        for element in elements {
            if case .gap(let block, let height) = element.content {
                return (height, block.lines.clamped(to: 0..<elements.lines.count).count)
            }
        }
        throw GapMissing()
    }

    private struct GapMissing: Error {}

    /// Records heights for the lines of `rows` of `harness`'s open list, each `height` points.
    private func measure(_ harness: inout Harness, rows: Range<Int>, height: Double, width: Double = 358) {
        var measurement = ListMeasurement<String>()
        let lines = harness.session.frame.lines
        for row in rows { measurement.lines[lines[lines.index(ofRow: row)].id] = height }
        measurement.width = width
        _ = harness.session.record(measurement, textSize: "large", maximum: .points(280))
    }

    @Test("R16, R5: gaps keep the row height of the first rows measured while the list stays open")
    func gapHeightsHeldWhileOpen() throws {
        var harness = Harness((0..<100_000).map { "Option \($0)" })
        harness.send(.tapField)
        measure(&harness, rows: 0..<12, height: 44)
        let first = try firstGap(harness)
        #expect(first.height == Double(first.lines) * 44)
        // Rows of another height scrolled into view: the gaps above and below do not move.
        measure(&harness, rows: 12..<24, height: 88)
        #expect(try firstGap(harness).height == first.height)
        // Another text size or width measures again (the rows wrap differently).
        measure(&harness, rows: 0..<12, height: 60, width: 500)
        #expect(try firstGap(harness).height == Double(first.lines) * 60)
        // Reopened: the mean of every row measured so far.
        harness.send(.key(.escape))
        harness.send(.tapField)
        measure(&harness, rows: 0..<12, height: 60, width: 500)
        #expect(try firstGap(harness).height == Double(first.lines) * 60)
    }

    @Test("R16, F1: a query's window holds only lines its search ranked at once, wherever the list opened")
    func queryWindowReadsRankedLines() throws {
        for pageSize in [1, 12, 40, 300] {
            var harness = Harness((0..<50_000).map { "Option \($0)" }, selection: ["Option 30000"])
            harness.makeSearchable()
            harness.send(.tapField)  // opens at the selected row, far down (P4)
            harness.session.updatePageSize(
                listHeight: Double(pageSize) * harness.session.heights.rowEstimate, hasSearchField: false)
            #expect(harness.state.pageSize == pageSize)
            harness.send(.setQuery("Option 1"))
            let frame = harness.session.frame
            #expect(frame.lines.count > ListWindow.threshold)
            let window = harness.session.listWindow(for: frame)
            let lines = (0..<window.count).compactMap { position -> Int? in
                if case .line(let line) = window[position] { return line } else { return nil }
            }
            let ranked = OptionSearch.drawnRanks(pageSize: pageSize, matchCount: harness.state.visibleCount)
            #expect(lines.contains(0))
            #expect(lines.allSatisfy { $0 < ranked }, "page \(pageSize): \(lines.max() ?? 0) of \(ranked) ranked")
        }
    }

    @Test("R16: a query starts the window again from the top; a gap of another window opens nothing")
    func queryResetsTheWindow() throws {
        var harness = Harness((0..<50_000).map { "Option \($0)" })
        harness.makeSearchable()
        harness.send(.tapField)
        let top = harness.session.listElements(for: harness.session.frame)
        let farGap = try #require(top.last(where: isGap))
        _ = harness.session.listScrolled(to: farGap.id)
        #expect(harness.session.windowFocus.position != nil)
        harness.send(.setQuery("Option 1"))
        #expect(harness.session.windowFocus == ListWindowFocus())
        // A gap that is not one of the window's now (a block already opened) opens nothing.
        let window = harness.session.listWindow(for: harness.session.frame)
        let built = ListWindowBlock(level: 1, index: 0)
        #expect(!window.hasGap(built))
        let opened = harness.session.gapAppeared(built)
        #expect(!opened)
        #expect(harness.session.windowFocus == ListWindowFocus())
    }
}
