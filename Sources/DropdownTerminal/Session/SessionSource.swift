#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a screen hears from a ``SessionSource``: the bytes it read, and its end.
package enum SourceEvent: Hashable, Sendable {
    /// Bytes the source produced.
    case output(source: String, generation: Int, bytes: [UInt8])
    /// The source ended (end of file); for a command, its exit status when it is known.
    case ended(source: String, generation: Int, status: Int32?)
}

/// A command a screen wants running in the background, such as a preview: the session starts it
/// when it appears in ``TerminalScreen/tasks``, stops it when it leaves them or its generation
/// changes, and hands its output to the screen as ``SourceEvent``s.
package struct ScreenTask: Hashable, Sendable {
    /// What the task is for ("preview"); at most one task of a name runs at a time.
    package var name: String
    /// Changes whenever the task must start over (the highlighted option changed).
    package var generation: Int
    /// The command, run by `/bin/sh -c` (bytes: it may hold a file name that is not UTF-8).
    package var command: [UInt8]
    /// Variables added to the program's environment for the command (`COLUMNS` and `LINES`).
    package var environment: [String: String]

    /// Creates a task.
    package init(name: String, generation: Int, command: [UInt8], environment: [String: String] = [:]) {
        self.name = name
        self.generation = generation
        self.command = command
        self.environment = environment
    }
}

/// Something besides the terminal and signals that a ``TerminalSession`` waits on: a descriptor it
/// polls, and how to read it. Commands started for a screen's ``TerminalScreen/tasks`` are
/// sources; so can be anything a caller passes to ``TerminalSession/run(_:sources:)``, such as a pipe
/// of options that arrive while the prompt is open. Sources are used on the session's thread only.
package protocol SessionSource: AnyObject {
    /// The name the screen knows the source by.
    var name: String { get }
    /// The generation the source's events carry.
    var generation: Int { get }
    /// The descriptor to wait on.
    var descriptor: Int32 { get }
    /// Reads what is ready (called when the descriptor is readable): bytes, or the end.
    func read() -> SourceRead
    /// Stops the source: a command is ended, the descriptor closed. Called once, also after the end.
    func close()
}

/// What reading a ``SessionSource`` gave.
package enum SourceRead: Hashable, Sendable {
    /// Bytes that were read.
    case bytes([UInt8])
    /// Nothing was ready after all.
    case nothing
    /// The end; a command's exit status when it is known.
    case ended(status: Int32?)
}

/// A source that reads a descriptor the caller opened (a pipe, a file) until its end; the
/// descriptor is made non-blocking, and closed with the source.
package final class DescriptorSource: SessionSource {
    package let name: String
    package let generation: Int
    package let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// Reads `descriptor` (which the source then owns) as `name`.
    package init(name: String, descriptor: Int32, generation: Int = 0) {
        self.name = name
        self.generation = generation
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    package func read() -> SourceRead {
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
        if count > 0 { return .bytes(Array(buffer[0..<count])) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return .nothing }
        return .ended(status: nil)
    }

    package func close() {
        _ = systemClose(descriptor)
    }
}

/// A command run by `/bin/sh -c` in a process group of its own, with standard input from
/// `/dev/null` and standard output and error read as the source; every signal at its default.
/// Closing the source kills the whole group (the shell and what it started).
package final class CommandSource: SessionSource {
    package let name: String
    package let generation: Int
    package var descriptor: Int32 { output.descriptor }
    /// The process (and process group) identifier.
    package let pid: pid_t
    private let output: DescriptorSource
    private var isReaped = false

    /// Starts a command, with `environment` added to the program's; throws when it cannot be started.
    package init(
        name: String, generation: Int, command: [UInt8], environment: [String: String] = [:]
    ) throws(FileDescriptorIO.SystemError) {
        self.name = name
        self.generation = generation
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw FileDescriptorIO.SystemError(number: errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        let commandText = command.filter { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
        var variables: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let pointer = entry.pointee {
            let name = String(cString: pointer).prefix { $0 != "=" }
            if environment[String(name)] == nil { variables.append(strdup(pointer)) }
            entry += 1
        }
        variables += environment.map { strdup("\($0.key)=\($0.value)") }
        variables.append(nil)
        defer { variables.forEach { free($0) } }
        var child: pid_t = 0
        let status = commandText.withUnsafeBufferPointer { text -> Int32 in
            let argv: [UnsafeMutablePointer<CChar>?] = [
                strdup("/bin/sh"), strdup("-c"), strdup(text.baseAddress!), nil,
            ]
            defer { argv.forEach { free($0) } }
            return posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, variables)
        }
        _ = systemClose(fds[1])
        guard status == 0 else {
            _ = systemClose(fds[0])
            throw FileDescriptorIO.SystemError(number: status)
        }
        pid = child
        output = DescriptorSource(name: name, descriptor: fds[0], generation: generation)
    }

    package func read() -> SourceRead {
        switch output.read() {
        case .ended:
            // Its output ended: the command is ending. Its status, if it ends within a moment.
            for _ in 0..<20 {
                if let status = reap(waiting: false) { return .ended(status: status) }
                usleep(1_000)
            }
            return .ended(status: nil)
        case let other: return other
        }
    }

    package func close() {
        if !isReaped { kill(-pid, SIGKILL) }
        output.close()
        _ = reap(waiting: false)
        if !isReaped { CommandSource.unreaped.append(pid) }
    }

    /// The exit status a shell would show, once the process has ended (`nil` while it runs).
    private func reap(waiting: Bool) -> Int32? {
        guard !isReaped else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, waiting ? 0 : WNOHANG) == pid else { return nil }
        isReaped = true
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Processes killed but not yet ended when their source closed, reaped later by
    /// ``reapEnded()`` (a process killed with SIGKILL ends at once, unless the kernel holds it).
    nonisolated(unsafe) static var unreaped: [pid_t] = []

    /// Reaps the killed processes that have ended since, without waiting.
    package static func reapEnded() {
        unreaped.removeAll { pid in
            var status: Int32 = 0
            return waitpid(pid, &status, WNOHANG) != 0
        }
    }
}

/// `read(2)` and `close(2)`, named apart from the methods called `read` and `close`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}
