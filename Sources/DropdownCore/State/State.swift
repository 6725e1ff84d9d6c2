// MARK: - DropdownAnnouncement

/// Something assistive technology should say after an event (rule A4, M3).
///
/// The core decides what to announce; ``DropdownStrings`` turns it into words, so front ends can
/// localize it.
public enum DropdownAnnouncement: Sendable, Hashable {
    /// The list opened or the results changed: this many options are shown (rule A4).
    case optionCount(Int)
    /// The list is open but has no options at all (rule O6).
    case noOptions
    /// The query matches nothing (rule F7).
    case noMatches
    /// An option was committed (rule A4).
    case selected(label: String)
    /// An option was removed from a multiple selection.
    case deselected(label: String)
    /// Select-all changed the selection, which now holds this many options (rule M4).
    case selectionCount(Int)
    /// A multiple selection refused an addition because it holds its limit (rule M3).
    case selectionLimitReached(limit: Int)
    /// A submenu opened: "<parent>, N options" (rule H8).
    case submenuOpened(label: String, optionCount: Int)
    /// The list went up one level: the name of the level it is now on, or `nil` for the top level,
    /// whose name is the dropdown's title (rule H8).
    case submenuClosed(levelLabel: String?)
    /// Options started loading (rule L6).
    case loading
    /// A load failed, with the host's message (rule L6).
    case loadFailed(message: String)
}

/// Everything an event did: what changed, whether the front end should pass the input on, and
/// what assistive technology should say.
public struct DropdownEventResult: Sendable, Hashable {
    /// The changes the event caused (rule E1).
    public var changes: DropdownChanges
    /// `false` when the dropdown did not consume the input and the host should handle it, such as
    /// Tab moving focus on, or Escape while the list is closed (rules O5, N6).
    public var isHandled: Bool
    /// What to announce, if anything (rule A4).
    public var announcement: DropdownAnnouncement?
    /// With ``DropdownChanges/create`` among the changes: the text the person chose to create, as
    /// typed (rule L5). The host creates an option for it and sends
    /// ``DropdownEvent/addCreatedOption(_:)``.
    public var textToCreate: String?

    /// Creates a result.
    public init(
        changes: DropdownChanges, isHandled: Bool, announcement: DropdownAnnouncement?,
        textToCreate: String? = nil
    ) {
        self.changes = changes
        self.isHandled = isHandled
        self.announcement = announcement
        self.textToCreate = textToCreate
    }
}

// MARK: - DropdownChanges

/// What an event changed, and what the host must act on (rule E1). An event that changes nothing
/// reports the empty set.
///
/// The first six and ``validity`` are changes of the state; `needsMore`, `retry` and `create` are
/// requests to the host, reported by the one event that caused them (rules L1, L3, L5). Whatever
/// event a host sends, it acts on the requests the event reports: the load a request asks for shows
/// at once (rule L1), until the host sends its answer or its load state.
public struct DropdownChanges: OptionSet, Sendable, Hashable {
    /// The changes as bits, one per static member.
    public let rawValue: UInt16
    /// Creates a set of changes from its raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The list opened.
    public static let opened = DropdownChanges(rawValue: 1 << 0)
    /// The list closed.
    public static let closed = DropdownChanges(rawValue: 1 << 1)
    /// The highlighted row changed (to another option or action row, or to none).
    public static let highlight = DropdownChanges(rawValue: 1 << 2)
    /// The set of selected identifiers changed.
    public static let selection = DropdownChanges(rawValue: 1 << 3)
    /// The search query changed. With ``DropdownSearchFiltering/remote`` filtering, the host answers
    /// it with ``DropdownEvent/setResults(_:hasMore:forQuery:)`` (rule L4).
    public static let query = DropdownChanges(rawValue: 1 << 4)
    /// The current level changed: a submenu opened or closed (``DropdownState/submenuPath``, rules
    /// H2, H3, H7).
    public static let level = DropdownChanges(rawValue: 1 << 5)
    /// Paging: more options exist, nothing is loading, and the highlight or the rows in view came
    /// within one page of the end; load the next page and append it (rule L3). Reported once per page;
    /// the list shows "Loading more…" from this event on, until the host sends
    /// ``DropdownEvent/setLoadState(_:hasMore:forQuery:)`` (rule L1).
    public static let needsMore = DropdownChanges(rawValue: 1 << 6)
    /// The person chose the retry row after a failed load: load again (rule L1). The list shows the
    /// load from this event on.
    public static let retry = DropdownChanges(rawValue: 1 << 7)
    /// The person chose the "Create" row: create an option with the text in
    /// ``DropdownEventResult/textToCreate`` and add it with ``DropdownEvent/addCreatedOption(_:)``
    /// (rule L5), or, for a host that makes it at once, let
    /// ``DropdownState/handle(_:at:creatingWith:)`` add it in the same event.
    public static let create = DropdownChanges(rawValue: 1 << 8)
    /// Whether the field shows its requirement's error changed: it appeared (the list closed
    /// without enough chosen, or the form asked to validate) or cleared (rules V2, V3).
    public static let validity = DropdownChanges(rawValue: 1 << 9)
}

// MARK: - DropdownConfiguration

/// Whether a dropdown commits one option or a set of options.
public enum DropdownSelectionMode: Sendable {
    /// One option at most; choosing closes the list (rule N4).
    case single
    /// Any number of options, toggled while the list stays open (rules M1–M5).
    case multiple
}

/// What happens to a selected option that disappears from the options (rule C2).
public enum DropdownVanishedSelection: Sendable {
    /// The selection is kept: the field still shows it, no row is checked.
    case keep
    /// The selection is dropped and a selection change is reported.
    case clear
}

/// Which keys toggle and which confirm in a multiple selection.
public enum DropdownMultipleSelectionKeys: Sendable, Hashable {
    /// A menu's keys (rule M2): Enter, Space and a tap toggle; Escape, Tab and a tap outside close.
    case menu
    /// A prompt's keys, as fzf and gum have them: Enter confirms (closes), Tab and Shift-Tab toggle
    /// and stay open; Space and taps still toggle (Space types a space while searching).
    case prompt
}

/// The order of a multiple selection (rule M3).
public enum DropdownSelectionOrder: Sendable, Hashable {
    /// The options' order, whatever order they were chosen in.
    case options
    /// The order they were chosen in: an initial selection in the order given, then each option as it
    /// is added (select-all adds the rest in the options' order). Deselecting and choosing again moves
    /// an option to the end.
    case chosen
}

/// Who filters the options for a search query (rules F1, L4).
public enum DropdownSearchFiltering: Sendable, Hashable {
    /// The core filters and ranks the options with fuzzy matching (rule F1).
    case local
    /// The host filters (a server, a database): the core shows the options as they are, reports each
    /// query change, and takes the host's answer with ``DropdownEvent/setResults(_:hasMore:forQuery:)``,
    /// ignoring answers to queries that are no longer current (rule L4).
    case remote
}

