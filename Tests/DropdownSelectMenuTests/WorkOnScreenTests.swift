import Testing

@_spi(Instrumentation) @_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// The SwiftUI layer's work is proportional to the rows on screen (R16): opening, a toggle and a
/// parent update read the labels and call the closures of the rows on screen, whatever the
/// number of options; a closure that changed still reaches the core (R3).
@Suite("Work proportional to the rows on screen (R16)")
struct WorkOnScreenTests {
    struct Item {
        let id: Int
        var name: String
    }

    /// 100,000 items whose identifiers do not count from zero (the core stores them).
    static let items = (0..<100_000).map { Item(id: 1_000_000 + $0, name: "Item \($0)") }

    /// Counts the caller's closure calls.
    final class Calls: @unchecked Sendable {
        var count = 0
    }

    /// The label closure's calls (a new count for each test: Swift Testing makes the suite anew).
    let calls = Calls()
    /// The labels decoded from the core's storage.
    let counter = LabelDecodeCounter()

    /// A multiple selection of `items`, open at the 50,000th, drawn once; the label closure counts.
    func openHarness(
        _ views: inout ListViewsStandIn<Int>, mode: DropdownSelectionMode = .multiple
    ) -> SessionHarness<Item, Int> {
        var harness = SessionHarness(
            Self.items, id: { $0.id },
            label: {
                calls.count += 1
                return $0.name
            }, selection: [Self.items[50_000].id], mode: mode)
        calls.count = 0
        let label = harness.label
        counter.counting {
            harness.send(.tapField)
            views.draw(&harness) { item, _ in _ = label(item) }
        }
        return harness
    }

    /// The model's answer to a parent update while the list is open.
    static func parentUpdated<Option, ID>(_ harness: inout SessionHarness<Option, ID>) {
        harness.parentUpdated()
        harness.session.bringInStep(
            inputs: harness.inputs, bound: harness.bound, behavior: harness.behavior, at: harness.time)
    }

    @Test("R16, P5: opening 100,000 options decodes the labels of the rows on screen, and calls their closures")
    func opening() {
        var views = ListViewsStandIn<Int>()
        let harness = openHarness(&views)
        #expect(harness.state.isOpen)
        #expect(views.rowsDrawn == views.onScreen)
        #expect(counter.count <= views.onScreen + 2)
        #expect(calls.count == views.onScreen)  // the row closure's label, once per row drawn
        // The ForEach's identity pass: the window's elements, a few hundred of the 100,000 lines.
        #expect(views.identitiesRead > views.onScreen && views.identitiesRead <= 400)
    }

