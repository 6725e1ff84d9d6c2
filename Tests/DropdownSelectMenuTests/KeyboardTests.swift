import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The keyboard and the window's layer (P2, R6, R15)")
struct KeyboardTests {
    /// An iPhone's window, portrait, with its safe area.
    let window = DropdownRect(x: 0, y: 0, width: 390, height: 844)
    let safeArea = WindowGeometry.Insets(top: 47, left: 0, bottom: 34, right: 0)
    /// A field in the middle of the screen: more room below it than above without a keyboard.
    let field = DropdownRect(x: 16, y: 420, width: 358, height: 56)
    /// The keyboard with its suggestions bar, docked.
    let keyboard = DropdownRect(x: 0, y: 508, width: 390, height: 336)

    /// The bounds the layer places in, for a keyboard (reserved or real).
    func bounds(keyboard: DropdownRect?) -> DropdownRect {
        WindowGeometry(bounds: window, safeArea: safeArea, keyboard: keyboard).safeBounds
    }

    /// Places `harness`'s list as the layer does, tells the session, and returns the placement.
    func place(_ harness: inout Harness, in bounds: DropdownRect) -> DropdownPlacement {
        let size = harness.session.listSize(maximum: .points(280), hasSearchField: true)
        let side = harness.session.placementDirection(
            requested: .automatic, field: field, bounds: bounds, gap: 6, hasSearchField: true)
        let placement = size.placement(field: field, bounds: bounds, direction: side, gap: 6)
        harness.session.listPlaced(placement, boundsHeight: bounds.height, hasSearchField: true)
        return placement
    }

    func measure(_ harness: inout Harness) {
        var measurement = ListMeasurement<String>()
        for id in harness.state.visible { measurement.lines[.option(id)] = 44 }
        measurement.searchField = 45
        measurement.width = 358
        _ = harness.session.record(measurement, textSize: "large", maximum: .points(280))
    }

    func openedSearchable() -> Harness {
        var harness = Harness()
        harness.isSearchable = true
        harness.send(.tapField)
        return harness
    }

    // MARK: The notification's animation

    @Test("R15: the notification's curve and duration are the list's animation; no duration is none")
    func animationFromNotification() {
        #expect(KeyboardAnimation(duration: 0.25, curve: 7)?.curve == .keyboard)
        #expect(KeyboardAnimation(duration: 0.25, curve: 7)?.duration == 0.25)
        #expect(KeyboardAnimation(duration: 0.3, curve: 0)?.curve == .easeInOut)
        #expect(KeyboardAnimation(duration: 0.3, curve: 1)?.curve == .easeIn)
        #expect(KeyboardAnimation(duration: 0.3, curve: 2)?.curve == .easeOut)
        #expect(KeyboardAnimation(duration: 0.3, curve: 3)?.curve == .linear)
        #expect(KeyboardAnimation(duration: 0.3, curve: nil)?.curve == .easeInOut)
        // A keyboard that appears at once (a rotation, an undocked keyboard) moves the list at once.
        #expect(KeyboardAnimation(duration: 0, curve: 7) == nil)
        #expect(KeyboardAnimation(duration: nil, curve: 7) == nil)
        #expect(KeyboardAnimation(duration: .nan, curve: 7) == nil)
    }

