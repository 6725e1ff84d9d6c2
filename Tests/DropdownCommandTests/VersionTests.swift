import PseudoTerminal
import Testing

@testable import dropdown

/// The version CHANGELOG.md says the code is: the newest released section's (`## [0.1.0] - …`),
/// or, while the newest section is `## [Unreleased]`, the version its first paragraph says it
/// becomes ("The first release, 0.1.0, will hold …"). `nil` when the changelog names neither.
func changelogVersion(_ changelog: String) -> String? {
    let lines = changelog.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(where: { $0.hasPrefix("## [") }) else { return nil }
    let name = lines[heading].dropFirst(4).prefix { $0 != "]" }
    guard name == "Unreleased" else { return isVersion(name) ? String(name) : nil }
    let paragraph = lines[(heading + 1)...].drop { $0.isEmpty }.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
    let words = paragraph.joined(separator: " ").split(separator: " ").map(trimmingPunctuation)
    return words.first(where: isVersion).map(String.init)
}

/// Whether `text` is a semantic version's three numbers, such as `0.1.0`.
func isVersion<Text: StringProtocol>(_ text: Text) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
}

/// A word without the punctuation around it.
func trimmingPunctuation(_ word: Substring) -> Substring {
    var word = word.drop { ",.;:()".contains($0) }
    while let last = word.last, ",.;:()".contains(last) { word = word.dropLast() }
    return word
}

@Suite("The version: the command and the changelog agree")
struct VersionTests {
    @Test("The changelog's version: the newest release, or the one the Unreleased section becomes")
    func readsTheChangelog() {
        #expect(changelogVersion("# Changelog\n\n## [Unreleased]\n\nThe first release, 0.1.0, will hold:\n") == "0.1.0")
        #expect(changelogVersion("## [Unreleased]\n\n### Added\n- 1.2.3\n\n## [1.2.2] - 2027-01-05\n") == nil)
        #expect(changelogVersion("# Changelog\n\n## [1.2.0] - 2027-01-05\n\n### Fixed\n") == "1.2.0")
        #expect(changelogVersion("## [Unreleased]\n\nBecomes 2.0.0.\n\n## [1.9.9] - 2027-01-05\n") == "2.0.0")
        #expect(changelogVersion("# Changelog\n") == nil)
        #expect(!isVersion("1.2") && !isVersion("1.2.x") && !isVersion("1..2") && isVersion("10.20.30"))
    }

    @Test("--version prints the version CHANGELOG.md names, as `dropdown X.Y.Z`; --man's header too")
    func matchesTheChangelog() throws {
        let changelog = try readRepositoryFile("CHANGELOG.md")
        let expected = try #require(changelogVersion(changelog), "CHANGELOG.md names a version")
        #expect(version == "dropdown \(expected)")
        #expect(try CommandLineOptions.parse(["--version"]).mode == .version)
        #expect(ManPage.text(version: version).contains("\"dropdown \(expected)\""))
    }
}
