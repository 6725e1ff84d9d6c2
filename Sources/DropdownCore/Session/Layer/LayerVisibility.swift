/// Whether a window's layer is hidden: hidden from its installation (when a dropdown joins the
/// window) until a list is presented, shown as soon as one is, hidden again once it has been empty
/// for ``hideDelay``, longer than any opening or closing animation, so the last list finishes
/// leaving first. A hidden layer takes no part in hit-testing, accessibility, the cursor or
/// keyboard focus while no list is shown.
@_spi(Session) public struct LayerVisibility: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// How long an empty layer waits before it is hidden.
    @_spi(Session) public static let hideDelay: Duration = .seconds(1)

    /// Whether the layer is hidden now: installed empty, it is.
    @_spi(Session) public private(set) var isHidden = true
    /// Counts the times the layer became empty; a delay that began at an earlier one hides nothing.
    private var emptied = 0
    private var isEmpty = true

    /// The layer's lists changed. Returns, when it just became empty, the token to pass to
    /// ``delayPassed(_:)`` after ``hideDelay``.
    @_spi(Session) public mutating func presentationsChanged(isEmpty: Bool) -> Int? {
        defer { self.isEmpty = isEmpty }
        guard isEmpty else {
            isHidden = false
            return nil
        }
        guard !self.isEmpty else { return nil }
        emptied += 1
        return emptied
    }

    /// The delay that began with `token` passed: the layer is hidden if it stayed empty since.
    /// Returns whether it was hidden now.
    @_spi(Session) public mutating func delayPassed(_ token: Int) -> Bool {
        guard isEmpty, token == emptied, !isHidden else { return false }
        isHidden = true
        return true
    }
}
