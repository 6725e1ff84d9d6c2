import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// Fruits as an app would write them: a struct tree, as `OutlineGroup` takes one.
struct Fruit: Hashable {
    let name: String
    var children: [Fruit]? = nil
}

/// The origin's fruit menu: three fruits and a submenu of two more.
let originFruits = [
    Fruit(name: "apple"), Fruit(name: "banana"), Fruit(name: "cherry"),
    Fruit(name: "More Fruits", children: [Fruit(name: "watermelon"), Fruit(name: "strawberry")]),
]

typealias FruitHarness = SessionHarness<Fruit, String>

func fruitHarness(selection: [String] = [], behavior: DropdownBehavior = DropdownBehavior()) -> FruitHarness {
    FruitHarness(
        originFruits, id: \.name, label: \.name, children: \.children, selection: selection, behavior: behavior)
}

/// The fruit menu with a search field, open on its "More Fruits" submenu.
func searchableFruitsInSubmenu() -> FruitHarness {
    var harness = fruitHarness()
    harness.makeSearchable()
    harness.send(.tapField)
    harness.send(.tapOption("More Fruits"))
    return harness
}

@Suite("Nested options in SwiftUI: a tree from a children key path, its lines, motion and focus (H1–H9)")
struct SubmenuViewLogicTests {
    @Test("H1: a children key path makes parents of the options that have children")
    func childrenBecomeParents() {
        let harness = fruitHarness()
        #expect(harness.state.isParent("More Fruits"))
        #expect(!harness.state.isParent("apple"))
        #expect(harness.state.path(of: "strawberry") == ["More Fruits"])
        // An empty children array is a leaf, as `nil` is.
        let leafy = FruitHarness(
            [Fruit(name: "a", children: [])], id: \.name, label: \.name, children: \.children)
        #expect(!leafy.state.isParent("a"))
    }

    @Test("H2 (R4): a row inside a submenu finds its option by id, also after the options changed")
    func lookupInsideSubmenu() {
        var harness = fruitHarness()
        #expect(harness.lookup.option(for: "strawberry") == Fruit(name: "strawberry"))
        #expect(harness.lookup.option(for: "More Fruits")?.children?.count == 2)
        #expect(harness.lookup.option(for: "kiwi") == nil)
        // The parent changes the tree: the positions are stale until the core catches up, and
        // the lookup still finds the option where it is now.
        harness.options[3].children?.insert(Fruit(name: "kiwi"), at: 0)
        harness.parentUpdated()
        #expect(harness.lookup.option(for: "strawberry") == Fruit(name: "strawberry"))
        #expect(harness.lookup.option(for: "kiwi") == Fruit(name: "kiwi"))
        harness.send(.tapField)
        #expect(harness.state.path(of: "kiwi") == ["More Fruits"])
        #expect(harness.lookup.option(for: "kiwi") == Fruit(name: "kiwi"))
    }

    @Test("H2 (R4): a row inside a submenu finds its option at its place in the tree")
    func placeInsideSubmenu() {
        var harness = fruitHarness()
        harness.send(.tapField)
        harness.send(.tapOption("More Fruits"))  // H2: opens the submenu
        let content = harness.session.rowContent(of: "strawberry", hint: 1, strings: .english)
        #expect(content?.place == OptionPlace(ancestors: [3], position: 1))
        #expect(harness.lookup.option(for: "strawberry", at: content?.place) == Fruit(name: "strawberry"))
    }

    @Test("H3: a submenu's lines start with a back row labelled with its parent, which sends Left")
    func backRow() {
        var harness = fruitHarness()
        harness.send(.tapField)
        #expect(ListLines(harness.state).first?.id == .option("apple"))
        harness.send(.tapOption("More Fruits"))
        let lines = ListLines(harness.state)
        #expect(lines.map(\.id) == [.back(parent: "More Fruits"), .option("watermelon"), .option("strawberry")])
        #expect(lines.first?.content == nil)
        #expect(lines.backRowLabel == "More Fruits")
        // The back row's tap: Left goes up with hl on the parent just left.
        harness.send(.key(.left))
        #expect(harness.state.submenuPath.isEmpty)
        #expect(harness.state.highlighted == "More Fruits")
        #expect(ListLines(harness.state).count == 4)
    }

    @Test("H3, H6: while searching there is no back row; results show every leaf")
    func noBackRowWhileSearching() {
        var harness = searchableFruitsInSubmenu()
        harness.send(.setQuery("straw"))
        #expect(ListLines(harness.state).map(\.id) == [.option("strawberry")])
        #expect(harness.state.path(of: "strawberry") == ["More Fruits"])
    }

