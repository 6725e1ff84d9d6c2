import DropdownCore
import SearchTestData
import Testing

/// The keys a random session presses; sessions over submenus add Left and Right.
private let flatListKeys: [DropdownKey] = [
    .up, .down, .home, .end, .pageUp, .pageDown, .enter, .space, .escape, .tab, .backspace,
]

/// One of `keys`, pressed alone three times in five, else with Alt or Shift.
private func randomKeyPress(among keys: [DropdownKey], using random: inout ListRandom) -> DropdownEvent<String> {
    let modifiers: [DropdownModifiers] = [[], [], [], .alt, .shift]
    return .key(keys.randomElement(using: &random)!, modifiers: modifiers.randomElement(using: &random)!)
}

/// Random sessions that check rule E2's invariants after every event.
@Suite("Property: invariants hold after every event")
struct PropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2026, 0xDEAD_BEEF, 7_777_777, 31_337]

    @Test("E2: invariants hold through 10,000 random events", arguments: seeds)
    func randomSessions(seed: UInt64) {
        var random = ListRandom(seed: seed)
        let mode: DropdownSelectionMode = Bool.random(using: &random) ? .single : .multiple
        let configuration = DropdownConfiguration(
            selectionMode: mode, wrapsAround: Bool.random(using: &random),
            pageSize: Int.random(in: 1...6, using: &random),
            vanishedSelection: Bool.random(using: &random) ? .keep : .clear,
            selectionLimit: Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : nil,
            reportsDuplicateIDs: false)
        var state = State(options: Self.randomOptions(using: &random), configuration: configuration)
        var time = Duration.zero
        for step in 0..<10_000 {
            let event = Self.randomEvent(for: state, using: &random)
            time += .milliseconds(Int.random(in: 0...700, using: &random))
            let selectionBefore = Set(state.selection)
            let changes = state.send(event, at: time)
            let failure = Self.violation(in: state, configuration: configuration)
            #expect(failure == nil, "seed \(seed), step \(step), after \(event): \(failure ?? "")")
            if failure != nil { return }
            let selectionChanged = Set(state.selection) != selectionBefore
            #expect(
                changes.contains(.selection) == selectionChanged,
                "seed \(seed), step \(step): selection change reported \(changes.contains(.selection)) but was \(selectionChanged)"
            )
        }
    }

    /// The first broken invariant of rule E2, if any.
    static func violation(in state: State, configuration: DropdownConfiguration) -> String? {
        let ids = Set(state.options.map(\.id))
        if ids.count != state.options.count { return "duplicate ids among options" }
        if let highlighted = state.highlighted {
            guard let option = state.options.first(where: { $0.id == highlighted }) else {
                return "hl \(highlighted) is not an option"
            }
            if option.isDisabled { return "hl \(highlighted) is disabled" }
            if !state.visible.contains(highlighted) { return "hl \(highlighted) is not visible" }
        }
        if !state.isOpen && state.highlighted != nil { return "closed with hl" }
        if !state.isOpen && !state.query.isEmpty { return "closed with a query" }
        if configuration.selectionMode == .single && state.selection.count > 1 {
            return "single mode with \(state.selection.count) selected"
        }
        if Set(state.selection).count != state.selection.count { return "selection repeats an id" }
        if configuration.vanishedSelection == .clear && !state.selection.allSatisfy(ids.contains) {
            return "selection holds a vanished id under the clear policy"
        }
        let present = state.selection.filter(ids.contains)
        let order = Dictionary(uniqueKeysWithValues: state.options.enumerated().map { ($1.id, $0) })
        if present.map({ order[$0]! }) != present.map({ order[$0]! }).sorted() {
            return "selection not in option order"
        }
        return nil
    }

    static let pool = ["Apple", "apricot", "Banana", "Blueberry", "Cherry", "Côte", "date", "Fig", "Kiwi", "New York"]

    static func randomOptions(using random: inout ListRandom) -> [Option] {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { _ in
            let label = pool.randomElement(using: &random)!
            return Option(id: label, label: label, isDisabled: Int.random(in: 0..<4, using: &random) == 0)
        }
    }

    static func randomEvent(for state: State, using random: inout ListRandom) -> DropdownEvent<String> {
        let someID = pool.randomElement(using: &random)!
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return randomKeyPress(among: flatListKeys, using: &random)
        case 40..<55: return .character("abcnyk ".randomElement(using: &random)!)
        case 55..<62: return .tapField
        case 62..<66: return .tapOutside
        case 66..<74: return .tapOption(someID)
        case 74..<80: return .hover(Bool.random(using: &random) ? someID : nil)
        case 80..<84: return Bool.random(using: &random) ? .open : .close
        case 84..<88: return .toggleAll
        case 88..<93: return .setOptions(randomOptions(using: &random))
        case 93..<96:
            return .setSelection(Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))))
        default: return .setQuery(Bool.random(using: &random) ? "" : String(someID.prefix(2)))
        }
    }
}

