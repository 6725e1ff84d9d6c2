#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own that runs jobs one after another, in the order they were submitted, and
/// that others can wait on, with a timeout, until it has nothing left to do.
///
/// Jobs touch state that only this thread touches while they run (a ``ScreenWorker``'s screen); the
/// submitter reads that state only after ``waitUntilIdle(timeout:)`` returned `true`, which orders
/// the job's writes before its reads (a mutex guards the queue).
final class JobThread: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [() -> Void] = []
    private var isRunningJob = false
    /// Set by ``abandon()``: no job runs any more, and the thread ends.
    private var isAbandoned = false
    /// Set when the thread has nothing more to run and should end.
    private var isClosed = false

    /// Starts the thread, with the signals that arrive from outside blocked in it
    /// (``blockingAsynchronousSignals(_:)``).
    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        let context = Unmanaged.passRetained(self).toOpaque()  // released when the loop ends
        Self.blockingAsynchronousSignals { Self.start(context) }
    }

    /// Runs `body` (which starts a thread: a new thread takes its creator's signal mask) with
    /// every signal blocked but the ones a fault raises.
    ///
    /// A signal sent to the process (`kill %1`'s SIGTERM and SIGCONT, a resize, Ctrl-C) then runs
    /// its handler on a thread that does not block it: the main thread, which waits for the
    /// terminal and reads what the handlers report. Were a job thread to take SIGTERM, the main
    /// thread, continued in the background, could stop itself again before the handler had said
    /// the session ends, and stay stopped with the kill already spent.
    private static func blockingAsynchronousSignals(_ body: () -> Void) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigfillset(&blocked)
        for fault in [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS] { sigdelset(&blocked, fault) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        body()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Starts the thread that runs ``runJobs()``, detached.
    private static func start(_ context: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
            var thread: pthread_t? = nil
            pthread_create(&thread, nil, { Unmanaged<JobThread>.fromOpaque($0).takeRetainedValue().runJobs() }, context)
            if let thread { pthread_detach(thread) }
        #else
            var thread = pthread_t()
            pthread_create(
                &thread, nil, { Unmanaged<JobThread>.fromOpaque($0!).takeRetainedValue().runJobs() }, context)
            pthread_detach(thread)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Queues a job.
    func submit(_ job: @escaping () -> Void) {
        locked {
            jobs.append(job)
            pthread_cond_broadcast(condition)
        }
    }

    /// Waits until no job is queued or running, at most `timeout` (forever when `nil`); returns
    /// whether that is so.
    func waitUntilIdle(timeout: Duration?) -> Bool {
        var deadline = timespec()
        if let timeout {
            clock_gettime(CLOCK_REALTIME, &deadline)
            let nanoseconds =
                Int(deadline.tv_nsec) + Int(timeout.components.seconds) * 1_000_000_000
                + Int(timeout.components.attoseconds / 1_000_000_000)
            deadline.tv_sec += numericCast(nanoseconds / 1_000_000_000)
            deadline.tv_nsec = numericCast(nanoseconds % 1_000_000_000)
        }
        return locked {
            while !jobs.isEmpty || isRunningJob {
                if timeout == nil {
                    pthread_cond_wait(condition, mutex)
                } else if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT {
                    return jobs.isEmpty && !isRunningJob
                }
            }
            return true
        }
    }

    /// Drops the queued jobs and ends the thread once the running job, if any, returns.
    func abandon() {
        locked {
            isAbandoned = true
            jobs.removeAll()
            pthread_cond_broadcast(condition)
        }
    }

    /// Ends the thread once the queued jobs have run.
    func close() {
        locked {
            isClosed = true
            pthread_cond_broadcast(condition)
        }
    }

    private func runJobs() -> UnsafeMutableRawPointer? {
        while true {
            let job: (() -> Void)? = locked {
                isRunningJob = false
                pthread_cond_broadcast(condition)
                while jobs.isEmpty && !isAbandoned && !isClosed { pthread_cond_wait(condition, mutex) }
                guard !isAbandoned, !jobs.isEmpty else { return nil }
                isRunningJob = true
                return jobs.removeFirst()
            }
            guard let job else { return nil }
            job()
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
