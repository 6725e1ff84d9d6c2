import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("A long list's window: the blocks it opens, the elements a scroll report names (R16)")
struct ListWindowReportTests {
    /// A generator of the same numbers at every run.
    private struct Numbers {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Whether a window must open `block` (show its children): it holds a present line or an
    /// opened block (or is one).
    private func mustOpen(
        _ block: ListWindowBlock, lineCount: Int, present: [Range<Int>], opened: [ListWindowBlock]
    ) -> Bool {
        let lines = block.lines.clamped(to: 0..<lineCount)
        return present.contains { $0.clamped(to: 0..<lineCount).overlaps(lines) } || opened.contains(where: block.holds)
    }

    @Test("R16: a window opens just the blocks that hold a present line or an opened block, anywhere")
    func opensJustWhatIsNeeded() {
        var numbers = Numbers(state: 16)
        for lineCount in [2_049, 5_000, 32_768, 32_769, 100_000, 1_000_000, 1_048_577, 3_000_000] {
            var root = 1
            while 1 << (ListWindow.fanoutShift * root) < lineCount { root += 1 }
            for _ in 0..<40 {
                let present = (0..<numbers.next(below: 4)).map { _ -> Range<Int> in
                    let start = numbers.next(below: lineCount + 200) - 100
                    return start..<(start + numbers.next(below: 600))
                }
                let opened = (0..<numbers.next(below: 5)).map { _ in
                    ListWindowBlock(level: numbers.next(below: root + 1), holding: numbers.next(below: lineCount + 50))
                }
                let window = ListWindow(lineCount: lineCount, present: present, opened: opened)
                var next = 0
                for position in 0..<window.count {
                    let entry = window[position]
                    #expect(entry.lines.lowerBound == next)
                    next = entry.lines.upperBound
                    switch entry {
                    case .line(let line):
                        let block = ListWindowBlock(level: 1, holding: line)
                        #expect(mustOpen(block, lineCount: lineCount, present: present, opened: opened))
                    case .gap(let block, let lines):
                        #expect(lines == block.lines.clamped(to: 0..<lineCount))
                        #expect(!mustOpen(block, lineCount: lineCount, present: present, opened: opened))
                        // Its parent opened, unless it is a child of the root.
                        let parent = ListWindowBlock(
                            level: block.level + 1, index: block.index >> ListWindow.fanoutShift)
                        #expect(
                            parent.level == root
                                || mustOpen(parent, lineCount: lineCount, present: present, opened: opened))
                    }
                }
                #expect(next == lineCount)
            }
        }
    }

    /// Reports each element of `harness`'s window as the scroll position, each on a copy of the
    /// session: the focus is then on that element.
    private func expectReportsFindEveryElement(_ harness: Harness) {
        let elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.window.hasGaps)
        for position in elements.indices {
            var session = harness.session
            _ = session.listScrolled(to: elements[position].id)
            #expect(session.windowFocus.position == elements.window[position])
        }
    }

    /// Reports the last element of `harness`'s window as the scroll position until it is a line:
    /// a fling to the end of the list.
    private func scrollToTheEnd(_ harness: inout Harness) {
        for _ in 0..<8 {
            let elements = harness.session.listElements(for: harness.session.frame)
            guard let last = elements.last, case .gap = last.content else { return }
            _ = harness.session.listScrolled(to: last.id)
        }
    }

    @Test("R16: a scroll report of a gap, a header, a row or a status row finds that element")
    func reportsFindTheirElement() {
        var harness = Harness((0..<5_000).map { "Option \($0)" })
        harness.section = { "Part \((Int($0.dropFirst(7)) ?? 0) / 100)" }
        harness.parentUpdated()
        harness.send(.tapField)
        harness.send(.setLoadState(.failed(message: "Offline"), hasMore: true), origin: .program)
        let top = harness.session.listElements(for: harness.session.frame)
        #expect(top.contains { $0.id == .line(.header(before: "Option 0")) })
        expectReportsFindEveryElement(harness)
        scrollToTheEnd(&harness)
        let end = harness.session.listElements(for: harness.session.frame)
        #expect(end.contains { $0.id == .line(.status(.failed(message: "Offline"))) })
        expectReportsFindEveryElement(harness)
        // While the list animates out, its last window: the elements are found among its lines.
        var closing = harness
        closing.send(.key(.escape))
        let isOpen = closing.state.isOpen
        #expect(!isOpen)
        expectReportsFindEveryElement(closing)
        // A line the window does not hold (the top, closed again) changes nothing.
        let focus = harness.session.windowFocus
        let changed = harness.session.listScrolled(to: .line(.option("Option 0")))
        #expect(!changed)
        #expect(harness.session.windowFocus == focus)
        // With a query, the rows are found by reading the window's lines.
        harness.makeSearchable()
        harness.send(.setQuery("Option 1"))
        #expect(harness.session.listElements(for: harness.session.frame).window.hasGaps)
        expectReportsFindEveryElement(harness)
    }

    @Test("R16, H3: a scroll report of a submenu's back row finds it; another level's back row, nothing")
    func reportsFindTheBackRow() {
        struct Node {
            let id: Int
            var children: [Node]?
        }
        let root = Node(id: -1, children: (0..<10_000).map { Node(id: $0) })
        var harness = SessionHarness(
            [root], id: \Node.id, label: { "Node \($0.id)" }, children: \Node.children, selection: [9_000])
        harness.send(.tapField)
        harness.send(.key(.right))
        let elements = harness.session.listElements(for: harness.session.frame)
        #expect(elements.first?.id == .line(.back(parent: -1)))
        var session = harness.session
        _ = session.listScrolled(to: .line(.back(parent: -1)))
        #expect(session.windowFocus.position == .line(0))
        session = harness.session
        let changed = session.listScrolled(to: .line(.back(parent: 7)))
        #expect(!changed)
        #expect(session.windowFocus == harness.session.windowFocus)
    }
}
