/// Every measurement of the dropdown's look, in one place, so that it can be compared with the
/// origin line by line, and with chips. Plain Swift: the styles and views
/// read it, tests pin it.
///
/// Lengths are points at the default Dynamic Type size; the views scale the ones that hold text
/// (`@ScaledMetric`), so rows and chips grow with Dynamic Type (rule A6).
@_spi(Session) public struct DropdownMetrics: Hashable, Sendable {
    /// The platform whose look these are.
    @_spi(Session) public let platform: Platform

    /// A text style and weight, as SwiftUI names them (mapped to a `Font` by the views).
    @_spi(Session) public struct FontSpec: Hashable, Sendable {
        @_spi(Session) public enum Style: Hashable, Sendable {
            case largeTitle, title, headline, body, callout, subheadline, footnote, caption
        }
        @_spi(Session) public enum Weight: Hashable, Sendable { case regular, medium, semibold, bold }
        @_spi(Session) public var style: Style
        @_spi(Session) public var weight: Weight = .regular
    }

    /// A shadow: black at `opacity`, blurred by `radius`, moved down by `y`.
    @_spi(Session) public struct Shadow: Hashable, Sendable {
        @_spi(Session) public var opacity: Double
        @_spi(Session) public var radius: Double
        @_spi(Session) public var y: Double
    }

    /// An animation of opening and closing.
    @_spi(Session) public enum Motion: Hashable, Sendable {
        /// SwiftUI's `.smooth(duration:)`.
        case smooth(duration: Double)
        /// A spring: SwiftUI's `.spring(response:dampingFraction:)`.
        case spring(response: Double, dampingFraction: Double)
    }

    // MARK: Field

    /// The field's and the list's corner radius.
    @_spi(Session) public var cornerRadius: Double { platform.pick(14, mac: 8) }
    /// The padding at the field's leading and trailing edges, and at the rows'.
    @_spi(Session) public var contentPadding: Double { platform.pick(14, mac: 10) }
    /// The padding above and below the field's content.
    @_spi(Session) public var fieldVerticalPadding: Double { platform.pick(10, mac: 5) }
    /// The least height of the field.
    @_spi(Session) public var fieldMinimumHeight: Double { platform.pick(46, mac: 28) }
    /// The space between the title and the value.
    @_spi(Session) public var titleSpacing: Double { platform.pick(2, mac: 1) }
    /// The space between the text and the chevron.
    @_spi(Session) public var chevronSpacing: Double { platform.pick(10, mac: 8) }
    /// The title's font (a caption above the value).
    @_spi(Session) public var titleFont: FontSpec { FontSpec(style: .caption) }
    /// The chevron's font; it is drawn in the secondary style and turns by `chevronTurn` degrees
    /// while open.
    @_spi(Session) public var chevronFont: FontSpec {
        platform.pick(.init(style: .subheadline, weight: .semibold), mac: .init(style: .caption, weight: .semibold))
    }
    /// How far the chevron turns while the list is open, in degrees.
    @_spi(Session) public var chevronTurn: Double { 180 }
    /// The width of the field's border (a `.separator` stroke on `.background`).
    @_spi(Session) public var borderWidth: Double { 1 }
    /// The width of the focus ring the style draws for keyboard focus (rule R10).
    @_spi(Session) public var focusRingWidth: Double { platform.pick(2, mac: 3) }
    /// The field's opacity while pressed.
    @_spi(Session) public var pressedOpacity: Double { 0.7 }
    /// The field's opacity while disabled (`.disabled(true)`).
    @_spi(Session) public var disabledFieldOpacity: Double { 0.5 }

    // MARK: List

    /// The gap between the field and the list.
    @_spi(Session) public var listGap: Double { platform.pick(6, mac: 4) }
    /// The least height of a row.
    @_spi(Session) public var rowMinimumHeight: Double { platform.pick(46, mac: 24) }
    /// The padding above and below a row's content.
    @_spi(Session) public var rowVerticalPadding: Double { platform.pick(4, mac: 2) }
    /// The checkmark's font, drawn in the tint.
    @_spi(Session) public var checkmarkFont: FontSpec {
        platform.pick(.init(style: .subheadline, weight: .bold), mac: .init(style: .caption, weight: .bold))
    }
    /// The space between a row's label and its checkmark.
    @_spi(Session) public var checkmarkSpacing: Double { platform.pick(8, mac: 6) }
    /// A section header's font, in the secondary style.
    @_spi(Session) public var headerFont: FontSpec {
        platform.pick(.init(style: .footnote, weight: .semibold), mac: .init(style: .caption, weight: .semibold))
    }
    /// The padding above and below a section header.
    @_spi(Session) public var headerVerticalPadding: Double { platform.pick(6, mac: 4) }
    /// The padding on every side of the empty state ("No options", "No matches"), which is
    /// leading-aligned, as the rows' labels are.
    @_spi(Session) public var emptyStatePadding: Double { platform.pick(14, mac: 10) }
    /// The opacity of a disabled row or chip.
    @_spi(Session) public var disabledOptionOpacity: Double { 0.45 }
    /// The list's shadow.
    @_spi(Session) public var listShadow: Shadow {
        platform.pick(.init(opacity: 0.14, radius: 14, y: 6), mac: .init(opacity: 0.14, radius: 10, y: 4))
    }
    /// The width of the list's `.separator` stroke.
    @_spi(Session) public var listBorderWidth: Double { 1 }
    /// The opacity of the tint behind a highlighted row.
    @_spi(Session) public var highlightOpacity: Double { 0.16 }
    /// The list grows from this scale at the field's edge, with opacity.
    @_spi(Session) public var listTransitionScale: Double { 0.9 }
    /// The animation of opening and closing.
    @_spi(Session) public var motion: Motion { platform.pick(.smooth(duration: 0.28), mac: .smooth(duration: 0.2)) }

