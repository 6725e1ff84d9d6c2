import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("A list placed from its field's probe follows the field when it moves (P1)")
struct FieldMoveRecheckTests {
    /// A field, the probe a list is placed from, and the list, as a container or the window's
    /// layer draws them. The probe is a platform view whose frame SwiftUI sets when it renders an
    /// update, which may come after the update placed the list.
    struct Screen {
        /// Where SwiftUI's layout put the field: what the person sees.
        var field: DropdownRect
        /// What the field's probe reads, in the same coordinates.
        var probe: DropdownRect?
        /// The list as drawn.
        var list: DropdownPlacement?
        /// How many times the list was placed.
        var placements = 0

        /// An iPhone's window, less its safe area.
        let bounds = DropdownRect(x: 0, y: 59, width: 393, height: 759)
        let size = ListSize(natural: 220, maximum: 280)

        init(field: DropdownRect) {
            self.field = field
            probe = field
            place()
        }

        /// Places the list from the probe; returns the frame it was placed from.
        @discardableResult
        mutating func place() -> DropdownRect? {
            list = probe.map { size.placement(field: $0, bounds: bounds, direction: .below) }
            placements += 1
            return probe
        }

        /// An update that moves the field: the list is placed in it, and the probe takes the new
        /// frame when the update is rendered (before the placement when `probeLags` is false).
        /// Returns the frame the list was placed from.
        mutating func move(to frame: DropdownRect, probeLags: Bool) -> DropdownRect? {
            field = frame
            if !probeLags { probe = frame }
            let placedFrom = place()
            probe = frame
            return placedFrom
        }

        /// The next turn after a move: the probe is read again. Returns the frame the list was
        /// placed from if it was placed again.
        @discardableResult
        mutating func recheck(placedFrom: DropdownRect?) -> DropdownRect? {
            guard FieldMoveRecheck.placesAgain(placedFrom: placedFrom, readNow: probe) else { return nil }
            return place()
        }

        /// The room between the field's bottom and the list's top, as the person sees it.
        var gap: Double? { list.map { $0.frame.minY - field.maxY } }
    }

    /// A field in the middle of the screen, and where the keyboard's avoidance moves it.
    let centred = DropdownRect(x: 16, y: 500, width: 361, height: 44)
    let raised = DropdownRect(x: 16, y: 240, width: 361, height: 44)

    @Test("P1: a list placed before the probe took the field's move is placed again next to the field")
    func laggingProbe() {
        var screen = Screen(field: centred)
        #expect(screen.gap == 6)
        let placedFrom = screen.move(to: raised, probeLags: true)
        // Placed where the field was: left behind by the keyboard's avoidance.
        #expect(screen.gap == 266)
        screen.recheck(placedFrom: placedFrom)
        #expect(screen.gap == 6)
        #expect(screen.list?.frame.minX == raised.minX)
        #expect(screen.list?.frame.width == raised.width)
        #expect(screen.placements == 3)
    }

    @Test("P1: a move the probe had already taken places the list once, with no redraw after")
    func currentProbe() {
        var screen = Screen(field: centred)
        let placedFrom = screen.move(to: raised, probeLags: false)
        #expect(screen.gap == 6)
        #expect(screen.recheck(placedFrom: placedFrom) == nil)
        #expect(screen.placements == 2)
    }

    @Test("P1: placing again settles: a placement made from the field's frame asks for nothing")
    func settles() {
        var screen = Screen(field: centred)
        var placedFrom = screen.move(to: raised, probeLags: true)
        // Even if every placement scheduled a recheck, the list is placed once more, then no more.
        for _ in 0..<10 {
            guard let again = screen.recheck(placedFrom: placedFrom) else { break }
            placedFrom = again
        }
        #expect(screen.placements == 3)
        #expect(screen.gap == 6)
    }

    @Test("P1: a field that left its window leaves its list alone; one that joined a window gets it")
    func fieldWithoutWindow() {
        var screen = Screen(field: centred)
        let placedFrom = screen.move(to: raised, probeLags: true)
        screen.probe = nil
        #expect(screen.recheck(placedFrom: placedFrom) == nil)
        #expect(screen.placements == 2)

        // The probe had no window when the list was to be placed: nothing was drawn.
        var joining = Screen(field: centred)
        joining.probe = nil
        let none = joining.place()
        #expect(joining.list == nil)
        joining.probe = centred
        joining.recheck(placedFrom: none)
        #expect(joining.gap == 6)
    }
}
