import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

/// A city as a service returns it: identified by its id.
struct City: Hashable {
    let id: Int
    let name: String
}

let cityService = [
    City(id: 1, name: "Lisbon"), City(id: 2, name: "Lyon"), City(id: 3, name: "Porto"), City(id: 4, name: "Paris"),
]

/// What the simulated service answers for a query.
func cities(matching query: String) -> [City] {
    query.isEmpty ? cityService : cityService.filter { $0.name.lowercased().hasPrefix(query.lowercased()) }
}

typealias CityHarness = SessionHarness<City, Int>

func loadingHarness(selection: [Int] = []) -> CityHarness {
    var behavior = DropdownBehavior()
    behavior.loadsOptions = true
    var harness = CityHarness([], id: \.id, label: \.name, selection: selection, behavior: behavior)
    harness.makeSearchable()
    return harness
}

/// A list of `options` that loads more pages and has more to load, opened by a tap.
func openPagingHarness(_ options: [String]) -> Harness {
    var harness = Harness(options)
    harness.behavior.loadsMore = true
    harness.behavior.hasMoreToLoad = true
    harness.send(.tapField)
    return harness
}

extension SessionHarness {
    /// Carries out what the session answers for a load, as the model does.
    mutating func deliver(_ events: [DropdownEvent<ID>]) {
        for event in events { send(event, origin: .program, after: 0) }
    }
}

@Suite("Options that arrive later in SwiftUI: the loader, paging and creating, decided in plain Swift (L1–L8)")
struct LoadingViewLogicTests {
    @Test("L1: opening asks the loader for the empty query at once and shows Loading… in the same event")
    func openingLoads() throws {
        var harness = loadingHarness()
        #expect(harness.session.loads.search == nil)
        let opened = harness.send(.tapField)
        let request = try #require(harness.session.loads.search)
        #expect(request.query == "")
        #expect(request.delay == .zero)
        #expect(harness.state.loadState == .loading)
        #expect(harness.state.emptyState == .loading)
        #expect(opened.result.announcement == .loading)  // L6
        #expect(harness.state.configuration.searchFiltering == .remote)
    }

    @Test("L4: the answer to the current query becomes the options; rows and the field find them by id")
    func answerInstalled() throws {
        var harness = loadingHarness()
        harness.send(.tapField)
        let request = try #require(harness.session.loads.search)
        let inputs = harness.inputs
        harness.deliver(harness.session.answer(request, with: cities(matching: ""), inputs: inputs))
        #expect(harness.state.visible == [1, 2, 3, 4])
        #expect(harness.state.loadState == .idle)
        #expect(harness.session.loads.search == nil)
        #expect(harness.lookup.option(for: 3) == City(id: 3, name: "Porto"))
        // R3: the parent updates with its own (empty) options: the loaded ones stay.
        harness.parentUpdated()
        harness.send(.key(.down))
        #expect(harness.state.visible == [1, 2, 3, 4])
        harness.send(.tapOption(3))
        #expect(harness.bound == [3])
    }

    @Test("L4: each query change is a new request after typing pauses; the stale answer is dropped")
    func staleAnswerDropped() throws {
        var harness = loadingHarness()
        harness.send(.tapField)
        let first = try #require(harness.session.loads.search)
        harness.deliver(harness.session.answer(first, with: cities(matching: ""), inputs: harness.inputs))
        harness.send(.setQuery("l"))
        let forL = try #require(harness.session.loads.search)
        #expect(forL.query == "l")
        #expect(forL.delay == LoadRequests.typingPause)
        harness.send(.setQuery("ly"))
        let forLy = try #require(harness.session.loads.search)
        #expect(forLy != forL)  // the view's task for "l" is cancelled: its id changed
        // The slow answer for "l" arrives after "ly" was typed: nothing changes.
        #expect(harness.session.answer(forL, with: cities(matching: "l"), inputs: harness.inputs).isEmpty)
        #expect(harness.state.visible == [1, 2, 3, 4])
        harness.deliver(harness.session.answer(forLy, with: cities(matching: "ly"), inputs: harness.inputs))
        #expect(harness.state.visible == [2])
        #expect(harness.state.highlighted == 2)  // F2: hl on the first result
    }

