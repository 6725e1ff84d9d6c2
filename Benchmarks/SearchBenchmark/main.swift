// Prints the search figures (release build, one thread's CPU time, medians of repeated runs; end to
// end: wall time).
//
// The lists are made reproducibly from Debian's data (SearchTestData): English words, 100,000
// Cyrillic and 100,000 CJK labels (iso-codes translations), the words with Latin accents, 2,000
// labels of 5,000 characters (words), 1,000 labels of 1,000 to 20,000 characters (iso-codes
// names), and 100,000 file paths.
//
// Each section is timed against its yardstick in the same run:
//  - typing: each query typed letter by letter into a `DropdownState` (the rows a front end draws,
//    the top 20, and the count of matches after each letter), against frizbee's top 20 for each
//    prefix (PyPI, a SIMD Rust matcher);
//  - paste: a new query on a matcher that has searched another one before (what it kept for that
//    one does not answer for this one), `best(20, for:)` and a `DropdownState` given the whole
//    query at once, against frizbee's top 20;
//  - first: the first keystroke after the options are given, against building the index and a
//    later keystroke;
//  - end-to-end: `dropdown --filter` against `fzf --filter` (fzf 0.74.5) on the same files, taking
//    turns, and their outputs compared byte for byte;
//  - yardstick: what frizbee's top 20 reads of a long label (past 1,024 bytes it scores a weaker
//    alignment than the best one at the label's end), against fzf's algorithm's scores;
//  - index: building the index, per list; positions: the 20 drawn rows' matched characters on long
//    labels; appending: labels appended while a query is active; memory: the index per option.
// Run: Benchmarks/run-search-benchmark (installs frizbee and fzf 0.74.5: Scripts/install-peers), or
// swift run -c release SearchBenchmark; arguments pick sections: typing, paste, first, yardstick,
// end-to-end, index, positions, appending, memory; `--lists WORD` keeps the lists whose name contains WORD,
// `--queries A,B` types or pastes A and B into every list instead of its own queries.
import DropdownCore
import Foundation
import SearchTestData

/// This thread's CPU time: what the search costs, not how long others' processes held the cores
/// (the machine may be busy). End-to-end runs are timed by the wall clock (``wallSeconds()``).
func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
func wallSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
/// The first two columns of a table of queries: the list, and the query.
func listAndQuery(_ list: String, _ query: String) -> String { column(list, 40) + column(query, 32) }
func number(_ value: Int) -> String {
    value.formatted(.number.grouping(.automatic)).replacingOccurrences(of: "\u{202F}", with: ",")
}

/// A list, its file (for fzf, frizbee and dropdown), and the queries typed into it.
struct List {
    let name: String
    let labels: [String]
    let queries: [String]
    let path: String

    init(_ name: String, _ labels: [String], queries: [String]) {
        self.name = name
        self.labels = labels
        self.queries = queryArgument?.split(separator: ",").map(String.init) ?? queries
        path = SearchLists.write(labels, name: name.filter(\.isLetter))
    }
}

let words = SearchLists.words()
guard !words.isEmpty else {
    print("no /usr/share/dict/words: apt-get install wamerican iso-codes")
    exit(1)
}
/// A 30-character query: the first letters of a label, as if a phrase were pasted without spaces.
func longQuery(_ labels: [String], _ index: Int) -> String {
    String(labels[index].filter { $0.isLetter }.prefix(30)).lowercased()
}
/// `--lists WORD` keeps only the lists whose name contains WORD (e.g. `--lists characters`).
let listFilter: String? = CommandLine.arguments.firstIndex(of: "--lists").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}
/// `--queries A,B` makes A and B every list's queries (e.g. `--queries tion,ionization`).
let queryArgument: String? = CommandLine.arguments.firstIndex(of: "--queries").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}
/// Every list by name, made only when `--lists` keeps it.
let listMakers: [(name: String, make: (String) -> List)] = [
    ("\(number(words.count)) English words", { List($0, words, queries: ["abc", "tion", "quest", "xyz"]) }),
    (
        "100,000 Cyrillic labels",
        { List($0, SearchLists.isoNames(in: .cyrillic, count: 100_000), queries: ["рос", "область"]) }
    ),
    ("100,000 CJK labels", { List($0, SearchLists.isoNames(in: .cjk, count: 100_000), queries: ["中国", "共和国"]) }),
    (
        "\(number(words.count)) words, Latin accents",
        { List($0, SearchLists.accentedWords(words), queries: ["tion", "é", "ab"]) }
    ),
    (
        "2,000 labels × 5,000 characters",
        { name in
            let labels = SearchLists.longLabels(from: words, count: 2_000, length: 5_000)
            return List(name, labels, queries: ["tion", "ionization", longQuery(labels, 17)])
        }
    ),
    (
        "1,000 labels × 1,000–20,000 characters",
        { name in
            let labels = SearchLists.longNameLabels(count: 1_000, lengths: 1_000...20_000)
            return List(name, labels, queries: ["land", "republic", longQuery(labels, 7)])
        }
    ),
    (
        "100,000 file paths",
        { List($0, SearchLists.filePaths(from: words, count: 100_000), queries: ["tion", "usr", "lib/py"]) }
    ),
]
let lists = listMakers.filter { maker in listFilter.map { maker.name.contains($0) } ?? true }.map { $0.make($0.name) }
defer { for list in lists { try? FileManager.default.removeItem(atPath: list.path) } }
/// Whether a list's labels are long (fewer runs).
func isLong(_ list: List) -> Bool { list.labels.count < 10_000 }

