import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Measured list heights (P3, R5)")
struct ListHeightTests {
    typealias Book = ListHeightBook<String>
    let guesses = Book.Guesses(row: 44, header: 30, searchField: 45)

    func lines(_ count: Int) -> [ListLineID<String>] {
        (0..<count).map { .option("row \($0)") }
    }

    @Test("3 (R5): before anything is measured, rows are the scaled guess")
    func guessFirst() {
        let book = Book(guesses: guesses)
        #expect(book.naturalHeight(lines: lines(3), isEmpty: false, hasSearchField: false, cap: 1000) == 132)
        #expect(book.naturalHeight(lines: lines(3), isEmpty: false, hasSearchField: true, cap: 1000) == 177)
    }

    @Test("3 (R5, P3): measured rows replace the guess; unbuilt rows are estimated from the measured ones")
    func measuredAndEstimated() {
        var book = Book(guesses: guesses)
        // Two rows wrapped onto two lines at a large Dynamic Type size.
        let changed = book.record([.option("row 0"): 88, .option("row 1"): 92])
        #expect(changed)
        #expect(book.rowEstimate == 90)
        // Rows 2 and 3 were never built: estimated at 90, not 44, so the last row is not cut.
        #expect(book.naturalHeight(lines: lines(4), isEmpty: false, hasSearchField: false, cap: 1000) == 360)
        // Measuring them corrects the estimate.
        book.record([.option("row 2"): 50, .option("row 3"): 50])
        #expect(book.naturalHeight(lines: lines(4), isEmpty: false, hasSearchField: false, cap: 1000) == 280)
        let changedAgain = book.record([.option("row 2"): 50])
        #expect(!changedAgain)  // the same height again changes nothing
    }

    @Test("3 (R5): headers are measured and estimated on their own")
    func headers() {
        var book = Book(guesses: guesses)
        book.record([.header(before: "a"): 24, .option("a"): 44])
        let mixed: [ListLineID<String>] = [.header(before: "a"), .option("a"), .header(before: "b"), .option("b")]
        #expect(book.naturalHeight(lines: mixed, isEmpty: false, hasSearchField: false, cap: 1000) == 136)
    }

    @Test("3 (P3, P5): the natural height is summed only until it passes the maximum")
    func boundedByCap() {
        var visited = 0
        let book = Book(guesses: guesses)
        let many = (0..<50_000).lazy.map { index -> ListLineID<String> in
            visited += 1
            return .option("row \(index)")
        }
        let height = book.naturalHeight(lines: many, isEmpty: false, hasSearchField: false, cap: 280)
        #expect(height > 280)
        #expect(visited == 7)  // 7 rows of 44 pass 280; the other 49,993 are not read
    }

    @Test("3 (P3): the maximum in rows uses the measured row height; the empty state is measured")
    func maximumAndEmpty() {
        var book = Book(guesses: guesses)
        #expect(book.maximumHeight(.rows(5), lines: lines(10), hasSearchField: false) == 220)
        book.record([.option("row 0"): 60])
        #expect(book.maximumHeight(.rows(5), lines: lines(10), hasSearchField: true) == 345)
        #expect(book.maximumHeight(.points(280), lines: lines(10), hasSearchField: false) == 280)
        #expect(book.maximumHeight(.points(20), lines: lines(10), hasSearchField: false) == 60)  // at least one row
        #expect(book.naturalHeight(lines: [], isEmpty: true, hasSearchField: false, cap: 280) == 44)
        book.recordEmptyState(66)
        #expect(book.naturalHeight(lines: [], isEmpty: true, hasSearchField: false, cap: 280) == 66)
    }

    @Test("11 (P3): .rows(n) holds n rows and the section headers among them, measured")
    func rowsWithHeaders() {
        var book = Book(guesses: guesses)
        let mixed: [ListLineID<String>] = [
            .header(before: "a"), .option("a"), .option("b"), .header(before: "c"), .option("c"), .option("d"),
            .option("e"),
        ]
        book.record([.header(before: "a"): 24, .header(before: "c"): 24, .option("a"): 44])
        // Four rows: a, b, the header before c, c, d.
        let expected: Double = 24 + 44 * 2 + 24 + 44 * 2
        #expect(book.maximumHeight(.rows(4), lines: mixed, hasSearchField: false) == expected)
    }

    @Test("11 (P3): the maximum is kept while the list is open, whatever rows scroll into view")
    func maximumFrozenWhileOpen() {
        var harness = Harness((0..<40).map { "Row \($0)" })
        harness.send(.tapField)
        var measurement = ListMeasurement<String>()
        measurement.width = 300
        for index in 0..<6 { measurement.lines[.option("Row \(index)")] = 44 }
        _ = harness.session.record(measurement, textSize: "large", maximum: .rows(4))
        let opened = harness.session.listSize(maximum: .rows(4), hasSearchField: false)
        #expect(opened.maximum == 176)
        // Taller rows scrolled into view change the estimate, not the maximum.
        var scrolled = ListMeasurement<String>()
        scrolled.width = 300
        for index in 20..<26 { scrolled.lines[.option("Row \(index)")] = 90 }
        let changed = harness.session.record(scrolled, textSize: "large", maximum: .rows(4))
        #expect(!changed)
        #expect(harness.session.listSize(maximum: .rows(4), hasSearchField: false) == opened)
        harness.send(.key(.escape))
        harness.send(.tapField)
        _ = harness.session.record(measurement, textSize: "large", maximum: .rows(4))
        #expect(harness.session.listSize(maximum: .rows(4), hasSearchField: false).maximum == 176)
    }

