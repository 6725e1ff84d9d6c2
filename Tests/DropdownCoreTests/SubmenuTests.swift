import DropdownCore
import Testing

/// Apple, Banana, More Fruits › (watermelon, strawberry), Citrus › (Lemon, Oranges › (Blood orange,
/// Navel)), and a parent whose only child is disabled.
let fruitTree: [Option] = [
    Option("Apple"), Option("Banana"),
    Option(id: "more", label: "More Fruits", children: [Option("watermelon"), Option("strawberry")]),
    Option(
        id: "citrus", label: "Citrus",
        children: [
            Option("Lemon"),
            Option(id: "oranges", label: "Oranges", children: [Option("Blood orange"), Option("Navel")]),
        ]),
    Option(id: "empty", label: "Nothing here", children: [Option(id: "gone", label: "Gone", isDisabled: true)]),
]

func makeTree(selection: [String] = [], configuration: DropdownConfiguration = .init()) -> State {
    State(options: fruitTree, selection: selection, configuration: configuration)
}

/// The dropdown opened with hl on the top-level row `id`.
func openOn(_ id: String, selection: [String] = [], configuration: DropdownConfiguration = .init()) -> State {
    var state = makeTree(selection: selection, configuration: configuration)
    state.send(.open, at: .zero)
    state.send(.hover(id), at: .zero)
    return state
}