    @Test("L1: a thrown error becomes the failure row; retry asks again for the same query at once")
    func failureAndRetry() throws {
        var harness = loadingHarness()
        harness.send(.tapField)
        let request = try #require(harness.session.loads.search)
        harness.deliver(harness.session.answer(request, failure: "The service is offline."))
        #expect(harness.state.loadState == .failed(message: "The service is offline."))
        #expect(harness.state.emptyState == .failed(message: "The service is offline."))
        #expect(harness.state.statusRows == [.retry])
        #expect(harness.session.loads.failed == .search)
        harness.send(.tapAction(.retry))
        let again = try #require(harness.session.loads.search)
        #expect(again != request)
        #expect(again.query == "" && again.delay == .zero)
        #expect(harness.state.loadState == .loading)
    }

    @Test("L1: closing forgets every request (their tasks are cancelled) and leaves nothing loading")
    func closingCancels() throws {
        var harness = loadingHarness()
        harness.send(.tapField)
        let request = try #require(harness.session.loads.search)
        harness.send(.key(.escape))
        #expect(!harness.state.isOpen)
        #expect(harness.session.loads.search == nil)
        #expect(harness.state.loadState == .idle)
        // An answer that arrives anyway is dropped.
        #expect(harness.session.answer(request, with: cities(matching: ""), inputs: harness.inputs).isEmpty)
        // L7: opening again loads again.
        harness.send(.tapField)
        #expect(harness.session.loads.search != nil)
    }

    @Test("L3: paging asks for a page once near the end, shows Loading more…, and ends at the parent's update")
    func paging() throws {
        let firstPage = (0..<10).map { "Item \($0)" }
        var harness = openPagingHarness(firstPage)
        // The first page counts as in view: the core needs more at once.
        let page = try #require(harness.session.loads.page)
        #expect(harness.state.loadState == .loading)
        #expect(harness.state.statusRows == [.loadingMore])
        // More rows appearing ask for nothing more while the page loads.
        #expect(harness.session.rowAppeared("Item 9") == nil)
        // The action returned; the load waits for the parent's update that brings the page.
        harness.session.pageReturned(page, failure: nil)
        #expect(harness.session.loads.endingPage(parentUpdated: false) == nil)
        harness.options += (10..<20).map { "Item \($0)" }
        harness.parentUpdated()
        let ending = try #require(harness.session.loads.endingPage(parentUpdated: true))
        harness.deliver(harness.session.answer(ending.request, failure: ending.failure, hasMore: true))
        #expect(harness.state.visibleCount == 20)
        #expect(harness.state.loadState == .idle)
        #expect(harness.session.loads.page == nil)
        // Near the end of the second page, the next one is asked for.
        harness.send(.key(.end))
        #expect(harness.session.loads.page != nil)
    }

    @Test("L3: an action that changed nothing still ends at its deadline; a failure offers a retry of the page")
    func pagingDeadlineAndFailure() throws {
        var harness = openPagingHarness(["A", "B"])
        let page = try #require(harness.session.loads.page)
        harness.session.pageReturned(page, failure: "Offline")
        let ending = try #require(harness.session.loads.endingPage(parentUpdated: false, deadlinePassedFor: page))
        harness.deliver(harness.session.answer(ending.request, failure: ending.failure, hasMore: true))
        #expect(harness.state.loadState == .failed(message: "Offline"))
        #expect(harness.session.loads.failed == .page)
        harness.send(.tapAction(.retry))
        #expect(harness.session.loads.page != nil)
        #expect(harness.session.loads.page != page)
    }

    @Test("L3: only a row within a page of the end, appearing, tells the core; it then asks for the next page")
    func rowsAppearingNearTheEnd() throws {
        var harness = openPagingHarness((0..<40).map { "Item \($0)" })
        #expect(harness.session.loads.page == nil)  // the first page is far from the end
        #expect(harness.session.rowAppeared("Item 12") == nil)  // ordinary scrolling sends nothing
        let nearEnd = try #require(harness.session.rowAppeared("Item 31"))
        harness.send(nearEnd)
        #expect(harness.session.loads.page != nil)
        #expect(harness.state.statusRows == [.loadingMore])
    }

