// Prints the search figures (release build, one thread, medians of repeated runs):
//  - per keystroke, top 20 results, over the wamerican word list, and over it repeated 10 times;
//    against frizbee (PyPI, a SIMD Rust matcher) timed in the same run when it is installed;
//  - typing a word letter by letter (incremental) against filtering each prefix from scratch;
//  - end to end, `dropdown --filter` against `fzf --filter` (Debian's fzf) on the word list;
//  - the memory the search index adds per option, for 1,000,000 options.
// Run: Benchmarks/run-search-benchmark (sets up frizbee), or swift run -c release SearchBenchmark
import DropdownCore
import Foundation

let queries = ["a", "ab", "abc", "tion", "qu", "xyz"]
let wordsPath = "/usr/share/dict/words"

func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

guard let text = try? String(contentsOfFile: wordsPath, encoding: .utf8) else {
    print("no \(wordsPath): apt-get install wamerican")
    exit(1)
}
let words = text.split(separator: "\n").map(String.init)
let words10 = Array((0..<10).map { _ in words }.joined())

/// The median time of a fresh top-20 search for `query` (the previous query is never a prefix).
func timeTop20(_ base: FuzzyMatcher, _ query: String, runs: Int) -> Double {
    var samples: [Double] = []
    var sink = 0
    for _ in 0..<runs {
        var matcher = base
        let start = seconds()
        sink &+= matcher.best(20, for: query).count
        samples.append(seconds() - start)
    }
    if sink == -1 { print(sink) }
    return median(samples)
}

/// frizbee's median top-20 times for the same words and queries, from the Python script beside
/// this benchmark, or `nil` when frizbee is not installed.
func frizbeeTimes(wordsFile: String, python: String) -> [String: Double]? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("frizbee_bench.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, wordsFile] + queries
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    var times: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, let value = Double(fields[1]) { times[String(fields[0])] = value / 1000 }
    }
    return times
}

print("Search (release build, one thread; medians)")
let base = FuzzyMatcher(labels: words)
let base10 = FuzzyMatcher(labels: words10)
let python = ProcessInfo.processInfo.environment["FRIZBEE_PYTHON"] ?? "/root/.cache/frizbee-venv/bin/python"
let frizbee = frizbeeTimes(wordsFile: wordsPath, python: python)

print("\nPer keystroke, top 20, \(words.count) words (targets: a ≤ 2 ms, xyz ≤ 0.3 ms, none above 2 ms):")
print("  query   ours         frizbee      ours/frizbee   \(words10.count) lines (×10)")
var allUnderTarget = true
for query in queries {
    let ours = timeTop20(base, query, runs: 41)
    let ten = timeTop20(base10, query, runs: 9)
    var line = "  " + query.padding(toLength: 8, withPad: " ", startingAt: 0) + ms(ours).padding(toLength: 13, withPad: " ", startingAt: 0)
    if let theirs = frizbee?[query] {
        line += ms(theirs).padding(toLength: 13, withPad: " ", startingAt: 0)
        line += String(format: "%.2f", ours / theirs).padding(toLength: 15, withPad: " ", startingAt: 0)
    } else {
        line += "–            –              "
    }
    line += ms(ten)
    print(line)
    if ours > 0.002 || (query == "xyz" && ours > 0.0003) { allUnderTarget = false }
}
if frizbee == nil { print("  (frizbee not installed: Benchmarks/run-search-benchmark installs it in a scratch venv)") }
print(allUnderTarget ? "  targets met" : "  TARGETS MISSED")

print("\nTyping a word letter by letter over \(words.count) words (full ranking after each letter):")
for word in ["tion", "abc", "quest"] {
    var incremental = [Double]()
    var scratch = [Double]()
    for _ in 0..<15 {
        var typing = base
        var start = seconds()
        for length in 1...word.count { _ = typing.rank(String(word.prefix(length))) }
        incremental.append(seconds() - start)
        start = seconds()
        for length in 1...word.count {
            var fresh = base
            _ = fresh.rank(String(word.prefix(length)))
        }
        scratch.append(seconds() - start)
    }
    print("  \(word): incremental \(ms(median(incremental))), each prefix from scratch \(ms(median(scratch)))")
}

/// The median wall time of a command reading `input` on stdin, its output discarded (posix_spawn
/// and waitpid, so the timing has no polling granularity).
func timeCommand(_ executable: String, _ arguments: [String], input: String, runs: Int) -> Double? {
    guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
    var samples: [Double] = []
    for _ in 0..<runs {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var pid: pid_t = 0
        let start = seconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        var status: Int32 = 0
        if spawned == 0 { waitpid(pid, &status, 0) }
        samples.append(seconds() - start)
        posix_spawn_file_actions_destroy(&actions)
        argv.forEach { free($0) }
        guard spawned == 0 else { return nil }
    }
    return median(samples)
}

let dropdown = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dropdown").path
print("\nEnd to end over \(words.count) words: dropdown --filter Q < words against fzf --filter Q < words (15 runs each):")
for query in queries {
    let ours = timeCommand(dropdown, ["--filter", query], input: wordsPath, runs: 15)
    let theirs = timeCommand("/usr/bin/fzf", ["--filter", query], input: wordsPath, runs: 15)
    if let ours, let theirs {
        print("  \(query.padding(toLength: 6, withPad: " ", startingAt: 0)) dropdown \(ms(ours)), fzf \(ms(theirs)), ratio \(String(format: "%.2f", ours / theirs))")
    } else {
        print("  \(query): \(ours == nil ? "dropdown not built (swift build -c release)" : "fzf not installed (apt-get install fzf)")")
    }
}

let million = (0..<1_000_000).map { words[$0 % words.count] }
let labelBytes = million.reduce(0) { $0 + $1.utf8.count }
let index = FuzzyMatcher(labels: million)
print("\nMemory: the search index of 1,000,000 options adds \(index.indexOverheadBytes) bytes beyond the \(labelBytes) label bytes: \(String(format: "%.1f", Double(index.indexOverheadBytes) / 1_000_000)) bytes per option (target ≤ 32)")
