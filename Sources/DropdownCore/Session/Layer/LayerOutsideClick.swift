/// Whether a mouse click on the Mac closes the lists of a window's layer (rule N7), as AppKit
/// reports it to the layer's local event monitor before the click is dispatched.
///
/// The layer's tap-outside catcher is a view over the window's content, so it never sees a click
/// on the title bar or the toolbar, which are drawn above the content view: such a click would run
/// a toolbar button under an open list and leave the list open. A Mac pop-up menu closes on any
/// click outside it. So every click is looked at:
/// - in a list: nothing (the list takes it);
/// - one the layer's views receive (the catcher over the content): nothing here, since the
///   catcher closes the lists and keeps the click from reaching what is beneath it;
/// - anywhere else (the title bar, the toolbar, another window of the app): the lists close, and
///   the click goes on to what it was on.
@_spi(Session) public enum LayerOutsideClick {
    /// Whether a click closes the lists: `inLayerWindow` when it is in the layer's window, at
    /// `x`, `y` in the coordinates of the lists' `listFrames`, and `reachesLayer` when a view of
    /// the layer is what it hits. O(lists).
    @_spi(Session) public static func closesLists(
        inLayerWindow: Bool, x: Double, y: Double, listFrames: [DropdownRect], reachesLayer: Bool
    ) -> Bool {
        guard inLayerWindow else { return true }
        let inList = listFrames.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
        return !inList && !reachesLayer
    }
}
