/// The labels of a list prepared once for fuzzy search: their UTF-8 bytes in one contiguous buffer,
/// and per label an offset, a 64-bit mask of the characters it contains (to reject labels that lack
/// a query character in one instruction), its length for ranking, and whether it is ASCII.
///
/// Memory: 16 bytes per label beyond the label bytes. Building is O(total bytes).
struct SearchIndex: Sendable {
    /// Every label's UTF-8 bytes, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Where each label starts in `bytes`; one more entry marks the end.
    private(set) var offsets: [UInt32] = [0]
    /// The characters each label contains (see `maskBit(of:)`).
    private(set) var masks: [UInt64] = []
    /// Each label's length in characters without leading and trailing white space (at most
    /// 65,535), in the low 16 bits; bit 31 is set for a label that is all ASCII.
    private(set) var info: [UInt32] = []
    /// The longest label, in bytes.
    private(set) var maximumLength = 0

    static let asciiFlag: UInt32 = 1 << 31

    /// Indexes labels. O(total bytes).
    init(labels: [String]) {
        let total = labels.reduce(0) { $0 + $1.utf8.count }
        bytes.reserveCapacity(total)
        offsets.reserveCapacity(labels.count + 1)
        masks.reserveCapacity(labels.count)
        info.reserveCapacity(labels.count)
        for var label in labels {
            var mask: UInt64 = 0
            var isASCII = true
            var length = 0
            label.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                for byte in utf8 {
                    if byte < 0x80 { mask |= Self.asciiMaskBits[Int(byte)] } else { isASCII = false }
                }
                if isASCII { length = Self.trimmedLength(ofASCII: utf8) }
            }
            if !isASCII {
                for scalar in label.unicodeScalars where !scalar.isASCII {
                    mask |= Self.maskBit(of: TextFolding.folded(scalar)) | Self.nonASCIIBit
                }
                length = Self.trimmedLength(of: label.unicodeScalars)
            }
            masks.append(mask)
            info.append(UInt32(min(length, 0xFFFF)) | (isASCII ? Self.asciiFlag : 0))
            maximumLength = max(maximumLength, bytes.count - Int(offsets[offsets.count - 1]))
            offsets.append(UInt32(bytes.count))
        }
        bytes.append(contentsOf: repeatElement(0, count: 8))  // lets scans read eight bytes at a time
    }

    /// The number of labels.
    var count: Int { masks.count }

    /// The bytes the index adds beyond the labels' own bytes.
    var overheadBytes: Int {
        offsets.count * MemoryLayout<UInt32>.stride + masks.count * MemoryLayout<UInt64>.stride
            + info.count * MemoryLayout<UInt32>.stride
    }

    /// Runs `body` with direct access to the index, for the length of a search.
    func withReader<Result>(_ body: (IndexReader) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            offsets.withUnsafeBufferPointer { offsets in
                masks.withUnsafeBufferPointer { masks in
                    info.withUnsafeBufferPointer { info in
                        FuzzyScoring.asciiClasses.withUnsafeBufferPointer { classes in
                            FuzzyScoring.asciiLowercase.withUnsafeBufferPointer { lowercase in
                                FuzzyScoring.asciiIdentity.withUnsafeBufferPointer { identity in
                                    body(
                                        IndexReader(
                                            bytes: bytes, offsets: offsets, masks: masks, info: info,
                                            classes: classes.baseAddress!, lowercase: lowercase.baseAddress!,
                                            identity: identity.baseAddress!))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: Masks

    /// Bit 63 marks a non-ASCII character (the folded letter's bit is set too).
    static let nonASCIIBit: UInt64 = 1 << 63

    /// The mask bit of a folded character: a–z are bits 0–25, digits 26–35, other ASCII 36–62,
    /// anything else bit 63.
    static func maskBit(of scalar: Unicode.Scalar) -> UInt64 {
        scalar.isASCII ? asciiMaskBits[Int(scalar.value)] : nonASCIIBit
    }

    /// The mask bit of each ASCII byte, upper case folded onto lower case.
    static let asciiMaskBits: [UInt64] = (0..<128).map { value -> UInt64 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 1 << UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1 << UInt64(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 1 << UInt64(26 + byte - UInt8(ascii: "0"))
        default: return 1 << UInt64(36 + Int(byte) % 27)
        }
    }

    // MARK: Lengths

    private static func isWhitespaceASCII(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func trimmedLength(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        var end = bytes.count
        while start < end && isWhitespaceASCII(bytes[start]) { start += 1 }
        while end > start && isWhitespaceASCII(bytes[end - 1]) { end -= 1 }
        return end - start
    }

    private static func trimmedLength(of scalars: String.UnicodeScalarView) -> Int {
        let characters = Array(scalars)
        var start = 0
        var end = characters.count
        while start < end && characters[start].properties.isWhitespace { start += 1 }
        while end > start && characters[end - 1].properties.isWhitespace { end -= 1 }
        return end - start
    }
}

/// The index's storage, read in place during a search.
struct IndexReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<UInt32>
    let masks: UnsafeBufferPointer<UInt64>
    let info: UnsafeBufferPointer<UInt32>
    let classes: UnsafePointer<UInt8>
    let lowercase: UnsafePointer<UInt8>
    let identity: UnsafePointer<UInt8>

    var count: Int { masks.count }

    /// The score of one term in one label, or `nil` when it does not match: ASCII labels are read in
    /// place; others are decoded and folded into the buffers first.
    @inline(__always)
    func score(
        _ label: Int, term: PreparedTerm, buffers: ScoringBuffers,
        positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int16? {
        let start = Int(offsets[label])
        let length = Int(offsets[label &+ 1]) &- start
        if info[label] & SearchIndex.asciiFlag != 0 {
            guard term.isASCII else { return nil }
            let text = ASCIIText(
                bytes: bytes.baseAddress! + start, count: length,
                fold: term.isCaseSensitive ? identity : lowercase, classes: classes)
            return FuzzyScoring.score(text, term: term.characters, buffers: buffers, positions: positions)
        }
        let text = decode(start: start, length: length, term: term, buffers: buffers)
        return FuzzyScoring.score(text, term: term.characters, buffers: buffers, positions: positions)
    }

    /// The total score of every term of a query in one label (every term must match), or `nil`.
    @inline(__always)
    func score(_ label: Int, terms: [PreparedTerm], buffers: ScoringBuffers) -> Int32? {
        var total: Int32 = 0
        for term in terms {
            guard let score = score(label, term: term, buffers: buffers) else { return nil }
            total += Int32(score)
        }
        return total
    }

    /// Decodes a non-ASCII label into the workspace, folding it as the term asks (invalid bytes are
    /// skipped).
    private func decode(start: Int, length: Int, term: PreparedTerm, buffers: ScoringBuffers) -> DecodedText {
        var count = 0
        var iterator = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]).makeIterator()
        var decoder = Unicode.UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let characterClass = FuzzyScoring.characterClass(of: scalar)
                var folded = scalar
                if !term.isCaseSensitive && characterClass == .upper { folded = TextFolding.lowercased(folded) }
                if term.normalizes { folded = TextFolding.removingDiacritic(folded) }
                buffers.characters[count] = folded.value
                buffers.classes[count] = characterClass.rawValue
                count += 1
            case .emptyInput: break decoding
            case .error: continue
            }
        }
        return DecodedText(characters: buffers.characters, classes: buffers.classes, count: count)
    }
}

/// A query term with its characters in place, for the length of a search.
struct PreparedTerm {
    let characters: UnsafeBufferPointer<UInt32>
    let isCaseSensitive: Bool
    let normalizes: Bool
    let isASCII: Bool

    /// Runs `body` with the terms of a query prepared.
    static func with<Result>(_ terms: [FuzzyQuery.Term], _ body: ([PreparedTerm]) -> Result) -> Result {
        let storage = terms.map { term -> UnsafeMutableBufferPointer<UInt32> in
            let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(1, term.characters.count))
            _ = buffer.initialize(from: term.characters)
            return buffer
        }
        defer { storage.forEach { $0.deallocate() } }
        let prepared = zip(terms, storage).map { term, buffer in
            PreparedTerm(
                characters: UnsafeBufferPointer(rebasing: buffer[0..<term.characters.count]),
                isCaseSensitive: term.isCaseSensitive, normalizes: term.normalizes, isASCII: term.isASCII)
        }
        return body(prepared)
    }
}
