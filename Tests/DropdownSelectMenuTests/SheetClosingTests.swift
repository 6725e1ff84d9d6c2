import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("A list shown as a sheet settles once the sheet has gone")
struct SheetClosingTests {
    @Test("Sheet closing: a closed sheet keeps its last open state until its content disappears")
    func waitsForDisappearance() {
        var closing = SheetClosing()
        closing.appeared()
        let awaited = closing.listClosed(wasSheet: true)
        #expect(awaited != nil)
        let settlesOnDisappearance = closing.disappeared()
        #expect(settlesOnDisappearance)
        let settlesAtDeadline = closing.deadlinePassed(for: awaited ?? 0)
        #expect(!settlesAtDeadline)  // settled once only
        let settlesAgain = closing.disappeared()
        #expect(!settlesAgain)
    }

    @Test("Sheet closing: a floating list, or a sheet already gone (swiped away), settles with its transaction")
    func settlesWithTransaction() {
        var closing = SheetClosing()
        let floatingBeforeAnySheet = closing.listClosed(wasSheet: false)
        #expect(floatingBeforeAnySheet == nil)
        closing.appeared()
        let floating = closing.listClosed(wasSheet: false)
        #expect(floating == nil)
        let settles = closing.disappeared()
        #expect(!settles)
        let sheetGone = closing.listClosed(wasSheet: true)  // its content already disappeared
        #expect(sheetGone == nil)
    }

    @Test("Sheet closing: the deadline settles a closing whose disappearance is never heard, only that closing")
    func deadline() {
        var closing = SheetClosing()
        closing.appeared()
        let first = closing.listClosed(wasSheet: true) ?? 0
        closing.listOpened()  // opened again before the sheet went
        let firstAfterOpening = closing.deadlinePassed(for: first)
        #expect(!firstAfterOpening)
        let second = closing.listClosed(wasSheet: true) ?? 0
        #expect(second != first)
        let firstAgain = closing.deadlinePassed(for: first)
        #expect(!firstAgain)
        let secondAtDeadline = closing.deadlinePassed(for: second)
        #expect(secondAtDeadline)
        let afterwards = closing.disappeared()
        #expect(!afterwards)  // already settled
    }
}
