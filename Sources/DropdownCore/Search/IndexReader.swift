/// The index's storage, read in place during a search.
struct IndexReader {
    let bytes: UnsafePointer<UInt8>
    let raw: UnsafePointer<UInt16>?
    let foldedBytes: UnsafePointer<UInt8>
    /// How many characters have their folded bytes (``SearchIndex/prepareFoldedBytes()``): those of
    /// the labels that start before it.
    let foldedCount: Int
    /// ``SearchCharacters/withIndexEntries(needed:_:)``'s table (none when every label is ASCII).
    let entries: UnsafePointer<UInt64>
    let wideCharacters: UnsafePointer<UInt32>?
    let wideStarts: [Int: Int]
    let locations: UnsafePointer<UInt64>?
    let masks: UnsafePointer<UInt64>?
    let boundaryMasks: UnsafePointer<UInt64>?
    let boundaryPairs: UnsafePointer<UInt64>?
    /// The long labels' places with a bonus, by character (for the labels whose bounds are prepared).
    let wordStarts: WordStartIndex.Reader
    let longLengths: [Int: Int]
    let count: Int

    @inline(__always) func start(_ label: Int) -> Int { Int(truncatingIfNeeded: locations![label] & 0xF_FFFF_FFFF) }
    @inline(__always) func flags(_ label: Int) -> UInt8 { UInt8(truncatingIfNeeded: locations![label] >> 36) & 0xF }
    @inline(__always) func isASCII(_ label: Int) -> Bool { flags(label) & SearchIndex.asciiFlag != 0 }
    /// Whether a non-ASCII label has characters beyond the BMP (``wideFolded(_:)``).
    @inline(__always) func isWide(_ label: Int) -> Bool { flags(label) & SearchIndex.wideFlag != 0 }
    @inline(__always) func mask(_ label: Int) -> UInt64 { masks![label] }
    @inline(__always) func boundaryMask(_ label: Int) -> UInt64 { boundaryMasks![label] }
    @inline(__always) func boundaryPairs(_ label: Int) -> UInt64 { boundaryPairs![label] }

    /// A label's length in characters.
    @inline(__always) func length(_ label: Int) -> Int {
        let length = Int(truncatingIfNeeded: locations![label] >> SearchIndex.lengthShift)
        return length == SearchIndex.longLength ? longLengths[label]! : length
    }

    /// A non-ASCII label's characters' low 16 bits (the characters, when it is not wide).
    @inline(__always) func rawCharacters(_ label: Int) -> UnsafePointer<UInt16> { raw! + start(label) }

    /// A wide label's folded words: each character's folded form (bits 0–20) and class (24–26).
    @inline(__always) func wideFolded(_ label: Int) -> UnsafePointer<UInt32> {
        wideCharacters! + wideStarts[label]! + length(label)
    }

    /// The folded word of a character in the BMP (as ``wideFolded(_:)`` has them).
    @inline(__always) func foldedWord(_ character: UInt16) -> UInt32 {
        UInt32(truncatingIfNeeded: entries[Int(character)])
    }

    /// Calls `body` with each folded word of a non-ASCII label, in order.
    @inline(__always) func forEachFoldedWord(_ label: Int, _ body: (UInt32) -> Void) {
        let count = length(label)
        if isWide(label) {
            let words = wideFolded(label)
            for offset in 0..<count { body(words[offset]) }
        } else {
            let raw = rawCharacters(label)
            for offset in 0..<count { body(foldedWord(raw[offset])) }
        }
    }

    /// A non-ASCII label's folded words: in place for a wide label, else made into `buffer` (as long
    /// as the label).
    @inline(__always) func foldedWords(_ label: Int, into buffer: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32>
    {
        if isWide(label) { return wideFolded(label) }
        let raw = rawCharacters(label)
        for offset in 0..<length(label) { buffer[offset] = foldedWord(raw[offset]) }
        return UnsafePointer(buffer)
    }

    /// A label's length without white space at its ends, at most 65,535 (as fzf counts it for
    /// ranking). O(1), unless the label has white space.
    @inline(__always) func trimmedLength(_ label: Int) -> UInt32 {
        let count = length(label)
        guard flags(label) & SearchIndex.whitespaceFlag != 0 else { return UInt32(min(count, 0xFFFF)) }
        let trimmed: Int
        if isASCII(label) {
            let bytes = asciiBytes(label)
            trimmed = Self.trimmedCount(count) { FuzzyScoring.asciiClasses[Int(bytes[$0])] }
        } else if isWide(label) {
            let words = wideFolded(label)
            trimmed = Self.trimmedCount(count) { UInt8(truncatingIfNeeded: words[$0] >> 24) }
        } else {
            let raw = rawCharacters(label)
            trimmed = Self.trimmedCount(count) { UInt8(truncatingIfNeeded: foldedWord(raw[$0]) >> 24) }
        }
        return UInt32(min(trimmed, 0xFFFF))
    }

    /// The characters of a text of `count` characters less the white space at its ends, by the class
    /// of each character (a closure that is not kept, so that reading a label allocates nothing).
    @inline(__always)
    private static func trimmedCount(_ count: Int, characterClass: (Int) -> UInt8) -> Int {
        let white = FuzzyScoring.CharacterClass.whitespace.rawValue
        var first = 0
        var end = count
        while first < end && characterClass(first) == white { first += 1 }
        while end > first && characterClass(end - 1) == white { end -= 1 }
        return end - first
    }

    /// The mask bit index of a label's first character, from its location (not its text); only for
    /// labels whose bounds are prepared (``SearchIndex/prepareBounds()``), and 0 for an empty label.
    @inline(__always) func firstCharacterBitIndex(_ label: Int) -> Int {
        Int(truncatingIfNeeded: locations![label] >> SearchIndex.firstCharacterShift & 0x3F)
    }

    /// A non-ASCII label's characters as they are, into `buffer` (as long as the label).
    @inline(__always) func scalars(_ label: Int, into buffer: UnsafeMutablePointer<UInt32>) {
        let count = length(label)
        if isWide(label) {
            let scalars = wideFolded(label) - count
            buffer.update(from: scalars, count: count)
        } else {
            let raw = rawCharacters(label)
            for offset in 0..<count { buffer[offset] = UInt32(raw[offset]) }
        }
    }

    /// An ASCII label's bytes.
    @inline(__always) func asciiBytes(_ label: Int) -> UnsafePointer<UInt8> { bytes + start(label) }

    /// Reads the first and last places of a label's text (and its masks), and returns a sum of
    /// them that means nothing: a search about to read several labels far apart reads them so
    /// first, so that the memory's latency is paid once for all of them rather than once for each
    /// (the loads do not depend on each other). A label with characters beyond the BMP is read where
    /// its characters are kept.
    @inline(__always) func touch(_ label: Int) -> UInt64 {
        let location = locations![label]
        let start = Int(truncatingIfNeeded: location & 0xF_FFFF_FFFF)
        let last = start &+ Swift.max(Int(truncatingIfNeeded: location >> SearchIndex.lengthShift), 1) &- 1
        var sum = boundaryMasks![label] &+ boundaryPairs![label]
        let flags = UInt8(truncatingIfNeeded: location >> 36) & 0xF
        if flags & SearchIndex.asciiFlag != 0 {
            sum &+= UInt64(bytes[start]) &+ UInt64(bytes[last])
        } else if flags & SearchIndex.wideFlag == 0 {
            sum &+= UInt64(raw![start]) &+ UInt64(raw![last])
            if start < foldedCount { sum &+= UInt64(foldedBytes[start]) &+ UInt64(foldedBytes[last]) }
        }
        return sum
    }
}