/// Random sessions over trees of options that arrive later: appends, load states, remote results,
/// queries, keys, taps, creations and closes, interleaved; rules E1, E2, H9, L3, L6 and L8 are checked
/// after every event against a model computed from the public state.
@Suite("Property: nested options and options that arrive later")
struct LoadingPropertyTests {
    static let seeds = PropertyTests.seeds

    @Test(
        "E2, H9, L1, L8: invariants hold through 10,000 random events with trees, appends, loads and queries",
        arguments: seeds)
    func randomSessions(seed: UInt64) {
        var random = ListRandom(seed: seed)
        let configuration = DropdownConfiguration(
            selectionMode: Bool.random(using: &random) ? .single : .multiple,
            wrapsAround: Bool.random(using: &random), pageSize: Int.random(in: 1...6, using: &random),
            vanishedSelection: Bool.random(using: &random) ? .keep : .clear,
            selectionLimit: Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : nil,
            isSearchable: Int.random(in: 0..<3, using: &random) > 0, reportsDuplicateIDs: false,
            multipleSelectionKeys: Bool.random(using: &random) ? .menu : .prompt,
            ranksMatches: Int.random(in: 0..<4, using: &random) > 0,
            showsPath: Bool.random(using: &random),
            searchFiltering: Int.random(in: 0..<4, using: &random) == 0 ? .remote : .local,
            allowsCreating: Bool.random(using: &random))
        var state = State(options: Self.randomTree(using: &random), configuration: configuration)
        var time = Duration.zero
        var lastBatchAnnouncement: Duration? = nil
        var needsMoreReportedThisPage = false
        for step in 0..<10_000 {
            let event = Self.randomEvent(for: state, using: &random)
            time += .milliseconds(Int.random(in: 0...700, using: &random))
            let before = Snapshot(state)
            let result = state.handle(event, at: time)
            let context = "seed \(seed), step \(step), after \(String(describing: event).prefix(160))"
            if let failure = Self.violation(in: state, before: before, event: event, result: result) {
                Issue.record("\(context): \(failure)")
                return
            }
            // L3: once per page.
            if Self.bringsAPage(event, before: before, after: state) { needsMoreReportedThisPage = false }
            if result.changes.contains(.needsMore) {
                if needsMoreReportedThisPage {
                    Issue.record("\(context): needs-more twice for one page")
                    return
                }
                needsMoreReportedThisPage = true
            }
            // L6: streamed batches are announced at most once a second (a page the batch makes the
            // core ask for is announced as a load that starts, L1).
            if case .appendOptions = event, case .optionCount? = result.announcement {
                if let last = lastBatchAnnouncement, time - last < .seconds(1) {
                    Issue.record("\(context): two batch announcements within a second")
                    return
                }
                lastBatchAnnouncement = time
            }
        }
    }

    /// What is compared across one event.
    struct Snapshot {
        var selection: Set<String>
        var highlight: String
        var path: [String]
        var isOpen: Bool
        var options: [Option]
        var loadState: DropdownLoadState
        var hasMore: Bool
        var optionCount: Int

        init(_ state: State) {
            selection = Set(state.selection)
            highlight = "\(state.highlighted ?? "-") \(state.highlightedAction.map { "\($0)" } ?? "-")"
            path = state.submenuPath
            isOpen = state.isOpen
            options = state.options
            loadState = state.loadState
            hasMore = state.hasMoreOptions
            optionCount = TreeModel(state.options).ids.count
        }
    }

