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
