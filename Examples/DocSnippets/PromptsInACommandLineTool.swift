// The code blocks of the article "Prompts in a Swift command-line tool" (DropdownTerminal.docc) and
// of TerminalPrompt's doc comments, word for word, in a context that compiles: Scripts/build-docs
// type-checks this file and checks that every block is here (the complete program is
// Examples/PromptExample, which `swift build` builds).
import DropdownTerminal

enum PromptsInACommandLineToolSnippets {
    enum Size: CaseIterable {
        case small, medium, large
        var title: String {
            switch self {
            case .small: "Small"
            case .medium: "Medium"
            case .large: "Large"
            }
        }
    }

    struct Folder {
        var name: String
        var contents: [Folder]?
    }

    static func chooseOne() throws {
        let prompt = TerminalPrompt()
        if let flavor = try prompt.chooseOne("Flavor", from: ["Vanilla", "Chocolate", "Strawberry"]) {
            print("One \(flavor), coming up.")
        }
    }

    static func chooseOneWithLabels(prompt: TerminalPrompt) throws -> Size? {
        let size = try prompt.chooseOne("Size", from: Size.allCases, label: \.title)
        return size
    }

    static func chooseSeveral(prompt: TerminalPrompt, toppings: [String]) throws -> [String]? {
        let toppings = try prompt.chooseSeveral("Toppings", from: toppings, limit: 3)
        return toppings
    }

    static func searchAndNest(prompt: TerminalPrompt, countries: [String], projects: [Folder]) throws {
        let country = try prompt.chooseOne("Country", from: countries, isSearchable: true)
        let file = try prompt.chooseOne("File", from: projects, label: \.name, children: \.contents)
        _ = (country, file)
    }

    static func remoteBranches() -> AsyncStream<String> { AsyncStream { $0.finish() } }

    static func arriving(prompt: TerminalPrompt) async throws -> String? {
        let branch = try await prompt.chooseOne("Branch", from: remoteBranches(), isSearchable: true)
        return branch
    }

    static func stream(prompt: TerminalPrompt) async throws {
        let (branches, continuation) = AsyncStream.makeStream(of: String.self)
        Task {
            for name in ["main", "release/1.0", "feature/search"] {
                continuation.yield(name)  // as a server answers, say
            }
            continuation.finish()
        }
        let branch = try await prompt.chooseOne("Branch", from: branches)
        _ = branch
    }

    static func synchronousMain() throws {
        let prompt = TerminalPrompt()
        guard let size = try prompt.chooseOne("Size", from: ["Small", "Medium", "Large"]) else {
            print("Nothing ordered.")
            return
        }
        print(size)
    }

    static func asyncCommand() async throws {
        let prompt = TerminalPrompt()
        let size = try await prompt.chooseOne("Size", from: ["Small", "Medium", "Large"])
        _ = size
    }

    static func cancelling(prompt: TerminalPrompt) async {
        let question = Task { try await prompt.chooseOne("Size", from: ["Small", "Medium", "Large"]) }
        try? await Task.sleep(for: .seconds(30))
        question.cancel()  // the prompt ends, and `question.value` throws CancellationError
    }

    static func noTerminal(prompt: TerminalPrompt, sizeFlag: String?) throws -> String? {
        do {
            return try prompt.chooseOne("Size", from: ["Small", "Medium", "Large"])
        } catch PromptError.noTerminal {
            return sizeFlag  // a CI job: take the answer from a flag, or a default
        }
    }

    static func settings() {
        var prompt = TerminalPrompt()
        prompt.language = .german
        prompt.maximumListHeight = 5
        prompt.colorMode = .monochrome
        _ = prompt
    }
}