/// The settings of a dropdown that do not change while it is used.
public struct DropdownConfiguration: Sendable {
    /// Single or multiple selection.
    public var selectionMode: DropdownSelectionMode
    /// Whether Down on the last enabled option goes to the first, and Up on the first to the last (rule N1).
    public var wrapsAround: Bool
    /// How many rows PageUp and PageDown move (rule N3) until the front end says how many it shows
    /// (``DropdownEvent/setPageSize(_:)``).
    public var pageSize: Int
    /// The pause after which a typed character starts a new typeahead buffer (rule T1).
    public var typeaheadTimeout: Duration
    /// The policy for selected options that leave the list (rule C2).
    public var vanishedSelection: DropdownVanishedSelection
    /// The most options a multiple selection may hold, or `nil` for no limit (rule M3).
    public var selectionLimit: Int?
    /// Whether typed characters edit a search query instead of jumping by typeahead (rule F3).
    public var isSearchable: Bool
    /// Whether debug builds print a diagnostic naming each duplicate identifier (rule C3).
    public var reportsDuplicateIDs: Bool
    /// The keys of a multiple selection: a menu's (rule M2) or a prompt's.
    public var multipleSelectionKeys: DropdownMultipleSelectionKeys
    /// The order of ``DropdownState/selection`` in multiple mode (rule M3).
    public var selectionOrder: DropdownSelectionOrder
    /// Whether a query's matches are ranked best first (rule F1), or kept in the options' order.
    public var ranksMatches: Bool
    /// Whether the field shows the selected option's path ("More Fruits › watermelon") instead of its
    /// label alone, in ``DropdownState/selectedLabels`` and the field's accessibility value (rule H6).
    public var showsPath: Bool
    /// What joins the labels of a path when ``showsPath`` is on.
    public var pathSeparator: String
    /// Who filters for a search query: the core, or the host (rule L4).
    public var searchFiltering: DropdownSearchFiltering
    /// How the core reads a search query (rules F1, F8): fzf's extended syntax by default (`.extended`:
    /// spaces separate terms that must all match, `'` `^` `$` `!` `|` are operators), `.exact`
    /// (fzf's `--exact`: terms match as substrings) or `.plain` (fzf's `--no-extended`: the whole
    /// query is one fuzzy pattern). Changing it while a query is active ranks the options again.
    ///
    /// It does not change typeahead (rule T1), which is not a search; nor the "Create" row (rule L5),
    /// which offers the query as typed when no label equals it; nor a remote search (rule L4), where
    /// the host reads the query as it wishes.
    public var searchSyntax: FuzzyMatcher.Syntax
    /// Whether a query that matches no option's label exactly offers a "Create “query”" row (rule L5).
    public var allowsCreating: Bool
    /// How many options must be chosen for the dropdown to be valid (rules V1–V3); optional by
    /// default.
    public var requirement: DropdownRequirement
    /// Whether Enter and Alt+Up refuse to close the list while the requirement is unmet, showing
    /// the error instead (rule V4): a prompt's confirmation. Escape and a tap outside still close.
    /// Off by default: a menu closes and shows the error under the field.
    public var confirmsOnlyWhenValid: Bool

    /// Creates a configuration; every setting has the default the behaviour contract names.
    public init(
        selectionMode: DropdownSelectionMode = .single, wrapsAround: Bool = false,
        pageSize: Int = 10, typeaheadTimeout: Duration = .milliseconds(500),
        vanishedSelection: DropdownVanishedSelection = .keep, selectionLimit: Int? = nil,
        isSearchable: Bool = false, reportsDuplicateIDs: Bool = true,
        multipleSelectionKeys: DropdownMultipleSelectionKeys = .menu,
        selectionOrder: DropdownSelectionOrder = .options, ranksMatches: Bool = true,
        showsPath: Bool = false, pathSeparator: String = " › ",
        searchFiltering: DropdownSearchFiltering = .local, searchSyntax: FuzzyMatcher.Syntax = .extended,
        allowsCreating: Bool = false, requirement: DropdownRequirement = .optional,
        confirmsOnlyWhenValid: Bool = false
    ) {
        self.requirement = requirement
        self.confirmsOnlyWhenValid = confirmsOnlyWhenValid
        self.selectionOrder = selectionOrder
        self.ranksMatches = ranksMatches
        self.multipleSelectionKeys = multipleSelectionKeys
        self.selectionMode = selectionMode
        self.wrapsAround = wrapsAround
        self.pageSize = pageSize
        self.typeaheadTimeout = typeaheadTimeout
        self.vanishedSelection = vanishedSelection
        self.selectionLimit = selectionLimit
        self.isSearchable = isSearchable
        self.reportsDuplicateIDs = reportsDuplicateIDs
        self.showsPath = showsPath
        self.pathSeparator = pathSeparator
        self.searchFiltering = searchFiltering
        self.allowsCreating = allowsCreating
        self.searchSyntax = searchSyntax
    }
}

// MARK: - DropdownEvent

/// Something that happened to a dropdown: input from a person, or a change made by the program.
///
/// Front ends translate their input into events and pass them to ``DropdownState/send(_:at:)``.
public enum DropdownEvent<ID: Hashable> {
    /// A tap or click on the field (rule O1).
    case tapField
    /// A tap or click anywhere outside the field and the list (rule N7).
    case tapOutside
    /// A tap or click on the row of an option (rules N8, M2); on a parent's row it opens the submenu
    /// (rule H2).
    case tapOption(ID)
    /// The pointer is over the row of an option, or, with `nil`, left the rows (rule N9).
    case hover(ID?)
    /// A tap or click on an action row: retry or create (rules L1, L5).
    case tapAction(DropdownAction)
    /// The pointer is over an action row (rule N9).
    case hoverAction(DropdownAction)
    /// A key press.
    case key(DropdownKey, modifiers: DropdownModifiers = [])
    /// A printable character typed without Control, Command or Alt (typeahead, or the search query).
    case character(Character)
    /// Opens the list from code, as a tap on the field would.
    case open
    /// Closes the list from code without selecting.
    case close
    /// Selects every enabled option, or clears the selection when nothing more can be added (rule M4).
    case toggleAll
    /// Replaces the options (rules C1–C3, H7).
    case setOptions([DropdownOption<ID>])
    /// Replaces the search query (rules F1–F5).
    case setQuery(String)
    /// Replaces the selection from code, as a bound value that changed elsewhere does. Identifiers
    /// that are not options follow the vanished-selection policy, and single mode keeps only the
    /// first (rule C2); parents are never selected (rule H1). The list, hl and the query are unchanged.
    case setSelection([ID])
    /// The front end shows these rows (of ``DropdownState/visible``) after a scroll or a resize, so
    /// that paging can ask for more before the end comes into view (rule L3).
    case scroll(rowsInView: Range<Int>)
    /// The number of rows the front end shows, measured as it lays the list out: PageUp and PageDown
    /// move by as many (rule N3), and paging asks for more within as many rows of the end (rule L3).
    /// A number below 1 counts as 1.
    ///
    /// Laying out is not a move: the event reports nothing and asks for nothing, and the events after
    /// it follow the new page size.
    case setPageSize(Int)
    /// The host's load state: idle, loading or failed, and whether more options exist beyond the ones
    /// it sent (rules L1, L3, L6). With `forQuery`, the event answers that query and is ignored when
    /// the query changed meanwhile (rule L4). A load the core asked for shows already (rule L1): the
    /// host ends it with `.idle` or `.failed`.
    case setLoadState(DropdownLoadState, hasMore: Bool, forQuery: String? = nil)
    /// Options that arrived: a page, or the lines read so far. They go after the last top-level
    /// option, keeping hl, sel, the rows' order and the query; with a query they are ranked into the
    /// results (rules L2, C3). With `forQuery`, they are ignored when the query changed (rule L4).
    case appendOptions([DropdownOption<ID>], hasMore: Bool, forQuery: String? = nil)
    /// The host's results for a query, with remote filtering: they replace the options when `forQuery`
    /// is still the query, and are ignored otherwise (rule L4); they answer it, so its load ends (rule
    /// L1), and hl moves to the first result (rule F2).
    case setResults([DropdownOption<ID>], hasMore: Bool, forQuery: String)
    /// The option the host created for a ``DropdownChanges/create`` request: it is added after the
    /// last top-level option (unless its identifier is already an option) and becomes the selection
    /// (single) or joins it, within the limit (multiple) (rule L5).
    case addCreatedOption(DropdownOption<ID>)
    /// The form asks its fields to validate: from now on a required dropdown without enough chosen
    /// shows its error (rule V2).
    case validate
    /// The form starts again: no error shows until the list closes once more or the form asks
    /// again (rule V2).
    case resetValidation
}

extension DropdownEvent: Sendable where ID: Sendable {}
extension DropdownEvent: Equatable {}

// MARK: - DropdownExclusivity

/// Keeps at most one dropdown of a screen open (rule O8).
///
/// A screen holds one of these; each dropdown reports when it opens and closes, and closes the
/// dropdown that ``didOpen(_:)`` returns.
public struct DropdownExclusivity<Member: Hashable>: Hashable {
    /// The dropdown that is open, if any.
    public private(set) var openMember: Member?

