import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The origin's look, measured")
struct LookTests {
    @Test("The default style's measurements are the origin's")
    func originMetrics() {
        let origin = DropdownMetrics.origin
        #expect(origin.cornerRadius == 14)
        #expect(origin.contentPadding == 14)
        #expect(origin.fieldVerticalPadding == 10)
        #expect(origin.rowMinimumHeight == 46)
        #expect(origin.chevronFont == .init(style: .subheadline, weight: .semibold))
        #expect(origin.chevronTurn == 180)
        #expect(origin.checkmarkFont == .init(style: .subheadline, weight: .bold))
        #expect(origin.listGap == 6)
        #expect(origin.listShadow == .init(opacity: 0.14, radius: 14, y: 6))
        #expect(origin.listTransitionScale == 0.9)
        #expect(origin.motion == .smooth(duration: 0.28))
    }

    @Test("A6: rows are touch targets on iOS; the Mac's are the size of its controls")
    func platformRows() {
        #expect(DropdownMetrics.for(.touch) == .origin)
        #expect(DropdownMetrics.for(.touch).rowMinimumHeight >= 44)
        #expect(DropdownMetrics.for(.touch).chips.minimumHeight >= 44)
        let mac = DropdownMetrics.for(.mac)
        #expect(mac.rowMinimumHeight < 30)
        #expect(mac.fieldMinimumHeight < 30)
        #expect(mac.focusRingWidth == 3)
    }

    @Test("A6: a macOS build uses the Mac's metrics; every other build (iOS, Catalyst, visionOS, Linux) touch's")
    func buildPlatform() {
        #if os(macOS)
            #expect(DropdownMetrics.currentPlatform == .mac)
            #expect(DropdownMetrics.current == .for(.mac))
        #else
            #expect(DropdownMetrics.currentPlatform == .touch)
            #expect(DropdownMetrics.current == .origin)
        #endif
    }

    @Test("O1: a list opened by a tap does not tint the selected row; the keyboard or the pointer shows it")
    func tapOpenedHighlightHidden() {
        var harness = Harness(selection: ["Cherry"])
        harness.send(.tapField)
        #expect(harness.state.highlighted == "Cherry")  // O1: hl = sel, for the keyboard
        #expect(!harness.session.highlight.isShown)
        harness.send(.key(.down))
        #expect(harness.session.highlight.isShown)
        harness.send(.key(.escape))
        #expect(!harness.session.highlight.isShown)
        harness.send(.key(.down))  // O2: opened by the keyboard, shown at once
        #expect(harness.session.highlight.isShown)
        harness.send(.tapOutside)
        harness.send(.tapField)
        harness.send(.hover("Apple"))  // N9: the pointer shows it
        #expect(harness.session.highlight.isShown)
        harness.send(.hover(nil))
        #expect(!harness.session.highlight.isShown)
    }

