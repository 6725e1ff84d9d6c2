@_spi(Session) import DropdownCore
import Foundation

/// The most an open list may take (`.dropdownMaxListHeight(_:)`, `.dropdownMaxVisibleRows(_:)`).
public enum DropdownMaximumHeight: Hashable, Sendable {
    /// A height in points (by default 280 at the default text size, as the origin, growing with
    /// Dynamic Type).
    case points(CGFloat)
    /// A number of rows.
    case rows(Int)

    /// The maximum as the session sizes the list with it.
    var listMaximum: ListMaximumHeight {
        switch self {
        case .points(let points): .points(Double(points))
        case .rows(let rows): .rows(rows)
        }
    }
}