    /// Creates a coordinator with every dropdown closed.
    public init() {}

    /// Records that a dropdown opened, and returns the one that must close now, if any.
    @discardableResult
    public mutating func didOpen(_ member: Member) -> Member? {
        let previous = openMember
        openMember = member
        return previous == member ? nil : previous
    }

    /// Records that a dropdown closed.
    public mutating func didClose(_ member: Member) {
        if openMember == member { openMember = nil }
    }
}

extension DropdownExclusivity: Sendable where Member: Sendable {}

// MARK: - DropdownKey

/// A key the dropdown understands. Front ends translate their platform's key events into these.
///
/// `left` and `right` are the arrow keys as the reader sees them: front ends swap them in
/// right-to-left layouts, so that `right` always means "into a submenu" (rules H2, H3).
public enum DropdownKey: Sendable, Hashable {
    /// Up arrow: the previous enabled option (rule N1); on a closed list, opens on the selection or
    /// the last enabled option (rule O2). With Alt, selects the highlighted option and closes an open
    /// list (N4), and does nothing to a closed one (O5).
    case up
    /// Down arrow: the next enabled option (rule N1); on a closed list, opens on the selection or
    /// the first enabled option (rule O2). With Alt, opens on the selection or on nothing (O3).
    case down
    /// Home: the first enabled option (rules N2, O3).
    case home
    /// End: the last enabled option (rules N2, O3).
    case end
    /// Page Up: a page of rows up, as many as ``DropdownConfiguration/pageSize`` (rule N3).
    case pageUp
    /// Page Down: a page of rows down, as many as ``DropdownConfiguration/pageSize`` (rule N3).
    case pageDown
    /// Return or Enter: opens the list, or selects the highlighted option and closes it (rules O1,
    /// N4); toggles it with multiple selection (M2); opens a parent's submenu (H2).
    case enter
    /// Space: as ``enter``, except while a typeahead word is being typed, when it is part of the
    /// word (rule N4).
    case space
    /// Escape: empties the search query, goes up from a submenu, or closes the list without
    /// selecting (rules F4, H3, N5). Not used by a closed list (rule O5).
    case escape
    /// Tab (Shift+Tab with ``DropdownModifiers/shift``): selects the highlighted option and closes,
    /// and is never consumed, so the host moves focus on (rules N6, O5).
    case tab
    /// Backspace: deletes the last character of the search query.
    case backspace
    /// Back out of a submenu (rule H3); a front end's back row sends it too.
    case left
    /// Into the highlighted parent's submenu (rule H2).
    case right
}

/// The modifier keys held with a key.
public struct DropdownModifiers: OptionSet, Sendable, Hashable {
    /// The modifiers as bits: ``alt``, ``shift``, ``command`` and ``control``, from the lowest bit.
    public let rawValue: UInt8
    /// Creates a set of modifiers from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Option on Apple keyboards, Alt elsewhere.
    public static let alt = DropdownModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = DropdownModifiers(rawValue: 1 << 1)
    /// Command on Apple keyboards.
    public static let command = DropdownModifiers(rawValue: 1 << 2)
    /// Control.
    public static let control = DropdownModifiers(rawValue: 1 << 3)
}

// MARK: - DropdownLoading

/// Where the options stand when they arrive later: from a server, a page at a time, or read from a
/// pipe (rule L1). The host tells the core with ``DropdownEvent/setLoadState(_:hasMore:forQuery:)``.
public enum DropdownLoadState: Sendable, Hashable {
    /// Nothing is loading.
    case idle
    /// Options are on their way: the empty list says "Loading…", a list with rows ends with a
    /// "Loading more…" row.
    case loading
    /// The last load failed: the message is shown (as the empty state, or in a row after the last
    /// option) with a retry action row.
    case failed(message: String)
}

/// What an action row does when it is chosen (rules L1, L5).
public enum DropdownAction: Sendable, Hashable {
    /// Load again after a failure: reported as ``DropdownChanges/retry``.
    case retry
    /// Create an option from the query: reported as ``DropdownChanges/create``, with the text in
    /// ``DropdownEventResult/textToCreate``.
    case create
}

/// A row after the options that is not an option: a load status or an action (rules L1, L5).
///
/// Status rows come after the last option row, in the order `create`, then the load status. They are
/// never selected. The action rows (`failed`, `retry`, `create`) are reached by the keyboard like
/// other rows and chosen with Enter, Space or a tap (``DropdownEvent/tapAction(_:)``); "Loading
/// more…" is never highlighted. They appear at the top level and among search results, never in a
/// submenu.
public enum DropdownStatusRow: Sendable, Hashable {
    /// "Create “text”": the query matches no option's label exactly (rule L5).
    case create(text: String)
    /// "Loading more…": the list has rows and more are loading (rule L1). Not an action.
    case loadingMore
    /// The failure message with a retry action, after the last option (rule L1).
    case failed(message: String)
    /// A retry action under an empty state that already shows the failure message (rule L1).
    case retry

    /// What choosing the row does, or `nil` for a row that cannot be chosen.
    public var action: DropdownAction? {
        switch self {
        case .create: .create
        case .failed, .retry: .retry
        case .loadingMore: nil
        }
    }
}

// MARK: - DropdownRequirement

/// How many options a dropdown needs before its form is complete (rules V1–V5).
///
/// A required single selection needs a value; a required multiple selection needs at least
/// ``minimumCount`` options. An optional dropdown (the default) is always valid.
///
/// ```swift
/// var configuration = DropdownConfiguration(selectionMode: .multiple)
/// configuration.requirement = .atLeast(2)
/// ```
public struct DropdownRequirement: Sendable, Hashable {
    /// The fewest selected options that make the dropdown valid; 0 for an optional one.
    public var minimumCount: Int

    /// Creates a requirement of at least `minimumCount` options (negative counts count as 0).
    public init(minimumCount: Int) {
        self.minimumCount = max(0, minimumCount)
    }

    /// Nothing needs to be chosen: the dropdown is always valid.
    public static let optional = DropdownRequirement(minimumCount: 0)
    /// A value must be chosen (in multiple selection, at least one option).
    public static let required = DropdownRequirement(minimumCount: 1)
    /// At least `count` options must be chosen (multiple selection; a single selection needs one).
    public static func atLeast(_ count: Int) -> DropdownRequirement {
        DropdownRequirement(minimumCount: count)
    }

    /// Whether anything must be chosen.
    public var isRequired: Bool { minimumCount > 0 }
}

/// What a field says under itself: its error while one shows, else its help text (rules V3, V5).
public enum DropdownFieldMessage: Sendable, Hashable {
    /// The requirement is not met and the person has had their chance: "Choose an option".
    case error(String)
    /// The developer's help text ("We ship within 2 days"), hidden while an error shows.
    case help(String)

    /// The message's words.
    public var text: String {
        switch self {
        case .error(let text), .help(let text): text
        }
    }

    /// Whether the message is an error.
    public var isError: Bool {
        if case .error = self { return true }
        return false
    }
}

// MARK: - DropdownState+Events

extension DropdownState {
    // MARK: Events

