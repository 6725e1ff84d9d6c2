#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error when the shell closed some of them (`dropdown a b c >&-`).
enum StandardDescriptors {
    /// Takes descriptors 0–2 that are closed, so that nothing opened later lands on them (the
    /// terminal on descriptor 1 would receive the answer, printed on the screen with exit 0): each
    /// is `/dev/null` opened the other way round, standard input for writing and standard output and
    /// error for reading, so that using it fails as using the closed descriptor would (a read of the
    /// options, a write of the answer: ``ExitStatus/outputFailed``).
    static func occupyClosed() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != descriptor {  // a lower one was free after all: put it where it belongs
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
