// swift-tools-version:6.0
import PackageDescription

// The SwiftUI examples the gallery shows (Examples/SwiftUI, through the link
// Sources/DropdownGallery/Examples) compile only where SwiftUI does; elsewhere the gallery is its
// `main` alone, which says it needs macOS.
#if os(macOS)
    let galleryExcludes: [String] = []
#else
    let galleryExcludes = ["Examples"]
#endif

let package = Package(
    name: "DropdownSelectMenu",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14), .macCatalyst(.v17)],
    products: [
        .library(name: "DropdownCore", targets: ["DropdownCore"]),
        .library(name: "DropdownSelectMenu", targets: ["DropdownSelectMenu"]),
        .library(name: "DropdownTerminal", targets: ["DropdownTerminal"]),
        .executable(name: "dropdown", targets: ["dropdown"]),
    ],
    targets: [
        // The headless engine: every behaviour of the dropdown, on every platform.
        .target(name: "DropdownCore"),
        // The SwiftUI front end (Apple platforms; its decisions compile and are tested everywhere).
        // Its resources: the translations of the built-in words, the default placeholder among them
        // (Resources/<language>.lproj/Dropdown.strings), also compiled into the core
        // (Scripts/generate-translations.py), which has no resources of its own.
        .target(name: "DropdownSelectMenu", dependencies: ["DropdownCore"], resources: [.process("Resources")]),
        // The terminal front end: key decoding, rendering, terminal I/O. Its words' translations
        // (Localization/Translations/<language>.lproj/Terminal.strings) are compiled in, so that the
        // `dropdown` binary needs no resource bundle beside it.
        .target(
            name: "DropdownTerminal", dependencies: ["DropdownCore"], exclude: ["Localization/Translations"]),
        // The `dropdown` command: a select prompt for shell scripts, and the demo.
        .executableTarget(name: "dropdown", dependencies: ["DropdownTerminal"]),

        .testTarget(name: "DropdownCoreTests", dependencies: ["DropdownCore", "SearchTestData"]),
        .testTarget(name: "DropdownSelectMenuTests", dependencies: ["DropdownSelectMenu", "DropdownCore"]),
        // The terminal library, and its one-call prompts driven through the example tool in a pseudo-terminal.
        .testTarget(
            name: "DropdownTerminalTests", dependencies: ["DropdownTerminal", "PromptExample", "PseudoTerminal"]),
        // The `dropdown` command: its flags and input formats, and the binary run in a pseudo-terminal.
        .testTarget(
            name: "DropdownCommandTests",
            dependencies: ["dropdown", "DropdownTerminal", "PseudoTerminal", "SearchTestData"]),
        // Runs programs in a pseudo-terminal (for end-to-end tests and benchmarks).
        .target(name: "PseudoTerminal", path: "Tests/PseudoTerminal"),
        // The lists the search is compared with fzf and measured on, made from Debian's data.
        .target(name: "SearchTestData", path: "Tests/SearchTestData"),

        // Release-build benchmarks that print figures.
        .executableTarget(
            name: "CoreBenchmark", dependencies: ["DropdownCore", "SearchTestData"], path: "Benchmarks/CoreBenchmark"),
        .executableTarget(
            name: "SearchBenchmark", dependencies: ["DropdownCore", "SearchTestData"],
            path: "Benchmarks/SearchBenchmark"),
        // The SwiftUI layer's session, driven as its views drive it (release: -Xswiftc -enable-testing).
        .executableTarget(
            name: "SessionBenchmark", dependencies: ["DropdownSelectMenu", "DropdownCore"],
            path: "Benchmarks/SessionBenchmark"),
        .executableTarget(
            name: "TerminalBenchmark", dependencies: ["DropdownTerminal", "PseudoTerminal"],
            path: "Benchmarks/TerminalBenchmark"),
        // A scripted session that prints the core driving a dropdown.
        .executableTarget(
            name: "core-walkthrough", dependencies: ["DropdownCore"], path: "Examples/CoreWalkthrough"),
        // A command-line tool that asks its questions with the terminal library's one-call prompts.
        .executableTarget(name: "PromptExample", dependencies: ["DropdownTerminal"], path: "Examples/PromptExample"),
        // Every SwiftUI example in one window: `swift run DropdownGallery` on a Mac.
        .executableTarget(name: "DropdownGallery", dependencies: ["DropdownSelectMenu"], exclude: galleryExcludes),
    ],
    swiftLanguageModes: [.v6]
)
