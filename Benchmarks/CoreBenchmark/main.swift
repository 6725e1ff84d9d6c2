// Prints the median cost per event of DropdownState for 1,000, 100,000 and 1,000,000 options: a list,
// a deep tree of them (four children per parent), and options that arrive in batches.
// Run in release: swift run -c release CoreBenchmark
import DropdownCore
import SearchTestData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `count` options with word-like labels; one in twenty is disabled.
func makeOptions(count: Int, seed: UInt64) -> [DropdownOption<Int>] {
    var random = ListRandom(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<count).map { index in
        let length = Int.random(in: 4...12, using: &random)
        let label = String((0..<length).map { _ in letters.randomElement(using: &random)! })
        return DropdownOption(id: index, label: label, isDisabled: index % 20 == 7)
    }
}

/// A deep tree of `count` options in all: every parent has up to four children, so the leaves are
/// some ten levels down for 1,000,000 options. Labels as `makeOptions` makes them.
func makeTree(count: Int, seed: UInt64) -> [DropdownOption<Int>] {
    let labels = makeOptions(count: count, seed: seed).map(\.label)
    var nextID = 0
    func subtree(size: Int) -> DropdownOption<Int> {
        let id = nextID
        nextID += 1
        var children: [DropdownOption<Int>] = []
        var remaining = size - 1
        let branches = min(4, remaining)
        for branch in 0..<branches {
            let childSize = remaining / (branches - branch)
            children.append(subtree(size: childSize))
            remaining -= childSize
        }
        return DropdownOption(id: id, label: labels[id], children: children)
    }
    var topLevel: [DropdownOption<Int>] = []
    var remaining = count
    for branch in 0..<4 {
        let size = remaining / (4 - branch)
        topLevel.append(subtree(size: size))
        remaining -= size
    }
    return topLevel
}

/// The median, over `samples` runs, of the time per event of `body`, which sends `events` events.
func medianNanoseconds(samples: Int = 15, events: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<samples {
        let elapsed = clock.measure(body)
        let (seconds, attoseconds) = elapsed.components
        times.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(events))
    }
    times.sort()
    return times[times.count / 2]
}

/// The median time per key of `count` keys sent to `state`, the `step`th being `key(step)`.
@MainActor
func medianKeyNanoseconds(
    _ state: inout DropdownState<Int>, keys count: Int, _ key: (_ step: Int) -> DropdownKey
) -> Double {
    medianNanoseconds(events: count) {
        for step in 0..<count {
            blackHole &+= Int(state.send(.key(key(step)), at: .zero).rawValue)
        }
    }
}

func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(Int((nanoseconds / 1_000_000).rounded())) + " ms" }
    if nanoseconds >= 10_000 { return String(Int((nanoseconds / 1_000).rounded())) + " µs" }
    return String(Int(nanoseconds.rounded())) + " ns"
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

var blackHole = 0
let sizes = [1_000, 100_000, 1_000_000]
var results: [String: [Double]] = [:]
let rows = [
    "arrow key (Down/Up)", "Page key", "typeahead char (jump)", "typeahead char (no match, full scan)",
    "open + close", "setOptions (same size)", "Down/Up across n/2 disabled options",
    "tree: Down/Up in the deepest submenu", "tree: Right + Left (in and out of a submenu)",
    "tree: setOptions (same size)", "appendOptions (a batch of 1,000)",
]
var treeDepths: [Int] = []