    @Test("R16, M2: a toggle in a multiple selection, and the parent's update it brings, cost the rows on screen")
    func toggle() throws {
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views)
        let (identities, revision) = (views.identitiesRead, harness.session.rowsRevision)
        calls.count = 0
        counter.reset()
        let row = try #require(harness.state.highlightedRow)
        let id = harness.state.visibleID(atRow: row + 1)
        let label = harness.label
        counter.counting {
            let outcome = harness.send(.tapOption(id))
            #expect(outcome.selectionToWrite?.contains(id) == true)
            Self.parentUpdated(&harness)  // the binding's write updates the parent
            views.draw(&harness) { item, _ in _ = label(item) }
        }
        #expect(harness.bound.contains(id))
        #expect(harness.state.isSelected(id))
        #expect(calls.count <= 2 * views.onScreen + 2)  // the rows on screen checked, then drawn
        #expect(counter.count <= 2 * views.onScreen + 2)
        #expect(views.identitiesRead == identities)  // no identity pass
        #expect(harness.session.rowsRevision == revision)
    }

    @Test("R16, R3: a parent update that changes nothing costs the rows on screen, and rebuilds no identity")
    func noOpParentUpdate() {
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views)
        let (identities, revision) = (views.identitiesRead, harness.session.rowsRevision)
        calls.count = 0
        counter.reset()
        let label = harness.label
        counter.counting {
            for _ in 0..<10 {
                Self.parentUpdated(&harness)
                views.draw(&harness) { item, _ in _ = label(item) }
            }
        }
        #expect(calls.count <= 10 * (2 * views.onScreen + 2))
        #expect(counter.count <= 10 * (views.onScreen + 2) + 10 * views.onScreen)
        #expect(views.identitiesRead == identities)
        #expect(harness.session.rowsRevision == revision)
    }

    /// A closed single selection of `options`, made with `selected` bound before the options
    /// arrived; the `id` closure counts.
    func closedHarness(selected: Int) -> SessionHarness<Item, Int> {
        let calls = self.calls
        return SessionHarness(
            [Item](),
            id: {
                calls.count += 1
                return $0.id
            }, label: \.name, selection: [selected])
    }

    @Test("R2, R16: options that arrive after a closed dropdown was made are read for its selection once")
    func closedSelectionFoundOnce() {
        let selected = Self.items[99_995].id
        var harness = closedHarness(selected: selected)
        harness.options = Self.items  // loaded: a new array, the selection far from where it was
        calls.count = 0
        for _ in 0..<3 {
            harness.parentUpdated()
            // The field draws the selection's label twice an update (its text and VoiceOver's).
            for _ in 0..<2 {
                #expect(harness.lookup.label(for: selected) { _ in "gone" } == "Item 99995")
            }
        }
        #expect(!harness.state.isOpen)
        #expect(calls.count >= Self.items.count)  // read once, for the positions
        #expect(calls.count <= Self.items.count + 20)  // not once per label drawn
    }

    @Test("R2, R16, C2: a kept selection that is not among the options is not searched for on each update")
    func closedVanishedSelectionNotScanned() {
        var harness = closedHarness(selected: 7)
        harness.options = Self.items  // 7 is not among them
        calls.count = 0
        for _ in 0..<3 {
            harness.parentUpdated()
            #expect(harness.lookup.label(for: 7) { _ in "gone" } == "gone")
        }
        #expect(calls.count <= Self.items.count + 20)
        // Another array with the selection in it: read again, and found.
        var moved = Self.items
        moved.append(Item(id: 7, name: "Seven"))
        harness.options = moved
        harness.parentUpdated()
        #expect(harness.lookup.label(for: 7) { _ in "gone" } == "Seven")
    }

    @Test("R16, F9: keystrokes search keywords without calling `keywords`; a parent update calls it on screen")
    func keywordsOnScreen() {
        let keywordCalls = Calls()
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views)
        harness.keywords = {
            keywordCalls.count += 1
            return ["code \($0.id)"]
        }
        harness.isSearchable = true
        // The dropdown is made with its keywords (`.dropdownSearchKeywords`): each is read once.
        harness.session = DropdownSession(
            inputs: harness.inputs, selection: harness.bound, mode: .multiple, behavior: harness.behavior,
            guesses: .init(row: 44, header: 30, searchField: 45))
        #expect(keywordCalls.count == Self.items.count)
        harness.send(.tapField)
        views.draw(&harness)
        keywordCalls.count = 0
        for character in "code 1050000" {
            harness.send(.setQuery(harness.state.query + String(character)))
            views.draw(&harness)
        }
        #expect(harness.state.visible == [1_050_000])  // found by its keyword alone
        #expect(keywordCalls.count == 0)  // typing reads the core's copy
        Self.parentUpdated(&harness)
        views.draw(&harness)
        #expect(keywordCalls.count <= 2 * views.onScreen)  // the rows on screen, checked
        Self.parentUpdated(&harness)
        harness.send(.setQuery(""))
        views.draw(&harness)
        #expect(keywordCalls.count <= 4 * views.onScreen + 2)
    }

    @Test("R3: a closure that changed for a row on screen reaches the core at the parent's update")
    func changedOnScreen() throws {
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views, mode: .single)
        let id = try #require(harness.state.highlighted)
        let revision = harness.session.rowsRevision
        harness.label = { $0.id == id ? "Renamed" : $0.name }
        Self.parentUpdated(&harness)
        #expect(harness.state.label(of: id) == "Renamed")
        #expect(harness.session.rowsRevision != revision)  // the rows are drawn again
    }

    @Test("R3: a closure that changed for an option off screen reaches the core when its row comes into view")
    func changedOffScreen() throws {
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views, mode: .single)
        let far = Self.items[90_000].id
        harness.isDisabled = { $0.id == far }
        Self.parentUpdated(&harness)
        #expect(harness.state.isEnabled(row: 90_000))  // not read yet: its row is not on screen
        calls.count = 0
        let needsRead = harness.session.rowShown(far, hint: 90_000, inputs: harness.inputs)
        #expect(needsRead)
        #expect(calls.count <= 1)
        Self.parentUpdated(&harness)  // what the model does when a row asks for it
        #expect(!harness.state.isEnabled(row: 90_000))
        #expect(harness.state.optionWithoutChildren(withID: far)?.isDisabled == true)
    }

    @Test("R3, H1: a tree's rows are checked with their number of children")
    func treeChildren() {
        struct Node {
            let id: String
            var children: [Node]?
        }
        let tree = (0..<50).map { parent in
            Node(id: "p\(parent)", children: (0..<20).map { Node(id: "p\(parent)c\($0)") })
        }
        var harness = SessionHarness(tree, id: { $0.id }, label: { $0.id }, children: { $0.children })
        harness.send(.tapField)
        var views = ListViewsStandIn<String>()
        views.draw(&harness)
        let revision = harness.session.rowsRevision
        Self.parentUpdated(&harness)
        #expect(harness.session.rowsRevision == revision)  // the same tree: nothing read
        harness.children = { $0.id == "p0" ? [Node(id: "new")] + ($0.children ?? []) : $0.children }
        Self.parentUpdated(&harness)
        #expect(harness.state.childCount(of: "p0") == 21)
        #expect(harness.session.rowsRevision != revision)
    }

    @Test("R16: a list that closes keeps the rows on screen as they were, not the core's state")
    func closingKeepsRowsOnScreen() throws {
        var views = ListViewsStandIn<Int>()
        var harness = openHarness(&views, mode: .single)
        let row = try #require(harness.state.highlightedRow)
        let id = harness.state.visibleID(atRow: row)
        let far = harness.state.visibleID(atRow: 10)
        counter.reset()
        _ = counter.counting { harness.send(.key(.escape)) }
        #expect(!harness.state.isOpen)
        #expect(counter.count <= views.onScreen + 2)  // the rows on screen, kept as drawn
        #expect(harness.session.rowContent(of: id, hint: row, strings: .english)?.isHighlighted == false)
        #expect(harness.session.rowContent(of: id, hint: row, strings: .english)?.isSelected == true)
        #expect(harness.session.rowContent(of: far, hint: 10, strings: .english) == nil)  // off screen
        let ended = harness.endTransition()
        #expect(ended)
        #expect(harness.session.rowContent(of: far, hint: 10, strings: .english) != nil)
    }
}