    /// Applies an event and returns what it changed (rule E1).
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - time: when it happened, as a duration since any fixed origin (typeahead and the
    ///     announcements of loading use it).
    /// - Returns: the changes the event caused, and the requests to the host; empty when it changed
    ///   nothing.
    @inlinable @discardableResult
    public mutating func send(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownChanges {
        handle(event, at: time).changes
    }

    /// Applies an event and returns everything it did: the changes and requests, whether the input
    /// was consumed, what assistive technology should announce, and the text of a create request.
    ///
    /// Each kind of event goes to its own rule function (`apply(_:at:)`); then the rules that follow
    /// every event run (L3: paging; L1: a load the core asked for starts; E2, L8: hl leaves a
    /// vanished action row).
    @inlinable
    public mutating func handle(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        switch event {
        case .setOptions, .setResults, .setSelection: return handleRenumbering(event, at: time)
        case .setPageSize: return apply(event, at: time)  // N3: not a move; the next events follow it
        default: return handleEvent(event, at: time) { _ in nil }
        }
    }

    /// Applies an event, and when it chooses the "Create" row, adds at once the option
    /// `createOption` makes of the row's text, selected as ``DropdownEvent/addCreatedOption(_:)``
    /// selects it (rule L5): for hosts that make options without waiting, such as a terminal prompt.
    ///
    /// The addition is part of the event: its changes are reported against the state before the
    /// event (in single mode, the list closed and the selection changed), with the
    /// ``DropdownChanges/create`` request and its text as the event made them, and the addition's
    /// announcement ("Fig, selected", or the limit reached, rule M3). When `createOption` returns
    /// `nil`, nothing is added, as with ``handle(_:at:)``.
    ///
    /// A host that makes the option later (it asks a server first) calls ``handle(_:at:)`` and sends
    /// ``DropdownEvent/addCreatedOption(_:)`` once the option is made.
    @inlinable
    public mutating func handle(
        _ event: DropdownEvent<ID>, at time: Duration, creatingWith createOption: (String) -> DropdownOption<ID>?
    ) -> DropdownEventResult {
        switch event {
        case .setOptions, .setResults, .setSelection, .setPageSize: return handle(event, at: time)  // never a choice
        default: return handleEvent(event, at: time, creatingWith: createOption)
        }
    }

    /// The events a person makes, and the host's other events: their changes are compared by option
    /// index (rule E1); a "Create" row chosen adds the option `createOption` makes, in the same
    /// event (rule L5).
    @inlinable
    mutating func handleEvent(
        _ event: DropdownEvent<ID>, at time: Duration, creatingWith createOption: (String) -> DropdownOption<ID>?
    ) -> DropdownEventResult {
        let before = machine.beginEvent()
        var result = apply(event, at: time)
        if result.changes.contains(.create), let text = result.textToCreate, let option = createOption(text) {
            let added = apply(.addCreatedOption(option), at: time)
            result.announcement = added.announcement ?? result.announcement
        }
        machine.endEvent(&result, since: before, at: time)
        if before.vanishedCount > 0 && machine.selected.vanishedCount == 0 { vanished.removeAll() }  // C2
        return result
    }

    /// The events that replace the options or the selection: their highlight and selection changes
    /// are compared by identifier (rule E1), and a kept vanished selection that came back is an
    /// option again (rule C2).
    @inlinable
    mutating func handleRenumbering(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownEventResult {
        let highlightBefore = (highlighted, highlightedAction)
        var selectionBefore: Set<ID>? = nil
        if case .setSelection = event { selectionBefore = Set(selection) }
        let before = machine.beginEvent()
        var result = apply(event, at: time)
        machine.endEvent(&result, since: before, at: time)
        result.changes.remove(.highlight)
        if highlightBefore != (highlighted, highlightedAction) { result.changes.insert(.highlight) }
        if let selectionBefore {  // the set of ids, not how code happened to renumber it
            result.changes.remove(.selection)
            if Set(selection) != selectionBefore { result.changes.insert(.selection) }
        }
        if before.vanishedCount > 0 && machine.selected.vanishedCount == 0 { vanished.removeAll() }  // C2
        return result
    }

    /// Each kind of event, to its rule.
    @inlinable
    mutating func apply(_ event: DropdownEvent<ID>, at time: Duration) -> RuleResponse {
        switch event {
        case .tapField: machine.tapField()
        case .tapOutside: machine.tapOutside()
        case .tapOption(let id): machine.tapOption(optionIndex: identifiers.index(of: id))
        case .hover(let id): machine.hover(optionIndex: id.flatMap { identifiers.index(of: $0) })
        case .tapAction(let action): machine.tapAction(action)
        case .hoverAction(let action): machine.hoverAction(action)
        case .key(let key, let modifiers): machine.key(key, modifiers, at: time)
        case .character(let character): machine.type(character, at: time)
        case .open: machine.openFromCode()
        case .close: machine.closeFromCode()
        case .toggleAll: machine.toggleAll()
        case .setOptions(let newOptions): replaceOptions(newOptions)
        case .setQuery(let query): machine.replaceQuery(query)
        case .setSelection(let ids): replaceSelection(ids)
        case .scroll(let rowsInView): machine.scroll(rowsInView: rowsInView)
        case .setPageSize(let rows): machine.setPageSize(rows)
        case .setLoadState(let state, let hasMore, let query):
            isCurrent(query) ? machine.setLoadState(state, hasMore: hasMore, at: time) : .ignored
        case .appendOptions(let newOptions, let hasMore, let query):
            isCurrent(query) ? appendOptions(newOptions, hasMore: hasMore, at: time) : .ignored
        case .setResults(let newOptions, let hasMore, let query):
            isCurrent(query) ? installResults(newOptions, hasMore: hasMore, at: time) : .ignored
        case .addCreatedOption(let option): addCreatedOption(option)
        case .validate: machine.validate()
        case .resetValidation: machine.resetValidation()
        }
    }

    /// L4: whether an answer for `query` still answers the current query (`nil` answers any).
    @inlinable
    func isCurrent(_ query: String?) -> Bool {
        query.map { $0 == machine.query } ?? true
    }
}

// MARK: - DropdownState+Options

/// What installing or appending options adds to the catalog, as ``OptionCatalog`` takes it.
@usableFromInline
struct CatalogAddition: Sendable {
    @usableFromInline var labels = LabelStore()
    /// Each new option's own flag (its parent's is not applied yet).
    @usableFromInline var disabled: [Bool] = []
    @usableFromInline var sections: [String?]? = nil
    /// The parent of each new option (an option index, -1 at the top level); `nil` when the new
    /// options have no children.
    @usableFromInline var parents: [Int32]? = nil
    /// The keywords of the new options that have some (rule F9), their owners counted from 0;
    /// `nil` when none has.
    @usableFromInline var keywords: OptionKeywords? = nil

    @usableFromInline init() {}

    /// The number of new options.
    @usableFromInline var count: Int { disabled.count }

    /// Adds an option (without its children) whose parent is `parent` (-1 at the top level).
    @inlinable
    mutating func append<ID>(_ option: DropdownOption<ID>, parent: Int32) {
        if parents == nil && !option.children.isEmpty { parents = Array(repeating: -1, count: count) }
        parents?.append(parent)
        if option.section != nil && sections == nil { sections = Array(repeating: nil, count: count) }
        sections?.append(option.section)
        if let keywords = option.storedKeywords {
            if self.keywords == nil { self.keywords = OptionKeywords() }
            self.keywords!.append(keywords, ofOption: count)
        }
        labels.append(option.label)
        disabled.append(option.isDisabled)
    }

    /// The catalog of these options alone.
    @usableFromInline
    func catalog() -> OptionCatalog {
        OptionCatalog(labels: labels, disabled: disabled, sections: sections, parents: parents, keywords: keywords)
    }
}

extension DropdownState {
    // MARK: Selection from code

    /// C2, H1: replaces the selection with identifiers given by code.
    @usableFromInline
    mutating func replaceSelection(_ ids: [ID]) -> RuleResponse {
        let wanted = configuration.selectionMode == .single ? Array(ids.prefix(1)) : ids
        var seen = Set<ID>()
        let unique = wanted.filter { seen.insert($0).inserted }
        let labels = unique.map { id in
            identifiers.index(of: id).map(fieldLabel(ofOption:)) ?? vanished.first { $0.id == id }?.label
        }
        machine.selected.removeAll()
        renumberSelection(zip(unique, labels).map { (id: $0, label: $1) })
        return .handled
    }

    // MARK: Options that change

    /// C1–C3, H7: replaces the options, keeping hl and sel by identifier where still present, and the
    /// open path while every identifier on it is still a parent in the same place. O(n).
    @inlinable
    mutating func replaceOptions(_ newOptions: [DropdownOption<ID>]) -> RuleResponse {
        let highlightedID = highlighted
        let pathIDs = submenuPath
        let selectedBefore = zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) }
        identifiers = OptionIdentifiers()
        disabledByTree = []
        disabledReasons = [:]
        let addition = indexOptions(newOptions)
        let catalog = addition.catalog()
        noteDisabledByTree(in: catalog, ownFlags: addition.disabled, from: 0)
        var path: [Int] = []
        for id in pathIDs {  // H7: cut at the first identifier that is no longer a parent in its place
            guard let index = identifiers.index(of: id), catalog.isParent(index), catalog.parent(of: index) == path.last
            else { break }
            path.append(index)
        }
        machine.replaceCatalog(
            catalog, path: path, keepingHighlightOn: highlightedID.flatMap { identifiers.index(of: $0) })  // C1
        renumberSelection(selectedBefore)  // C2
        return .handled
    }

    /// L4: the host's results for the current query replace the options; hl goes to the first (F2).
    @inlinable
    mutating func installResults(_ results: [DropdownOption<ID>], hasMore: Bool, at time: Duration) -> RuleResponse {
        _ = replaceOptions(results)
        return machine.resultsInstalled(hasMore: hasMore, at: time)
    }

    /// L2, L3, L6: appends options after the last top-level option. O(appended) without a query.
    @inlinable
    mutating func appendOptions(_ newOptions: [DropdownOption<ID>], hasMore: Bool, at time: Duration) -> RuleResponse {
        let added = appendToCatalog(newOptions)
        return machine.optionsArrived(count: added, hasMore: hasMore, at: time)
    }

    /// L5: adds the option the host created, unless its identifier is already an option, and
    /// selects it.
    @inlinable
    mutating func addCreatedOption(_ option: DropdownOption<ID>) -> RuleResponse {
        if identifiers.index(of: option.id) == nil { _ = appendToCatalog([option]) }
        guard let index = identifiers.index(of: option.id) else { return .handled }
        return machine.selectCreated(optionIndex: index)
    }

    /// Appends options (with their children) after the last top-level option, without identifiers
    /// already present (C3); a kept vanished selection whose option arrives is an option again (C2).
    /// Returns the number of options added. O(appended), plus O(k) with k vanished selected.
    @inlinable
    mutating func appendToCatalog(_ newOptions: [DropdownOption<ID>]) -> Int {
        let first = identifiers.count
        let addition = indexOptions(newOptions)
        machine.appendToCatalog(
            labels: addition.labels, disabled: addition.disabled, sections: addition.sections,
            parents: addition.parents, keywords: addition.keywords)
        noteDisabledByTree(in: machine.catalog, ownFlags: addition.disabled, from: first)
        if vanished.contains(where: { identifiers.index(of: $0.id) != nil }) {
            renumberSelection(zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) })
        }
        return addition.count
    }

    /// C3: stores the identifiers and reasons of options after the ones stored, without
    /// identifiers already stored (a duplicate is dropped with its children), in reading order (depth
    /// first, a parent before its children), and returns the rest as the catalog takes it. O(n), one
    /// hash per option (none for integer identifiers that number the options from 0).
    @inlinable
    mutating func indexOptions(_ newOptions: [DropdownOption<ID>]) -> CatalogAddition {
        let first = identifiers.count
        var addition = CatalogAddition()
        addition.labels.reserveCapacity(newOptions.count)
        addition.disabled.reserveCapacity(newOptions.count)
        identifiers.reserveInitialCapacity(newOptions.count)
        var duplicates: [ID] = []
        // Depth first, a parent before its children: a stack of the levels being walked.
        var levels: [(options: [DropdownOption<ID>], next: Int, parent: Int32)] = []
        for option in newOptions {
            guard identifiers.append(option.id) else {  // C3: the first occurrence wins
                duplicates.append(option.id)
                continue
            }
            if let reason = option.disabledReason { disabledReasons[first + addition.count] = reason }
            addition.append(option, parent: -1)
            guard !option.children.isEmpty else { continue }
            levels.append((option.children, 0, Int32(first + addition.count - 1)))
            while var level = levels.popLast() {
                while level.next < level.options.count {
                    let child = level.options[level.next]
                    level.next += 1
                    guard identifiers.append(child.id) else {  // C3, with the option's children
                        duplicates.append(child.id)
                        continue
                    }
                    if let reason = child.disabledReason { disabledReasons[first + addition.count] = reason }
                    addition.append(child, parent: level.parent)
                    if !child.children.isEmpty {  // its children first, then the rest
                        levels.append(level)
                        levels.append((child.children, 0, Int32(first + addition.count - 1)))
                        break
                    }
                }
            }
        }
        if !duplicates.isEmpty && machine.configuration.reportsDuplicateIDs {
            debugDiagnostic(
                "duplicate option ids, later occurrences ignored: "
                    + duplicates.prefix(10).map { String(describing: $0) }.joined(separator: ", "))
        }
        storedDuplicateIDs = first == 0 ? duplicates : storedDuplicateIDs + duplicates
        return addition
    }

    /// H1: notes which options from `first` on the catalog disables although their own flag does
    /// not, so that ``options`` gives each its own flag back. O(new options) in a tree, else O(1).
    @usableFromInline
    mutating func noteDisabledByTree(in catalog: OptionCatalog, ownFlags: [Bool], from first: Int) {
        guard catalog.tree != nil else { return }
        for offset in ownFlags.indices where catalog.disabled[first + offset] && !ownFlags[offset] {
            disabledByTree.insert(first + offset)
        }
    }

    /// C2, H1: re-expresses a selection (identifiers with their labels) against the current options,
    /// keeping or dropping the identifiers that are not among them as the policy says. A parent is
    /// never selected: its identifier is dropped.
    @inlinable
    mutating func renumberSelection(_ selected: [(id: ID, label: String?)]) {
        let keeps = machine.configuration.vanishedSelection == .keep
        var indices: [Int] = []
        var kept: [(id: ID, label: String?)] = []
        var dropped = false
        for entry in selected {
            if let index = identifiers.index(of: entry.id) {
                if machine.catalog.isParent(index) { dropped = true } else { indices.append(index) }
            } else if keeps {
                kept.append(entry)
            } else {
                dropped = true
            }
        }
        vanished = kept
        machine.selected.renumber(indices: indices, vanishedCount: kept.count, dropped: dropped)
    }
}

