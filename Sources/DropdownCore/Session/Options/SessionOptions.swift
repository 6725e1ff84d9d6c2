// MARK: - ChangeReports+CatchingUp

extension ChangeReports {
    /// What the app hears after the core took new options, a new selection or new settings outside
    /// an event (rules E1, R1, R3): the highlight, when catching up moved it (the highlighted option
    /// was removed or filtered out, a page of options arrived). `nil` when it did not move. O(1).
    @_spi(Session) public mutating func takeAfterCatchingUp(state: DropdownState<ID>) -> Report? {
        take([.highlight], state: state)
    }
}

// MARK: - ChangeReports

/// What the app's `.onDropdownOpenChange(_:)` and `.onDropdownHighlightChange(_:)` actions hear,
/// once per change.
///
/// After each event, the core reports what changed (rule E1):
/// - when that includes `.opened` or `.closed`, the open action hears the list's new state;
/// - when it includes `.highlight`, the highlight action hears the highlighted option (`nil` for
///   none, or for an action row such as "Retry", which is no option).
///
/// A value the app has already heard is not repeated: the highlight moving from "Retry" to "Create"
/// is no change of highlighted option. Closing reports the highlight going (`nil`) before the list
/// closing, and opening reports the list opening before its first highlight, so that an app's
/// preview beside the list follows the list.
@_spi(Session) public struct ChangeReports<ID: Hashable> {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// Whether the app last heard that the list is open.
    @_spi(Session) public private(set) var isOpen = false
    /// The highlighted option the app last heard of.
    @_spi(Session) public private(set) var highlighted: ID?

    /// What to tell the app after one event.
    @_spi(Session) public struct Report: Equatable {
        /// Whether the list is open now, when that changed.
        @_spi(Session) public var isOpen: Bool?
        /// The highlighted option now (`.some(nil)`: none), when that changed.
        @_spi(Session) public var highlighted: ID??

        /// In the order the app hears them: the highlight before a closing, the opening before
        /// the highlight.
        @_spi(Session) public var reportsHighlightFirst: Bool { isOpen == false }
    }

    /// What the app hears after an event that reported `changes` and left `state`; `nil` when
    /// nothing it listens to changed. O(1).
    @_spi(Session) public mutating func take(_ changes: DropdownChanges, state: DropdownState<ID>) -> Report? {
        var report = Report()
        if !changes.isDisjoint(with: [.opened, .closed]), state.isOpen != isOpen {
            isOpen = state.isOpen
            report.isOpen = isOpen
        }
        // A closed dropdown has no highlight (E2), whatever the event reported.
        let highlight = state.isOpen ? state.highlighted : nil
        if !changes.isDisjoint(with: [.highlight, .closed]), highlight != highlighted {
            highlighted = highlight
            report.highlighted = .some(highlight)
        }
        return report.isOpen == nil && report.highlighted == nil ? nil : report
    }
}

// MARK: - DropdownBehavior

/// The settings a dropdown's view modifiers give the core (`.dropdownSelectionLimit(_:)`,
/// `.dropdownWrapsAround(_:)`, `.dropdownVanishedSelection(_:)`, `.dropdownSelectionOrder(_:)`,
/// `.dropdownShowsPath(_:separator:)`, `.dropdownSearchSyntax(_:)`, `.dropdownRequired(_:message:)`,
/// and which of the loading modifiers apply):
/// read from the environment on
/// each update, so they may change after the dropdown was made (rule R3), and applied to the core
/// before its next event.
@_spi(Session) public struct DropdownBehavior: Hashable, Sendable {
    /// The most options a multiple selection may hold (rule M3); `nil` for no limit.
    @_spi(Session) public var selectionLimit: Int?
    /// Whether Down on the last option goes to the first, and Up on the first to the last (N1).
    @_spi(Session) public var wrapsAround = false
    /// What happens to a selected option that leaves the options (C2).
    @_spi(Session) public var vanishedSelection = DropdownVanishedSelection.keep
    /// The order of a multiple selection: the options' or the order it was chosen in (M3).
    @_spi(Session) public var selectionOrder = DropdownSelectionOrder.options
    /// Whether the field shows a selected leaf's path ("More Fruits › watermelon"), and what joins
    /// its labels; `nil` for the leaf's label alone (H6).
    @_spi(Session) public var pathSeparator: String?
    /// Whether an options loader answers each query (`.dropdownOptionsLoader`): the host filters
    /// (L4), and the loaded options replace the initializer's.
    @_spi(Session) public var loadsOptions = false
    /// Whether a load-more action pages the options (`.dropdownLoadMore`, L3).
    @_spi(Session) public var loadsMore = false
    /// Whether the load-more action has more to load, as the app last said.
    @_spi(Session) public var hasMoreToLoad = false
    /// Whether a "Create “query”" row is offered (`.dropdownCreatesOptions`, L5).
    @_spi(Session) public var createsOptions = false
    /// How the search field's query is read (`.dropdownSearchSyntax`, F1).
    @_spi(Session) public var searchSyntax = FuzzyMatcher.Syntax.extended
    /// How many options must be chosen (`.dropdownRequired`, V1); optional by default.
    @_spi(Session) public var requirement = DropdownRequirement.optional