    @Test("R6: the room ends at the keyboard's announced frame as soon as it starts to move")
    func announcedFrame() {
        var tracked = WindowKeyboard()
        #expect(tracked.frame == nil)
        let animation = KeyboardAnimation(duration: 0.25, curve: 7)
        tracked.willChangeFrame(to: keyboard, bounds: window, animation: animation, at: .seconds(1))
        #expect(bounds(keyboard: tracked.frame).maxY == 508)
        #expect(tracked.lastDockedHeight == 336)
        // It goes (off the bottom edge): the room reaches the safe area again; the docked height is kept.
        let gone = DropdownRect(x: 0, y: 844, width: 390, height: 336)
        tracked.willChangeFrame(to: gone, bounds: window, animation: animation, at: .seconds(2))
        #expect(bounds(keyboard: tracked.frame).maxY == 810)
        #expect(tracked.lastDockedHeight == 336)
        // An iPad's floating keyboard is not docked: it neither ends the room nor sets the height.
        var pad = WindowKeyboard()
        let padWindow = DropdownRect(x: 0, y: 0, width: 1024, height: 1366)
        pad.willChangeFrame(
            to: DropdownRect(x: 300, y: 700, width: 320, height: 250), bounds: padWindow, animation: nil, at: .zero)
        #expect(pad.lastDockedHeight == nil)
        #expect(WindowGeometry(bounds: padWindow, keyboard: pad.frame).safeBounds.maxY == 1366)
        // Docked, then floating: the room kept for it is forgotten; hidden again, none is kept.
        pad.willChangeFrame(
            to: DropdownRect(x: 0, y: 1000, width: 1024, height: 366), bounds: padWindow, animation: nil, at: .zero)
        #expect(pad.lastDockedHeight == 366)
        pad.willChangeFrame(
            to: DropdownRect(x: 300, y: 700, width: 320, height: 250), bounds: padWindow, animation: nil, at: .zero)
        #expect(pad.lastDockedHeight == nil)
        // A window that ends above the screen's bottom (Stage Manager): only the part over it counts.
        var staged = WindowKeyboard()
        let stagedWindow = DropdownRect(x: 0, y: 0, width: 800, height: 1100)
        staged.willChangeFrame(
            to: DropdownRect(x: 0, y: 1000, width: 1024, height: 366), bounds: stagedWindow, animation: nil, at: .zero)
        #expect(staged.lastDockedHeight == 100)
    }

    @Test("R6: while its scene is not the active one, the layer ignores a keyboard that shows, not one that hides")
    func inactiveSceneKeyboard() {
        var tracked = WindowKeyboard()
        let gone = DropdownRect(x: 0, y: 844, width: 390, height: 336)
        let floating = DropdownRect(x: 40, y: 300, width: 320, height: 250)
        func announce(_ frame: DropdownRect, active: Bool) {
            guard WindowKeyboard.follows(frame, in: window, sceneIsActive: active) else { return }
            tracked.willChangeFrame(to: frame, bounds: window, animation: nil, at: .zero)
        }
        // Another scene's window raises the keyboard: this scene keeps its room and reserves none.
        announce(keyboard, active: false)
        announce(floating, active: false)
        #expect(tracked.frame == nil)
        #expect(tracked.lastDockedHeight == nil)
        // Its own keyboard, while it is active; then it hides as the scene resigns: the room is back.
        announce(keyboard, active: true)
        #expect(bounds(keyboard: tracked.frame).maxY == 508)
        announce(gone, active: false)
        #expect(bounds(keyboard: tracked.frame).maxY == 810)
    }

