/// The room a list may use, from its window (rules R6, P1): the window's (scene's) bounds, less
/// its safe area, less the software keyboard where it covers the bottom.
///
/// The screen is the wrong reference: in Split View, Slide Over, Stage Manager and on an external
/// display the window is smaller than the screen or elsewhere on it; and on a Mac there is no
/// useful screen at all, so the list must stay inside its window. Everything is in one coordinate
/// space, chosen by the front end (the field's, or the container's).
@_spi(Session) public struct WindowGeometry: Hashable, Sendable {
    /// The distances of the safe area from the window's edges (top, left, bottom, right; not
    /// leading/trailing: the coordinates are not mirrored in right-to-left layouts).
    @_spi(Session) public struct Insets: Hashable, Sendable {
        @_spi(Session) public var top = 0.0
        @_spi(Session) public var left = 0.0
        @_spi(Session) public var bottom = 0.0
        @_spi(Session) public var right = 0.0

        /// The insets, each 0 unless given.
        @_spi(Session) public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// The window's bounds.
    @_spi(Session) public var bounds: DropdownRect
    /// The window's safe area insets (status bar, home indicator, a Mac's title bar and toolbar).
    @_spi(Session) public var safeArea = Insets()
    /// The software keyboard's frame, when one is shown.
    @_spi(Session) public var keyboard: DropdownRect?

    /// The geometry of a window with `bounds`, its `safeArea` and `keyboard`.
    @_spi(Session) public init(bounds: DropdownRect, safeArea: Insets = Insets(), keyboard: DropdownRect? = nil) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.keyboard = keyboard
    }

    /// The bounds a list must stay inside: the safe area, ending above a docked keyboard. A
    /// keyboard that does not reach the bottom edge (an iPad's floating keyboard) floats over the
    /// content and is not taken out.
    @_spi(Session) public var safeBounds: DropdownRect {
        let top = bounds.minY + safeArea.top
        let left = bounds.minX + safeArea.left
        var bottom = bounds.maxY - safeArea.bottom
        let right = bounds.maxX - safeArea.right
        if let keyboard, WindowKeyboard.isDocked(keyboard, in: bounds), keyboard.minY < bottom {
            bottom = keyboard.minY
        }
        return DropdownRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

extension DropdownRect {
    /// The part of this rectangle inside `other` (an empty rectangle at the nearest edge when they
    /// do not meet).
    @_spi(Session) public func intersection(_ other: DropdownRect) -> DropdownRect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return DropdownRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
