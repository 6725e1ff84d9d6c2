/// A key the dropdown understands. Front ends translate their platform's key events into these.
public enum DropdownKey: Sendable, Hashable {
    case up, down, home, end, pageUp, pageDown, enter, space, escape, tab, backspace
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
