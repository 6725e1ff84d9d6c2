/// The labels of a list prepared once for search, and appendable.
///
/// How a label is stored:
/// - An ASCII label is kept as its bytes, one after the other.
/// - Another label is kept as its characters, each twice: as it is (16 bits), and folded the way
///   most queries compare it (lowered if upper case, then reduced to its Latin base letter) as one
///   byte when that is ASCII, for scans of eight at a time.
/// - A label with characters beyond the BMP also keeps its characters whole, and folded, aside
///   (`wideCharacters`).
/// - Per label: where it starts, its length and flags (packed in one word), and a mask of the
///   characters it contains (one instruction rejects most labels that lack a query character).
///
/// What is made later, by the first search that needs it, not by building:
/// - The folded bytes serve only terms of ASCII characters: the first search with such a term makes
///   them (`prepareFoldedBytes()`); searches of the labels that do not have them yet read their
///   characters instead. Building makes them when long labels (``longBoundLengths``) hold most of
///   the characters appended, as it does their bounds (below).
/// - For the searches of the best few matches, two more masks bound what a query can score without
///   reading the label (the characters it has where a bonus is, a word start or a hump, and the
///   pairs of characters that start there): `prepareBounds()`. Building makes them for the labels of
///   ``longBoundLengths`` (and their ``WordStartIndex``), so that the first search of a list of long
///   labels does not read its millions of characters; short labels' bounds wait for the first search (a few
///   milliseconds for 100,000), so that building a list of a million short labels does not pay them.
/// - The folded form and the class of a character are not stored: they are read from the character
///   through the table of ``SearchCharacters/indexEntry(_:table:)`` (see ``IndexReader``).
///
/// Memory: 32 bytes per label, plus one byte per character of an ASCII label, or two per character
/// of another, and a third once its folded bytes are made (eleven for a label with characters beyond
/// the BMP); a long label adds four bytes per character with a bonus and a bit per character (its
/// ``WordStartIndex``), and some 300 bytes. Building and appending are O(characters).
struct SearchIndex: Sendable {
    /// The ASCII labels' bytes, followed by eight zero bytes so that scans can read eight at a time.
    private(set) var bytes: [UInt8] = Array(repeating: 0, count: 8)
    /// Per non-ASCII character: the scalar's low 16 bits (the scalar, in the BMP; see
    /// `wideCharacters`).
    private(set) var raw: [UInt16] = []
    /// Per non-ASCII character, for those so far prepared (`prepareFoldedBytes()`): its folded form
    /// (lowered when upper case, then folded to its base letter) as one byte when it is ASCII, else
    /// 0x80; followed by eight bytes of padding, so that scans can read eight at a time.
    private(set) var foldedBytes: [UInt8] = Array(repeating: 0, count: 8)
    /// The labels that have characters beyond the BMP, one after the other: each one's scalars, then
    /// its folded words (the low 32 bits of ``SearchCharacters/indexEntry(_:table:)``).
    private(set) var wideCharacters: [UInt32] = []
    /// Where each label with characters beyond the BMP starts in `wideCharacters`, by label.
    private(set) var wideStarts: [Int: Int] = [:]
    /// Per label: where it starts, in `bytes` (ASCII) or in `raw` (bits 0–35), its flags (36–39),
    /// the mask bit index of its first character (40–45, written by `prepareBounds()`, so that a
    /// score's bound never reads the label's text) and its length in characters (46–63; all ones:
    /// see `longLengths`).
    private(set) var locations: [UInt64] = []
    /// The lengths of labels of 262,143 characters or more, by label.
    private(set) var longLengths: [Int: Int] = [:]
    /// The mask of each label's characters (``SearchCharacters/maskBit(_:)``).
    private(set) var masks: [UInt64] = []
    /// The mask of the characters each label has at a place with a bonus (a word start, a hump), for
    /// the labels so far prepared (`prepareBounds()`).
    private(set) var boundaryMasks: [UInt64] = []
    /// The pairs of characters (``pairBit(_:_:)``) whose first has a bonus, per prepared label.
    private(set) var boundaryPairs: [UInt64] = []
    /// Where each long label's characters have a bonus, by character: made when the label is
    /// appended (`prepareLongBounds(_:)`).
    private(set) var wordStarts = WordStartIndex()
    /// The bounds of the labels of ``longBoundLengths``, made when they are appended (see
    /// `prepareLongBounds(_:)`), which ``prepareBounds()`` copies rather than reading the labels
    /// again.
    private var longBounds: [Int: BoundsAccumulator] = [:]
    /// The lengths of the labels whose bounds building makes: long enough that a list of them has
    /// few labels, many characters each.
    static let longBoundLengths = WordStartIndex.lengths.lowerBound...
    /// The longest label, in characters.
    private(set) var maximumLength = 0
    /// Whether appending makes the bounds (and folded bytes) of long labels at once (see
    /// ``longBoundLengths``): not for an index that ranks every match and is dropped
    /// (``FuzzyMatcher/PartialRanking``), which never reads them; ``prepareBounds()`` makes them
    /// then.
    var preparesLongLabels = true

