/// Counts the labels decoded into strings while it is current, so that tests and benchmarks can
/// pin how many labels an event reads (rule R16 of the SwiftUI layer: the rows on screen, not
/// every option).
///
/// ```swift
/// let counter = LabelDecodeCounter()
/// counter.counting { state.send(.open, at: .zero) }
/// counter.count   // the labels opening read
/// ```
///
/// The counter is current for the task that runs ``counting(_:)`` (a task-local value), so tests
/// running at the same time count their own decoding only. It counts from that one task: work the
/// body hands to other threads is not counted reliably. Outside ``counting(_:)`` decoding costs one
/// task-local read more.
@_spi(Instrumentation)
public final class LabelDecodeCounter: @unchecked Sendable {
    /// The labels decoded so far.
    public private(set) var count = 0

    /// A counter at zero.
    public init() {}

    /// Runs `body` with this counter current, and returns its result.
    public func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.current.withValue(self, operation: body)
    }

    /// Sets the count back to zero.
    public func reset() {
        count = 0
    }

    /// A label was decoded.
    @inline(__always)
    static func labelDecoded() {
        current.get()?.count += 1
    }

    /// The counter current for this task, if any.
    private static let current = TaskLocal<LabelDecodeCounter?>(wrappedValue: nil)
}
