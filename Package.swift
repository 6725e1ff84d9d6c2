// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DropdownSelectMenu",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "DropdownCore", targets: ["DropdownCore"]),
        .library(name: "DropdownSelectMenu", targets: ["DropdownSelectMenu"]),
    ],
    targets: [
        // The headless engine: every behaviour of the dropdown, on every platform.
        .target(name: "DropdownCore"),
        // The SwiftUI front end (Apple platforms; compiles to nothing elsewhere).
        .target(name: "DropdownSelectMenu", dependencies: ["DropdownCore"]),

        .testTarget(name: "DropdownCoreTests", dependencies: ["DropdownCore"]),

        // Release-build benchmarks that print figures.
        .executableTarget(
            name: "CoreBenchmark", dependencies: ["DropdownCore"], path: "Benchmarks/CoreBenchmark"),
        // A scripted session that prints the core driving a dropdown.
        .executableTarget(
            name: "core-walkthrough", dependencies: ["DropdownCore"], path: "Examples/CoreWalkthrough"),
    ],
    swiftLanguageModes: [.v6]
)
