// Measures the terminal front end, in a release build, printing figures (and fzf's, measured in the
// same run, where fzf does the same thing):
//  1. start-up with 1,000,000 options on standard input: first frame, printed choice, and the peak
//     memory (resident set) of the whole run, for `dropdown` and fzf, in a pseudo-terminal;
//  2. the first frame in a terminal that never answers the cursor-position request;
//  3. Ctrl-C while the prompt is busy searching 1,000,000 options: the time to exit;
//  4. a paste of 100,000 characters into `--search`: the time until the prompt has taken it;
//  5. the cost of drawing one frame with 100 and with 1,000,000 options (rule P5), and with two
//     10 MB labels on screen;
//  6. 1,000,000 options as `--json` (objects with a label, a value and a description): the printed
//     choice and the peak memory, against the same options as lines with `--label-delimiter`;
//  7. `--preview`: from Down to the next option's preview on screen, against `fzf --preview`;
//  8. options streaming in from a pipe: the first frame while the producer writes nothing, and
//     1,000,000 lines from `cat` (first frame, every line in, printed choice, peak memory);
//  9. keys while `yes` streams lines in without end: from a key to the frame that shows it, for
//     Down and for a character typed into the search line, against fzf's search line;
// 10. the first keystroke into `--search` with 1,000,000 options read: from the key to the frame
//     that shows its matches, typed as soon as every option is in and a second later (the prompt
//     builds the search index in the background meanwhile), against fzf's.
// Run: swift build -c release && swift run -c release TerminalBenchmark [--runs N] [SECTION…]
// (sections: startup, silent, interrupt, paste, frame, json, preview, streaming, keys, first; all
// when none is named)
import DropdownCore
import DropdownTerminal
import PseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
let sections = Set(arguments.dropFirst().filter { !$0.hasPrefix("--") && Int($0) == nil })
func selected(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }
let dropdown = executableNextToThisProgram("dropdown") ?? "dropdown"
let hasFzf = access("/usr/bin/fzf", X_OK) == 0

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }

func format(_ seconds: Double) -> String {
    let milliseconds = seconds * 1000
    return milliseconds >= 10 ? "\(Int(milliseconds.rounded())) ms" : "\((milliseconds * 100).rounded() / 100) ms"
}

func megabytes(_ bytes: Double) -> String { "\(Int((bytes / 1_000_000).rounded())) MB" }

func ratio(_ a: Double, _ b: Double) -> String { "\((a / b * 100).rounded() / 100)" }

/// A file of `count` lines: the word list repeated.
func makeInput(count: Int) -> String? {
    guard let file = fopen("/usr/share/dict/words", "r") else { return nil }
    var words: [String] = []
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&line, &capacity, file) > 0 { words.append(String(cString: line!)) }
    fclose(file)
    free(line)
    let path = "/tmp/dropdown-benchmark-\(count).txt"
    guard let out = fopen(path, "w") else { return nil }
    for index in 0..<count { fputs(words[index % words.count], out) }
    fclose(out)
    return path
}

struct StartUp {
    var firstFrame: [Double] = []
    var choice: [Double] = []
    var peakMemory: [Double] = []
}

/// Starts a program in a pseudo-terminal with `input` on stdin; times its first frame (`frameMark`
/// on screen), waits until `readyMark` shows everything is loaded, presses Enter, times the choice
/// on stdout, and reads the peak memory of the run.
func startUp(
    _ executable: String, _ args: [String], input: String, frameMark: String, readyMark: String,
    into timing: inout StartUp
) {
    let start = seconds()
    guard
        let process = try? PseudoTerminalProcess(
            executable: executable, arguments: args, rows: 24, columns: 80, input: .file(input))
    else { return }
    guard process.waitFor(frameMark, timeout: 60) else { return }
    let firstFrame = seconds() - start
    guard process.waitFor(readyMark, timeout: 60) else { return }
    process.type("\r")
    guard process.pump(timeout: 60, until: { _ in process.standardOutput.contains(0x0A) }) else { return }
    let choice = seconds() - start
    _ = process.waitForExit(timeout: 10)
    timing.firstFrame.append(firstFrame)
    timing.choice.append(choice)
    if let peak = process.peakMemoryBytes { timing.peakMemory.append(Double(peak)) }
}

