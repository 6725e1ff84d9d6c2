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