    /// The core's configuration with these settings (the selection mode, search and page size
    /// are kept). A limit below zero counts as zero.
    @_spi(Session) public func applied(to configuration: DropdownConfiguration) -> DropdownConfiguration {
        var configuration = configuration
        configuration.selectionLimit = selectionLimit.map { max(0, $0) }
        configuration.wrapsAround = wrapsAround
        configuration.vanishedSelection = vanishedSelection
        configuration.selectionOrder = selectionOrder
        configuration.showsPath = pathSeparator != nil
        if let pathSeparator { configuration.pathSeparator = pathSeparator }
        configuration.searchFiltering = loadsOptions ? .remote : .local
        configuration.allowsCreating = createsOptions
        configuration.searchSyntax = searchSyntax
        configuration.requirement = requirement
        return configuration
    }

    /// Whether the core hears that more options exist: a load-more action that has more (L3).
    @_spi(Session) public var hasMoreOptions: Bool { loadsMore && hasMoreToLoad }

    /// Creates one from each of its parts.
    @_spi(Session) public init(
        selectionLimit: Int? = nil, wrapsAround: Bool = false, vanishedSelection: DropdownVanishedSelection = .keep,
        selectionOrder: DropdownSelectionOrder = .options, pathSeparator: String? = nil, loadsOptions: Bool = false,
        loadsMore: Bool = false, hasMoreToLoad: Bool = false, createsOptions: Bool = false,
        searchSyntax: FuzzyMatcher.Syntax = .extended, requirement: DropdownRequirement = .optional
    ) {
        self.selectionLimit = selectionLimit
        self.wrapsAround = wrapsAround
        self.vanishedSelection = vanishedSelection
        self.selectionOrder = selectionOrder
        self.pathSeparator = pathSeparator
        self.loadsOptions = loadsOptions
        self.loadsMore = loadsMore
        self.hasMoreToLoad = hasMoreToLoad
        self.createsOptions = createsOptions
        self.searchSyntax = searchSyntax
        self.requirement = requirement
    }
}

// MARK: - FieldValue

/// The texts the field may show for its selection, read from the binding (rules R1, A1, M5).
///
/// The field reads the bound value, the source of truth, not the core's copy of it, so a binding
/// that was just changed elsewhere (or that refused a value) is what the field shows on the very
/// first frame. The candidates go, most informative first, to a `ViewThatFits`, which shows the
/// first one that fits the field at the current Dynamic Type size and script, measured by layout:
/// "Cheese, Olives" when it fits, else "2 selected". Nothing is guessed from a character count,
/// and there is no first frame with a wrong choice.
@_spi(Session) public enum FieldValue {
    /// The candidates, the labels in the core's order (option order, or the order they were
    /// chosen, rule M3).
    ///
    /// - Parameters:
    ///   - bound: the bound selection now.
    ///   - coreOrder: the core's selection, in its order.
    ///   - position: the position of an identifier among the options, to order a bound selection
    ///     the core does not have yet (the one update after the binding changed elsewhere, before
    ///     the core takes it).
    ///   - label: the label of an identifier.
    @_spi(Session) public static func candidates<ID: Hashable>(
        bound: [ID], coreOrder: [ID], position: (ID) -> Int?, label: (ID) -> String,
        placeholder: String, strings: DropdownStrings
    ) -> FieldText {
        let ids = ordered(bound, coreOrder: coreOrder, position: position)
        // Only the labels the texts need are read: a few dozen at most.
        let labelAt = { (index: Int) in label(ids[index]) }
        return FieldText(
            candidates: DropdownSummary.candidates(
                count: ids.count, label: labelAt, placeholder: placeholder, strings: strings),
            accessibilityValue: DropdownSummary.accessibilityValue(
                count: ids.count, label: labelAt, placeholder: placeholder, strings: strings))
    }

