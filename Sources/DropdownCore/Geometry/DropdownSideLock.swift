/// Keeps an open list on the side it opened on (rules P2, R14).
///
/// ``DropdownPlacement/resolve(field:container:contentHeight:maximumHeight:gap:margin:direction:preferredWidth:)``
/// chooses a side from the room around the field and the list's height. While a query filters the
/// list its height changes on every keystroke, so an `.automatic` list that chose again each time
/// would jump between above and below as the user types. The side is therefore chosen once, when
/// the list opens, and forced until it closes; the list still shrinks to the room on that side.
///
/// ```swift
/// var lock = DropdownSideLock()
/// let first = lock.place(field: field, container: window, contentHeight: 400)  // chooses, e.g. .above
/// let later = lock.place(field: field, container: window, contentHeight: 40)   // still .above
/// lock.release()                                                                // the list closed
/// ```
public struct DropdownSideLock: Hashable, Sendable {
    /// The side the open list keeps, or `nil` before it is placed (or after it closed).
    public private(set) var side: DropdownDirection?

    /// Creates a lock with no side chosen.
    public init() {}

    /// The direction to place with: the locked side once there is one, else `requested`.
    public func direction(requested: DropdownDirection) -> DropdownDirection {
        side ?? requested
    }

    /// Keeps `placement`'s side until ``release()``; a side already kept stays.
    public mutating func keep(_ placement: DropdownPlacement) {
        if side == nil { side = placement.direction }
    }

    /// Places the list, choosing the side on the first call and keeping it on later calls (rule P2).
    /// O(1).
    public mutating func place(
        field: DropdownRect, container: DropdownRect, contentHeight: Double,
        maximumHeight: Double = 280, gap: Double = 6, margin: Double = 8,
        direction requested: DropdownDirection = .automatic, preferredWidth: Double? = nil
    ) -> DropdownPlacement {
        let placement = DropdownPlacement.resolve(
            field: field, container: container, contentHeight: contentHeight, maximumHeight: maximumHeight,
            gap: gap, margin: margin, direction: direction(requested: requested), preferredWidth: preferredWidth)
        keep(placement)
        return placement
    }

    /// Forgets the side: the list closed, and the next opening chooses again.
    public mutating func release() {
        side = nil
    }
}
