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
