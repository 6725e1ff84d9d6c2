/// The labels of a list prepared once for search, and appendable.
///
/// ASCII labels are kept as their bytes, one after the other; other labels as their Unicode
/// scalars, each twice: as it is (with its class in the high bits) and folded the way most queries
/// compare it (lowered if upper case, then reduced to its Latin base letter). Per label: where it
/// starts, its length and flags (packed in one word), and three masks that bound what a query can
/// find without reading the label: the characters it contains (one instruction rejects most labels
/// that lack a query character), those it has where a bonus is (a word start, a hump), and the pairs
/// of characters that start there.
///
/// Memory: 32 bytes per label, plus one byte per character of an ASCII label, or nine per character
/// of another.
/// Building and appending are O(characters).
struct SearchIndex: Sendable {
    /// The ASCII labels' bytes, followed by eight zero bytes so that scans can read eight at a time.
    private(set) var bytes: [UInt8] = Array(repeating: 0, count: 8)
    /// Per non-ASCII character: the scalar (bits 0–20) and its class (bits 24–26).
    private(set) var scalars: [UInt32] = []
    /// Per non-ASCII character: lowered when upper case, then folded to its base letter.
    private(set) var folded: [UInt32] = []
    /// The same as one byte: the folded character when it is ASCII, else 0x80; followed by eight
    /// bytes of padding, so that scans can read eight at a time.
    private(set) var foldedBytes: [UInt8] = Array(repeating: 0, count: 8)
    /// Per label: where it starts, in `bytes` (ASCII) or in `scalars` (bits 0–35), its flags (36–39)
    /// and its length in characters (40–63; all ones: see `longLengths`).
    private(set) var locations: [UInt64] = []
    /// The lengths of labels of 16,777,215 characters or more, by label.
    private(set) var longLengths: [Int: Int] = [:]
    /// The mask of each label's characters (``SearchCharacters/maskBit(_:)``).
    private(set) var masks: [UInt64] = []
    /// The mask of the characters each label has at a place with a bonus (a word start, a hump).
    private(set) var boundaryMasks: [UInt64] = []
    /// The pairs of characters (``pairBit(_:_:)``) whose first has a bonus, per label.
    private(set) var boundaryPairs: [UInt64] = []
    /// The longest label, in characters.
    private(set) var maximumLength = 0

    /// The label is ASCII (kept in `bytes`).
    static let asciiFlag: UInt8 = 1
    /// The label has a character that is not upper case but lowers to another one (a title-case
    /// letter, a Roman numeral, a circled letter): fzf's "v2" keeps it, other algorithms lower it.
    static let loweringFlag: UInt8 = 2
    /// The label has white space (else its trimmed length is its length, and only its first
    /// character can have the bonus of a word after white space).
    static let whitespaceFlag: UInt8 = 4
    static let lengthShift: UInt64 = 40
    static let longLength = 0xFF_FFFF

    init() {}

    /// Indexes labels. O(total characters).
    init(labels: some Sequence<String>) {
        append(contentsOf: labels)
    }

    /// The number of labels.
    var count: Int { masks.count }

    /// The bytes the index adds per label beyond the characters themselves.
    static let overheadPerLabel = 4 * MemoryLayout<UInt64>.stride

    /// The bytes the index adds beyond the labels' characters.
    var overheadBytes: Int { count * Self.overheadPerLabel }

    /// The bit of a pair of characters, by their mask bits' indices.
    @inline(__always)
    static func pairBit(_ first: Int, _ second: Int) -> UInt64 { 1 << UInt64((first &* 7 &+ second) & 63) }