    /// What the field shows for its selection, and what VoiceOver reads as its value.
    @_spi(Session) public struct FieldText: Equatable {
        /// The texts to show, most informative first (never empty).
        @_spi(Session) public let candidates: [String]
        /// The value VoiceOver reads: capped, never every label of a large selection (A1).
        @_spi(Session) public let accessibilityValue: String
    }

    /// The bound selection in the core's order; a selection the core does not have yet is put in
    /// option order, identifiers that are not options last (rule C2). O(k) for k selected when
    /// the core has it, O(k log k) otherwise.
    @_spi(Session) public static func ordered<ID: Hashable>(_ bound: [ID], coreOrder: [ID], position: (ID) -> Int?)
        -> [ID]
    {
        guard bound.count > 1 else { return bound }
        let wanted = Set(bound)
        if coreOrder.count == wanted.count && Set(coreOrder) == wanted { return coreOrder }
        let keyed = bound.map { (id: $0, position: position($0) ?? Int.max) }
        return keyed.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.id)
    }

    /// A bound selection (a `Set`, in no order) given to the core: the identifiers the core already
    /// has keep their order (the order they were chosen in, M3), the others follow in option order.
    /// O(k log k) for k selected.
    @_spi(Session) public static func keepingOrder<ID: Hashable>(
        of current: [ID], for bound: [ID], position: (ID) -> Int?
    ) -> [ID] {
        guard bound.count > 1 else { return bound }
        let wanted = Set(bound)
        let kept = current.filter(wanted.contains)
        let keptSet = Set(kept)
        return kept + ordered(bound.filter { !keptSet.contains($0) }, coreOrder: [], position: position)
    }

    /// The field's label of a selected option: its own label, or with the configuration's
    /// ``DropdownConfiguration/showsPath``, its ancestors' labels then its own, joined by the
    /// separator ("More Fruits › watermelon", H6). O(depth), one label read per ancestor.
    @_spi(Session) public static func label<ID: Hashable>(of id: ID, own: String, in state: DropdownState<ID>) -> String
    {
        let configuration = state.configuration
        guard configuration.showsPath else { return own }
        let ancestors = state.pathLabels(of: id)
        guard !ancestors.isEmpty else { return own }
        return (ancestors + [own]).joined(separator: configuration.pathSeparator)
    }
}

// MARK: - FormValidation

/// How a form's request to validate reaches its dropdowns (rule V2).
///
/// `.dropdownValidation(isActive:)` is a state, not a trigger: while it is `true`, every dropdown
/// inside is validated, including one that appears later (a `Form` or `List` builds its rows as
/// they scroll into view, so a trigger would miss the rows not built when it fired) and one that
/// is enabled later; when it turns `false`, the form starts again and every error hides until the
/// next chance. A disabled dropdown is not validated, as a disabled control is not in a web form;
/// it shows no error (``FieldMessageText``).
///
/// The decision whether the requirement is met, and when the error shows, is the core's: the
/// dropdown only sends ``DropdownEvent/validate`` and ``DropdownEvent/resetValidation``.
@_spi(Session) public enum FormValidation {
    /// The event a dropdown sends as it appears: `.validate` in a form that validates, when it is
    /// enabled; otherwise nothing (an appearing row keeps the error its own closing showed).
    @_spi(Session) public static func eventOnAppear<ID>(formValidates: Bool, isEnabled: Bool) -> DropdownEvent<ID>? {
        formValidates && isEnabled ? .validate : nil
    }

