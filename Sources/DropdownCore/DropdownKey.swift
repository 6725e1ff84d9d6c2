/// A key the dropdown understands. Front ends translate their platform's key events into these.
///
/// `left` and `right` are the arrow keys as the reader sees them: front ends swap them in
/// right-to-left layouts, so that `right` always means "into a submenu" (rules H2, H3).
public enum DropdownKey: Sendable, Hashable {
    case up, down, home, end, pageUp, pageDown, enter, space, escape, tab, backspace
    /// Back out of a submenu (rule H3); a front end's back row sends it too.
    case left
    /// Into the highlighted parent's submenu (rule H2).
    case right
}

/// The modifier keys held with a key.
public struct DropdownModifiers: OptionSet, Sendable, Hashable {
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