// MARK: - DropdownState+Requirement

extension DropdownState {
    // MARK: Required fields (rules V1–V5)

    /// Whether the selection meets the configuration's ``DropdownConfiguration/requirement``: a
    /// value in single mode, at least the minimum in multiple mode (rule V1). Always `true` for an
    /// optional dropdown. O(1).
    public var meetsRequirement: Bool { machine.meetsRequirement }

    /// Whether the field shows its requirement's error now: the requirement is unmet and the person
    /// has had their chance (the list closed once, or the form sent ``DropdownEvent/validate``). It
    /// clears as soon as enough is chosen (rules V2, V3). O(1).
    public var showsRequirementError: Bool { machine.showsRequirementError }

    /// What the field says under itself (rules V3, V5): the requirement's error while it shows
    /// (`errorMessage`, else the built-in "Choose an option" or "Choose at least N"), else the help
    /// text, else nothing.
    ///
    /// - Parameters:
    ///   - help: the developer's help text, shown while no error shows.
    ///   - errorMessage: the developer's words for the error, if any.
    ///   - strings: the built-in words.
    public func fieldMessage(
        help: String? = nil, errorMessage: String? = nil, strings: DropdownStrings = .english
    ) -> DropdownFieldMessage? {
        if showsRequirementError {
            return .error(errorMessage ?? strings.text(forMinimum: machine.effectiveMinimum))
        }
        return help.flatMap { $0.isEmpty ? nil : .help($0) }
    }
}

// MARK: - DropdownState+Rows

extension DropdownState {
    // MARK: Reading one row

    /// The identifiers of the option rows shown, in display order, read on demand: ``visible``
    /// without building its array. O(1) to take, O(1) per identifier.
    ///
    /// It holds the rows and the identifiers, not the state: a view can keep it between events
    /// (the identity of its rows) without holding the options' labels, the selection or the
    /// search index. The state shares that storage with it until the rows change; an event that
    /// appends options while it is kept copies the identifiers once.
    public var visibleIDs: DropdownVisibleIDs<ID> {
        DropdownVisibleIDs(rows: machine.rows, identifiers: identifiers)
    }