    /// The event a dropdown sends when its form starts validating (`.validate`, when it is enabled)
    /// or starts again (`.resetValidation`).
    @_spi(Session) public static func eventWhenFormChanges<ID>(validates: Bool, isEnabled: Bool) -> DropdownEvent<ID>? {
        guard validates else { return .resetValidation }
        return isEnabled ? .validate : nil
    }

    /// The event a dropdown sends when it becomes enabled or disabled: `.validate` when it becomes
    /// enabled in a form that validates.
    @_spi(Session) public static func eventWhenEnabledChanges<ID>(isEnabled: Bool, formValidates: Bool)
        -> DropdownEvent<ID>?
    {
        isEnabled && formValidates ? .validate : nil
    }
}

/// What a field says under itself, and whether it looks invalid (rules V3, V5): the core's message
/// for the app's words (its error while one shows, else its help text), read by VoiceOver after
/// the field's value.
///
/// A disabled dropdown shows its help text, never its error: it cannot be changed, and a form
/// does not validate it (``FormValidation``).
@_spi(Session) public struct FieldMessageText: Hashable, Sendable {
    /// The message, if any: the error, or the help text.
    @_spi(Session) public let message: DropdownFieldMessage?

    /// What the field of `state` says under itself.
    ///
    /// - Parameters:
    ///   - help: the app's help text (`.dropdownHelpText(_:)`), resolved in the environment's locale.
    ///   - errorMessage: the app's words for the error (`.dropdownRequired(_:message:)`), if any.
    ///   - isEnabled: whether the dropdown is enabled.
    ///   - strings: the built-in words ("Choose an option", "Choose at least 2").
    @_spi(Session) public init<ID>(
        _ state: DropdownState<ID>, help: String?, errorMessage: String?, isEnabled: Bool, strings: DropdownStrings
    ) {
        if isEnabled {
            message = state.fieldMessage(help: help, errorMessage: errorMessage, strings: strings)
        } else {
            message = help.flatMap { $0.isEmpty ? nil : .help($0) }
        }
    }

    /// Whether the field draws its invalid look (a red border, the message in red).
    @_spi(Session) public var isInvalid: Bool { message?.isError == true }
}

// MARK: - LoadRequests

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

// MARK: - OptionInputs

/// What a dropdown's initializer says about its options: the options and the closures that
/// describe them (rule R3).
///
/// Every argument may differ on the next update of the parent view, closures included: a stock
/// list that changes (`isDisabled: { !inStock.contains($0) }`) or a renamed label must reach
/// typeahead, search, VoiceOver and the summary, although `options` itself did not change.
///
/// An option is known by its identifier (rule R4): the `id:` key path, the `id` of an
/// `Identifiable` option, or the option itself when it is `Hashable` and no `id:` is given (the
/// origin's initializer). A struct option whose other fields change is still the same option: the
/// core keeps its highlight and selection (rule C1), and its row keeps its identity.
@_spi(Session) public struct OptionInputs<Option, ID: Hashable> {
    /// The options, in list order.
    @_spi(Session) public var options: [Option]
    /// The identifier of an option.
    @_spi(Session) public var id: (Option) -> ID
    /// The label of an option.
    @_spi(Session) public var label: (Option) -> String
    /// Whether an option is disabled.
    @_spi(Session) public var isDisabled: (Option) -> Bool
    /// Why a disabled option is disabled, read by VoiceOver as the row's hint (rule A2).
    @_spi(Session) public var disabledReason: (Option) -> String? = { _ in nil }
    /// The section of an option, if the list is grouped.
    @_spi(Session) public var section: ((Option) -> String?)?
    /// The option an identifier stands for, when options are their own identifiers (the origin's
    /// initializers): no position table is needed then, and a selected value that left the
    /// options is still labelled by `label` (rule C2).
    @_spi(Session) public var optionOfID: ((ID) -> Option)?
    /// The options of an option's submenu (the `children:` key path, as `OutlineGroup` takes it):
    /// `nil` or empty for an option that is chosen (a leaf); `nil` for a flat list (rule H1).
    @_spi(Session) public var children: ((Option) -> [Option]?)? = nil
    /// The words a search matches for an option besides its label (`.dropdownSearchKeywords`,
    /// rule F9); `nil` when none has any.
    @_spi(Session) public var keywords: ((Option) -> [String])? = nil