/// A two-letter query that shares no first letter with `query`: searched before a timed search, it
/// makes the matcher drop what it kept for long labels from the query searched before (the rows of
/// their alignments and their word starts, kept for a term typed further). Copies of a matcher
/// share what they kept, so without it each timed run after the first would find the rows of the
/// very query it times, which a new query never finds.
func unrelatedQuery(to query: String) -> String {
    query.lowercased().hasPrefix("z") ? "qz" : "zq"
}

/// The median time of a new top-20 search for `query` on a matcher that has searched before: each
/// run searches ``unrelatedQuery(to:)`` first (not timed), so that nothing kept answers for `query`.
func timeTop20(_ base: FuzzyMatcher, _ query: String, runs: Int) -> Double {
    var samples: [Double] = []
    var sink = 0
    for _ in 0..<runs {
        var matcher = base
        sink &+= matcher.best(20, for: unrelatedQuery(to: query)).count
        let start = seconds()
        sink &+= matcher.best(20, for: query).count
        samples.append(seconds() - start)
    }
    if sink == -1 { print(sink) }
    return median(samples)
}

/// frizbee's median top-20 times for queries on a list, from the Python script beside this
/// benchmark, or `nil` when frizbee is not installed (Scripts/install-peers).
func frizbeeTimes(_ list: List, _ queries: [String], runs: Int) -> [Double]? {
    guard let python = Yardsticks.frizbeePython else { return nil }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("frizbee_bench.py").path
    guard
        let data = Yardsticks.standardOutput(
            of: python, [script, list.path, String(runs)] + queries, requiringSuccess: true)
    else { return nil }
    let times = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Double($0).map { $0 / 1000 } }
    return times.count == queries.count ? times : nil
}

/// The median wall times of commands reading `input` on stdin, their output discarded (posix_spawn
/// and waitpid, so the timing has no polling granularity), or `nil` for a command that is not
/// there. The commands take turns, run after run (the first one first in every other run), so that
/// a load that comes and goes on a busy machine weighs on each alike.
func timeCommands(_ commands: [(executable: String, arguments: [String])], input: String, runs: Int) -> [Double?] {
    var samples = commands.map { FileManager.default.isExecutableFile(atPath: $0.executable) ? [Double]() : nil }
    for run in 0..<runs {
        let order = run % 2 == 0 ? Array(commands.indices) : commands.indices.reversed()
        for index in order where samples[index] != nil {
            let (executable, arguments) = commands[index]
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            var pid: pid_t = 0
            let start = wallSeconds()
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            var status: Int32 = 0
            if spawned == 0 { waitpid(pid, &status, 0) }
            let elapsed = wallSeconds() - start
            posix_spawn_file_actions_destroy(&actions)
            argv.forEach { free($0) }
            samples[index] = spawned == 0 ? samples[index]! + [elapsed] : nil
        }
    }
    return samples.map { $0.map(median) }
}

print(
    "Search (release build, one thread's CPU time, medians; end to end: wall time; frizbee and fzf timed in the same run)"
)
let sections = Set(CommandLine.arguments.dropFirst()).subtracting(
    ["--lists", listFilter ?? "", "--queries", queryArgument ?? ""])
func runs(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }
var matchers: [String: FuzzyMatcher] = [:]
@MainActor func matcher(_ list: List) -> FuzzyMatcher {
    if let matcher = matchers[list.name] { return matcher }
    let matcher = FuzzyMatcher(labels: list.labels)
    matchers[list.name] = matcher
    return matcher
}