    // MARK: Chips

    /// The chips' metrics.
    @_spi(Session) public var chips: ChipMetrics { ChipMetrics(platform: platform) }

    /// The chips of the `.chips` style: the title above one row of options spread evenly.
    @_spi(Session) public struct ChipMetrics: Hashable, Sendable {
        /// The platform whose chips these are.
        @_spi(Session) public let platform: Platform

        /// The space between the title and the chips.
        @_spi(Session) public var titleSpacing: Double { platform.pick(8, mac: 6) }
        /// The least space between two chips.
        @_spi(Session) public var spacing: Double { platform.pick(8, mac: 6) }
        /// The padding at a chip's leading and trailing edges.
        @_spi(Session) public var horizontalPadding: Double { platform.pick(14, mac: 10) }
        /// The least height of a chip.
        @_spi(Session) public var minimumHeight: Double { platform.pick(44, mac: 24) }
        /// The corner radius of the selected chip's fill.
        @_spi(Session) public var cornerRadius: Double { platform.pick(10, mac: 6) }
        /// The opacity of the tint that fills the selected chip.
        @_spi(Session) public var selectedFillOpacity: Double { 0.18 }
        /// The chips' font.
        @_spi(Session) public var font: FontSpec {
            platform.pick(.init(style: .subheadline, weight: .medium), mac: .init(style: .body, weight: .medium))
        }
        /// The quick spring the options move in with.
        @_spi(Session) public var motion: Motion { .spring(response: 0.3, dampingFraction: 0.8) }
    }

    // MARK: Platforms

    /// The origin's look, on iOS, iPadOS and visionOS: touch-sized rows.
    @_spi(Session) public static let origin = DropdownMetrics(platform: .touch)

    /// The Mac's look: the origin's shapes at the size of macOS controls (a pop-up button's
    /// height, menu-sized rows), not 44-point touch targets; a focus ring as wide as the system's.
    @_spi(Session) public static let mac = DropdownMetrics(platform: .mac)

    /// The field's opacity: dimmed while pressed (unless `dimsWhilePressed` is off: interactive
    /// glass answers a press itself), more while disabled.
    @_spi(Session) public func fieldOpacity(isEnabled: Bool, isPressed: Bool, dimsWhilePressed: Bool = true) -> Double {
        guard isEnabled else { return disabledFieldOpacity }
        return isPressed && dimsWhilePressed ? pressedOpacity : 1
    }

    /// The opacity of a row's content: dimmed while pressed, as a plain button's label is (the
    /// field's pressed opacity), never tinted.
    @_spi(Session) public func rowOpacity(isPressed: Bool) -> Double {
        isPressed ? pressedOpacity : 1
    }

    /// The platforms whose metrics differ.
    @_spi(Session) public enum Platform: Hashable, Sendable {
        /// iOS, iPadOS, Mac Catalyst (an iPad app on a Mac keeps its touch sizes) and visionOS.
        case touch
        /// macOS.
        case mac

        /// `touch` on the touch platforms (the origin's value), `mac` on the Mac.
        @_spi(Session) public func pick<Value>(_ touch: Value, mac: Value) -> Value {
            self == .mac ? mac : touch
        }
    }

    /// The metrics of a platform.
    @_spi(Session) public static func `for`(_ platform: Platform) -> DropdownMetrics {
        DropdownMetrics(platform: platform)
    }

    /// The platform this build is for.
    @_spi(Session) public static var currentPlatform: Platform {
        #if os(macOS)
            .mac
        #else
            .touch
        #endif
    }

    /// The metrics of the platform this build is for.
    @_spi(Session) public static var current: DropdownMetrics { .for(currentPlatform) }
}
