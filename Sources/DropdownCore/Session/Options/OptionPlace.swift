/// Where an option sits among the options an initializer gave (rule R4): the position of each of its
/// ancestors among its parent's children (the outermost's among the top-level options), and its own
/// among its siblings. A row that knows its option's place finds the option in O(depth), without
/// hashing its identifier into a table of every option (R16).
@_spi(Session) public struct OptionPlace: Equatable, Sendable {
    /// The positions of its ancestors, outermost first; empty for a top-level option.
    @_spi(Session) public let ancestors: [Int]
    /// Its position among its siblings.
    @_spi(Session) public let position: Int

    /// Creates one from each of its parts.
    @_spi(Session) public init(ancestors: [Int], position: Int) {
        self.ancestors = ancestors
        self.position = position
    }
}

extension DropdownState {
    /// The place of the option on an option row among the options the core was given, or `nil`
    /// past the option rows, and when the core dropped a repeated identifier (C3: the places of
    /// the options after it differ from the places given). O(depth); no identifier is hashed.
    func place(ofRow row: Int) -> OptionPlace? {
        guard row >= 0, row < visibleCount, storedDuplicateIDs.isEmpty else { return nil }
        let index = machine.rows.optionIndex(atRow: row)
        guard let tree = machine.catalog.tree else { return OptionPlace(ancestors: [], position: index) }
        let ancestors = tree.ancestors(of: index).map { Int(tree.siblingPositions[$0]) }
        return OptionPlace(ancestors: ancestors, position: Int(tree.siblingPositions[index]))
    }
}