    /// The identifier of the option on an option row of ``visible`` (a row below ``visibleCount``).
    /// O(1): no label is read and no option is built, so a front end can identify every row (a
    /// list view's identity pass) at the cost of reading integers.
    public func visibleID(atRow row: Int) -> ID {
        identifiers[machine.rows.optionIndex(atRow: row)]
    }

    /// The label of the option on an option row of ``visible``. O(its length); no option is built
    /// (a parent's subtree is not read).
    public func visibleLabel(atRow row: Int) -> String {
        machine.label(ofRow: row)
    }

    /// The label of the option with an identifier, at any depth, or `nil` when it is not one: what
    /// a back row, a breadcrumb or a search result's path shows. O(its length); no option is built.
    public func label(of id: ID) -> String? {
        identifiers.index(of: id).map { machine.catalog.labels[$0] }
    }

    /// The option with an identifier, at any depth, without its children (`children` is empty, a
    /// parent's too: ``childCount(of:)`` and ``isParent(_:)`` say how many it has), or `nil` when
    /// it is not one. O(its label): a front end that checks an option against its own copy reads
    /// no subtree.
    public func optionWithoutChildren(withID id: ID) -> DropdownOption<ID>? {
        identifiers.index(of: id).map(optionWithoutChildren(atIndex:))
    }

    /// The option at an option index, without its children (``optionWithoutChildren(withID:)``).
    func optionWithoutChildren(atIndex index: Int) -> DropdownOption<ID> {
        let catalog = machine.catalog
        let id = identifiers[index]
        return DropdownOption(
            id: id, label: catalog.labels[index],
            isDisabled: catalog.disabled[index] && !disabledByTree.contains(index),
            section: catalog.sections?[index] ?? nil, disabledReason: disabledReasons[index],
            keywords: catalog.keywords?.keywords(ofOption: index) ?? [])
    }

    /// The number of children of the option with an identifier: 0 for a leaf and for an
    /// identifier that is not an option. O(1).
    public func childCount(of id: ID) -> Int {
        identifiers.index(of: id).map(childCount(ofIndex:)) ?? 0
    }

    /// The number of children of the option at an option index (``childCount(of:)``). O(1).
    func childCount(ofIndex index: Int) -> Int {
        machine.catalog.tree?.children(of: index).count ?? 0
    }

    /// Whether the option on an option row of ``visible`` can be highlighted and chosen: it is not
    /// disabled, not under a disabled parent, and not a parent without an enabled descendant (rules
    /// N1, H1); `false` past the option rows. O(1).
    public func isEnabled(row: Int) -> Bool {
        row < visibleCount && machine.isEnabled(row: row)
    }

    /// The parts of the label on an option row that the search query matched, for emphasis (rule
    /// F8), as offsets of Unicode scalars in the label (`label.unicodeScalars`), adjacent matches
    /// merged; empty without a query and on status rows. ``matchedRanges(atRow:)`` gives the same
    /// parts as indices of a copy of the label; these hold in any copy and need no label. O(m × w)
    /// for one row.
    public func matchedScalarRanges(atRow row: Int) -> [Range<Int>] {
        guard row < visibleCount else { return [] }
        var ranges: [Range<Int>] = []
        for position in machine.matchedPositions(ofOption: machine.rows.optionIndex(atRow: row)) {
            if let last = ranges.last, last.upperBound == position {
                ranges[ranges.count - 1] = last.lowerBound..<(position + 1)
            } else {
                ranges.append(position..<(position + 1))
            }
        }
        return ranges
    }

    /// The labels of an option's ancestors, outermost first: where a search result inside a
    /// submenu sits (rule H6), or a breadcrumb. Empty for a top-level option or an identifier that
    /// is not an option. O(depth), one label read per ancestor.
    public func pathLabels(of id: ID) -> [String] {
        guard let index = identifiers.index(of: id) else { return [] }
        return pathLabels(ofIndex: index)
    }

    /// The labels of the ancestors of the option at `index`, outermost first; empty for a top-level
    /// option. O(depth), and no identifier hashed: a row's path is read by its option's index.
    func pathLabels(ofIndex index: Int) -> [String] {
        guard let ancestors = machine.ancestors(of: index) else { return [] }
        return ancestors.map { machine.catalog.labels[$0] }
    }
}

/// The identifiers of a dropdown's option rows, in display order (``DropdownState/visibleIDs``): a
/// random-access collection read on demand, O(1) per identifier.
public struct DropdownVisibleIDs<ID: Hashable>: RandomAccessCollection {
    private let rows: VisibleRows
    /// Every option's identifier, by option index.
    let identifiers: OptionIdentifiers<ID>

    init(rows: VisibleRows, identifiers: OptionIdentifiers<ID>) {
        self.rows = rows
        self.identifiers = identifiers
    }

    /// The first row: 0.
    public var startIndex: Int { 0 }
    /// The number of option rows.
    public var endIndex: Int { rows.count }

    /// The identifier of the option on a row. O(1).
    public subscript(row: Int) -> ID {
        id(atRow: row)
    }

    /// The identifier of the option on a row. Always inlined: called, it would take this value
    /// with its type's metadata, looked up at each call (R16).
    @inline(__always)
    func id(atRow row: Int) -> ID {
        identifiers[rows.optionIndex(atRow: row)]
    }
}

extension DropdownVisibleIDs: Sendable where ID: Sendable {}

// MARK: - DropdownState+Submenus

extension DropdownState {
    // MARK: Nested options

    /// The parents whose submenus are open, outermost first; empty at the top level, while closed and
    /// while searching (rules H2, H3, H6, H9). A front end draws a back row labelled with the last one
    /// (``option(withID:)``), which sends ``DropdownKey/left``. O(depth).
    public var submenuPath: [ID] { machine.path.map { identifiers[$0] } }

    /// Whether an option is a parent: it opens a submenu and is never selected (rule H1). `false` for
    /// an identifier that is not an option. O(1).
    public func isParent(_ id: ID) -> Bool {
        identifiers.index(of: id).map(machine.catalog.isParent) ?? false
    }

    /// The ancestors of an option, outermost first: empty for a top-level option or an identifier
    /// that is not an option. For breadcrumbs, and for the paths of search results (rule H6). O(depth).
    public func path(of id: ID) -> [ID] {
        guard let index = identifiers.index(of: id), let ancestors = machine.ancestors(of: index) else { return [] }
        return ancestors.map { identifiers[$0] }
    }
}

extension DropdownState {
    // MARK: Preparing the search

    /// Whether the search index that a query searches is built, or none is needed: the list is not
    /// searchable, or its host filters the options (rule L4).
    ///
    /// The first query of a searchable list builds the index of the labels, and the first search of
    /// the best matches makes the masks that bound their scores: for 100,000 file paths some 10 to
    /// 20 milliseconds each on the development machine, paid by that keystroke. ``prepareSearch()`` builds
    /// both beforehand. Appending options while the query is empty drops the index (the next query
    /// builds it again, with them).
    public var isSearchPrepared: Bool { machine.isSearchPrepared }

    /// Whether a front end that has time should call ``prepareSearch()`` now: the index is not
    /// built (``isSearchPrepared``), and no options are loading, since appending options while the
    /// query is empty drops it (rule L2).
    public var shouldPrepareSearch: Bool { machine.shouldPrepareSearch }

    /// Builds the search index and the masks that bound the labels' scores now, so that the first
    /// query does not wait for them (rule F1); nothing a person sees changes.
    ///
    /// A front end calls it when it has time before the first keystroke, on a copy of the state
    /// on another thread if it likes: the terminal prompt does, once its options are in, and takes
    /// the copy if nothing changed the dropdown meanwhile. Does nothing when ``isSearchPrepared``.
    ///
    /// - Complexity: O(total characters of the labels).
    public mutating func prepareSearch() {
        machine.prepareSearch()
    }
}

