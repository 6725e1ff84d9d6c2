import DropdownCore
import Foundation

extension DropdownRect {
    /// The rectangle of a Core Graphics rectangle.
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// The Core Graphics rectangle.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// The most an open list may take (`.dropdownMaxListHeight(_:)`, `.dropdownMaxVisibleRows(_:)`).
public enum DropdownMaximumHeight: Hashable, Sendable {
    /// A height in points (280 by default, as the origin).
    case points(CGFloat)
    /// A number of rows.
    case rows(Int)
}

/// Lays the `.chips` options out in one row that never wraps: spread evenly across the
/// width when they fit, at their natural widths in a row that scrolls when they do not. Plain
/// Swift; the chips' SwiftUI `Layout` places what it answers.
enum ChipRowLayout {
    /// Where each chip goes, and the row's width.
    struct Arrangement: Hashable, Sendable {
        /// The leading edge and width of each chip, in order.
        var frames: [Frame]
        /// The width the chips take: the available width when they are spread, their natural
        /// width (wider than the available width) when the row scrolls.
        var width: Double
        /// Whether the chips do not fit, so the row scrolls.
        var scrolls: Bool
    }

    /// A chip's leading edge and width.
    struct Frame: Hashable, Sendable {
        var x: Double
        var width: Double
    }

    /// The chips' natural width: their widths and the least spacing between them.
    static func naturalWidth(of widths: [Double], spacing: Double) -> Double {
        widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1))
    }

    /// Arranges chips of natural `widths` in `available` points.
    ///
    /// When every chip fits in an equal share of the width, the chips are equal cells, like the
    /// segments of a control; when only their natural widths fit, each chip gets an equal part of
    /// the room left over; otherwise they keep their natural widths and the row scrolls.
    static func arrange(widths: [Double], available: Double, spacing: Double) -> Arrangement {
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
