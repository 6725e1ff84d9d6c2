/// What an open list's measured heights depend on besides its rows: its width and the Dynamic Type
/// size. When either changes, every measurement is taken again.
@_spi(Session) public struct ListLayoutContext: Hashable, Sendable {
    /// The list's width, in points.
    @_spi(Session) public var width: Double
    /// The Dynamic Type size, as the front end names it.
    @_spi(Session) public var textSize: String
}
