import DropdownCore
import Testing

@testable import DropdownTerminal

#if canImport(Glibc) || canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif

    /// A screen that records what the session hands it: source events, wake-ups, mouse reports.
    struct RecordingScreen: TerminalScreen {
        var events: [String] = []
        var wakeAt: Duration?
        var wantsMouse = false
        var wanted: [ScreenTask] = []
        var isFinished = false
        mutating func layOut(size: TerminalSize) {}
        mutating func start(at time: Duration) {}
        mutating func handle(_ inputs: [TerminalInput], at time: Duration) {
            for input in inputs {
                switch input {
                case .mouse(let event): events.append("mouse line \(event.frameLine.map(String.init) ?? "?")")
                case .key(.enter, _): isFinished = true
                default: events.append("input")
                }
            }
        }
        mutating func interrupt() { isFinished = true }
        func frame() -> TerminalFrame {
            TerminalFrame(lines: [StyledLine("one"), StyledLine("two"), StyledLine("three")])
        }
        func finalLine() -> StyledLine { StyledLine("done") }
        var interruptedLine: StyledLine { StyledLine("interrupted") }
        var wakeTime: Duration? { wakeAt }
        mutating func wake(at time: Duration) {
            events.append("wake")
            wakeAt = nil
            isFinished = true
        }
        var usesMouse: Bool { wantsMouse }
        var tasks: [ScreenTask] { wanted }
        mutating func receive(_ event: SourceEvent, at time: Duration) {
            switch event {
            case .output(let source, _, let bytes):
                events.append("\(source): \(String(decoding: bytes, as: UTF8.self))")
            case .ended(let source, _, let status): events.append("\(source) ended \(status.map(String.init) ?? "?")")
            }
            if events.contains(where: { $0.hasSuffix("ended 0") || $0.hasSuffix("ended ?") }) { isFinished = true }
        }
    }

    /// A terminal that reads nothing (it only times out) but waits for real on the sources' descriptors.
    final class QuietTerminal: ScriptedTerminal, @unchecked Sendable {
        init() { super.init(reads: []) }
        override func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult {
            var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds =
                timeout.map { Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) }
                ?? 20_000
            guard poll(&polled, nfds_t(polled.count), min(milliseconds, 20_000)) > 0,
                let ready = polled.first(where: { $0.revents != 0 })
            else { return .timeout }
            return .readable(ready.fd)
        }
    }

    @Suite("The session loop waits on several sources")
    struct SessionSourceTests {
        @Test("A screen's wake time is a source: the session waits no longer, then wakes it")
        func wakesAtDeadline() throws {
            let device = ScriptedTerminal(reads: [.timeout])
            var screen = RecordingScreen()
            screen.wakeAt = .milliseconds(3)
            let result = try session(device).run(screen)
            #expect(result.screen?.events == ["wake"])
            #expect(device.timeouts.count == 1)
            #expect(
                device.timeouts[0].map { $0 <= .milliseconds(3) } == true, "the read waited at most until the wake time"
            )
        }

        @Test("A caller's source (a pipe) is read while the prompt runs; its end is reported; it is closed after")
        func callerSource() throws {
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            let message = Array("streamed\n".utf8)
            _ = message.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            close(fds[1])
            var pipeStatus = stat()
            fstat(fds[0], &pipeStatus)
            let source = DescriptorSource(name: "stdin", descriptor: fds[0])
            let result = try session(QuietTerminal()).run(RecordingScreen(), sources: [source])
            #expect(result.screen?.events == ["stdin: streamed\n", "stdin ended ?"])
            // Closed: the number is free, or another test running meanwhile has been given it for
            // something else (not this pipe).
            var after = stat()
            let isOpen = fstat(fds[0], &after) == 0
            #expect(
                !isOpen || after.st_ino != pipeStatus.st_ino || after.st_dev != pipeStatus.st_dev,
                "the descriptor is closed")
        }

        @Test("A screen's task runs as a command in the background; its output and status reach the screen")
        func commandTask() throws {
            var screen = RecordingScreen()
            screen.wanted = [
                ScreenTask(name: "preview", generation: 1, command: Array("printf 'it'\\''s'; exit 0".utf8))
            ]
            let result = try session(QuietTerminal()).run(screen)
            let events = result.screen?.events ?? []
            #expect(events.filter { $0.hasPrefix("preview: ") }.joined() == "preview: it's")
            #expect(events.last == "preview ended 0")
        }

        @Test("A task the screen no longer wants is killed with its process group")
        func taskStopped() throws {
            let command = try CommandSource(name: "preview", generation: 1, command: Array("sleep 30 & sleep 30".utf8))
            let pid = command.pid
            #expect(kill(-pid, 0) == 0, "the group runs")
            command.close()
            var gone = false
            for _ in 0..<400 where !gone {
                CommandSource.reapEnded()
                gone = kill(-pid, 0) != 0
                if !gone { usleep(25_000) }
            }
            #expect(gone, "every process of the group ended")
        }

        @Test(
            "The first mouse report asks where the cursor is and waits for the answer, with what follows it; then each report has its frame line"
        )
        func mouseFrameLines() throws {
            let press = "\u{1B}[<0;3;12M"
            let device = ScriptedTerminal(reads: [
                .bytes(Array((press + "x").utf8)),  // held until the answer, with the key after it
                .bytes(Array("\u{1B}[12;1R".utf8)),  // the cursor was on row 12, on the frame's last line
                .bytes(Array((press + "\u{1B}[<0;3;10M").utf8)),
                .bytes([0x0D]),
            ])
            var screen = RecordingScreen()
            screen.wantsMouse = true
            let result = try session(device).run(screen)
            #expect(result.screen?.events == ["mouse line 2", "input", "mouse line 2", "mouse line 0"])
            #expect(device.written.contains("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"))
            #expect(device.written.ranges(of: "\u{1B}[6n").count == 2, "asked at the first report, and at the end")
            #expect(device.written.hasSuffix("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[6n"))
        }
    }

    @Suite("What the terminal sends about the mouse never reaches the shell, and nothing else is kept from it")
    struct LateReportTests {
        @Test("Without the mouse nothing is asked: Enter ends at once, and nothing after it is read")
        func enterNeverWaits() throws {
            let device = ScriptedTerminal(reads: [.bytes([0x0D]), .bytes(Array("make".utf8))])
            var screen = RecordingScreen()
            screen.wantsMouse = true
            _ = try session(device).run(screen)
            #expect(!device.written.contains("\u{1B}[6n"), "never asked where the cursor is")
            #expect(device.reads == [.bytes(Array("make".utf8))], "the keys after Enter are the shell's")
        }

        @Test(
            "After a click, the release and the answers still to come are read, up to the answer of one more request; keys after it are left"
        )
        func reportsAfterClickRead() throws {
            let device = ScriptedTerminal(reads: [
                .bytes(Array("\u{1B}[<0;3;12M".utf8)), .bytes(Array("\u{1B}[12;1R".utf8)), .bytes([0x0D]),
                .bytes(Array("\u{1B}[<0;3;12m".utf8)),  // the release, sent before mouse reporting went off
                .bytes(Array("\u{1B}[12;1R".utf8)),  // the answer to the last request
                .bytes(Array("make".utf8)),
            ])
            var screen = RecordingScreen()
            screen.wantsMouse = true
            let result = try session(device).run(screen)
            #expect(result.screen?.events == ["mouse line 2"])
            #expect(device.reads == [.bytes(Array("make".utf8))], "read up to the last answer, and nothing after it")
            #expect(device.timeouts.suffix(2).allSatisfy { ($0 ?? .seconds(1)) <= TerminalSession.positionAnswerWait })
        }

        @Test(
            "A terminal that never answers: the held reports go on without a line after the wait; it is not asked again, nor waited for at the end"
        )
        func unansweredPosition() throws {
            let press = Array("\u{1B}[<0;3;12M".utf8)
            let device = ScriptedTerminal(reads: [
                .bytes(press), .timeout, .bytes(press), .bytes([0x0D]), .bytes(Array("make".utf8)),
            ])
            var screen = RecordingScreen()
            screen.wantsMouse = true
            let result = try session(device).run(screen)
            #expect(result.screen?.events == ["mouse line ?", "mouse line ?"])
            #expect(device.written.ranges(of: "\u{1B}[6n").count == 1, "asked once")
            #expect(device.timeouts[1].map { $0 <= TerminalSession.positionAnswerWait } == true)
            #expect(device.reads == [.bytes(Array("make".utf8))])
        }
    }

    @Suite("Where the frames are (for the mouse)")
    struct FramePositionTests {
        @Test("The answer places the frames; frames that grow past the bottom scroll them up; a resize forgets")
        func position() {
            var position = FramePosition()
            position.painted(height: 3, rows: 24)
            #expect(position.requestNeeded)
            position.requested(cursorLine: 2)
            #expect(!position.requestNeeded)
            position.painted(height: 6, rows: 24)  // taller before the answer comes
            let answered = position.answered(row: 22, rows: 24)
            #expect(answered)
            #expect(
                position.frameLine(ofRow: 19) == 0, "row 22 was line 2, so line 0 is row 20; six lines scrolled one")
            position.painted(height: 10, rows: 24)
            #expect(position.frameLine(ofRow: 15) == 0)
            let unasked = position.answered(row: 5, rows: 24)
            #expect(!unasked, "an answer nobody asked for is ignored")
            position.forget()
            #expect(position.frameLine(ofRow: 15) == nil && position.requestNeeded)
        }

        @Test("An answer to a request made before a resize is dropped; the next request is answered anew")
        func staleAnswer() {
            var position = FramePosition()
            position.painted(height: 3, rows: 24)
            position.requested(cursorLine: 2)
            position.forget()  // a resize before the answer came
            #expect(position.answersToCome == 1 && position.requestNeeded)
            position.requested(cursorLine: 2)  // asked again before the first answer came
            #expect(position.answersToCome == 2)
            let stale = position.answered(row: 3, rows: 24)
            #expect(!stale, "the first answer is the old request's")
            let fresh = position.answered(row: 10, rows: 24)
            #expect(fresh && position.frameLine(ofRow: 8) == 0)
            #expect(!position.isAwaitingAnswer)
        }
    }
#endif
