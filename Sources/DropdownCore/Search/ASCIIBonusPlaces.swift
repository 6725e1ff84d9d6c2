/// The places of an ASCII text whose characters have a bonus, found eight bytes at a time: what the
/// bounds of short ASCII labels are made from (``SearchIndex/prepareBounds()``).
///
/// A character has a bonus (``FuzzyScoring/bonus(after:_:)`` above 0) unless it is a letter or a
/// digit after a letter or a digit, with two exceptions: an upper-case letter after a lower-case one
/// and a digit after a letter. In ASCII the classes that decide it are ranges of bytes, so each word
/// of eight bytes gives its places with a bonus in some thirty operations, and the bounds read only
/// those places (a fifth to a third of a file path's characters) instead of every character.
enum ASCIIBonusPlaces {
    /// Calls `body` with each offset below `length` whose character has a bonus, in order; the
    /// character before the first one is taken as white space, as the scorer does.
    ///
    /// - Parameter bytes: ASCII bytes, readable up to `length` rounded up to a multiple of eight
    ///   (the index's storage has eight bytes of padding after its last label).
    /// - Complexity: O(`length` / 8 + the places with a bonus).
    @inline(__always)
    static func forEach(in bytes: UnsafePointer<UInt8>, length: Int, _ body: (Int) -> Void) {
        var previous = ByteClasses(word: 0)  // before the first character: white space
        var offset = 0
        while offset < length {
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            let current = ByteClasses(word: UInt64(littleEndian: word))
            // Each byte's top bit, for the byte before it: the last one of the previous word first.
            let before = current.shifted(after: previous)
            let continuesWord = current.alphanumeric & before.alphanumeric
            var places = ~continuesWord | before.lower & current.upper | current.digit & ~before.digit
            places &= highBits
            let remaining = length &- offset
            if remaining < 8 { places &= (1 &<< UInt64(remaining &* 8)) &- 1 }
            while places != 0 {
                body(offset &+ places.trailingZeroBitCount &>> 3)
                places &= places &- 1
            }
            previous = current
            offset &+= 8
        }
    }

    /// The top bit of each byte.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Per byte of a word of ASCII bytes, its top bit set when the byte is of a class.
    private struct ByteClasses {
        var lower: UInt64
        var upper: UInt64
        var digit: UInt64
        var alphanumeric: UInt64 { lower | upper | digit }

        @inline(__always)
        init(word: UInt64) {
            lower = Self.bytes(of: word, from: 0x61, through: 0x7A)
            upper = Self.bytes(of: word, from: 0x41, through: 0x5A)
            digit = Self.bytes(of: word, from: 0x30, through: 0x39)
        }

        @inline(__always)
        private init(lower: UInt64, upper: UInt64, digit: UInt64) {
            self.lower = lower
            self.upper = upper
            self.digit = digit
        }

        /// The classes of the bytes before each byte of this word: the word's moved up one byte,
        /// with the last byte of `previous` first.
        @inline(__always)
        func shifted(after previous: ByteClasses) -> ByteClasses {
            ByteClasses(
                lower: lower &<< 8 | previous.lower &>> 56, upper: upper &<< 8 | previous.upper &>> 56,
                digit: digit &<< 8 | previous.digit &>> 56)
        }

        /// The top bit of each byte of `word` (each below 0x80) that is in `low...high`: adding
        /// `0x80 - low` reaches 0x80 from `low` on, adding `0x7F - high` stays below it through
        /// `high`, and neither carries into the next byte.
        @inline(__always)
        private static func bytes(of word: UInt64, from low: UInt64, through high: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            return (word &+ ones &* (0x80 &- low)) & ~(word &+ ones &* (0x7F &- high)) & ASCIIBonusPlaces.highBits
        }
    }
}
