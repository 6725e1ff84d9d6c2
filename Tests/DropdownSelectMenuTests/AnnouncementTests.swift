import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Announcements: when and what (A4, R9)")
struct AnnouncementTests {
    func ms(_ value: Int) -> Duration { .milliseconds(value) }

    /// A scheduler told at 0 ms that focus is moving, then given a count of 5 options to announce.
    func countAfterFocusMoved() -> AnnouncementScheduler {
        var scheduler = AnnouncementScheduler()
        scheduler.focusWillMove(at: ms(0))
        scheduler.add(.optionCount(5), afterQueryChange: false, at: ms(0))
        return scheduler
    }

    @Test("A4 (8): typing announces the result of the last query only, after typing pauses")
    func debounced() {
        var scheduler = AnnouncementScheduler()
        scheduler.add(.optionCount(40), afterQueryChange: true, at: ms(0))
        scheduler.add(.optionCount(12), afterQueryChange: true, at: ms(120))
        scheduler.add(.optionCount(3), afterQueryChange: true, at: ms(240))
        #expect(scheduler.takeDue(at: ms(500)) == nil)
        #expect(scheduler.nextDeadline == ms(840))
        #expect(scheduler.takeDue(at: ms(840)) == .optionCount(3))
        #expect(scheduler.takeDue(at: ms(2000)) == nil)  // posted once
    }

    @Test("9 (R9): an announcement waits for focus to settle after it moved")
    func waitsForFocus() {
        var scheduler = countAfterFocusMoved()
        #expect(scheduler.takeDue(at: ms(100)) == nil)
        scheduler.focusWasSet(at: ms(100))  // the row appeared and took VoiceOver focus
        #expect(scheduler.nextDeadline == ms(550))
        #expect(scheduler.takeDue(at: ms(549)) == nil)
        #expect(scheduler.takeDue(at: ms(550)) == .optionCount(5))
    }

    @Test("9 (R9): a focus move that never completes holds an announcement at most one second")
    func boundedHold() {
        var scheduler = countAfterFocusMoved()
        #expect(scheduler.takeDue(at: ms(999)) == nil)
        #expect(scheduler.takeDue(at: ms(1000)) == .optionCount(5))
    }

    @Test("A4: a commit replaces the count of a query typed just before")
    func commitReplaces() {
        var scheduler = AnnouncementScheduler()
        scheduler.add(.optionCount(3), afterQueryChange: true, at: ms(0))
        scheduler.add(.selected(label: "Cherry"), afterQueryChange: false, at: ms(100))
        #expect(scheduler.takeDue(at: ms(100)) == .selected(label: "Cherry"))
        #expect(scheduler.takeDue(at: ms(1000)) == nil)
    }

    @Test("A4 (8): a session typing a query posts one announcement, after the pause")
    func sessionTyping() {
        var harness = Harness(["Apple", "Apricot", "Banana", "Blueberry", "Cherry"])
        harness.makeSearchable()
        harness.send(.tapField)
        _ = harness.session.focusAttemptsDue(at: harness.time)  // the list settled; focus moved
        for query in ["a", "ap", "apr"] { harness.send(.setQuery(query), after: 100) }
        var posted: [DropdownAnnouncement] = []
        var time = harness.time
        while time < harness.time + .seconds(2) {
            if let announcement = harness.session.takeDueAnnouncement(at: time) { posted.append(announcement) }
            time += .milliseconds(50)
        }
        #expect(posted == [.optionCount(1)])
    }
}

@Suite("Announcement priority (A4)")
struct AnnouncementPriorityTests {
    @Test("17 (A4): counts wait for VoiceOver's speech; the answer to a commit does not")
    func queued() {
        #expect(AnnouncementScheduler.isQueued(.optionCount(3)))
        #expect(AnnouncementScheduler.isQueued(.noMatches))
        #expect(AnnouncementScheduler.isQueued(.noOptions))
        #expect(!AnnouncementScheduler.isQueued(.selected(label: "Express")))
        #expect(!AnnouncementScheduler.isQueued(.selectionLimitReached(limit: 2)))
    }
}
