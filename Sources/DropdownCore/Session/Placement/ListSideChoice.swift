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
