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

/// The sizes the list's placement needs, in points: the natural height of its content and the most
/// it may take (rules P1–P3). Plain Swift, tested on every platform.
struct ListMetrics: Equatable, Sendable {
    /// The height of one row (at least 44 points; more with larger Dynamic Type).
    var rowHeight: CGFloat
    /// The height of a section header.
    var headerHeight: CGFloat
    /// The height of the search field, when the list has one.
    var searchFieldHeight: CGFloat
    /// The most the list may take: a height, or a number of rows.
    var maximumHeight: DropdownMaximumHeight

    /// The natural height of `rows` rows and `headers` headers (or of the empty state, one row).
    func contentHeight(rows: Int, headers: Int) -> CGFloat {
        CGFloat(max(rows, 1)) * rowHeight + CGFloat(rows > 0 ? headers : 0) * headerHeight + searchFieldHeight
    }

    /// The maximum height in points.
    var maximumPoints: CGFloat {
        switch maximumHeight {
        case .points(let points): max(points, rowHeight)
        case .rows(let rows): CGFloat(max(rows, 1)) * rowHeight + searchFieldHeight
        }
    }

    /// Where the list goes for a field in a container, both in the container's coordinates.
    func placement(
        field: CGRect, container: CGRect, rows: Int, headers: Int, direction: DropdownDirection,
        gap: CGFloat = 6, margin: CGFloat = 8
    ) -> DropdownPlacement {
        DropdownPlacement.resolve(
            field: DropdownRect(field), container: DropdownRect(container),
            contentHeight: Double(contentHeight(rows: rows, headers: headers)),
            maximumHeight: Double(maximumPoints), gap: Double(gap), margin: Double(margin),
            direction: direction)
    }
}

/// The most an open list may take (`.dropdownMaxListHeight(_:)`, `.dropdownMaxVisibleRows(_:)`).
public enum DropdownMaximumHeight: Hashable, Sendable {
    /// A height in points (280 by default, as the origin).
    case points(CGFloat)
    /// A number of rows.
    case rows(Int)
}

/// How many characters of a selection summary fit a field (rule M5), estimated from its width and
/// font size, since SwiftUI does not measure text before drawing it.
enum FieldText {
    /// An estimate of the characters that fit `width` points of text at `pointSize`.
    static func characterCapacity(width: CGFloat, pointSize: CGFloat) -> Int {
        guard width > 0, pointSize > 0 else { return 0 }
        return Int((width / (pointSize * 0.55)).rounded(.down))
    }
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