for size in sizes {
    let options = makeOptions(count: size, seed: 1)
    let replacement = makeOptions(count: size, seed: 2)
    var state = DropdownState(options: options, selection: [size / 2])
    state.send(.open, at: .zero)

    let arrows = 20_000
    results[rows[0], default: []].append(
        medianKeyNanoseconds(&state, keys: arrows) { step in step % 4 < 2 ? .down : .up })
    results[rows[1], default: []].append(
        medianKeyNanoseconds(&state, keys: arrows) { step in step % 2 == 0 ? .pageDown : .pageUp })

    var time = Duration.zero
    let letters = Array("etaoinshrdlu")
    let jumps = 2_000
    results[rows[2], default: []].append(
        medianNanoseconds(events: jumps) {
            for step in 0..<jumps {
                time += .seconds(1)  // a new buffer each time: a one-character jump
                blackHole &+= Int(state.send(.character(letters[step % letters.count]), at: time).rawValue)
            }
        })
    let scans = max(1, 2_000_000 / size)
    results[rows[3], default: []].append(
        medianNanoseconds(samples: 7, events: scans) {
            for _ in 0..<scans {
                time += .seconds(1)
                blackHole &+= Int(state.send(.character("#"), at: time).rawValue)
            }
        })

    state.send(.close, at: .zero)
    let opens = 20_000
    results[rows[4], default: []].append(
        medianNanoseconds(events: opens) {
            for _ in 0..<opens {
                blackHole &+= Int(state.send(.tapField, at: .zero).rawValue)
                blackHole &+= Int(state.send(.tapField, at: .zero).rawValue)
            }
        })

    // Half of the list disabled in one run: Down and Up jump across it.
    var gapped = DropdownState(
        options: options.indices.map {
            DropdownOption(id: $0, label: options[$0].label, isDisabled: $0 > 0 && $0 < size / 2 + 1)
        })
    gapped.send(.key(.home), at: .zero)
    results[rows[6], default: []].append(
        medianKeyNanoseconds(&gapped, keys: arrows) { step in step % 2 == 0 ? .down : .up })

    // A tree: arrows in its deepest submenu, a submenu opened and closed, the tree replaced.
    let tree = makeTree(count: size, seed: 3)
    var nested = DropdownState(options: tree)
    nested.send(.key(.down), at: .zero)
    while nested.highlighted.map(nested.isParent) == true { nested.send(.key(.right), at: .zero) }
    treeDepths.append(nested.submenuPath.count)
    results[rows[7], default: []].append(
        medianKeyNanoseconds(&nested, keys: arrows) { step in step % 4 < 2 ? .down : .up })
    nested.send(.key(.left), at: .zero)
    results[rows[8], default: []].append(
        medianKeyNanoseconds(&nested, keys: arrows) { step in step % 2 == 0 ? .right : .left })
    let otherTree = makeTree(count: size, seed: 4)
    var flipTree = false
    results[rows[9], default: []].append(
        medianNanoseconds(samples: size >= 1_000_000 ? 5 : 9, events: 1) {
            flipTree.toggle()
            blackHole &+= Int(nested.send(.setOptions(flipTree ? otherTree : tree), at: .zero).rawValue)
        })

    // Options that arrive: batches of 1,000 appended to `size` options, the list open (after one
    // batch, so that the one-time copy of the options given at the start is not counted).
    var batches = (0...100).map { batch in
        (0..<1_000).map { DropdownOption(id: size + batch * 1_000 + $0, label: replacement[$0].label) }
    }
    var arriving = DropdownState(options: options)
    arriving.send(.key(.down), at: .zero)
    arriving.send(.appendOptions(batches.removeFirst(), hasMore: true), at: .zero)
    results[rows[10], default: []].append(
        medianNanoseconds(samples: 1, events: batches.count) {
            for batch in batches {
                blackHole &+= Int(arriving.send(.appendOptions(batch, hasMore: true), at: .zero).rawValue)
            }
        })

    var flip = false
    results[rows[5], default: []].append(
        medianNanoseconds(samples: size >= 1_000_000 ? 5 : 9, events: 1) {
            flip.toggle()
            blackHole &+= Int(state.send(.setOptions(flip ? replacement : options), at: .zero).rawValue)
        })
}

print("DropdownCore: median cost per event (release build, one thread)")
print(pad("event", 38) + sizes.map { pad("\($0) options", 18) }.joined())
for row in rows {
    print(pad(row, 38) + results[row]!.map { pad(format($0), 18) }.joined())
}
print("(the tree's deepest submenu is \(treeDepths.map(String.init).joined(separator: " / ")) levels down)")
for row in [rows[0], rows[1], rows[6], rows[7], rows[10]] {
    let values = results[row]!
    let ratio = values[2] / values[0]
    print(
        "\(row): 1,000,000 / 1,000 options = \(String(Int((ratio * 100).rounded()))) %"
            + " (target ≤ 200 %) \(ratio <= 2 ? "ok" : "OVER TARGET")")
}

