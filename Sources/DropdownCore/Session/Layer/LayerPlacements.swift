/// What a window's layer does when it places its lists again (rule R2).
///
/// - It places them whenever the room or a field may have changed (the keyboard, a resize, a field
///   that moved, new rows or a new measured size).
/// - It redraws only a list whose placement changed.
/// - It builds a list's content again only when its side changed (the list is drawn for its side)
///   or its dropdown supplied new content.
///
/// A field that moves under an open list (the keyboard's avoidance, a scroll view scrolling it into
/// view) costs, per frame, the conversion of two rectangles and a comparison; a frame in which it
/// did not move costs no redraw at all.
@_spi(Session) public struct LayerPlacements<Key: Hashable> {
    /// What a placement changed.
    @_spi(Session) public enum Change: Hashable, Sendable {
        /// Nothing: nothing is redrawn, and the dropdown is not told.
        case unchanged
        /// Only the bounds' height (the list's own frame is the same): the dropdown is told, since
        /// its side is kept for the bounds it was chosen in (P2); nothing is redrawn.
        case bounds
        /// The list's frame: it is redrawn at its new place, with the content it has.
        case moved
        /// The list's side, or it is placed for the first time (or after new content): its content
        /// is built for that side and drawn.
        case turned
    }

    private struct Placed: Hashable {
        @_spi(Session) public var placement: DropdownPlacement
        @_spi(Session) public var boundsHeight: Double
    }

    private var last: [Key: Placed] = [:]

    /// Creates one in its initial state: no list placed yet.
    @_spi(Session) public init() {}

    /// The list of `key` is placed at `placement`, inside bounds `boundsHeight` tall: what changed.
    @_spi(Session) public mutating func place(_ key: Key, at placement: DropdownPlacement, boundsHeight: Double)
        -> Change
    {
        let placed = Placed(placement: placement, boundsHeight: boundsHeight)
        guard let before = last.updateValue(placed, forKey: key) else { return .turned }
        if before.placement.direction != placement.direction { return .turned }
        if before.placement != placement { return .moved }
        return before.boundsHeight == boundsHeight ? .unchanged : .bounds
    }

    /// The dropdown supplied new content for the list of `key`: its next placement builds it.
    @_spi(Session) public mutating func contentSupplied(_ key: Key) {
        last[key] = nil
    }

    /// The list of `key` left the layer.
    @_spi(Session) public mutating func remove(_ key: Key) {
        last[key] = nil
    }
}
