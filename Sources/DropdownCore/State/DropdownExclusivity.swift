/// Keeps at most one dropdown of a screen open (rule O8).
///
/// A screen holds one of these; each dropdown reports when it opens and closes, and closes the
/// dropdown that ``didOpen(_:)`` returns.
public struct DropdownExclusivity<Member: Hashable>: Hashable {
    /// The dropdown that is open, if any.
    public private(set) var openMember: Member?

    /// Creates a coordinator with every dropdown closed.
    public init() {}

    /// Records that a dropdown opened, and returns the one that must close now, if any.
    @discardableResult
    public mutating func didOpen(_ member: Member) -> Member? {
        let previous = openMember
        openMember = member
        return previous == member ? nil : previous
    }

    /// Records that a dropdown closed.
    public mutating func didClose(_ member: Member) {
        if openMember == member { openMember = nil }
    }
}

extension DropdownExclusivity: Sendable where Member: Sendable {}
