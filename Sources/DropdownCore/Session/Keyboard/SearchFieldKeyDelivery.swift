/// One event per key press in the search field (rules F2, F3, F4).
///
/// A key pressed in the search field can reach the dropdown by more than one path: the field's
/// `onKeyPress`, for Return the text field's own submit, and on iOS the layer's key commands for
/// the keys a text field keeps for itself (``SearchFieldKeyCommand``). Which of them sees a given press is
/// not documented, and a press seen by both would reach the core twice: a single selection's
/// Return would choose and close, then open the list again (O1); a multiple selection's would
/// toggle the option on and off (M2). So the first path to deliver a key in a turn of the run loop
/// sends its event, and the same key arriving by another path in that turn is dropped.
@_spi(Session) public struct SearchFieldKeyDelivery: Hashable, Sendable {
    /// A way a key reaches the dropdown from the search field.
    @_spi(Session) public enum Path: Hashable, Sendable {
        /// SwiftUI's `onKeyPress`.
        case keyPress
        /// The text field's submit (Return).
        case submit
        /// A key command of the window's layer on iOS, iPadOS and Mac Catalyst
        /// (``SearchFieldKeyCommand``).
        case keyCommand
    }

    /// The keys delivered in this turn, with the path each came by.
    private var delivered: [KeyboardKey: Path] = [:]

    /// Creates one at the start of a turn.
    @_spi(Session) public init() {}

    /// Whether `key`, arriving by `path`, sends its event: it does unless another path delivered
    /// it in this turn.
    @_spi(Session) public mutating func arrives(_ key: KeyboardKey, by path: Path) -> Bool {
        if let earlier = delivered[key], earlier != path { return false }
        delivered[key] = path
        return true
    }

    /// The turn ended: the next press of any key is new.
    @_spi(Session) public mutating func turnEnded() {
        delivered.removeAll()
    }
}