    /// The label is ASCII (kept in `bytes`).
    static let asciiFlag: UInt8 = 1
    /// The label has a character that is not upper case but lowers to another one (a title-case
    /// letter, a Roman numeral, a circled letter): fzf's "v2" keeps it, other algorithms lower it.
    static let loweringFlag: UInt8 = 2
    /// The label has white space (else its trimmed length is its length, and only its first
    /// character can have the bonus of a word after white space).
    static let whitespaceFlag: UInt8 = 4
    /// The label has characters beyond the BMP (whole in `wideCharacters`).
    static let wideFlag: UInt8 = 8
    static let firstCharacterShift: UInt64 = 40
    static let lengthShift: UInt64 = 46
    static let longLength = 0x3_FFFF

    init() {}

    /// Indexes labels. O(total characters).
    init(labels: some Collection<String>) {
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
    static func pairBit(_ first: Int, _ second: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: first &* 7 &+ second)
    }

    /// Adds labels after the others; their indices continue from `count`. O(their characters).
    ///
    /// Two passes: one sorts the labels' bytes into ASCII labels' and others' to size every array at
    /// once; the other writes each label in place.
    mutating func append(contentsOf labels: some Collection<String>) {
        // Read in place (borrowed, not retained one by one) when the collection allows.
        if labels.withContiguousStorageIfAvailable({ append(buffer: $0) }) == nil {
            Array(labels).withUnsafeBufferPointer { append(buffer: $0) }
        }
    }

    private mutating func append(buffer labels: UnsafeBufferPointer<String>) {
        append(count: labels.count) { index, body in Self.withUTF8(labels[index], body) }
    }

    /// Adds labels kept as UTF-8 (from `first` on), without making a string of each. O(their
    /// characters).
    mutating func append(_ labels: LabelStore, from first: Int = 0) {
        append(count: labels.count - first) { index, body in labels.withUTF8(first + index, body) }
    }

    /// Adds some of the labels kept as UTF-8: those at `positions`, in that order. O(their
    /// characters).
    mutating func append(_ labels: LabelStore, at positions: ArraySlice<Int32>) {
        append(count: positions.count) { index, body in
            labels.withUTF8(Int(positions[positions.startIndex + index]), body)
        }
    }

