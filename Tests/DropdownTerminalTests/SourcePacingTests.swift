import Dispatch
import Testing

@testable import DropdownTerminal

/// A clock that moves only when told: the time the screen's work takes.
final class SteppedClock: @unchecked Sendable {
    private let queue = DispatchQueue(label: "SteppedClock")
    private var time = Duration.zero
    var now: Duration { queue.sync { time } }
    func advance(by duration: Duration) { queue.sync { time += duration } }
}

/// A producer that is always ready, as `yes` is: 64 KiB of two-byte lines a read (as much as a
/// ``DescriptorSource`` reads at once), up to `total`.
final class EndlessSource: SessionSource {
    let name = "standard input"
    let generation = 0
    let descriptor: Int32 = 1_000
    private var left: Int
    private static let lines = [UInt8]((0..<65_536).map { $0 % 2 == 0 ? UInt8(ascii: "y") : 0x0A })
    init(total: Int) { left = total }
    func read() -> SourceRead {
        guard left > 0 else { return .ended(status: nil) }
        left -= 65_536
        return .bytes(Self.lines)
    }
    func close() {}
}

/// A terminal where the source is always ready, and Down is typed once the clock reaches `keyTime`.
final class KeyAtTimeTerminal: ScriptedTerminal, @unchecked Sendable {
    let clock: SteppedClock
    let keyTime: Duration
    private var typed = false
    init(clock: SteppedClock, keyTime: Duration) {
        self.clock = clock
        self.keyTime = keyTime
        super.init(reads: [])
    }
    override func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult {
        if !typed && clock.now >= keyTime {
            typed = true
            return .bytes(Array("\u{1B}[B".utf8))
        }
        if timeout == .zero || descriptors.isEmpty { return .timeout }
        return .readable(descriptors[0])
    }
}

/// A screen whose taking of input costs `costPerByte` of the clock's time; it ends at the first key.
struct CostlyScreen: TerminalScreen {
    let clock: SteppedClock
    let costPerByte: Duration
    var batches: [Int] = []
    var keyHandledAt: Duration?
    var isFinished = false
    mutating func layOut(size: TerminalSize) {}
    mutating func start(at time: Duration) {}
    mutating func handle(_ inputs: [TerminalInput], at time: Duration) {
        keyHandledAt = clock.now
        isFinished = true
    }
    mutating func interrupt() { isFinished = true }
    func frame() -> TerminalFrame { TerminalFrame(lines: [StyledLine("\(batches.count) batches")]) }
    func finalLine() -> StyledLine { StyledLine("done") }
    var interruptedLine: StyledLine { StyledLine("interrupted") }
    mutating func receive(_ event: SourceEvent, at time: Duration) {
        guard case .output(_, _, let bytes) = event else { return }
        batches.append(bytes.count)
        clock.advance(by: costPerByte * bytes.count)
    }
}

@Suite("Sources are read in batches the screen takes quickly, so keys are not kept waiting")
struct SourcePacingTests {
    @Test("A key typed while `yes` streams waits for at most about one 16 ms batch of the screen's work")
    func keysDoNotWaitForInput() throws {
        let clock = SteppedClock()
        // 0.2 µs a byte: 0.4 µs a two-byte line, about what appending an option costs.
        let screen = CostlyScreen(clock: clock, costPerByte: .nanoseconds(200))
        let device = KeyAtTimeTerminal(clock: clock, keyTime: .milliseconds(100))
        let session = TerminalSession(device: device, colorMode: .plain) { clock.now }
        let result = try session.run(screen, sources: [EndlessSource(total: 64 << 20)])
        let finished = try #require(result.screen)
        let handled = try #require(finished.keyHandledAt)
        #expect(
            handled - .milliseconds(100) <= SourcePacing.target * 2, "the key waited \(handled - .milliseconds(100))")
        #expect(finished.batches.allSatisfy { $0 >= SourcePacing.smallest }, "never a line at a time")
        #expect(finished.batches.allSatisfy { Duration.nanoseconds(200) * $0 <= SourcePacing.target * 2 })
        // A screen 20 times as fast gets batches 20 times as large, up to the largest.
        let fastClock = SteppedClock()
        let fast = CostlyScreen(clock: fastClock, costPerByte: .nanoseconds(10))
        let fastSession = TerminalSession(
            device: KeyAtTimeTerminal(clock: fastClock, keyTime: .milliseconds(100)), colorMode: .plain
        ) { fastClock.now }
        let fastBatches = try #require(try fastSession.run(fast, sources: [EndlessSource(total: 64 << 20)]).screen)
            .batches
        #expect(fastBatches.max() == SourcePacing.largest)
    }

    @Test("A fast screen gets batches up to 1 MiB, growing at most fourfold; a slow one 64 KiB")
    func limits() {
        var pacing = SourcePacing()
        #expect(pacing.limit == SourcePacing.smallest)
        pacing.record(bytes: SourcePacing.smallest, took: .milliseconds(1))
        #expect(pacing.limit == 4 * SourcePacing.smallest, "at most fourfold")
        for _ in 0..<4 { pacing.record(bytes: pacing.limit, took: .microseconds(100)) }
        #expect(pacing.limit == SourcePacing.largest)
        pacing.record(bytes: SourcePacing.largest, took: .milliseconds(64))
        #expect(pacing.limit == SourcePacing.largest / 4, "a batch that took 64 ms: a quarter of it")
        pacing.record(bytes: 10, took: .zero)
        #expect(pacing.limit == SourcePacing.largest / 4, "a short batch (the producer had no more) does not raise it")
        pacing.record(bytes: SourcePacing.largest / 4, took: .seconds(1))
        #expect(pacing.limit == SourcePacing.smallest)
    }
}
