import PseudoTerminal
import Testing

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// An interactive bash (`bash -i`, with job control) in a pseudo-terminal, its prompt `$ `: commands
    /// are typed at it, its job messages and prompts read back from the screen, and what the commands
    /// print to standard output read from the captured pipe.
    final class InteractiveShell {
        let terminal: PseudoTerminalProcess

        init(rows: Int = 24, columns: Int = 80) throws {
            terminal = try PseudoTerminalProcess(
                executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
                environment: ["PS1": "$ ", "PS2": "> "], rows: rows, columns: columns)
            #expect(terminal.waitFor("$ "), "the shell's prompt: \(terminal.screenText.debugDescription)")
        }

        deinit {
            terminal.type("\u{03}kill -KILL %% 2>/dev/null; exit\r")
            _ = terminal.waitForExit(timeout: 5)
        }

        /// How many bytes the shell has drawn so far: a mark to read what it draws after it.
        var mark: Int { terminal.screenBytes.count }

        /// Types a line at the shell.
        func run(_ command: String) { terminal.type(command + "\r") }

        /// Types a line at the shell and waits until what is drawn after it contains `text`.
        func run(_ command: String, thenWaitFor text: String) -> Bool {
            let before = mark
            run(command)
            return waitForScreen(after: before, text)
        }

        /// Waits until what the shell drew after `mark` contains every one of `texts`, in order.
        @discardableResult
        func waitForScreen(after mark: Int, _ texts: String..., timeout: Double = 20) -> Bool {
            terminal.pump(timeout: timeout) { bytes in
                var rest = Substring(String(decoding: bytes[min(mark, bytes.count)...], as: UTF8.self))
                for text in texts {
                    guard let range = rest.firstRange(of: text) else { return false }
                    rest = rest[range.upperBound...]
                }
                return true
            }
        }

        /// Types Ctrl-Z and waits until the shell says the job stopped and shows its prompt.
        func stopJob() -> Bool {
            let before = mark
            terminal.type("\u{1A}")
            return waitForScreen(after: before, "Stopped", "$ ")
        }

        /// Waits until the commands' standard output ends with `suffix`.
        @discardableResult
        func waitForOutput(endingWith suffix: String, timeout: Double = 20) -> Bool {
            terminal.pump(timeout: timeout) { _ in self.terminal.outputText.hasSuffix(suffix) }
        }

        /// Whether the shell has its prompt back: a command typed now runs and prints.
        func answers(timeout: Double = 20) -> Bool {
            let word = "back\(UInt32.random(in: 0...UInt32.max))"
            run("echo \(word)")
            return waitForOutput(endingWith: word + "\n", timeout: timeout)
        }

        /// The status of the last command, as `$?` reads it.
        func lastStatus(timeout: Double = 20) -> Int32? {
            number(printedBy: "echo $?", timeout: timeout)
        }

        /// The process ID of job 1's first process, as `jobs -p` prints it.
        func pidOfJob(timeout: Double = 20) -> pid_t? {
            number(printedBy: "jobs -p %1", timeout: timeout)
        }

        /// Types `command` and reads the number that starts the line it prints.
        private func number(printedBy command: String, timeout: Double) -> Int32? {
            let before = terminal.standardOutput.count
            run(command)
            var number: Int32?
            terminal.pump(timeout: timeout) { _ in
                let text = String(decoding: self.terminal.standardOutput[before...], as: UTF8.self)
                guard text.hasSuffix("\n") else { return false }
                number = Int32(text.prefix { $0.isNumber })
                return true
            }
            return number
        }

        /// Waits until the shell says job 1 is in `state` ("Stopped"; "Terminated": ended by SIGTERM,
        /// status 143), asking with `jobs` (the shell may also say it unasked, before a prompt).
        func waitForJob(_ state: String, timeout: Double = 10, or alternative: () -> Bool = { false }) -> Bool {
            let screenMark = mark
            let outputMark = terminal.standardOutput.count
            return eventually(timeout: timeout) {
                if alternative() { return true }
                let before = terminal.standardOutput.count
                run("jobs %1")
                terminal.pump(timeout: 1) { _ in self.terminal.standardOutput.count > before }
                return String(decoding: terminal.standardOutput[outputMark...], as: UTF8.self).contains(state)
                    || String(decoding: terminal.screenBytes[screenMark...], as: UTF8.self).contains(state)
            }
        }

        /// Waits until job 1, process `pid`, has ended; returns the signal that ended it. That is
        /// SIGTERM when the shell says "Terminated". A shell on a loaded machine may not have
        /// collected the process yet (it is a zombie, and `jobs` still says "Stopped"): then the
        /// signal is the one the kernel's process table records.
        func signalThatEnded(job pid: pid_t) -> Int32? {
            var recorded: Int32?
            let ended = waitForJob("Terminated") {
                recorded = endingSignal(ofZombie: pid)
                return recorded != nil
            }
            return ended ? recorded ?? SIGTERM : nil
        }
    }

    /// The signal that ended process `pid`, while it waits for its parent to collect it (a zombie);
    /// `nil` while it runs or is stopped, after it is collected, or when it exited with a status.
    func endingSignal(ofZombie pid: pid_t) -> Int32? {
        #if canImport(Darwin)
            var information = kinfo_proc()
            var size = MemoryLayout<kinfo_proc>.stride
            var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
            guard sysctl(&name, 4, &information, &size, nil, 0) == 0, size > 0,
                Int32(information.kp_proc.p_stat) == SZOMB
            else { return nil }
            let status = Int32(information.kp_proc.p_xstat)
        #else
            guard let fields = procStatFields(pid), fields.first == "Z", let last = fields.last,
                let status = Int32(last)
            else { return nil }
        #endif
        let signal = status & 0x7F
        return signal == 0 ? nil : signal
    }

    /// The fields of `/proc/<pid>/stat` after the command's name, from the state on (Linux).
    func procStatFields(_ pid: pid_t) -> [Substring]? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let end = text.ranges(of: ") ").last else { return nil }
        return text[end.upperBound...].split(whereSeparator: \.isWhitespace)
    }

    /// Whether process `pid` is stopped (job control), read from `/proc` (on macOS, from the
    /// kernel's process table).
    func isStopped(_ pid: pid_t) -> Bool {
        #if canImport(Darwin)
            var information = kinfo_proc()
            var size = MemoryLayout<kinfo_proc>.stride
            var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
            guard sysctl(&name, 4, &information, &size, nil, 0) == 0, size > 0 else { return false }
            return Int32(information.kp_proc.p_stat) == SSTOP
        #else
            return isStoppedInProc(pid)
        #endif
    }

    /// Whether process `pid` is stopped, read from `/proc/<pid>/stat` (Linux).
    func isStoppedInProc(_ pid: pid_t) -> Bool {
        procStatFields(pid)?.first == "T"
    }

    /// Polls until `condition` holds or `timeout` seconds pass.
    func eventually(timeout: Double = 20, _ condition: () -> Bool) -> Bool {
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while true {
            if condition() { return true }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            if Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9 > timeout { return false }
            usleep(10_000)
        }
    }

    @Suite("Job control: the prompt in a real interactive shell", .serialized, .runsPrograms)
    struct JobControlTests {
        /// The prompt alone, and pipelines of the README's kind: a producer that never ends, a consumer
        /// after the prompt.
        static let pipelines: [(command: String, choice: String)] = [
            ("'\(dropdownPath)' --title Pick alpha beta gamma", "alpha\n"),
            ("yes | '\(dropdownPath)' --title Pick", "y\n"),
            ("yes | '\(dropdownPath)' --search --title Pick", "y\n"),
            (
                "printf 'one\\0two\\0' | '\(dropdownPath)' --read0 --print0 --multiple | xargs -0 echo chosen",
                "chosen one\n"
            ),
        ]

        @Test(
            "Ctrl-Z stops the whole job, pipelines too: the shell's prompt comes back; fg draws the prompt again",
            arguments: pipelines.indices)
        func suspendPipeline(_ index: Int) throws {
            let (command, choice) = Self.pipelines[index]
            let shell = try InteractiveShell()
            #expect(shell.run(command, thenWaitFor: "▴"), "the prompt is drawn")
            #expect(shell.stopJob(), "the shell says the job stopped")
            #expect(shell.answers(), "the shell has its prompt back")
            #expect(shell.run("fg", thenWaitFor: "▴"), "fg draws the prompt again")
            shell.terminal.type("\r")
            #expect(shell.waitForOutput(endingWith: choice), "\(shell.terminal.outputText.debugDescription)")
            #expect(shell.lastStatus() == 0)
        }

        @Test("Started in the background (`dropdown a b c &`): it waits for fg, then asks as usual")
        func startedInBackground() throws {
            let shell = try InteractiveShell()
            let start = shell.mark
            shell.run("'\(dropdownPath)' --title Pick alpha beta gamma &")
            #expect(shell.waitForScreen(after: start, "] "))
            let pid = try #require(Self.backgroundPid(shell, after: start))
            #expect(eventually { isStopped(pid) }, "a background job stops before it takes the terminal")
            #expect(shell.answers(), "the shell keeps its prompt meanwhile")
            #expect(shell.run("fg", thenWaitFor: "▴"), "fg draws the prompt")
            shell.terminal.type(downKey + "\r")
            #expect(shell.waitForOutput(endingWith: "beta\n"))
            #expect(shell.lastStatus() == 0)
        }

        @Test("kill %1 ends a prompt stopped with Ctrl-Z (143) and leaves nothing for the shell to read")
        func killStoppedPrompt() throws {
            let shell = try InteractiveShell()
            #expect(shell.run("'\(dropdownPath)' --title Pick alpha beta gamma", thenWaitFor: "▴"))
            #expect(shell.stopJob())
            let pid = try #require(shell.pidOfJob())
            shell.run("kill %1")
            #expect(shell.signalThatEnded(job: pid) == SIGTERM, "ended by SIGTERM (143), not left stopped")
            #expect(shell.answers(), "nothing the prompt left is read by the shell as typed text")
        }

        @Test("kill %1 ends a prompt started in the background, still waiting for fg (143)")
        func killBackgroundPrompt() throws {
            let shell = try InteractiveShell()
            let start = shell.mark
            shell.run("'\(dropdownPath)' --title Pick alpha beta gamma &")
            let pid = try #require(Self.backgroundPid(shell, after: start))
            #expect(eventually { isStopped(pid) })
            #expect(shell.waitForJob("Stopped"))
            let beforeKill = shell.mark
            shell.run("kill %1")
            #expect(shell.signalThatEnded(job: pid) == SIGTERM, "ended by SIGTERM (143)")
            #expect(!String(decoding: shell.terminal.screenBytes[beforeKill...], as: UTF8.self).contains("▴"))
            #expect(shell.answers())
        }

        @Test("Keys typed right after Enter reach the shell, also where the terminal never answers a position request")
        func keysAfterEnterReachTheShell() throws {
            let shell = try InteractiveShell()
            shell.terminal.answersCursorRequests = false
            let start = shell.mark
            shell.run("'\(dropdownPath)' --title Pick alpha beta gamma")
            #expect(shell.waitForScreen(after: start, "▴"))
            #expect(!String(decoding: shell.terminal.screenBytes[start...], as: UTF8.self).contains("\u{1B}[6n"))
            let beforeEnter = shell.mark
            shell.terminal.type("\r")
            #expect(shell.waitForScreen(after: beforeEnter, "✔"))
            shell.run("echo typed-after")  // at once, while the prompt ends
            #expect(shell.waitForOutput(endingWith: "alpha\ntyped-after\n", timeout: 10))
        }

        @Test("The release of a click that chose never reaches the shell")
        func mouseReleaseAfterChoosing() throws {
            let (rows, columns) = (24, 80)
            let shell = try InteractiveShell(rows: rows, columns: columns)
            shell.terminal.answersCursorRequests = false  // answered from the screen, when the test says
            /// Answers the prompt's position requests as they come, until `condition` holds.
            func answering(until condition: @escaping () -> Bool) -> Bool {
                eventually(timeout: 10) {
                    shell.terminal.answerCursorRequestsFromScreen(rows: rows, columns: columns)
                    shell.terminal.pump(timeout: 0.02)
                    return condition()
                }
            }
            #expect(shell.run("'\(dropdownPath)' --title Pick alpha bravo charlie", thenWaitFor: "▴"))
            var screen = VirtualScreen(rows: rows, columns: columns)
            screen.apply(shell.terminal.screenBytes)
            let bravo = try #require(screen.lines.firstIndex { $0.contains("bravo") && !$0.contains("charlie") })
            shell.terminal.answerCursorRequestsFromScreen(rows: rows, columns: columns)  // any asked so far
            let beforeClick = shell.mark
            shell.terminal.type("\u{1B}[<0;6;\(bravo + 1)M")  // the press
            #expect(
                answering { String(decoding: shell.terminal.screenBytes[beforeClick...], as: UTF8.self).contains("✔") },
                "the click chose")
            shell.terminal.type("\u{1B}[<0;6;\(bravo + 1)m")  // the release, sent before mouse reporting went off
            #expect(answering { shell.terminal.outputText.hasSuffix("bravo\n") })
            #expect(shell.answers(timeout: 10), "the shell read nothing of the release")
        }

        /// The process id bash prints for a job started with `&` (`[1] 12345`).
        static func backgroundPid(_ shell: InteractiveShell, after mark: Int) -> pid_t? {
            guard shell.waitForScreen(after: mark, "[1] ", "\r\n") else { return nil }
            let text = String(decoding: shell.terminal.screenBytes[mark...], as: UTF8.self)
            guard let range = text.firstRange(of: "[1] ") else { return nil }
            return pid_t(text[range.upperBound...].prefix { $0.isNumber })
        }
    }
#endif
