import SearchTestData
import Testing

@testable import DropdownCore

/// What the search index keeps of each label, read back and compared with the label's scalars:
/// the decoding of every mix of one-, two-, three- and four-byte characters at every alignment,
/// whether the index is built at once or appended to.
@Suite("Search index: every label read back as its scalars give it")
struct SearchIndexTests {
    /// Labels of 0 to 4 characters over one character of each UTF-8 length (and a space), after 0
    /// to 3 ASCII letters that shift where each character falls in a word: every order and
    /// alignment of them, 0 to 19 bytes.
    static let everyAlignment: [String] = {
        let pieces: [Unicode.Scalar] = ["a", " ", "é", "Я", "中", "😀"]
        var bodies: [[Unicode.Scalar]] = [[]]
        var last: [[Unicode.Scalar]] = [[]]
        for _ in 1...4 {
            last = last.flatMap { body in pieces.map { body + [$0] } }
            bodies += last
        }
        return ["", "b", "bc", "bcd"].flatMap { prefix in
            bodies.map { prefix + String(String.UnicodeScalarView($0)) }
        }
    }()

    /// Random labels of 0 to 40 characters: runs of two-byte letters (Cyrillic, accented Latin)
    /// with ASCII between them, and now and then a character of three or four bytes.
    static func randomLabels(count: Int, seed: UInt64) -> [String] {
        let alphabet = Array("abcXYZ -.ПпрояЁéàÖçßİıΣς中€😀ǅⅠ\u{00A0}".unicodeScalars)
        var random = ListRandom(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...40, using: &random)
            return String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
        }
    }

    /// Checks what `index` keeps of each label against the label's scalars, one by one: its length,
    /// its characters (or bytes), their folded bytes, its mask and its flags.
    func expectReadBack(_ index: SearchIndex, _ labels: [String], _ comment: String) {
        let upper = FuzzyScoring.CharacterClass.upper.rawValue
        #expect(index.count == labels.count, "\(comment)")
        index.withReader { reader in
            for (label, text) in labels.enumerated() {
                let scalars = text.unicodeScalars.map(\.value)
                #expect(reader.length(label) == scalars.count, "\(comment): length of \(text.debugDescription)")
                guard reader.length(label) == scalars.count else { continue }
                var mask: UInt64 = 0
                var lowers = false
                var whitespace = false
                for scalar in scalars {
                    mask |= SearchCharacters.maskBit(scalar)
                    let characterClass = SearchCharacters.characterClass(scalar)
                    lowers = lowers || (characterClass != upper && SearchCharacters.lowercased(scalar) != scalar)
                    whitespace = whitespace || characterClass == FuzzyScoring.CharacterClass.whitespace.rawValue
                }
                #expect(reader.mask(label) == mask, "\(comment): mask of \(text.debugDescription)")
                #expect(
                    (reader.flags(label) & SearchIndex.whitespaceFlag != 0) == whitespace,
                    "\(comment): white space in \(text.debugDescription)")
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    #expect(reader.isASCII(label), "\(comment): \(text.debugDescription) is ASCII")
                    let bytes = Array(UnsafeBufferPointer(start: reader.asciiBytes(label), count: scalars.count))
                    #expect(bytes == Array(text.utf8), "\(comment): bytes of \(text.debugDescription)")
                    continue
                }
                #expect(!reader.isASCII(label), "\(comment): \(text.debugDescription) is not ASCII")
                #expect(
                    (reader.flags(label) & SearchIndex.loweringFlag != 0) == lowers,
                    "\(comment): lowering in \(text.debugDescription)")
                #expect(
                    reader.isWide(label) == scalars.contains { $0 > 0xFFFF }, "\(comment): \(text.debugDescription)")
                var read = [UInt32](repeating: 0, count: scalars.count)
                read.withUnsafeMutableBufferPointer { reader.scalars(label, into: $0.baseAddress!) }
                #expect(read == scalars, "\(comment): characters of \(text.debugDescription)")
                // Folded: lowered when upper case, then its base letter; one byte when ASCII, else 0x80.
                let folded = scalars.map { scalar -> UInt8 in
                    let isUpper = SearchCharacters.characterClass(scalar) == upper
                    let base = SearchCharacters.baseLetter(isUpper ? SearchCharacters.lowercased(scalar) : scalar)
                    return base < 0x80 ? UInt8(base) : 0x80
                }
                let foldedRead = Array(
                    UnsafeBufferPointer(start: reader.foldedBytes + reader.start(label), count: scalars.count))
                #expect(foldedRead == folded, "\(comment): folded bytes of \(text.debugDescription)")
            }
        }
    }

    @Test("F1: the index keeps each label's characters, folded bytes, mask and flags, at every alignment")
    func everyAlignmentReadsBack() {
        let labels = Self.everyAlignment + Self.randomLabels(count: 3_000, seed: 7)
        var index = SearchIndex(labels: labels)
        #expect(index.withReader(\.foldedCount) == 0)  // made by the first search with an ASCII term
        index.prepareFoldedBytes()
        expectReadBack(index, labels, "built at once")
    }

    @Test("F1, L2: labels appended batch by batch read back as those indexed at once")
    func appendedReadsBack() {
        var random = ListRandom(seed: 5)
        let labels = Self.randomLabels(count: 2_000, seed: 11) + Self.everyAlignment.shuffled(using: &random)
        var index = SearchIndex()
        var first = 0
        while first < labels.count {
            let end = min(labels.count, first + [1, 2, 7, 64, 500].randomElement(using: &random)!)
            index.append(contentsOf: labels[first..<end])
            if Bool.random(using: &random) { index.prepareFoldedBytes() }  // some batches before the next
            first = end
        }
        index.prepareFoldedBytes()
        expectReadBack(index, labels, "appended")
    }

    @Test("F1: before a search with an ASCII term makes the folded bytes, labels are read from their characters alike")
    func searchesBeforeFoldedBytes() {
        let labels =
            Self.everyAlignment + Self.randomLabels(count: 500, seed: 3) + ["Crème brûlée", "ÉCLAIR", "naïve café"]
        let unprepared = FuzzyMatcher(labels: labels)  // score(of:) and positions(of:) never make them
        var prepared = FuzzyMatcher(labels: labels)
        _ = prepared.rank("e")
        #expect(prepared.index.withReader(\.foldedCount) > 0 && unprepared.index.withReader(\.foldedCount) == 0)
        for query in ["e", "cre", "ecl", "'cafe", "^na", "e$", "b a", "E"] {
            for label in labels.indices {
                #expect(
                    unprepared.score(of: label, for: query) == prepared.score(of: label, for: query),
                    "\(query) in \(labels[label].debugDescription)")
                #expect(
                    unprepared.positions(of: label, for: query) == prepared.positions(of: label, for: query),
                    "\(query) in \(labels[label].debugDescription)")
            }
        }
    }
}
