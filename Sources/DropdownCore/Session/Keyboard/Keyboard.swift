// MARK: - KeyboardAnimation

/// How the software keyboard moves, read from its `keyboardWillChangeFrameNotification`: the
/// duration and the animation curve the notification carries (rules R6, R15). The window's layer
/// moves an open list with the same animation, so the list goes up with the keyboard rather than
/// after it.
///
/// UIKit documents the notification's `keyboardAnimationDurationUserInfoKey` (seconds) and
/// `keyboardAnimationCurveUserInfoKey` (a `UIView.AnimationCurve` raw value). The keyboard itself
/// reports a curve outside the four public ones (7); SwiftUI has no curve of that number, so it is
/// drawn as the timing curve a shipped SwiftUI package uses for it (Mijick/PopupView's
/// `Animation.keyboard`, a cubic Bézier through (0.38, 0.7) and (0.125, 1)), over the duration the
/// notification gives: fast at first, easing into place, ending when the keyboard does.
@_spi(Session) public struct KeyboardAnimation: Hashable, Sendable {
    /// The timing of the movement.
    @_spi(Session) public enum Curve: Hashable, Sendable {
        /// `UIView.AnimationCurve.easeInOut` (0).
        case easeInOut
        /// `UIView.AnimationCurve.easeIn` (1).
        case easeIn
        /// `UIView.AnimationCurve.easeOut` (2).
        case easeOut
        /// `UIView.AnimationCurve.linear` (3).
        case linear
        /// The keyboard's own curve (any other value), drawn as ``keyboardControlPoints``.
        case keyboard
    }

    /// The control points of the cubic Bézier that stands for the keyboard's own curve.
    @_spi(Session) public static let keyboardControlPoints = (x1: 0.38, y1: 0.7, x2: 0.125, y2: 1.0)

    /// The curve.
    @_spi(Session) public let curve: Curve
    /// The duration, in seconds, as the notification says.
    @_spi(Session) public let duration: Double

    /// The animation a notification describes; `nil` when it describes none (no duration, or a
    /// duration of zero: a keyboard that appears at once, as on a rotation), so the list moves at
    /// once too. A notification without a curve eases in and out, UIKit's default.
    @_spi(Session) public init?(duration: Double?, curve rawCurve: Int?) {
        guard let duration, duration.isFinite, duration > 0 else { return nil }
        self.duration = duration
        switch rawCurve {
        case nil, 0: curve = .easeInOut
        case 1: curve = .easeIn
        case 2: curve = .easeOut
        case 3: curve = .linear
        default: curve = .keyboard
        }
    }
}

// MARK: - KeyboardMapping

/// A key of a hardware keyboard, as SwiftUI's `KeyPress` names it, without SwiftUI: the mapping from
/// key presses to dropdown events is plain Swift, so it is tested on every platform.
@_spi(Session) public enum KeyboardKey: Hashable, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, home, end, pageUp, pageDown
    case returnKey, space, escape, tab, delete, deleteForward
    /// Any other key; its `characters` say what it types.
    case other
}

/// How the options of an open dropdown are laid out, for the arrow keys.
@_spi(Session) public enum OptionsOrientation: Hashable, Sendable {
    /// A list, top to bottom: Up and Down move.
    case vertical
    /// A row of chips (`.chips`): Left and Right move too, in reading order (swapped in
    /// right-to-left layouts).
    case horizontal
}

/// Translates key presses into dropdown events (iPad and Mac keyboards). No decision is taken here:
/// the core decides what each key means in the current state.
@_spi(Session) public enum KeyboardMapping {
    /// The event for VoiceOver's escape gesture (a two-finger scrub) over the open list: up one
    /// level in a submenu (as Left and the back row do, rule H3), else close (rule A3). Unlike the
    /// Escape key it never only clears a query: the gesture means "dismiss".
    @_spi(Session) public static func escapeGesture<ID: Hashable>(in state: DropdownState<ID>) -> DropdownEvent<ID> {
        state.submenuPath.isEmpty ? .close : .key(.left)
    }