    @Test("L1, L3: more to load, said while the list is open, asks for the page at once, Loading more… shown")
    func moreToLoadWhileOpen() throws {
        var harness = Harness(["A", "B"])
        harness.behavior.loadsMore = true
        harness.send(.tapField)
        #expect(harness.session.loads.page == nil)
        harness.behavior.hasMoreToLoad = true  // the app's next update says more exist
        harness.send(.key(.down))  // the modifiers reach the core before the key
        let page = try #require(harness.session.loads.page)
        #expect(harness.state.loadState == .loading)
        #expect(harness.state.statusRows == [.loadingMore])
        harness.session.pageReturned(page, failure: nil)
        let ending = try #require(harness.session.loads.endingPage(parentUpdated: false, deadlinePassedFor: page))
        harness.deliver(harness.session.answer(ending.request, failure: ending.failure, hasMore: false))
        #expect(harness.state.loadState == .idle)
        #expect(harness.state.statusRows.isEmpty)
    }

    @Test("L3: without more to load, nothing is asked for")
    func noMoreNoPaging() {
        var harness = Harness(["A", "B"])
        harness.behavior.loadsMore = true
        harness.behavior.hasMoreToLoad = false
        harness.send(.tapField)
        harness.send(.key(.end))
        #expect(harness.session.loads.page == nil)
        #expect(harness.session.rowAppeared("B") == nil)
    }

    @Test("L5: the Create row's text goes to the app; the option it returns is added and selected")
    func creating() throws {
        var harness = Harness(["swift", "kotlin"])
        harness.behavior.createsOptions = true
        harness.search("rust")
        #expect(harness.state.statusRows == [.create(text: "rust")])
        let chosen = harness.send(.tapAction(.create))
        #expect(chosen.result.changes.contains(.create))
        let text = try #require(chosen.result.textToCreate)
        // The list closed; the request to create outlives it.
        let request = try #require(harness.session.loads.create)
        #expect(request.text == text)
        // The app's action appends the tag and returns it.
        harness.options.append(text)
        harness.parentUpdated()
        let created = harness.session.created(request, option: text, inputs: harness.inputs)
        let event = try #require(created)
        #expect(harness.session.loads.create == nil)
        harness.send(event)
        #expect(harness.bound == ["rust"])
        #expect(harness.state.selection == ["rust"])
    }

    @Test("L5: a second Create while the first runs replaces it; the first answer is dropped")
    func createReplaced() throws {
        var harness = Harness(["swift", "kotlin"], mode: .multiple)
        harness.behavior.createsOptions = true
        harness.search("rust")
        harness.send(.tapAction(.create))
        let first = try #require(harness.session.loads.create)
        harness.send(.setQuery("go"))
        harness.send(.tapAction(.create))
        let second = try #require(harness.session.loads.create)
        #expect(second != first)
        #expect(second.text == "go")
        let stale = harness.session.created(first, option: "rust", inputs: harness.inputs)
        #expect(stale == nil)
        let nothing = harness.session.created(second, option: nil, inputs: harness.inputs)
        #expect(nothing == nil)
        #expect(harness.session.loads.create == nil)
        #expect(harness.state.selection.isEmpty)
    }

    @Test("L4, L5: a loader makes the host filter; a create action offers the Create row")
    func configurationFromModifiers() {
        #expect(DropdownBehavior().applied(to: DropdownConfiguration()).searchFiltering == .local)
        var behavior = DropdownBehavior()
        behavior.loadsOptions = true
        behavior.createsOptions = true
        let configuration = behavior.applied(to: DropdownConfiguration())
        #expect(configuration.searchFiltering == .remote)
        #expect(configuration.allowsCreating)
    }

    @Test("L3: a page whose list closed before the parent's update ends nothing later")
    func closedPageForgotten() throws {
        var harness = openPagingHarness(["A", "B"])
        let page = try #require(harness.session.loads.page)
        harness.session.pageReturned(page, failure: nil)
        harness.send(.key(.escape))
        #expect(harness.session.loads.pageEnding == nil)
        #expect(harness.session.loads.endingPage(parentUpdated: true) == nil)
        #expect(harness.state.loadState == .idle)
    }

    @Test("R3, L4: when the loader goes away, the initializer's options come back")
    func loaderRemoved() throws {
        var harness = loadingHarness()
        harness.options = [City(id: 9, name: "Oslo")]
        harness.parentUpdated()
        harness.send(.tapField)
        let request = try #require(harness.session.loads.search)
        harness.deliver(harness.session.answer(request, with: cities(matching: ""), inputs: harness.inputs))
        #expect(harness.state.visible == [1, 2, 3, 4])
        harness.behavior.loadsOptions = false
        harness.send(.key(.down))
        #expect(harness.state.visible == [9])
        #expect(harness.state.configuration.searchFiltering == .local)
    }
}
