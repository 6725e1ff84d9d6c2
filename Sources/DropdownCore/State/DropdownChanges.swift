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
