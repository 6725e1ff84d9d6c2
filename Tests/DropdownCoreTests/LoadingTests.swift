import Testing

@testable import DropdownCore

/// `count` options "Item 0", "Item 1", … from `start`.
func items(_ range: Range<Int>) -> [Option] {
    range.map { Option("Item \($0)") }
}

@Suite("Options that arrive later")
struct LoadingTests {
    @Test("L1: while loading with no rows the empty state is Loading…, not No options")
    func loadingEmptyState() {
        var state = makeState([])
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        let opened = state.handle(.tapField, at: .zero)
        #expect(state.emptyState == .loading)
        #expect(opened.announcement == .loading)
        #expect(state.statusRows.isEmpty)
        #expect(DropdownStrings.english.text(forEmptyState: state.emptyState!) == "Loading…")
        #expect(state.press(.down).isEmpty)
        #expect(state.highlighted == nil)
    }

    @Test("L1: after a failure with no rows the message shows, with a retry row that Enter chooses")
    func failureWithoutRows() {
        var state = makeOpenState([])
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: true), at: .zero)
        #expect(state.emptyState == .failed(message: "Offline"))
        #expect(state.statusRows == [.retry])
        #expect(state.rowCount == 1)
        #expect(state.press(.down) == [.highlight])
        #expect(state.highlightedRow == 0)
        #expect(state.highlightedAction == .retry)
        #expect(state.highlighted == nil)
        #expect(state.sectionLayout.content(atLine: 0) == .status(row: 0))
        let retry = state.handle(.key(.enter), at: .zero)
        #expect(retry.changes == [.retry, .highlight])  // the retry row gives way to the load
        #expect(state.isOpen)
        #expect(state.selection.isEmpty)
        #expect(state.emptyState == .loading)
    }

    @Test("L1: with rows, a status row after the last option says Loading more… or the failure with retry")
    func statusRowAfterOptions() {
        var state = makeState(["Apple", "Banana"])
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        state.press(.end)
        #expect(state.statusRows == [.loadingMore])
        #expect(state.statusRow(atRow: 2) == .loadingMore)
        #expect(state.rowCount == 3)
        #expect(state.press(.down).isEmpty)  // "Loading more…" is never highlighted
        #expect(state.highlighted == "Banana")
        #expect(
            state.rowAccessibility(atRow: 2)
                == DropdownRowAccessibility(label: "Loading more…", isSelected: false, isEnabled: false))

        state.send(.setLoadState(.failed(message: "Timed out"), hasMore: true), at: .zero)
        #expect(state.statusRows == [.failed(message: "Timed out")])
        #expect(state.emptyState == nil)
        #expect(DropdownStrings.english.text(forStatusRow: state.statusRows[0]) == "Timed out · Retry")
        state.press(.down)
        #expect(state.highlightedRow == 2)
        #expect(state.highlightedAction == .retry)
        state.press(.up)
        #expect(state.highlighted == "Banana")
        state.send(.hoverAction(.retry), at: .zero)
        #expect(state.highlightedAction == .retry)
        #expect(state.send(.tapAction(.retry), at: .zero) == [.retry, .highlight])
        #expect(state.highlighted == "Banana")  // L8: off the retry row, which gave way to the load
        #expect(state.statusRows == [.loadingMore])
        #expect(state.selection.isEmpty)
        #expect(state.sectionLayout.lineCount == 3)
    }

    @Test("L1: Space and a tap choose an action row; Tab and Escape leave it without a request")
    func actionRowKeys() {
        var state = makeState(["Apple"])
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: false), at: .zero)
        state.send(.open, at: .zero)
        state.press(.end)
        #expect(state.highlightedAction == .retry)
        #expect(state.press(.space, at: .seconds(9)).contains(.retry))
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: false), at: .zero)
        state.press(.end)
        #expect(state.send(.key(.tab), at: .zero) == [.closed, .highlight])
        #expect(state.selection.isEmpty)
    }

    @Test("L2: appending keeps hl, sel, the rows' order and the query")
    func appendKeepsState() {
        var state = makeState(["Apple", "Banana", "Cherry"], selection: ["Banana"])
        state.press(.down)
        state.press(.down)
        #expect(state.highlighted == "Cherry")
        let changes = state.send(.appendOptions(makeOptions(["Date", "Elderberry"]), hasMore: false), at: .zero)
        #expect(changes.isEmpty)
        #expect(state.highlighted == "Cherry")
        #expect(state.highlightedRow == 2)
        #expect(state.selection == ["Banana"])
        #expect(state.visible == ["Apple", "Banana", "Cherry", "Date", "Elderberry"])
        state.press(.down)
        #expect(state.highlighted == "Date")
        state.send(.appendOptions(makeOptions(["Apple", "Fig"]), hasMore: false), at: .zero)
        #expect(state.visible == ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"])  // C3
    }

    @Test("L2: with a query, appended options are ranked into the results; hl follows the best match until moved")
    func appendRanksIntoResults() {
        var state = makeState(["Banana split", "Cherry"], configuration: DropdownConfiguration(isSearchable: true))
        state.type("ban")
        #expect(state.visible == ["Banana split"])
        #expect(state.highlighted == "Banana split")
        state.send(.appendOptions(makeOptions(["Bandana", "Banana", "Kiwi"]), hasMore: true), at: .zero)
        #expect(state.query == "ban")
        let labels = ["Banana split", "Cherry", "Bandana", "Banana", "Kiwi"]
        var matcher = FuzzyMatcher(labels: labels)
        #expect(state.visible == matcher.rank("ban").map { labels[$0] })
        #expect(state.visible.first == "Banana")  // a better match ranks first…
        #expect(state.highlighted == "Banana")  // …and hl, which nobody moved, follows it
        state.press(.down)  // the person moves hl: from now on it stays on its option
        let moved = state.highlighted
        #expect(moved != "Banana")
        state.send(.appendOptions(makeOptions(["Ban"]), hasMore: false), at: .zero)
        #expect(state.visible.first == "Ban")
        #expect(state.highlighted == moved)
        state.send(.setQuery("band"), at: .zero)  // a new query: hl is the core's again
        state.send(.appendOptions(makeOptions(["Band"]), hasMore: false), at: .zero)
        #expect(state.visible.first == "Band")
        #expect(state.highlighted == "Band")
        #expect(state.press(.enter).contains(.selection))
        #expect(state.selection == ["Band"])
    }

    @Test("L5: on the Create row the highlighted row is an action row, not an option's place")
    func createRowHasNoOptionRow() {
        var state = makeState(["Cherry", "Kiwi"], configuration: .creating)
        state.type("kiw")
        #expect(state.highlighted == "Kiwi")
        #expect(state.highlightedOptionRow == 0)
        #expect(state.highlightedOptionRow == state.highlightedRow)
        state.type("x", from: .seconds(1))  // "kiwx": no option matches, hl is on the Create row
        #expect(state.highlightedAction == .create)
        #expect(state.visibleCount == 0)
        #expect(state.highlightedRow == 0)
        #expect(state.highlightedOptionRow == nil)
    }

    @Test("L2, L5: hl on the Create row, where no option matched, goes to the first match that arrives")
    func appendLeavesCreateForMatch() {
        var state = makeState(["Cherry"], configuration: .creating)
        state.type("kiw")
        #expect(state.highlightedAction == .create)
        state.send(.appendOptions(makeOptions(["Plum"]), hasMore: true), at: .zero)
        #expect(state.highlightedAction == .create, "no match yet: hl stays on the only row")
        state.send(.appendOptions(makeOptions(["Kiwi"]), hasMore: false), at: .zero)
        #expect(state.highlighted == "Kiwi")
        #expect(state.statusRows == [.create(text: "kiw"), .loadingMore])  // L3: the core asked for more
        var moved = makeState(["Cherry"], configuration: .creating)
        moved.type("kiw")
        moved.send(.hover(nil), at: .zero)  // the pointer left the rows: nothing highlighted, by the person
        moved.send(.appendOptions(makeOptions(["Kiwi"]), hasMore: false), at: .zero)
        #expect(moved.highlighted == nil)
        #expect(moved.highlightedAction == nil)
    }

    @Test("L2: batches ranked into many results read as one ranking, near the top and deep down")
    func appendRanksIntoManyResults() {
        let labels = (0..<3_000).map { "item \($0 % 7 == 0 ? "pear" : "plum") \($0)" }
        var state = State(
            options: makeOptions(Array(labels[..<1_000])), configuration: DropdownConfiguration(isSearchable: true))
        state.send(.setQuery("pear"), at: .zero)
        state.press(.down)
        let highlighted = state.highlighted
        for start in stride(from: 1_000, to: 3_000, by: 500) {
            state.send(.appendOptions(makeOptions(Array(labels[start..<start + 500])), hasMore: true), at: .zero)
            #expect(state.highlighted == highlighted)  // hl stays on its option
            #expect(state.visibleOption(atRow: 0).id == state.visible[0])
        }
        var matcher = FuzzyMatcher(labels: labels)
        let expected = matcher.rank("pear").map { labels[$0] }
        #expect(state.visible == expected)
        #expect(state.visibleCount == expected.count)
        state.press(.end)  // deep in the results: every row reads at once
        #expect(state.highlighted == expected.last)
        #expect((0..<state.visibleCount).map { state.visibleOption(atRow: $0).id } == expected)
        state.send(.appendOptions(makeOptions(["pear 0"]), hasMore: false), at: .zero)
        #expect(state.visible.first == "pear 0")  // the best match, ranked first
        #expect(state.highlighted == expected.last)
        #expect(state.highlightedRow == expected.count)
    }

    @Test("L2: an append that brings the first match of a query highlights it (F2)")
    func appendBringsFirstMatch() {
        var state = makeState(["Cherry"], configuration: DropdownConfiguration(isSearchable: true))
        state.type("kiw")
        #expect(state.highlighted == nil)
        #expect(state.emptyState == .noMatches)
        #expect(state.send(.appendOptions(makeOptions(["Kiwi"]), hasMore: false), at: .zero) == [.highlight])
        #expect(state.highlighted == "Kiwi")
    }

    @Test("O2, L2: a list that opened with no option highlights the first that arrives, and keeps hl after")
    func firstArrivalHighlighted() {
        var state = makeState([])
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        state.send(.key(.down), at: .zero)
        #expect(state.highlighted == nil)
        let arrived = state.handle(
            .appendOptions([Option(id: "off", label: "Off", isDisabled: true), Option("a")], hasMore: true), at: .zero)
        #expect(arrived.changes.contains(.highlight))
        #expect(state.highlighted == "a")
        state.send(.key(.up), at: .zero)
        state.send(.appendOptions([Option("b")], hasMore: false), at: .zero)
        #expect(state.highlighted == "a", "L2: hl stays where it is")
        var closed = makeState([])
        closed.send(.appendOptions([Option("a")], hasMore: false), at: .zero)
        #expect(closed.highlighted == nil, "E2: a closed list has no hl")
    }

    @Test("L2: appending options with children adds them to the tree")
    func appendSubtrees() {
        var state = State(options: [Option("Apple")])
        state.send(
            .appendOptions([Option(id: "more", label: "More", children: [Option("Fig")])], hasMore: false), at: .zero)
        #expect(state.isParent("more"))
        #expect(state.options.map(\.id) == ["Apple", "more"])
        state.press(.end)
        state.press(.right)
        #expect(state.visible == ["Fig"])
        state.send(.appendOptions([Option("Zucchini")], hasMore: false), at: .zero)
        #expect(state.visible == ["Fig"])  // a submenu keeps its rows
        state.press(.left)
        #expect(state.visible == ["Apple", "more", "Zucchini"])
    }

    @Test("L3: paging reports needs-more once hl comes within one page of the end, once per page")
    func pagingByHighlight() {
        var state = State(options: items(0..<30), configuration: DropdownConfiguration(pageSize: 10))
        state.send(.setLoadState(.idle, hasMore: true), at: .zero)
        #expect(!state.press(.down).contains(.needsMore))  // opens on row 0: 30 rows, page 10
        for _ in 0..<19 { #expect(!state.press(.down).contains(.needsMore)) }
        #expect(state.highlighted == "Item 19")
        #expect(state.press(.down).contains(.needsMore))  // row 20: within one page of the end
        #expect(!state.press(.down).contains(.needsMore))  // once per page
        state.send(.setLoadState(.loading, hasMore: true), at: .zero)
        #expect(!state.press(.end).contains(.needsMore))  // never while loading
        state.send(.appendOptions(items(30..<60), hasMore: true), at: .zero)
        #expect(!state.send(.setLoadState(.idle, hasMore: true), at: .zero).contains(.needsMore))  // hl at 29 of 60
        state.press(.pageDown)
        state.press(.pageDown)
        #expect(state.press(.down).contains(.needsMore))  // row 50 of 60: the next page
        state.send(.appendOptions(items(60..<65), hasMore: false), at: .zero)
        #expect(!state.press(.end).contains(.needsMore))  // nothing more exists
    }

    @Test("L3: paging also follows the rows in view, reports for a short first page, and never while closed")
    func pagingByScrolling() {
        var state = State(options: items(0..<100), configuration: DropdownConfiguration(pageSize: 10))
        state.send(.setLoadState(.idle, hasMore: true), at: .zero)
        state.send(.tapField, at: .zero)
        #expect(state.send(.scroll(rowsInView: 40..<50), at: .zero).isEmpty)
        #expect(state.send(.scroll(rowsInView: 81..<91), at: .zero) == [.needsMore])
        #expect(state.send(.scroll(rowsInView: 90..<100), at: .zero).isEmpty)

        var short = State(options: items(0..<5))
        short.send(.setLoadState(.idle, hasMore: true), at: .zero)
        #expect(short.send(.tapField, at: .zero) == [.opened, .needsMore])

        var closed = State(options: [Option]())
        #expect(closed.send(.setLoadState(.idle, hasMore: true), at: .zero).isEmpty)
        #expect(closed.send(.scroll(rowsInView: 0..<0), at: .zero).isEmpty)
    }

    @Test("L3: paging does not report inside a submenu")
    func pagingNotInSubmenu() {
        var state = State(options: [Option("Apple", children: [Option("Gala"), Option("Fuji")])] + items(0..<40))
        state.send(.setLoadState(.idle, hasMore: true), at: .zero)
        state.press(.down)
        #expect(!state.press(.right).contains(.needsMore))
        #expect(!state.press(.end).contains(.needsMore))
        #expect(state.submenuPath == ["Apple"])
    }

    @Test("L1, L6: what the core asks the host for shows as loading at once: the next page, a retry, a remote search")
    func requestsShowLoadingAtOnce() {
        var paged = State(options: items(0..<12), configuration: DropdownConfiguration(pageSize: 10))
        paged.send(.setLoadState(.idle, hasMore: true), at: .zero)
        let opened = paged.handle(.tapField, at: .zero)
        #expect(opened.changes == [.opened, .needsMore])
        #expect(opened.announcement == .loading)  // L6: in place of "12 options"
        #expect(paged.loadState == .loading)
        #expect(paged.statusRows == [.loadingMore])
        #expect(!paged.press(.end).contains(.needsMore))  // asked once, while it loads
        paged.send(.appendOptions(items(12..<20), hasMore: false), at: .zero)
        #expect(paged.loadState == .loading)  // until the host says the load ended
        #expect(paged.handle(.setLoadState(.idle, hasMore: false), at: .seconds(2)).announcement == .optionCount(20))
        #expect(paged.statusRows.isEmpty)

        var failed = makeState(["Apple"])
        failed.send(.setLoadState(.failed(message: "Offline"), hasMore: true), at: .zero)
        failed.send(.open, at: .zero)
        failed.press(.end)
        #expect(failed.highlightedAction == .retry)
        let retried = failed.handle(.key(.enter), at: .seconds(1))
        #expect(retried.changes == [.retry, .highlight])
        #expect(retried.announcement == .loading)
        #expect(failed.loadState == .loading)
        #expect(failed.statusRows == [.loadingMore])
        #expect(failed.highlighted == "Apple")  // L8: off the retry row, which gave way to the load

        let remote = DropdownConfiguration(isSearchable: true, searchFiltering: .remote)
        var search = State(options: [Option](), configuration: remote)
        let searchOpened = search.handle(.tapField, at: .zero)
        #expect(searchOpened.announcement == .loading)
        #expect(search.emptyState == .loading)
        search.send(.setResults(makeOptions(["Paris", "Rome"]), hasMore: false, forQuery: ""), at: .zero)
        #expect(search.loadState == .idle)  // the results answer the query
        search.send(.character("r"), at: .seconds(1))
        #expect(search.loadState == .loading)
        #expect(search.statusRows == [.loadingMore])  // the rows stay until the answer

        var local = State(options: makeOptions(["Paris"]), configuration: DropdownConfiguration(isSearchable: true))
        local.send(.tapField, at: .zero)
        local.send(.character("r"), at: .zero)
        #expect(local.loadState == .idle)  // the core filters: nothing is asked for
    }

    @Test("L4: with remote filtering the core reports each query, does not filter, and installs current results only")
    func remoteSearch() {
        let remote = DropdownConfiguration(isSearchable: true, searchFiltering: .remote)
        var state = State(options: makeOptions(["Paris", "Rome"]), configuration: remote)
        let typed = state.handle(.character("l"), at: .zero)
        #expect(typed.changes.contains(.query))
        #expect(state.visible == ["Paris", "Rome"])  // the core does not filter
        state.send(.character("o"), at: .zero)
        let stale = state.handle(.setResults(makeOptions(["Lyon"]), hasMore: false, forQuery: "l"), at: .zero)
        #expect(!stale.isHandled)
        #expect(stale.changes.isEmpty)
        #expect(state.visible == ["Paris", "Rome"])
        #expect(
            !state.handle(.appendOptions(makeOptions(["Lille"]), hasMore: false, forQuery: "l"), at: .zero).isHandled)
        #expect(!state.handle(.setLoadState(.failed(message: "x"), hasMore: false, forQuery: "l"), at: .zero).isHandled)
        #expect(state.loadState == .loading)  // L1: the load for "lo", which no stale answer ends
        let current = state.handle(
            .setResults(makeOptions(["London", "Lomé"]), hasMore: true, forQuery: "lo"), at: .zero)
        #expect(current.changes == [.highlight, .needsMore])  // L3: two results, and more exist
        #expect(current.announcement == .loading)  // L1, L6: the next page, asked for at once
        #expect(state.statusRows == [.loadingMore])
        #expect(state.visible == ["London", "Lomé"])
        #expect(state.highlighted == "London")
        #expect(state.matchedRanges(atRow: 0).isEmpty)
        state.send(.appendOptions(makeOptions(["Los Angeles"]), hasMore: false, forQuery: "lo"), at: .zero)
        #expect(state.visible == ["London", "Lomé", "Los Angeles"])
        state.send(.setResults([], hasMore: false, forQuery: "lo"), at: .zero)
        #expect(state.emptyState == .noMatches)
        #expect(state.send(.close, at: .zero).contains(.query))  // the host answers "" next
        state.send(.setResults(makeOptions(["Paris", "Rome"]), hasMore: false, forQuery: ""), at: .zero)
        #expect(state.visible == ["Paris", "Rome"])
    }

    @Test("L5: a query that names no option exactly offers a Create row after the results")
    func createRow() {
        let creating = DropdownConfiguration.creating
        var state = State(options: makeOptions(["Côte d'Ivoire", "Kiwi"]), configuration: creating)
        state.type("kiw")
        #expect(state.statusRows == [.create(text: "kiw")])
        #expect(DropdownStrings.english.text(forStatusRow: state.statusRows[0]) == "Create “kiw”")
        state.type("i", from: .seconds(1))
        #expect(state.statusRows.isEmpty)  // "kiwi" names "Kiwi"
        state.send(.setQuery("COTE D'IVOIRE"), at: .zero)
        #expect(state.statusRows.isEmpty)  // case and diacritics are ignored
        state.send(.setQuery("  "), at: .zero)
        #expect(state.statusRows.isEmpty)  // nothing to create
        state.send(.setQuery("Fig"), at: .zero)
        #expect(state.visible.isEmpty)
        #expect(state.emptyState == .noMatches)
        #expect(state.statusRows == [.create(text: "Fig")])
        #expect(state.highlightedAction == .create)  // F2: the only row
        state.press(.up)
        #expect(state.highlightedAction == .create)
        #expect(state.rowAccessibility(atRow: 0).isEnabled)
    }

    @Test("L5: choosing Create reports the text; the host's option becomes the selection (single)")
    func createSingle() {
        var state = State(options: makeOptions(["Kiwi"]), selection: ["Kiwi"], configuration: .creating)
        state.type("Fig")
        state.press(.down)
        let chosen = state.handle(.key(.enter), at: .zero)
        #expect(chosen.changes == [.closed, .highlight, .query, .create])
        #expect(chosen.textToCreate == "Fig")
        #expect(state.selection == ["Kiwi"])  // until the host adds it
        let added = state.handle(.addCreatedOption(Option(id: "fig", label: "Fig")), at: .zero)
        #expect(added.changes == [.selection])
        #expect(added.announcement == .selected(label: "Fig"))
        #expect(state.selection == ["fig"])
        #expect(state.visible == ["Kiwi", "fig"])
    }

    @Test("L5: in multiple mode the created option joins the selection within the limit, and the list stays open")
    func createMultiple() {
        var state = State(
            options: makeOptions(["Kiwi"]), selection: ["Kiwi"],
            configuration: DropdownConfiguration(
                selectionMode: .multiple, selectionLimit: 2, isSearchable: true, allowsCreating: true))
        state.type("Fig")
        let chosen = state.handle(.tapAction(.create), at: .zero)
        #expect(chosen.changes.isSuperset(of: [.create, .query]))
        #expect(chosen.textToCreate == "Fig")
        #expect(state.isOpen)
        #expect(state.query.isEmpty)
        state.send(.addCreatedOption(Option("Fig")), at: .zero)
        #expect(state.selection == ["Kiwi", "Fig"])
        #expect(state.highlighted == "Fig")
        state.type("Plum")
        state.send(.tapAction(.create), at: .zero)
        let refused = state.handle(.addCreatedOption(Option("Plum")), at: .zero)
        #expect(refused.announcement == .selectionLimitReached(limit: 2))
        #expect(state.selection == ["Kiwi", "Fig"])
        #expect(state.visible == ["Kiwi", "Fig", "Plum"])
    }

    @Test("L5: a host that makes the option at once has it added and selected in the event that chose Create")
    func createAtOnce() {
        let required = DropdownConfiguration(isSearchable: true, allowsCreating: true, requirement: .required)
        var single = State(options: makeOptions(["Kiwi"]), configuration: required)
        single.type("Fig")
        var asked: [String] = []
        let chosen = single.handle(.key(.enter), at: .zero) { text in
            asked.append(text)
            return Option(id: "fig", label: text)
        }
        #expect(asked == ["Fig"])
        #expect(chosen.changes == [.closed, .highlight, .selection, .query, .create])  // V2: no error showed
        #expect(chosen.textToCreate == "Fig")
        #expect(chosen.announcement == .selected(label: "Fig"))
        #expect(single.selection == ["fig"])
        #expect(single.visible == ["Kiwi", "fig"])
        #expect(single.handle(.key(.down), at: .zero) { _ in Option("never") }.textToCreate == nil)
        #expect(single.option(withID: "never") == nil)  // only a chosen Create row makes an option

        var several = State(
            options: makeOptions(["Kiwi"]), selection: ["Kiwi"],
            configuration: DropdownConfiguration(
                selectionMode: .multiple, selectionLimit: 2, isSearchable: true, allowsCreating: true))
        several.type("Fig")
        let joined = several.handle(.tapAction(.create), at: .zero) { Option($0) }
        #expect(joined.changes.isSuperset(of: [.create, .query, .selection]))
        #expect(several.isOpen)
        #expect(several.selection == ["Kiwi", "Fig"])
        #expect(several.highlighted == "Fig")
        several.type("Plum")
        let refused = several.handle(.tapAction(.create), at: .zero) { Option($0) }
        #expect(refused.announcement == .selectionLimitReached(limit: 2))  // M3
        #expect(!refused.changes.contains(.selection))
        #expect(several.visible == ["Kiwi", "Fig", "Plum"])

        var unmade = State(options: makeOptions(["Kiwi"]), configuration: required)
        unmade.type("Fig")
        let nothing = unmade.handle(.key(.enter), at: .zero) { _ in nil }
        #expect(nothing.changes == [.closed, .highlight, .query, .create, .validity])
        #expect(unmade.selection.isEmpty)
        #expect(unmade.optionCount == 1)
    }

    @Test(
        "L6: Loading, the count when a load ends, and the failure are announced; streamed batches at most once a second"
    )
    func announcements() {
        var state = makeOpenState([])
        #expect(state.handle(.setLoadState(.loading, hasMore: true), at: ms(0)).announcement == .loading)
        var announced: [Duration] = []
        for batch in 0..<25 {
            let time = ms(100 * (batch + 1))
            let result = state.handle(.appendOptions(items(batch * 10..<batch * 10 + 10), hasMore: true), at: time)
            if result.announcement != nil { announced.append(time) }
        }
        #expect(announced == [ms(1000), ms(2000)])  // 2.5 s of batches: two announcements
        let ended = state.handle(.setLoadState(.idle, hasMore: false), at: ms(2550))
        #expect(ended.announcement == .optionCount(250))
        #expect(state.handle(.setLoadState(.loading, hasMore: true), at: ms(5000)).announcement == .loading)
        let failed = state.handle(.setLoadState(.failed(message: "Offline"), hasMore: true), at: ms(5100))
        #expect(failed.announcement == .loadFailed(message: "Offline"))
        #expect(DropdownStrings.english.text(for: failed.announcement!) == "Offline")
    }

    @Test("L7: a closed dropdown loads in the background; opening shows what has arrived")
    func backgroundLoading() {
        var state = makeState([], selection: ["Item 3"])
        #expect(state.handle(.setLoadState(.loading, hasMore: true), at: .zero).announcement == nil)
        let batch = state.handle(.appendOptions(items(0..<5), hasMore: true), at: .seconds(3))
        #expect(batch.changes.isEmpty)
        #expect(batch.announcement == nil)
        #expect(!state.isOpen)
        state.press(.down)
        #expect(state.visible == items(0..<5).map(\.id))
        #expect(state.highlighted == "Item 3")  // the selection arrived: the opening starts on it
        #expect(state.statusRows == [.loadingMore])
    }

    @Test("L8: hl never stays on a status row that went away, and no ordering loses the selection")
    func orderings() {
        var state = makeState(["Apple", "Banana"], selection: ["Banana"])
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: true), at: .zero)
        state.send(.open, at: .zero)
        state.press(.end)
        #expect(state.highlightedAction == .retry)
        #expect(state.send(.setLoadState(.loading, hasMore: true), at: .zero) == [.highlight])
        #expect(state.highlighted == "Banana")  // off the retry row, onto the last option
        state.send(.close, at: .zero)
        state.send(.appendOptions(makeOptions(["Cherry"]), hasMore: true), at: .zero)
        state.send(.setLoadState(.failed(message: "Offline"), hasMore: true), at: .zero)
        state.send(.setOptions(makeOptions(["Cherry"])), at: .zero)
        #expect(state.selection == ["Banana"])  // C2: kept while it is away
        state.send(.appendOptions(makeOptions(["Banana"]), hasMore: false), at: .zero)
        #expect(state.isSelected(row: 1))  // and selected again when it comes back

        var creating = State(options: makeOptions(["Kiwi"]), configuration: .creating)
        creating.type("fig")
        creating.press(.down)
        #expect(creating.highlightedAction == .create)
        creating.send(.appendOptions(makeOptions(["Fig"]), hasMore: false), at: .zero)
        #expect(creating.statusRows.isEmpty)
        #expect(creating.highlighted == "Fig")
    }
}
