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
