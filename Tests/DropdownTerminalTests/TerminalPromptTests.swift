import DropdownCore
import PseudoTerminal
import Testing

@testable import DropdownTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal for the one-call prompts: it plays a script of keys and signals, and between them
/// serves the session's sources for real (the channel options arrive on), so that a test can wait
/// until a frame shows what arrived. Used from the prompt's thread and the test's, under a lock.
final class PromptTestTerminal: TerminalDevice, @unchecked Sendable {
    /// One step of the script.
    enum Step {
        /// Bytes typed at the terminal.
        case type(String)
        /// The sources are served until the screen shows this text.
        case waitFor(String)
        /// A signal the device reports.
        case signal(Int32)
        /// The terminal goes away.
        case end
    }

    private var steps: [Step]
    private let lock = TestLock()
    private var output = ""
    private var rawEntries = 0
    private var restores = 0
    private var missedTexts: [String] = []

    init(_ steps: [Step]) { self.steps = steps }

    /// Everything written to the terminal.
    var written: String { lock.run { output } }
    /// The texts of ``Step/waitFor(_:)`` steps the screen never showed.
    var missed: [String] { lock.run { missedTexts } }
    /// Whether raw mode was left as often as it was entered.
    var isRestored: Bool { lock.run { rawEntries == restores } }
    /// What a person sees.
    var screen: [String] {
        var screen = VirtualScreen(rows: 24, columns: 60)
        screen.apply(Array(written.utf8))
        return screen.text.filter { !$0.isEmpty }
    }

    /// Waits (at most ten seconds) until the screen shows `text`; returns whether it did.
    func waitUntilShown(_ text: String) async throws -> Bool {
        for _ in 0..<1000 {
            if screen.contains(where: { $0.contains(text) }) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    func enterRawMode() throws { lock.run { rawEntries += 1 } }
    func restoreMode() { lock.run { restores += 1 } }
    func size() -> TerminalSize { TerminalSize(rows: 24, columns: 60) }
    func write(_ text: String) { lock.run { output += text } }
    func suspend() {}

    func read(timeout: Duration?, watching descriptors: [Int32]) -> TerminalReadResult {
        if timeout == .zero { return .timeout }  // a look while the screen is busy
        // A wait with a timeout (the rest of an Escape sequence, a paste) ends as one would.
        let wait = timeout.map {
            Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000)
        }
        while true {
            guard let step = lock.run({ steps.first }) else {
                // Until the test cancels, or ten seconds.
                return serve(descriptors, for: wait ?? 10_000) ?? (timeout == nil ? .end : .timeout)
            }
            switch step {
            case .waitFor(let text):
                if screen.contains(where: { $0.contains(text) }) {
                    lock.run { _ = steps.removeFirst() }
                    continue
                }
                if let ready = serve(descriptors, for: wait ?? 10_000) { return ready }
                if timeout != nil { return .timeout }
                lock.run {
                    steps.removeFirst()
                    missedTexts.append(text)
                }
            case .type(let text):
                lock.run { _ = steps.removeFirst() }
                return .bytes(Array(text.utf8))
            case .signal(let signal):
                lock.run { _ = steps.removeFirst() }
                return .signal(signal)
            case .end:
                return .end
            }
        }
    }

    /// Waits at most `milliseconds` for one of the descriptors to be readable.
    private func serve(_ descriptors: [Int32], for milliseconds: Int32) -> TerminalReadResult? {
        guard !descriptors.isEmpty else { return nil }
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return nil }
        return polled.first { $0.revents != 0 }.map { .readable($0.fd) }
    }
}

/// A mutex, for the test terminal's two threads.
final class TestLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    init() { pthread_mutex_init(mutex, nil) }
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
    func run<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// Signals a prompt delivered to the program (instead of delivering them).
final class DeliveredSignals: @unchecked Sendable {
    private let lock = TestLock()
    private var signals: [Int32] = []
    var all: [Int32] { lock.run { signals } }
    func deliver(_ signal: Int32) { lock.run { signals.append(signal) } }
}

