/// Whether a mouse click on the Mac closes the shown lists (rule N7), as AppKit reports it to a
/// local event monitor before the click is dispatched: the monitor of a window's layer, and the
/// one of a `.dropdownContainer()` while it shows a list.
///
/// The tap-outside catcher (the layer's, or the container's) is a view over part of the window's
/// content, so it never sees a click on the title bar or the toolbar, which are drawn above the
/// content view, nor one on content beside a container: such a click would run a toolbar button
/// under an open list and leave the list open. A Mac pop-up menu closes on any click outside it.
/// So every click is looked at:
/// - on the field of a shown list, in whatever window: nothing (the field's button toggles the
///   list; closing it here too would let the button open it again at once);
/// - in a list: nothing (the list takes it);
/// - one the catcher receives: nothing here, since the catcher closes the lists and keeps the
///   click from reaching what is beneath it;
/// - anywhere else (the title bar, the toolbar, content beside a container, another window of
///   the app): the lists close, and the click goes on to what it was on.
///
/// A scroll (the wheel, a trackpad) is looked at too: the catcher takes touches and clicks, not
/// scrolls, so what is beneath would scroll under the open list. As a Mac menu closes on a
/// scroll outside it, a scroll outside the lists closes them, on their fields and over the
/// catcher too; one in a list scrolls it. Only a scroll's start counts
/// (``startsScroll(began:hasPhase:isCoasting:)``): a flick in a list coasts on after the pointer
/// has left it, and fingers resting on a trackpad report a scroll that may begin.
@_spi(Session) public enum LayerOutsideClick {
    /// Whether a scroll event starts a scroll, the only one that may close the lists: a trackpad
    /// gesture's beginning (`began`), or a wheel's notch, which has no gesture phase (`hasPhase`
    /// false) and does not coast (`isCoasting` false: no momentum phase).
    @_spi(Session) public static func startsScroll(began: Bool, hasPhase: Bool, isCoasting: Bool) -> Bool {
        began || (!hasPhase && !isCoasting)
    }

    /// Whether a click closes the lists: `inWindow` when it is in the lists' window, at `x`, `y`
    /// in the coordinates of the lists' `listFrames`; `onShownField` when it is on the field of a
    /// shown list (in any window); `reachesCatcher` when the tap-outside catcher is what it hits.
    /// `isScroll` for a scroll rather than a click: neither a field nor the catcher takes it.
    /// O(lists).
    @_spi(Session) public static func closesLists(
        inWindow: Bool, x: Double, y: Double, listFrames: [DropdownRect], onShownField: Bool,
        reachesCatcher: Bool, isScroll: Bool = false
    ) -> Bool {
        guard isScroll || !onShownField else { return false }
        guard inWindow else { return true }
        let inList = listFrames.contains { contains($0, x: x, y: y) }
        return !inList && (isScroll || !reachesCatcher)
    }

    /// Whether a container's catcher receives a click in its window: the click hits a view of the
    /// window's content view (`hitsContentView`: not the title bar nor the toolbar), at `x`, `y`
    /// inside the container's frame `catcherFrame` (the catcher covers the container, no more).
    @_spi(Session) public static func containerCatcherTakes(
        hitsContentView: Bool, x: Double, y: Double, catcherFrame: DropdownRect
    ) -> Bool {
        hitsContentView && contains(catcherFrame, x: x, y: y)
    }

    /// Whether `x`, `y` is on `frame`, its far edges excluded.
    @_spi(Session) public static func contains(_ frame: DropdownRect, x: Double, y: Double) -> Bool {
        x >= frame.minX && x < frame.maxX && y >= frame.minY && y < frame.maxY
    }
}
