/// The height PageUp and PageDown move by (rule N3): the height of the list on screen.
@_spi(Session) public enum ListPageHeight {
    /// The list's height on screen: a sheet's list area when the list is in a sheet, which fills
    /// it whatever the floating list's maximum; otherwise the floating list's height, its natural
    /// height up to its maximum and the room it was placed in.
    @_spi(Session) public static func of(natural: Double, maximum: Double, placed: Double, sheet: Double?) -> Double {
        sheet ?? min(natural, maximum, placed)
    }
}

extension DropdownSession {
    /// The open list's sheet laid its list out `height` tall: PageUp and PageDown move by the rows
    /// it shows (N3), until the list closes.
    @_spi(Session) public mutating func sheetListSized(height: Double, hasSearchField: Bool) {
        guard state.isOpen else { return }
        sheetListHeight = height
        updatePageSize(listHeight: height, hasSearchField: hasSearchField)
    }
}