    /// Whether an event can start a new page for paging (rule L3): options arrived or were replaced,
    /// a load ended, or more options came to exist.
    static func bringsAPage(_ event: DropdownEvent<String>, before: Snapshot, after state: State) -> Bool {
        switch event {
        case .setOptions, .setResults: return true
        case .appendOptions, .addCreatedOption:
            return TreeModel(state.options).ids.count > before.optionCount || (!before.hasMore && state.hasMoreOptions)
        case .setLoadState(let newState, _, let query):  // a load that ended (the next may start at once)
            let isCurrent = query.map { $0 == state.query } ?? true
            return (isCurrent && newState == .idle && before.loadState != .idle)
                || (!before.hasMore && state.hasMoreOptions)
        default: return false
        }
    }

    /// The first broken rule, if any.
    static func violation(
        in state: State, before: Snapshot, event: DropdownEvent<String>, result: DropdownEventResult
    ) -> String? {
        let tree = TreeModel(state.options)
        if tree.ids.count != Set(tree.ids).count { return "C3: duplicate ids in the tree" }
        // H9: the path is a chain of parents, empty while closed and while a query searches the tree.
        if !state.isOpen && !state.submenuPath.isEmpty { return "H9: closed with an open submenu" }
        if !state.query.isEmpty && !state.submenuPath.isEmpty { return "H6: a query with an open submenu" }
        var parent: String? = nil
        for id in state.submenuPath {
            guard tree.parentOf[id] == .some(parent), tree.isParent(id) else {
                return "H9: path \(state.submenuPath) is not a chain of parents"
            }
            parent = id
        }
        // The rows: the current level, or the leaves that match a local query.
        if !state.query.isEmpty {
            if state.visible.contains(where: tree.isParent) { return "H6: a parent among the search results" }
            if state.configuration.searchFiltering == .local {  // F1, L2: as a fresh ranking of every leaf
                let leaves = tree.ids.filter { !tree.isParent($0) }
                var matcher = FuzzyMatcher(labels: leaves.map { tree.labels[$0]! })
                var ranked = matcher.rank(state.query)
                if !state.configuration.ranksMatches { ranked.sort() }  // the options' order
                if state.visible != ranked.map({ leaves[$0] }) {
                    return "F1, L2: the results are not the ranking of every leaf"
                }
            }
            if state.configuration.searchFiltering == .remote
                && state.visible != tree.ids.filter({ !tree.isParent($0) })
            {
                return "L4: the rows are not the host's results"
            }
        } else if state.visible != tree.children(of: state.submenuPath.last) {
            return "H9: the rows \(state.visible) are not the level of \(state.submenuPath)"
        }
        // E2: hl is none, an enabled option row of the level, or a shown action row.
        if let highlighted = state.highlighted {
            if !tree.isEnabled(highlighted) { return "E2: hl \(highlighted) cannot be highlighted" }
            guard let row = state.row(of: highlighted), row == state.highlightedRow else {
                return "E2: hl \(highlighted) is not on its visible row"
            }
        } else if let action = state.highlightedAction {
            guard let index = state.statusRows.firstIndex(where: { $0.action == action }),
                state.highlightedRow == state.visibleCount + index
            else { return "L8: hl on the \(action) row, which is not shown" }
        } else if state.highlightedRow != nil {
            return "E2: a highlighted row without an option or an action"
        }
        if !state.isOpen && (state.highlightedRow != nil || !state.query.isEmpty) {
            return "E2: closed with hl or a query"
        }
        // L1, L5: the status rows.
        if state.statusRows.contains(.loadingMore) && (state.loadState != .loading || state.visibleCount == 0) {
            return "L1: Loading more… without rows loading"
        }
        if !state.submenuPath.isEmpty && !state.statusRows.isEmpty { return "L1: status rows in a submenu" }
        // Selection: leaves only, in option order, at most one in single mode (H1, M3).
        let selection = state.selection
        if selection.contains(where: tree.isParent) { return "H1: a parent is selected" }
        if Set(selection).count != selection.count { return "selection repeats an id" }
        if state.configuration.selectionMode == .single && selection.count > 1 {
            return "single mode with \(selection.count) selected"
        }
        let present = selection.filter(tree.order.keys.contains)
        if present.map({ tree.order[$0]! }) != present.map({ tree.order[$0]! }).sorted() {
            return "selection not in option order"
        }
        if state.configuration.vanishedSelection == .clear && present.count != selection.count {
            return "C2: a vanished id under the clear policy"
        }
        // L8: only choosing, select-all, code and the clear policy change the selection.
        let selectionNow = Set(selection)
        switch event {
        case .key, .tapOption, .tapAction, .toggleAll, .setSelection, .addCreatedOption: break
        case .setOptions, .setResults:
            let lost = before.selection.subtracting(selectionNow)
            if state.configuration.vanishedSelection == .keep && lost.contains(where: { !tree.isParent($0) }) {
                return "L8: new options lost the selection \(lost)"
            }
        default:  // only a kept id that came back as a parent leaves the selection (H1)
            let lost = before.selection.subtracting(selectionNow)
            if !selectionNow.isSubset(of: before.selection) || lost.contains(where: { !tree.isParent($0) }) {
                return "L8: the selection changed from \(before.selection.sorted()) to \(selectionNow.sorted())"
            }
        }
        // L4: an answer to a query that is no longer current changes nothing.
        switch event {
        case .setResults(_, _, let query), .appendOptions(_, _, let query?), .setLoadState(_, _, let query?):
            if query != state.query
                && (result.isHandled || state.options != before.options || state.loadState != before.loadState
                    || state.hasMoreOptions != before.hasMore)
            {
                return "L4: an answer for \"\(query)\" was taken while the query is \"\(state.query)\""
            }
        default: break
        }
        // E1: exactly the real changes are reported.
        if result.changes.contains(.selection) != (selectionNow != before.selection) {
            return "E1: selection change misreported"
        }
        if result.changes.contains(.level) != (state.submenuPath != before.path) {
            return "E1: level change misreported"
        }
        if result.changes.contains(.highlight) != (Snapshot(state).highlight != before.highlight) {
            return "E1: highlight change misreported"
        }
        if result.changes.contains(.needsMore)
            && (!state.isOpen || !state.hasMoreOptions || !state.submenuPath.isEmpty)
        {
            return "L3: needs-more reported while it cannot be served"
        }
        switch event {
        case .setLoadState, .setResults: break  // a load that ends may ask for the next page at once
        default:
            if result.changes.contains(.needsMore) && before.loadState == .loading {
                return "L3: needs-more reported while loading"
            }
        }
        // L1: what the core asks the host for shows as loading at once: the next page, a retry, the
        // results of a remote search for a list that opened or a query that changed.
        let asksForOptions =
            !result.changes.isDisjoint(with: [.needsMore, .retry])
            || (state.configuration.searchFiltering == .remote && state.isOpen
                && (!before.isOpen || result.changes.contains(.query)))
        if asksForOptions && state.loadState != .loading { return "L1: a request for options without its load" }
        if result.changes.contains(.create) != (result.textToCreate != nil) { return "L5: create without its text" }
        return nil
    }

