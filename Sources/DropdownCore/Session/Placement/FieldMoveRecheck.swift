/// When a list is placed once more after its field moved (rule P1: the list stays next to its
/// field).
///
/// A list drawn away from its field (by a container, or in the window's layer) is placed from the
/// field's probe: a platform view in the field's background whose frame is converted on demand
/// (`WindowProbe` in the SwiftUI layer). SwiftUI's layout reports a move at once (the field's
/// global frame changes, and `onChange` runs), but it sets a platform view's frame when it renders
/// that update, so a probe read in the same update can still hold the frame from before the move:
/// the list would stay where the field was (the keyboard's avoidance moving a form up, for
/// example), with nothing to place it again.
///
/// So after each move the probe is read once more on the next turn of the run loop, and the list
/// is placed again only when that frame differs from the one it was placed from. A placement made
/// from the field's current frame asks for nothing, so the second placement ends the follow-up:
/// at most one more per move, never a loop. O(1).
@_spi(Session) public enum FieldMoveRecheck {
    /// Whether a list placed from the field frame `placedFrom` is placed again, now that the
    /// field's probe reads `readNow` (`nil`: the field is in no window, or was not when the list
    /// was placed).
    ///
    /// A field that left its window is not placed again here: its list goes with it by the path
    /// that handles a field without a window.
    @_spi(Session) public static func placesAgain(placedFrom: DropdownRect?, readNow: DropdownRect?) -> Bool {
        guard let readNow else { return false }
        return readNow != placedFrom
    }
}