/// Keys as a terminal sends them.
enum Typed {
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let escape = "\u{1B}"
    static let controlC = "\u{03}"
}

/// A prompt on `terminal` (or, with `nil`, on none), delivering signals to `signals`.
func testPrompt(
    _ terminal: PromptTestTerminal?, term: String = "xterm-256color", signals: DeliveredSignals = DeliveredSignals()
) -> TerminalPrompt {
    TerminalPrompt(
        environment: ["TERM": term, "LANG": "C.UTF-8"],
        openTerminal: {
            guard let terminal else { throw SystemTerminal.Failure.noTerminal("cannot open /dev/tty") }
            return terminal
        },
        deliverSignal: signals.deliver)
}

struct Size: Equatable {
    var title: String
}

let sizes = [Size(title: "Small"), Size(title: "Medium"), Size(title: "Large")]

/// A folder of the nested tests: a name and, for a folder, what it holds.
struct Entry: Equatable, Sendable {
    var name: String
    var contents: [Entry]?
}

let projectTree = [
    Entry(name: "Sources", contents: [Entry(name: "main.swift"), Entry(name: "Prompt.swift")]),
    Entry(name: "README.md"),
]

extension Entry {
    init(name: String) { self.init(name: name, contents: nil) }
}

@Suite("One-call prompts: TerminalPrompt on a scripted terminal")
struct TerminalPromptTests {
    @Test("Choose one: Down and Enter return the second option; the prompt leaves one line")
    func chooseOne() throws {
        let terminal = PromptTestTerminal([.type(Typed.down + "\r")])
        let size = try testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title)
        #expect(size == Size(title: "Medium"))
        #expect(terminal.screen == ["✔ Size: Medium"])
        #expect(terminal.isRestored)
    }

    @Test("Choose one: Escape returns nil, and the line says it was cancelled")
    func escapeCancels() throws {
        let terminal = PromptTestTerminal([.type(Typed.escape)])
        #expect(try testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title) == nil)
        #expect(terminal.screen == ["Size: (cancelled)"])
        #expect(terminal.isRestored)
    }

    @Test("M3: choose several, at most two: a third is refused with a notice; Enter returns the two")
    func chooseSeveralWithLimit() throws {
        let terminal = PromptTestTerminal([
            .type(" " + Typed.down + " " + Typed.down + " "), .waitFor("limit reached"), .type("\r"),
        ])
        let chosen = try testPrompt(terminal).chooseSeveral(
            "Toppings", from: ["Cheese", "Ham", "Basil", "Olives"], limit: 2)
        #expect(chosen == ["Cheese", "Ham"])
        #expect(terminal.screen == ["✔ Toppings: Cheese, Ham"])
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("V4: choose at least two: Enter with one checked is refused and says so; two are returned")
    func chooseSeveralWithMinimum() throws {
        let terminal = PromptTestTerminal([
            .type(" \r"), .waitFor("Choose at least 2"), .type(Typed.down + " \r"),
        ])
        let chosen = try testPrompt(terminal).chooseSeveral(
            "Toppings", from: ["Cheese", "Ham", "Basil"], minimum: 2)
        #expect(chosen == ["Cheese", "Ham"])
        #expect(terminal.screen == ["✔ Toppings: Cheese, Ham"])
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("Choose several: Enter with nothing checked takes the highlighted option; Escape returns nil")
    func severalHighlightedAndCancelled() throws {
        let highlighted = try testPrompt(PromptTestTerminal([.type(Typed.down + "\r")])).chooseSeveral(
            "Toppings", from: ["Cheese", "Ham"])
        #expect(highlighted == ["Ham"])
        let cancelled = try testPrompt(PromptTestTerminal([.type(" " + Typed.escape)])).chooseSeveral(
            "Toppings", from: ["Cheese"])
        #expect(cancelled == nil)
    }

    @Test("F1: a searchable question narrows the list as the person types")
    func searchable() throws {
        let terminal = PromptTestTerminal([.type("lar"), .waitFor("1/3"), .type("\r")])
        let size = try testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title, isSearchable: true)
        #expect(size == Size(title: "Large"))
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("H1, H2: nested options: a folder opens with Right, a file inside is the answer, with its path")
    func nested() throws {
        let terminal = PromptTestTerminal([.type(Typed.right), .waitFor("‹ Sources"), .type(Typed.down + "\r")])
        let entry = try testPrompt(terminal).chooseOne("File", from: projectTree, label: \.name, children: \.contents)
        #expect(entry == Entry(name: "Prompt.swift"))
        #expect(terminal.screen == ["✔ File: Sources › Prompt.swift"])
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("H1: Enter on a folder opens it; it is never the answer")
    func parentIsNeverChosen() throws {
        let terminal = PromptTestTerminal([.type("\r"), .waitFor("‹ Sources"), .type("\r")])
        let entry = try testPrompt(terminal).chooseOne("File", from: projectTree, label: \.name, children: \.contents)
        #expect(entry == Entry(name: "main.swift"))
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("Ctrl-C: the terminal is restored, SIGINT is delivered to the program, then interrupted is thrown")
    func controlC() throws {
        let terminal = PromptTestTerminal([.type(Typed.controlC)])
        let signals = DeliveredSignals()
        #expect {
            try testPrompt(terminal, signals: signals).chooseOne("Size", from: sizes, label: \.title)
        } throws: { error in
            guard case PromptError.interrupted(let signal) = error else { return false }
            return signal == SIGINT
        }
        #expect(signals.all == [SIGINT])
        #expect(terminal.isRestored)
        #expect(terminal.screen == ["Size: (cancelled)"])
    }

    @Test("A terminating signal is delivered to the program after the terminal is restored")
    func terminatingSignal() throws {
        let terminal = PromptTestTerminal([.signal(SIGTERM)])
        let signals = DeliveredSignals()
        #expect(throws: PromptError.self) {
            try testPrompt(terminal, signals: signals).chooseOne("Size", from: sizes, label: \.title)
        }
        #expect(signals.all == [SIGTERM])
        #expect(terminal.isRestored)
    }

    @Test("Without a terminal, noTerminal is thrown and nothing is drawn")
    func noTerminal() throws {
        #expect {
            try testPrompt(nil).chooseOne("Size", from: sizes, label: \.title)
        } throws: { error in
            guard case PromptError.noTerminal(let reason) = error else { return false }
            return reason == "cannot open /dev/tty"
        }
    }

    @Test("The terminal going away throws terminalClosed")
    func terminalClosed() throws {
        let terminal = PromptTestTerminal([.end])
        #expect {
            try testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title)
        } throws: { error in
            guard case PromptError.terminalClosed = error else { return false }
            return true
        }
        #expect(terminal.isRestored)
    }

    @Test("TERM=dumb: the question is a numbered menu, answered with a line")
    func numberedMenu() throws {
        let terminal = PromptTestTerminal([.type("1 3\n")])
        let chosen = try testPrompt(terminal, term: "dumb").chooseSeveral("Size", from: sizes, label: \.title)
        #expect(chosen == [Size(title: "Small"), Size(title: "Large")])
        #expect(terminal.written.contains("  2) Medium"))
        #expect(!terminal.written.contains("\u{1B}"), "the numbered menu writes no escape sequence")
    }

    @Test("TERM=dumb: end of input (Ctrl-D) returns nil")
    func numberedMenuEndOfInput() throws {
        let terminal = PromptTestTerminal([.end])
        #expect(try testPrompt(terminal, term: "dumb").chooseOne("Size", from: sizes, label: \.title) == nil)
    }

    @Test("Two questions in a row: each leaves its line, the terminal restored after each")
    func twoQuestions() throws {
        let terminal = PromptTestTerminal([.type("\r"), .type(Typed.down + Typed.down + "\r")])
        let prompt = testPrompt(terminal)
        let first = try prompt.chooseOne("Size", from: sizes, label: \.title)
        let second = try prompt.chooseOne("Size again", from: sizes, label: \.title)
        #expect(first?.title == "Small" && second?.title == "Large")
        #expect(terminal.screen == ["✔ Size: Small", "✔ Size again: Large"])
        #expect(terminal.isRestored)
    }
}

