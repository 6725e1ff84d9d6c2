/// The words of the dropdown: its accessibility text, empty states, status rows and summaries.
///
/// ``english`` and the initializer's defaults are English; ``init(language:)`` gives the built-in
/// translation of every word into a ``DropdownLanguage`` (German, French, Spanish, Portuguese,
/// Italian, Japanese, Chinese, Korean, Russian, Polish, Arabic, Hebrew), with each language's plural
/// forms. Any word can be replaced, for one dropdown or an app:
///
/// ```swift
/// var strings = DropdownStrings(language: .german)
/// strings.noOptions = "Keine Filialen in der Nähe"
/// ```
public struct DropdownStrings: Sendable {
    /// The field's hint while closed (rule A1): "Opens the list", the origin's words.
    public var showsOptions: String
    /// The field's hint while open (rule A1): "Closes the list", the origin's words.
    public var hidesOptions: String
    /// The empty state of a list without options (rule O6).
    public var noOptions: String
    /// The empty state of a search without results (rule F7).
    public var noMatches: String
    /// "N options" (rule A4).
    public var optionCount: @Sendable (Int) -> String
    /// "<label>, selected" (rule A4).
    public var selected: @Sendable (String) -> String
    /// "<label>, not selected".
    public var deselected: @Sendable (String) -> String
    /// The announcement when a multiple selection is full (rule M3).
    public var selectionLimitReached: @Sendable (Int) -> String
    /// "N selected", the summary of a selection too long to list (rule M5).
    public var selectedCount: @Sendable (Int) -> String
    /// The separator between labels in a selection summary (rule M5).
    public var listSeparator: String
    /// A parent row's hint (rule H8).
    public var opensSubmenu: String
    /// "<parent>, N options", announced when a submenu opens (rule H8).
    public var submenuOpened: @Sendable (String, Int) -> String
    /// The empty state, and the announcement, while options load (rules L1, L6).
    public var loading: String
    /// The status row after the options while more load (rule L1).
    public var loadingMore: String
    /// The retry row after a failure (rule L1).
    public var retry: String
    /// The status row after the options when a load failed: the message and the retry action (rule L1).
    public var failedWithRetry: @Sendable (String) -> String
    /// "Create “text”", the row that creates an option (rule L5).
    public var create: @Sendable (String) -> String
    /// The name of the top level, announced when a list goes back up to it and the front end knows
    /// no title (rule H8).
    public var topLevel: String
    /// "Back": what assistive technology calls a submenu's back row, which goes up one level
    /// (rule H3); the parent's label follows as its value.
    public var back: String
    /// The prompt of a search field (rules F1–F8).
    public var searchPrompt: String
    /// What a field shows with nothing selected, when the app gives no placeholder.
    public var placeholder: String
    /// The error of a required field with nothing chosen (rule V3): "Choose an option".
    public var requiredChoice: String
    /// The error of a multiple selection that needs more (rule V3): "Choose at least N".
    public var minimumChoices: @Sendable (Int) -> String
    /// The button that closes a list shown as a sheet, once the person has chosen: "Done".
    public var done: String
    /// The button that closes a list shown as a sheet without choosing, when choosing one option
    /// would close it: "Cancel".
    public var cancel: String
    /// What assistive technology calls a field's error, before its words (rule V3): "Error".
    public var errorLabel: String
    /// What assistive technology calls a field's help text, before its words (rule V5): "Help".
    public var helpLabel: String

