// MARK: - DropdownMetrics

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
        /// The least space between the field's title, its value and its chevron, in their row.
        @_spi(Session) public var fieldSpacing: Double { 8 }
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

// MARK: - FieldMoveRecheck

/// When a list is placed once more after its field moved (rule P1: the list stays next to its
/// field).
///
/// A list drawn away from its field (by a container, or in the window's layer) is placed from the
/// field's probe: a platform view in the field's background whose frame is converted on demand
/// (`WindowProbe` in the SwiftUI layer). SwiftUI's layout reports a move at once (the field's
/// global frame changes, and `onChange` runs), but it sets a platform view's frame when it renders
/// that update, so a probe read in the same update can still hold the frame from before the move:
/// the list would stay where the field was (the keyboard's avoidance moving a form up, for
/// example), with nothing to place it again.
///
/// So after each move the probe is read once more on the next turn of the run loop, and the list
/// is placed again only when that frame differs from the one it was placed from. A placement made
/// from the field's current frame asks for nothing, so the second placement ends the follow-up:
/// at most one more per move, never a loop. O(1).
@_spi(Session) public enum FieldMoveRecheck {
    /// Whether a list placed from the field frame `placedFrom` is placed again, now that the
    /// field's probe reads `readNow` (`nil`: the field is in no window, or was not when the list
    /// was placed).
    ///
    /// A field that left its window is not placed again here: its list goes with it by the path
    /// that handles a field without a window.
    @_spi(Session) public static func placesAgain(placedFrom: DropdownRect?, readNow: DropdownRect?) -> Bool {
        guard let readNow else { return false }
        return readNow != placedFrom
    }
}

// MARK: - ListGeometry

/// The most an open list may take, as the session sizes it: the SwiftUI layer's
/// `DropdownMaximumHeight` (`.dropdownMaxListHeight(_:)`, `.dropdownMaxVisibleRows(_:)`), resolved.
@_spi(Session) public enum ListMaximumHeight: Hashable, Sendable {
    /// A height in points.
    case points(Double)
    /// A number of rows.
    case rows(Int)

    /// The origin's maximum, in points, at the default text size.
    @_spi(Session) public static let defaultPoints = 280.0

    /// The maximum a list takes: the app's choice, else the origin's 280 points grown by
    /// `textScale` (how much Dynamic Type scales the body text: about 3.1 at AX5).
    ///
    /// A list at an accessibility size so shows as many rows as at the default size, room
    /// permitting (rule A6). Never smaller than the origin's.
    @_spi(Session) public static func resolved(_ chosen: ListMaximumHeight?, textScale: Double) -> ListMaximumHeight {
        chosen ?? .points(defaultPoints * max(1, textScale.isFinite ? textScale : 1))
    }
}

/// How the field's value is laid out at the text size in use (rule A6).
@_spi(Session) public enum FieldValueLayout {
    /// The lines a single selection's value (or the placeholder) may take at accessibility text
    /// sizes, where one line would hold a word or two ("Select a co…").
    @_spi(Session) public static let accessibilityLineLimit = 3

    /// The most lines the field's value takes: a single selection's wraps, up to three lines, at
    /// accessibility sizes; otherwise one line (a multiple selection chooses among its summaries,
    /// "Cheese, Olives" or "2 selected", the one that fits on a line, rule M5).
    @_spi(Session) public static func lineLimit(mode: DropdownSelectionMode, isAccessibilitySize: Bool) -> Int {
        mode == .single && isAccessibilitySize ? accessibilityLineLimit : 1
    }
}

/// Lays the `.chips` options out in one row that never wraps: spread evenly across the
/// width when they fit, at their natural widths in a row that scrolls when they do not. Plain
/// Swift; the chips' SwiftUI `Layout` places what it answers.
@_spi(Session) public enum ChipRowLayout {
    /// Where each chip goes, and the row's width.
    @_spi(Session) public struct Arrangement: Hashable, Sendable {
        /// The leading edge and width of each chip, in order.
        @_spi(Session) public var frames: [Frame]
        /// The width the chips take: the available width when they are spread, their natural
        /// width (wider than the available width) when the row scrolls.
        @_spi(Session) public var width: Double
        /// Whether the chips do not fit, so the row scrolls.
        @_spi(Session) public var scrolls: Bool
    }