    @Test("R6: the keyboard layout guide shows a keyboard only when it rises above the safe area")
    func guideShowsKeyboard() {
        let safeBottom = 810.0  // 844 less a 34-point home indicator
        // Without a keyboard the guide's top is the safe area's bottom.
        #expect(!WindowKeyboard.guideShowsKeyboard(DropdownRect(x: 0, y: 810, width: 390, height: 34), safeBottom: 810))
        #expect(
            !WindowKeyboard.guideShowsKeyboard(DropdownRect(x: 0, y: 809.5, width: 390, height: 34.5), safeBottom: 810))
        #expect(WindowKeyboard.guideShowsKeyboard(keyboard, safeBottom: safeBottom))
        #expect(
            !WindowKeyboard.guideShowsKeyboard(
                DropdownRect(x: 0, y: 500, width: 390, height: 0), safeBottom: safeBottom))
    }

    @Test("R6: a field moved while the keyboard moves goes with the keyboard's animation; later, at once")
    func fieldMovesWithKeyboard() {
        var tracked = WindowKeyboard()
        let animation = KeyboardAnimation(duration: 0.25, curve: 7)
        tracked.willChangeFrame(to: keyboard, bounds: window, animation: animation, at: .seconds(1))
        #expect(tracked.animation(forMoveAt: .seconds(1) + .milliseconds(100)) == animation)
        #expect(tracked.animation(forMoveAt: .seconds(1) + .milliseconds(250)) == animation)
        #expect(tracked.animation(forMoveAt: .seconds(1) + .milliseconds(300)) == nil)
        // A keyboard that changed without animation moves nothing with an animation.
        tracked.willChangeFrame(to: keyboard, bounds: window, animation: nil, at: .seconds(2))
        #expect(tracked.animation(forMoveAt: .seconds(2)) == nil)
    }

    // MARK: Reserving the keyboard's room

    @Test("P2: a searchable list on a compact-width iPhone reserves the keyboard's room, and only then")
    func whenToReserve() {
        func reserves(_ searchable: Bool, compactWidthPhone: Bool, lastDocked: Double? = nil) -> Bool {
            let scope = KeyboardReservation.scope(
                searchFieldTakesFocus: searchable, isCompactWidthPhone: compactWidthPhone, isPad: false)
            return KeyboardReservation.reserves(scope, lastDocked: lastDocked)
        }
        #expect(reserves(true, compactWidthPhone: true))
        // No search field: no keyboard comes.
        #expect(!reserves(false, compactWidthPhone: true, lastDocked: 336))
        // A regular-width iPhone in landscape, a Mac: the keyboard leaves room.
        #expect(!reserves(true, compactWidthPhone: false, lastDocked: 336))
    }

    @Test("P2: on an iPad a searchable list reserves the room once a docked keyboard was seen in the scene")
    func padReservesAfterDockedKeyboard() {
        func reserves(_ searchable: Bool, lastDocked: Double?) -> Bool {
            KeyboardReservation.reserves(
                KeyboardReservation.scope(searchFieldTakesFocus: searchable, isCompactWidthPhone: false, isPad: true),
                lastDocked: lastDocked)
        }
        // A hardware keyboard may be attached: no software keyboard is expected before one is seen.
        #expect(!reserves(true, lastDocked: nil))
        #expect(reserves(true, lastDocked: 398))
        #expect(!reserves(false, lastDocked: 398))
        // The room kept is the docked keyboard's: the list opens on the side it keeps.
        let pad = DropdownRect(x: 0, y: 0, width: 1024, height: 1366)
        let room = KeyboardReservation.keyboard(
            actual: nil, reserves: reserves(true, lastDocked: 398), lastDocked: 398, bounds: pad)
        #expect(room == DropdownRect(x: 0, y: 968, width: 1024, height: 398))
    }

    @Test("P2: the reserved height is the last docked keyboard's, else an estimate from the window's shape")
    func reservedHeight() {
        #expect(KeyboardReservation.height(lastDocked: 336, bounds: window) == 336)
        #expect(KeyboardReservation.height(lastDocked: nil, bounds: window) == 338)  // 40% of 844
        let landscape = DropdownRect(x: 0, y: 0, width: 844, height: 390)
        #expect(KeyboardReservation.height(lastDocked: nil, bounds: landscape) == 211)  // 54% of 390
        // Never more than the window.
        #expect(KeyboardReservation.height(lastDocked: 900, bounds: window) == 844)
    }

    @Test("P2: a reserving list is placed with a docked keyboard: the real one, else one of the reserved height")
    func reservedKeyboard() {
        func placedWith(_ actual: DropdownRect?, reserves: Bool = true) -> DropdownRect? {
            KeyboardReservation.keyboard(actual: actual, reserves: reserves, lastDocked: 336, bounds: window)
        }
        #expect(placedWith(nil) == keyboard)
        // A keyboard moved off screen (it went) reserves the same room: the list does not move.
        #expect(placedWith(DropdownRect(x: 0, y: 844, width: 390, height: 336)) == keyboard)
        // A real docked keyboard is used as it is.
        let taller = DropdownRect(x: 0, y: 498, width: 390, height: 346)
        #expect(placedWith(taller) == taller)
        // A list that does not reserve takes the keyboard as it is.
        #expect(placedWith(nil, reserves: false) == nil)
    }

    @Test("P2: with the keyboard's room reserved, the list opens once, on the side it keeps as the keyboard rises")
    func opensOnceWithReservation() {
        var harness = openedSearchable()
        var placements = LayerPlacements<Int>()
        let reserves = KeyboardReservation.reserves(
            KeyboardReservation.scope(
                searchFieldTakesFocus: harness.isSearchable, isCompactWidthPhone: true, isPad: false),
            lastDocked: nil)
        var tracked = WindowKeyboard()
        func room() -> DropdownRect {
            bounds(
                keyboard: KeyboardReservation.keyboard(
                    actual: tracked.frame, reserves: reserves, lastDocked: tracked.lastDockedHeight, bounds: window))
        }

        let opening = room()
        let first = place(&harness, in: opening)
        #expect(first.direction == .above)
        #expect(placements.place(1, at: first, boundsHeight: opening.height) == .turned)
        measure(&harness)
        let measured = place(&harness, in: opening)
        _ = placements.place(1, at: measured, boundsHeight: opening.height)
        #expect(harness.session.side.side == .above)

        // The keyboard rises (the estimate, 338, was 2 points off): the side is kept.
        tracked.willChangeFrame(
            to: keyboard, bounds: window, animation: KeyboardAnimation(duration: 0.25, curve: 7), at: .seconds(1))
        let risen = room()
        let withKeyboard = place(&harness, in: risen)
        #expect(withKeyboard.direction == .above)
        #expect(placements.place(1, at: withKeyboard, boundsHeight: risen.height) != .turned)

        // It goes while the list stays open: the room stays as it was, nothing is redrawn.
        tracked.willChangeFrame(
            to: DropdownRect(x: 0, y: 844, width: 390, height: 336), bounds: window, animation: nil, at: .seconds(2))
        let gone = room()
        #expect(gone == risen)
        #expect(placements.place(1, at: place(&harness, in: gone), boundsHeight: gone.height) == .unchanged)
    }

    @Test("P2: an estimate well off moves the list's edge, never its side")
    func estimateOff() {
        var harness = openedSearchable()
        let estimated = bounds(
            keyboard: KeyboardReservation.keyboard(actual: nil, reserves: true, lastDocked: 300, bounds: window))
        _ = place(&harness, in: estimated)
        measure(&harness)
        #expect(place(&harness, in: estimated).direction == .above)
        let real = bounds(keyboard: keyboard)
        #expect(real.height != estimated.height)
        #expect(place(&harness, in: real).direction == .above)
    }
}