    /// The event for a key press, or `nil` when the dropdown has no use for it.
    ///
    /// - Arrows keep Alt (Option) and Shift; Tab keeps Shift.
    /// - Return, Space, Escape, Home, End and the Page keys map one to one; Delete is Backspace.
    /// - Command-A and Control-A select all (rule M4).
    /// - Other printable characters typed without Command, Control or Option are characters.
    ///
    /// In a row of chips, the arrow pointing along the reading order moves to the next option and
    /// the other to the previous one (Right is next from left to right, Left is next from right to
    /// left). In a list, Left and Right go up from and into submenus (rules H2, H3), swapped in a
    /// right-to-left layout.
    @_spi(Session) public static func event<ID: Hashable>(
        for key: KeyboardKey, characters: String, modifiers: DropdownModifiers,
        orientation: OptionsOrientation = .vertical, isRightToLeft: Bool = false
    ) -> DropdownEvent<ID>? {
        let arrowModifiers = modifiers.intersection([.alt, .shift])
        if orientation == .horizontal, key == .leftArrow || key == .rightArrow {
            let isNext = (key == .rightArrow) != isRightToLeft
            return .key(isNext ? .down : .up, modifiers: arrowModifiers)
        }
        switch key {
        case .upArrow: return .key(.up, modifiers: arrowModifiers)
        case .downArrow: return .key(.down, modifiers: arrowModifiers)
        case .home: return .key(.home)
        case .end: return .key(.end)
        case .pageUp: return .key(.pageUp)
        case .pageDown: return .key(.pageDown)
        case .returnKey: return .key(.enter)
        case .space: return .key(.space)
        case .escape: return .key(.escape)
        case .tab: return .key(.tab, modifiers: modifiers.intersection(.shift))
        case .delete: return .key(.backspace)
        case .leftArrow, .rightArrow:
            // H2, H3: Right opens a submenu and Left goes back up, in reading order: swapped in a
            // right-to-left layout, where the arrow pointing forward is Left.
            let isForward = (key == .rightArrow) != isRightToLeft
            return .key(isForward ? .right : .left)
        case .deleteForward: return nil
        case .other:
            guard characters.count == 1, let character = characters.first else { return nil }
            if !modifiers.isDisjoint(with: [.command, .control]) {
                return character.lowercased() == "a" ? .toggleAll : nil
            }
            guard !modifiers.contains(.alt), !character.isNewline,
                !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            return .character(character)
        }
    }
}

extension KeyboardMapping {
    /// The event for a key press in the search field, or `nil` to leave it to the text field.
    ///
    /// The text field keeps what edits text: characters, Space, Delete, the Left and Right arrows,
    /// Home and End (the caret), and Command-A / Control-A, which select the query's text rather
    /// than every option. The dropdown takes what moves or chooses: Up, Down, the Page keys,
    /// Return, Escape and Tab (rules F3, F4, N6).
    @_spi(Session) public static func searchFieldEvent<ID: Hashable>(
        for key: KeyboardKey, characters: String, modifiers: DropdownModifiers
    ) -> DropdownEvent<ID>? {
        switch key {
        case .upArrow, .downArrow, .pageUp, .pageDown, .returnKey, .escape, .tab:
            return event(for: key, characters: characters, modifiers: modifiers)
        case .home, .end, .leftArrow, .rightArrow, .space, .delete, .deleteForward, .other:
            return nil
        }
    }

    /// What a key press does with the dropdown's event for it.
    @_spi(Session) public enum KeyPressHandling: Hashable, Sendable {
        /// The event is sent.
        case send
        /// The press is taken, and nothing is sent (a held key that does not repeat).
        case take
        /// The press is left to the app.
        case ignore
    }

