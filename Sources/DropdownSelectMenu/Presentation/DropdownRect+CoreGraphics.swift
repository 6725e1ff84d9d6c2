import DropdownCore
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DropdownRect {
    /// The rectangle of a Core Graphics rectangle.
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// The Core Graphics rectangle.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
