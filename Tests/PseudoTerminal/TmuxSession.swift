#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// A program running in a detached tmux session on a private server, so tests see the screen as a
    /// real terminal emulator (tmux) draws it: widths, scrolling and scrollback included.
    public final class TmuxSession {
        /// The tmux executable, when installed.
        public static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
            access($0, X_OK) == 0
        }

        private let tmux: String
        /// The server's socket, removed with the session.
        private let socket: String
        /// Where the shell writes the command's exit status (tmux 3.3a does not always reap a pane's
        /// process in time to report its status).
        private let statusPath: String

        /// Starts `command` (run by `/bin/sh -c`) in a `columns` × `rows` window. The pane stays
        /// after the command exits, so its status and screen can still be read.
        public init(command: String, rows: Int, columns: Int) throws {
            guard let tmux = Self.executable else { throw PseudoTerminalProcess.Failure("tmux is not installed") }
            self.tmux = tmux
            socket = "/tmp/dropdown-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmux"
            statusPath = socket + ".status"
            // One command list, so the options hold before the command can exit.
            try run([
                "-f", "/dev/null", "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                "set-option", "-g", "history-limit", "10000", ";",
                "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "test",
                "\(command)\necho $? > \(statusPath)",
            ])
        }

        deinit {
            _ = try? run(["kill-server"])
            unlink(socket)
            unlink(statusPath)
        }

        /// Sends keys as tmux names them (`Escape`, `C-c`, `Enter`, or text).
        public func send(_ keys: String...) throws {
            try run(["send-keys", "-t", "test"] + keys)
        }

        /// Sends text literally.
        public func type(_ text: String) throws {
            try run(["send-keys", "-t", "test", "-l", text])
        }

        /// The screen's lines, with the scrollback above them when `scrollback` is set.
        public func capture(scrollback: Bool = false) throws -> [String] {
            let output = try run(["capture-pane", "-t", "test", "-p"] + (scrollback ? ["-S", "-"] : []))
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }

        /// The column (0-based) of the cursor.
        public func cursorColumn() throws -> Int? {
            Int(try run(["display-message", "-t", "test", "-p", "#{cursor_x}"]).filter(\.isNumber))
        }

        /// The exit status of the command, once it has exited.
        public func exitStatus() throws -> Int32? {
            let fd = open(statusPath, O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(fd, &buffer, buffer.count)
            guard count > 0, buffer[count - 1] == 0x0A else { return nil }  // the whole line is written
            return Int32(String(decoding: buffer[0..<(count - 1)], as: UTF8.self))
        }

        /// Polls the screen until `condition` holds or `timeout` seconds pass.
        @discardableResult
        public func waitUntil(timeout: Double = 20, _ condition: ([String]) -> Bool) -> Bool {
            let deadline = monotonicSeconds() + timeout
            while monotonicSeconds() < deadline {
                if let lines = try? capture(), condition(lines) { return true }
                usleep(20_000)
            }
            return false
        }

        /// Waits for the command to exit and returns its status.
        public func waitForExit(timeout: Double = 20) -> Int32? {
            let deadline = monotonicSeconds() + timeout
            while monotonicSeconds() < deadline {
                if let status = try? exitStatus() { return status }
                usleep(20_000)
            }
            return nil
        }

        @discardableResult
        private func run(_ arguments: [String]) throws -> String {
            let result = try runWithoutTerminal(executable: tmux, arguments: ["-S", socket] + arguments)
            guard result.status == 0 else {
                throw PseudoTerminalProcess.Failure("tmux \(arguments.first ?? ""): \(result.standardError)")
            }
            return result.standardOutput
        }
    }

    /// Seconds on the monotonic clock.
    func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
#endif