    /// Adds labels after the others; their indices continue from `count`. O(their characters).
    mutating func append(contentsOf labels: some Sequence<String>) {
        bytes.removeLast(8)
        foldedBytes.removeLast(8)
        for var label in labels {
            label.withUTF8 { utf8 in
                if Self.isASCII(utf8) { appendASCII(utf8) } else { appendUnicode(utf8) }
            }
        }
        bytes.append(contentsOf: repeatElement(0, count: 8))
        foldedBytes.append(contentsOf: repeatElement(0, count: 8))
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
        var boundaryMask: UInt64 = 0
        var pairs: UInt64 = 0
        var hasWhitespace = false
        SearchCharacters.asciiMaskBits.withUnsafeBufferPointer { bits in
            Self.asciiBonusBits.withUnsafeBufferPointer { bonusBits in
                var previousClass = Int(FuzzyScoring.CharacterClass.whitespace.rawValue)
                var previousBitIndex = -1  // of the previous character when it has a bonus
                var whitespace = false
                for byte in utf8 {
                    let bit = bits[Int(byte)]
                    mask |= bit
                    let bitIndex = bit.trailingZeroBitCount
                    if previousBitIndex >= 0 { pairs |= Self.pairBit(previousBitIndex, bitIndex) }
                    let bonusBits = bonusBits[previousClass &<< 7 | Int(byte)]
                    boundaryMask |= bit & bonusBits
                    previousBitIndex = bonusBits != 0 ? bitIndex : -1
                    previousClass = Int(FuzzyScoring.asciiClasses[Int(byte)])
                    whitespace = whitespace || previousClass == 0
                }
                hasWhitespace = whitespace
            }
        }
        record(
            start: bytes.count, length: utf8.count, masks: (mask, boundaryMask, pairs),
            flags: Self.asciiFlag | (hasWhitespace ? Self.whitespaceFlag : 0))
        bytes.append(contentsOf: utf8)
    }

