/// A match's place in fzf's order, as one integer: ascending keys rank first (score high first,
/// then the shorter label, then the lower index). fzf compares scores and lengths as 16-bit values.
struct RankKey: Comparable, Sendable {
    let value: UInt64

    init(value: UInt64) { self.value = value }

    init(score: Int, length: UInt32, label: Int) {
        value =
            UInt64(0xFFFF - Self.clampedScore(score)) << 48 | UInt64(length & 0xFFFF) << 32
            | UInt64(UInt32(truncatingIfNeeded: label))
    }

    var label: Int { Int(value & 0xFFFF_FFFF) }

    static func < (lhs: RankKey, rhs: RankKey) -> Bool { lhs.value < rhs.value }

    /// fzf's `AsUint16`: scores below 0 rank as 0, above 65,535 as 65,535.
    static func clampedScore(_ score: Int) -> Int { min(max(score, 0), 0xFFFF) }

}
