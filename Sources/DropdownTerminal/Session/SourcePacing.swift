/// How many bytes of a source the session hands to the screen at once: as many as the screen takes
/// in about ``target``, learnt from the batches before. A key typed while the screen takes a batch
/// waits for the rest of it, so the batch's cost, not its size, is what bounds the keys' delay.
///
/// Bytes cost the screen differently: a producer of long lines (`find /`) gets batches up to
/// ``largest``, each drawn once; `yes`, whose two-byte lines are a new option every two bytes, gets
/// small ones. A batch smaller than the limit (the producer had no more ready) never raises it: it
/// says nothing about a larger one. The limit grows at most fourfold a batch, so one fast batch
/// (a cache that was warm) does not let a slow one through.
struct SourcePacing: Hashable, Sendable {
    /// The screen's time a batch aims at: a frame at 60 Hz.
    static let target = Duration.milliseconds(16)
    /// The fewest bytes a batch takes, however slow the screen: one read of a ``DescriptorSource``
    /// (a producer is never read a line at a time).
    static let smallest = 1 << 16
    /// The most bytes a batch takes, however fast the screen.
    static let largest = 1 << 20

    /// The most bytes the next batch takes.
    private(set) var limit = smallest

    /// Learns from a batch of `bytes` that took the screen `duration`.
    mutating func record(bytes: Int, took duration: Duration) {
        guard bytes > 0 else { return }
        let fitting = duration > .zero ? Double(bytes) * (Self.target / duration) : Double(Self.largest)
        let estimate = Int(min(fitting, Double(Self.largest)))
        if estimate > limit && bytes < limit { return }
        limit = min(Self.largest, max(Self.smallest, min(estimate, limit * 4)))
    }
}