print("Terminal front end (release build; \(runs) runs each, medians)")
let optionCount = 1_000_000
let input = makeInput(count: optionCount)
if selected("startup"), let input {
    var ours = StartUp()
    var theirs = StartUp()
    for _ in 0..<runs {
        startUp(dropdown, ["--title", "Word"], input: input, frameMark: "▴", readyMark: "▴", into: &ours)
        if hasFzf {
            startUp(
                "/usr/bin/fzf", ["--height", "12"], input: input, frameMark: "─",
                readyMark: "\(optionCount)/\(optionCount)", into: &theirs)
        }
    }
    print("\n1. 1,000,000 options on stdin (the wamerican word list repeated), in a pseudo-terminal:")
    print(
        "  dropdown: first frame \(format(median(ours.firstFrame))), printed choice \(format(median(ours.choice))), peak memory \(megabytes(median(ours.peakMemory)))"
    )
    if hasFzf && !theirs.choice.isEmpty {
        print(
            "  fzf 0.38 --height 12: first frame \(format(median(theirs.firstFrame))) (before its input is read), printed choice \(format(median(theirs.choice))) (Enter once all lines are counted), peak memory \(megabytes(median(theirs.peakMemory)))"
        )
        print(
            "  ratios dropdown / fzf: printed choice \(ratio(median(ours.choice), median(theirs.choice))), peak memory \(ratio(median(ours.peakMemory), median(theirs.peakMemory)))"
        )
    } else {
        print("  fzf: not installed (apt-get install fzf) — no comparison")
    }
} else if input == nil {
    print("no /usr/share/dict/words (apt-get install wamerican) — start-up timing skipped")
}

// 2. A terminal that never answers: the prompt draws first, and asks where the cursor is (for the
// mouse) only once the mouse is used.
if selected("silent") {
    var silentFrames: [Double] = []
    var answeredFrames: [Double] = []
    for _ in 0..<runs {
        for answers in [false, true] {
            let start = seconds()
            guard let process = try? PseudoTerminalProcess(executable: dropdown, arguments: ["a", "b", "c"]) else {
                continue
            }
            process.answersCursorRequests = answers
            guard process.waitFor("▴", timeout: 10) else { continue }
            if answers { answeredFrames.append(seconds() - start) } else { silentFrames.append(seconds() - start) }
            process.type("\u{1B}")
            _ = process.waitForExit(timeout: 10)
        }
    }
    var fzfSilent = "not installed"
    if hasFzf, let process = try? PseudoTerminalProcess(executable: "/usr/bin/fzf", arguments: ["--height", "5"]) {
        process.answersCursorRequests = false
        let start = seconds()
        fzfSilent =
            process.waitFor("─", timeout: 3)
            ? format(seconds() - start) : "no frame within 3 s (it waits for the answer)"
    }
    print("\n2. First frame, 3 options, a terminal that never answers a cursor-position request:")
    print(
        "  dropdown: \(format(median(silentFrames))) (\(format(median(answeredFrames))) when the terminal answers);  fzf 0.38 --height 5: \(fzfSilent)"
    )
}

// 3. Ctrl-C while the prompt is busy: a query of 100 terms over 1,000,000 options takes seconds.
if selected("interrupt"), let input {
    var busy: [Double] = []
    var interrupt: [Double] = []
    var finalLine: [Double] = []
    let query = (0..<99).map { _ in "e" }.joined(separator: " ") + " s"
    for _ in 0..<runs {
        // How long the search itself takes (the frame showing its result), for comparison.
        if let process = try? PseudoTerminalProcess(executable: dropdown, arguments: ["--search"], input: .file(input)),
            process.waitFor("▴", timeout: 60)
        {
            let before = process.screenBytes.count
            let start = seconds()
            process.type(query)
            if process.pump(timeout: 120, until: { String(decoding: $0[before...], as: UTF8.self).contains("e e s") }) {
                busy.append(seconds() - start)
            }
            process.type("\u{03}")
            _ = process.waitForExit(timeout: 10)
        }
        if let process = try? PseudoTerminalProcess(executable: dropdown, arguments: ["--search"], input: .file(input)),
            process.waitFor("▴", timeout: 60)
        {
            process.type(query)
            process.pump(timeout: 0.2)  // the search is under way
            let start = seconds()
            process.type("\u{03}")
            if process.waitFor("(cancelled)", timeout: 60) { finalLine.append(seconds() - start) }
            if process.waitForExit(timeout: 60) == 130 { interrupt.append(seconds() - start) }
        }
    }
    print("\n3. Ctrl-C while `dropdown --search` searches 1,000,000 options for a query of 100 terms:")
    print(
        "  the search takes \(format(median(busy))); Ctrl-C typed 200 ms into it: the prompt is replaced by its cancelled line after \(format(median(finalLine))) (slowest \(format(finalLine.max() ?? .nan))), the program has exited after \(format(median(interrupt))) (slowest \(format(interrupt.max() ?? .nan)))"
    )
}