// Options that arrive while a query is active (rule L2): 1,000,000 options appended in batches of
// 1,000 to an open, searching dropdown, against installing them at once and ranking them once.
let streamed = makeOptions(count: 1_000_000, seed: 5).map { DropdownOption(id: $0.id, label: $0.label) }
let streamQuery = "ab"
/// The CPU time this thread has used, in seconds: steadier than the wall clock on a busy machine.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
/// The pages this process has touched for the first time so far (minor page faults).
func pageFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_minflt)
}
/// Gives the memory freed so far back to the system (glibc's `malloc_trim`; elsewhere nothing), so
/// that every run below touches pages of its own: else a run that reuses the pages an earlier run
/// freed (installing at once reuses them whole) is spared the first touches that a run growing into
/// new memory (appending) pays, and the ratio would measure the allocator's history.
func releaseFreedMemory() {
    #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(trim, to: MallocTrim.self)(0)
        }
    #endif
}
/// One measured run: this thread's CPU time, the rows at the end, and the pages touched first.
struct Run {
    var seconds: Double
    var rows: Int
    var pageFaults: Int
}
/// Runs `body` on memory of its own (see `releaseFreedMemory`), measuring its CPU time and first
/// touches.
func measure(_ body: () -> Void) -> (seconds: Double, pageFaults: Int) {
    releaseFreedMemory()
    let faults = pageFaults()
    let start = threadSeconds()
    body()
    return (threadSeconds() - start, pageFaults() - faults)
}
@MainActor func stream(query: String?) -> Run {
    var state = DropdownState<Int>(options: [], configuration: .init(isSearchable: true))
    state.send(.open, at: .zero)
    if let query { state.send(.setQuery(query), at: .zero) }
    let batches = stride(from: 0, to: streamed.count, by: 1_000).map { Array(streamed[$0..<$0 + 1_000]) }
    let measured = measure {
        for batch in batches {
            blackHole &+= Int(state.send(.appendOptions(batch, hasMore: true), at: .zero).rawValue)
        }
    }
    return Run(seconds: measured.seconds, rows: state.visibleCount, pageFaults: measured.pageFaults)
}
@MainActor func once(query: String?) -> Run {
    var state = DropdownState<Int>(options: [], configuration: .init(isSearchable: true))
    state.send(.open, at: .zero)
    let measured = measure {
        blackHole &+= Int(state.send(.setOptions(streamed), at: .zero).rawValue)
        if let query { blackHole &+= Int(state.send(.setQuery(query), at: .zero).rawValue) }
    }
    return Run(seconds: measured.seconds, rows: state.visibleCount, pageFaults: measured.pageFaults)
}
var runs: (withQuery: [Run], alone: [Run], onceWithQuery: [Run], onceAlone: [Run]) = ([], [], [], [])
let streamRuns = 9
for _ in 0..<streamRuns {  // interleaved, so that a busy moment weighs on every kind alike
    runs.withQuery.append(stream(query: streamQuery))
    runs.alone.append(stream(query: nil))
    runs.onceWithQuery.append(once(query: streamQuery))
    runs.onceAlone.append(once(query: nil))
}
func median(_ results: [Run]) -> Run {
    results.sorted { $0.seconds < $1.seconds }[results.count / 2]
}
let streamedWithQuery = median(runs.withQuery)
let streamedAlone = median(runs.alone)
let onceWithQuery = median(runs.onceWithQuery)
let onceAlone = median(runs.onceAlone)
func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
print("")
print(
    "1,000,000 options arriving in batches of 1,000, the query \"\(streamQuery)\" active (rule L2; this thread's CPU time, medians of \(streamRuns),"
        + " each run on memory of its own):"
)
func faults(_ run: Run) -> String { "\(run.pageFaults) pages touched first" }
print(
    "  appended, query active:   \(ms(streamedWithQuery.seconds))  (\(streamedWithQuery.rows) results; \(faults(streamedWithQuery)))"
)
print("  appended, no query:       \(ms(streamedAlone.seconds))  (\(faults(streamedAlone)))")
print(
    "  installed at once, then the query ranked once: \(ms(onceWithQuery.seconds))  (\(onceWithQuery.rows) results; \(faults(onceWithQuery)))"
)
print("  installed at once, no query:                   \(ms(onceAlone.seconds))  (\(faults(onceAlone)))")
let rankingStreamed = streamedWithQuery.seconds - streamedAlone.seconds
let rankingOnce = onceWithQuery.seconds - onceAlone.seconds
let rankingRatio = rankingStreamed / rankingOnce
print(
    "  ranking while appending / ranking once: \(ms(rankingStreamed)) / \(ms(rankingOnce)) = "
        + "\(String(Int((rankingRatio * 100).rounded()))) % (target ≤ 100 %, amortised) "
        + "\(rankingRatio <= 1 ? "ok" : "OVER TARGET")")
if blackHole == 42 { print("") }
