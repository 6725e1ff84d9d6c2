#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// What a program did when run without any terminal.
    public struct CompletedProcess {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs a program in a new session without a controlling terminal (so `/dev/tty` cannot be
    /// opened), with standard input from `inputPath`, or from `inputDescriptor` (the read end of a
    /// pipe the test holds: a producer that pauses or never ends), and returns its status and
    /// output; a program still running after `timeout` seconds is killed (status 137).
    public func runWithoutTerminal(
        executable: String, arguments: [String], inputPath: String = "/dev/null", inputDescriptor: Int32? = nil,
        timeout: Double = 20
    ) throws -> CompletedProcess {
        guard let outPipe = closeOnExecPipe(), let errPipe = closeOnExecPipe() else {
            throw PseudoTerminalProcess.Failure("pipe failed")
        }
        let spawned = spawnInNewSession(
            executable: executable, arguments: arguments, environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"]
        ) { actions in
            if let inputDescriptor {
                posix_spawn_file_actions_adddup2(&actions, inputDescriptor, 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
            for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        let pid = try spawned.get()
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var open = [outPipe[0], errPipe[0]]
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), 100)
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    if descriptor.fd == outPipe[0] { output += buffer[0..<count] } else { errors += buffer[0..<count] }
                } else {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            if Double(now.tv_sec - start.tv_sec) > timeout {
                kill(pid, SIGKILL)
                break
            }
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let code = exitCode(fromWaitStatus: status)
        return CompletedProcess(
            status: code, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errors, as: UTF8.self))
    }
#endif