// 4. A paste of 100,000 characters into --search (before: 2.8 s of CPU for 10,000).
if selected("paste") {
    var pastes: [Double] = []
    for _ in 0..<runs {
        guard
            let process = try? PseudoTerminalProcess(executable: dropdown, arguments: ["--search", "alpha", "bravo"]),
            process.waitFor("▴", timeout: 10)
        else { continue }
        let start = seconds()
        process.type("\u{1B}[200~" + String(repeating: "x", count: 100_000) + "\u{1B}[201~" + "\u{15}bra\r")
        if process.waitForExit(timeout: 120) == 0 { pastes.append(seconds() - start) }
    }
    print(
        "\n4. A paste of 100,000 characters into --search, then Ctrl-U, \"bra\" and Enter: done after \(format(median(pastes)))"
    )
}

/// The median cost of drawing one frame (layout, rendering and the bytes of the painter) after a
/// key press, for these labels.
func frameCost(labels: [String]) -> Double {
    let options = labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) }
    var prompt = DropdownPrompt(title: "Word", placeholder: "Choose", state: DropdownState(options: options))
    prompt.layOut(size: TerminalSize(rows: 24, columns: 80))
    prompt.start(at: .zero)
    var painter = InlinePainter(mode: .color)
    var bytes = 0
    var samples: [Double] = []
    for round in 0..<15 {
        let start = seconds()
        for step in 0..<200 {
            prompt.handle([.key((round + step) % 2 == 0 ? .down : .up, [])], at: .zero)
            let frame = prompt.frame()
            bytes &+= painter.paint(frame.lines).utf8.count
        }
        samples.append((seconds() - start) / 200)
    }
    if bytes == 42 { print("") }
    return median(samples)
}

func microseconds(_ seconds: Double) -> String { "\((seconds * 1e6 * 10).rounded() / 10) µs" }

if selected("frame") {
    let small = frameCost(labels: (0..<100).map { "Option number \($0)" })
    let large = frameCost(labels: (0..<1_000_000).map { "Option number \($0)" })
    let huge = frameCost(labels: [
        "short", String(repeating: "x", count: 10_000_000), String(repeating: "y", count: 10_000_000),
    ])
    print("\n5. One frame (a key press, then layout, rendering and encoding), 80×24:")
    print(
        "  100 options: \(microseconds(small));  1,000,000 options: \(microseconds(large));  ratio \(ratio(large, small))"
    )
    print("  two 10 MB labels on screen: \(microseconds(huge));  ratio to 100 short options \(ratio(huge, small))")
}