/// Prints a section's title (what it times, against what, and its target) after a blank line,
/// and the header of its table.
func printHeading(_ title: String, columns: String) {
    print("\n" + title)
    print("  " + columns)
}

/// Prints whether a section met its targets: a section timed against frizbee misses them when
/// frizbee is not installed, and says how to install it.
func printVerdict(targetsMet: Bool, missingFrizbee: Bool = false) {
    if missingFrizbee { print("  (frizbee not installed: Scripts/install-peers installs it in a scratch venv)") }
    print(targetsMet && !missingFrizbee ? "  targets met" : "  TARGETS MISSED")
}

/// A searchable dropdown of a list's labels (identifiers: their indices), open.
func openDropdown(_ list: List) -> DropdownState<Int> {
    var state = DropdownState(
        options: list.labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
        configuration: DropdownConfiguration(isSearchable: true))
    state.send(.open, at: .zero)
    return state
}

/// What a front end reads after a keystroke: the count of matches and the 20 rows it draws.
func readRows(_ state: DropdownState<Int>) -> Int {
    var sink = state.matchCount
    for row in 0..<min(20, state.visibleCount) { sink &+= state.visibleID(atRow: row) }
    return sink
}

// MARK: Index

if runs("index") {
    if let tunables = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] {
        // In a child process whose allocator is set (below): measure.
        /// The pages this process has had mapped on first touch so far (minor page faults): each
        /// costs a trap and a zeroed page, so they tell where a build's time on fresh pages goes.
        func pageFaults() -> Int {
            var usage = rusage()
            #if os(Linux)
                getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            #else
                getrusage(RUSAGE_SELF, &usage)
            #endif
            return usage.ru_minflt
        }
        /// The median time of a build, and the median page faults it took.
        func timeBuild(_ labels: [String]) -> (time: Double, faults: Int) {
            let samples = (0..<21).map { _ in
                let faults = pageFaults()
                let start = seconds()
                let matcher = FuzzyMatcher(labels: labels)
                let elapsed = seconds() - start
                if matcher.count != labels.count { print("?") }
                return (elapsed, pageFaults() - faults)
            }
            return (median(samples.map(\.0)), samples.map(\.1).sorted()[samples.count / 2])
        }
        func faultsColumn(_ faults: Int) -> String { column(number(faults) + " page faults", 20) }
        let english = Array(words.filter { $0.allSatisfy(\.isASCII) }.prefix(100_000))
        _ = timeBuild(english)
        let englishBuild = timeBuild(english)
        print("  " + tunables)
        print(
            "    " + column("100,000 English words", 40) + column(ms(englishBuild.time), 12)
                + faultsColumn(englishBuild.faults))
        var buildTargetsMet = true
        for list in lists
        where list.labels.count >= 100_000 && !list.labels.prefix(1_000).allSatisfy({ $0.allSatisfy(\.isASCII) }) {
            let build = timeBuild(Array(list.labels.prefix(100_000)))
            print(
                "    " + column("100,000 of " + list.name, 40) + column(ms(build.time), 12) + faultsColumn(build.faults)
                    + String(format: "%.2f× the English words", build.time / englishBuild.time))
            if build.time > 2 * englishBuild.time { buildTargetsMet = false }
        }
        print(buildTargetsMet ? "    target met" : "    TARGET MISSED")
        exit(0)
    }
    // Building depends on where the arrays' pages come from, so both cases are measured, each in a
    // process of its own: pages reused (the allocator keeps what it frees), and pages fresh from the
    // kernel for every array of 128 KB or more (as for a first build: the kernel zeroes them).
    print("\nBuilding the index (target: 100,000 non-ASCII labels in at most twice the time of as many English words):")
    for tunables in [
        "glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=1073741824",
        "glibc.malloc.mmap_threshold=131072",
    ] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["index"]
        process.environment = ProcessInfo.processInfo.environment.merging(["GLIBC_TUNABLES": tunables]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { break }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(tunables.contains("131072") ? "  Pages fresh from the kernel:" : "  Pages reused:")
        for line in text.split(separator: "\n").drop(while: { !$0.hasPrefix("  glibc") }) { print(line) }
    }
}

// MARK: Typing

