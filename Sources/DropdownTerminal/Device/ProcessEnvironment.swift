#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program's environment variables and clock, read where a front end needs them (the core
/// reads neither).
package enum ProcessEnvironment {
    /// The environment variables now, by name.
    package static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// A monotonic clock that starts at zero now, for the times of events.
    package static func monotonicClock() -> @Sendable () -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        return { clock.now - start }
    }
}