    @Test("A5, R13: under Reduce Motion the list fades in and out; otherwise opening grows from the field")
    func reduceMotion() {
        #expect(MotionPolicy.animates([.opened]))
        #expect(MotionPolicy.animates([.closed]))
        #expect(!MotionPolicy.animates([.highlight, .query]))  // R14
        #expect(
            MotionPolicy.listTransition(isInline: false, reduceMotion: false, metrics: .origin)
                == .growFromField(scale: 0.9))
        #expect(MotionPolicy.listTransition(isInline: true, reduceMotion: false, metrics: .origin) == .moveFromTop)
        // A5: scaling and sliding become a fade, inline or floating.
        #expect(MotionPolicy.listTransition(isInline: false, reduceMotion: true, metrics: .origin) == .fade)
        #expect(MotionPolicy.listTransition(isInline: true, reduceMotion: true, metrics: .origin) == .fade)
        var harness = Harness()
        harness.reduceMotion = true
        #expect(harness.send(.tapField).animates)  // the fade
        #expect(!harness.send(.key(.down)).animates)
        #expect(harness.send(.key(.escape)).animates)
        harness.reduceMotion = false
        #expect(harness.send(.tapField).animates)
    }

    @Test("A5, R9: under Reduce Motion the list fades by itself, and an opening settles once the fade has run")
    func reduceMotionSettling() {
        #expect(MotionPolicy.listFades(reduceMotion: true, animationIsOn: true))
        #expect(!MotionPolicy.listFades(reduceMotion: true, animationIsOn: false))  // `.dropdownAnimation(nil)`
        #expect(!MotionPolicy.listFades(reduceMotion: false, animationIsOn: true))  // it grows instead
        // With the transaction's animation: when it completes.
        #expect(MotionPolicy.settling(animates: true, hasAnimation: true, listFades: false) == .withAnimation)
        // Reduce Motion: the transaction has none, the list's own fade runs first.
        #expect(MotionPolicy.settling(animates: true, hasAnimation: false, listFades: true) == .afterFade)
        // Nothing animates: at once.
        #expect(MotionPolicy.settling(animates: true, hasAnimation: false, listFades: false) == .nextTurn)
        #expect(MotionPolicy.settling(animates: false, hasAnimation: false, listFades: true) == .nextTurn)
    }

    @Test("The chips field's title, value and chevron are one spacing apart at least, on every platform")
    func chipsFieldSpacing() {
        // The title's frame takes the width left over (no `Spacer`, which would add the spacing
        // on each of its sides): 8 points between the title and the value, not 8 + 2 × 8.
        #expect(DropdownMetrics.origin.chips.fieldSpacing == 8)
        #expect(DropdownMetrics.for(.mac).chips.fieldSpacing == 8)
    }

    @Test("The glass styles draw glass only with an SDK that has it, and never on visionOS")
    func glassFallback() {
        #expect(GlassRendering.resolve(sdkHasGlassAPI: true, platform: .glassCapable) == .glass)
        #expect(GlassRendering.resolve(sdkHasGlassAPI: false, platform: .glassCapable) == .materialFallback)
        #expect(GlassRendering.resolve(sdkHasGlassAPI: true, platform: .visionOS) == .materialFallback)
    }

    @Test("This build draws glass only with an SDK that has SwiftUI's glass API, and not for visionOS")
    func glassInThisBuild() {
        #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
            #expect(GlassRendering.current == .glass)  // the iOS 26 or macOS 26 SDK, or later
        #else
            #expect(GlassRendering.current == .materialFallback)  // an older SDK, visionOS, or Linux
        #endif
    }

    @Test("Separators go between the rows of a section, not before a header or after the last row")
    func separators() {
        var harness = Harness(["Apple", "Banana", "Leek", "Onion"])
        harness.section = { ["Leek", "Onion"].contains($0) ? "Vegetables" : "Fruit" }
        harness.parentUpdated()
        harness.send(.tapField)
        let state = harness.state
        #expect((0..<4).map { state.sectionLayout.hasSeparator(belowRow: $0) } == [true, false, true, false])
    }
}

@Suite("The chips style")
struct ChipRowLayoutTests {
    @Test("Chips that fit an equal share are spread evenly in equal cells")
    func equalCells() {
        let row = ChipRowLayout.arrange(widths: [40, 60, 50], available: 316, spacing: 8)
        #expect(!row.scrolls)
        #expect(row.width == 316)
        #expect(row.frames.map(\.width) == [100, 100, 100])
        #expect(row.frames.map(\.x) == [0, 108, 216])
    }

    @Test("Chips that fit only at their own widths share the room left over")
    func sharedRoom() {
        let row = ChipRowLayout.arrange(widths: [20, 200, 20], available: 300, spacing: 10)
        let share: Double = (300 - 240 - 20) / 3
        #expect(!row.scrolls)
        #expect(row.frames.map(\.width) == [20 + share, 200 + share, 20 + share])
        #expect(abs((row.frames.last!.x + row.frames.last!.width) - 300) < 1e-9)
    }

    @Test("Chips that do not fit keep their widths in one row that scrolls; they never wrap")
    func scrolls() {
        let row = ChipRowLayout.arrange(widths: [120, 120, 120], available: 300, spacing: 8)
        #expect(row.scrolls)
        #expect(row.width == 376)
        #expect(row.frames.map(\.x) == [0, 128, 256])
        #expect(Set(row.frames.map(\.width)) == [120])
        #expect(
            ChipRowLayout.arrange(widths: [], available: 300, spacing: 8) == .init(frames: [], width: 0, scrolls: false)
        )
    }

    @Test("Left and Right move along a row of chips, in reading order (swapped right to left)")
    func horizontalKeys() {
        func event(_ key: KeyboardKey, rtl: Bool) -> DropdownEvent<String>? {
            KeyboardMapping.event(
                for: key, characters: "", modifiers: [], orientation: .horizontal, isRightToLeft: rtl)
        }
        #expect(event(.rightArrow, rtl: false) == .key(.down))
        #expect(event(.leftArrow, rtl: false) == .key(.up))
        #expect(event(.rightArrow, rtl: true) == .key(.up))
        #expect(event(.leftArrow, rtl: true) == .key(.down))
        #expect(event(.downArrow, rtl: false) == .key(.down))
    }
}