@Suite("Nested options")
struct SubmenuTests {
    @Test("H1: a parent is never selected, by Enter, Tab, Alt+Up, a tap, typeahead or select-all")
    func parentNeverSelected() {
        for event: DropdownEvent<String> in [.key(.enter), .key(.space), .tapOption("more")] {
            var state = openOn("more")
            let changes = state.send(event, at: .zero)
            #expect(!changes.contains(.selection))
            #expect(state.selection.isEmpty)
            #expect(state.isOpen)
            #expect(state.submenuPath == ["more"])
        }
        for event: DropdownEvent<String> in [.key(.tab), .key(.up, modifiers: .alt)] {
            var state = openOn("more", selection: ["Apple"])
            state.send(event, at: .zero)
            #expect(!state.isOpen)
            #expect(state.selection == ["Apple"])
        }
        var typeahead = makeTree()
        typeahead.send(.tapField, at: .zero)
        typeahead.type("mo")
        #expect(typeahead.highlighted == "more")
        #expect(typeahead.selection.isEmpty)
        var multiple = makeTree(configuration: DropdownConfiguration(selectionMode: .multiple))
        multiple.send(.toggleAll, at: .zero)
        #expect(
            multiple.selection == ["Apple", "Banana", "watermelon", "strawberry", "Lemon", "Blood orange", "Navel"])
        var prompt = openOn(
            "more", configuration: DropdownConfiguration(selectionMode: .multiple, multipleSelectionKeys: .prompt))
        prompt.press(.tab)
        #expect(prompt.selection.isEmpty)
    }

    @Test("H1: a parent given as the selection, or one a selected option became, is not selected")
    func parentDroppedFromSelection() {
        var state = makeTree(selection: ["more"])
        #expect(state.selection.isEmpty)
        state.send(.setSelection(["citrus", "Lemon"]), at: .zero)
        #expect(state.selection.isEmpty)
        state.send(.setSelection(["Apple"]), at: .zero)
        let changes = state.send(
            .setOptions([Option("Apple", children: [Option("Gala")]), Option("Banana")]), at: .zero)
        #expect(changes == [.selection])
        #expect(state.selection.isEmpty)
    }

    @Test("H1: a parent with no enabled descendant behaves as disabled; a disabled parent disables its children")
    func parentWithoutEnabledDescendant() {
        var state = makeTree()
        state.press(.end)
        #expect(state.highlighted == "citrus")  // "Nothing here" is skipped
        #expect(state.send(.tapOption("empty"), at: .zero).isEmpty)
        #expect(state.submenuPath.isEmpty)
        state.send(.hover("empty"), at: .zero)
        #expect(state.highlighted == nil)
        #expect(state.rowAccessibility(atRow: 4).isEnabled == false)

        var disabledParent = State(
            options: [Option("A"), Option(id: "p", label: "Parent", isDisabled: true, children: [Option("Child")])],
            configuration: DropdownConfiguration(isSearchable: true))
        disabledParent.send(.setQuery("chi"), at: .zero)
        #expect(disabledParent.visible == ["Child"])
        #expect(disabledParent.highlighted == nil)
        #expect(!disabledParent.rowAccessibility(atRow: 0).isEnabled)
    }

    @Test("H2: Enter, Space, Right and a tap on a parent open its submenu on its first enabled child")
    func openingASubmenu() {
        let events: [DropdownEvent<String>] = [.key(.enter), .key(.space), .key(.right), .tapOption("more")]
        for event in events {
            var state = openOn("more")
            let result = state.handle(event, at: .seconds(5))
            #expect(result.changes == [.highlight, .level])
            #expect(state.submenuPath == ["more"])
            #expect(state.visible == ["watermelon", "strawberry"])
            #expect(state.visibleCount == 2)
            #expect(state.highlighted == "watermelon")
        }
    }

    @Test("H2: entering a submenu highlights the child that is or holds the selection")
    func submenuHighlightsSelection() {
        var state = openOn("citrus", selection: ["Navel"])
        #expect(state.highlighted == "citrus")  // H5: the top-level ancestor of the selection
        state.press(.right)
        #expect(state.highlighted == "oranges")
        state.press(.right)
        #expect(state.highlighted == "Navel")
        #expect(state.submenuPath == ["citrus", "oranges"])
    }

    @Test("H2: arrows, Home, End, Page keys and typeahead work within the current level")
    func keysStayInLevel() {
        var state = openOn("citrus", configuration: DropdownConfiguration(pageSize: 5))
        state.press(.right)
        #expect(state.highlighted == "Lemon")
        state.press(.down)
        state.press(.down)
        #expect(state.highlighted == "oranges")  // stops at the end of the level
        state.press(.home)
        #expect(state.highlighted == "Lemon")
        state.press(.pageDown)
        #expect(state.highlighted == "oranges")
        state.press(.end)
        state.press(.up)
        #expect(state.highlighted == "Lemon")
        state.type("o", from: .seconds(10))
        #expect(state.highlighted == "oranges")
        state.type("a", from: .seconds(20))  // "Apple" is on another level
        #expect(state.highlighted == "oranges")
    }

    @Test("H3: Left and Escape go up one level with hl on the parent just left")
    func goingUp() {
        for key in [DropdownKey.left, .escape] {
            var state = openOn("citrus")
            state.press(.right)
            state.press(.down)
            state.press(.right)
            #expect(state.submenuPath == ["citrus", "oranges"])
            #expect(state.press(key) == [.highlight, .level])
            #expect(state.submenuPath == ["citrus"])
            #expect(state.highlighted == "oranges")
            state.press(key)
            #expect(state.submenuPath.isEmpty)
            #expect(state.highlighted == "citrus")
            #expect(state.isOpen)
        }
    }

    @Test("H3: at the top level Left does nothing and Escape closes")
    func topLevel() {
        var state = openOn("Banana")
        let left = state.handle(.key(.left), at: .zero)
        #expect(left.changes.isEmpty)
        #expect(left.isHandled)
        #expect(state.press(.escape) == [.closed, .highlight])
    }

    @Test("H3: Left and Right are the query editor's while a query is typed, and navigate with an empty query")
    func leftRightWithQuery() {
        var state = openOn("more", configuration: DropdownConfiguration(isSearchable: true))
        state.type("w")
        for key in [DropdownKey.left, .right] {
            let result = state.handle(.key(key), at: .zero)
            #expect(!result.isHandled)
            #expect(result.changes.isEmpty)
        }
        state.press(.escape)  // F4: clears the query
        state.send(.hover("more"), at: .zero)
        #expect(state.handle(.key(.right), at: .zero).isHandled)
        #expect(state.submenuPath == ["more"])
        #expect(state.handle(.key(.left), at: .zero).isHandled)
        #expect(state.submenuPath.isEmpty)
        var closed = makeTree()
        #expect(!closed.handle(.key(.right), at: .zero).isHandled)  // O5: a closed field leaves them
        #expect(!closed.isOpen)
    }

    @Test("H4: choosing a leaf in a submenu selects it and closes the whole dropdown (single)")
    func chooseLeafSingle() {
        var state = openOn("more")
        state.press(.right)
        state.press(.down)
        let result = state.handle(.key(.enter), at: .zero)
        #expect(result.changes == [.closed, .highlight, .selection, .level])
        #expect(result.announcement == .selected(label: "strawberry"))
        #expect(state.selection == ["strawberry"])
        #expect(state.submenuPath.isEmpty)
        #expect(state.visible == ["Apple", "Banana", "more", "citrus", "empty"])
    }

    @Test("H4: choosing a leaf in a submenu toggles it and stays at that level (multiple)")
    func chooseLeafMultiple() {
        var state = openOn("more", configuration: DropdownConfiguration(selectionMode: .multiple))
        state.press(.right)
        #expect(state.press(.enter) == [.selection])
        state.send(.tapOption("strawberry"), at: .zero)
        #expect(state.selection == ["watermelon", "strawberry"])
        #expect(state.submenuPath == ["more"])
        #expect(state.isOpen)
    }

    @Test("H5: every opening starts at the top level with hl on the selection's top-level ancestor")
    func openingStartsAtTop() {
        var state = makeTree(selection: ["Blood orange"])
        state.send(.tapField, at: .zero)
        #expect(state.highlighted == "citrus")
        state.press(.right)
        state.press(.down)
        #expect(state.submenuPath == ["citrus"])
        #expect(state.send(.tapOutside, at: .zero) == [.closed, .highlight, .level])
        #expect(state.submenuPath.isEmpty)
        state.press(.up)
        #expect(state.highlighted == "citrus")
        state.press(.escape)
        var none = makeTree()
        none.press(.up)
        #expect(none.highlighted == "citrus")  // O2: the last enabled option ("Nothing here" is not)
    }

    @Test("H6: a search ranks every leaf by its own label, as fzf orders them, whatever the level")
    func searchCoversLeaves() {
        var state = openOn("citrus", configuration: DropdownConfiguration(isSearchable: true))
        state.press(.right)
        let changes = state.send(.setQuery("an"), at: .zero)
        #expect(changes.contains(.level))
        #expect(state.submenuPath.isEmpty)
        let leaves = ["Apple", "Banana", "watermelon", "strawberry", "Lemon", "Blood orange", "Navel", "gone"]
        var matcher = FuzzyMatcher(labels: [
            "Apple", "Banana", "watermelon", "strawberry", "Lemon", "Blood orange", "Navel", "Gone",
        ])
        #expect(state.visible == matcher.rank("an").map { leaves[$0] })
        #expect(!state.visible.contains("oranges"))  // parents are not results
        #expect(state.path(of: "Blood orange") == ["citrus", "oranges"])
        #expect(state.highlighted == state.visible.first)
        state.press(.escape)  // clears the query: back at the top level
        #expect(state.visible == ["Apple", "Banana", "more", "citrus", "empty"])
        #expect(state.submenuPath.isEmpty)
    }

    @Test("H6: a search's count is of leaves: its matches among every leaf, all of them with no query")
    func searchCountsLeaves() {
        var state = openOn("citrus", configuration: DropdownConfiguration(isSearchable: true))
        #expect(state.optionCount == 5, "the top level")
        #expect(state.searchableCount == 8 && state.matchCount == 8)
        state.send(.setQuery("an"), at: .zero)
        #expect(state.matchCount == state.visibleCount && state.matchCount > 0 && state.searchableCount == 8)
        state.send(
            .appendOptions(
                [DropdownOption(id: "nuts", label: "Nuts", children: [DropdownOption("Pecan")])], hasMore: false),
            at: .zero)
        #expect(state.searchableCount == 9, "an appended subtree adds its leaves")
        let flat = State(options: ["a", "b", "c"].map { DropdownOption($0) }, configuration: .init(isSearchable: true))
        #expect(flat.searchableCount == 3 && flat.matchCount == 3)
    }

    @Test("H6: choosing a search result deep in the tree selects it")
    func chooseSearchResult() {
        var state = makeTree(configuration: DropdownConfiguration(isSearchable: true, showsPath: true))
        state.type("navel")
        state.press(.enter)
        #expect(state.selection == ["Navel"])
        #expect(state.selectedLabels == ["Citrus › Oranges › Navel"])
    }

    @Test("H7: new options keep the open path while its ids are still parents; otherwise it is cut")
    func optionsChangeKeepsPath() {
        var state = openOn("citrus")
        state.press(.right)
        state.press(.down)
        state.press(.right)
        #expect(state.highlighted == "Blood orange")
        var reordered = fruitTree
        reordered.reverse()
        #expect(state.send(.setOptions(reordered), at: .zero).isEmpty)
        #expect(state.submenuPath == ["citrus", "oranges"])
        #expect(state.highlighted == "Blood orange")

        let withoutOranges = [
            Option("Apple"), Option(id: "citrus", label: "Citrus", children: [Option("Lemon"), Option("Lime")]),
        ]
        #expect(state.send(.setOptions(withoutOranges), at: .zero) == [.highlight, .level])
        #expect(state.submenuPath == ["citrus"])
        #expect(state.visible == ["Lemon", "Lime"])
        #expect(state.highlighted == nil)

        state.send(.hover("Lime"), at: .zero)
        let citrusIsALeaf = [Option("Apple"), Option(id: "citrus", label: "Citrus")]
        state.send(.setOptions(citrusIsALeaf), at: .zero)
        #expect(state.submenuPath.isEmpty)
        #expect(state.visible == ["Apple", "citrus"])
        #expect(state.highlighted == nil)
    }

    @Test(
        "C1, H7: when new options move hl's option into a submenu of the current level, hl is on the parent that holds it"
    )
    func highlightFollowsIntoParent() {
        var state = makeState(["Apple", "watermelon", "Banana"])
        state.send(.key(.down), at: .zero)
        state.send(.key(.down), at: .zero)
        #expect(state.highlighted == "watermelon")
        state.send(.setOptions(fruitTree), at: .zero)
        #expect(state.highlighted == "more")
        state.press(.right)
        #expect(state.highlighted == "watermelon")
    }

    @Test("H8: a parent's hint says it opens a submenu; entering and leaving levels is announced")
    func accessibility() {
        var state = openOn("citrus")
        #expect(state.rowAccessibility(atRow: 3).hint == "Opens a submenu")
        #expect(state.rowAccessibility(atRow: 0).hint == nil)
        let entered = state.handle(.key(.right), at: .zero)
        #expect(entered.announcement == .submenuOpened(label: "Citrus", optionCount: 2))
        #expect(DropdownStrings.english.text(for: entered.announcement!) == "Citrus, 2 options")
        state.press(.down)
        state.press(.right)
        let up = state.handle(.key(.left), at: .zero)
        #expect(up.announcement == .submenuClosed(levelLabel: "Citrus"))
        let top = state.handle(.key(.escape), at: .zero)
        #expect(top.announcement == .submenuClosed(levelLabel: nil))
        #expect(DropdownStrings.english.text(for: top.announcement!, title: "Fruit") == "Fruit")
    }

    @Test("H9: hl is none or an enabled row of the current level, and the path is empty while closed")
    func invariantPerLevel() {
        var state = makeTree(selection: ["Navel"])
        let script: [DropdownEvent<String>] = [
            .key(.down), .key(.right), .key(.right), .key(.up), .key(.pageDown), .hover("Lemon"),
            .key(.left), .key(.end), .key(.right), .tapOption("gone"), .key(.escape), .key(.escape),
            .key(.escape),
        ]
        for event in script {
            state.send(event, at: .zero)
            if let highlighted = state.highlighted {
                #expect(state.visible.contains(highlighted))
                #expect(state.rowAccessibility(atRow: state.row(of: highlighted)!).isEnabled)
            }
            if !state.isOpen { #expect(state.submenuPath.isEmpty) }
        }
        #expect(!state.isOpen)
    }

    @Test("H6: the field shows the selected leaf's label, or its path with showsPath")
    func fieldShowsPath() {
        let plain = makeTree(selection: ["watermelon"])
        #expect(plain.selectedLabels == ["watermelon"])
        #expect(plain.fieldAccessibility(title: "Fruit", placeholder: "Choose").value == "watermelon")
        let withPath = makeTree(selection: ["watermelon"], configuration: DropdownConfiguration(showsPath: true))
        #expect(withPath.selectedLabels == ["More Fruits › watermelon"])
        #expect(withPath.selectionSummary(placeholder: "Choose", maximumLength: 40) == "More Fruits › watermelon")
        #expect(withPath.fieldAccessibility(title: "Fruit", placeholder: "Choose").value == "More Fruits › watermelon")
    }

    @Test("isParent and path(of:) describe the tree for indicators and breadcrumbs")
    func treeQueries() {
        let state = makeTree()
        #expect(state.isParent("more"))
        #expect(state.isParent("oranges"))
        #expect(!state.isParent("Navel"))
        #expect(!state.isParent("nothing"))
        #expect(state.path(of: "Navel") == ["citrus", "oranges"])
        #expect(state.path(of: "Apple").isEmpty)
        #expect(state.option(withID: "Navel")?.label == "Navel")
        #expect(state.options.count == 5)
        #expect(state.options[2].children.map(\.id) == ["watermelon", "strawberry"])
    }

    @Test("C3: ids are unique across the tree; a later duplicate is dropped with its children")
    func duplicatesInTree() {
        let options = [
            Option("Apple"),
            Option(id: "p", label: "P", children: [Option("Apple"), Option("Kiwi")]),
            Option(id: "q", label: "Q", children: [Option(id: "p", label: "P again", children: [Option("Fig")])]),
        ]
        var state = State(options: options, configuration: DropdownConfiguration(reportsDuplicateIDs: false))
        #expect(state.duplicateIDs == ["Apple", "p"])
        #expect(state.options.map(\.id) == ["Apple", "p", "q"])
        #expect(state.options[1].children.map(\.id) == ["Kiwi"])
        #expect(!state.isParent("q"))  // its only child was a duplicate
        #expect(state.option(withID: "Fig") == nil)
        state.send(.open, at: .zero)
        state.send(.hover("p"), at: .zero)
        state.press(.right)
        #expect(state.visible == ["Kiwi"])
    }
}
