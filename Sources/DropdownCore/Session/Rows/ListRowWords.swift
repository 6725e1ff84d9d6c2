/// The built-in words an open list's rows draw (the back row's "Back", a parent's hint, the status
/// rows' "Loading more…", "Retry", "Create “…”", the "Done" a multiple selection ends with for
/// VoiceOver, A7), comparable: the rows' view is rebuilt when the
/// language changes while the list is open, and only then. O(1).
///
/// `DropdownStrings` cannot be compared itself (its counted and filled-in words are closures), so
/// the closures are compared by what they say for a fixed argument.
@_spi(Session) public struct ListRowWords: Equatable, Sendable {
    private let words: [String]

    /// The words `strings` gives the rows.
    @_spi(Session) public init(_ strings: DropdownStrings) {
        let marker = "\u{1}"
        words = [
            strings.back, strings.opensSubmenu, strings.loadingMore, strings.retry, strings.create(marker),
            strings.failedWithRetry(marker), strings.done,
        ]
    }
}
