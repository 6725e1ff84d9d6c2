/// How a view carries out one focus attempt on its focus state (rule R9).
///
/// A first attempt writes the target. A focus state keeps the value last written, and writing the
/// same value again is no change, so SwiftUI makes no new request: a first attempt on a state that
/// already holds its target (left from an earlier request: the field after an earlier close)
/// clears it, and writes the target on the next turn.
///
/// A retry reads the state instead. `AccessibilityFocusState` is two-way: SwiftUI updates it when
/// VoiceOver's focus moves. A state holding the target means focus arrived, and writing again
/// would make VoiceOver cut itself off and read the element twice, so a retry leaves it. A state
/// holding another element means the person moved on, and the request is dropped: the retry does
/// not pull them back. Only a state that lost its target (`cleared`) is written again.
@_spi(Session) public struct FocusWrite<Value: Equatable>: Equatable {
    /// The value to write now, or `nil` to leave the state as it is.
    @_spi(Session) public let now: Value?
    /// The value to write on the next turn of the run loop, if any.
    @_spi(Session) public let nextTurn: Value?

    /// The writes that carry out an attempt at `target` on a state holding `current`; `cleared`
    /// is the state's value for "focus elsewhere" (`nil`, `false`), and `isRetry` tells a retry
    /// from the request's first attempt (``FocusAttempts/isRetry``).
    @_spi(Session) public init(target: Value, current: Value, cleared: Value, isRetry: Bool) {
        switch (isRetry, current == target) {
        case (false, true):
            now = cleared
            nextTurn = target
        case (false, false):
            now = target
            nextTurn = nil
        case (true, true):
            now = nil
            nextTurn = nil
        case (true, false):
            now = current == cleared ? target : nil
            nextTurn = nil
        }
    }
}

extension FocusAttempts {
    /// Whether the last attempt retried the request rather than made its first attempt.
    @_spi(Session) public var isRetry: Bool { made > 1 }
}
