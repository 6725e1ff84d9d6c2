extension ChangeReports {
    /// What the app hears after the core took new options, a new selection or new settings outside
    /// an event (rules E1, R1, R3): the highlight, when catching up moved it (the highlighted option
    /// was removed or filtered out, a page of options arrived). `nil` when it did not move. O(1).
    @_spi(Session) public mutating func takeAfterCatchingUp(state: DropdownState<ID>) -> Report? {
        take([.highlight], state: state)
    }
}
