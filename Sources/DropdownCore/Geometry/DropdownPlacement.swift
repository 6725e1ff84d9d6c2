/// A rectangle in a coordinate space whose y axis grows downward (points in SwiftUI, cells in a
/// terminal).
public struct DropdownRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its origin (top-left corner) and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
}

/// Which side of the field the list opens on (rule P2).
public enum DropdownDirection: Sendable, Hashable {
    /// Below when the list fits there, else the side with more room.
    case automatic
    /// Always below the field, shrinking to the room there.
    case below
    /// Always above the field, shrinking to the room there.
    case above
}

/// Where an open list goes: its side, its frame, and whether it scrolls (rules P1–P3, P6).
public struct DropdownPlacement: Hashable, Sendable {
    /// The side the list opens on: `.below` or `.above`, never `.automatic`.
    public var direction: DropdownDirection
    /// The list's frame, in the container's coordinates.
    public var frame: DropdownRect
    /// Whether the rows are taller than the list, so it scrolls (rule P3).
    public var isScrollable: Bool

    /// Creates a placement.
    public init(direction: DropdownDirection, frame: DropdownRect, isScrollable: Bool) {
        self.direction = direction
        self.frame = frame
        self.isScrollable = isScrollable
    }

    /// Places a list next to its field inside a container (rules P1–P3). Pure, O(1).
    ///
    /// - Parameters:
    ///   - field: the field's frame, in the container's coordinates.
    ///   - container: the bounds the list must stay inside (a screen's safe area, a terminal window).
    ///   - contentHeight: the natural height of all the rows.
    ///   - maximumHeight: the tallest the list may be (280 pt by default, or a row count times a row height).
    ///   - gap: the space between the field and the list.
    ///   - margin: the space the list keeps from the container's edges.
    ///   - direction: the side to open on (rule P2).
    ///   - preferredWidth: a width wider than the field for long labels, when allowed (rule P1).
    public static func resolve(
        field: DropdownRect, container: DropdownRect, contentHeight: Double,
        maximumHeight: Double = 280, gap: Double = 6, margin: Double = 8,
        direction: DropdownDirection = .automatic, preferredWidth: Double? = nil
    ) -> DropdownPlacement {
        let roomBelow = container.maxY - margin - field.maxY - gap
        let roomAbove = field.minY - gap - (container.minY + margin)
        let wanted = min(contentHeight, maximumHeight)
        let side: DropdownDirection
        switch direction {
        case .below, .above: side = direction
        case .automatic: side = wanted <= roomBelow || roomBelow >= roomAbove ? .below : .above
        }
        let room = side == .below ? roomBelow : roomAbove
        let height = max(0, min(wanted, room))
        let width = max(0, min(max(field.width, preferredWidth ?? 0), container.width - 2 * margin))
        let lowestX = container.minX + margin
        let highestX = container.maxX - margin - width
        let x = max(lowestX, min(field.minX, highestX))
        let y = side == .below ? field.maxY + gap : field.minY - gap - height
        return DropdownPlacement(
            direction: side, frame: DropdownRect(x: x, y: y, width: width, height: height),
            isScrollable: contentHeight > height)
    }
}
