#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits until one of `descriptors` can be read, as `poll(descriptors, count, milliseconds)` does
/// for `POLLIN` (-1: no limit): returns the number ready (0 after the timeout, -1 on an error, with
/// `errno` set) and sets each one's `revents`.
///
/// On macOS, `poll` does not support devices (its manual: "The poll() system call currently does
/// not support devices"): for `/dev/tty` it answers `POLLNVAL` at once, so a loop that waits on the
/// terminal would spin without ever reading a key. There the wait is `select`, which supports
/// them, as fzf, termbox2 and console-rs do on macOS; a ready descriptor gets `POLLIN` (an end of
/// file or a hang-up reads as ready too, as with `select`). Elsewhere it is `poll` itself.
func waitUntilReadable(_ descriptors: inout [pollfd], milliseconds: Int32) -> Int32 {
    #if canImport(Darwin)
        // select's sets hold descriptors below FD_SETSIZE; poll is the fallback past it.
        guard let highest = descriptors.map(\.fd).max(), highest < FD_SETSIZE,
            descriptors.allSatisfy({ $0.fd >= 0 })
        else { return poll(&descriptors, nfds_t(descriptors.count), milliseconds) }
        var readable = fd_set()
        for descriptor in descriptors { DescriptorSet.insert(descriptor.fd, into: &readable) }
        var limit = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int32(milliseconds % 1000) * 1000)
        let ready =
            milliseconds < 0
            ? select(highest + 1, &readable, nil, nil, nil) : select(highest + 1, &readable, nil, nil, &limit)
        guard ready > 0 else { return ready }
        for index in descriptors.indices {
            descriptors[index].revents =
                DescriptorSet.contains(descriptors[index].fd, in: &readable) ? Int16(POLLIN) : 0
        }
        return ready
    #else
        return poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    #endif
}

#if canImport(Darwin)
    /// `FD_SET` and `FD_ISSET`, which are C macros Swift does not import: a set is an array of
    /// 32-bit words, descriptor `n` the bit `n % 32` of word `n / 32`.
    enum DescriptorSet {
        static func insert(_ descriptor: Int32, into set: inout fd_set) {
            withUnsafeMutableBytes(of: &set.fds_bits) { bits in
                bits.withMemoryRebound(to: Int32.self) { words in
                    words[Int(descriptor) / 32] |= Int32(bitPattern: 1 << UInt32(descriptor % 32))
                }
            }
        }

        static func contains(_ descriptor: Int32, in set: inout fd_set) -> Bool {
            withUnsafeMutableBytes(of: &set.fds_bits) { bits in
                bits.withMemoryRebound(to: Int32.self) { words in
                    words[Int(descriptor) / 32] & Int32(bitPattern: 1 << UInt32(descriptor % 32)) != 0
                }
            }
        }
    }
#endif
