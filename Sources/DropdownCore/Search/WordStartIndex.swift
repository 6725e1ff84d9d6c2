/// Where each long label's characters have a bonus (a word start, a hump, a delimiter), grouped by
/// the characters' mask bits: the places a high-scoring alignment of a term can start, found without
/// reading the label (see ``ReachTest/mayReach(_:threshold:boundaryMask:from:bonus:)``).
///
/// Only labels of ``lengths`` have one, made with their bound masks when they are appended to the
/// ``SearchIndex``. A label's table is 65 offsets (where each of the 64 groups
/// starts among its places, and where the last ends), then its places, in ascending order within
/// each group: four bytes per place with a bonus, and 260 per label.
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

    /// Adds a label's table from its places with a bonus, each `bitIndex << 32 | offset`, in
    /// ascending order of offsets.
    mutating func add(label: Int, places: UnsafeBufferPointer<UInt64>) {
        let start = storage.count
        tables[label] = start
        storage.append(contentsOf: repeatElement(0, count: 65 + places.count))
        storage.withUnsafeMutableBufferPointer { storage in
            let counts = storage.baseAddress! + start  // then where each group starts, then ends
            for place in places { counts[Int(place >> 32) + 1] &+= 1 }
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

        /// The offsets, ascending, of a label's characters with a bonus whose mask bit index is
        /// `bitIndex`, or `nil` when the label has no table.
        @inline(__always)
        func places(of label: Int, bitIndex: Int) -> UnsafeBufferPointer<UInt32>? {
            guard let table = tables[label], let storage else { return nil }
            let first = Int(storage[table + bitIndex])
            let end = Int(storage[table + bitIndex + 1])
            return UnsafeBufferPointer(start: storage + table + 65 + first, count: end - first)
        }
    }
}
