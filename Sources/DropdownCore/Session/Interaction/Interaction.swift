// MARK: - AnnouncementScheduler

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

// MARK: - EventOrigin

/// Where an event came from: the person, or the program (a bound value, `isPresented`, another
/// dropdown opening, rule O8).
@_spi(Session) public enum EventOrigin: Hashable, Sendable {
    /// The person: a tap, a click or a key.
    case user
    /// The program: the app changed the bound selection or `isPresented`, a form validated, or
    /// another dropdown opened.
    case program
}

// MARK: - FocusPolicy

/// Whether the field shows that it has keyboard focus (rule R10).
///
/// The dropdown gives its field keyboard focus when it opens or closes, so that arrows and
/// typeahead keep working after a tap; and on a Mac a click focuses a focusable view. Drawing the
/// focus border whenever the field has focus would therefore leave a tinted border after every tap.
/// As the web's `:focus-visible`, focus is drawn only when it came from the keyboard: focus that
/// arrived by Tab or Full Keyboard Access, or any key pressed while focused. A tap or click, and
/// focus the dropdown set itself, do not show it.
@_spi(Session) public struct FieldFocusAppearance: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// Whether the field has keyboard focus.
    @_spi(Session) public private(set) var hasFocus = false
    /// Whether the last input that concerned the field came from the keyboard.
    @_spi(Session) public private(set) var cameFromKeyboard = false
    /// Whether a pointer is over the field (a click focuses before it activates).
    @_spi(Session) public private(set) var isPointerInside = false
    /// Whether the dropdown itself asked for the focus that is about to arrive.
    ///
    /// It lasts until the next event that concerns the field's focus: the focus arriving (or
    /// leaving), a key press, or a tap or click. No clock or turn of the run loop ends it, since
    /// nothing documents in which turn SwiftUI applies a focus write and reports it. Should the
    /// focus never arrive (a focusable view on an iPhone without a keyboard) and Tab later bring
    /// it, that focus counts as the dropdown's own, and the focus is drawn from the first key
    /// pressed in the field.
    private var expectsOwnFocus = false
    /// Whether the focus the dropdown asked for follows a key press (a list closed by Return,
    /// Escape or Tab from its search field): it arrives as keyboard focus.
    private var expectsKeyboardFocus = false

    /// Whether the style should draw the field as focused.
    @_spi(Session) public var showsFocus: Bool { hasFocus && cameFromKeyboard }

    /// The dropdown is about to give the field focus itself (after opening or closing); nothing
    /// arrives when the field has it already.
    ///
    /// `afterKey` when a key press caused it (a list closed from its search field by Return,
    /// Escape or Tab): the person is using the keyboard, so the focus that arrives is drawn, as
    /// the web's `:focus-visible` draws focus a script moved after a key press.
    @_spi(Session) public mutating func willFocusField(afterKey: Bool = false) {
        if !hasFocus {
            expectsOwnFocus = true
            expectsKeyboardFocus = afterKey
        } else if afterKey {
            cameFromKeyboard = true
        }
    }

    /// The field gained or lost keyboard focus. Focus that arrives unasked while no pointer is over
    /// the field came from the keyboard (Tab, Full Keyboard Access).
    @_spi(Session) public mutating func focusChanged(to focused: Bool) {
        if focused && !hasFocus {
            if expectsOwnFocus ? expectsKeyboardFocus : !isPointerInside { cameFromKeyboard = true }
        }
        expectsOwnFocus = false
        expectsKeyboardFocus = false
        hasFocus = focused
        if !focused { cameFromKeyboard = false }
    }

    /// The field was tapped or clicked.
    @_spi(Session) public mutating func pointerActivated() {
        cameFromKeyboard = false
        expectsOwnFocus = false
        expectsKeyboardFocus = false
    }

    /// A pointer entered or left the field (iPad pointer, Mac).
    @_spi(Session) public mutating func pointerHovered(_ inside: Bool) {
        isPointerInside = inside
    }

    /// A key press reached the dropdown while it had focus.
    @_spi(Session) public mutating func keyPressed() {
        if hasFocus { cameFromKeyboard = true }
        expectsOwnFocus = false
        expectsKeyboardFocus = false
    }
}

