/// The software keyboard as a window's layer follows it (rules R6, P2): where it will be after
/// each `keyboardWillChangeFrameNotification`, the height of the last keyboard docked at the
/// bottom (what a reservation stands for), and, while it moves, the animation it moves with.
///
/// The layer places its lists from the frame the notification announces, when the keyboard
/// starts to move, not once it has arrived: the list and the keyboard move together. Before any
/// notification, a keyboard that was up before the layer existed is read from the window's
/// keyboard layout guide, which the layer creates when it is installed (never first inside a
/// view's body). Frames are in one coordinate space, chosen by the front end (the layer's).
@_spi(Session) public struct WindowKeyboard: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// The keyboard's frame after its latest change; `nil` before any notification.
    @_spi(Session) public private(set) var frame: DropdownRect?
    /// How far the last keyboard seen docked at the bottom of its bounds rose into them; forgotten
    /// when a floating keyboard shows (an iPad's floating or split keyboard keeps no room).
    @_spi(Session) public private(set) var lastDockedHeight: Double?
    /// The latest change's animation, and when it ends.
    @_spi(Session) public private(set) var motion: Motion?

    /// A movement of the keyboard.
    @_spi(Session) public struct Motion: Hashable, Sendable {
        /// How it moves.
        @_spi(Session) public var animation: KeyboardAnimation
        /// When it ends.
        @_spi(Session) public var ends: Duration
    }

    /// The keyboard will move to `frame`, inside `bounds` (the scene's), with `animation`
    /// (`nil`: at once), starting at `time`.
    @_spi(Session) public mutating func willChangeFrame(
        to frame: DropdownRect, bounds: DropdownRect, animation: KeyboardAnimation?, at time: Duration
    ) {
        self.frame = frame
        if Self.isDocked(frame, in: bounds) {
            lastDockedHeight = bounds.maxY - max(frame.minY, bounds.minY)
        } else if Self.isFloating(frame, in: bounds) {
            lastDockedHeight = nil
        }
        motion = animation.map {
            Motion(animation: $0, ends: time + .milliseconds(Int(($0.duration * 1000).rounded())))
        }
    }

    /// Whether the layer follows a keyboard that will move to `frame` in `bounds`: always while its
    /// scene is the active one (`foregroundActive`); otherwise only a keyboard that shows nowhere
    /// in `bounds` (it hides, or it is over another window). Under Stage Manager the keyboard
    /// another scene's window raises is announced to every scene, and must not set this one's
    /// room; one that hides is followed, so the room it took is never kept.
    @_spi(Session) public static func follows(_ frame: DropdownRect, in bounds: DropdownRect, sceneIsActive: Bool)
        -> Bool
    {
        sceneIsActive || !(isDocked(frame, in: bounds) || isFloating(frame, in: bounds))
    }

    /// Whether a window's keyboard layout guide, at `guide`, shows a keyboard: one rises above the
    /// safe area's bottom `safeBottom` (without a keyboard the guide's top is there), by more than
    /// a point of rounding.
    @_spi(Session) public static func guideShowsKeyboard(_ guide: DropdownRect, safeBottom: Double) -> Bool {
        guide.height > 0 && guide.minY < safeBottom - 1
    }

    /// The animation a move of a field reported at `time` is drawn with: the keyboard's while it
    /// moves (SwiftUI moves content out of the keyboard's way with the keyboard), else none.
    @_spi(Session) public func animation(forMoveAt time: Duration) -> KeyboardAnimation? {
        guard let motion, time <= motion.ends else { return nil }
        return motion.animation
    }

    /// Whether a keyboard frame floats: it shows inside `bounds` without reaching their bottom edge
    /// (an iPad's floating or split keyboard), unlike one moved off screen to hide it.
    @_spi(Session) public static func isFloating(_ frame: DropdownRect, in bounds: DropdownRect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.minY < bounds.maxY && frame.maxY < bounds.maxY - 1
    }

    /// Whether a keyboard frame is docked: it reaches the bottom edge of `bounds`. An iPad's
    /// floating or split keyboard does not, nor does a keyboard moved off screen (hidden).
    @_spi(Session) public static func isDocked(_ frame: DropdownRect?, in bounds: DropdownRect) -> Bool {
        guard let frame, frame.width > 0, frame.height > 0 else { return false }
        return frame.maxY >= bounds.maxY - 1 && frame.minY < bounds.maxY
    }
}
