/// A bound selection seen from plain Swift: how to read it and how to write it (a SwiftUI
/// `Binding`, or a test's stand-in).
@_spi(Session) public struct SelectionAccess<ID: Hashable> {
    /// What the binding holds now.
    @_spi(Session) public let read: () -> [ID]
    /// Writes a selection (in single mode, its first option or none).
    @_spi(Session) public let write: ([ID]) -> Void

    /// Creates one from each of its parts.
    @_spi(Session) public init(read: @escaping () -> [ID], write: @escaping ([ID]) -> Void) {
        self.read = read
        self.write = write
    }
}