/// What should hold keyboard focus after an event.
@_spi(Session) public enum KeyboardFocusTarget: Hashable, Sendable {
    /// The field (keys go to its key handler).
    case field
    /// The search field at the top of the list.
    case searchField
}

/// Where keyboard focus and accessibility focus go when a list opens or closes (rules A3, R9).
@_spi(Session) public enum FocusPlan {
    /// Keyboard focus after an event: into the search field when a searchable list opens, onto the
    /// field when a list without one opens (so keys reach the list after a tap), and back onto the
    /// field when the person closed the list from inside it (Escape, Return, a row). Nothing when
    /// the program closed it (another dropdown opened, rule O8), when a tap outside closed it (the
    /// person went elsewhere), or when the key was not consumed (Tab moves focus on, rule N6).
    @_spi(Session) public static func keyboardFocus<ID>(
        after event: DropdownEvent<ID>, origin: EventOrigin, result: DropdownEventResult, isSearchable: Bool
    ) -> KeyboardFocusTarget? {
        if result.changes.contains(.opened) { return isSearchable ? .searchField : .field }
        guard result.changes.contains(.closed), origin == .user, result.isHandled else { return nil }
        if case .tapOutside = event { return nil }
        return .field
    }

    /// Whether keyboard focus goes back to the search field after an event (rule R9): Return there
    /// ends the text field's editing, and the list stays open when it switched an option of a
    /// multiple selection (M2), opened a submenu (H2) or created an option in one (L5).
    static func keepsSearchFieldFocus<ID>(
        after event: DropdownEvent<ID>, result: DropdownEventResult, isSearchable: Bool
    ) -> Bool {
        guard isSearchable, case .key(.enter, _) = event else { return false }
        return result.changes.isDisjoint(with: [.opened, .closed])
    }

    /// Whether VoiceOver focus returns to the field after an event (rule A3): when the list closed,
    /// unless the program closed it (another dropdown took over, rule O8) or Tab moved on.
    @_spi(Session) public static func returnsAccessibilityFocus(origin: EventOrigin, result: DropdownEventResult)
        -> Bool
    {
        result.changes.contains(.closed) && origin == .user && result.isHandled
    }
}

/// A focus move made in attempts, after the views it targets have settled (rule R9).
///
/// Setting `AccessibilityFocusState` on an element while it is being inserted, inside a modal
/// that animates in, is the well-known unreliable case, and the write's own echo (the state holds
/// the value just written) says nothing about whether VoiceOver moved. So focus is set when the
/// opening (or closing) animation has finished, and once more a moment later while the list is
/// still open, a bounded number of times in all; each attempt is a new value of ``attempt`` that
/// the view observes and carries out, reading its focus state as ``FocusWrite`` says.
@_spi(Session) public struct FocusAttempts<Target: Hashable>: Hashable {
    /// Creates one with no focus requested.
    @_spi(Session) public init() {}

    /// The most attempts made for one request: when its target appears (a search field), when
    /// the animation finished, and once more ``retryDelay`` later.
    @_spi(Session) public static var maximumAttempts: Int { 3 }
    /// How long after the animation finished the last attempt is made.
    @_spi(Session) public static var retryDelay: Duration { .milliseconds(300) }

    /// The target of the pending focus move, if any.
    @_spi(Session) public private(set) var target: Target?
    /// Changes with each attempt: the view sets focus on ``target`` when it does.
    @_spi(Session) public private(set) var attempt = 0
    /// The attempts made for the current target.
    private(set) var made = 0

    /// Asks for focus on `target` (`nil`: no request).
    @_spi(Session) public mutating func request(_ target: Target?) {
        self.target = target
        made = 0
    }

    /// An attempt is due: counts it and returns the target to focus, or `nil` when there is no
    /// request or every attempt was made.
    @_spi(Session) public mutating func attemptDue() -> Target? {
        guard let target, made < Self.maximumAttempts else { return nil }
        made += 1
        attempt &+= 1
        return target
    }

