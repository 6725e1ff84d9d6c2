#if canImport(Glibc)
    import Glibc

    /// Starts `executable` in a new session (so it has no controlling terminal until it opens one),
    /// with default signal handling, an empty signal mask, the given file actions and environment.
    /// Returns the child's process id, or the `posix_spawn` error.
    func spawnInNewSession(
        executable: String, arguments: [String], environment: [String],
        actions: inout posix_spawn_file_actions_t
    ) -> Result<pid_t, PseudoTerminalProcess.Failure> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // glibc's POSIX_SPAWN_SETSID (a GNU extension the Swift module does not export).
        let setSessionID: Int32 = 0x80
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
#endif