    /// What a press of the field's key for `event` does (rule R11): a first press, and a held
    /// key that repeats, send it; a held key that does not repeat is taken while the list is open,
    /// and left to the app while it is closed (the key is not the dropdown's then).
    @_spi(Session) public static func fieldKeyPress<ID: Hashable>(
        _ event: DropdownEvent<ID>, isRepeat: Bool, listIsOpen: Bool
    ) -> KeyPressHandling {
        if !isRepeat || repeats(event) { return .send }
        return listIsOpen ? .take : .ignore
    }

    /// What a press in the search field for `event` does (rule R11): as on the field with the
    /// list open, which it always is while its search field is shown.
    @_spi(Session) public static func searchFieldKeyPress<ID: Hashable>(_ event: DropdownEvent<ID>, isRepeat: Bool)
        -> KeyPressHandling
    {
        fieldKeyPress(event, isRepeat: isRepeat, listIsOpen: true)
    }

    /// Whether a held key repeats its event (rule R11): moving keys and typed characters do, as in
    /// any list and text field; keys that choose, close or toggle do not, so holding Return in a
    /// multiple selection does not toggle a row on and off.
    @_spi(Session) public static func repeats<ID: Hashable>(_ event: DropdownEvent<ID>) -> Bool {
        switch event {
        case .key(let key, _):
            switch key {
            case .up, .down, .pageUp, .pageDown, .backspace: return true
            default: return false
            }
        case .character: return true
        default: return false
        }
    }
}

/// Pointer hover over rows (rule N9): entering a row highlights it; leaving a row clears the
/// highlight only if no other row took it meanwhile (exit and enter events can arrive in any order).
@_spi(Session) public enum PointerHover {
    /// The event for the pointer entering or leaving the row of `option`, given the highlight now.
    @_spi(Session) public static func event<ID: Hashable>(isInside: Bool, option: ID, highlighted: ID?)
        -> DropdownEvent<ID>?
    {
        if isInside { return .hover(option) }
        return highlighted == option ? .hover(nil) : nil
    }

    /// The event for the pointer entering or leaving an action row (retry, create; rules L1, L5),
    /// given whether that row is highlighted now.
    @_spi(Session) public static func event<ID: Hashable>(
        isInside: Bool, action: DropdownAction, isHighlighted: Bool
    ) -> DropdownEvent<ID>? {
        if isInside { return .hoverAction(action) }
        return isHighlighted ? .hover(nil) : nil
    }
}

// MARK: - KeyboardReservation

/// The keyboard's room, kept free for a searchable list from the moment it opens (rule P2).
///
/// On an iPhone a searchable list's search field takes keyboard focus as the list opens, and the
/// keyboard rises a moment later, over the bottom third of the window. A list placed without it
/// opens below a field in the middle of the screen, then, once the keyboard has taken that room,
/// is placed again, often on the other side.
///
/// So while a list whose search field takes focus is open on a compact-width iPhone, it is placed
/// as if the keyboard were docked whenever none is: it opens once, on the side it keeps, and it
/// does not move when the keyboard rises (nor when the keyboard goes while the list stays open).
/// On an iPad the software keyboard rises only without a hardware keyboard, so the room is kept
/// there once a docked keyboard was seen in the scene, at the height it last had, and forgotten
/// when a floating one shows. A hardware keyboard attached since is not seen until its shortcuts
/// bar docks: until then the room kept is the software keyboard's, and the list's edge moves once.
///
/// The reserved height is the last docked keyboard's in this scene, or, before any was seen, an
/// estimate from the window's shape. A real keyboard of another height moves the list's edge,
/// within the tolerance that keeps its side.
@_spi(Session) public enum KeyboardReservation {
    /// When a list reserves the keyboard's room.
    @_spi(Session) public enum Scope: Hashable, Sendable {
        /// Never: no search field takes focus, or no keyboard is expected (a regular-width iPhone,
        /// whose keyboard leaves room in its short window, or a Mac).
        case never
        /// Whenever no keyboard is docked (a compact-width iPhone).
        case always
        /// Once a docked keyboard was seen in the window's scene (an iPad).
        case afterDockedKeyboard
    }