    /// A chip's leading edge and width.
    @_spi(Session) public struct Frame: Hashable, Sendable {
        @_spi(Session) public var x: Double
        @_spi(Session) public var width: Double
    }

    /// The chips' natural width: their widths and the least spacing between them.
    @_spi(Session) public static func naturalWidth(of widths: [Double], spacing: Double) -> Double {
        widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1))
    }

    /// Arranges chips of natural `widths` in `available` points.
    ///
    /// When every chip fits in an equal share of the width, the chips are equal cells, like the
    /// segments of a control; when only their natural widths fit, each chip gets an equal part of
    /// the room left over; otherwise they keep their natural widths and the row scrolls.
    @_spi(Session) public static func arrange(widths: [Double], available: Double, spacing: Double) -> Arrangement {
        let count = Double(widths.count)
        guard !widths.isEmpty else { return Arrangement(frames: [], width: 0, scrolls: false) }
        let natural = naturalWidth(of: widths, spacing: spacing)
        guard natural <= available else {
            return Arrangement(frames: frames(widths, spacing: spacing), width: natural, scrolls: true)
        }
        let cell = (available - spacing * (count - 1)) / count
        if let widest = widths.max(), widest <= cell {
            return Arrangement(
                frames: frames(Array(repeating: cell, count: widths.count), spacing: spacing),
                width: available, scrolls: false)
        }
        let extra = (available - natural) / count
        return Arrangement(
            frames: frames(widths.map { $0 + extra }, spacing: spacing), width: available, scrolls: false)
    }

    private static func frames(_ widths: [Double], spacing: Double) -> [Frame] {
        var x = 0.0
        return widths.map { width in
            defer { x += width + spacing }
            return Frame(x: x, width: width)
        }
    }
}

// MARK: - ListPresentationChoice

/// What the app prefers for the open list: the SwiftUI layer's `DropdownPresentation`
/// (`.dropdownPresentation(_:)`), whose cases say what each means.
@_spi(Session) public enum ListPresentationPreference: Hashable, Sendable {
    /// Floating, or a sheet where a floating list would have too little room.
    case automatic
    /// Always floating.
    case floating
    /// Always a sheet.
    case sheet
}

/// Which presentation the open list takes, from the app's preference and the circumstances of the
/// opening: the Dynamic Type size, the window's size classes and the keyboard.
///
/// The choice is made when the list opens and kept until it closes, as its side is (P2).
@_spi(Session) public enum ListPresentationChoice: Hashable, Sendable {
    /// The list floats next to the field (drawn by a container or the window's layer).
    case floating
    /// The options are drawn in place by the field's style (`.chips`).
    case inline
    /// The list opens as a sheet with these detents.
    case sheet(SheetDetents)

    /// The heights a sheet may take, as `presentationDetents` names them.
    @_spi(Session) public enum SheetDetents: Hashable, Sendable {
        /// Half the window, draggable to all of it: the app chose a sheet at an ordinary size.
        case mediumAndLarge
        /// All of the window: at accessibility sizes, and where the window is short.
        case large
    }

    /// What an opening knows about where it happens.
    @_spi(Session) public struct Circumstances: Hashable, Sendable {
        /// The Dynamic Type size is one of the accessibility sizes (AX1 to AX5).
        @_spi(Session) public var isAccessibilitySize = false
        /// The window's vertical size class is compact (an iPhone on its side).
        @_spi(Session) public var isCompactHeight = false
        /// A software keyboard is docked in the window now.
        @_spi(Session) public var keyboardIsUp = false
        /// The list has a search field, which raises the software keyboard when it opens.
        @_spi(Session) public var raisesKeyboard = false
        /// The field's style draws its options in place (`.chips`): it has no list to present.
        @_spi(Session) public var isInline = false
        /// The platform is the Mac (AppKit): its menus float whatever the text size.
        @_spi(Session) public var isMac = false
        /// The window holds a layer for floating lists (``LayerHostChoice``).
        @_spi(Session) public var hasWindowLayer = true
        /// A `.dropdownContainer()` sees the dropdown: it draws a floating list itself.
        @_spi(Session) public var containerSeesDropdown = false