    @Test(
        "H2, A5 (R13): into a submenu slides from the trailing edge, back from the leading edge, a fade under Reduce Motion"
    )
    func levelMotion() {
        var harness = fruitHarness()
        harness.send(.tapField)
        let into = harness.send(.key(.right), after: 10)  // hl is on apple: Right does nothing there
        #expect(!into.result.changes.contains(.level))
        harness.send(.tapOption("More Fruits"))
        #expect(harness.session.levelEntrance == .slide(fromTrailingEdge: true))
        let back = harness.send(.key(.left))
        #expect(back.animates)
        #expect(harness.session.levelEntrance == .slide(fromTrailingEdge: false))
        harness.reduceMotion = true
        let again = harness.send(.tapOption("More Fruits"))
        #expect(again.animates)  // a fade: the app's level animation is a short ease under Reduce Motion
        #expect(harness.session.levelEntrance == .fade)
    }

    @Test("H2, H3, P4: a new level's scroll view is made at its highlighted row, in the event that changes the level")
    func levelScrollTarget() {
        let many = (1...30).map { Fruit(name: "berry \($0)") }
        var harness = FruitHarness(
            [Fruit(name: "apple"), Fruit(name: "Berries", children: many)], id: \.name, label: \.name,
            children: \.children, selection: ["berry 25"])
        harness.send(.tapField)
        #expect(harness.session.openingScrollTarget == .option("Berries"))
        harness.send(.key(.enter))  // into the submenu: hl on the selected child, far down
        #expect(harness.state.submenuPath == ["Berries"])
        #expect(harness.session.openingScrollTarget == .option("berry 25"))
        harness.send(.key(.left))  // back up: hl on the parent just left
        #expect(harness.session.openingScrollTarget == .option("Berries"))
        harness.send(.key(.escape))
        #expect(harness.session.openingScrollTarget == nil)
    }

    @Test("R14: a query that leaves a submenu for the whole tree is not animated")
    func searchingIsNotAnimated() {
        var harness = searchableFruitsInSubmenu()
        let typed = harness.send(.setQuery("a"))
        #expect(typed.result.changes.contains(.level))
        #expect(!typed.animates)
        #expect(!typed.settlesFocus)
    }

    @Test(
        "H8, A3 (R9): entering a submenu moves VoiceOver focus to its highlighted row and holds the announcement until then"
    )
    func focusAndAnnouncementOnEntering() {
        var harness = fruitHarness(selection: ["strawberry"])
        harness.send(.tapField)
        _ = harness.session.focusAttemptsDue(at: harness.time)  // the opening's focus was made
        let entered = harness.send(.key(.enter))  // hl is on "More Fruits", the selection's ancestor
        #expect(entered.settlesFocus)
        #expect(harness.session.rowFocus.target == .option("strawberry"))
        #expect(harness.session.announcements.pending == .submenuOpened(label: "More Fruits", optionCount: 2))
        // Not before focus has moved and settled.
        #expect(harness.session.takeDueAnnouncement(at: harness.time) == nil)
        let focusMoved = harness.session.focusAttemptsDue(at: harness.time + .milliseconds(300))
        #expect(focusMoved)
        let settled = harness.time + .milliseconds(300) + AnnouncementScheduler.focusSettleDelay
        let announcement = harness.session.takeDueAnnouncement(at: settled)
        #expect(announcement.map { DropdownStrings.english.text(for: $0, title: "Fruit") } == "More Fruits, 2 options")
        // Going back to the top announces the dropdown's title (H8).
        harness.send(.key(.left))
        _ = harness.session.focusAttemptsDue(at: harness.time)
        let up = harness.session.takeDueAnnouncement(at: harness.time + .seconds(2))
        #expect(up.map { DropdownStrings.english.text(for: $0, title: "Fruit") } == "Fruit")
    }

    @Test("A3, H3: VoiceOver's escape gesture goes up one level in a submenu and closes at the top")
    func escapeGesture() {
        var harness = fruitHarness()
        harness.send(.tapField)
        #expect(KeyboardMapping.escapeGesture(in: harness.state) == .close)
        harness.send(.tapOption("More Fruits"))
        #expect(KeyboardMapping.escapeGesture(in: harness.state) == .key(.left))
    }

    @Test("H4, H6: the field shows the chosen leaf, or its path with showsPath")
    func fieldShowsLeafOrPath() {
        var harness = fruitHarness()
        harness.send(.tapField)
        harness.send(.tapOption("More Fruits"))
        harness.send(.tapOption("watermelon"))
        #expect(harness.bound == ["watermelon"])
        #expect(!harness.state.isOpen)
        #expect(FieldValue.label(of: "watermelon", own: "watermelon", in: harness.state) == "watermelon")
        harness.behavior.pathSeparator = " › "
        harness.send(.tapField)
        #expect(FieldValue.label(of: "watermelon", own: "watermelon", in: harness.state) == "More Fruits › watermelon")
        #expect(FieldValue.label(of: "apple", own: "apple", in: harness.state) == "apple")
    }
}
