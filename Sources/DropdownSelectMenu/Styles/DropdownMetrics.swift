/// Every measurement of the dropdown's look, in one place, so that it can be compared with the
/// origin line by line, and with chips. Plain Swift: the styles and views
/// read it, tests pin it.
///
/// Lengths are points at the default Dynamic Type size; the views scale the ones that hold text
/// (`@ScaledMetric`), so rows and chips grow with Dynamic Type (rule A6).
struct DropdownMetrics: Hashable, Sendable {
    /// A text style and weight, as SwiftUI names them (mapped to a `Font` by the views).
    struct FontSpec: Hashable, Sendable {
        enum Style: Hashable, Sendable {
            case largeTitle, title, headline, body, callout, subheadline, footnote, caption
        }
        enum Weight: Hashable, Sendable { case regular, medium, semibold, bold }
        var style: Style
        var weight: Weight = .regular
    }

    /// A shadow: black at `opacity`, blurred by `radius`, moved down by `y`.
    struct Shadow: Hashable, Sendable {
        var opacity: Double
        var radius: Double
        var y: Double
    }

    /// An animation of opening and closing.
    enum Motion: Hashable, Sendable {
        /// SwiftUI's `.smooth(duration:)`.
        case smooth(duration: Double)
        /// A spring: SwiftUI's `.spring(response:dampingFraction:)`.
        case spring(response: Double, dampingFraction: Double)
    }

    // MARK: Field

    /// The field's and the list's corner radius.
    var cornerRadius: Double
    /// The padding at the field's leading and trailing edges, and at the rows'.
    var contentPadding: Double
    /// The padding above and below the field's content.
    var fieldVerticalPadding: Double
    /// The least height of the field.
    var fieldMinimumHeight: Double
    /// The space between the title and the value.
    var titleSpacing: Double
    /// The space between the text and the chevron.
    var chevronSpacing: Double
    /// The title's font (a caption above the value).
    var titleFont: FontSpec
    /// The chevron's font; it is drawn in the secondary style and turns by `chevronTurn` degrees
    /// while open.
    var chevronFont: FontSpec
    /// How far the chevron turns while the list is open, in degrees.
    var chevronTurn: Double
    /// The width of the field's border (a `.separator` stroke on `.background`).
    var borderWidth: Double
    /// The width of the focus ring the style draws for keyboard focus (rule R10).
    var focusRingWidth: Double
    /// The field's opacity while pressed.
    var pressedOpacity: Double
    /// The field's opacity while disabled (`.disabled(true)`).
    var disabledFieldOpacity: Double

    // MARK: List

    /// The gap between the field and the list.
    var listGap: Double
    /// The least height of a row.
    var rowMinimumHeight: Double
    /// The padding above and below a row's content.
    var rowVerticalPadding: Double
    /// The checkmark's font, drawn in the tint.
    var checkmarkFont: FontSpec
    /// The space between a row's label and its checkmark.
    var checkmarkSpacing: Double
    /// A section header's font, in the secondary style.
    var headerFont: FontSpec
    /// The padding above and below a section header.
    var headerVerticalPadding: Double
    /// The padding on every side of the empty state ("No options", "No matches"), which is
    /// leading-aligned, as the rows' labels are.
    var emptyStatePadding: Double
    /// The opacity of a disabled row or chip.
    var disabledOptionOpacity: Double
    /// The list's shadow.
    var listShadow: Shadow
    /// The width of the list's `.separator` stroke.
    var listBorderWidth: Double
    /// The opacity of the tint behind a highlighted row.
    var highlightOpacity: Double
    /// The list grows from this scale at the field's edge, with opacity.
    var listTransitionScale: Double
    /// The animation of opening and closing.
    var motion: Motion

    // MARK: Chips

    /// The chips' metrics.
    var chips: ChipMetrics

    /// The chips of the `.chips` style: the title above one row of options spread evenly.
    struct ChipMetrics: Hashable, Sendable {
        /// The space between the title and the chips.
        var titleSpacing: Double
        /// The least space between two chips.
        var spacing: Double
        /// The padding at a chip's leading and trailing edges.
        var horizontalPadding: Double
        /// The least height of a chip.
        var minimumHeight: Double
        /// The corner radius of the selected chip's fill.
        var cornerRadius: Double
        /// The opacity of the tint that fills the selected chip.
        var selectedFillOpacity: Double
        /// The chips' font.
        var font: FontSpec
        /// The quick spring the options move in with.
        var motion: Motion
    }

