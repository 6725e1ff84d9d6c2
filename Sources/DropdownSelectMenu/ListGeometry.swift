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

/// Lays chips out in rows that wrap: each chip goes after the previous one when it fits the width,
/// else starts a new row. Plain Swift, used by the `.chips` style's SwiftUI `Layout`.
enum FlowLayoutAlgorithm {
    /// The origin of each item, and the total size.
    static func layout(sizes: [CGSize], width: CGFloat, spacing: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: sizes.isEmpty ? 0 : y + rowHeight))
    }
}