    /// Creates a set of strings; every one defaults to English.
    public init(
        showsOptions: String = "Opens the list",
        hidesOptions: String = "Closes the list",
        noOptions: String = "No options",
        noMatches: String = "No matches",
        optionCount: @escaping @Sendable (Int) -> String = { $0 == 1 ? "1 option" : "\($0) options" },
        selected: @escaping @Sendable (String) -> String = { "\($0), selected" },
        deselected: @escaping @Sendable (String) -> String = { "\($0), not selected" },
        selectionLimitReached: @escaping @Sendable (Int) -> String = {
            "Selection limit reached: at most \($0)"
        },
        selectedCount: @escaping @Sendable (Int) -> String = { "\($0) selected" },
        listSeparator: String = ", ",
        opensSubmenu: String = "Opens a submenu",
        submenuOpened: @escaping @Sendable (String, Int) -> String = {
            "\($0), \($1 == 1 ? "1 option" : "\($1) options")"
        },
        loading: String = "Loading…",
        loadingMore: String = "Loading more…",
        retry: String = "Retry",
        failedWithRetry: @escaping @Sendable (String) -> String = { "\($0) · Retry" },
        create: @escaping @Sendable (String) -> String = { "Create “\($0)”" },
        topLevel: String = "Top level",
        back: String = "Back",
        searchPrompt: String = "Search",
        placeholder: String = "Choose",
        requiredChoice: String = "Choose an option",
        minimumChoices: @escaping @Sendable (Int) -> String = { "Choose at least \($0)" },
        done: String = "Done",
        errorLabel: String = "Error",
        helpLabel: String = "Help",
        cancel: String = "Cancel"
    ) {
        self.requiredChoice = requiredChoice
        self.minimumChoices = minimumChoices
        self.showsOptions = showsOptions
        self.hidesOptions = hidesOptions
        self.noOptions = noOptions
        self.noMatches = noMatches
        self.optionCount = optionCount
        self.selected = selected
        self.deselected = deselected
        self.selectionLimitReached = selectionLimitReached
        self.selectedCount = selectedCount
        self.listSeparator = listSeparator
        self.opensSubmenu = opensSubmenu
        self.submenuOpened = submenuOpened
        self.loading = loading
        self.loadingMore = loadingMore
        self.retry = retry
        self.failedWithRetry = failedWithRetry
        self.create = create
        self.topLevel = topLevel
        self.back = back
        self.searchPrompt = searchPrompt
        self.placeholder = placeholder
        self.done = done
        self.cancel = cancel
        self.errorLabel = errorLabel
        self.helpLabel = helpLabel
    }

    /// The English strings.
    public static let english = DropdownStrings()

    /// The words for an announcement; `title` names the top level when the list goes back up to it
    /// (rule H8).
    public func text(for announcement: DropdownAnnouncement, title: String) -> String {
        if case .submenuClosed(nil) = announcement { return title }
        return text(for: announcement)
    }

    /// The words for an announcement; going back up to the top level says ``topLevel`` (front ends
    /// that know the dropdown's title pass it to ``text(for:title:)`` instead).
    public func text(for announcement: DropdownAnnouncement) -> String {
        switch announcement {
        case .submenuOpened(let label, let count): submenuOpened(label, count)
        case .submenuClosed(let label): label ?? topLevel
        case .loading: loading
        case .loadFailed(let message): message
        case .optionCount(let count): optionCount(count)
        case .noOptions: noOptions
        case .noMatches: noMatches
        case .selected(let label): selected(label)
        case .deselected(let label): deselected(label)
        case .selectionCount(let count): selectedCount(count)
        case .selectionLimitReached(let limit): selectionLimitReached(limit)
        }
    }

    /// The error of a requirement that is not met (rule V3): ``requiredChoice`` for one option,
    /// ``minimumChoices`` for more.
    public func text(forMinimum minimum: Int) -> String {
        minimum > 1 ? minimumChoices(minimum) : requiredChoice
    }

    /// The words of an empty state (rules O6, F7, L1).
    public func text(forEmptyState emptyState: DropdownEmptyState) -> String {
        switch emptyState {
        case .noOptions: noOptions
        case .noMatches: noMatches
        case .loading: loading
        case .failed(let message): message
        }
    }

    /// The words of a status row (rules L1, L5).
    public func text(forStatusRow statusRow: DropdownStatusRow) -> String {
        switch statusRow {
        case .create(let text): create(text)
        case .loadingMore: loadingMore
        case .failed(let message): failedWithRetry(message)
        case .retry: retry
        }
    }
}
