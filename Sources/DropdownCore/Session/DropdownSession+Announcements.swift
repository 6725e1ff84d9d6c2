// DropdownSession: announcements (A4, R9).

extension DropdownSession {
    /// The announcement to post at `time`, if one is due.
    @_spi(Session) public mutating func takeDueAnnouncement(at time: Duration) -> DropdownAnnouncement? {
        announcements.takeDue(at: time)
    }
}