    private mutating func appendUnicode(_ utf8: UnsafeBufferPointer<UInt8>) {
        let start = scalars.count
        var mask: UInt64 = 0
        var boundaryMask: UInt64 = 0
        var pairs: UInt64 = 0
        var previousClass = FuzzyScoring.CharacterClass.whitespace.rawValue
        var previousBitIndex = -1
        var flags: UInt8 = 0
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
            if characterClass == FuzzyScoring.CharacterClass.whitespace.rawValue { flags |= Self.whitespaceFlag }
            scalars.append(scalar | UInt32(characterClass) << 24)
            let foldedScalar = SearchCharacters.baseLetter(isUpper ? lower : scalar)
            folded.append(foldedScalar)
            foldedBytes.append(foldedScalar < 0x80 ? UInt8(foldedScalar) : 0x80)
            let bit = SearchCharacters.maskBit(scalar)
            let bitIndex = bit.trailingZeroBitCount
            mask |= bit
            if previousBitIndex >= 0 { pairs |= Self.pairBit(previousBitIndex, bitIndex) }
            let hasBonus = FuzzyScoring.bonusTable[Int(previousClass) &* 7 &+ Int(characterClass)] > 0
            if hasBonus { boundaryMask |= bit }
            previousBitIndex = hasBonus ? bitIndex : -1
            previousClass = characterClass
        }
        record(start: start, length: scalars.count - start, masks: (mask, boundaryMask, pairs), flags: flags)
    }

    private mutating func record(start: Int, length: Int, masks labelMasks: (UInt64, UInt64, UInt64), flags: UInt8) {
        if length >= Self.longLength { longLengths[count] = length }
        locations.append(UInt64(start) | UInt64(flags) << 36 | UInt64(min(length, Self.longLength)) << Self.lengthShift)
        masks.append(labelMasks.0)
        boundaryMasks.append(labelMasks.1)
        boundaryPairs.append(labelMasks.2)
        maximumLength = max(maximumLength, length)
    }

    /// How often each character occurs (folded: lower case, base letters) in a sample of the
    /// labels' first 8,192 characters of each kind: which term character is rarest.
    func sampleCounts(of characters: [UInt32]) -> [Int] {
        var counts = [Int](repeating: 0, count: characters.count)
        for byte in bytes.prefix(8_192) {
            let folded = UInt32(FuzzyScoring.asciiLowercase[Int(byte & 0x7F)])
            for (index, character) in characters.enumerated() where character == folded { counts[index] += 1 }
        }
        for character in folded.prefix(8_192) {
            for (index, wanted) in characters.enumerated() where wanted == character { counts[index] += 1 }
        }
        return counts
    }

    /// For a class and an ASCII byte (`class << 7 | byte`): all ones when the byte after a character
    /// of that class has a bonus.
    private static let asciiBonusBits: [UInt64] = (0..<(7 << 7)).map { key in
        let bonus = FuzzyScoring.bonusTable[(key >> 7) * 7 + Int(FuzzyScoring.asciiClasses[key & 127])]
        return bonus > 0 ? ~0 : 0
    }

    /// Runs `body` with direct access to the index, for the length of a search.
    func withReader<Result>(_ body: (IndexReader) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try scalars.withUnsafeBufferPointer { scalars in
              try foldedBytes.withUnsafeBufferPointer { foldedBytes in
                try folded.withUnsafeBufferPointer { folded in
                    try locations.withUnsafeBufferPointer { locations in
                        try masks.withUnsafeBufferPointer { masks in
                            try boundaryMasks.withUnsafeBufferPointer { boundaryMasks in
                                try boundaryPairs.withUnsafeBufferPointer { boundaryPairs in
                                    try body(
                                        IndexReader(
                                            bytes: bytes.baseAddress!, scalars: scalars.baseAddress,
                                            folded: folded.baseAddress, foldedBytes: foldedBytes.baseAddress!,
                                            locations: locations.baseAddress,
                                            masks: masks.baseAddress, boundaryMasks: boundaryMasks.baseAddress,
                                            boundaryPairs: boundaryPairs.baseAddress, longLengths: longLengths,
                                            count: masks.count))
                                }
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
    let foldedBytes: UnsafePointer<UInt8>
    let locations: UnsafePointer<UInt64>?
    let masks: UnsafePointer<UInt64>?
    let boundaryMasks: UnsafePointer<UInt64>?
    let boundaryPairs: UnsafePointer<UInt64>?
    let longLengths: [Int: Int]
    let count: Int

    @inline(__always) func start(_ label: Int) -> Int { Int(truncatingIfNeeded: locations![label] & 0xF_FFFF_FFFF) }
    @inline(__always) func flags(_ label: Int) -> UInt8 { UInt8(truncatingIfNeeded: locations![label] >> 36) & 0xF }
    @inline(__always) func isASCII(_ label: Int) -> Bool { flags(label) & SearchIndex.asciiFlag != 0 }
    @inline(__always) func mask(_ label: Int) -> UInt64 { masks![label] }
    @inline(__always) func boundaryMask(_ label: Int) -> UInt64 { boundaryMasks![label] }
    @inline(__always) func boundaryPairs(_ label: Int) -> UInt64 { boundaryPairs![label] }

    /// A label's length in characters.
    @inline(__always) func length(_ label: Int) -> Int {
        let length = Int(truncatingIfNeeded: locations![label] >> SearchIndex.lengthShift)
        return length == SearchIndex.longLength ? longLengths[label]! : length
    }

    /// A label's length without white space at its ends, at most 65,535 (as fzf counts it for
    /// ranking). O(1), unless the label has white space.
    @inline(__always) func trimmedLength(_ label: Int) -> UInt32 {
        let count = length(label)
        guard flags(label) & SearchIndex.whitespaceFlag != 0 else { return UInt32(min(count, 0xFFFF)) }
        let white = FuzzyScoring.CharacterClass.whitespace.rawValue
        let characterClass: (Int) -> UInt8
        if isASCII(label) {
            let bytes = asciiBytes(label)
            characterClass = { FuzzyScoring.asciiClasses[Int(bytes[$0])] }
        } else {
            let scalars = scalars! + start(label)
            characterClass = { UInt8(truncatingIfNeeded: scalars[$0] >> 24) }
        }
        var first = 0
        var end = count
        while first < end && characterClass(first) == white { first += 1 }
        while end > first && characterClass(end - 1) == white { end -= 1 }
        return UInt32(min(end - first, 0xFFFF))
    }

    /// The mask bit index of a label's first character (-1 for an empty label).
    @inline(__always) func firstCharacterBitIndex(_ label: Int) -> Int {
        guard length(label) > 0 else { return -1 }
        if isASCII(label) { return SearchCharacters.asciiMaskBits[Int(asciiBytes(label)[0])].trailingZeroBitCount }
        return SearchCharacters.maskBit(scalars![start(label)] & 0x1F_FFFF).trailingZeroBitCount
    }

    /// An ASCII label's bytes.
    @inline(__always) func asciiBytes(_ label: Int) -> UnsafePointer<UInt8> { bytes + start(label) }
}
