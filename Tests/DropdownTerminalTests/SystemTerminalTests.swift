import DropdownTerminal
import Testing

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    @Suite("The system terminal on a pseudo-terminal", .serialized)
    struct SystemTerminalTests {
        /// A pseudo-terminal: the side a terminal emulator holds, and the path of the program's side.
        static func openPseudoTerminal() throws -> (master: Int32, slave: Int32, path: String) {
            var master: Int32 = -1
            var slave: Int32 = -1
            var name = [CChar](repeating: 0, count: 256)
            try #require(openpty(&master, &slave, &name, nil, nil) == 0)
            for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return (
                master, slave, String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            )
        }

        /// Waits until `descriptor` has bytes to read, at most a few seconds.
        static func waitForInput(_ descriptor: Int32) -> Bool {
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&polled, 1, 5_000) == 1
        }

        @Test("Keys typed while raw and not yet read are left to the shell when the terminal is restored")
        func restoreKeepsTypedKeys() throws {
            let pty = try Self.openPseudoTerminal()
            defer {
                close(pty.master)
                close(pty.slave)
            }
            let terminal = try SystemTerminal(path: pty.path)
            try terminal.enterRawMode()
            let typed = Array("make\r".utf8)
            _ = typed.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
            #expect(Self.waitForInput(pty.slave), "the keys reached the program's side")
            terminal.restoreMode()
            #expect(Self.waitForInput(pty.slave), "still there once the settings are back (TCSANOW, not TCSAFLUSH)")
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = fcntl(pty.slave, F_SETFL, fcntl(pty.slave, F_GETFL) | O_NONBLOCK)
            let count = read(pty.slave, &buffer, buffer.count)
            #expect(count > 0 && String(decoding: buffer[0..<count], as: UTF8.self).hasPrefix("make"))
        }
    }
#endif