@Suite("The window layer's work per placement (R2)")
struct LayerPlacementsTests {
    let below = DropdownPlacement(
        direction: .below, frame: DropdownRect(x: 16, y: 482, width: 358, height: 220), isScrollable: false)

    func moved(_ placement: DropdownPlacement, by offset: Double) -> DropdownPlacement {
        var placement = placement
        placement.frame.y += offset
        return placement
    }

    @Test("R2: a list placed where it was is not redrawn; a moved one is; a new side builds its content")
    func changes() {
        var placements = LayerPlacements<String>()
        #expect(placements.place("a", at: below, boundsHeight: 763) == .turned)  // first placement
        #expect(placements.place("a", at: below, boundsHeight: 763) == .unchanged)
        #expect(placements.place("a", at: moved(below, by: -12), boundsHeight: 763) == .moved)
        var above = below
        above.direction = .above
        above.frame.y = 180
        #expect(placements.place("a", at: above, boundsHeight: 763) == .turned)
        // Another list is placed on its own.
        #expect(placements.place("b", at: below, boundsHeight: 763) == .turned)
    }

    @Test("P2: bounds that changed under an unmoved list are reported, not drawn")
    func boundsOnly() {
        var placements = LayerPlacements<String>()
        _ = placements.place("a", at: below, boundsHeight: 763)
        #expect(placements.place("a", at: below, boundsHeight: 461) == .bounds)
    }

    @Test("R3: content the dropdown supplied again is built at the next placement; a list that left starts over")
    func contentSupplied() {
        var placements = LayerPlacements<String>()
        _ = placements.place("a", at: below, boundsHeight: 763)
        placements.contentSupplied("a")
        #expect(placements.place("a", at: below, boundsHeight: 763) == .turned)
        placements.remove("a")
        #expect(placements.place("a", at: below, boundsHeight: 763) == .turned)
    }
}
