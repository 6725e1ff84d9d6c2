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
