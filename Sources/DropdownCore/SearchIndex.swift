/// The labels of a list prepared once for search, and appendable.
///
/// ASCII labels are kept as their bytes, one after the other; other labels as their Unicode
/// scalars, each twice: as it is (with its class in the high bits) and folded the way most queries
/// compare it (lowered if upper case, then reduced to its Latin base letter). Per label: where it
/// starts, its length, its trimmed length for ranking, flags, and a 64-bit mask of the characters it
/// contains, so that one instruction rejects most labels that lack a query character.
///
/// Memory: 24 bytes per label, plus one byte per ASCII character or eight per other character.
/// Building and appending are O(characters).
struct SearchIndex: Sendable {
    /// The ASCII labels' bytes, followed by eight zero bytes so that scans can read eight at a time.
    private(set) var bytes: [UInt8] = Array(repeating: 0, count: 8)
    /// Per non-ASCII character: the scalar (bits 0–20) and its class (bits 24–26).
    private(set) var scalars: [UInt32] = []
    /// Per non-ASCII character: lowered when upper case, then folded to its base letter.
    private(set) var folded: [UInt32] = []
    /// Where each label starts, in `bytes` (ASCII) or in `scalars`.
    private(set) var starts: [Int] = []
    /// Each label's length in characters.
    private(set) var lengths: [UInt32] = []
    /// The mask of each label's characters (``SearchCharacters/maskBit(_:)``).
    private(set) var masks: [UInt64] = []
    /// Each label's length without white space at its ends (at most 65,535, as fzf counts it), in the
    /// low 16 bits, and the flags below.
    private(set) var info: [UInt32] = []
    /// The longest label, in characters.
    private(set) var maximumLength = 0

    /// The label is ASCII (kept in `bytes`).
    static let asciiFlag: UInt32 = 1 << 31
    /// The label has a character that is not upper case but lowers to another one (a title-case
    /// letter, a Roman numeral, a circled letter): fzf's "v2" keeps it, other algorithms lower it.
    static let loweringFlag: UInt32 = 1 << 30

    init() {}

    /// Indexes labels. O(total characters).
    init(labels: some Sequence<String>) {
        append(contentsOf: labels)
    }

    /// The number of labels.
    var count: Int { masks.count }

    /// The bytes the index adds per label beyond the characters themselves.
    static let overheadPerLabel = MemoryLayout<Int>.stride + 2 * MemoryLayout<UInt32>.stride + MemoryLayout<UInt64>.stride

    /// The bytes the index adds beyond the labels' characters.
    var overheadBytes: Int { count * Self.overheadPerLabel }

    /// Adds labels after the others; their indices continue from `count`. O(their characters).
    mutating func append(contentsOf labels: some Sequence<String>) {
        bytes.removeLast(8)
        for var label in labels {
            label.withUTF8 { utf8 in
                if Self.isASCII(utf8) { appendASCII(utf8) } else { appendUnicode(utf8) }
            }
        }
        bytes.append(contentsOf: repeatElement(0, count: 8))
    }

    /// Whether every byte is below 0x80, eight bytes at a time.
    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= utf8.count {
            high |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            offset += 8
        }
        while offset < utf8.count {
            high |= UInt64(base[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private mutating func appendASCII(_ utf8: UnsafeBufferPointer<UInt8>) {
        var mask: UInt64 = 0
        SearchCharacters.asciiMaskBits.withUnsafeBufferPointer { bits in
            for byte in utf8 { mask |= bits[Int(byte)] }
        }
        var start = 0
        var end = utf8.count
        while start < end && FuzzyScoring.asciiClasses[Int(utf8[start])] == 0 { start += 1 }
        while end > start && FuzzyScoring.asciiClasses[Int(utf8[end - 1])] == 0 { end -= 1 }
        record(start: bytes.count, length: utf8.count, mask: mask, trimmed: end - start, flags: Self.asciiFlag)
        bytes.append(contentsOf: utf8)
    }

    private mutating func appendUnicode(_ utf8: UnsafeBufferPointer<UInt8>) {
        let start = scalars.count
        var mask: UInt64 = 0
        var flags: UInt32 = 0
        var firstWord = -1  // the first and last characters that are not white space
        var lastWord = -1
        var decoder = Unicode.UTF8()
        var iterator = utf8.makeIterator()
        decoding: while true {
            let scalar: UInt32
            switch decoder.decode(&iterator) {
            case .scalarValue(let value): scalar = value.value
            case .emptyInput: break decoding
            case .error: scalar = 0xFFFD  // a String's UTF-8 is valid; kept for safety
            }
            let characterClass = SearchCharacters.characterClass(scalar)
            let lower = SearchCharacters.lowercased(scalar)
            let isUpper = characterClass == FuzzyScoring.CharacterClass.upper.rawValue
            if !isUpper && lower != scalar { flags |= Self.loweringFlag }
            if characterClass != FuzzyScoring.CharacterClass.whitespace.rawValue {
                lastWord = scalars.count - start
                if firstWord < 0 { firstWord = lastWord }
            }
            scalars.append(scalar | UInt32(characterClass) << 24)
            folded.append(SearchCharacters.baseLetter(isUpper ? lower : scalar))
            mask |= SearchCharacters.maskBit(scalar)
        }
        let trimmed = firstWord < 0 ? 0 : lastWord - firstWord + 1
        record(start: start, length: scalars.count - start, mask: mask, trimmed: trimmed, flags: flags)
    }

    private mutating func record(start: Int, length: Int, mask: UInt64, trimmed: Int, flags: UInt32) {
        starts.append(start)
        lengths.append(UInt32(clamping: length))
        masks.append(mask)
        info.append(UInt32(min(trimmed, 0xFFFF)) | flags)
        maximumLength = max(maximumLength, length)
    }

    /// Runs `body` with direct access to the index, for the length of a search.
    func withReader<Result>(_ body: (IndexReader) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try scalars.withUnsafeBufferPointer { scalars in
                try folded.withUnsafeBufferPointer { folded in
                    try starts.withUnsafeBufferPointer { starts in
                        try lengths.withUnsafeBufferPointer { lengths in
                            try masks.withUnsafeBufferPointer { masks in
                                try info.withUnsafeBufferPointer { info in
                                    try body(
                                        IndexReader(
                                            bytes: bytes.baseAddress!, scalars: scalars.baseAddress,
                                            folded: folded.baseAddress, starts: starts.baseAddress,
                                            lengths: lengths.baseAddress, masks: masks.baseAddress,
                                            info: info.baseAddress, count: masks.count))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The index's storage, read in place during a search.
struct IndexReader {
    let bytes: UnsafePointer<UInt8>
    let scalars: UnsafePointer<UInt32>?
    let folded: UnsafePointer<UInt32>?
    let starts: UnsafePointer<Int>?
    let lengths: UnsafePointer<UInt32>?
    let masks: UnsafePointer<UInt64>?
    let info: UnsafePointer<UInt32>?
    let count: Int

    @inline(__always) func isASCII(_ label: Int) -> Bool { info![label] & SearchIndex.asciiFlag != 0 }
    @inline(__always) func length(_ label: Int) -> Int { Int(lengths![label]) }
    @inline(__always) func trimmedLength(_ label: Int) -> UInt32 { info![label] & 0xFFFF }
    @inline(__always) func mask(_ label: Int) -> UInt64 { masks![label] }

    /// An ASCII label's bytes.
    @inline(__always) func asciiBytes(_ label: Int) -> UnsafePointer<UInt8> { bytes + starts![label] }
}
