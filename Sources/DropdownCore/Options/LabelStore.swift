/// Labels kept as one contiguous run of UTF-8 with where each ends, instead of one `String` each:
/// a million short labels cost their bytes and eight bytes each, not a 16-byte string (and for
/// labels over 15 bytes, a heap object) each.
///
/// Labels are valid UTF-8 (they come from `String`s), so reading one back gives the same string.
@usableFromInline
struct LabelStore: Sendable {
    /// The labels' UTF-8, one after the other.
    private var bytes: [UInt8] = []
    /// Where each label ends in `bytes` (label i starts where label i - 1 ends).
    private var ends: [Int] = []

    @usableFromInline init() {}

    /// Labels from their UTF-8, one after the other (each valid UTF-8), and where each ends. O(1):
    /// the arrays are shared, not copied.
    init(utf8 bytes: [UInt8], ends: [Int]) {
        self.bytes = bytes
        self.ends = ends
    }

    /// The number of labels.
    @usableFromInline var count: Int { ends.count }

    /// The bytes the labels take, their characters and where each ends.
    var storageBytes: Int { bytes.count + ends.count * MemoryLayout<Int>.stride }

    /// The range of a label's bytes.
    @inline(__always)
    private func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// A label, as the string it was. O(its length).
    @usableFromInline
    subscript(index: Int) -> String {
        LabelDecodeCounter.labelDecoded()
        let range = range(of: index)
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }

    /// Runs `body` with a label's UTF-8, in place.
    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = range(of: index)
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Adds a label after the others. Amortized O(its length).
    @usableFromInline
    mutating func append(_ label: String) {
        var label = label
        label.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }

    /// Adds labels after the others. O(their length).
    mutating func append(contentsOf other: LabelStore) {
        let base = bytes.count
        bytes.append(contentsOf: other.bytes)
        ends.append(contentsOf: other.ends.lazy.map { $0 + base })
    }

    /// Makes room for `count` more labels.
    @usableFromInline
    mutating func reserveCapacity(_ count: Int) {
        ends.reserveCapacity(ends.count + count)
    }

    /// The labels from `first` on, as strings. O(their length).
    func strings(from first: Int) -> [String] {
        (first..<count).map { self[$0] }
    }
}
