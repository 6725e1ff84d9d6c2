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