    /// When a list reserves the keyboard's room: its search field takes focus, on a compact-width
    /// iPhone always, on an iPad once a docked keyboard was seen.
    @_spi(Session) public static func scope(searchFieldTakesFocus: Bool, isCompactWidthPhone: Bool, isPad: Bool)
        -> Scope
    {
        guard searchFieldTakesFocus else { return .never }
        return isCompactWidthPhone ? .always : isPad ? .afterDockedKeyboard : .never
    }

    /// Whether a list of `scope` reserves the keyboard's room now, given the height of the last
    /// keyboard seen docked in its scene (`nil`: none yet).
    @_spi(Session) public static func reserves(_ scope: Scope, lastDocked: Double?) -> Bool {
        switch scope {
        case .never: false
        case .always: true
        case .afterDockedKeyboard: lastDocked != nil
        }
    }

    /// The height to reserve in a window of `bounds`: the last docked keyboard's, else an
    /// estimate of an iPhone keyboard with its suggestions bar (40% of a portrait window's height,
    /// 54% of a landscape one's), replaced by the first keyboard seen.
    @_spi(Session) public static func height(lastDocked: Double?, bounds: DropdownRect) -> Double {
        if let lastDocked, lastDocked > 0 { return min(lastDocked, bounds.height) }
        let share = bounds.height >= bounds.width ? 0.40 : 0.54
        return (bounds.height * share).rounded()
    }

    /// The keyboard to place a list with, in a window of `bounds`: a docked keyboard as it is;
    /// else, for a list that reserves the room, a keyboard of the reserved height docked at the
    /// bottom; else the keyboard as it is (floating, or none).
    @_spi(Session) public static func keyboard(
        actual: DropdownRect?, reserves: Bool, lastDocked: Double?, bounds: DropdownRect
    ) -> DropdownRect? {
        guard reserves, !WindowKeyboard.isDocked(actual, in: bounds) else { return actual }
        let height = height(lastDocked: lastDocked, bounds: bounds)
        return DropdownRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
}

// MARK: - SearchFieldKeyCommand

/// A key the search field's key commands take before the text field does (iOS, iPadOS and Mac
/// Catalyst; rules F3, F4, N2, N3).
///
/// Since iOS 15, UIKit gives a hardware keyboard's keys to the text input system first, and only
/// what it leaves to key commands (`UIKeyCommand.wantsPriorityOverSystemBehavior`): a one-line
/// text field keeps Up and Down (the caret to the start or the end), so the search field's
/// `onKeyPress` may never see the keys that move the highlight. The window's layer therefore
/// offers key commands with that priority for the keys the search field gives the dropdown and a
/// text field would keep; each is mapped as `onKeyPress` maps it
/// (``KeyboardMapping/searchFieldEvent(for:characters:modifiers:)``), and a press that both see is
/// sent once (``SearchFieldKeyDelivery``). Return and Tab are left to the field (its submit, and
/// the focus system).
@_spi(Session) public struct SearchFieldKeyCommand: Hashable, Sendable {
    /// The key.
    @_spi(Session) public let key: KeyboardKey
    /// The modifiers held with it.
    @_spi(Session) public let modifiers: DropdownModifiers

    /// Every key command the search field offers: Up and Down, also with Option or Shift (which
    /// the mapping keeps), Page Up, Page Down and Escape.
    @_spi(Session) public static let all: [SearchFieldKeyCommand] =
        [KeyboardKey.upArrow, .downArrow].flatMap { key in
            [[], .alt, .shift].map { SearchFieldKeyCommand(key: key, modifiers: $0) }
        } + [KeyboardKey.pageUp, .pageDown, .escape].map { SearchFieldKeyCommand(key: $0, modifiers: []) }

