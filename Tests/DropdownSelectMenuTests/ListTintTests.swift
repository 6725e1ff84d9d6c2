import Testing

@_spi(Session) @testable import DropdownCore

@Suite("The tint of a list drawn away from its field (R8)")
struct ListTintTests {
    @Test("R8: a container's list keeps the screen's tint; the layer's takes the accent colour")
    func inheritedInContainerOnly() {
        #expect(ListTintChoice.forList(inContainer: true, hasDropdownTint: false) == .inherited)
        #expect(ListTintChoice.forList(inContainer: false, hasDropdownTint: false) == .accentColor)
    }

    @Test("R8: a dropdown's own tint (.dropdownTint) colours its list wherever it is drawn")
    func dropdownTintWins() {
        #expect(ListTintChoice.forList(inContainer: true, hasDropdownTint: true) == .dropdownTint)
        #expect(ListTintChoice.forList(inContainer: false, hasDropdownTint: true) == .dropdownTint)
    }
}
