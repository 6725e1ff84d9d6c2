/// Where each long label's characters have a bonus (a word start, a hump, a delimiter), grouped by
/// the characters' mask bits: the places a high-scoring alignment of a term can start, found without
/// reading the label (see ``ReachTest/mayReach(_:threshold:boundaryMask:from:bonus:)``).
///
/// Only labels of ``lengths`` have one, made with their bound masks when they are appended to the
/// ``SearchIndex``. A label's table is 65 offsets (where each of the 64 groups
/// starts among its places, and where the last ends), then its places, in ascending order within
/// each group, then a bit per character, set where it has a bonus (read 64 at a time by
/// ``ReachTest/maskedRunBound(_:start:end:bonusColumns:firstBonus:)``): four bytes per place with a
/// bonus, one bit per character, and 268 bytes per label.
struct WordStartIndex: Sendable {
    /// The lengths of the labels indexed: long ones, up to the longest whose terms of two characters
    /// or more fzf still aligns optimally (beyond, each is scored in one greedy pass, which reads no
    /// places).
    static let lengths = 256...(FuzzyScoring.optimalCellLimit / 2)
    /// Where each indexed label's table starts in `storage`.
    private(set) var tables: [Int: Int] = [:]
    /// The tables, one after the other.
    private(set) var storage: [UInt32] = []

    /// The bytes the index holds.
    var byteCount: Int { storage.count * MemoryLayout<UInt32>.stride }

    /// Adds the table of a label of `length` characters from its places with a bonus, each
    /// `bitIndex << 32 | offset`, in ascending order of offsets.
    mutating func add(label: Int, length: Int, places: UnsafeBufferPointer<UInt64>) {
        let start = storage.count
        tables[label] = start
        // The bits, and two words more: 64 bits are read from any character's word.
        let bitWords = (length + 31) / 32 + 2
        storage.append(contentsOf: repeatElement(0, count: 65 + places.count + bitWords))
        storage.withUnsafeMutableBufferPointer { storage in
            let counts = storage.baseAddress! + start  // then where each group starts, then ends
            let bits = counts + 65 + places.count
            for place in places {
                counts[Int(place >> 32) + 1] &+= 1
                let offset = Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
                bits[offset &>> 5] |= 1 &<< UInt32(offset & 31)
            }
            for bit in 1...64 { counts[bit] &+= counts[bit - 1] }
            // Each group's next place, from where it starts.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { next in
                for bit in 0..<64 { next[bit] = counts[bit] }
                let placesStart = start + 65
                for place in places {
                    let bit = Int(place >> 32)
                    storage[placesStart + Int(next[bit])] = UInt32(truncatingIfNeeded: place)
                    next[bit] &+= 1
                }
            }
        }
    }

    /// Runs `body` with a reader of the index, for the length of a search.
    func withReader<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { storage in
            try body(Reader(tables: tables, storage: storage.baseAddress))
        }
    }

    /// The index read in place during a search.
    struct Reader {
        let tables: [Int: Int]
        let storage: UnsafePointer<UInt32>?

        /// A label's table, or `nil` when it has none.
        @inline(__always)
        func table(of label: Int) -> Table? {
            guard let table = tables[label], let storage else { return nil }
            return Table(base: storage + table)
        }

        /// The offsets, ascending, of a label's characters with a bonus whose mask bit index is
        /// `bitIndex`, or `nil` when the label has no table.
        @inline(__always)
        func places(of label: Int, bitIndex: Int) -> UnsafeBufferPointer<UInt32>? {
            table(of: label)?.places(bitIndex: bitIndex)
        }

        /// The 64 bits of `bits` (``Table/bonusBits``) from the character at `offset`: bit i for
        /// the character at `offset + i`.
        @inline(__always)
        static func columns(_ bits: UnsafePointer<UInt32>, from offset: Int) -> UInt64 {
            let word = UnsafeRawPointer(bits + (offset &>> 5))
            let shift = UInt64(offset & 31)
            let low = word.loadUnaligned(as: UInt64.self) &>> shift
            let high = UInt64(word.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            return shift == 0 ? low : low | high &<< (64 &- shift)
        }
    }

    /// One label's table, read in place.
    struct Table {
        let base: UnsafePointer<UInt32>

        /// The offsets, ascending, of the characters with a bonus whose mask bit index is `bitIndex`.
        @inline(__always)
        func places(bitIndex: Int) -> UnsafeBufferPointer<UInt32> {
            let first = Int(base[bitIndex])
            return UnsafeBufferPointer(start: base + 65 + first, count: Int(base[bitIndex + 1]) - first)
        }

        /// A bit per character, set where it has a bonus (readable 64 bits from any character's:
        /// see ``Reader/columns(_:from:)``).
        @inline(__always)
        var bonusBits: UnsafePointer<UInt32> { base + 65 + Int(base[64]) }
    }
}