    @Test("3: a session redraws only when a measurement changes the list's size")
    func sessionRecords() {
        var harness = Harness(["A", "B"])
        harness.send(.tapField)
        var measurement = ListMeasurement<String>()
        measurement.width = 300
        measurement.lines = [.option("A"): 44, .option("B"): 44]
        let changed = harness.session.record(measurement, textSize: "large", maximum: .points(280))
        #expect(!changed)  // as guessed
        measurement.lines[.option("B")] = 70
        let changedAgain = harness.session.record(measurement, textSize: "large", maximum: .points(280))
        #expect(changedAgain)
        #expect(harness.session.listSize(maximum: .points(280), hasSearchField: false).natural == 114)
        // Another Dynamic Type size: everything is measured again.
        var larger = ListMeasurement<String>()
        larger.width = 300
        larger.lines = [.option("A"): 90]
        let changedAgainAgain = harness.session.record(larger, textSize: "accessibility3", maximum: .points(280))
        #expect(changedAgainAgain)
        #expect(harness.session.listSize(maximum: .points(280), hasSearchField: false).natural == 180)
    }

    @Test("3 (N3): PageDown moves by the rows the placed list shows")
    func pageSize() {
        var harness = Harness((0..<40).map { "Row \($0)" })
        harness.send(.tapField)
        harness.session.listPlaced(
            DropdownPlacement(
                direction: .below, frame: DropdownRect(x: 0, y: 0, width: 300, height: 176), isScrollable: true),
            boundsHeight: 800, hasSearchField: false)
        harness.send(.key(.down))
        harness.send(.key(.pageDown))
        #expect(harness.state.highlighted == "Row 4")
    }

    @Test("Measurements reported by several views merge, the later value winning")
    func merge() {
        var total = ListMeasurement<String>()
        total.merge(ListMeasurement(lines: [.option("a"): 40], searchField: nil, emptyState: nil, width: nil))
        total.merge(
            ListMeasurement(lines: [.option("a"): 44, .option("b"): 50], searchField: 45, emptyState: nil, width: 300))
        #expect(total.lines == [.option("a"): 44, .option("b"): 50])
        #expect(total.searchField == 45)
        #expect(total.width == 300)
    }
}

@Suite("A page of a list shown as a sheet")
struct SheetPageSizeTests {
    @Test("N3: in a sheet, PageDown moves by the rows the sheet shows, not by a floating list's maximum")
    func sheetPage() {
        var harness = Harness((0..<60).map { "Row \($0)" })
        harness.send(.tapField)
        harness.send(.key(.down))
        let start = harness.state.highlightedRow ?? 0
        // The sheet's list is 704 points tall: 16 rows of 44.
        harness.session.sheetListSized(height: 704, hasSearchField: false)
        harness.send(.key(.pageDown))
        #expect(harness.state.highlightedRow == start + 16)
        // Rows measured later, which change the list's size, keep a sheet's page (about 16 rows,
        // where a floating list's, at most 280 points, would be 6).
        var measurement = ListMeasurement<String>()
        measurement.width = 390
        measurement.lines = Dictionary(uniqueKeysWithValues: (0..<12).map { (ListLineID.option("Row \($0)"), 44.0) })
        measurement.lines[.option("Row 5")] = 50
        let resized = harness.session.record(measurement, textSize: "large", maximum: .points(280))
        #expect(resized)
        harness.send(.key(.pageDown))
        let row = harness.state.highlightedRow ?? 0
        #expect(row >= start + 16 + 14)
    }

    @Test("N3: a sheet first laid out with no height, or a height that is not a number, pages by one row")
    func emptySheetPage() {
        for height in [0, -20, Double.nan, Double.infinity] {
            var harness = Harness((0..<60).map { "Row \($0)" })
            harness.isSearchable = true
            _ = harness.session.setSearchable(true)
            harness.send(.tapField)
            harness.send(.key(.down))
            let start = harness.state.highlightedRow ?? 0
            harness.session.sheetListSized(height: height, hasSearchField: true)
            harness.send(.key(.pageDown))
            #expect(harness.state.highlightedRow == start + 1, "height \(height)")
            // The sheet's real height, reported next, gives its page.
            harness.session.sheetListSized(height: 704, hasSearchField: false)
            harness.send(.key(.pageDown))
            #expect(harness.state.highlightedRow == start + 1 + 16, "height \(height)")
        }
    }

    @Test("N3: the list's page height is the sheet's when it is in one, else the floating list's")
    func pageHeight() {
        #expect(ListPageHeight.of(natural: 2000, maximum: 280, placed: .infinity, sheet: nil) == 280)
        #expect(ListPageHeight.of(natural: 2000, maximum: 280, placed: 200, sheet: nil) == 200)
        #expect(ListPageHeight.of(natural: 100, maximum: 280, placed: .infinity, sheet: nil) == 100)
        #expect(ListPageHeight.of(natural: 2000, maximum: 280, placed: .infinity, sheet: 700) == 700)
    }
}
