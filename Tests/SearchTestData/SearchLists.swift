import Foundation

/// The lists the search is measured and compared on, made reproducibly from Debian's data
/// (`wamerican`, `iso-codes`): the same lists on every run and every machine with those packages.
public enum SearchLists {
    /// The wamerican word list (`/usr/share/dict/words`), or empty when it is not installed.
    public static func words() -> [String] {
        guard let text = try? String(contentsOfFile: "/usr/share/dict/words", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// The iso-codes names (countries, subdivisions, languages, every translation) that have a
    /// character of `script`, without repeats, cycled to `count` labels.
    public static func isoNames(in script: Script, count: Int) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for domain in ISOCodeNames.domains {
            for catalog in ISOCodeNames.catalogs(domain) {
                for name in catalog.names where script.contains(name) && seen.insert(name).inserted {
                    names.append(name)
                }
            }
        }
        guard !names.isEmpty else { return [] }
        return (0..<count).map { names[$0 % names.count] }
    }

    /// A writing system, by its characters.
    public enum Script: Sendable {
        case cyrillic
        /// Chinese, Japanese and Korean: Han ideographs, kana, Hangul.
        case cjk

        func contains(_ text: String) -> Bool {
            text.unicodeScalars.contains { scalar in
                switch self {
                case .cyrillic: return (0x0400...0x04FF).contains(scalar.value)
                case .cjk:
                    return (0x4E00...0x9FFF).contains(scalar.value) || (0x3040...0x30FF).contains(scalar.value)
                        || (0xAC00...0xD7AF).contains(scalar.value)
                }
            }
        }
    }

    /// The words with Latin diacritics: in every word, each vowel (and c, n) gets an accent with
    /// even odds, and every word with a vowel gets at least one.
    public static func accentedWords(_ words: [String], seed: UInt64 = 1) -> [String] {
        var random = ListRandom(seed: seed)
        let accents: [Character: [Character]] = [
            "a": ["á", "à", "â", "ä", "ã", "å"], "e": ["é", "è", "ê", "ë"], "i": ["í", "ì", "î", "ï"],
            "o": ["ó", "ò", "ô", "ö", "õ"], "u": ["ú", "ù", "û", "ü"], "c": ["ç"], "n": ["ñ"],
            "A": ["Á", "À", "Â", "Ä"], "E": ["É", "È", "Ê"], "O": ["Ó", "Ö"], "U": ["Ú", "Ü"],
        ]
        return words.map { word in
            var characters = Array(word)
            let accentable = characters.indices.filter { accents[characters[$0]] != nil }
            guard !accentable.isEmpty else { return word }
            let forced = accentable[Int(random.next() % UInt64(accentable.count))]
            for position in accentable where position == forced || random.next() % 2 == 0 {
                let choices = accents[characters[position]]!
                characters[position] = choices[Int(random.next() % UInt64(choices.count))]
            }
            return String(characters)
        }
    }

    /// `count` labels of `length` characters: words picked at random, joined by spaces.
    public static func longLabels(from words: [String], count: Int, length: Int, seed: UInt64 = 2) -> [String] {
        guard !words.isEmpty else { return [] }
        var random = ListRandom(seed: seed)
        return (0..<count).map { _ in
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(length + 64)
            while scalars.count < length {
                if !scalars.isEmpty { scalars.append(" ") }
                scalars.append(contentsOf: words[Int(random.next() % UInt64(words.count))].unicodeScalars)
            }
            return String(String.UnicodeScalarView(scalars.prefix(length)))
        }
    }

    /// `count` labels of random lengths in `lengths`: the English names of iso-codes (countries,
    /// their subdivisions, languages) picked at random, joined by "; " (a list made otherwise than
    /// ``longLabels(from:count:length:seed:)``: other words, capitals, punctuation, other lengths).
    public static func longNameLabels(count: Int, lengths: ClosedRange<Int>, seed: UInt64 = 4) -> [String] {
        var names: [String] = []
        for (file, key) in [("iso_3166-1.json", "3166-1"), ("iso_3166-2.json", "3166-2"), ("iso_639-3.json", "639-3")] {
            guard let data = FileManager.default.contents(atPath: "/usr/share/iso-codes/json/" + file),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entries = json[key] as? [[String: Any]]
            else { continue }
            names += entries.compactMap { $0["name"] as? String }
        }
        guard !names.isEmpty else { return [] }
        var random = ListRandom(seed: seed)
        return (0..<count).map { _ in
            let length = lengths.lowerBound + Int(random.next() % UInt64(lengths.count))
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(length + 64)
            while scalars.count < length {
                if !scalars.isEmpty { scalars += ["; ", " "].randomElement(using: &random)!.unicodeScalars }
                scalars.append(contentsOf: names[Int(random.next() % UInt64(names.count))].unicodeScalars)
            }
            return String(String.UnicodeScalarView(scalars.prefix(length)))
        }
    }

    /// `count` file paths: a top directory, two to five directories named after words (joined by
    /// `-`, `_` or `.` at times), and a file with an extension.
    public static func filePaths(from words: [String], count: Int, seed: UInt64 = 3) -> [String] {
        let plain = words.filter { $0.allSatisfy { $0.isASCII && $0.isLetter } }.map { $0.lowercased() }
        guard !plain.isEmpty else { return [] }
        var random = ListRandom(seed: seed)
        let tops = ["usr/share", "usr/lib", "home/user", "var/lib", "opt", "etc", "srv/www", "usr/include"]
        let extensions = ["txt", "swift", "c", "h", "py", "json", "md", "png", "html", "conf", "gz", "so"]
        let joiners = ["-", "_", ".", ""]
        func word() -> String { plain[Int(random.next() % UInt64(plain.count))] }
        return (0..<count).map { _ in
            var path = "/" + tops[Int(random.next() % UInt64(tops.count))]
            for _ in 0..<(2 + Int(random.next() % 4)) {
                path += "/" + word()
                if random.next() % 4 == 0 { path += joiners[Int(random.next() % UInt64(joiners.count))] + word() }
            }
            return path + "/" + word() + "." + extensions[Int(random.next() % UInt64(extensions.count))]
        }
    }

    /// Writes lines to a new file in the temporary directory, one per line, and returns its path.
    public static func write(_ lines: [String], name: String) -> String {
        let path = NSTemporaryDirectory() + "/dropdown-search-\(name)-\(UUID().uuidString).txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        return path
    }
}

/// SplitMix64: small, fast, and the same sequence everywhere for a seed.
public struct ListRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator of one round of a test whose rounds are test cases of their own: each round
    /// draws its own sequence from `seed`, the same everywhere, whatever order the cases run in.
    public init(seed: UInt64, round: Int) { state = seed ^ UInt64(truncatingIfNeeded: round) << 32 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
