import PseudoTerminal
import Testing

#if canImport(Glibc)
    import Glibc

    @Suite("dropdown --filter, end to end")
    struct FilterTests {
        let countries = "Spain\nPapua New Guinea\nParaguay\nPoland\nItaly\nUnited States\nUnited Kingdom\n"

        func filter(_ arguments: [String], input: String) throws -> CompletedProcess {
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            return try runWithoutTerminal(executable: dropdownPath, arguments: arguments, inputPath: path)
        }

        @Test("F1: a query of 1,300 characters that matches prints its line (it used to trap)")
        func longQuery() throws {
            let line = String(repeating: "a", count: 1_300)
            let result = try filter(["--filter", line], input: line + "\nb\n")
            #expect(result.status == 0)
            #expect(result.standardOutput == line + "\n")
        }

        @Test("F1: an empty or blank query prints every line in input order and exits 0; no lines exit 1")
        func emptyQuery() throws {
            for query in ["", "  "] {
                let result = try filter(["--filter", query], input: countries)
                #expect(result.status == 0)
                #expect(result.standardOutput == countries)
            }
            #expect(try filter(["--filter", ""], input: "").status == 1)
        }

        @Test("F1: fzf's extended syntax; --exact and --no-extended")
        func extendedSyntax() throws {
            #expect(try filter(["--filter", "^p !new"], input: countries).standardOutput == "Poland\nParaguay\n")
            #expect(
                try filter(["--filter", "'ited | ^it"], input: countries).standardOutput
                    == "United States\nUnited Kingdom\nItaly\n")
            #expect(try filter(["--filter", "united\\ k"], input: countries).standardOutput == "United Kingdom\n")
            #expect(try filter(["--filter", "!a"], input: countries).standardOutput == "United Kingdom\n")
            #expect(
                try filter(["--exact", "--filter", "pa"], input: countries).standardOutput
                    == "Paraguay\nPapua New Guinea\nSpain\n")
            #expect(
                try filter(["--no-extended", "--filter", "d k"], input: countries).standardOutput == "United Kingdom\n")
        }

        @Test(
            "F1: the output is fzf's, byte for byte, for every operator",
            .enabled(if: access("/usr/bin/fzf", X_OK) == 0))
        func sameAsFzf() throws {
            let path = temporaryFile(Array((countries + "ab cd\nAB\n  ab  \nabc$\n").utf8))
            defer { unlink(path) }
            for query in [
                "pa", "^p", "d$", "'ni", "!a", "!^u !d$", "a | x", "united\\ s", "", "  ", "AB", "^ab$", "!'x",
                "c$ | ^s",
            ] {
                for options in [[], ["--exact"], ["--no-extended"]] {
                    let ours = try runWithoutTerminal(
                        executable: dropdownPath, arguments: options + ["--filter", query], inputPath: path)
                    let fzf = try runWithoutTerminal(
                        executable: "/usr/bin/fzf", arguments: options + ["--filter", query], inputPath: path)
                    #expect(ours.standardOutput == fzf.standardOutput, "\(options) \(query)")
                    #expect(ours.status == fzf.status, "\(options) \(query)")
                }
            }
        }

        @Test(
            "F1: lines longer than a label's limit are searched whole, as fzf searches them",
            .enabled(if: access("/usr/bin/fzf", X_OK) == 0))
        func longLinesAsFzf() throws {
            let long = String(repeating: "é ab ", count: 1_200)  // 7,200 bytes
            let input = [long + "tail", long, "tail " + long, "ta il"].joined(separator: "\n") + "\n"
            let path = temporaryFile(Array(input.utf8))
            defer { unlink(path) }
            for query in ["tail", "tail$", "^tail", "!tail", "éta"] {
                let ours = try runWithoutTerminal(
                    executable: dropdownPath, arguments: ["--filter", query], inputPath: path)
                let fzf = try runWithoutTerminal(
                    executable: "/usr/bin/fzf", arguments: ["--filter", query], inputPath: path)
                #expect(ours.standardOutput == fzf.standardOutput, "\(query)")
                #expect(ours.status == fzf.status, "\(query)")
            }
        }
    }
#endif
