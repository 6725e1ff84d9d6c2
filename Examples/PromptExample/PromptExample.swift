// A command-line tool that sets up a Swift package by asking four questions on the terminal, with
// DropdownTerminal's one-call prompts: one template, up to three platforms, a license from a
// nested list, and a toolchain from a list that arrives while the prompt is open.
//
//     swift run PromptExample
//
// It prints the answers to standard output, one per line; Escape at any question stops it with
// status 1, and without a terminal it says so and exits with status 2.
import DropdownTerminal
import Foundation

/// The kinds of package the tool can set up.
enum Template: String, CaseIterable {
    case library = "Library"
    case executable = "Command-line tool"
    case macro = "Macro"
    case plugin = "Build tool plugin"
}

/// A license, or a family of licenses to choose from.
struct License {
    var name: String
    var variants: [License]? = nil
}

let licenses = [
    License(
        name: "Permissive",
        variants: [License(name: "MIT"), License(name: "Apache-2.0"), License(name: "BSD-3-Clause")]),
    License(name: "Copyleft", variants: [License(name: "GPL-3.0"), License(name: "MPL-2.0")]),
    License(name: "None"),
]

/// The toolchains found, one by one, as a slow lookup (a server, a directory walk) finds them.
func installedToolchains() -> AsyncStream<String> {
    AsyncStream { continuation in
        let lookup = Task {
            for name in [
                "swift-6.0.3-RELEASE", "swift-6.1.2-RELEASE", "swift-6.2-RELEASE", "swift-DEVELOPMENT-SNAPSHOT",
            ] {
                try await Task.sleep(for: .milliseconds(200))
                continuation.yield(name)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in lookup.cancel() }
    }
}

@main
struct PromptExample {
    static func main() async {
        let prompt = TerminalPrompt()
        do {
            guard
                let template = try await prompt.chooseOne("Template", from: Template.allCases, label: \.rawValue),
                let platforms = try await prompt.chooseSeveral(
                    "Platforms", from: ["macOS", "iOS", "Linux", "Windows", "Android"], limit: 3),
                let license = try await prompt.chooseOne(
                    "License", from: licenses, label: \.name, children: \.variants),
                let toolchain = try await prompt.chooseOne(
                    "Toolchain", from: installedToolchains(), isSearchable: true)
            else {
                FileHandle.standardError.write(Data("Nothing was set up.\n".utf8))
                exit(1)
            }
            print("template: \(template.rawValue)")
            print("platforms: \(platforms.joined(separator: ", "))")
            print("license: \(license.name)")
            print("toolchain: \(toolchain)")
        } catch PromptError.noTerminal(let reason) {
            FileHandle.standardError.write(Data("PromptExample asks on a terminal (\(reason)).\n".utf8))
            exit(2)
        } catch {
            FileHandle.standardError.write(Data("PromptExample: \(error)\n".utf8))
            exit(2)
        }
    }
}