extension DropdownState {
    // MARK: Options that arrive later

    /// The load state the host last set (rule L1).
    public var loadState: DropdownLoadState { machine.loading.state }

    /// Whether more options exist beyond the ones the dropdown has, as the host last said (rule L3).
    public var hasMoreOptions: Bool { machine.loading.hasMore }

    /// The status rows after the option rows, in order: "Create", then the load status (rules L1, L5).
    /// Their rows are ``visibleCount`` and on.
    public var statusRows: [DropdownStatusRow] { machine.statusRows.all }

    /// The status row on a row (``visibleCount`` and on), or `nil` for an option row or past the end.
    public func statusRow(atRow row: Int) -> DropdownStatusRow? {
        let status = machine.statusRows
        let index = row - visibleCount
        return index >= 0 && index < status.count ? status[index] : nil
    }

    /// The number of rows of the open list: option rows, then status rows. O(1).
    public var rowCount: Int { machine.listRowCount }
}

// MARK: - DropdownState

/// The headless dropdown: its options, whether its list is open, the highlighted row, the selection,
/// the open submenus, the search query and the load state, changed only by events.
///
/// `DropdownState` is a value type with no clock and no UI: a front end sends it the events it
/// receives (``send(_:at:)``) with their times, and draws what the state says. Every rule of the
/// behaviour contract lives here once, for every front end.
///
/// ```swift
/// var state = DropdownState(
///     options: [DropdownOption("Standard"), DropdownOption("Express")],
///     selection: ["Standard"])
/// state.send(.key(.down), at: .zero)     // opens, highlighting "Standard" (rule O2)
/// state.send(.key(.down), at: .zero)     // highlights "Express" (rule N1)
/// state.send(.key(.enter), at: .zero)    // selects "Express" and closes (rule N4)
/// ```
///
/// **Rows.** The open list shows the option rows of the current level (``visible``: the top level,
/// the children of the innermost open parent, or the search results), then the status rows
/// (``statusRows``: "Create", "Loading more…", a failure with retry). Row numbers count the option
/// rows from 0 and continue through the status rows; ``highlightedRow`` may be either kind.
///
/// Complexity: navigation events are O(1) in the number of options, typeahead is O(n) at worst,
/// replacing the options is O(n), appending options is O(appended) without a query.
///
/// **Memory.** The options are kept as columns, not as ``DropdownOption`` values: the labels as one
/// run of UTF-8, the flags, sections and reasons only where some option has them, the children as
/// the tree's shape, and integer identifiers that number the options from 0 not at all. A million
/// short labels cost about 20 bytes each; ``options`` and ``option(withID:)`` rebuild the values.
public struct DropdownState<ID: Hashable> {
    /// The options, in list order, without duplicate identifiers (rule C3): the top-level options,
    /// each with its children. Built from the stored columns on each call: O(n); front ends that
    /// only count them use ``optionCount``, and those that draw rows ``visibleID(atRow:)`` and
    /// ``visibleLabel(atRow:)``.
    public var options: [DropdownOption<ID>] {
        guard let tree = machine.catalog.tree else { return (0..<machine.catalog.count).map(storedOption) }
        return tree.children(of: nil).map { storedOption(Int($0)) }
    }

    /// The number of top-level options (``options``'s count, without building them). O(1).
    public var optionCount: Int { machine.catalog.tree?.topLevel.count ?? machine.catalog.count }
    /// The number of options a search looks through: every option, or in a tree every leaf (rule
    /// H6). A search line's count reads ``matchCount``/``searchableCount``. O(1).
    public var searchableCount: Int { machine.catalog.tree?.leafCount ?? machine.catalog.count }
    /// How many of the ``searchableCount`` options match the query: the results listed, or all of
    /// them while the query is empty (rule H6). O(1).
    public var matchCount: Int { query.isEmpty ? searchableCount : visibleCount }
    /// The identifiers dropped from the options given because an earlier option had the same
    /// identifier (rule C3).
    public var duplicateIDs: [ID] { storedDuplicateIDs }

    /// The identifier of each option index (every option of the tree in reading order: depth
    /// first, a parent before its children), and the index of each identifier. The labels, the
    /// flags, the sections and the tree's shape are the catalog's (`machine.catalog`).
    @usableFromInline var identifiers = OptionIdentifiers<ID>()
    /// The options disabled by the tree rather than by their own flag: under a disabled parent, or
    /// parents without an enabled descendant (rule H1). Empty for a list without children.
    @usableFromInline var disabledByTree: Set<Int> = []
    /// Why each option that has a reason is disabled (rule A2).
    @usableFromInline var disabledReasons: [Int: String] = [:]
    @usableFromInline var storedDuplicateIDs: [ID] = []
    /// Selected identifiers kept although their options left the list (rule C2), with the last label
    /// they had (`nil` when they were never among the options).
    @usableFromInline var vanished: [(id: ID, label: String?)] = []
    /// Everything else, and the rules, over option indices.
    @usableFromInline var machine: DropdownMachine

    /// Creates a closed dropdown.
    ///
    /// - Parameters:
    ///   - options: the options, in list order, each with its children; later duplicates of an
    ///     identifier are dropped (rule C3).
    ///   - selection: the selected identifiers; in single mode only the first counts, identifiers that
    ///     are not among the options follow the vanished-selection policy (rule C2), and parents are
    ///     never selected (rule H1).
    ///   - configuration: the dropdown's settings.
    /// - Complexity: O(n) for n options (children included).
    @inlinable
    public init(
        options: [DropdownOption<ID>], selection: [ID] = [],
        configuration: DropdownConfiguration = .init()
    ) {
        machine = DropdownMachine(configuration: configuration)
        let addition = indexOptions(options)
        let catalog = addition.catalog()
        noteDisabledByTree(in: catalog, ownFlags: addition.disabled, from: 0)
        machine.replaceCatalog(catalog, path: [], keepingHighlightOn: nil)
        let initial = configuration.selectionMode == .single ? Array(selection.prefix(1)) : selection
        var seen = Set<ID>()
        renumberSelection(initial.filter { seen.insert($0).inserted }.map { (id: $0, label: nil) })
    }

    // MARK: Reading the state

    /// The settings of this dropdown. Front ends whose settings arrive after the state is made
    /// (view modifiers) replace them: the next events follow the new settings. The selection mode
    /// is kept (a single selection does not become a multiple one); turning search off clears the
    /// query; another search syntax ranks an active query's matches again (hl stays on its option
    /// while it matches); a page size below 1 counts as 1; a lower selection limit refuses further
    /// additions without removing any (rule M3).
    public var configuration: DropdownConfiguration {
        get { machine.configuration }
        set {
            var settings = newValue
            settings.selectionMode = machine.configuration.selectionMode
            settings.pageSize = max(1, settings.pageSize)
            let isSearchable = settings.isSearchable
            settings.isSearchable = machine.configuration.isSearchable
            let searchSyntax = settings.searchSyntax
            settings.searchSyntax = machine.configuration.searchSyntax
            machine.configuration = settings
            self.isSearchable = isSearchable
            machine.changeSearchSyntax(to: searchSyntax)
        }
    }

    /// Whether the list is open.
    public var isOpen: Bool { machine.isOpen }

    /// The search query; always empty while closed (rule E2).
    public var query: String { machine.query }

    /// The highlighted row, if any: an option row of ``visible`` (below ``visibleCount``), or an
    /// action row of ``statusRows`` after them (rules E2, L1, L5). Always `nil` while closed.
    public var highlightedRow: Int? { machine.highlightedListRow }

    /// The highlighted option row, if hl is on an option: ``highlightedRow`` when it is below
    /// ``visibleCount``, `nil` on an action row (Create, Retry, Load more) or while closed.
    ///
    /// A position such as "N of M options" reads this: on an action row there is no N.
    public var highlightedOptionRow: Int? { machine.highlightedRow }

    /// The highlighted option's identifier, if hl is on an option row; always `nil` while closed
    /// (rule E2).
    public var highlighted: ID? { machine.highlightedOption.map { identifiers[$0] } }

