import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Bounds from the window (R6)")
struct WindowGeometryTests {
    /// An iPad window in Split View: a third of the screen, not at its origin.
    let splitView = DropdownRect(x: 0, y: 0, width: 375, height: 1024)

    @Test("4 (R6): the safe bounds are the window's, less its safe area")
    func safeArea() {
        let geometry = WindowGeometry(bounds: splitView, safeArea: .init(top: 24, left: 0, bottom: 20, right: 0))
        #expect(geometry.safeBounds == DropdownRect(x: 0, y: 24, width: 375, height: 980))
    }

    @Test("4 (R6): a docked keyboard ends the safe bounds; a floating one does not")
    func keyboard() {
        var geometry = WindowGeometry(bounds: splitView, safeArea: .init(top: 24, left: 0, bottom: 20, right: 0))
        geometry.keyboard = DropdownRect(x: 0, y: 700, width: 375, height: 324)
        #expect(geometry.safeBounds.maxY == 700)
        geometry.keyboard = DropdownRect(x: 40, y: 500, width: 320, height: 250)  // floating, mid-window
        #expect(geometry.safeBounds.maxY == 1004)
        geometry.keyboard = DropdownRect(x: 0, y: 1024, width: 375, height: 0)  // hidden
        #expect(geometry.safeBounds.maxY == 1004)
    }

    @Test("4 (P2): a field low in a window flips above; the same field in a tall window does not")
    func flipsWithinTheWindow() {
        let field = DropdownRect(x: 16, y: 700, width: 343, height: 56)
        let size = ListSize(natural: 220, maximum: 280)
        let short = WindowGeometry(bounds: DropdownRect(x: 0, y: 0, width: 375, height: 800)).safeBounds
        #expect(size.placement(field: field, bounds: short, direction: .automatic).direction == .above)
        let tall = WindowGeometry(bounds: DropdownRect(x: 0, y: 0, width: 375, height: 1200)).safeBounds
        #expect(size.placement(field: field, bounds: tall, direction: .automatic).direction == .below)
    }

    @Test("4 (P1): the list stays inside the intersection of the container and the window")
    func intersection() {
        let container = DropdownRect(x: 0, y: -200, width: 400, height: 2000)  // a tall scrolled content
        let window = DropdownRect(x: 0, y: 0, width: 390, height: 800)
        #expect(container.intersection(window) == window)
        let apart = DropdownRect(x: 500, y: 900, width: 10, height: 10).intersection(window)
        #expect(apart.width == 0 && apart.height == 0)
    }
}