    /// Forgets the request.
    @_spi(Session) public mutating func cancel() {
        target = nil
        made = 0
    }
}

extension FocusAttempts: Sendable where Target: Sendable {}

// MARK: - FocusWrite

/// How a view carries out one focus attempt on its focus state (rule R9).
///
/// A first attempt writes the target. A focus state keeps the value last written, and writing the
/// same value again is no change, so SwiftUI makes no new request: a first attempt on a state that
/// already holds its target (left from an earlier request: the field after an earlier close)
/// clears it, and writes the target on the next turn.
///
/// A retry reads the state instead. `AccessibilityFocusState` is two-way: SwiftUI updates it when
/// VoiceOver's focus moves. A state holding the target means focus arrived, and writing again
/// would make VoiceOver cut itself off and read the element twice, so a retry leaves it. A state
/// holding another element means the person moved on, and the request is dropped: the retry does
/// not pull them back. Only a state that lost its target (`cleared`) is written again.
@_spi(Session) public struct FocusWrite<Value: Equatable>: Equatable {
    /// The value to write now, or `nil` to leave the state as it is.
    @_spi(Session) public let now: Value?
    /// The value to write on the next turn of the run loop, if any.
    @_spi(Session) public let nextTurn: Value?

    /// The writes that carry out an attempt at `target` on a state holding `current`; `cleared`
    /// is the state's value for "focus elsewhere" (`nil`, `false`), and `isRetry` tells a retry
    /// from the request's first attempt (``FocusAttempts/isRetry``).
    @_spi(Session) public init(target: Value, current: Value, cleared: Value, isRetry: Bool) {
        switch (isRetry, current == target) {
        case (false, true):
            now = cleared
            nextTurn = target
        case (false, false):
            now = target
            nextTurn = nil
        case (true, true):
            now = nil
            nextTurn = nil
        case (true, false):
            now = current == cleared ? target : nil
            nextTurn = nil
        }
    }
}

extension FocusAttempts {
    /// Whether the last attempt retried the request rather than made its first attempt.
    @_spi(Session) public var isRetry: Bool { made > 1 }
}

// MARK: - InteractionPolicy

/// What a disabled dropdown (`.disabled(true)`) still accepts.
///
/// A disabled dropdown takes no input from the person (taps, keys, hover, typing) and cannot be
/// opened, from the field or by setting `isPresented` to `true`. The program can still close it,
/// and replace its options and selection (a bound value that changes stays shown). A form does not
/// validate it (rule V2), but a form that starts again clears its error.
@_spi(Session) public enum InteractionGate {
    /// Whether `event` may reach the core of a dropdown that is enabled or not.
    @_spi(Session) public static func allows<ID>(_ event: DropdownEvent<ID>, isEnabled: Bool) -> Bool {
        if isEnabled { return true }
        switch event {
        case .close, .setOptions, .setSelection, .setQuery, .resetValidation: return true
        default: return false
        }
    }
}

/// Keeps an `isPresented` binding and the list in step (rule R1).
@_spi(Session) public enum PresentationSync {
    /// What to do when the bound `isPresented` is `wanted` while the list `isOpen`: the event to
    /// send (`nil`: none), and the value to write back to the binding when the dropdown refuses
    /// (a disabled dropdown does not open) or when the core did not open (`nil`: nothing to write).
    @_spi(Session) public static func reconcile<ID>(
        wanted: Bool, isOpen: Bool, isEnabled: Bool
    ) -> (event: DropdownEvent<ID>?, writeBack: Bool?) {
        if wanted == isOpen { return (nil, nil) }
        if wanted && !isEnabled { return (nil, false) }
        return (wanted ? .open : .close, nil)
    }

    /// A dropdown that becomes disabled while open closes.
    @_spi(Session) public static func closesOnDisable(isEnabled: Bool, isOpen: Bool) -> Bool {
        !isEnabled && isOpen
    }
}

