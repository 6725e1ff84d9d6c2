import Testing

@testable import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Waiting for input on a terminal device, a pipe, or both")
struct ReadinessWaitTests {
    /// A pseudo-terminal pair, a device like `/dev/tty` (on macOS, `poll` answers `POLLNVAL` for
    /// one at once): the test's end and the terminal's end, or `nil` when none can be opened.
    static func terminalPair() -> (controller: Int32, terminal: Int32)? {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { return nil }
        return (controller, terminal)
    }

    @Test("A key typed at a terminal device wakes the wait; a quiet one times out (macOS: select, not poll)")
    func terminalDevice() throws {
        let pair = try #require(Self.terminalPair(), "a pseudo-terminal opens")
        defer {
            close(pair.controller)
            close(pair.terminal)
        }
        var quiet = [pollfd(fd: pair.terminal, events: Int16(POLLIN), revents: 0)]
        #expect(waitUntilReadable(&quiet, milliseconds: 50) == 0)
        #expect(quiet[0].revents == 0)
        var key: [UInt8] = [0x61, 0x0A]  // "a" and Return: a canonical-mode terminal hands over a line
        #expect(write(pair.controller, &key, key.count) == key.count)
        var typed = [pollfd(fd: pair.terminal, events: Int16(POLLIN), revents: 0)]
        #expect(waitUntilReadable(&typed, milliseconds: 5_000) == 1)
        #expect(typed[0].revents & Int16(POLLIN) != 0)
    }

    @Test("Among a terminal and a pipe, only the one with input is marked ready")
    func terminalAndPipe() throws {
        let pair = try #require(Self.terminalPair(), "a pseudo-terminal opens")
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { [pair.controller, pair.terminal, ends[0], ends[1]].forEach { close($0) } }
        var byte: UInt8 = 7
        #expect(write(ends[1], &byte, 1) == 1)
        var descriptors = [
            pollfd(fd: pair.terminal, events: Int16(POLLIN), revents: 0),
            pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0),
        ]
        #expect(waitUntilReadable(&descriptors, milliseconds: 5_000) == 1)
        #expect(descriptors.map { $0.revents & Int16(POLLIN) != 0 } == [false, true])
    }
}
