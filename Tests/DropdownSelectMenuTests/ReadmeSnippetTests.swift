import Foundation
import Testing

/// The README's SwiftUI snippets are type-checked through `Examples/SwiftUI/ReadmeSnippets.swift`
/// (`.ci/run`, every SDK); this keeps the two word for word in step.
@Suite("README: the SwiftUI snippets are the type-checked ones")
struct ReadmeSnippetTests {
    private func repositoryFile(_ path: String) throws -> String {
        var directory = "\(#filePath)"
        for _ in 0..<3 { directory = String(directory[..<directory.lastIndex(of: "/")!]) }
        return try String(contentsOfFile: directory + "/" + path, encoding: .utf8)
    }

    @Test("Every line of every snippet in the README's SwiftUI section is in ReadmeSnippets.swift")
    func snippetsAreTypeChecked() throws {
        let readme = try repositoryFile("README.md")
        let section = try #require(
            readme.components(separatedBy: "## The SwiftUI component").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        let checked = Set(
            try repositoryFile("Examples/SwiftUI/ReadmeSnippets.swift").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) })
        let blocks = section.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count >= 4)
        for block in blocks {
            for line in block.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                #expect(text.isEmpty || checked.contains(text), "not type-checked: \(text)")
            }
        }
    }
}
