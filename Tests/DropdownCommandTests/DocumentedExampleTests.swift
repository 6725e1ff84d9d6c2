import PseudoTerminal
import Testing

@testable import dropdown

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// The line of Docs/Command.md's examples that starts with `prefix`, as written there.
    func documentedCommand(startingWith prefix: String) throws -> String {
        let text = try readRepositoryFile("Docs/Command.md")
        return try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init), "\(prefix)")
    }

    /// The lines of the first `sh` block after the heading `heading` of Docs/Command.md.
    func documentedBlock(after heading: String) throws -> String {
        let text = try readRepositoryFile("Docs/Command.md")
        let section = try #require(text.split(separator: heading, maxSplits: 1).last)
        let block = try #require(section.split(separator: "```sh\n", maxSplits: 1).last)
        return try String(#require(block.split(separator: "```", maxSplits: 1).first))
    }

    /// A fresh directory under /tmp.
    func temporaryDirectory() -> String {
        var template = Array("/tmp/dropdown-test-XXXXXX".utf8CString)
        _ = mkdtemp(&template)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs a shell script without a terminal; expects it to succeed.
    @discardableResult
    func runShell(_ script: String) throws -> CompletedProcess {
        let result = try runWithoutTerminal(executable: "/bin/sh", arguments: ["-c", script])
        #expect(result.status == 0, "\(script): \(result.standardError)")
        return result
    }

    /// The directory of the `dropdown` under test, for `PATH`.
    var dropdownDirectory: String {
        String(dropdownPath[..<(dropdownPath.lastIndex(of: "/") ?? dropdownPath.startIndex)])
    }

    @Suite("The documented examples, run as written", .runsPrograms)
    struct DocumentedExampleTests {
        /// Runs a documented command line with `sh` in `directory`, in a pseudo-terminal, with the
        /// `dropdown` under test first on the `PATH`.
        func runDocumented(_ line: String, in directory: String) throws -> PseudoTerminalProcess {
            try PseudoTerminalProcess(
                executable: "/bin/sh", arguments: ["-c", "cd '\(directory)' && \(line)"],
                environment: ["PATH": dropdownDirectory + ":/usr/bin:/bin"])
        }

        @Test(
            "H1: git branch -a with git's short names: origin › main, not '* main' and 'HEAD -> origin'",
            .enabled(if: access("/usr/bin/git", X_OK) == 0, "git is not installed"))
        func gitBranches() throws {
            let line = try documentedCommand(startingWith: "git branch -a")
            let directory = temporaryDirectory()
            defer { _ = try? runShell("rm -rf '\(directory)'") }
            try runShell(
                """
                cd '\(directory)' && export HOME='\(directory)' && git init -q --bare origin.git \
                && git clone -q origin.git work 2>/dev/null && cd work \
                && git -c user.name=T -c user.email=t@example.com commit -q --allow-empty -m one \
                && git branch -M main && git push -q origin main 2>/dev/null \
                && git checkout -q -b feature/login && git push -q origin feature/login 2>/dev/null \
                && git checkout -q main && git remote set-head origin main
                """)
            let process = try runDocumented(line, in: directory + "/work")
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.contains(" origin ") && $0.hasSuffix("›") }
                        && lines.contains { $0.hasSuffix("   main") }
                })
            let rows = process.visibleLines()
            #expect(!rows.contains { $0.contains("* ") || $0.contains("->") || $0.contains("remotes") }, "\(rows)")
            process.type("\u{1B}[F\u{1B}[C")  // End: origin; Right opens it
            #expect(process.waitForScreen { $0.contains { $0.contains("‹ origin") } })
            process.choose(by: "\u{1B}[F\r", printing: "origin/main\n")  // End: origin › main; Enter
        }

        @Test("H1: find . -type f | dropdown --tree / --search opens on the folders, not on one '.' row")
        func findTree() throws {
            let line = try documentedCommand(startingWith: "find . -type f | dropdown --tree /")
            let directory = temporaryDirectory()
            defer { _ = try? runShell("rm -rf '\(directory)'") }
            try runShell("cd '\(directory)' && mkdir -p docs/guide && : > docs/guide/intro.md && : > notes.txt")
            let process = try runDocumented(line, in: directory)
            #expect(
                process.waitForScreen { lines in
                    lines.contains { $0.contains(" docs ") && $0.hasSuffix("›") }
                        && lines.contains { $0.contains(" notes.txt") }
                })
            #expect(!process.visibleLines().contains { $0.hasSuffix("   .") || $0.contains("   .  ") }, "no '.' row")
            process.type("intro")
            #expect(process.waitForScreen { $0.contains { $0.contains("docs › guide › intro.md") } })
            process.choose(printing: "./docs/guide/intro.md\n")
        }

        @Test("The completion and manual-page lines work for any user on a fresh account, writing only under HOME")
        func installLines() throws {
            let block = try documentedBlock(after: "## Shell completions and the manual page")
            #expect(!block.contains("$") && !block.contains("/usr/") && !block.contains("sudo"), "\(block)")
            let home = temporaryDirectory()
            defer { _ = try? runShell("rm -rf '\(home)'") }
            // A fresh account: an empty home, the command installed where the build section says.
            try runShell("mkdir -p '\(home)/.local/bin' && ln -s '\(dropdownPath)' '\(home)/.local/bin/dropdown'")
            let environment = "export HOME='\(home)' PATH='\(home)/.local/bin:/usr/bin:/bin'; unset XDG_DATA_HOME"
            try runShell("\(environment); set -e; \(block)")
            let installed = try runShell("cd '\(home)' && find . -type f | sort").standardOutput
            #expect(
                installed
                    == """
                    ./.config/fish/completions/dropdown.fish
                    ./.local/share/bash-completion/completions/dropdown
                    ./.local/share/man/man1/dropdown.1
                    ./.zfunc/_dropdown

                    """)
            let bashCompletion = "/usr/share/bash-completion/bash_completion"
            if access(bashCompletion, R_OK) == 0 {  // bash-completion finds the script in the user's directory
                let loaded = try runShell(
                    "\(environment); exec /bin/bash -c '. \(bashCompletion); _completion_loader dropdown; complete -p dropdown'"
                )
                #expect(loaded.standardOutput.contains("_dropdown"))
            }
            if access("/usr/bin/zsh", X_OK) == 0 {  // with fpath=(~/.zfunc $fpath) before compinit
                let loaded = try runShell(
                    "\(environment); exec /usr/bin/zsh -fc 'fpath=(~/.zfunc $fpath); autoload -Uz compinit; compinit -u; print -r -- $_comps[dropdown]'"
                )
                #expect(loaded.standardOutput == "_dropdown\n")
            }
            if access("/usr/bin/fish", X_OK) == 0 {
                let completed = try runShell(
                    "\(environment); exec /usr/bin/fish -c 'complete -C \"dropdown --output \"'")
                #expect(completed.standardOutput.contains("json"))
            }
            if access("/usr/bin/man", X_OK) == 0 {  // man finds ~/.local/share/man through ~/.local/bin on PATH
                let found = try runShell("\(environment); exec man -w dropdown")
                #expect(found.standardOutput == "\(home)/.local/share/man/man1/dropdown.1\n")
            }
        }
    }
#endif