        /// An opening with every part at its default: an ordinary text size, a regular height, no
        /// keyboard, a list to present, not on the Mac, in a window with a layer, no container.
        @_spi(Session) public static let ordinary = Self()
    }

    /// The presentation for `preference` in `circumstances`.
    ///
    /// - A style that draws its options in place keeps them there, whatever the preference.
    /// - `.floating` and `.sheet` are kept as chosen (on the Mac too).
    /// - `.automatic` opens a sheet on an iPhone, iPad or Mac Catalyst at the accessibility sizes,
    ///   and in compact height with the keyboard up or about to rise; otherwise, and on the Mac,
    ///   it floats.
    /// - A list that would float opens as a sheet where nothing can float it: in a window without
    ///   a layer (``LayerHostChoice``) when no container sees the dropdown.
    @_spi(Session) public static func resolve(_ preference: ListPresentationPreference, in circumstances: Circumstances)
        -> Self
    {
        if circumstances.isInline { return .inline }
        let detents: SheetDetents =
            circumstances.isAccessibilitySize || circumstances.isCompactHeight ? .large : .mediumAndLarge
        let floats: Bool
        switch preference {
        case .floating: floats = true
        case .sheet: floats = false
        case .automatic:
            let keyboard = circumstances.keyboardIsUp || circumstances.raisesKeyboard
            floats =
                circumstances.isMac
                || !(circumstances.isAccessibilitySize || circumstances.isCompactHeight && keyboard)
        }
        let canFloat = circumstances.hasWindowLayer || circumstances.containerSeesDropdown
        return floats && canFloat ? .floating : .sheet(detents)
    }

    /// Whether the list opens as a sheet.
    @_spi(Session) public var isSheet: Bool { sheetDetents != nil }

    /// The sheet's detents, when the list opens as a sheet.
    @_spi(Session) public var sheetDetents: SheetDetents? {
        if case .sheet(let detents) = self { return detents }
        return nil
    }

    /// Whether a sheet's list takes the keyboard's keys itself (rules N1–N6, R11). A sheet is a
    /// presentation of its own: keyboard focus goes into it (on the Mac it is another window), so
    /// the field's key handler no longer hears the keys. A search field takes them when there is
    /// one (it maps the keys that move and choose); otherwise the list does.
    @_spi(Session) public static func sheetListTakesKeys(hasSearchField: Bool) -> Bool {
        !hasSearchField
    }
}

// MARK: - ListSideChoice

/// Which side of its field an open list goes on (rule P2), chosen from measured heights (R5) and
/// kept while the person types (R14), but chosen again when the room around the field changes.
///
/// - The first placement of an opening uses guessed heights (44 points a row, before any row was
///   built). Locking its side would keep a list below that turns out two or three times taller
///   (large Dynamic Type, two-line rows) and has room only above. So the side is locked once the
///   list has been measured: at the first measurement when it did not change the list's size,
///   else at the placement that follows it.
/// - The software keyboard rises after a searchable list opened (its search field took focus)
///   and takes the room below it. A side chosen before the keyboard is then a sliver. So when the
///   bounds' height changed by more than a row since the side was locked (the keyboard came or
///   went, the window was resized), the side is chosen again from the requested direction; it is
///   stable as long as the bounds stay as they are.
/// - A locked side whose room is less than a row (plus the search field) is left for the other
///   side when that has more room.
@_spi(Session) public struct ListSideChoice: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// The side kept, once the list is measured and placed.
    @_spi(Session) public private(set) var side: DropdownDirection?
    /// The height of the bounds the side was chosen in.
    private var lockedBoundsHeight = 0.0
    /// Whether the open list reported its measurements.
    private var isMeasured = false
    /// The last placement's side and bounds height.
    private var last: Placed?

    /// Where a list was placed: its side, in bounds of this height.
    private struct Placed: Hashable, Sendable {
        @_spi(Session) public var side: DropdownDirection
        @_spi(Session) public var boundsHeight: Double
    }

    /// The direction to place with, for a field in bounds (the same coordinates).
    ///
    /// - Parameters:
    ///   - minimumRoom: the least room a side must have to be kept: a row, plus the search field.
    ///   - tolerance: how much the bounds' height may change before the side is chosen again.
    @_spi(Session) public func direction(
        requested: DropdownDirection, field: DropdownRect, bounds: DropdownRect, gap: Double, minimumRoom: Double,
        tolerance: Double
    ) -> DropdownDirection {
        guard let side else { return requested }
        if abs(bounds.height - lockedBoundsHeight) > tolerance { return requested }
        let kept = Self.room(on: side, field: field, bounds: bounds, gap: gap)
        let other = Self.room(on: side == .below ? .above : .below, field: field, bounds: bounds, gap: gap)
        if kept < minimumRoom && other > kept { return requested }
        return side
    }

    /// The list was placed in bounds `boundsHeight` tall.
    @_spi(Session) public mutating func placed(_ placement: DropdownPlacement, boundsHeight: Double) {
        last = Placed(side: placement.direction, boundsHeight: boundsHeight)
        if isMeasured { lock() }
    }

    /// The list reported its measurements; `sizeChanged` says whether they changed its size
    /// (then it is placed again, and locked at that placement).
    @_spi(Session) public mutating func measured(sizeChanged: Bool) {
        isMeasured = true
        if !sizeChanged { lock() }
    }

    /// The list closed: the next opening chooses again.
    @_spi(Session) public mutating func release() {
        self = ListSideChoice()
    }

    private mutating func lock() {
        guard side == nil, let last else { return }
        side = last.side
        lockedBoundsHeight = last.boundsHeight
    }

    /// The room for a list on one side of the field (as `DropdownPlacement.resolve` counts it,
    /// with its 8-point margin).
    @_spi(Session) public static func room(
        on side: DropdownDirection, field: DropdownRect, bounds: DropdownRect, gap: Double
    ) -> Double {
        let margin = 8.0
        return side == .above ? field.minY - gap - (bounds.minY + margin) : bounds.maxY - margin - field.maxY - gap
    }
}

