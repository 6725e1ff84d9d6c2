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