/// What animates, and how (rules R13, R14, A5).
///
/// Opening and closing do: the list grows out of the field from 90 % with opacity (the origin's
/// look; `.chips` move in from the top). Nothing else does: moving the highlight, typing a query
/// and filtering, toggling an option update the list at once, without a list-wide animation on
/// every keystroke. Under Reduce Motion the movement becomes a fade (rule A5): the list and a
/// submenu's level fade in and out where they would grow or slide, and the decorative animations
/// (the chevron's turn, the border) are off.
@_spi(Session) public enum MotionPolicy {
    /// How the open list enters and leaves.
    @_spi(Session) public enum ListTransition: Hashable, Sendable {
        /// It grows out of the field's edge from this scale, with opacity.
        case growFromField(scale: Double)
        /// The chips move in from the top, with opacity.
        case moveFromTop
        /// Under Reduce Motion: it fades in and out, without growing or moving (rule A5).
        case fade
    }

    /// How a submenu's level enters when the person goes into it or back up from it (H2, H3).
    @_spi(Session) public enum LevelTransition: Hashable, Sendable {
        /// It slides in from the trailing edge (a submenu opening) or the leading edge (going back).
        case slide(fromTrailingEdge: Bool)
        /// Under Reduce Motion: it fades in (rule A5).
        case fade
    }

    /// How long the fades of Reduce Motion take, in seconds (an ease in and out).
    @_spi(Session) public static var fadeSeconds: Double { 0.2 }

    /// Whether the open list's transition carries a fade of its own: under Reduce Motion, when the
    /// app left animation on (`animationIsOn`). The event's transaction then has no animation, so
    /// that nothing else moves (A5).
    @_spi(Session) public static func listFades(reduceMotion: Bool, animationIsOn: Bool) -> Bool {
        reduceMotion && animationIsOn
    }

    /// When an opening or a closing has settled (focus moves then, R9).
    @_spi(Session) public enum Settling: Hashable, Sendable {
        /// When the event's animation completes.
        case withAnimation
        /// Once the list's own fade has run (``fadeSeconds``).
        case afterFade
        /// On the next turn of the run loop: nothing animates.
        case nextTurn
    }

    /// When the changes of an event settle: with the transaction's animation when it has one
    /// (`hasAnimation`), after the list's own fade when the event `animates` and the list fades
    /// (``listFades(reduceMotion:animationIsOn:)``), else at once.
    @_spi(Session) public static func settling(animates: Bool, hasAnimation: Bool, listFades: Bool) -> Settling {
        if hasAnimation { return .withAnimation }
        return animates && listFades ? .afterFade : .nextTurn
    }

    /// Whether the changes of an event are animated: opening and closing, and a change of level
    /// that the person made (not one a query made by searching the whole tree, R14). Under Reduce
    /// Motion they are too, as fades (``listTransition(isInline:reduceMotion:metrics:)``,
    /// ``levelTransition(fromDepth:toDepth:reduceMotion:)``).
    @_spi(Session) public static func animates(_ changes: DropdownChanges) -> Bool {
        changesLevelByNavigation(changes) || !changes.isDisjoint(with: [.opened, .closed])
    }

    /// Whether an event moved into a submenu or back out of one while the list stayed open.
    @_spi(Session) public static func changesLevelByNavigation(_ changes: DropdownChanges) -> Bool {
        changes.contains(.level) && changes.isDisjoint(with: [.query, .opened, .closed])
    }

    /// How the new level enters: deeper slides in from the trailing edge, shallower from the
    /// leading edge; under Reduce Motion it fades.
    @_spi(Session) public static func levelTransition(fromDepth old: Int, toDepth new: Int, reduceMotion: Bool)
        -> LevelTransition
    {
        reduceMotion ? .fade : .slide(fromTrailingEdge: new > old)
    }

    /// The transition of an open list: under Reduce Motion a fade (A5).
    @_spi(Session) public static func listTransition(isInline: Bool, reduceMotion: Bool, metrics: DropdownMetrics)
        -> ListTransition
    {
        if reduceMotion { return .fade }
        return isInline ? .moveFromTop : .growFromField(scale: metrics.listTransitionScale)
    }
}

