import DropdownCore
import Testing

@Suite("Placement and scrolling")
struct PlacementTests {
    let screen = DropdownRect(x: 0, y: 0, width: 390, height: 800)

    @Test("P1: the list opens below the field, a gap away, as wide as the field")
    func belowTheField() {
        let field = DropdownRect(x: 20, y: 100, width: 300, height: 56)
        let placement = DropdownPlacement.resolve(field: field, container: screen, contentHeight: 200)
        #expect(placement.direction == .below)
        #expect(placement.frame == DropdownRect(x: 20, y: 162, width: 300, height: 200))
        #expect(!placement.isScrollable)
    }

    @Test("P1: the list stays inside the container's margins")
    func clampedHorizontally() {
        let wide = DropdownRect(x: -40, y: 100, width: 500, height: 40)
        let placement = DropdownPlacement.resolve(field: wide, container: screen, contentHeight: 100)
        #expect(placement.frame.x == 8)
        #expect(placement.frame.width == 374)
        let offRight = DropdownRect(x: 300, y: 100, width: 200, height: 40)
        let right = DropdownPlacement.resolve(field: offRight, container: screen, contentHeight: 100)
        #expect(right.frame.maxX == 382)
        #expect(right.frame.x == 182)
    }

    @Test("P1: a preferred width wider than the field is allowed, within the margins")
    func preferredWidth() {
        let field = DropdownRect(x: 20, y: 100, width: 100, height: 40)
        let placement = DropdownPlacement.resolve(
            field: field, container: screen, contentHeight: 100, preferredWidth: 250)
        #expect(placement.frame.width == 250)
        #expect(placement.frame.x == 20)
    }

    @Test("P2: automatic flips above when the list does not fit below and there is more room above")
    func flipsAbove() {
        let field = DropdownRect(x: 20, y: 700, width: 300, height: 56)
        let placement = DropdownPlacement.resolve(field: field, container: screen, contentHeight: 400)
        #expect(placement.direction == .above)
        #expect(placement.frame.height == 280)
        #expect(placement.frame.maxY == 694)
        #expect(placement.isScrollable)
    }

    @Test("P2: when neither side fits, the side with more room wins, below on a tie, shrinking")
    func sideWithMoreRoom() {
        let container = DropdownRect(x: 0, y: 0, width: 390, height: 300)
        let middle = DropdownRect(x: 0, y: 122, width: 100, height: 56)
        let tie = DropdownPlacement.resolve(field: middle, container: container, contentHeight: 500)
        #expect(tie.direction == .below)
        #expect(tie.frame.height == 108)  // 300 - 8 - 178 - 6
        let lower = DropdownRect(x: 0, y: 150, width: 100, height: 56)
        let above = DropdownPlacement.resolve(field: lower, container: container, contentHeight: 500)
        #expect(above.direction == .above)
        #expect(above.frame.height == 136)  // 150 - 6 - 8
        #expect(above.frame.y == 8)
    }

    @Test("P2: below and above force a side and only shrink")
    func forcedDirection() {
        let field = DropdownRect(x: 20, y: 700, width: 300, height: 56)
        let below = DropdownPlacement.resolve(
            field: field, container: screen, contentHeight: 400, direction: .below)
        #expect(below.direction == .below)
        #expect(below.frame.height == 30)  // 800 - 8 - 756 - 6
        #expect(below.isScrollable)
        let top = DropdownRect(x: 20, y: 10, width: 300, height: 40)
        let above = DropdownPlacement.resolve(
            field: top, container: screen, contentHeight: 100, direction: .above)
        #expect(above.direction == .above)
        #expect(above.frame.height == 0)
    }

    @Test("P3: height is the least of content, maximum and room; it scrolls only when content is taller")
    func heightRule() {
        let field = DropdownRect(x: 20, y: 100, width: 300, height: 56)
        let short = DropdownPlacement.resolve(field: field, container: screen, contentHeight: 120)
        #expect(short.frame.height == 120)
        #expect(!short.isScrollable)
        let long = DropdownPlacement.resolve(
            field: field, container: screen, contentHeight: 1000, maximumHeight: 6 * 44)
        #expect(long.frame.height == 264)
        #expect(long.isScrollable)
    }

    @Test("P4: on opening the window is scrolled so that hl (else sel) is visible")
    func openingRevealsTheRow() {
        let state = makeOpenState((0..<100).map { "Option \($0)" }, selection: ["Option 42"])
        let window = DropdownScrollWindow.opening(
            rowCount: state.visibleCount, rowHeight: 44, viewportHeight: 264,
            revealing: state.scrollTarget)
        #expect(window.visibleRows().contains(42))
        #expect(window.offset == 43 * 44 - 264)
        let nothing = DropdownScrollWindow.opening(
            rowCount: 100, rowHeight: 44, viewportHeight: 264, revealing: nil)
        #expect(nothing.offset == 0)
    }