// MARK: - WindowGeometry

/// The room a list may use, from its window (rules R6, P1): the window's (scene's) bounds, less
/// its safe area, less the software keyboard where it covers the bottom.
///
/// The screen is the wrong reference: in Split View, Slide Over, Stage Manager and on an external
/// display the window is smaller than the screen or elsewhere on it; and on a Mac there is no
/// useful screen at all, so the list must stay inside its window. Everything is in one coordinate
/// space, chosen by the front end (the field's, or the container's).
@_spi(Session) public struct WindowGeometry: Hashable, Sendable {
    /// The distances of the safe area from the window's edges (top, left, bottom, right; not
    /// leading/trailing: the coordinates are not mirrored in right-to-left layouts).
    @_spi(Session) public struct Insets: Hashable, Sendable {
        @_spi(Session) public var top = 0.0
        @_spi(Session) public var left = 0.0
        @_spi(Session) public var bottom = 0.0
        @_spi(Session) public var right = 0.0

        /// The insets, each 0 unless given.
        @_spi(Session) public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// The window's bounds.
    @_spi(Session) public var bounds: DropdownRect
    /// The window's safe area insets (status bar, home indicator, a Mac's title bar and toolbar).
    @_spi(Session) public var safeArea = Insets()
    /// The software keyboard's frame, when one is shown.
    @_spi(Session) public var keyboard: DropdownRect?

    /// The geometry of a window with `bounds`, its `safeArea` and `keyboard`.
    @_spi(Session) public init(bounds: DropdownRect, safeArea: Insets = Insets(), keyboard: DropdownRect? = nil) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.keyboard = keyboard
    }

    /// The bounds a list must stay inside: the safe area, ending above a docked keyboard. A
    /// keyboard that does not reach the bottom edge (an iPad's floating keyboard) floats over the
    /// content and is not taken out.
    @_spi(Session) public var safeBounds: DropdownRect {
        let top = bounds.minY + safeArea.top
        let left = bounds.minX + safeArea.left
        var bottom = bounds.maxY - safeArea.bottom
        let right = bounds.maxX - safeArea.right
        if let keyboard, WindowKeyboard.isDocked(keyboard, in: bounds), keyboard.minY < bottom {
            bottom = keyboard.minY
        }
        return DropdownRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

extension DropdownRect {
    /// The part of this rectangle inside `other` (an empty rectangle at the nearest edge when they
    /// do not meet).
    @_spi(Session) public func intersection(_ other: DropdownRect) -> DropdownRect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return DropdownRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
