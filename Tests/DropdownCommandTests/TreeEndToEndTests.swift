import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("End to end: --tree, each in a pseudo-terminal", .runsPrograms)
    struct TreeEndToEndTests {
        @Test("H6: --tree / --search counts leaves: x over a/x1 a/x2 a/y b/x3 reads 3/4")
        func searchCountsLeaves() throws {
            let path = temporaryFile(Array("a/x1\na/x2\na/y\nb/x3\n".utf8))
            defer { unlink(path) }
            let process = try startDropdown(["--tree", "/", "--search"], input: .file(path))
            #expect(process.waitForScreen { $0.contains { $0.hasPrefix("  / ▏") && $0.hasSuffix(" 4/4") } })
            process.type("x")
            #expect(process.waitForScreen { $0.contains { $0.hasPrefix("  / x▏") && $0.hasSuffix(" 3/4") } })
            process.choose(printing: "a/x1\n")
        }
    }
#endif
