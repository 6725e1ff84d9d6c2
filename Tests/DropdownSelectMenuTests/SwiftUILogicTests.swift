import DropdownCore
import Foundation
import Testing

@testable import DropdownSelectMenu

/// The logic the SwiftUI layer uses, in plain Swift, tested on every platform.
@Suite("SwiftUI layer: key presses to events")
struct KeyboardMappingTests {
    func event(_ key: KeyboardKey, _ characters: String = "", _ modifiers: DropdownModifiers = []) -> DropdownEvent<String>? {
        KeyboardMapping.event(for: key, characters: characters, modifiers: modifiers)
    }

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
        #expect(event(.leftArrow) == nil)
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
    let metrics = ListMetrics(rowHeight: 44, headerHeight: 30, searchFieldHeight: 0, maximumHeight: .points(280))

    @Test("P3: content height counts rows and headers; the empty state takes one row")
    func contentHeight() {
        #expect(metrics.contentHeight(rows: 4, headers: 0) == 176)
        #expect(metrics.contentHeight(rows: 4, headers: 2) == 236)
        #expect(metrics.contentHeight(rows: 0, headers: 3) == 44)
        var searchable = metrics
        searchable.searchFieldHeight = 44
        #expect(searchable.contentHeight(rows: 2, headers: 0) == 132)
    }

    @Test("P3: a maximum in rows is rows times the row height, plus the search field")
    func maximumInRows() {
        var byRows = metrics
        byRows.maximumHeight = .rows(5)
        #expect(byRows.maximumPoints == 220)
        byRows.searchFieldHeight = 44
        #expect(byRows.maximumPoints == 264)
        #expect(metrics.maximumPoints == 280)
    }

    @Test("P1, P2: CGRects convert to the core's rectangles; a field at the bottom opens above")
    func placement() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let top = metrics.placement(
            field: CGRect(x: 16, y: 120, width: 358, height: 56), container: screen, rows: 4, headers: 0,
            direction: .automatic)
        #expect(top.direction == .below)
        #expect(top.frame.cgRect == CGRect(x: 16, y: 182, width: 358, height: 176))
        let bottom = metrics.placement(
            field: CGRect(x: 16, y: 760, width: 358, height: 56), container: screen, rows: 40, headers: 0,
            direction: .automatic)
        #expect(bottom.direction == .above)
        #expect(bottom.frame.cgRect.maxY == 754)
        #expect(bottom.frame.cgRect.height == 280)
        #expect(bottom.isScrollable)
        #expect(DropdownRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == DropdownRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("M5: the field's character capacity grows with its width")
    func characterCapacity() {
        #expect(FieldText.characterCapacity(width: 0, pointSize: 17) == 0)
        #expect(FieldText.characterCapacity(width: 300, pointSize: 17) == 32)
        #expect(FieldText.characterCapacity(width: 600, pointSize: 17) > FieldText.characterCapacity(width: 300, pointSize: 17))
    }

    @Test("Chips wrap onto a new row when the next one does not fit")
    func flowLayout() {
        let sizes = [CGSize(width: 80, height: 44), CGSize(width: 100, height: 44), CGSize(width: 120, height: 44)]
        let layout = FlowLayoutAlgorithm.layout(sizes: sizes, width: 200, spacing: 8)
        #expect(layout.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 88, y: 0), CGPoint(x: 0, y: 52)])
        #expect(layout.size == CGSize(width: 188, height: 96))
        let wide = FlowLayoutAlgorithm.layout(sizes: [CGSize(width: 300, height: 44)], width: 200, spacing: 8)
        #expect(wide.origins == [.zero])
        #expect(FlowLayoutAlgorithm.layout(sizes: [], width: 200, spacing: 8).size == .zero)
    }
}
