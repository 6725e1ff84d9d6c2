/// A key the dropdown understands. Front ends translate their platform's key events into these.
///
/// `left` and `right` are the arrow keys as the reader sees them: front ends swap them in
/// right-to-left layouts, so that `right` always means "into a submenu" (rules H2, H3).
public enum DropdownKey: Sendable, Hashable {
    /// Up arrow: the previous enabled option (rule N1); on a closed list, opens on the selection or
    /// the last enabled option (rule O2). With Alt, selects the highlighted option and closes an open
    /// list (N4), and does nothing to a closed one (O5).
    case up
    /// Down arrow: the next enabled option (rule N1); on a closed list, opens on the selection or
    /// the first enabled option (rule O2). With Alt, opens on the selection or on nothing (O3).
    case down
    /// Home: the first enabled option (rules N2, O3).
    case home
    /// End: the last enabled option (rules N2, O3).
    case end
    /// Page Up: a page of rows up, as many as ``DropdownConfiguration/pageSize`` (rule N3).
    case pageUp
    /// Page Down: a page of rows down, as many as ``DropdownConfiguration/pageSize`` (rule N3).
    case pageDown
    /// Return or Enter: opens the list, or selects the highlighted option and closes it (rules O1,
    /// N4); toggles it with multiple selection (M2); opens a parent's submenu (H2).
    case enter
    /// Space: as ``enter``, except while a typeahead word is being typed, when it is part of the
    /// word (rule N4).
    case space
    /// Escape: empties the search query, goes up from a submenu, or closes the list without
    /// selecting (rules F4, H3, N5). Not used by a closed list (rule O5).
    case escape
    /// Tab (Shift+Tab with ``DropdownModifiers/shift``): selects the highlighted option and closes,
    /// and is never consumed, so the host moves focus on (rules N6, O5).
    case tab
    /// Backspace: deletes the last character of the search query.
    case backspace
    /// Back out of a submenu (rule H3); a front end's back row sends it too.
    case left
    /// Into the highlighted parent's submenu (rule H2).
    case right
}

/// The modifier keys held with a key.
public struct DropdownModifiers: OptionSet, Sendable, Hashable {
    /// The modifiers as bits: ``alt``, ``shift``, ``command`` and ``control``, from the lowest bit.
    public let rawValue: UInt8
    /// Creates a set of modifiers from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Option on Apple keyboards, Alt elsewhere.
    public static let alt = DropdownModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = DropdownModifiers(rawValue: 1 << 1)
    /// Command on Apple keyboards.
    public static let command = DropdownModifiers(rawValue: 1 << 2)
    /// Control.
    public static let control = DropdownModifiers(rawValue: 1 << 3)
}
