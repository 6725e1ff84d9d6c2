import DropdownCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a question reaches its prompt from other threads while the prompt is open: options that
/// arrive (from an `AsyncSequence`), their end or the error that ended them, and the caller's
/// task being cancelled.
///
/// It is a ``SessionSource``: whoever sends writes a byte to a pipe, whose read end the session
/// waits on with the terminal, so the prompt hears at once; the prompt then takes everything sent
/// since (``take()``), however many options that is. The catalog of the options is kept here,
/// under the lock, so that the answer's identifiers give the caller's options back.
final class OptionChannel<Option>: SessionSource, @unchecked Sendable {
    /// How the options ended.
    enum End {
        /// Every option arrived.
        case finished
        /// The sequence threw this error.
        case failed(any Error)
    }

    /// What the prompt takes at once.
    struct Delivery {
        /// The options that arrived since the last delivery.
        var options: [DropdownOption<Int>] = []
        /// How the options ended, once they have.
        var end: End?
        /// Whether the caller's task was cancelled.
        var isCancelled = false
    }

    let name = "options"
    let generation = 0
    let descriptor: Int32
    private let writeEnd: Int32
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var catalog: OptionCatalog<Option>
    private var pending: [DropdownOption<Int>] = []
    private var end: End?
    private var isCancelled = false
    private var isClosed = false
    /// Whether a byte is in the pipe that the prompt has not read yet.
    private var isSignalled = false

    /// A channel whose options are made with `catalog` (and whose pipe is open); `nil` when no
    /// pipe can be made.
    init?(catalog: OptionCatalog<Option>) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for end in fds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = fds[0]
        writeEnd = fds[1]
        self.catalog = catalog
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        close()
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    // MARK: Sending (any thread)

    /// Adds an option that arrived, with its label and children (see ``OptionCatalog``); dropped
    /// once the prompt has ended.
    func send(_ option: Option, label: (Option) -> String, children: KeyPath<Option, [Option]?>?) {
        locked {
            guard !isClosed else { return }
            pending.append(catalog.add(option, label: label, children: children))
            signal()
        }
    }

    /// Says that the options ended, by an error or not.
    func finish(throwing error: (any Error)? = nil) {
        locked {
            guard end == nil else { return }
            end = error.map(End.failed) ?? .finished
            signal()
        }
    }

    /// Says that the caller's task was cancelled: the prompt ends.
    func cancel() {
        locked {
            isCancelled = true
            signal()
        }
    }

    /// Wakes the prompt (one byte in the pipe until it reads it) and whoever waits for the end.
    private func signal() {
        pthread_cond_broadcast(condition)
        guard !isSignalled, !isClosed else { return }
        var byte: UInt8 = 1
        isSignalled = write(writeEnd, &byte, 1) == 1
    }

    // MARK: Receiving (the prompt)

    /// Everything sent since the last delivery.
    func take() -> Delivery {
        locked {
            defer { pending = [] }
            return Delivery(options: pending, end: end, isCancelled: isCancelled)
        }
    }

    /// Waits until the options have ended or the task is cancelled (for the numbered menu, which
    /// lists every option at once).
    func waitForEnd() {
        locked {
            while end == nil && !isCancelled { pthread_cond_wait(condition, mutex) }
        }
    }

    /// The error the options ended with, if they did.
    var failure: (any Error)? {
        locked {
            guard case .failed(let error)? = end else { return nil }
            return error
        }
    }

    /// Whether the caller's task was cancelled.
    var wasCancelled: Bool { locked { isCancelled } }

    /// The caller's options with these identifiers.
    func options(withIDs ids: [Int]) -> [Option] {
        locked { catalog.options(withIDs: ids) }
    }

    // MARK: SessionSource

    /// Empties the pipe: the prompt then takes what was sent (``take()``).
    func read() -> SourceRead {
        locked {
            var bytes = [UInt8](repeating: 0, count: 64)
            var count = 0
            while !isClosed, systemRead(descriptor, &bytes, bytes.count) > 0 { count += 1 }
            isSignalled = false
            return count > 0 ? .bytes([1]) : .nothing
        }
    }

    /// Closes the pipe; what is sent afterwards is dropped. Called once the prompt has ended.
    func close() {
        locked {
            guard !isClosed else { return }
            isClosed = true
            _ = systemClose(descriptor)
            _ = systemClose(writeEnd)
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// `read(2)` and `close(2)`, named apart from the methods called `read` and `close`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}