    /// The tree of the options, as the public state gives it, with what the rules derive from it.
    struct TreeModel {
        var ids: [String] = []
        var order: [String: Int] = [:]
        var parentOf: [String: String?] = [:]
        var childrenOf: [String: [String]] = [:]
        var topLevel: [String] = []
        var enabled: [String: Bool] = [:]
        var labels: [String: String] = [:]

        init(_ options: [Option]) {
            topLevel = options.map(\.id)
            for option in options { add(option, parent: nil, parentDisabled: false) }
        }

        /// Adds an option and its subtree; returns whether it can be highlighted (rule H1).
        @discardableResult
        mutating func add(_ option: Option, parent: String?, parentDisabled: Bool) -> Bool {
            order[option.id] = ids.count
            ids.append(option.id)
            labels[option.id] = option.label
            parentOf[option.id] = parent
            childrenOf[option.id] = option.children.map(\.id)
            let disabled = parentDisabled || option.isDisabled
            var anyChildEnabled = false
            for child in option.children where add(child, parent: option.id, parentDisabled: disabled) {
                anyChildEnabled = true
            }
            let isEnabled = !disabled && (option.children.isEmpty || anyChildEnabled)
            enabled[option.id] = isEnabled
            return isEnabled
        }

        func isParent(_ id: String) -> Bool { !(childrenOf[id] ?? []).isEmpty }
        func isEnabled(_ id: String) -> Bool { enabled[id] ?? false }
        func children(of parent: String?) -> [String] { parent.map { childrenOf[$0] ?? [] } ?? topLevel }
    }

