#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    #if canImport(Glibc)
        /// The file actions `posix_spawn` takes (a pointer on macOS, a structure on Linux).
        typealias SpawnFileActions = posix_spawn_file_actions_t
    #else
        /// The file actions `posix_spawn` takes (a pointer on macOS, a structure on Linux).
        typealias SpawnFileActions = posix_spawn_file_actions_t?
    #endif

    /// Starts `executable` in a new session (so it has no controlling terminal until it opens one),
    /// with default signal handling, an empty signal mask, the file actions `arrange` adds (which
    /// descriptors the child gets) and `environment`. Returns the child's process id, or the
    /// `posix_spawn` error.
    func spawnInNewSession(
        executable: String, arguments: [String], environment: [String],
        arrange: (inout SpawnFileActions) -> Void
    ) -> Result<pid_t, PseudoTerminalProcess.Failure> {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        arrange(&actions)
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            // glibc's POSIX_SPAWN_SETSID (a GNU extension the Swift module does not export).
            let setSessionID: Int32 = 0x80
        #else
            var attributes: posix_spawnattr_t?
            let setSessionID = POSIX_SPAWN_SETSID
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(setSessionID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        return status == 0 ? .success(child) : .failure(PseudoTerminalProcess.Failure("posix_spawn failed: \(status)"))
    }

    /// A pipe whose ends are closed in programs started later (so programs other tests start at the
    /// same time do not keep them open); returns the read and write ends.
    public func closeOnExecPipe() -> [Int32]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    /// The exit code a shell would show for a `waitpid` status: the code of a normal exit, or
    /// 128 + n for a process ended by signal n.
    func exitCode(fromWaitStatus status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The path of an executable built next to the running program (in `.build/<configuration>/`),
    /// found from the directories above the program, nearest first.
    public func executableNextToThisProgram(_ name: String) -> String? {
        var directory = runningImagePath()
        while let slash = directory.lastIndex(of: "/"), !directory.hasSuffix(".build") {
            directory = String(directory[..<slash])
            if access(directory + "/" + name, X_OK) == 0 { return directory + "/" + name }
        }
        return nil
    }

    /// The file of the code running this: the test program on Linux (`/proc/self/exe`); on macOS the
    /// test bundle's binary (`dladdr` of this function: the process is Xcode's or SwiftPM's runner,
    /// which lives outside `.build`).
    func runningImagePath() -> String {
        #if canImport(Glibc)
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            return String(decoding: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            let marker: @convention(c) () -> Void = {}
            var information = Dl_info()
            guard dladdr(unsafeBitCast(marker, to: UnsafeRawPointer.self), &information) != 0,
                let name = information.dli_fname
            else { return "" }
            return String(cString: name)
        #endif
    }
#endif