    /// The action of the highlighted row, if hl is on an action row (rules L1, L5).
    public var highlightedAction: DropdownAction? { machine.highlightedAction }

    /// The selected identifiers, in option order (or in the order chosen, as the configuration's
    /// ``DropdownConfiguration/selectionOrder`` says), followed by any kept vanished ones (rules M3,
    /// C2). At most one in single mode; never a parent (rule H1). O(k) for k selected.
    @inlinable
    public var selection: [ID] {
        // A closure, not `\.id`: a key path in generic code is made anew at each call.
        selectedIndices.map { identifiers[$0] } + vanished.map { $0.id }
    }

    /// The labels of the selection as the field shows them, in ``selection`` order: each option's
    /// label, or its path ("More Fruits › watermelon") when the configuration ``DropdownConfiguration/showsPath``.
    /// A vanished option keeps its last label; an identifier never among the options is described
    /// (rule C2).
    public var selectedLabels: [String] {
        selectedIndices.map(fieldLabel(ofOption:))
            + vanished.map { $0.label ?? String(describing: $0.id) }
    }

    /// The option indices of the selection, in the configured order (rule M3).
    @inlinable
    var selectedIndices: [Int] {
        machine.configuration.selectionOrder == .chosen ? machine.selected.chosenOrder : machine.selected.indices
    }

    /// The label the field shows for an option: its label, or its path with ``DropdownConfiguration/showsPath``.
    @usableFromInline
    func fieldLabel(ofOption index: Int) -> String {
        guard machine.configuration.showsPath, let ancestors = machine.ancestors(of: index) else {
            return machine.catalog.labels[index]
        }
        return (ancestors + [index]).map { machine.catalog.labels[$0] }
            .joined(separator: machine.configuration.pathSeparator)
    }

    /// The label to show for a selected identifier, as ``selectedLabels`` shows it: its option's
    /// label (or path), the last label a vanished selected option had (rule C2), or a description of
    /// the identifier when no label was ever known.
    public func selectedLabel(of id: ID) -> String {
        if let index = identifiers.index(of: id) { return fieldLabel(ofOption: index) }
        if let kept = vanished.first(where: { $0.id == id }), let label = kept.label { return label }
        return String(describing: id)
    }

    /// The option with an identifier, at any depth, if it is one. O(its label), and O(its subtree)
    /// for a parent; ``label(of:)`` reads only the label.
    public func option(withID id: ID) -> DropdownOption<ID>? {
        identifiers.index(of: id).map(storedOption)
    }

    /// The option at an option index, rebuilt from the columns: O(its label), and O(its subtree)
    /// for a parent.
    func storedOption(_ index: Int) -> DropdownOption<ID> {
        let catalog = machine.catalog
        var children: [DropdownOption<ID>] = []
        if let tree = catalog.tree, tree.isParent(index) {
            children = tree.children(of: index).map { storedOption(Int($0)) }
        }
        return DropdownOption(
            id: identifiers[index], label: catalog.labels[index],
            isDisabled: catalog.disabled[index] && !disabledByTree.contains(index),
            section: catalog.sections?[index] ?? nil, disabledReason: disabledReasons[index],
            keywords: catalog.keywords?.keywords(ofOption: index) ?? [], children: children)
    }

    /// The identifiers of the option rows shown, in display order: the current level, or the search
    /// results. O(n); front ends that draw a window of rows use ``visibleCount`` and
    /// ``visibleID(atRow:)`` instead.
    public var visible: [ID] {
        (0..<machine.rows.count).map { identifiers[machine.rows.optionIndex(atRow: $0)] }
    }

    /// The number of option rows shown (the current level, or the search results). O(1).
    public var visibleCount: Int { machine.rows.count }

    /// The option shown on an option row of ``visible`` (a row below ``visibleCount``). O(its
    /// label), and O(its subtree) for a parent; a front end that needs only the row's identifier,
    /// label or flags reads them with ``visibleID(atRow:)``, ``visibleLabel(atRow:)`` and
    /// ``isEnabled(row:)``, which build no option.
    public func visibleOption(atRow row: Int) -> DropdownOption<ID> {
        storedOption(machine.rows.optionIndex(atRow: row))
    }

    /// The option row of ``visible`` that shows an option, or `nil` when it is not shown. O(1) at a
    /// level; O(rows) among search results.
    public func row(of id: ID) -> Int? {
        // Not `flatMap(machine.row(ofOption:))`: the method as a value would copy the machine.
        guard let index = identifiers.index(of: id) else { return nil }
        return machine.row(ofOption: index)
    }

    /// Whether an option is selected. O(log k) for k selected.
    public func isSelected(_ id: ID) -> Bool {
        if let index = identifiers.index(of: id) { return machine.selected.contains(index) }
        return vanished.contains { $0.id == id }
    }

    /// Whether the option on a row of ``visible`` is selected; `false` for a status row. O(log k) for
    /// k selected.
    public func isSelected(row: Int) -> Bool {
        row < visibleCount && machine.selected.contains(machine.rows.optionIndex(atRow: row))
    }

    /// The row the list should keep in view: the highlighted row, else the first selected row that is
    /// shown (rule P4).
    public var scrollTarget: Int? {
        machine.highlightedListRow ?? machine.selected.indices.lazy.compactMap(machine.row(ofOption:)).first
    }

    /// The ranges of an option's label that the search query matched, for emphasis (rule F8); empty
    /// without a query and on status rows. Computed on demand for the rows a front end draws: O(m × w)
    /// for one row.
    public func matchedRanges(atRow row: Int) -> [Range<String.Index>] {
        guard row < visibleCount else { return [] }
        let index = machine.rows.optionIndex(atRow: row)
        let positions = machine.matchedPositions(ofOption: index)
        guard !positions.isEmpty else { return [] }
        let label = machine.catalog.labels[index]
        var ranges: [Range<String.Index>] = []
        var scalarIndex = label.unicodeScalars.startIndex
        var offset = 0
        for position in positions {
            scalarIndex = label.unicodeScalars.index(scalarIndex, offsetBy: position - offset)
            offset = position
            let end = label.unicodeScalars.index(after: scalarIndex)
            if let last = ranges.last, last.upperBound == scalarIndex {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(scalarIndex..<end)
            }
        }
        return ranges
    }

    /// Where section headers go among the rows, and the status rows after them; no headers while a
    /// query ranks the rows.
    public var sectionLayout: DropdownSectionLayout {
        machine.sectionLayout.withStatusRows(machine.statusRows.count)
    }

    /// What the open list shows when it has no option rows: "No options", "No matches", "Loading…" or
    /// the failure (rules O6, F7, L1). Status rows may follow it (a retry or a "Create" row).
    public var emptyState: DropdownEmptyState? { machine.emptyState }

    /// Whether typed characters edit a search query (rule F3). Front ends whose search is configured
    /// after the state is made (a view modifier) set it; turning search off clears the query.
    public var isSearchable: Bool {
        get { machine.configuration.isSearchable }
        set {
            guard newValue != machine.configuration.isSearchable else { return }
            machine.configuration.isSearchable = newValue
            if !newValue && !machine.query.isEmpty { _ = machine.replaceQuery("") }
        }
    }

    /// How many rows PageUp and PageDown move (rule N3), and how near the end paging asks for more
    /// (rule L3): the configuration's, until the front end says with
    /// ``DropdownEvent/setPageSize(_:)`` how many rows it shows.
    public var pageSize: Int { machine.configuration.pageSize }
}

extension DropdownState: Sendable where ID: Sendable {}

/// What an open list without option rows says instead (rules O6, F7, L1). ``DropdownStrings`` gives
/// its words (`text(forEmptyState:)`).
public enum DropdownEmptyState: Sendable, Hashable {
    /// The dropdown has no options at all.
    case noOptions
    /// The search query matches no option.
    case noMatches
    /// Options are loading: "Loading…" (rule L1).
    case loading
    /// The load failed: the host's message, with a retry row below it (rule L1).
    case failed(message: String)
}
