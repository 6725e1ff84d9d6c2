/// An ASCII character looked for in a text of bytes eight bytes at a time: one 64-bit word holds
/// eight characters, and one comparison answers for all eight, in the high bit of each byte (a
/// SWAR test).
///
/// Every scan of a ``ByteText`` for a character reads through this: the first and the last offset
/// of a character, each place of one, and the scores of one-character terms.
struct WantedByte {
    /// `0x20` in every byte when a letter is compared in either case (it lowers an upper-case
    /// letter, and the wanted byte is lower case), else 0.
    let caseBits: UInt64
    /// The wanted byte, in every byte.
    let pattern: UInt64

    /// The test for `wanted`, in either case when `ignoresCase` and it is a letter; `nil` when it
    /// is not ASCII, so that no byte of a byte text is it.
    @inline(__always)
    init?(_ wanted: UInt32, ignoresCase: Bool) {
        guard wanted < 0x80 else { return nil }
        let isLetter = wanted >= 0x61 && wanted <= 0x7A
        caseBits = ignoresCase && isLetter ? 0x2020_2020_2020_2020 : 0
        pattern = UInt64(wanted) &* 0x0101_0101_0101_0101
    }

    /// The high bit of each of the eight bytes at `offset` that is the wanted character, among the
    /// first `count` of them (all eight when `count` is 8 or more).
    @inline(__always)
    func hits(in bytes: UnsafePointer<UInt8>, at offset: Int, count: Int = 8) -> UInt64 {
        let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
        return Self.zeroBytes((word | caseBits) ^ pattern) & Self.firstBytes(count)
    }

    /// The high bit of every byte of `word` that is zero, exactly (no borrows between bytes).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080
    }

    /// The bits of the first `count` bytes of a word (the lowest addresses): all of them for 8 or
    /// more, so that a scan ignores the padding past a text's end.
    @inline(__always)
    static func firstBytes(_ count: Int) -> UInt64 {
        count < 8 ? (UInt64(1) &<< UInt64(count &* 8)) &- 1 : ~0
    }
}
