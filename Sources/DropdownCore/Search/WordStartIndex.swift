/// Where each long label's characters have a bonus (a word start, a hump, a delimiter), grouped by
/// the characters' mask bits: the places a high-scoring alignment of a term can start, found without
/// reading the label (see ``ReachTest/mayReach(_:threshold:boundaryMask:from:bonus:)``).
///
/// Only labels of ``minimumLength`` characters or more have one, made with their bound masks by
/// ``SearchIndex/prepareBounds()``. A label's table is 65 offsets (where each of the 64 groups
/// starts among its places, and where the last ends), then its places, in ascending order within
/// each group: four bytes per place with a bonus, and 260 per label.
struct WordStartIndex: Sendable {
    /// Labels at least this long are indexed.
    static let minimumLength = 256
    /// Where each indexed label's table starts in `storage`.
    private(set) var tables: [Int: Int] = [:]
    /// The tables, one after the other.
    private(set) var storage: [UInt32] = []

    /// The bytes the index holds.
    var byteCount: Int { storage.count * MemoryLayout<UInt32>.stride }

    /// Adds a label's table from its places with a bonus, each `bitIndex << 32 | offset` (in any
    /// order of offsets within a mask bit, ascending as they come).
    mutating func add(label: Int, places: [UInt64]) {
        let start = storage.count
        tables[label] = start
        var counts = [UInt32](repeating: 0, count: 65)
        for place in places { counts[Int(place >> 32) + 1] += 1 }
        for bit in 1...64 { counts[bit] += counts[bit - 1] }
        storage.append(contentsOf: counts)
        storage.append(contentsOf: repeatElement(0, count: places.count))
        storage.withUnsafeMutableBufferPointer { storage in
            let placesStart = start + 65
            for place in places {
                let bit = Int(place >> 32)
                storage[placesStart + Int(counts[bit])] = UInt32(truncatingIfNeeded: place)
                counts[bit] += 1
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