    @Test("P4: the scroll target is the selection when nothing is highlighted")
    func scrollTargetFallsBackToSelection() {
        let state = makeOpenState((0..<100).map { "Option \($0)" }, disabled: ["Option 42"], selection: ["Option 42"])
        #expect(state.highlighted == nil)
        #expect(state.scrollTarget == 42)
    }

    @Test("P4: while moving, the offset changes only as much as needed")
    func minimalScrolling() {
        var window = DropdownScrollWindow(rowCount: 100, rowHeight: 1, viewportHeight: 10)
        let moves: [(row: Int, offset: Double)] = [(5, 0), (10, 1), (30, 21), (25, 21), (20, 20), (99, 90)]
        for move in moves {
            window.reveal(row: move.row)
            #expect(window.offset == move.offset, "revealing row \(move.row)")
        }
        #expect(window.visibleRows() == 90..<100)
    }

    @Test("P4: a margin keeps rows of context around the revealed row")
    func scrollMargin() {
        var window = DropdownScrollWindow(rowCount: 100, rowHeight: 1, viewportHeight: 10)
        window.reveal(row: 8, margin: 2)
        #expect(window.offset == 1)
        window.reveal(row: 99, margin: 2)
        #expect(window.offset == 90)
        var tiny = DropdownScrollWindow(rowCount: 100, rowHeight: 1, viewportHeight: 2)
        tiny.reveal(row: 50, margin: 3)
        #expect(tiny.visibleRows().contains(50))
    }

    @Test("P5: only the rows in the viewport plus overscan are built, whatever the row count")
    func visibleRowsIndependentOfCount() {
        let small = DropdownScrollWindow(rowCount: 100, rowHeight: 44, viewportHeight: 280, offset: 440)
        let huge = DropdownScrollWindow(
            rowCount: 1_000_000, rowHeight: 44, viewportHeight: 280, offset: 440)
        #expect(small.visibleRows() == 10..<17)
        #expect(huge.visibleRows() == 10..<17)
        #expect(huge.visibleRows(overscan: 2) == 8..<19)
        let top = DropdownScrollWindow(rowCount: 3, rowHeight: 44, viewportHeight: 280, offset: 500)
        #expect(top.offset == 0)
        #expect(top.visibleRows(overscan: 2) == 0..<3)
    }

    @Test("P6: the same rules hold in rows and columns of a terminal")
    func terminalCells() {
        let terminal = DropdownRect(x: 0, y: 0, width: 80, height: 24)
        let field = DropdownRect(x: 0, y: 20, width: 40, height: 1)
        let placement = DropdownPlacement.resolve(
            field: field, container: terminal, contentHeight: 10, maximumHeight: 10, gap: 0, margin: 0)
        #expect(placement.direction == .above)
        #expect(placement.frame == DropdownRect(x: 0, y: 10, width: 40, height: 10))
        let top = DropdownRect(x: 0, y: 2, width: 40, height: 1)
        let below = DropdownPlacement.resolve(
            field: top, container: terminal, contentHeight: 30, maximumHeight: 10, gap: 0, margin: 0)
        #expect(below.direction == .below)
        #expect(below.frame.y == 3)
        #expect(below.frame.height == 10)
        #expect(below.isScrollable)
    }
}

@Suite("Scroll window changes")
struct ScrollWindowResizeTests {
    @Test("P4: a window keeps its offset when the list changes, clamped to what still scrolls")
    func resizedKeepsOffset() {
        let window = DropdownScrollWindow(rowCount: 100, rowHeight: 1, viewportHeight: 10, offset: 50)
        #expect(window.resized(rowCount: 200, viewportHeight: 10).offset == 50)
        #expect(window.resized(rowCount: 55, viewportHeight: 10).offset == 45)
        #expect(window.resized(rowCount: 5, viewportHeight: 10).offset == 0)
    }
}

@Suite("Scroll window without room")
struct EmptyViewportTests {
    @Test("P5: a viewport of no height shows no rows")
    func noHeight() {
        #expect(DropdownScrollWindow(rowCount: 10, rowHeight: 1, viewportHeight: 0).visibleRows().isEmpty)
        #expect(DropdownScrollWindow(rowCount: 10, rowHeight: 1, viewportHeight: 0).visibleRows(overscan: 2).isEmpty)
    }
}
