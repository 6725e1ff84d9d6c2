import DropdownCore
import Testing

/// Random sessions that check rule E2's invariants after every event.
@Suite("Property: invariants hold after every event")
struct PropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2026, 0xDEAD_BEEF, 7_777_777, 31_337]

    @Test("E2: invariants hold through 10,000 random events", arguments: seeds)
    func randomSessions(seed: UInt64) {
        var random = SplitMix64(seed: seed)
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
                "seed \(seed), step \(step): selection change reported \(changes.contains(.selection)) but was \(selectionChanged)")
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

    static func randomOptions(using random: inout SplitMix64) -> [Option] {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { _ in
            let label = pool.randomElement(using: &random)!
            return Option(id: label, label: label, isDisabled: Int.random(in: 0..<4, using: &random) == 0)
        }
    }

    static func randomEvent(for state: State, using random: inout SplitMix64) -> DropdownEvent<String> {
        let someID = pool.randomElement(using: &random)!
        let keys: [DropdownKey] = [.up, .down, .home, .end, .pageUp, .pageDown, .enter, .space, .escape, .tab, .backspace]
        let modifiers: [DropdownModifiers] = [[], [], [], .alt, .shift]
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40:
            return .key(keys.randomElement(using: &random)!, modifiers: modifiers.randomElement(using: &random)!)
        case 40..<55: return .character("abcnyk ".randomElement(using: &random)!)
        case 55..<62: return .tapField
        case 62..<66: return .tapOutside
        case 66..<74: return .tapOption(someID)
        case 74..<80: return .hover(Bool.random(using: &random) ? someID : nil)
        case 80..<84: return Bool.random(using: &random) ? .open : .close
        case 84..<88: return .toggleAll
        case 88..<93: return .setOptions(randomOptions(using: &random))
        case 93..<96: return .setSelection(Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))))
        default: return .setQuery(Bool.random(using: &random) ? "" : String(someID.prefix(2)))
        }
    }
}
