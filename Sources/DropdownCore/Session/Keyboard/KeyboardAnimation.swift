/// How the software keyboard moves, read from its `keyboardWillChangeFrameNotification`: the
/// duration and the animation curve the notification carries (rules R6, R15). The window's layer
/// moves an open list with the same animation, so the list goes up with the keyboard rather than
/// after it.
///
/// UIKit documents the notification's `keyboardAnimationDurationUserInfoKey` (seconds) and
/// `keyboardAnimationCurveUserInfoKey` (a `UIView.AnimationCurve` raw value). The keyboard itself
/// reports a curve outside the four public ones (7); SwiftUI has no curve of that number, so it is
/// drawn as the timing curve a shipped SwiftUI package uses for it (Mijick/PopupView's
/// `Animation.keyboard`, a cubic Bézier through (0.38, 0.7) and (0.125, 1)), over the duration the
/// notification gives: fast at first, easing into place, ending when the keyboard does.
@_spi(Session) public struct KeyboardAnimation: Hashable, Sendable {
    /// The timing of the movement.
    @_spi(Session) public enum Curve: Hashable, Sendable {
        /// `UIView.AnimationCurve.easeInOut` (0).
        case easeInOut
        /// `UIView.AnimationCurve.easeIn` (1).
        case easeIn
        /// `UIView.AnimationCurve.easeOut` (2).
        case easeOut
        /// `UIView.AnimationCurve.linear` (3).
        case linear
        /// The keyboard's own curve (any other value), drawn as ``keyboardControlPoints``.
        case keyboard
    }

    /// The control points of the cubic Bézier that stands for the keyboard's own curve.
    @_spi(Session) public static let keyboardControlPoints = (x1: 0.38, y1: 0.7, x2: 0.125, y2: 1.0)

    /// The curve.
    @_spi(Session) public let curve: Curve
    /// The duration, in seconds, as the notification says.
    @_spi(Session) public let duration: Double

    /// The animation a notification describes; `nil` when it describes none (no duration, or a
    /// duration of zero: a keyboard that appears at once, as on a rotation), so the list moves at
    /// once too. A notification without a curve eases in and out, UIKit's default.
    @_spi(Session) public init?(duration: Double?, curve rawCurve: Int?) {
        guard let duration, duration.isFinite, duration > 0 else { return nil }
        self.duration = duration
        switch rawCurve {
        case nil, 0: curve = .easeInOut
        case 1: curve = .easeIn
        case 2: curve = .easeOut
        case 3: curve = .linear
        default: curve = .keyboard
        }
    }
}