if runs("typing") {
    printHeading(
        "Typing letter by letter into a DropdownState, per keystroke: the count and the 20 rows drawn, against"
            + " frizbee's top 20 for each prefix (target: ours/frizbee < 1 for every letter):",
        columns: listAndQuery("list", "query") + "ms per letter, ours / frizbee (ratio)")
    var typingTargetsMet = true
    var missingFrizbee = false
    for list in lists {
        var state = openDropdown(list)
        _ = state.send(.setQuery(list.queries[0]), at: .zero)  // builds the index (see "first")
        let runs = isLong(list) ? 5 : 9
        for (offset, query) in list.queries.enumerated() {
            let letters = Array(query)
            let prefixes = letters.indices.map { String(letters[...$0]) }
            let frizbee = frizbeeTimes(list, prefixes, runs: isLong(list) ? 11 : 21)
            if frizbee == nil { missingFrizbee = true }
            var samples = [[Double]](repeating: [], count: letters.count)
            var sink = 0
            for _ in 0..<runs {
                // Typed from nothing: what the previous run's letters left is dropped first.
                state.send(.setQuery(unrelatedQuery(to: query)), at: .zero)
                state.send(.setQuery(""), at: .zero)
                for (index, letter) in letters.enumerated() {
                    let start = seconds()
                    state.send(.character(letter), at: .zero)
                    sink &+= readRows(state)
                    samples[index].append(seconds() - start)
                }
            }
            if sink == -1 { print(sink) }
            let ours = samples.map(median)
            var figures: [String] = []
            for (index, time) in ours.enumerated() {
                var figure = String(format: "%.2f", time * 1000)
                if let theirs = frizbee?[index] {
                    figure += String(format: "/%.2f (%.2f)", theirs * 1000, time / theirs)
                    if time >= theirs { typingTargetsMet = false }
                }
                figures.append(figure)
            }
            var line = "  " + listAndQuery(offset == 0 ? list.name : "", query)
            if let frizbee {
                let total = ours.reduce(0, +)
                let theirs = frizbee.reduce(0, +)
                line += String(
                    format: "all letters %.2f ms / %.2f ms (%.2f)", total * 1000, theirs * 1000, total / theirs)
            }
            print(line)
            print("    " + figures.joined(separator: "  "))
        }
    }
    printVerdict(targetsMet: typingTargetsMet, missingFrizbee: missingFrizbee)
}

// MARK: Paste

if runs("paste") {
    printHeading(
        "A new query on a matcher that has searched before (a paste): best(20, for:), and a DropdownState given it"
            + " at once, against frizbee's top 20 (target: best/frizbee < 1):",
        columns: listAndQuery("list", "query") + column("best(20)", 12) + column("state", 12)
            + column("frizbee", 12) + "best/frizbee  state/frizbee")
    var pasteTargetsMet = true
    var missingFrizbee = false
    for list in lists {
        var warmed = matcher(list)
        _ = warmed.best(20, for: list.queries[0])
        matchers[list.name] = warmed
        var state = openDropdown(list)
        state.send(.setQuery("x"), at: .zero)
        let runs = isLong(list) ? 11 : 21
        let frizbee = frizbeeTimes(list, list.queries, runs: runs)
        if frizbee == nil { missingFrizbee = true }
        for (offset, query) in list.queries.enumerated() {
            let best = timeTop20(warmed, query, runs: runs)
            var stateSamples: [Double] = []
            var sink = 0
            for _ in 0..<runs {
                state.send(.setQuery(unrelatedQuery(to: query)), at: .zero)
                state.send(.setQuery(""), at: .zero)
                let start = seconds()
                state.send(.setQuery(query), at: .zero)
                sink &+= readRows(state)
                stateSamples.append(seconds() - start)
            }
            if sink == -1 { print(sink) }
            let pasted = median(stateSamples)
            var line =
                "  " + listAndQuery(offset == 0 ? list.name : "", query) + column(ms(best), 12)
                + column(ms(pasted), 12)
            if let theirs = frizbee?[offset] {
                line +=
                    column(ms(theirs), 12) + column(String(format: "%.2f", best / theirs), 14)
                    + String(format: "%.2f", pasted / theirs)
                if best >= theirs { pasteTargetsMet = false }
            } else {
                line += "–"
            }
            print(line)
        }
    }
    printVerdict(targetsMet: pasteTargetsMet, missingFrizbee: missingFrizbee)
}

// MARK: First keystroke