@Suite("One-call prompts: async callers and options that arrive later")
struct ArrivingOptionsPromptTests {
    @Test("async: the same question from a task")
    func asyncChooseOne() async throws {
        let terminal = PromptTestTerminal([.type(Typed.down + "\r")])
        let size = try await testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title)
        #expect(size == Size(title: "Medium"))
    }

    @Test("L1, L2: options arrive while the prompt is open; loading ends with the sequence")
    func arrivingOptions() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let terminal = PromptTestTerminal([.waitFor("1/3"), .type(Typed.down + Typed.down + "\r")])
        async let answer = testPrompt(terminal).chooseOne("Branch", from: stream)
        #expect(try await terminal.waitUntilShown("Loading…"))
        for branch in ["main", "release", "feature"] { continuation.yield(branch) }
        continuation.finish()
        #expect(try await answer == "feature")
        #expect(terminal.screen == ["✔ Branch: feature"])
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("L2: an answer before the sequence ends; the sequence's task is cancelled")
    func answerBeforeTheEnd() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let ended = DeliveredSignals()
        continuation.onTermination = { _ in ended.deliver(0) }
        let terminal = PromptTestTerminal([.waitFor("1/1"), .type("\r")])
        async let answer = testPrompt(terminal).chooseOne("Branch", from: stream)
        continuation.yield("main")
        #expect(try await answer == "main")
        for _ in 0..<200 where ended.all.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(ended.all == [0], "the stream was cancelled once the question was answered")
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("Nested options arrive with their children")
    func arrivingNested() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Entry.self)
        let terminal = PromptTestTerminal([.waitFor("1/2"), .type(Typed.right), .waitFor("‹ Sources"), .type("\r")])
        async let answer = testPrompt(terminal).chooseOne(
            "File", from: stream, label: { $0.name }, children: \.contents)
        for entry in projectTree { continuation.yield(entry) }
        continuation.finish()
        #expect(try await answer == Entry(name: "main.swift"))
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("An error the sequence throws ends the prompt and is rethrown")
    func sequenceError() async throws {
        struct Offline: Error {}
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: String.self)
        let terminal = PromptTestTerminal([.waitFor("1/1")])
        let answer = Task { try await testPrompt(terminal).chooseOne("Branch", from: stream) }
        continuation.yield("main")
        try await Task.sleep(for: .milliseconds(50))
        continuation.finish(throwing: Offline())
        await #expect(throws: Offline.self) { try await answer.value }
        #expect(terminal.isRestored)
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("Cancelling the task ends an open prompt and throws CancellationError")
    func cancellation() async throws {
        let terminal = PromptTestTerminal([])
        let task = Task { try await testPrompt(terminal).chooseOne("Size", from: sizes, label: \.title) }
        #expect(try await terminal.waitUntilShown("Small"))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(terminal.isRestored)
        #expect(terminal.screen == ["Size: (cancelled)"])
    }

    @Test("From synchronous code, with options that arrive later")
    func synchronousArriving() throws {
        let stream = AsyncStream<String> { continuation in
            for branch in ["main", "release"] { continuation.yield(branch) }
            continuation.finish()
        }
        let terminal = PromptTestTerminal([.waitFor("1/2"), .type(Typed.down + "\r")])
        #expect(try testPrompt(terminal).chooseOne("Branch", from: stream) == "release")
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }

    @Test("TERM=dumb: the numbered menu waits for every option, then lists them")
    func numberedMenuWaits() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let terminal = PromptTestTerminal([.waitFor("  2) release"), .type("2\n")])
        async let answer = testPrompt(terminal, term: "dumb").chooseOne("Branch", from: stream)
        continuation.yield("main")
        try await Task.sleep(for: .milliseconds(50))
        continuation.yield("release")
        continuation.finish()
        #expect(try await answer == "release")
        #expect(terminal.written.hasPrefix("Branch: Loading…\n"))
        #expect(terminal.missed.isEmpty, "the screen showed what the test waited for")
    }
}
