import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// What changes at accessibility Dynamic Type sizes (rule A6): the field's value wraps, and the
/// default maximum height grows so that an open list still shows several rows.
@Suite("Accessibility text sizes (A6)")
struct TextSizeTests {
    /// How much Dynamic Type scales the body text at AX5 (17 points become 53).
    let ax5Scale = 53.0 / 17.0

    @Test("A6: a single selection's value wraps, up to three lines, only at accessibility sizes")
    func valueWraps() {
        #expect(FieldValueLayout.lineLimit(mode: .single, isAccessibilitySize: true) == 3)
        #expect(FieldValueLayout.lineLimit(mode: .single, isAccessibilitySize: false) == 1)
        // A multiple selection keeps choosing the summary that fits on a line ("2 selected", M5).
        #expect(FieldValueLayout.lineLimit(mode: .multiple, isAccessibilitySize: true) == 1)
    }

    @Test("A6, P3: the default maximum is the origin's 280 points at the default size and grows with the text")
    func defaultMaximumGrows() {
        #expect(ListMaximumHeight.resolved(nil, textScale: 1) == .points(280))
        #expect(ListMaximumHeight.resolved(nil, textScale: 0.8) == .points(280))  // never smaller
        #expect(ListMaximumHeight.resolved(nil, textScale: 2) == .points(560))
        #expect(ListMaximumHeight.resolved(nil, textScale: .nan) == .points(280))
        // The app's choice is kept as it is.
        #expect(ListMaximumHeight.resolved(.points(200), textScale: 3) == .points(200))
        #expect(ListMaximumHeight.resolved(.rows(4), textScale: 3) == .rows(4))
    }

    @Test("A6, P3: at AX5 an open list with the default maximum shows more than two rows")
    func moreThanTwoRowsAtAX5() {
        var book = ListHeightBook<String>(guesses: .init(row: 46 * ax5Scale, header: 30 * ax5Scale, searchField: 0))
        let lines = (0..<30).map { ListLineID<String>.option("row \($0)") }
        // Rows at AX5, measured: one line of text at 53 points, padded.
        book.record(Dictionary(uniqueKeysWithValues: lines.prefix(8).map { ($0, 46 * ax5Scale) }))
        let field = DropdownRect(x: 16, y: 60, width: 358, height: 46 * ax5Scale)
        let bounds = DropdownRect(x: 0, y: 47, width: 390, height: 763)  // an iPhone's safe area
        func rowsShown(_ maximum: ListMaximumHeight) -> Double {
            let size = ListSize(book: book, lines: lines, isEmpty: false, hasSearchField: false, maximum: maximum)
            let placement = size.placement(field: field, bounds: bounds, direction: .below)
            return placement.frame.height / (46 * ax5Scale)
        }
        #expect(rowsShown(.points(280)) < 2)  // the fixed 280 points: under two rows
        #expect(rowsShown(.resolved(nil, textScale: ax5Scale)) > 2)
    }
}

@Suite("The origin's look, measured: the field, the empty state, presses and glass")
struct OriginMeasurementTests {
    @Test("The field's text and chevron are 10 points apart; the empty state has 14 points all round")
    func spacing() {
        #expect(DropdownMetrics.origin.chevronSpacing == 10)
        #expect(DropdownMetrics.origin.emptyStatePadding == 14)
        #expect(DropdownMetrics.origin.emptyStatePadding == DropdownMetrics.origin.contentPadding)
    }

    @Test("The field dims while pressed and while disabled; interactive glass adds no dimming of its own")
    func fieldOpacity() {
        let metrics = DropdownMetrics.origin
        #expect(metrics.fieldOpacity(isEnabled: true, isPressed: false) == 1)
        #expect(metrics.fieldOpacity(isEnabled: true, isPressed: true) == metrics.pressedOpacity)
        #expect(metrics.fieldOpacity(isEnabled: false, isPressed: true) == metrics.disabledFieldOpacity)
        #expect(metrics.fieldOpacity(isEnabled: true, isPressed: true, dimsWhilePressed: false) == 1)
        #expect(metrics.fieldOpacity(isEnabled: false, isPressed: false, dimsWhilePressed: false) == 0.5)
        #expect(!GlassRendering.glass.fieldDimsWhilePressed)
        #expect(GlassRendering.materialFallback.fieldDimsWhilePressed)
    }

    @Test("A pressed row dims its content, as a plain button does; the highlight alone is tinted")
    func pressedRow() {
        #expect(DropdownMetrics.origin.rowOpacity(isPressed: false) == 1)
        #expect(DropdownMetrics.origin.rowOpacity(isPressed: true) == DropdownMetrics.origin.pressedOpacity)
        #expect(DropdownMetrics.origin.pressedOpacity < 1)
    }

    @Test("The glass list adds no shadow on top of glass; its material fallback has the origin's")
    func glassShadow() {
        #expect(!GlassRendering.glass.listAddsShadow)
        #expect(GlassRendering.materialFallback.listAddsShadow)
    }
}