if runs("first") {
    printHeading(
        "The first keystroke after the options are given (it builds the index), against building the index and a"
            + " later keystroke (target: first - build - later ≤ 10 ms):",
        columns: column("list", 40) + column("first", 12) + column("build", 12) + column("later", 12)
            + "first - build - later")
    var firstTargetsMet = true
    for list in lists {
        let letter = list.queries[0].first!
        var firsts: [Double] = []
        var builds: [Double] = []
        var laters: [Double] = []
        for _ in 0..<(isLong(list) ? 3 : 5) {
            var state = openDropdown(list)
            var start = seconds()
            state.send(.character(letter), at: .zero)
            _ = readRows(state)
            firsts.append(seconds() - start)
            state.send(.setQuery(""), at: .zero)
            start = seconds()
            state.send(.character(letter), at: .zero)
            _ = readRows(state)
            laters.append(seconds() - start)
            start = seconds()
            let built = FuzzyMatcher(labels: list.labels)
            builds.append(seconds() - start)
            if built.count != list.labels.count { print("?") }
        }
        let (first, build, later) = (median(firsts), median(builds), median(laters))
        let lazy = first - build - later
        if lazy > 0.010 { firstTargetsMet = false }
        print(
            "  " + column(list.name, 40) + column(ms(first), 12) + column(ms(build), 12) + column(ms(later), 12)
                + ms(lazy))
    }
    printVerdict(targetsMet: firstTargetsMet)
}

// MARK: What frizbee reads of a long label

if runs("yardstick") {
    // A label of filler letters (none of `tion`'s) that ends in " tion", alone or after a weaker
    // t…i…o…n at its start, and that weaker alignment alone: each of fzf's algorithm and frizbee
    // scores the best alignment it finds.
    let filler = Array("abcdefghjkmpqrsuvwxyz")
    func letters(_ count: Int, from start: Int) -> String {
        String((0..<count).map { filler[(start + 7 * $0) % filler.count] })
    }
    let weak = "t" + letters(5, from: 1) + "i" + letters(5, from: 2) + "o" + letters(5, from: 3) + "n"
    let lengths = [1_000, 1_024, 1_025, 2_000, 5_000]
    var labels: [String] = []
    for length in lengths {
        labels.append(weak + letters(length - weak.count, from: 4))
        labels.append(weak + letters(length - weak.count - 5, from: 4) + " tion")
        labels.append(letters(length - 5, from: 4) + " tion")
    }
    print(
        "\nWhat frizbee reads of a long label: `tion` in a label of filler letters that ends in \" tion\", after a weaker"
            + " t…i…o…n at its start or not, scored by frizbee and by fzf \(Yardsticks.fzfVersion)'s algorithm (ours):")
    print(
        "  " + column("characters", 14) + column("frizbee: weak, both, \" tion\"", 34) + "ours: weak, both, \" tion\"")
    let path = SearchLists.write(labels, name: "yardstick")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("frizbee_scores.py").path
    let frizbee = Yardsticks.frizbeePython.flatMap {
        Yardsticks.standardOutput(of: $0, [script, path, "tion"], requiringSuccess: true)
    }.map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) }
        .flatMap { $0.count == labels.count ? $0 : nil }
    let matcher = FuzzyMatcher(labels: labels)
    var missedFrom: Int? = nil
    for (row, length) in lengths.enumerated() {
        let ours = (0..<3).map { matcher.score(of: 3 * row + $0, for: "tion").map(String.init) ?? "-" }
        let theirs = frizbee.map { Array($0[3 * row..<3 * row + 3]) } ?? ["?", "?", "?"]
        if missedFrom == nil && theirs[1] == theirs[0] && theirs[2] != theirs[0] { missedFrom = length }
        print(
            "  " + column(number(length), 14) + column(theirs.joined(separator: ", "), 34)
                + ours.joined(separator: ", "))
    }
    if frizbee == nil {
        print("  frizbee not installed: Scripts/install-peers")
    } else if let missedFrom {
        print(
            "  frizbee scores the weaker alignment of a label of \(number(missedFrom)) characters or more: it does not read"
                + " the label to its end, where fzf's algorithm, below its cell limit, finds the best alignment.")
    } else {
        print("  frizbee finds the better alignment at every length.")
    }
}

// MARK: End to end