    /// Adds the labels at `0..<count` of a source that reads each one's UTF-8 in place.
    private mutating func append(
        count newCount: Int, utf8: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) {
        let labels = 0..<newCount
        var asciiBytes = 0
        var otherCharacters = 0
        var isASCII = [Bool](repeating: false, count: labels.count)
        isASCII.withUnsafeMutableBufferPointer { isASCII in
            for index in labels.indices {
                utf8(index) { utf8 in
                    let characters = Self.characterCount(utf8)
                    isASCII[index] = characters.isASCII
                    if characters.isASCII { asciiBytes += utf8.count } else { otherCharacters += characters.count }
                }
            }
        }
        let first = count
        let labelCount = labels.count
        // The padding of `bytes` is overwritten, then restored after them.
        let byteStart = bytes.count - 8
        let otherStart = raw.count
        if first == 0 {
            // A new index: its arrays made at their size and written once (not zeroed first).
            locations = .toBeWritten(count: labelCount)
            masks = .toBeWritten(count: labelCount)
            bytes = .toBeWritten(count: asciiBytes, padding: 8)
            raw = .toBeWritten(count: otherCharacters)
        } else {
            reserveToAppend(labels: labelCount, asciiBytes: asciiBytes, otherCharacters: otherCharacters)
            locations.append(contentsOf: repeatElement(0, count: labelCount))
            masks.append(contentsOf: repeatElement(0, count: labelCount))
            bytes.append(contentsOf: repeatElement(0, count: asciiBytes))
            raw.append(contentsOf: repeatElement(0, count: otherCharacters))
        }
        var writer = Writer(label: first, byte: byteStart, character: otherStart)
        withWritableStorage { storage in
            SearchCharacters.withIndexEntries(needed: otherCharacters > 0) { entries in
                Self.asciiTable.withUnsafeBufferPointer { asciiTable in
                    for index in labels.indices {
                        utf8(index) { utf8 in
                            if isASCII[index] {
                                writer.appendASCII(utf8, to: storage, table: asciiTable.baseAddress!)
                            } else {
                                writer.appendUnicode(utf8, to: storage, entries: entries)
                            }
                        }
                    }
                }
            }
        }
        for (label, length) in writer.longLengths { longLengths[label] = length }
        for (label, characters) in writer.wideLabels {
            wideStarts[label] = wideCharacters.count
            wideCharacters += characters
        }
        maximumLength = max(maximumLength, writer.maximumLength)
        guard preparesLongLabels else { return }
        prepareLongBounds(writer.longLabels)
        // Long labels' folded bytes too, when they are most of the characters appended and the
        // labels before have theirs.
        if otherCharacters > 0, writer.longCharacters * 2 >= otherCharacters, foldedBytes.count - 8 == otherStart {
            prepareFoldedBytes()
        }
    }

