/// Which of a dropdown's loads is current, and when each starts and stops (rules L1, L3, L4, L5):
/// the plain-Swift half of `.dropdownOptionsLoader`, `.dropdownLoadMore` and
/// `.dropdownCreatesOptions`. The view runs each current request in a `.task(id:)`, so SwiftUI
/// cancels a request's task as soon as it stops being current (another query, the list closed)
/// and when the dropdown leaves the screen; answers to requests that are no longer current are
/// dropped here, and the core drops results for a query that is no longer its query (L4).
@_spi(Session) public struct LoadRequests: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// One call of the options loader: the query it answers, and a generation that tells a retry
    /// of the same query from the call that failed.
    @_spi(Session) public struct Search: Hashable, Sendable {
        /// The query the results will answer.
        @_spi(Session) public let query: String
        /// Counts every request made, so that each is new.
        @_spi(Session) public let generation: Int
        /// How long to wait before calling the loader: typing pauses first (a request a
        /// keystroke would make is replaced by the next keystroke's before it costs anything).
        @_spi(Session) public let delay: Duration
    }

    /// One call of the load-more action (L3).
    @_spi(Session) public struct Page: Hashable, Sendable {
        /// Counts every request made, so that each is new.
        @_spi(Session) public let generation: Int
    }

    /// One call of the create action (L5): the text of the chosen "Create" row.
    @_spi(Session) public struct Create: Hashable, Sendable {
        /// The query the person chose to create.
        @_spi(Session) public let text: String
        /// Counts every request made, so that each is new.
        @_spi(Session) public let generation: Int
    }

    /// Which load failed last: where a retry goes (L1).
    @_spi(Session) public enum Source: Hashable, Sendable {
        case search, page
    }

    /// How long typing must pause before the loader is called for a query.
    @_spi(Session) public static var typingPause: Duration { .milliseconds(300) }

    /// The loader's current request, or `nil` (no loader, the list closed, or it answered).
    @_spi(Session) public private(set) var search: Search?
    /// The current load-more request, or `nil`.
    @_spi(Session) public private(set) var page: Page?
    /// The current create request, or `nil`. It outlives the list (choosing "Create" closes a
    /// single-selection list); a newer one replaces it, and its task is cancelled with the dropdown.
    @_spi(Session) public private(set) var create: Create?
    /// What failed last, while its failure row is shown.
    @_spi(Session) public private(set) var failed: Source?
    private var generation = 0

    /// Follows an event's changes: asks the loader when the list opens, the query changes or the
    /// person retries a failed search; asks for a page when the core needs more, or the person
    /// retries a failed page; forgets every request when the list closes (their tasks are
    /// cancelled). `loadsOptions` and `loadsMore` say which modifiers the dropdown has.
    @_spi(Session) public mutating func follow(
        _ changes: DropdownChanges, query: String, isOpen: Bool, loadsOptions: Bool, loadsMore: Bool
    ) {
        if changes.contains(.closed) || !isOpen {
            search = nil
            page = nil
            pageEnding = nil
            return
        }
        if loadsOptions && changes.contains(.opened) {
            ask(query, delay: .zero)
        } else if loadsOptions && changes.contains(.query) {
            ask(query, delay: query.isEmpty ? .zero : Self.typingPause)
        }
        if changes.contains(.retry) {
            switch failed {
            case .search where loadsOptions: ask(query, delay: .zero)
            case .page where loadsMore: askForPage()
            default: break
            }
        }
        if loadsMore && changes.contains(.needsMore) && page == nil { askForPage() }
    }

    /// The person chose the "Create" row with `text` (L5): the create action is asked for it, in
    /// place of a create request still running (whose answer is then dropped).
    @_spi(Session) public mutating func askToCreate(_ text: String) {
        generation += 1
        create = Create(text: text, generation: generation)
    }

    /// Whether `request` is still the current create request (the option it made is used).
    @_spi(Session) public func isCurrent(_ request: Create) -> Bool { create == request }

    /// The create action answered `request`: it is done.
    @_spi(Session) public mutating func finished(_ request: Create) {
        guard isCurrent(request) else { return }
        create = nil
    }

    /// Whether `request` is still the loader's current request (its answer is used).
    @_spi(Session) public func isCurrent(_ request: Search) -> Bool { search == request }

    /// Whether `request` is still the current load-more request.
    @_spi(Session) public func isCurrent(_ request: Page) -> Bool { page == request }

    /// The loader answered `request` (with results or an error): it is done.
    @_spi(Session) public mutating func finished(_ request: Search, failed didFail: Bool) {
        guard isCurrent(request) else { return }
        search = nil
        failed = didFail ? .search : nil
    }

    /// The load-more action for `request` returned or threw: it is done.
    @_spi(Session) public mutating func finished(_ request: Page, failed didFail: Bool) {
        guard isCurrent(request) else { return }
        page = nil
        pageEnding = nil
        failed = didFail ? .page : nil
    }

    /// A load-more action that returned (with its error's message, if it threw), waiting for the
    /// parent's update that brings its page into the options.
    @_spi(Session) public private(set) var pageEnding: PageEnding?

    /// A page request whose action returned, and its error's message if it threw.
    @_spi(Session) public struct PageEnding: Hashable, Sendable {
        @_spi(Session) public let request: Page
        @_spi(Session) public let failure: String?
    }

    /// The load-more action for `request` returned. Its page reaches the options through the
    /// parent's next update, which the action's changes of the app's state cause; the load ends
    /// then (``endingPage(parentUpdated:deadline:)``), when the core has the new rows, so that the
    /// end of the old rows does not ask for the same page twice.
    @_spi(Session) public mutating func pageReturned(_ request: Page, failure: String?) {
        guard isCurrent(request) else { return }
        pageEnding = PageEnding(request: request, failure: failure)
    }

    /// The page request whose load ends now, if any: at the parent's first update after the
    /// action returned, or at the deadline of `request` (an action that changed nothing).
    @_spi(Session) public func endingPage(parentUpdated: Bool, deadlinePassedFor request: Page? = nil) -> PageEnding? {
        guard let pageEnding, parentUpdated || pageEnding.request == request else { return nil }
        return pageEnding
    }

    /// How long a returned action's load waits for the parent's update before it ends anyway.
    @_spi(Session) public static var pageDeadline: Duration { .milliseconds(100) }

    private mutating func ask(_ query: String, delay: Duration) {
        generation += 1
        search = Search(query: query, generation: generation, delay: delay)
        if failed == .search { failed = nil }
    }

    private mutating func askForPage() {
        generation += 1
        page = Page(generation: generation)
        pageEnding = nil
        if failed == .page { failed = nil }
    }
}
