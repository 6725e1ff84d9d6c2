// Times the terminal front end, in a release build:
//  1. start → first frame, and start → printed choice, with 1,000,000 options on standard input,
//     for `dropdown` and for fzf (Debian's package) in the same run, both in a pseudo-terminal;
//  2. the cost of drawing one frame with 100 and with 1,000,000 options (rule P5).
// Run: swift build -c release && swift run -c release TerminalBenchmark [--runs N]
import DropdownCore
import DropdownTerminal
import PseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ seconds: Double) -> String {
    let milliseconds = seconds * 1000
    return milliseconds >= 10 ? "\(Int(milliseconds.rounded())) ms" : "\((milliseconds * 100).rounded() / 100) ms"
}

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

struct Timing {
    var firstFrame: [Double] = []
    var choice: [Double] = []
}

/// Starts a program in a pseudo-terminal with `input` on stdin; times its first frame (`frameMark`
/// on screen), waits until `readyMark` shows everything is loaded, presses Enter, and times the
/// choice on stdout.
func time(_ executable: String, _ args: [String], input: String, frameMark: String, readyMark: String) -> (Double, Double)? {
    let start = seconds()
    guard let process = try? PseudoTerminalProcess(
        executable: executable, arguments: args, rows: 24, columns: 80, input: .file(input))
    else { return nil }
    guard process.waitFor(frameMark, timeout: 60) else { return nil }
    let firstFrame = seconds() - start
    guard process.waitFor(readyMark, timeout: 60) else { return nil }
    process.type("\r")
    guard process.pump(timeout: 60, until: { _ in process.standardOutput.contains(0x0A) }) else { return nil }
    let choice = seconds() - start
    _ = process.waitForExit(timeout: 10)
    return (firstFrame, choice)
}

print("Terminal front end (release build; \(runs) runs each, medians)")
let optionCount = 1_000_000
if let input = makeInput(count: optionCount) {
    defer { unlink(input) }
    var ours = Timing()
    var theirs = Timing()
    let hasFzf = access("/usr/bin/fzf", X_OK) == 0
    for _ in 0..<runs {
        if let (frame, choice) = time(
            executableNextToThisProgram("dropdown") ?? "dropdown", ["--title", "Word"], input: input, frameMark: "▴", readyMark: "▴")
        {
            ours.firstFrame.append(frame)
            ours.choice.append(choice)
        }
        if hasFzf, let (frame, choice) = time(
            "/usr/bin/fzf", ["--height", "12"], input: input, frameMark: "─",
            readyMark: "\(optionCount)/\(optionCount)")
        {
            theirs.firstFrame.append(frame)
            theirs.choice.append(choice)
        }
    }
    print("\n1,000,000 options on stdin (the wamerican word list repeated), in a pseudo-terminal:")
    print("  dropdown: first frame \(format(median(ours.firstFrame))), printed choice \(format(median(ours.choice)))")
    if hasFzf && !theirs.choice.isEmpty {
        print("  fzf 0.38 --height 12: first frame \(format(median(theirs.firstFrame))) (before its input is read), printed choice \(format(median(theirs.choice))) (Enter once all lines are counted)")
        print("  ratio dropdown / fzf, printed choice: \((median(ours.choice) / median(theirs.choice) * 100).rounded() / 100)")
    } else {
        print("  fzf: not installed (apt-get install fzf) — no comparison")
    }
} else {
    print("no /usr/share/dict/words (apt-get install wamerican) — start-up timing skipped")
}

/// The median cost of drawing one frame (layout, rendering and the bytes of the painter) after a
/// key press, for `count` options.
func frameCost(count: Int) -> Double {
    let options = (0..<count).map { DropdownOption(id: $0, label: "Option number \($0)") }
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

let small = frameCost(count: 100)
let large = frameCost(count: 1_000_000)
print("\nOne frame (a key press, then layout, rendering and encoding), 80×24:")
print("  100 options: \((small * 1e6 * 10).rounded() / 10) µs;  1,000,000 options: \((large * 1e6 * 10).rounded() / 10) µs;  ratio \((large / small * 100).rounded() / 100)")
