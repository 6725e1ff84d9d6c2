/// What an event changed (rule E1). An event that changes nothing reports the empty set.
public struct DropdownChanges: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    /// Creates a set of changes from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The list opened.
    public static let opened = DropdownChanges(rawValue: 1 << 0)
    /// The list closed.
    public static let closed = DropdownChanges(rawValue: 1 << 1)
    /// The highlighted option changed (to another option, or to none).
    public static let highlight = DropdownChanges(rawValue: 1 << 2)
    /// The set of selected identifiers changed.
    public static let selection = DropdownChanges(rawValue: 1 << 3)
    /// The search query changed.
    public static let query = DropdownChanges(rawValue: 1 << 4)
}