    /// The event this key command sends, as the search field's `onKeyPress` maps the same press.
    @_spi(Session) public func event<ID: Hashable>() -> DropdownEvent<ID>? {
        KeyboardMapping.searchFieldEvent(for: key, characters: "", modifiers: modifiers)
    }
}

// MARK: - SearchFieldKeyCommandOffer

/// Which of the search field's key commands the window's layer offers now (iOS, iPadOS and Mac
/// Catalyst; rules F3, F4, N2, N3, R11).
///
/// A key command with priority over the system takes its key whatever its action then does, so
/// the layer offers only the keys the dropdown uses, and only where the search field's
/// `onKeyPress` would have taken them:
/// - none while an input method is composing text in the field (marked text): its candidate list
///   keeps Up, Down and Escape to pick a candidate and to cancel;
/// - Shift-Up and Shift-Down only in a multiple selection: in a single selection they would only
///   move the highlight as Up and Down do, so they stay the text field's selection keys.
@_spi(Session) public enum SearchFieldKeyCommandOffer {
    /// The key commands to offer, from ``SearchFieldKeyCommand/all``.
    ///
    /// - Parameters:
    ///   - isComposing: whether the focused text input has marked text.
    ///   - selectionMode: the dropdown's selection mode.
    @_spi(Session) public static func commands(
        isComposing: Bool, selectionMode: DropdownSelectionMode
    ) -> [SearchFieldKeyCommand] {
        guard !isComposing else { return [] }
        return SearchFieldKeyCommand.all.filter { command in
            !command.modifiers.contains(.shift) || selectionMode == .multiple
        }
    }
}

extension SearchFieldKeyCommand {
    /// Whether holding the key repeats its event, by the rule the search field's `onKeyPress`
    /// applies (``KeyboardMapping/repeats(_:)``, rule R11): the moving keys do, Escape does not.
    @_spi(Session) public var repeats: Bool {
        let event: DropdownEvent<Int>? = event()
        return event.map(KeyboardMapping.repeats) ?? false
    }
}

// MARK: - SearchFieldKeyDelivery

/// One event per key press in the search field (rules F2, F3, F4).
///
/// A key pressed in the search field can reach the dropdown by more than one path: the field's
/// `onKeyPress`, for Return the text field's own submit, and on iOS the layer's key commands for
/// the keys a text field keeps for itself (``SearchFieldKeyCommand``). Which of them sees a given press is
/// not documented, and a press seen by both would reach the core twice: a single selection's
/// Return would choose and close, then open the list again (O1); a multiple selection's would
/// toggle the option on and off (M2). So the first path to deliver a key in a turn of the run loop
/// sends its event, and the same key arriving by another path in that turn is dropped.
@_spi(Session) public struct SearchFieldKeyDelivery: Hashable, Sendable {
    /// A way a key reaches the dropdown from the search field.
    @_spi(Session) public enum Path: Hashable, Sendable {
        /// SwiftUI's `onKeyPress`.
        case keyPress
        /// The text field's submit (Return).
        case submit
        /// A key command of the window's layer on iOS, iPadOS and Mac Catalyst
        /// (``SearchFieldKeyCommand``).
        case keyCommand
    }

    /// The keys delivered in this turn, with the path each came by.
    private var delivered: [KeyboardKey: Path] = [:]

    /// Creates one at the start of a turn.
    @_spi(Session) public init() {}

    /// Whether `key`, arriving by `path`, sends its event: it does unless another path delivered
    /// it in this turn.
    @_spi(Session) public mutating func arrives(_ key: KeyboardKey, by path: Path) -> Bool {
        if let earlier = delivered[key], earlier != path { return false }
        delivered[key] = path
        return true
    }

