/// When the SwiftUI layer posts the announcements the core decides on (rules A4, R9).
///
/// The core says *what* to announce after each event; *when* to post it is a matter of the
/// platform's screen reader, so it lives here rather than in the core (whose other front end, the
/// terminal, writes its text to the screen for the screen reader to read, and has no timing
/// problem). VoiceOver drops an announcement that is posted while it is speaking a newly focused
/// element, and a series of announcements interrupt one another. So:
/// - the announcement after a query change ("3 options", "No matches") waits for typing to pause
///   (``queryQuietPeriod``), and a newer one replaces it: only the last query is announced;
/// - while focus is moving (into the list when it opens, back to the field when it closes), an
///   announcement waits until focus has settled (``focusSettleDelay`` after it was set), or at most
///   ``longestHold`` if the focus move never completes;
/// - a newer announcement replaces a pending one (after a commit, the count of a query typed just
///   before is no longer news).
///
/// Times are durations since any fixed origin; the scheduler reads no clock.
@_spi(Session) public struct AnnouncementScheduler: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// How long typing must pause before the result of a query is announced.
    @_spi(Session) public static var queryQuietPeriod: Duration { .milliseconds(600) }
    /// How long after focus was set an announcement waits, so VoiceOver has begun reading the
    /// focused element and queues the announcement after it instead of dropping it.
    @_spi(Session) public static var focusSettleDelay: Duration { .milliseconds(450) }
    /// The longest an announcement waits for a focus move that does not complete.
    @_spi(Session) public static var longestHold: Duration { .seconds(1) }

    /// The announcement waiting to be posted, if any.
    @_spi(Session) public private(set) var pending: DropdownAnnouncement?
    /// When it may be posted (ignoring a focus hold).
    private var due: Duration = .zero
    /// While focus is moving: when the hold ends at the latest, or after focus settled.
    private var holdUntil: Duration?

    /// Adds an announcement made at `time`; `afterQueryChange` when a query change caused it.
    @_spi(Session) public mutating func add(
        _ announcement: DropdownAnnouncement, afterQueryChange: Bool, at time: Duration
    ) {
        pending = announcement
        due = afterQueryChange ? time + Self.queryQuietPeriod : time
    }

    /// Focus starts moving at `time` to a target that may not exist yet.
    @_spi(Session) public mutating func focusWillMove(at time: Duration) {
        holdUntil = time + Self.longestHold
    }

    /// Focus was set at `time`; announcements wait until it has settled.
    @_spi(Session) public mutating func focusWasSet(at time: Duration) {
        let settled = time + Self.focusSettleDelay
        holdUntil = min(holdUntil ?? settled, settled)
    }

    /// When the pending announcement is due, if there is one.
    @_spi(Session) public var nextDeadline: Duration? {
        guard pending != nil else { return nil }
        return max(due, holdUntil ?? due)
    }

    /// The announcement to post at `time`, if one is due; it is then no longer pending.
    @_spi(Session) public mutating func takeDue(at time: Duration) -> DropdownAnnouncement? {
        guard let deadline = nextDeadline, time >= deadline else { return nil }
        defer {
            pending = nil
            if let holdUntil, time >= holdUntil { self.holdUntil = nil }
        }
        return pending
    }
}

extension AnnouncementScheduler {
    /// Whether an announcement is queued behind what VoiceOver is saying rather than spoken at
    /// once: the number of options after opening or a query (which follows the focused row's own
    /// description), not the answer to a commit or a refused addition (rule A4).
    @_spi(Session) public static func isQueued(_ announcement: DropdownAnnouncement) -> Bool {
        switch announcement {
        case .optionCount, .noOptions, .noMatches, .selectionCount: true
        default: false
        }
    }
}
