/// The words of the dropdown's accessibility text and empty states, in English by default.
///
/// Front ends pass localized strings to replace them.
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
        listSeparator: String = ", "
    ) {
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
    }

    /// The English strings.
    public static let english = DropdownStrings()

    /// The words for an announcement.
    public func text(for announcement: DropdownAnnouncement) -> String {
        switch announcement {
        case .optionCount(let count): optionCount(count)
        case .noOptions: noOptions
        case .noMatches: noMatches
        case .selected(let label): selected(label)
        case .deselected(let label): deselected(label)
        case .selectionCount(let count): selectedCount(count)
        case .selectionLimitReached(let limit): selectionLimitReached(limit)
        }
    }
}