    /// The inputs an initializer gives.
    @_spi(Session) public init(
        options: [Option], id: @escaping (Option) -> ID, label: @escaping (Option) -> String,
        isDisabled: @escaping (Option) -> Bool, disabledReason: @escaping (Option) -> String? = { _ in nil },
        section: ((Option) -> String?)? = nil, optionOfID: ((ID) -> Option)? = nil,
        children: ((Option) -> [Option]?)? = nil, keywords: ((Option) -> [String])? = nil
    ) {
        self.options = options
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.disabledReason = disabledReason
        self.section = section
        self.optionOfID = optionOfID
        self.children = children
        self.keywords = keywords
    }

    /// Whether these inputs list the very options `other` lists, in the same storage: O(1), with no
    /// closure called.
    ///
    /// An array changed in between has storage of its own (`other` still holds the old one, so it
    /// is neither freed nor written in place), so the same storage means the same elements. What it
    /// does not say:
    /// - anything of labels or of what other closures return (nor of the identifier of a class
    ///   option whose identifying property was changed in place);
    /// - that a tree is the same: it never counts as the same, its children coming from a closure;
    /// - that an array bridged from `NSArray` is: it never does (it is copied to be read: O(n) then).
    @_spi(Session) public func listsSameOptions(as other: OptionInputs) -> Bool {
        guard children == nil, other.children == nil, options.count == other.options.count else { return false }
        return options.withUnsafeBufferPointer { mine in
            other.options.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether these inputs list their top-level options in the very storage `other` lists them
    /// (as ``listsSameOptions(as:)`` says, for a tree too): O(1), with no closure called. What the
    /// closures return, a tree's children included, is checked option by option
    /// (``agree(on:lookup:with:)``).
    @_spi(Session) public func sharesOptionsStorage(with other: OptionInputs) -> Bool {
        guard options.count == other.options.count else { return false }
        return options.withUnsafeBufferPointer { mine in
            other.options.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether the closures say of the option with identifier `id` what `state` has: its label, its
    /// flags, its section, its reason, its keywords and its number of children (not what its
    /// children say).
    /// `false` when `lookup` does not find the option. One call of each closure: O(1) in the
    /// number of options.
    @_spi(Session) public func agree(on id: ID, lookup: OptionLookup<Option, ID>, with state: DropdownState<ID>) -> Bool
    {
        agree(on: id, row: nil, lookup: lookup, with: state)
    }

    /// Whether the closures say of option `id` what `state` has (``agree(on:lookup:with:)``), given
    /// `row`, the row that showed it: while that row still shows it, the core's option and the
    /// caller's are found from the row, without hashing the identifier.
    func agree(on id: ID, row: Int?, lookup: OptionLookup<Option, ID>, with state: DropdownState<ID>) -> Bool {
        let shownRow = row.flatMap { $0 >= 0 && $0 < state.visibleCount && state.visibleID(atRow: $0) == id ? $0 : nil }
        guard let index = shownRow.map(state.machine.rows.optionIndex(atRow:)) ?? state.identifiers.index(of: id),
            let option = lookup.option(for: id, at: shownRow.flatMap(state.place(ofRow:)))
        else { return false }
        let core = state.optionWithoutChildren(atIndex: index)
        let isDisabled = isDisabled(option)
        return self.id(option) == id && label(option) == core.label && isDisabled == core.isDisabled
            && section?(option) == core.section && (isDisabled ? disabledReason(option) : nil) == core.disabledReason
            && (keywords?(option) ?? []) == core.keywords
            && (children?(option)?.count ?? 0) == state.childCount(ofIndex: index)
    }

    /// The core's options: what the closures return now, with their children. O(n) for n options
    /// in the whole tree, one call of each closure per option.
    @_spi(Session) public func coreOptions() -> [DropdownOption<ID>] {
        coreOptions(of: options)
    }

    /// The core's options of `options` (a level of the tree, or options that arrived later).
    @_spi(Session) public func coreOptions(of options: [Option]) -> [DropdownOption<ID>] {
        options.map {
            let isDisabled = isDisabled($0)
            return DropdownOption(
                id: id($0), label: label($0), isDisabled: isDisabled, section: section?($0),
                disabledReason: isDisabled ? disabledReason($0) : nil, keywords: keywords?($0) ?? [],
                children: children?($0).map(coreOptions(of:)) ?? [])
        }
    }

    /// The option at `indices` in the tree: the first index among `options`, each next one among
    /// the children of the option before. O(depth).
    @_spi(Session) public func option(at indices: [Int]) -> Option? {
        var level = options
        var found: Option?
        for index in indices {
            guard index >= 0, index < level.count else { return nil }
            found = level[index]
            level = children?(level[index]) ?? []
        }
        return found
    }

    /// The option at `place` in the tree, if there is one there: each ancestor's children read, not
    /// its own. O(depth).
    @_spi(Session) public func option(at place: OptionPlace) -> Option? {
        var level = options
        for index in place.ancestors {
            guard index >= 0, index < level.count else { return nil }
            level = children?(level[index]) ?? []
        }
        return place.position >= 0 && place.position < level.count ? level[place.position] : nil
    }

    /// The first option of the tree, depth first, whose identifier is `id`. O(n).
    @_spi(Session) public func firstOption(withID wanted: ID) -> Option? {
        func search(_ level: [Option]) -> Option? {
            for option in level {
                if id(option) == wanted { return option }
                if let children = children?(option), let found = search(children) { return found }
            }
            return nil
        }
        return search(options)
    }

    /// The same closures describing other options (those that arrived later, rule L4).
    @_spi(Session) public func replacingOptions(with options: [Option]) -> OptionInputs {
        var inputs = self
        inputs.options = options
        return inputs
    }
}

extension OptionInputs where ID == Option {
    /// The inputs of options that are their own identifiers (the origin's initializers).
    @_spi(Session) public init(
        options: [Option], label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool,
        disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)?
    ) {
        self.init(
            options: options, id: { $0 }, label: label, isDisabled: isDisabled, disabledReason: disabledReason,
            section: section, optionOfID: { $0 })
    }
}

/// The position of each identifier among the options the core was last given: how a row or the
/// field finds the option (a struct, for the `row:` closure and the label) of an identifier in
/// O(1) (rule R4). Built only where options are not their own identifiers, when the options
/// change (an O(n) step that refreshing the core's options takes anyway).
@_spi(Session) public struct OptionPositions<ID: Hashable> {
    private var positions: [ID: Int] = [:]
    /// The places of the options inside submenus, as indices from the top level down (H1); empty
    /// for a flat list, so that a flat list stores one integer per option.
    private var nested: [ID: [Int]] = [:]

    /// No positions (options that are their own identifiers need none).
    @_spi(Session) public init() {}

    /// The positions of the identifiers of `options` and of their children; a repeated identifier
    /// keeps its first position in reading order (rule C3). O(n) for n options in the tree.
    @_spi(Session) public init(_ options: [DropdownOption<ID>]) {
        self.init(options, id: \.id, children: { $0.isParent ? $0.children : nil })
    }

    /// The positions of the identifiers `inputs` give their options and those options' children,
    /// recorded as from the core's options. O(n) calls of `id` (and of `children`, in a tree).
    @_spi(Session) public init<Option>(_ inputs: OptionInputs<Option, ID>) {
        self.init(inputs.options, id: inputs.id, children: inputs.children)
    }

    private init<Element>(_ elements: [Element], id: (Element) -> ID, children: ((Element) -> [Element]?)?) {
        positions.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let key = id(element)
            guard positions[key] == nil else { continue }
            positions[key] = index
            if let inner = children?(element) { recordChildren(inner, at: [index], id: id, children: children) }
        }
    }

    private mutating func recordChildren<Element>(
        _ elements: [Element], at indices: [Int], id: (Element) -> ID, children: ((Element) -> [Element]?)?
    ) {
        for (index, element) in elements.enumerated() {
            let key = id(element)
            guard positions[key] == nil && nested[key] == nil else { continue }
            nested[key] = indices + [index]
            if let inner = children?(element) {
                recordChildren(inner, at: indices + [index], id: id, children: children)
            }
        }
    }

    /// The position of an identifier, if it was among the top-level options.
    @_spi(Session) public subscript(id: ID) -> Int? { positions[id] }

    /// The indices from the top level down to an option inside a submenu, if it was one.
    @_spi(Session) public func nestedIndices(of id: ID) -> [Int]? { nested[id] }
}

/// Finds the option of an identifier among the current inputs (rule R4). O(1) when the position
/// recorded for it still holds that identifier (O(depth) inside a submenu); otherwise (the parent changed the options and the
/// core has not caught up yet) a scan, O(n), only while the inputs are stale.
@_spi(Session) public struct OptionLookup<Option, ID: Hashable> {
    /// The initializer's inputs now.
    @_spi(Session) public let inputs: OptionInputs<Option, ID>
    /// The positions recorded when the core's options were last refreshed.
    @_spi(Session) public let positions: OptionPositions<ID>
    /// Whether the inputs were supplied again since then (the options may differ).
    @_spi(Session) public let isStale: Bool

    /// Creates one from each of its parts.
    @_spi(Session) public init(inputs: OptionInputs<Option, ID>, positions: OptionPositions<ID>, isStale: Bool) {
        self.inputs = inputs
        self.positions = positions
        self.isStale = isStale
    }

    /// The option of an identifier, or `nil` when no option has it.
    @_spi(Session) public func option(for id: ID) -> Option? {
        if let optionOfID = inputs.optionOfID { return optionOfID(id) }
        if let option = positionedOption(for: id) { return option }
        guard isStale || positions[id] != nil || positions.nestedIndices(of: id) != nil else { return nil }
        return inputs.children == nil ? inputs.options.first { inputs.id($0) == id } : inputs.firstOption(withID: id)
    }

    /// Whether the option of an identifier is where the positions say: found without a scan. O(1)
    /// (O(depth) inside a submenu).
    @_spi(Session) public func hasPosition(of id: ID) -> Bool {
        inputs.optionOfID != nil || positionedOption(for: id) != nil
    }

    /// The option at the position recorded for an identifier, when it still has that identifier.
    private func positionedOption(for id: ID) -> Option? {
        if let position = positions[id], position < inputs.options.count,
            inputs.id(inputs.options[position]) == id
        {
            return inputs.options[position]
        }
        guard let indices = positions.nestedIndices(of: id), let option = inputs.option(at: indices),
            inputs.id(option) == id
        else { return nil }
        return option
    }

    /// The option of an identifier whose row gave `place`, its place among the options the core
    /// has: found there without hashing the identifier when the option there still has it (the
    /// inputs list the options as the core has them), else as ``option(for:)`` finds it.
    @_spi(Session) public func option(for id: ID, at place: OptionPlace?) -> Option? {
        if inputs.optionOfID == nil, let place, let option = inputs.option(at: place), inputs.id(option) == id {
            return option
        }
        return option(for: id)
    }

    /// The label of an identifier: its option's label now, else `fallback` (the core's last known
    /// label of a selection that left the options, rule C2).
    @_spi(Session) public func label(for id: ID, fallback: (ID) -> String) -> String {
        option(for: id).map(inputs.label) ?? fallback(id)
    }
}

/// Keeps the core's options in step with what the initializer's closures return, without O(n)
/// work when nothing changed (rules R2, R3, R16).
///
/// The view marks the inputs stale each time its parent supplies them again (an O(1) step after
/// each update of the parent). Only a stale dropdown that is about to use its options (an event,
/// or an update while its list is open) looks at them:
///
/// - When the parent supplies the very options array the core's options were read from (the same
///   storage, an O(1) test), the closures of the rows on screen (or, with none reported yet, of
///   the rows around where the list opens) are compared with the core's copy: when they agree,
///   nothing else is read, and each row that comes into view later is compared as it appears. A
///   parent update that changes nothing, and the update that follows the dropdown's own write of
///   a multiple selection, cost the rows on screen, whatever the number of options.
/// - Otherwise (another array, or a row on screen that disagrees), every option's closures are
///   called once, and the core is given new options only when the fingerprint of the result
///   differs from the last one.
///
/// So a closure whose answer changes only for options off screen (a stock list that disables an
/// option far down) reaches the core when that option's row comes into view, or at the next read
/// in full. A dropdown whose parent did not update, or that is closed and idle, does no work at
/// all; no work is done per frame.
@_spi(Session) public struct OptionInputsSync: Hashable, Sendable {
    /// Whether the inputs were supplied again since the core was last brought in step.
    @_spi(Session) public private(set) var isStale = false
    /// Whether every option's closures must be read at the next refresh (a row shown disagreed
    /// with the core), whatever the options' storage says.
    @_spi(Session) public private(set) var needsFullRead = false
    /// Whether only the rows on screen were checked since the closures were last read in full:
    /// each row that comes into view is checked then.
    @_spi(Session) public private(set) var hasUncheckedRows = false
    /// The fingerprint of the options the core has.
    private var fingerprint: Int?

    /// Creates the bookkeeping of a core built from `options`.
    @_spi(Session) public init<ID: Hashable>(installed options: [DropdownOption<ID>]) {
        fingerprint = Self.fingerprint(of: options)
    }

    /// The parent supplied the inputs again; they may differ. O(1).
    @_spi(Session) public mutating func markStale() {
        isStale = true
    }

    /// The closures of the rows on screen say what the core has, and the options are in the same
    /// storage: the core is in step as far as anyone can see, and each row is checked as it comes
    /// into view. O(1).
    @_spi(Session) public mutating func shownRowsAgreed() {
        isStale = false
        hasUncheckedRows = true
    }

    /// A row that came into view disagreed with the core: every option's closures are read at the
    /// next refresh. O(1).
    @_spi(Session) public mutating func markShownRowDisagreed() {
        isStale = true
        needsFullRead = true
    }

    /// If the inputs are stale, the options they describe now when these differ from the core's
    /// (to send to the core as `.setOptions`), else `nil`. O(n) when stale, O(1) otherwise.
    @_spi(Session) public mutating func refresh<Option, ID: Hashable>(_ inputs: OptionInputs<Option, ID>)
        -> [DropdownOption<ID>]?
    {
        guard isStale else { return nil }
        isStale = false
        needsFullRead = false
        hasUncheckedRows = false
        let options = inputs.coreOptions()
        let new = Self.fingerprint(of: options)
        guard new != fingerprint else { return nil }
        fingerprint = new
        return options
    }

    /// The core was given `options` by another path (the loader's results, L4): they are what
    /// the inputs are compared with from now on.
    @_spi(Session) public mutating func installed<ID: Hashable>(_ options: [DropdownOption<ID>]) {
        isStale = false
        needsFullRead = false
        hasUncheckedRows = false
        fingerprint = Self.fingerprint(of: options)
    }

    private static func fingerprint<ID: Hashable>(of options: [DropdownOption<ID>]) -> Int {
        var hasher = Hasher()
        hasher.combine(options)
        return hasher.finalize()
    }
}

// MARK: - OptionPlace

/// Where an option sits among the options an initializer gave (rule R4): the position of each of its
/// ancestors among its parent's children (the outermost's among the top-level options), and its own
/// among its siblings. A row that knows its option's place finds the option in O(depth), without
/// hashing its identifier into a table of every option (R16).
@_spi(Session) public struct OptionPlace: Equatable, Sendable {
    /// The positions of its ancestors, outermost first; empty for a top-level option.
    @_spi(Session) public let ancestors: [Int]
    /// Its position among its siblings.
    @_spi(Session) public let position: Int

    /// Creates one from each of its parts.
    @_spi(Session) public init(ancestors: [Int], position: Int) {
        self.ancestors = ancestors
        self.position = position
    }
}

extension DropdownState {
    /// The place of the option on an option row among the options the core was given, or `nil`
    /// past the option rows, and when the core dropped a repeated identifier (C3: the places of
    /// the options after it differ from the places given). O(depth); no identifier is hashed.
    func place(ofRow row: Int) -> OptionPlace? {
        guard row >= 0, row < visibleCount, storedDuplicateIDs.isEmpty else { return nil }
        let index = machine.rows.optionIndex(atRow: row)
        guard let tree = machine.catalog.tree else { return OptionPlace(ancestors: [], position: index) }
        let ancestors = tree.ancestors(of: index).map { Int(tree.siblingPositions[$0]) }
        return OptionPlace(ancestors: ancestors, position: Int(tree.siblingPositions[index]))
    }
}