    // MARK: Platforms

    /// The origin's look, on iOS, iPadOS and visionOS: touch-sized rows.
    static let origin = DropdownMetrics(
        cornerRadius: 14, contentPadding: 14, fieldVerticalPadding: 10, fieldMinimumHeight: 46,
        titleSpacing: 2, chevronSpacing: 10,
        titleFont: FontSpec(style: .caption), chevronFont: FontSpec(style: .subheadline, weight: .semibold),
        chevronTurn: 180, borderWidth: 1, focusRingWidth: 2, pressedOpacity: 0.7, disabledFieldOpacity: 0.5,
        listGap: 6, rowMinimumHeight: 46, rowVerticalPadding: 4,
        checkmarkFont: FontSpec(style: .subheadline, weight: .bold), checkmarkSpacing: 8,
        headerFont: FontSpec(style: .footnote, weight: .semibold), headerVerticalPadding: 6, emptyStatePadding: 14,
        disabledOptionOpacity: 0.45,
        listShadow: Shadow(opacity: 0.14, radius: 14, y: 6), listBorderWidth: 1,
        highlightOpacity: 0.16, listTransitionScale: 0.9, motion: .smooth(duration: 0.28),
        chips: ChipMetrics(
            titleSpacing: 8, spacing: 8, horizontalPadding: 14, minimumHeight: 44, cornerRadius: 10,
            selectedFillOpacity: 0.18, font: FontSpec(style: .subheadline, weight: .medium),
            motion: .spring(response: 0.3, dampingFraction: 0.8)))

    /// The Mac's look: the origin's shapes at the size of macOS controls (a pop-up button's
    /// height, menu-sized rows), not 44-point touch targets; a focus ring as wide as the system's.
    static let mac = DropdownMetrics(
        cornerRadius: 8, contentPadding: 10, fieldVerticalPadding: 5, fieldMinimumHeight: 28,
        titleSpacing: 1, chevronSpacing: 8,
        titleFont: FontSpec(style: .caption), chevronFont: FontSpec(style: .caption, weight: .semibold),
        chevronTurn: 180, borderWidth: 1, focusRingWidth: 3, pressedOpacity: 0.7, disabledFieldOpacity: 0.5,
        listGap: 4, rowMinimumHeight: 24, rowVerticalPadding: 2,
        checkmarkFont: FontSpec(style: .caption, weight: .bold), checkmarkSpacing: 6,
        headerFont: FontSpec(style: .caption, weight: .semibold), headerVerticalPadding: 4, emptyStatePadding: 10,
        disabledOptionOpacity: 0.45,
        listShadow: Shadow(opacity: 0.14, radius: 10, y: 4), listBorderWidth: 1,
        highlightOpacity: 0.16, listTransitionScale: 0.9, motion: .smooth(duration: 0.2),
        chips: ChipMetrics(
            titleSpacing: 6, spacing: 6, horizontalPadding: 10, minimumHeight: 24, cornerRadius: 6,
            selectedFillOpacity: 0.18, font: FontSpec(style: .body, weight: .medium),
            motion: .spring(response: 0.3, dampingFraction: 0.8)))

    /// The field's opacity: dimmed while pressed (unless `dimsWhilePressed` is off: interactive
    /// glass answers a press itself), more while disabled.
    func fieldOpacity(isEnabled: Bool, isPressed: Bool, dimsWhilePressed: Bool = true) -> Double {
        guard isEnabled else { return disabledFieldOpacity }
        return isPressed && dimsWhilePressed ? pressedOpacity : 1
    }

    /// The opacity of a row's content: dimmed while pressed, as a plain button's label is (the
    /// field's pressed opacity), never tinted.
    func rowOpacity(isPressed: Bool) -> Double {
        isPressed ? pressedOpacity : 1
    }

    /// The platforms whose metrics differ.
    enum Platform: Hashable, Sendable {
        /// iOS, iPadOS, Mac Catalyst (an iPad app on a Mac keeps its touch sizes) and visionOS.
        case touch
        /// macOS.
        case mac
    }

    /// The metrics of a platform.
    static func `for`(_ platform: Platform) -> DropdownMetrics {
        platform == .mac ? mac : origin
    }

    /// The platform this build is for.
    static var currentPlatform: Platform {
        #if os(macOS)
            .mac
        #else
            .touch
        #endif
    }

    /// The metrics of the platform this build is for.
    static var current: DropdownMetrics { .for(currentPlatform) }
}
