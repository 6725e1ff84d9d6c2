/// What the word start bounds of a term showed about each long label, kept for the same term typed
/// further (``AlignmentFrontiers`` holds it, and drops it with the rows when the term changes
/// otherwise): the places whose windows could still reach the lowest threshold they decide, each
/// with its window's bound. A letter typed then reads those places only, and bounds a label that
/// has none without reading it.
///
/// ## What is kept
///
/// When a search computes a long label's word start bound for a term P of m0 ≥ 2 characters
/// (``ReachTest/startBound(_:boundaryMask:from:bonus:recording:)``: every place with a bonus of P's
/// first character, each window read for L(m0), the lowest threshold the places decide), the
/// places whose window bound β (the run bound, or the dynamic program's best when it ran) is at
/// least L(m0), each with its β. A bound that stopped early (a window reached the maximum) keeps
/// nothing.
///
/// ## Why it bounds the term typed further
///
/// Let Q be P followed by k ≥ 0 more characters (m = m0 + k), and T ≥ L(m) a threshold. A label's
/// score for Q reaches T only with a full alignment A of Q that starts at a place p of Q's first
/// character with a bonus, inside the window read for T at p (see ``ReachTest``'s word start
/// test). The first m0 characters of A are an alignment A' of P that starts at p, and:
///
/// - A' scores at least T - 26k: an alignment's score is the sum of its characters' scores, each
///   set by the characters before it, and a character after the first adds at most 26 (16 and a
///   bonus of at most 10). The maximum of m characters is the maximum of m0 plus 26k, and L is
///   the maximum less 19 at every length, so T - 26k ≥ L(m) - 26k = L(m0).
/// - A' lies in the window read for L(m0) at p: A spans at most m + (max(m) - T) - λQ characters,
///   where λQ is what its first character's bonus and the characters after it that cannot have a
///   bonus in this label lose; λQ ≥ λP, since those characters of P are the first of Q's. A' ends
///   k characters or more before A does, so it spans at most m0 + (max(m0) - (T - 26k)) - λP
///   characters: inside the window for the threshold T - 26k, which lies inside the one for
///   L(m0) ≤ T - 26k.
///
/// So P's window bound at p is at least A's score less 26k, at least L(m0): p was kept, with
/// β ≥ T - 26k. Hence, for Q:
///
/// - only the kept places with β + 26k ≥ T can start an alignment that reaches T, so the word start
///   test and bound for Q read those alone (and keep, for Q, those of them whose bound reaches
///   L(m), as if they had read every place);
/// - the label scores at most the larger of L(m) - 1 and the highest β + 26k: a score s ≥ L(m)
///   has a kept place with β ≥ s - 26k. A label without a kept place scores below L(m), unread.
struct WordStartMemo {
    /// A label's kept places: the length of the term they were kept for, where they are in
    /// `storage`, and the highest bound among them.
    private struct Record {
        var length: Int32
        var start: Int32
        var count: Int32
        var best: Int32
    }

    private var records: [Int32: Record] = [:]
    /// Each kept place: its offset (high 32 bits) and its window's bound (low 32 bits, signed).
    private var storage: [UInt64] = []
    /// The entries of `storage` that a record still refers to.
    private var liveCount = 0

    /// At most this many places are kept (8 bytes each): beyond, every record is dropped.
    static let placeLimit = 1 << 20

    /// A place and its window's bound as one entry of a record.
    @inline(__always)
    static func entry(place: Int, bound: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: place) << 32 | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: bound)))
    }

    /// Whether no label has places kept.
    var isEmpty: Bool { records.isEmpty }

    /// Keeps only the records of terms of at most `length` characters (those the next term starts
    /// with).
    mutating func keep(upTo length: Int) {
        guard length > 0 else {
            removeAll()
            return
        }
        let limit = Int32(truncatingIfNeeded: length)
        records = records.filter { $0.value.length <= limit }
        liveCount = records.values.reduce(0) { $0 + Int($1.count) }
    }

    mutating func removeAll() {
        records.removeAll()
        storage.removeAll(keepingCapacity: true)
        liveCount = 0
    }

    /// The bound of a label's score for the term's first `length` characters from its kept places
    /// (see the type's description), or `nil` when it has none kept.
    @inline(__always)
    func bound(of label: Int, length: Int) -> Int? {
        guard let record = records[Int32(truncatingIfNeeded: label)] else { return nil }
        let lowest = ReachTest.lowestDecidedThreshold(length: length)
        guard record.count > 0 else { return lowest - 1 }
        return max(lowest - 1, Int(record.best) + SparseAlignment.rowGain * (length - Int(record.length)))
    }

    /// The number of places kept for a label, or `nil` when it has none kept.
    @inline(__always)
    func placeCount(of label: Int) -> Int? {
        records[Int32(truncatingIfNeeded: label)].map { Int($0.count) }
    }

    /// Writes to `places` (room for ``placeCount(of:)``) the places kept for a label whose bound,
    /// carried to the term's first `length` characters, is at least `least`, in ascending order;
    /// returns their number.
    @inline(__always)
    func copyPlaces(of label: Int, length: Int, least: Int, into places: UnsafeMutablePointer<UInt32>) -> Int {
        guard let record = records[Int32(truncatingIfNeeded: label)] else { return 0 }
        let gain = SparseAlignment.rowGain * (length - Int(record.length))
        return storage.withUnsafeBufferPointer { storage in
            var found = 0
            for entry in storage[Int(record.start)..<Int(record.start) + Int(record.count)]
            where Int(Int32(truncatingIfNeeded: entry)) + gain >= least {
                places[found] = UInt32(truncatingIfNeeded: entry >> 32)
                found += 1
            }
            return found
        }
    }

    /// Keeps a label's places for a term of `length` characters (each ``entry(place:bound:)``, in
    /// ascending order of places), in place of what it kept before.
    mutating func record(label: Int, length: Int, entries: UnsafeBufferPointer<UInt64>) {
        let key = Int32(truncatingIfNeeded: label)
        if let old = records[key] { liveCount -= Int(old.count) }
        if liveCount + entries.count > Self.placeLimit { removeAll() }
        if storage.count > 2 * liveCount + 4_096 { compact() }
        var best = Int32.min
        for entry in entries { best = max(best, Int32(truncatingIfNeeded: entry)) }
        records[key] = Record(
            length: Int32(truncatingIfNeeded: length), start: Int32(storage.count), count: Int32(entries.count),
            best: best)
        storage.append(contentsOf: entries)
        liveCount += entries.count
    }

    /// Drops the entries no record refers to.
    private mutating func compact() {
        var kept: [UInt64] = []
        kept.reserveCapacity(liveCount)
        for (key, record) in records {
            let start = Int(record.start)
            var moved = record
            moved.start = Int32(kept.count)
            kept.append(contentsOf: storage[start..<start + Int(record.count)])
            records[key] = moved
        }
        storage = kept
    }
}