// 6. 1,000,000 options as JSON objects, and the same as delimited lines.
if selected("json"), let input {
    let json = "/tmp/dropdown-benchmark-json.txt"
    let delimited = "/tmp/dropdown-benchmark-delimited.txt"
    if let words = fopen(input, "r"), let jsonFile = fopen(json, "w"), let linesFile = fopen(delimited, "w") {
        var line: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        var index = 0
        fputs("[", jsonFile)
        while getline(&line, &capacity, words) > 0 {
            var word = String(cString: line!)
            word.removeLast()
            let escaped = word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            fputs(
                (index > 0 ? ",\n" : "")
                    + "{\"label\":\"\(escaped)\",\"value\":\(index),\"description\":\"word \(index)\"}", jsonFile)
            fputs("\(word)|\(index)|word \(index)\n", linesFile)
            index += 1
        }
        fputs("]\n", jsonFile)
        free(line)
        fclose(words)
        fclose(jsonFile)
        fclose(linesFile)
        var asJSON = StartUp()
        var asLines = StartUp()
        for _ in 0..<runs {
            startUp(dropdown, ["--json"], input: json, frameMark: "▴", readyMark: "▴", into: &asJSON)
            startUp(
                dropdown, ["--label-delimiter", "|", "--description-delimiter", "|"], input: delimited, frameMark: "▴",
                readyMark: "▴", into: &asLines)
        }
        print("\n6. 1,000,000 options with a value and a description:")
        print(
            "  --json (objects): first frame \(format(median(asJSON.firstFrame))), printed choice \(format(median(asJSON.choice))), peak memory \(megabytes(median(asJSON.peakMemory)))"
        )
        print(
            "  --label-delimiter --description-delimiter (lines): first frame \(format(median(asLines.firstFrame))), printed choice \(format(median(asLines.choice))), peak memory \(megabytes(median(asLines.peakMemory)))"
        )
    }
    unlink(json)
    unlink(delimited)
}
if let input { unlink(input) }

// 7. --preview: from Down to the preview of the next option on screen.
let previewInput = "/tmp/dropdown-benchmark-preview.txt"
func previewLatency(_ executable: String, _ arguments: [String]) -> [Double] {
    var samples: [Double] = []
    for _ in 0..<runs {
        guard
            let process = try? PseudoTerminalProcess(
                executable: executable, arguments: arguments, rows: 24, columns: 100, input: .file(previewInput)),
            process.waitFor("preview-of-alpha", timeout: 20)
        else { continue }
        let start = seconds()
        process.type("\u{1B}[B")
        if process.waitFor("preview-of-bravo", timeout: 20) { samples.append(seconds() - start) }
        process.type("\u{1B}")
        _ = process.waitForExit(timeout: 10)
    }
    return samples
}
if selected("preview") {
    if let file = fopen(previewInput, "w") {
        fputs("alpha\nbravo\ncharlie\n", file)
        fclose(file)
    }
    let ourPreview = previewLatency(dropdown, ["--preview", "echo preview-of-{}"])
    print("\n7. --preview 'echo preview-of-{}': Down, then the next option's preview on screen:")
    if hasFzf {
        let theirPreview = previewLatency(
            "/usr/bin/fzf", ["--height", "12", "--reverse", "--preview", "echo preview-of-{}"])
        print(
            "  dropdown: \(format(median(ourPreview)));  fzf 0.38 --height 12: \(format(median(theirPreview)));  ratio \(ratio(median(ourPreview), median(theirPreview)))"
        )
    } else {
        print("  dropdown: \(format(median(ourPreview)))")
    }
    unlink(previewInput)
}

// 8. Streaming standard input: a producer that writes nothing yet, and 1,000,000 lines from `cat`.
/// Starts `cat path` (or, with `nil`, a producer that writes nothing) writing into a pipe whose read
/// end is returned; the producer's process identifier, if any.
func producer(catting path: String?) -> (readEnd: Int32, writeEnd: Int32?, pid: pid_t?)? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    guard let path else { return (fds[0], fds[1], nil) }  // the benchmark holds the write end: nothing comes
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/cat"), strdup(path), nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, "/bin/cat", &actions, nil, argv, environ) == 0 else { return nil }
    close(fds[1])
    return (fds[0], nil, pid)
}