/// Whether the highlighted row is drawn highlighted (the origin's look).
///
/// Opening by a tap puts hl on the selected option (rule O1), so that the keyboard carries on
/// from it; but the origin does not tint the selected row of a list opened by a tap, and a tint
/// there reads as a second selection. So the highlight is drawn once the keyboard or the pointer
/// has moved it (or typing or a query placed it), and from the start when the keyboard opened the
/// list. Closing forgets it.
@_spi(Session) public struct HighlightVisibility: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// Whether the highlight is drawn.
    @_spi(Session) public private(set) var isShown = false

    /// Takes an event and what it changed into account.
    @_spi(Session) public mutating func apply<ID>(_ event: DropdownEvent<ID>, result: DropdownEventResult) {
        let changes = result.changes
        if changes.contains(.closed) {
            isShown = false
            return
        }
        switch event {
        case .key, .character, .setQuery:
            if result.isHandled { isShown = true }
        case .hover(let id):
            isShown = id != nil
        case .hoverAction:
            isShown = true
        case .tapField, .open:
            if changes.contains(.opened) { isShown = false }
        default:
            break
        }
    }
}

/// Counts the additions a selection limit refused (rule M3), so that the view can give feedback
/// (a warning haptic) on top of the core's announcement of the limit.
@_spi(Session) public enum SelectionLimitFeedback {
    /// Whether an event's result is a refusal by the selection limit.
    @_spi(Session) public static func isRefusal(_ result: DropdownEventResult) -> Bool {
        if case .selectionLimitReached = result.announcement { return true }
        return false
    }
}

// MARK: - LayerTabFocus

extension FocusPlan {
    /// Whether the window's layer can be a key window of its own, apart from the app's: on iOS,
    /// iPadOS and Mac Catalyst it is a `UIWindow` of the scene; on the Mac it is a view in the
    /// app's own window.
    @_spi(Session) public static var layerIsAWindow: Bool {
        #if os(macOS)
            false
        #else
            true
        #endif
    }

    /// Keyboard focus after an event, as ``keyboardFocus(after:origin:result:isSearchable:)``
    /// decides, and back onto the field when Tab (or Shift-Tab) closed a list whose search field
    /// made the window's layer key (rule N6).
    ///
    /// Tab leaves the key to the host, but the host that handles it is the layer's window, which
    /// has nothing after the search field and stops being key as the list closes: the app's window
    /// becomes key again with nothing focused in it, and a keyboard user is stranded. Focus returns
    /// to the field instead, as after Escape; the next Tab moves on from there.
    @_spi(Session) public static func keyboardFocus<ID>(
        after event: DropdownEvent<ID>, origin: EventOrigin, result: DropdownEventResult, isSearchable: Bool,
        listMadeLayerKey: Bool
    ) -> KeyboardFocusTarget? {
        let focus = keyboardFocus(after: event, origin: origin, result: result, isSearchable: isSearchable)
        guard focus == nil, listMadeLayerKey, origin == .user, result.changes.contains(.closed),
            case .key(.tab, _) = event
        else { return focus }
        return .field
    }
}

// MARK: - ListDoneElement

/// The "Done" element an open multiple-selection list ends with for assistive technology (rule
/// A7). Such a list stays open after each choice (M2), and VoiceOver's escape gesture, which closes
/// it (A3), is named nowhere on screen: the element, found after the last row, says how to finish,
/// and finishes.
@_spi(Session) public enum ListDoneElement {
    /// Whether an open list offers the element: in a multiple selection, unless the list is shown
    /// as a sheet, whose toolbar has a visible Done button already (``SheetCloseButton``). A single
    /// selection's list closes when an option is chosen, and has none.
    @_spi(Session) public static func isOffered(mode: DropdownSelectionMode, inSheet: Bool) -> Bool {
        mode == .multiple && !inSheet
    }

    /// The element's label in `strings`' language: the word the sheet's Done button shows.
    @_spi(Session) public static func label(in strings: DropdownStrings) -> String {
        strings.done
    }

    /// The event the element sends: the whole list closes, from whatever level of a tree is shown,
    /// and the selection stays as it is (N5, M2), as Escape closes it at the top level; focus goes
    /// back to the field (A3).
    @_spi(Session) public static func event<ID: Hashable>() -> DropdownEvent<ID> {
        .close
    }
}
