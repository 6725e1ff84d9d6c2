// DropdownSession: focus (R9, R10, A3).

extension DropdownSession {
    /// The opening (or closing) animation finished, or a retry is due: makes the attempts that
    /// are pending (VoiceOver focus on the row, keyboard focus in the search field, VoiceOver
    /// focus back on the field). Returns whether any was made (the views carry it out). Each
    /// VoiceOver focus attempt holds announcements until focus settles.
    @_spi(Session) public mutating func focusAttemptsDue(at time: Duration) -> Bool {
        let row = state.isOpen ? rowFocus.attemptDue() : nil
        let search = state.isOpen ? searchFieldFocus.attemptDue() : nil
        let field = state.isOpen ? nil : fieldAccessibilityFocus.attemptDue()
        if row != nil || field != nil { announcements.focusWasSet(at: time) }
        return row != nil || search != nil || field != nil
    }

    /// The search field appeared: its first attempt at keyboard focus, if one is asked for.
    @_spi(Session) public mutating func searchFieldAppeared() -> Bool {
        searchFieldFocus.attemptDue() != nil
    }

    /// The search field submitted (Return, whichever path delivered it): whether to give it
    /// keyboard focus again now, when the Return left the list open (R9). The view makes one more
    /// attempt on the next turn, after the field has ended its editing
    /// (``searchFieldFocusAttemptDue()``).
    @_spi(Session) public mutating func searchFieldSubmitted() -> Bool {
        searchFieldFocusAttemptDue()
    }

    /// An attempt at keyboard focus in the open list's search field alone, if one is pending: the
    /// follow-up of a submit. A submenu's row focus (H2) keeps its attempts for when its level has
    /// settled (R9), since a level still sliding in is where VoiceOver focus is unreliable.
    @_spi(Session) public mutating func searchFieldFocusAttemptDue() -> Bool {
        state.isOpen && searchFieldFocus.attemptDue() != nil
    }

    /// The field gained or lost keyboard focus.
    @_spi(Session) public mutating func fieldFocusChanged(_ focused: Bool) {
        fieldFocus.focusChanged(to: focused)
    }

    /// The field was tapped or clicked.
    @_spi(Session) public mutating func fieldTapped() {
        fieldFocus.pointerActivated()
    }

    /// A pointer entered or left the field.
    @_spi(Session) public mutating func fieldHovered(_ inside: Bool) {
        fieldFocus.pointerHovered(inside)
    }

    /// A key press reached the dropdown.
    @_spi(Session) public mutating func keyPressed() {
        fieldFocus.keyPressed()
    }
}
