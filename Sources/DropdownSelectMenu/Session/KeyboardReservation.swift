import DropdownCore

/// The keyboard's room, kept free for a searchable list from the moment it opens (rule P2).
///
/// On an iPhone a searchable list's search field takes keyboard focus as the list opens, and the
/// keyboard rises a moment later, over the bottom third of the window. A list placed without it
/// opens below a field in the middle of the screen, then, once the keyboard has taken that room,
/// is placed again, often on the other side. So when the search field will take focus on a
/// compact-width iPhone, and no keyboard is docked yet, the list is placed from its opening as if
/// the keyboard were there: it opens once, on the side it keeps. The reservation is the height of
/// the last keyboard docked in this scene, or, before any was seen, an estimate from the window's
/// shape; it stands until the keyboard's first change after the opening (the real frame replaces
/// it, so an estimate a little off moves the list's edge, not its side) or until the list closes.
struct KeyboardReservation: Hashable, Sendable {
    /// The keyboard frame reserved, while the reservation stands.
    private(set) var frame: DropdownRect?

    /// Whether an opening list reserves the keyboard's room: its search field will take focus, on
    /// a compact-width iPhone (an iPad's keyboard leaves room in a regular-width window, a Mac has
    /// none), and no keyboard is docked now (then the list is placed above it anyway).
    static func applies(searchFieldTakesFocus: Bool, isCompactWidthPhone: Bool, keyboardIsDocked: Bool) -> Bool {
        searchFieldTakesFocus && isCompactWidthPhone && !keyboardIsDocked
    }

    /// The height to reserve in a window of `bounds`: the last docked keyboard's, else an
    /// estimate of an iPhone keyboard with its suggestions bar (about 40% of a portrait window's
    /// height, 54% of a landscape one's; measured keyboards replace it).
    static func height(lastDocked: Double?, bounds: DropdownRect) -> Double {
        if let lastDocked, lastDocked > 0 { return min(lastDocked, bounds.height) }
        let share = bounds.height >= bounds.width ? 0.40 : 0.54
        return (bounds.height * share).rounded()
    }

    /// A list opened: reserves `height` at the bottom of `bounds` when `applies`, else nothing.
    mutating func listOpened(applies: Bool, height: Double, bounds: DropdownRect) {
        frame =
            applies
            ? DropdownRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height) : nil
    }

    /// The keyboard changed (it rose, or went): its real frame replaces the reservation.
    mutating func keyboardChanged() {
        frame = nil
    }

    /// The list closed.
    mutating func listClosed() {
        frame = nil
    }

    /// The keyboard to place with: the reserved one while the reservation stands, else the
    /// keyboard as it is.
    func keyboard(actual: DropdownRect?) -> DropdownRect? {
        frame ?? actual
    }
}