    /// The turn ended: the next press of any key is new.
    @_spi(Session) public mutating func turnEnded() {
        delivered.removeAll()
    }
}

// MARK: - WindowKeyboard

/// The software keyboard as a window's layer follows it (rules R6, P2): where it will be after
/// each `keyboardWillChangeFrameNotification`, the height of the last keyboard docked at the
/// bottom (what a reservation stands for), and, while it moves, the animation it moves with.
///
/// The layer places its lists from the frame the notification announces, when the keyboard
/// starts to move, not once it has arrived: the list and the keyboard move together. Before any
/// notification, a keyboard that was up before the layer existed is read from the window's
/// keyboard layout guide, which the layer creates when it is installed (never first inside a
/// view's body). Frames are in one coordinate space, chosen by the front end (the layer's).
@_spi(Session) public struct WindowKeyboard: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// The keyboard's frame after its latest change; `nil` before any notification.
    @_spi(Session) public private(set) var frame: DropdownRect?
    /// How far the last keyboard seen docked at the bottom of its bounds rose into them; forgotten
    /// when a floating keyboard shows (an iPad's floating or split keyboard keeps no room).
    @_spi(Session) public private(set) var lastDockedHeight: Double?
    /// The latest change's animation, and when it ends.
    @_spi(Session) public private(set) var motion: Motion?

    /// A movement of the keyboard.
    @_spi(Session) public struct Motion: Hashable, Sendable {
        /// How it moves.
        @_spi(Session) public var animation: KeyboardAnimation
        /// When it ends.
        @_spi(Session) public var ends: Duration
    }

    /// The keyboard will move to `frame`, inside `bounds` (the scene's), with `animation`
    /// (`nil`: at once), starting at `time`.
    @_spi(Session) public mutating func willChangeFrame(
        to frame: DropdownRect, bounds: DropdownRect, animation: KeyboardAnimation?, at time: Duration
    ) {
        self.frame = frame
        if Self.isDocked(frame, in: bounds) {
            lastDockedHeight = bounds.maxY - max(frame.minY, bounds.minY)
        } else if Self.isFloating(frame, in: bounds) {
            lastDockedHeight = nil
        }
        motion = animation.map {
            Motion(animation: $0, ends: time + .milliseconds(Int(($0.duration * 1000).rounded())))
        }
    }

    /// Whether the layer follows a keyboard that will move to `frame` in `bounds`: always while its
    /// scene is the active one (`foregroundActive`); otherwise only a keyboard that shows nowhere
    /// in `bounds` (it hides, or it is over another window). Under Stage Manager the keyboard
    /// another scene's window raises is announced to every scene, and must not set this one's
    /// room; one that hides is followed, so the room it took is never kept.
    @_spi(Session) public static func follows(_ frame: DropdownRect, in bounds: DropdownRect, sceneIsActive: Bool)
        -> Bool
    {
        sceneIsActive || !(isDocked(frame, in: bounds) || isFloating(frame, in: bounds))
    }

    /// Whether a window's keyboard layout guide, at `guide`, shows a keyboard: one rises above the
    /// safe area's bottom `safeBottom` (without a keyboard the guide's top is there), by more than
    /// a point of rounding.
    @_spi(Session) public static func guideShowsKeyboard(_ guide: DropdownRect, safeBottom: Double) -> Bool {
        guide.height > 0 && guide.minY < safeBottom - 1
    }

    /// The animation a move of a field reported at `time` is drawn with: the keyboard's while it
    /// moves (SwiftUI moves content out of the keyboard's way with the keyboard), else none.
    @_spi(Session) public func animation(forMoveAt time: Duration) -> KeyboardAnimation? {
        guard let motion, time <= motion.ends else { return nil }
        return motion.animation
    }

    /// Whether a keyboard frame floats: it shows inside `bounds` without reaching their bottom edge
    /// (an iPad's floating or split keyboard), unlike one moved off screen to hide it.
    @_spi(Session) public static func isFloating(_ frame: DropdownRect, in bounds: DropdownRect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.minY < bounds.maxY && frame.maxY < bounds.maxY - 1
    }

    /// Whether a keyboard frame is docked: it reaches the bottom edge of `bounds`. An iPad's
    /// floating or split keyboard does not, nor does a keyboard moved off screen (hidden).
    @_spi(Session) public static func isDocked(_ frame: DropdownRect?, in bounds: DropdownRect) -> Bool {
        guard let frame, frame.width > 0, frame.height > 0 else { return false }
        return frame.maxY >= bounds.maxY - 1 && frame.minY < bounds.maxY
    }
}
