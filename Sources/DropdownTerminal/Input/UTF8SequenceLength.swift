extension Unicode.UTF8 {
    /// The number of bytes of the multi-byte sequence that `lead` starts: 2, 3 or 4.
    ///
    /// `nil` for a byte that starts no multi-byte sequence: ASCII, a continuation byte, and the
    /// bytes that never occur in UTF-8 (0xC0, 0xC1, 0xF5 and up). The sequence's other bytes still
    /// have to be checked (overlong forms and surrogates pass this test). Key decoding and the
    /// `dropdown` command's JSON reader both ask it.
    package static func multibyteLength(startingWith lead: UInt8) -> Int? {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }
}
