#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// A program running in a pseudo-terminal whose controlling terminal is that pseudo-terminal, as
    /// when a person runs it in a terminal window: `/dev/tty` is the pseudo-terminal, keys written to
    /// it reach the program, and what the program draws can be read back. Standard output is a pipe,
    /// captured separately; standard input is the terminal, a file, or nothing.
    public final class PseudoTerminalProcess {
        /// Where the program's standard input comes from.
        public enum Input {
            /// The pseudo-terminal itself.
            case terminal
            /// A file (for options piped in).
            case file(String)
            /// `/dev/null`.
            case null
            /// The read end of a pipe the test writes to (a producer the test controls: it may pause,
            /// or never end). The test still closes its own copy of this descriptor.
            case pipe(Int32)
        }

        /// Where the program's standard error goes.
        public enum ErrorOutput {
            /// The pseudo-terminal (as in a terminal window).
            case terminal
            /// A file, as with `2>file`; the pseudo-terminal is still the controlling terminal, so
            /// `/dev/tty` opens it.
            case file(String)
        }

        /// The process identifier.
        public let pid: pid_t
        /// The terminal side the test holds.
        public let master: Int32
        private let outputPipe: Int32
        /// Everything the program drew on the terminal so far.
        public private(set) var screenBytes: [UInt8] = []
        /// Everything the program wrote to standard output so far.
        public private(set) var standardOutput: [UInt8] = []
        /// The terminal's settings before the program started.
        public let initialSettings: termios
        /// The row (1-based) the terminal reports for the cursor when the program asks.
        public var reportedCursorRow: Int
        /// Whether the terminal answers cursor position requests (`ESC[6n`); some terminals and
        /// serial lines never do.
        public var answersCursorRequests = true
        private var exitStatus: Int32?
        /// The most memory the program held at once (its peak resident set), once it has exited.
        public private(set) var peakMemoryBytes: Int?
        private var answeredRequests = 0
        /// The cursor position requests found in the screen bytes, and where the next look starts.
        private var requestsFound = 0
        private var requestScanStart = 0

        /// Starts `executable` with `arguments` in a pseudo-terminal of `rows` × `columns`; with
        /// `closesStandardOutput`, standard output is closed (`>&-`), not captured.
        public init(
            executable: String, arguments: [String], environment: [String: String] = [:],
            rows: Int = 24, columns: Int = 80, input: Input = .terminal, cursorRow: Int = 1,
            standardError: ErrorOutput = .terminal, closesStandardOutput: Bool = false
        ) throws {
            var masterFD: Int32 = -1
            var slaveFD: Int32 = -1
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            // The slave's name comes back in our own buffer (`ttyname`'s is shared by the tests that
            // run at the same time), and no descriptor leaks into programs other tests start.
            var name = [CChar](repeating: 0, count: 256)
            guard openpty(&masterFD, &slaveFD, &name, nil, &size) == 0 else { throw Failure("openpty failed") }
            for fd in [masterFD, slaveFD] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var settings = termios()
            tcgetattr(slaveFD, &settings)
            initialSettings = settings
            close(slaveFD)
            guard let pipeFDs = closeOnExecPipe() else { throw Failure("pipe failed") }

            var env = ["PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8"]
            for (key, value) in environment {
                env.removeAll { $0.hasPrefix(key + "=") }
                env.append("\(key)=\(value)")
            }
            let spawned = spawnInNewSession(executable: executable, arguments: arguments, environment: env) {
                actions in
                // After setsid, opening the terminal makes it the controlling terminal.
                posix_spawn_file_actions_addopen(&actions, 2, slavePath, O_RDWR, 0)
                if case .file(let path) = standardError {
                    posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                }
                switch input {
                case .terminal: posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
                case .file(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
                case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                case .pipe(let readEnd): posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
                }
                if closesStandardOutput {
                    posix_spawn_file_actions_addclose(&actions, 1)  // as `>&-` does
                } else {
                    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
                }
                posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
                posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
                posix_spawn_file_actions_addclose(&actions, masterFD)
            }
            close(pipeFDs[1])
            switch spawned {
            case .success(let child): pid = child
            case .failure(let failure):
                close(masterFD)
                close(pipeFDs[0])
                throw failure
            }
            master = masterFD
            outputPipe = pipeFDs[0]
            reportedCursorRow = cursorRow
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
            _ = fcntl(outputPipe, F_SETFL, fcntl(outputPipe, F_GETFL) | O_NONBLOCK)
        }

        deinit {
            if exitStatus == nil {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            close(master)
            close(outputPipe)
        }

        /// An error starting the program.
        public struct Failure: Error, CustomStringConvertible {
            public var description: String
            init(_ description: String) { self.description = description }
        }

        /// Types bytes at the terminal.
        public func type(_ text: String) {
            type(bytes: Array(text.utf8))
        }

        /// Types raw bytes at the terminal, all of them: when the terminal's input buffer is full
        /// (a long paste), it reads what the program draws meanwhile, so neither side blocks, and
        /// gives up after 60 seconds.
        public func type(bytes: [UInt8]) {
            var offset = 0
            let deadline = monotonicSeconds() + 60
            while offset < bytes.count && monotonicSeconds() < deadline {
                let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if written > 0 {
                    offset += written
                } else {
                    pump(timeout: 0.01)
                }
            }
        }

        /// Reads what is available, answering cursor position requests, for at most `timeout`
        /// seconds or until `condition` holds for the screen bytes read so far.
        @discardableResult
        public func pump(timeout: Double = 5, until condition: ([UInt8]) -> Bool = { _ in false }) -> Bool {
            let deadline = monotonicSeconds() + timeout
            while true {
                drain()
                if condition(screenBytes) { return true }
                if exitStatus != nil || monotonicSeconds() >= deadline { return condition(screenBytes) }
                if reapIfExited() {
                    drain()
                    return condition(screenBytes)
                }
                var descriptors = [
                    pollfd(fd: master, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0),
                ]
                #if canImport(Glibc)
                    _ = poll(&descriptors, 2, 20)
                #else
                    // macOS's poll does not support devices (a pseudo-terminal answers POLLNVAL at
                    // once): wait as long, then read whatever came.
                    _ = descriptors
                    usleep(5_000)
                #endif
            }
        }

        /// Waits until the screen output contains `text`.
        @discardableResult
        public func waitFor(_ text: String, timeout: Double = 5) -> Bool {
            let needle = Array(text.utf8)
            return pump(timeout: timeout) { bytes in bytes.firstRange(of: needle) != nil }
        }

        /// Waits until a row of the screen, as drawn (styles aside), contains `text`.
        public func waitForRow(
            containing text: String, rows: Int = 24, columns: Int = 80, timeout: Double = 20
        ) -> Bool {
            pump(timeout: timeout) { bytes in
                var screen = VirtualScreen(rows: rows, columns: columns)
                screen.apply(bytes)
                return screen.lines.contains { $0.contains(text) }
            }
        }

        /// Waits for the program to exit and returns its exit code (128 + n when killed by signal n).
        public func waitForExit(timeout: Double = 10) -> Int32? {
            let deadline = monotonicSeconds() + timeout
            while exitStatus == nil && monotonicSeconds() < deadline {
                drain()
                if !reapIfExited() { usleep(5_000) }
            }
            drain()
            return exitStatus
        }

        /// Changes the terminal's size; the kernel sends SIGWINCH to the program.
        public func resize(rows: Int, columns: Int) {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        }

        /// Sends a signal to the program.
        public func signal(_ number: Int32) { kill(pid, number) }

        /// The terminal's settings now (as the program left them).
        public func terminalSettings() -> termios {
            var settings = termios()
            tcgetattr(master, &settings)
            return settings
        }

        /// Whether the terminal's settings are those it had before the program started (echo, line
        /// editing, signals from keys: no raw mode left behind).
        public func settingsAreRestored() -> Bool {
            var before = initialSettings
            var now = terminalSettings()
            return before.c_iflag == now.c_iflag && before.c_oflag == now.c_oflag && before.c_cflag == now.c_cflag
                && before.c_lflag == now.c_lflag
                && memcmp(&before.c_cc, &now.c_cc, MemoryLayout.size(ofValue: before.c_cc)) == 0
        }

        /// The screen output as text.
        public var screenText: String { String(decoding: screenBytes, as: UTF8.self) }
        /// The standard output as text.
        public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }

        private func drain() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                screenBytes.append(contentsOf: buffer[0..<count])
            }
            answerCursorRequests()
            while true {
                let count = read(outputPipe, &buffer, buffer.count)
                guard count > 0 else { break }
                standardOutput.append(contentsOf: buffer[0..<count])
            }
        }

        /// Answers the requests in the bytes read since the last look (a program that draws for long,
        /// such as `yes | dropdown`, is not read again from its start at every look).
        private func answerCursorRequests() {
            guard answersCursorRequests else { return }
            let request: [UInt8] = Array("\u{1B}[6n".utf8)
            var searchStart = requestScanStart
            while let range = screenBytes[searchStart...].firstRange(of: request) {
                requestsFound += 1
                searchStart = range.upperBound
            }
            // A request split across reads is found on the next look.
            requestScanStart = max(searchStart, screenBytes.count - (request.count - 1))
            let count = requestsFound
            while answeredRequests < count {
                type("\u{1B}[\(reportedCursorRow);1R")
                answeredRequests += 1
            }
        }

        /// Answers the cursor position requests not answered yet as a terminal would: with where the
        /// cursor is on a ``VirtualScreen`` of `rows` × `columns` once the bytes before each request
        /// are drawn. For tests that turn ``answersCursorRequests`` off to choose when answers come.
        public func answerCursorRequestsFromScreen(rows: Int, columns: Int) {
            drain()
            let request: [UInt8] = Array("\u{1B}[6n".utf8)
            var screen = VirtualScreen(rows: rows, columns: columns)
            var start = screenBytes.startIndex
            var count = 0
            while let range = screenBytes[start...].firstRange(of: request) {
                screen.apply(Array(screenBytes[start..<range.lowerBound]))
                count += 1
                if count > answeredRequests {
                    type("\u{1B}[\(screen.cursorRow + 1);\(screen.cursorColumn + 1)R")
                    answeredRequests += 1
                }
                start = range.upperBound
            }
        }

        private func reapIfExited() -> Bool {
            var status: Int32 = 0
            var usage = rusage()
            let result = wait4(pid, &status, WNOHANG, &usage)
            guard result == pid else { return false }
            exitStatus = exitCode(fromWaitStatus: status)
            #if canImport(Glibc)
                peakMemoryBytes = usage.ru_maxrss * 1024  // Linux reports kilobytes
            #else
                peakMemoryBytes = usage.ru_maxrss  // macOS reports bytes
            #endif
            return true
        }
    }
#endif