    static let pool = [
        "Apple", "apricot", "Banana", "Blueberry", "Cherry", "Côte", "date", "Fig", "Kiwi", "New York", "Lime", "Plum",
    ]

    static func randomOption(depth: Int, using random: inout ListRandom) -> Option {
        let label = pool.randomElement(using: &random)!
        let isDisabled = Int.random(in: 0..<5, using: &random) == 0
        guard depth < 2, Int.random(in: 0..<4, using: &random) == 0 else {
            return Option(id: label, label: label, isDisabled: isDisabled)
        }
        let parent = "Group \(Int.random(in: 1...4, using: &random))" + String(repeating: "+", count: depth)
        let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            randomOption(depth: depth + 1, using: &random)
        }
        return Option(id: parent, label: parent, isDisabled: isDisabled, children: children)
    }

    static func randomTree(count: ClosedRange<Int> = 0...10, using random: inout ListRandom) -> [Option] {
        (0..<Int.random(in: count, using: &random)).map { _ in randomOption(depth: 0, using: &random) }
    }

    static func randomEvent(for state: State, using random: inout ListRandom) -> DropdownEvent<String> {
        let ids = pool + (1...4).flatMap { ["Group \($0)", "Group \($0)+"] }
        let someID = ids.randomElement(using: &random)!
        let loadStates: [DropdownLoadState] = [.idle, .loading, .failed(message: "Offline")]
        let query =
            Bool.random(using: &random) ? state.query : String(someID.prefix(Int.random(in: 1...3, using: &random)))
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<34: return randomKeyPress(among: flatListKeys + [.left, .right], using: &random)
        case 34..<44: return .character("abcnykp ".randomElement(using: &random)!)
        case 44..<48: return .tapField
        case 48..<50: return .tapOutside
        case 50..<56: return .tapOption(someID)
        case 56..<59: return .hover(Bool.random(using: &random) ? someID : nil)
        case 59..<62:
            let action: DropdownAction = Bool.random(using: &random) ? .retry : .create
            return Bool.random(using: &random) ? .tapAction(action) : .hoverAction(action)
        case 62..<64: return Bool.random(using: &random) ? .open : .close
        case 64..<66: return .toggleAll
        case 66..<68: return .setOptions(randomTree(using: &random))
        case 68..<70:
            return .setSelection(Array(ids.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
        case 70..<74: return .setQuery(Bool.random(using: &random) ? "" : query)
        case 74..<84:
            return .appendOptions(
                randomTree(count: 0...4, using: &random), hasMore: Bool.random(using: &random),
                forQuery: Int.random(in: 0..<4, using: &random) == 0 ? query : nil)
        case 84..<91:
            return .setLoadState(
                loadStates.randomElement(using: &random)!, hasMore: Bool.random(using: &random),
                forQuery: Int.random(in: 0..<4, using: &random) == 0 ? query : nil)
        case 91..<94:
            return .setResults(
                randomTree(count: 0...6, using: &random), hasMore: Bool.random(using: &random), forQuery: query)
        case 94..<97:
            return .scroll(rowsInView: Int.random(in: 0...8, using: &random)..<Int.random(in: 8...14, using: &random))
        default:
            let label = Bool.random(using: &random) ? someID : "New \(Int.random(in: 0..<100, using: &random))"
            return .addCreatedOption(Option(id: label, label: label))
        }
    }
}