/// Runs a program with a producer on stdin; times its first frame, the frame showing `readyMark`
/// (every line in), and the printed choice after Enter; reads its peak memory.
func streamingStartUp(
    _ executable: String, _ args: [String], catting path: String?, frameMark: String, readyMark: String?
) -> StartUp {
    var timing = StartUp()
    for _ in 0..<runs {
        guard let source = producer(catting: path) else { continue }
        let start = seconds()
        guard
            let process = try? PseudoTerminalProcess(
                executable: executable, arguments: args, rows: 24, columns: 80, input: .pipe(source.readEnd))
        else { continue }
        close(source.readEnd)
        defer {
            if let writeEnd = source.writeEnd { close(writeEnd) }
            if let pid = source.pid {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        guard process.waitFor(frameMark, timeout: 60) else { continue }
        timing.firstFrame.append(seconds() - start)
        guard let readyMark else {
            process.type("\u{1B}")
            _ = process.waitForExit(timeout: 10)
            continue
        }
        guard process.waitFor(readyMark, timeout: 60) else { continue }
        // The peak of the program's own memory since it started (wait4's figure would count the
        // memory of this benchmark, which the program was spawned from).
        if let peak = peakResidentBytes(of: process.pid) { timing.peakMemory.append(Double(peak)) }
        process.type("\r")
        guard process.pump(timeout: 60, until: { _ in process.standardOutput.contains(0x0A) }) else { continue }
        timing.choice.append(seconds() - start)
        _ = process.waitForExit(timeout: 10)
    }
    return timing
}

/// A running process's peak resident set since its program started (VmHWM in /proc).
func peakResidentBytes(of pid: pid_t) -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, file) > 0 {
        let text = String(cString: line!)
        if text.hasPrefix("VmHWM:") {
            return text.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
    }
    return nil
}

if selected("streaming") {
    print("\n8. Options streaming in from a pipe, in a pseudo-terminal:")
    let silent = streamingStartUp(dropdown, [], catting: nil, frameMark: "Loading", readyMark: nil)
    print(
        "  a producer that writes nothing: the first frame (\"Loading…\", a spinner) after \(format(median(silent.firstFrame)))"
    )
    if let input = makeInput(count: optionCount) {  // made again: section 6 removed it
        defer { unlink(input) }
        let piped = streamingStartUp(
            dropdown, ["--title", "Word"], catting: input, frameMark: "▴", readyMark: "1/\(optionCount)")
        print(
            "  cat 1,000,000 lines |: first frame \(format(median(piped.firstFrame))), every line in and Enter: printed choice \(format(median(piped.choice))), peak memory \(megabytes(median(piped.peakMemory)))"
        )
        let fromFile = streamingStartUp(
            "/bin/sh", ["-c", "exec '\(dropdown)' --title Word < '\(input)'"], catting: nil, frameMark: "▴",
            readyMark: "1/\(optionCount)")
        print(
            "  the same lines from a file (read whole first): first frame \(format(median(fromFile.firstFrame))), printed choice \(format(median(fromFile.choice))), peak memory \(megabytes(median(fromFile.peakMemory)))"
        )
        if hasFzf {
            let theirs = streamingStartUp(
                "/usr/bin/fzf", ["--height", "12"], catting: input, frameMark: "─",
                readyMark: "\(optionCount)/\(optionCount)")
            print(
                "  fzf 0.38 --height 12, the same pipe: first frame \(format(median(theirs.firstFrame))), printed choice \(format(median(theirs.choice))), peak memory \(megabytes(median(theirs.peakMemory)))"
            )
        }
    }
}

// 9. Keys while `yes` streams: each key's delay, from typing it to the frame that shows it.
/// Starts `command` (a shell pipeline) in a pseudo-terminal, waits for `frameMark`, lets it stream
/// for a second, then types each key in turn and times it until the bytes drawn since contain its
/// mark.
func keyDelays(_ command: String, frameMark: String = "▴", keys: [(key: String, mark: String)]) -> [Double] {
    guard
        let process = try? PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", command], rows: 24, columns: 80),
        process.waitFor(frameMark, timeout: 20)
    else { return [] }
    process.pump(timeout: 1)
    var delays: [Double] = []
    for (key, mark) in keys {
        let before = process.screenBytes.count
        let needle = Array(mark.utf8)
        let start = seconds()
        process.type(key)
        if process.pump(timeout: 10, until: { $0[before...].firstRange(of: needle) != nil }) {
            delays.append(seconds() - start)
        }
        process.pump(timeout: 0.1)
    }
    process.type("\u{1B}")
    _ = process.waitForExit(timeout: 10)
    return delays
}
if selected("keys") {
    print(
        "\n9. Keys while `yes` streams lines in without end (a pseudo-terminal, 80×24; medians of \(runs * 10) keys):")
    let downs = (0..<10).map { ("\u{1B}[B", "\u{1B}[2m \($0 + 2)/") }
    let typed = "qzxwvkjbnm".map(String.init)
    let searchKeys = typed.indices.map { (typed[$0], typed[...$0].joined() + "\u{1B}[36m▏") }
    var still: [Double] = []
    var streaming: [Double] = []
    var searching: [Double] = []
    var fzfSearching: [Double] = []
    for _ in 0..<runs {
        still += keyDelays("seq 100 | '\(dropdown)'", keys: downs)
        streaming += keyDelays("yes | '\(dropdown)'", keys: downs)
        searching += keyDelays("yes | '\(dropdown)' --search", keys: searchKeys)
        if hasFzf {
            fzfSearching += keyDelays(
                "yes | /usr/bin/fzf --height 12", frameMark: ">",
                keys: typed.indices.map { (typed[$0], typed[...$0].joined()) })
        }
    }
    print(
        "  Down: \(format(median(streaming))) while `yes` streams (max \(format(streaming.max() ?? .nan))); \(format(median(still))) with 100 lines read"
    )
    print(
        "  a character into --search: \(format(median(searching))) (max \(format(searching.max() ?? .nan)))"
            + (hasFzf
                ? ";  fzf 0.38 --height 12: \(format(median(fzfSearching))) (max \(format(fzfSearching.max() ?? .nan)));  ratio \(ratio(median(searching), median(fzfSearching)))"
                : "")
    )
}

/// From typing `key` to the frame that shows `mark`, in a program started on `input`, typed when
/// `readyMark` shows (every option in) and then `pause` seconds later.
func firstKeystroke(
    _ executable: String, _ args: [String], input: String, readyMark: String, pause: Double, key: String,
    mark: String
) -> Double? {
    guard
        let process = try? PseudoTerminalProcess(
            executable: executable, arguments: args, rows: 24, columns: 80, input: .file(input)),
        process.waitFor(readyMark, timeout: 60)
    else { return nil }
    process.pump(timeout: pause)
    let before = process.screenBytes.count
    let needle = Array(mark.utf8)
    let start = seconds()
    process.type(key)
    let shown = process.pump(timeout: 30, until: { $0[before...].firstRange(of: needle) != nil })
    let delay = seconds() - start
    process.type("\u{1B}\u{1B}")
    _ = process.waitForExit(timeout: 10)
    return shown ? delay : nil
}
/// The lines of a file that hold `byte` in either case (a lower-case query ignores case).
func linesHolding(_ byte: UInt8, in path: String) -> Int {
    guard let file = fopen(path, "r") else { return 0 }
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    var count = 0
    while getline(&line, &capacity, file) > 0 {
        if strchr(line!, Int32(byte)) != nil || strchr(line!, Int32(byte - 32)) != nil { count += 1 }
    }
    fclose(file)
    free(line)
    return count
}
if selected("first"), let input = makeInput(count: optionCount) {
    defer { unlink(input) }
    let matches = linesHolding(UInt8(ascii: "q"), in: input)  // the count the frame shows
    let total = "\(optionCount)/\(optionCount)"
    var atOnce: [Double] = []
    var later: [Double] = []
    var fzfAtOnce: [Double] = []
    for _ in 0..<runs {
        for pause in [0.0, 1.0] {
            if let delay = firstKeystroke(
                dropdown, ["--search", "--title", "Word"], input: input, readyMark: total, pause: pause, key: "q",
                mark: "\(matches)/\(optionCount)")
            {
                if pause == 0 { atOnce.append(delay) } else { later.append(delay) }
            }
        }
        if hasFzf,
            let delay = firstKeystroke(
                "/usr/bin/fzf", ["--height", "12"], input: input, readyMark: total, pause: 0, key: "q",
                mark: "\(matches)/\(optionCount)")
        {
            fzfAtOnce.append(delay)
        }
    }
    print(
        "\n10. The first keystroke into --search, 1,000,000 options read (\"q\": \(matches) matches), to the frame with its count:"
    )
    print(
        "  typed as soon as every option is in: \(format(median(atOnce))); a second later: \(format(median(later)))"
            + (hasFzf ? ";  fzf 0.38 --height 12, at once: \(format(median(fzfAtOnce)))" : ""))
}