    /// Makes the masks of characters with a bonus and of the pairs starting there for the labels that
    /// do not have them yet (see ``boundaryMasks``). O(their characters), less the long labels', which
    /// building made (``longBounds``).
    mutating func prepareBounds() {
        let first = boundaryMasks.count
        guard first < count else { return }
        if !preparesLongLabels {
            prepareLongBounds((first..<count).filter { length(of: $0) >= Self.longBoundLengths.lowerBound })
        }
        var newMasks: [UInt64] = []
        var newPairs: [UInt64] = []
        var firstCharacters: [UInt8] = []
        newMasks.reserveCapacity(count - first)
        newPairs.reserveCapacity(count - first)
        firstCharacters.reserveCapacity(count - first)
        withReader { reader in
            Self.boundEntries.withUnsafeBufferPointer { boundEntries in
                for label in first..<reader.count {
                    let bounds: BoundsAccumulator
                    if let long = longBounds[label] {
                        bounds = long
                    } else if reader.isASCII(label) {
                        bounds = Self.asciiBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!)
                    } else {
                        var accumulator = BoundsAccumulator()
                        Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                            accumulator.add(bitIndex: $0, class: $1)
                        }
                        bounds = accumulator
                    }
                    newMasks.append(bounds.boundaryMask)
                    newPairs.append(bounds.pairs)
                    firstCharacters.append(bounds.firstBitIndex)
                }
            }
        }
        boundaryMasks += newMasks
        boundaryPairs += newPairs
        let field = UInt64(0x3F) << Self.firstCharacterShift
        for (offset, bitIndex) in firstCharacters.enumerated() {
            let label = first + offset
            locations[label] = locations[label] & ~field | UInt64(bitIndex) << Self.firstCharacterShift
        }
    }

    /// Makes the bounds of the labels of ``longBoundLengths`` among `labels` (just appended), and
    /// the word start index of those of ``WordStartIndex/lengths``: building pays for them, so that
    /// the first search of a list of long labels does not (each is thousands of characters; short
    /// labels, which are many, wait for ``prepareBounds()``). O(their characters).
    private mutating func prepareLongBounds(_ labels: [Int]) {
        guard !labels.isEmpty else { return }
        var longest = 1
        for label in labels { longest = max(longest, length(of: label)) }
        // Room for a long label's places with a bonus (at most one per character).
        let places = UnsafeMutablePointer<UInt64>.allocate(capacity: min(longest, WordStartIndex.lengths.upperBound))
        defer { places.deallocate() }
        var starts = wordStarts  // written while the reader reads the rest (see below)
        wordStarts = WordStartIndex()
        var made: [(Int, BoundsAccumulator)] = []
        made.reserveCapacity(labels.count)
        withReader { reader in
            Self.boundEntries.withUnsafeBufferPointer { boundEntries in
                for label in labels {
                    if WordStartIndex.lengths.contains(reader.length(label)) {
                        var long = PlacesAccumulator(places: places)
                        Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                            long.add(bitIndex: $0, class: $1)
                        }
                        starts.add(
                            label: label, length: reader.length(label),
                            places: UnsafeBufferPointer(start: places, count: long.count))
                        made.append((label, long.bounds))
                    } else {
                        var bounds = BoundsAccumulator()
                        Self.scanBounds(of: label, in: reader, boundEntries: boundEntries.baseAddress!) {
                            bounds.add(bitIndex: $0, class: $1)
                        }
                        made.append((label, bounds))
                    }
                }
            }
        }
        wordStarts = starts
        for (label, bounds) in made { longBounds[label] = bounds }
    }

    /// A label's length in characters.
    private func length(of label: Int) -> Int {
        let stored = Int(truncatingIfNeeded: locations[label] >> Self.lengthShift)
        return stored == Self.longLength ? longLengths[label]! : stored
    }

    /// Calls `body` with each character of a label as the bounds read it: the mask bit index of its
    /// folded form, and its class.
    @inline(__always)
    private static func scanBounds(
        of label: Int, in reader: IndexReader, boundEntries: UnsafePointer<UInt16>, _ body: (UInt64, UInt64) -> Void
    ) {
        let length = reader.length(label)
        if reader.isASCII(label) {
            let bytes = reader.asciiBytes(label)
            for offset in 0..<length {
                let entry = boundEntries[Int(bytes[offset])]
                body(UInt64(entry & 0xFF), UInt64(entry &>> 8))
            }
        } else if reader.isWide(label) {
            reader.forEachFoldedWord(label) { word in
                body(UInt64(SearchCharacters.maskBit(word & 0x1F_FFFF).trailingZeroBitCount), UInt64(word >> 24))
            }
        } else {
            let raw = reader.rawCharacters(label)
            let entries = reader.entries
            for offset in 0..<length {
                let entry = entries[Int(raw[offset])]
                body(entry &>> SearchCharacters.foldedMaskBitShift & 63, entry &>> 24 & 7)
            }
        }
    }

    /// The bounds of an ASCII label, read at its places with a bonus only (``ASCIIBonusPlaces``):
    /// the same as adding each character to a ``BoundsAccumulator``, in a fraction of the time.
    @inline(__always)
    private static func asciiBounds(
        of label: Int, in reader: IndexReader, boundEntries: UnsafePointer<UInt16>
    ) -> BoundsAccumulator {
        var bounds = BoundsAccumulator()
        let length = reader.length(label)
        guard length > 0 else { return bounds }
        let bytes = reader.asciiBytes(label)
        @inline(__always) func bitIndex(_ offset: Int) -> UInt64 { UInt64(boundEntries[Int(bytes[offset])] & 0xFF) }
        bounds.firstBitIndex = UInt8(truncatingIfNeeded: bitIndex(0))
        ASCIIBonusPlaces.forEach(in: bytes, length: length) { offset in
            let bit = bitIndex(offset)
            bounds.boundaryMask |= 1 &<< bit
            // The pair the place starts, when a character follows it (the padding is read otherwise).
            let pair: UInt64 = 1 &<< (bit &* 7 &+ bitIndex(offset &+ 1))
            bounds.pairs |= offset &+ 1 < length ? pair : 0
        }
        return bounds
    }

    /// For an ASCII byte: the mask bit index of its folded form (bits 0–7) and its class (8–15), as
    /// the bounds read them.
    fileprivate static let boundEntries: [UInt16] = (0..<128).map { byte in
        UInt16(SearchCharacters.asciiMaskBits[byte].trailingZeroBitCount) | UInt16(FuzzyScoring.asciiClasses[byte]) << 8
    }

    /// Makes the folded bytes of the characters that do not have them yet (those of the labels
    /// indexed since the last call): what searches with a term of ASCII characters scan. O(those
    /// characters).
    mutating func prepareFoldedBytes() {
        let first = foldedBytes.count - 8
        guard first < raw.count else { return }
        foldedBytes.removeLast(8)
        foldedBytes.reserveToAppend(raw.count - first + 8)
        SearchCharacters.withIndexEntries { entries in
            let start = foldedBytes.count
            foldedBytes.append(contentsOf: repeatElement(0, count: raw.count - first))
            raw.withUnsafeBufferPointer { raw in
                foldedBytes.withUnsafeMutableBufferPointer { folded in
                    let source = raw.baseAddress! + first
                    let target = folded.baseAddress! + start
                    for offset in 0..<(raw.count - first) {
                        target[offset] = UInt8(truncatingIfNeeded: entries[Int(source[offset])] &>> 40)
                    }
                }
            }
            // A character beyond the BMP is kept whole aside: its label's bytes are made from those.
            for (label, wideStart) in wideStarts {
                let start = Int(truncatingIfNeeded: locations[label] & 0xF_FFFF_FFFF)
                guard start >= first else { continue }
                let stored = Int(truncatingIfNeeded: locations[label] >> Self.lengthShift)
                let length = stored == Self.longLength ? longLengths[label]! : stored
                for offset in 0..<length {
                    let entry = SearchCharacters.indexEntry(wideCharacters[wideStart + offset], table: entries)
                    foldedBytes[start + offset] = UInt8(truncatingIfNeeded: entry &>> 40)
                }
            }
        }
        foldedBytes.append(contentsOf: repeatElement(0, count: 8))
    }

    /// The characters of a label with a bonus and the pairs starting there, character by character.
    private struct BoundsAccumulator {
        var boundaryMask: UInt64 = 0
        var pairs: UInt64 = 0
        var previousClass = UInt64(FuzzyScoring.CharacterClass.whitespace.rawValue)
        var previousBitIndex: UInt64 = 0
        var previousHasBonus: UInt64 = 0
        /// The mask bit index of the first character (0 until one is added).
        var firstBitIndex: UInt8 = 0
        var isFirst = true

        /// Adds the next character; returns 1 when it has a bonus, else 0.
        @inline(__always) @discardableResult
        mutating func add(bitIndex: UInt64, class characterClass: UInt64) -> UInt64 {
            if isFirst {
                firstBitIndex = UInt8(truncatingIfNeeded: bitIndex)
                isFirst = false
            }
            let hasBonus = SearchIndex.bonusPairs &>> (previousClass &* 7 &+ characterClass) & 1
            boundaryMask |= (1 &<< bitIndex) & (0 &- hasBonus)
            pairs |= (1 &<< (previousBitIndex &* 7 &+ bitIndex)) & (0 &- previousHasBonus)
            previousClass = characterClass
            previousBitIndex = bitIndex
            previousHasBonus = hasBonus
            return hasBonus
        }
    }

    /// The characters of a long label with a bonus and the pairs starting there, and its places
    /// with a bonus (each `bitIndex << 32 | offset`, for ``WordStartIndex``), character by character.
    private struct PlacesAccumulator {
        var bounds = BoundsAccumulator()
        /// Room for one place per character.
        let places: UnsafeMutablePointer<UInt64>
        var count = 0
        var offset: UInt64 = 0

        init(places: UnsafeMutablePointer<UInt64>) { self.places = places }

        @inline(__always)
        mutating func add(bitIndex: UInt64, class characterClass: UInt64) {
            let hasBonus = bounds.add(bitIndex: bitIndex, class: characterClass)
            places[count] = bitIndex << 32 | offset  // kept only when it has a bonus
            count &+= Int(truncatingIfNeeded: hasBonus)
            offset &+= 1
        }
    }

    /// Runs `body` with a label's UTF-8, in place when the string allows.
    @inline(__always)
    private static func withUTF8(_ label: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if label.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = label
            copy.withUTF8(body)
        }
    }

    /// The index's arrays, writable in place.
    struct Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        let raw: UnsafeMutablePointer<UInt16>
        let locations: UnsafeMutablePointer<UInt64>
        let masks: UnsafeMutablePointer<UInt64>
    }

    private static func nowhere<Element>() -> UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    private mutating func withWritableStorage(_ body: (Storage) -> Void) {
        bytes.withUnsafeMutableBufferPointer { bytes in
            raw.withUnsafeMutableBufferPointer { raw in
                locations.withUnsafeMutableBufferPointer { locations in
                    masks.withUnsafeMutableBufferPointer { masks in
                        // An empty array's place is never written: any aligned address stands for it.
                        body(
                            Storage(
                                bytes: bytes.baseAddress!, raw: raw.baseAddress ?? Self.nowhere(),
                                locations: locations.baseAddress ?? Self.nowhere(),
                                masks: masks.baseAddress ?? Self.nowhere()))
                    }
                }
            }
        }
    }

    /// The number of characters of valid UTF-8 (the bytes that do not continue a character,
    /// `10xxxxxx`), and whether they are all ASCII: eight bytes at a time.
    @inline(__always)
    private static func characterCount(_ utf8: UnsafeBufferPointer<UInt8>) -> (count: Int, isASCII: Bool) {
        guard let base = utf8.baseAddress else { return (0, true) }
        var continuations = 0
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            high |= word
            continuations &+= continuationCount(word)
            offset += 8
        }
        if offset < utf8.count {
            // The last bytes: the word that ends with them (its bytes already counted masked off),
            // or those bytes alone in a word.
            var word: UInt64 = 0
            if utf8.count >= 8 {
                word =
                    UnsafeRawPointer(base + utf8.count - 8).loadUnaligned(as: UInt64.self)
                    & ~0 &<< UInt64(8 * (8 - (utf8.count - offset)))
            } else {
                withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
            }
            high |= word
            continuations &+= continuationCount(word)
        }
        return (utf8.count - continuations, high & 0x8080_8080_8080_8080 == 0)
    }

    /// The bytes `10xxxxxx` in a word, summed by one multiplication (no population count
    /// instruction is assumed).
    @inline(__always)
    private static func continuationCount(_ word: UInt64) -> Int {
        let ones = (word & ~(word &<< 1) & 0x8080_8080_8080_8080) &>> 7
        return Int(truncatingIfNeeded: (ones &* 0x0101_0101_0101_0101) &>> 56)
    }

    /// Bit `previous * 7 + current` is set when a character of class `current` after one of class
    /// `previous` has a bonus.
    fileprivate static let bonusPairs: UInt64 = (0..<49).reduce(0) {
        $0 | (FuzzyScoring.bonusTable[$1] > 0 ? 1 << UInt64($1) : 0)
    }

    /// Writes labels into the index's storage: where the next label, byte and character go.
    private struct Writer {
        var label: Int
        var byte: Int
        var character: Int
        var longLengths: [(Int, Int)] = []
        /// The labels of ``SearchIndex/longBoundLengths``, whose bounds building makes.
        var longLabels: [Int] = []
        /// The characters of the non-ASCII labels among them.
        var longCharacters = 0
        /// Per label with characters beyond the BMP: its scalars, then its folded words.
        var wideLabels: [(Int, [UInt32])] = []
        var maximumLength = 0

        mutating func appendASCII(_ utf8: UnsafeBufferPointer<UInt8>, to storage: Storage, table: UnsafePointer<UInt16>)
        {
            var mask: UInt64 = 0
            var whitespace: UInt16 = 0
            for byte in utf8 {
                let entry = table[Int(byte)]
                mask |= 1 &<< UInt64(entry & 63)
                whitespace |= entry
            }
            if let base = utf8.baseAddress { (storage.bytes + byte).update(from: base, count: utf8.count) }
            record(
                start: byte, length: utf8.count, mask: mask,
                flags: SearchIndex.asciiFlag | (whitespace & 0x8000 != 0 ? SearchIndex.whitespaceFlag : 0), to: storage)
            byte += utf8.count
        }

        mutating func appendUnicode(
            _ utf8: UnsafeBufferPointer<UInt8>, to storage: Storage, entries: UnsafePointer<UInt64>
        ) {
            let labelRaw = storage.raw + character
            // Decode (a String's UTF-8 is valid), look each character up, and keep its masks.
            var count = 0
            var next = utf8.baseAddress!
            let end = next + utf8.count
            var mask: UInt64 = 0
            var flags: UInt64 = 0
            var wide = false
            while next < end {
                if end - next >= 4 {
                    // Two characters of two bytes each (Cyrillic, Greek, Latin accents...) at once: both
                    // scalars made side by side in one word (the first byte read lowest) and stored
                    // at once, and so their folded bytes: half as many stores.
                    let word = UInt32(littleEndian: UnsafeRawPointer(next).loadUnaligned(as: UInt32.self))
                    if word & 0xC0E0_C0E0 == 0x80C0_80C0 {
                        let scalars = (word & 0x001F_001F) &<< 6 | word &>> 8 & 0x003F_003F
                        let firstEntry = entries[Int(scalars & 0xFFFF)]
                        let secondEntry = entries[Int(scalars &>> 16)]
                        #if _endian(little)
                            let rawPair = scalars
                        #else
                            let rawPair = scalars &<< 16 | scalars &>> 16
                        #endif
                        UnsafeMutableRawPointer(labelRaw + count).storeBytes(of: rawPair, as: UInt32.self)
                        count &+= 2
                        flags |= firstEntry | secondEntry
                        mask |= 1 &<< (firstEntry &>> 32 & 63) | 1 &<< (secondEntry &>> 32 & 63)
                        next += 4
                        continue
                    }
                }
                let lead = UInt32(next[0])
                let entry: UInt64
                if lead < 0x80 {
                    entry = entries[Int(lead)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: lead)
                    next += 1
                } else if lead < 0xE0 {
                    let scalar = (lead & 0x1F) &<< 6 | UInt32(next[1] & 0x3F)
                    entry = entries[Int(scalar)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    next += 2
                } else if lead < 0xF0 {
                    let scalar = (lead & 0x0F) &<< 12 | UInt32(next[1] & 0x3F) &<< 6 | UInt32(next[2] & 0x3F)
                    entry = entries[Int(scalar)]
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    next += 3
                } else {
                    let scalar =
                        (lead & 0x07) &<< 18 | UInt32(next[1] & 0x3F) &<< 12
                        | UInt32(next[2] & 0x3F) &<< 6 | UInt32(next[3] & 0x3F)
                    entry = SearchCharacters.indexEntry(scalar, table: entries)
                    labelRaw[count] = UInt16(truncatingIfNeeded: scalar)
                    wide = true
                    next += 4
                }
                count &+= 1
                flags |= entry
                mask |= 1 &<< (entry &>> 32 & 63)
            }
            var labelFlags =
                (flags & SearchCharacters.lowersAnywayBit != 0 ? SearchIndex.loweringFlag : 0)
                | (flags & SearchCharacters.whitespaceBit != 0 ? SearchIndex.whitespaceFlag : 0)
            if wide {
                labelFlags |= SearchIndex.wideFlag
                let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value)
                let words = scalars.map { UInt32(truncatingIfNeeded: SearchCharacters.indexEntry($0, table: entries)) }
                wideLabels.append((label, scalars + words))
            }
            record(start: character, length: count, mask: mask, flags: labelFlags, to: storage)
            character += count
            if count >= SearchIndex.longBoundLengths.lowerBound { longCharacters += count }
        }

        private mutating func record(start: Int, length: Int, mask: UInt64, flags: UInt8, to storage: Storage) {
            if length >= SearchIndex.longLength { longLengths.append((label, length)) }
            if length >= SearchIndex.longBoundLengths.lowerBound { longLabels.append(label) }
            storage.locations[label] =
                UInt64(start) | UInt64(flags) << 36
                | UInt64(min(length, SearchIndex.longLength)) << SearchIndex.lengthShift
            storage.masks[label] = mask
            maximumLength = max(maximumLength, length)
            label += 1
        }
    }

    /// How often each character occurs (folded: lower case, base letters) in a sample of the
    /// labels' first 8,192 characters of each kind: which term character is rarest.
    func sampleCounts(of characters: [UInt32]) -> [Int] {
        var asciiCounts = [Int](repeating: 0, count: 128)
        for byte in bytes.prefix(8_192) { asciiCounts[Int(FuzzyScoring.asciiLowercase[Int(byte & 0x7F)])] += 1 }
        for character in foldedBytes.prefix(8_192) where character < 0x80 { asciiCounts[Int(character)] += 1 }
        let sample = raw.prefix(8_192)
        return SearchCharacters.withIndexEntries(needed: !sample.isEmpty) { entries in
            characters.map { character in
                // (Characters beyond the BMP are read by their low 16 bits: a sample, not a count.)
                character < 0x80
                    ? asciiCounts[Int(character)]
                    : sample.reduce(0) { $0 + (entries[Int($1)] & 0x1F_FFFF == character ? 1 : 0) }
            }
        }
    }

    /// The number of characters ``sampleCounts(of:)`` counts `character` among (at least 1).
    func sampleSize(of character: UInt32) -> Int {
        let size = character < 0x80 ? min(bytes.count, 8_192) + min(foldedBytes.count, 8_192) : min(raw.count, 8_192)
        return max(size, 1)
    }

    /// For an ASCII byte: its mask bit index (bits 0–5), and bit 15 for white space.
    fileprivate static let asciiTable: [UInt16] = (0..<128).map { byte in
        UInt16(SearchCharacters.asciiMaskBits[byte].trailingZeroBitCount)
            | (FuzzyScoring.asciiClasses[byte] == 0 ? 0x8000 : 0)
    }

    /// Runs `body` with direct access to the index, for the length of a search.
    func withReader<Result>(_ body: (IndexReader) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try raw.withUnsafeBufferPointer { raw in
                try foldedBytes.withUnsafeBufferPointer { foldedBytes in
                    try wideCharacters.withUnsafeBufferPointer { wideCharacters in
                        try locations.withUnsafeBufferPointer { locations in
                            try masks.withUnsafeBufferPointer { masks in
                                try boundaryMasks.withUnsafeBufferPointer { boundaryMasks in
                                    try boundaryPairs.withUnsafeBufferPointer { boundaryPairs in
                                        try SearchCharacters.withIndexEntries(needed: !raw.isEmpty) { entries in
                                            try wordStarts.withReader { wordStarts in
                                                try body(
                                                    IndexReader(
                                                        bytes: bytes.baseAddress!, raw: raw.baseAddress,
                                                        foldedBytes: foldedBytes.baseAddress!,
                                                        foldedCount: foldedBytes.count - 8, entries: entries,
                                                        wideCharacters: wideCharacters.baseAddress,
                                                        wideStarts: wideStarts, locations: locations.baseAddress,
                                                        masks: masks.baseAddress,
                                                        boundaryMasks: boundaryMasks.baseAddress,
                                                        boundaryPairs: boundaryPairs.baseAddress,
                                                        wordStarts: wordStarts,
                                                        longLengths: longLengths, count: masks.count))
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
    }
}

extension SearchIndex {
    /// Before labels are appended to an index that has some: when an array is full, room for four
    /// times what it will hold, so that labels appended batch by batch (options streamed in, rule L2)
    /// copy the arrays a third as much as doubling would. Reserved pages are not touched until written.
    fileprivate mutating func reserveToAppend(labels: Int, asciiBytes: Int, otherCharacters: Int) {
        locations.reserveToAppend(labels)
        masks.reserveToAppend(labels)
        bytes.reserveToAppend(asciiBytes)
        raw.reserveToAppend(otherCharacters)
    }
}

extension Array {
    /// Makes room for `count` more elements: four times the elements then held when it is full.
    fileprivate mutating func reserveToAppend(_ count: Int) {
        let needed = self.count + count
        if needed > capacity { reserveCapacity(Swift.max(needed, capacity * 4)) }
    }
}

extension Array where Element: FixedWidthInteger {
    /// An array of `count` elements that its maker writes before anything reads them (left as the
    /// allocation has them, not zeroed first), then `padding` zeros.
    fileprivate static func toBeWritten(count: Int, padding: Int = 0) -> [Element] {
        Array(unsafeUninitializedCapacity: count + padding) { buffer, initialized in
            if padding > 0 { buffer.baseAddress!.advanced(by: count).initialize(repeating: 0, count: padding) }
            initialized = count + padding
        }
    }
}
