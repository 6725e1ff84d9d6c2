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
/// every keystroke. Under Reduce Motion nothing animates at all, as the origin turns its animation
/// off: the list appears and disappears at once, the chevron does not turn.
@_spi(Session) public enum MotionPolicy {
    /// How the open list enters and leaves.
    @_spi(Session) public enum ListTransition: Hashable, Sendable {
        /// It grows out of the field's edge from this scale, with opacity.
        case growFromField(scale: Double)
        /// The chips move in from the top, with opacity.
        case moveFromTop
        /// It appears and disappears at once.
        case none
    }

    /// How a submenu's level enters when the person goes into it or back up from it (H2, H3).
    @_spi(Session) public enum LevelTransition: Hashable, Sendable {
        /// It slides in from the trailing edge (a submenu opening) or the leading edge (going back).
        case slide(fromTrailingEdge: Bool)
        /// Under Reduce Motion: it fades in (rule A5).
        case fade
    }

    /// Whether the changes of an event are animated: opening and closing, and a change of level
    /// that the person made (not one a query made by searching the whole tree, R14), which fades
    /// under Reduce Motion instead of sliding.
    @_spi(Session) public static func animates(_ changes: DropdownChanges, reduceMotion: Bool = false) -> Bool {
        if changesLevelByNavigation(changes) { return true }
        return !reduceMotion && !changes.isDisjoint(with: [.opened, .closed])
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

    /// The transition of an open list.
    @_spi(Session) public static func listTransition(isInline: Bool, reduceMotion: Bool, metrics: DropdownMetrics)
        -> ListTransition
    {
        if reduceMotion { return .none }
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