let dropdown = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "dropdown"
).path
if runs("end-to-end") {
    printHeading(
        "End to end, dropdown --filter Q < list against fzf \(Yardsticks.fzfVersion) --filter Q < list, taking turns"
            + " (wall time, medians; target: ratio < 1 and the same output, byte for byte):",
        columns: listAndQuery("list", "query") + column("dropdown", 13) + column("fzf", 13)
            + column("ratio", 7) + "output")
    var endToEndTargetsMet = true
    for list in lists {
        for (offset, query) in list.queries.enumerated() {
            var line = "  " + listAndQuery(offset == 0 ? list.name : "", query)
            guard let fzf = Yardsticks.fzf else {
                print(line + "fzf \(Yardsticks.fzfVersion) not installed (Scripts/install-peers)")
                endToEndTargetsMet = false
                continue
            }
            let runs = isLong(list) ? 5 : 11
            let times = timeCommands(
                [(dropdown, ["--filter", query]), (fzf, ["--filter", query])], input: list.path, runs: runs)
            let printed = [dropdown, fzf].map {
                Yardsticks.standardOutput(of: $0, ["--filter", query], input: list.path, requiringSuccess: false)
            }
            let same = printed[0] == printed[1]
            if let ours = times[0], let theirs = times[1] {
                line += column(ms(ours), 13) + column(ms(theirs), 13) + column(String(format: "%.2f", ours / theirs), 7)
                if ours >= theirs { endToEndTargetsMet = false }
            } else {
                line += "dropdown not built (swift build -c release) "
                endToEndTargetsMet = false
            }
            line += same ? "identical" : "DIFFERENT"
            if !same { endToEndTargetsMet = false }
            print(line)
        }
    }
    printVerdict(targetsMet: endToEndTargetsMet)
}

// MARK: Positions

if runs("positions") {
    print("\nPositions of the 20 drawn rows (the top 20) on long labels (target ≤ 1 ms):")
    for list in lists where isLong(list) {
        var longMatcher = matcher(list)
        for query in list.queries {
            let rows = longMatcher.best(20, for: query)
            let time = median(
                (0..<11).map { _ in
                    let start = seconds()
                    var sink = 0
                    for row in rows { sink &+= longMatcher.positions(of: row, for: query).count }
                    if sink == -1 { print(sink) }
                    return seconds() - start
                })
            print(
                "  " + listAndQuery(list.name, query) + ms(time) + (time <= 0.001 ? "" : "  TARGET MISSED"))
        }
    }
}

// MARK: Memory

if runs("appending") {
    print(
        "\nAppending 1,000,000 labels in batches of 1,000 while a query is active, the top 20 drawn after each batch,")
    print("against indexing and ranking them all at once (target: ratio ≤ 1):")
    let all = (0..<1_000_000).map { words[$0 % words.count] }
    for query in ["a", "ab", "tion"] {
        var streamed: [Double] = []
        var once: [Double] = []
        var updatesOnly: [Double] = []
        var rankOnly: [Double] = []
        for _ in 0..<3 {
            var start = seconds()
            var matcher = FuzzyMatcher(labels: [])
            var ranking = matcher.ranking(for: query, readyRanks: 20)
            var updating = 0.0
            var sink = 0
            for batch in stride(from: 0, to: all.count, by: 1_000) {
                matcher.append(labels: Array(all[batch..<min(batch + 1_000, all.count)]))
                let update = seconds()
                matcher.update(&ranking)
                for rank in 0..<min(20, ranking.count) { sink &+= ranking[rank] }
                updating += seconds() - update
            }
            streamed.append(seconds() - start)
            updatesOnly.append(updating)
            start = seconds()
            var whole = FuzzyMatcher(labels: all)
            let ranking2 = seconds()
            sink &+= whole.rank(query).count
            rankOnly.append(seconds() - ranking2)
            once.append(seconds() - start)
            if sink == -1 { print(sink) }
        }
        print(
            "  \(query.padding(toLength: 6, withPad: " ", startingAt: 0)) appended and updated \(ms(median(streamed))), indexed and ranked at once \(ms(median(once))): ratio \(String(format: "%.2f", median(streamed) / median(once))); updates alone \(ms(median(updatesOnly))), one ranking \(ms(median(rankOnly))): ratio \(String(format: "%.2f", median(updatesOnly) / median(rankOnly)))"
        )
    }
}

if runs("memory") {
    let million = (0..<1_000_000).map { words[$0 % words.count] }
    let labelBytes = million.reduce(0) { $0 + $1.utf8.count }
    let index = FuzzyMatcher(labels: million)
    print(
        "\nMemory: the search index of 1,000,000 options adds \(index.indexOverheadBytes) bytes beyond the \(labelBytes) label bytes: \(String(format: "%.1f", Double(index.indexOverheadBytes) / 1_000_000)) bytes per option (target ≤ 32)"
    )
}
