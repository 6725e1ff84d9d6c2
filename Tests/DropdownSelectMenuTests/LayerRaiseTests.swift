import Testing

@_spi(Session) @testable import DropdownCore

@Suite("Raising the Mac's layer of lists above the window's other views")
struct LayerRaiseTests {
    @Test("The layer goes in front; the other views keep their order; nothing moves when it is in front")
    func layerGoesInFront() {
        let views = ["content", "layer", "split", "field"]
        let ranks = LayerRaise.ranks(of: views, raising: "layer")
        #expect(
            ranks.map { ranks in views.sorted { ranks[$0]! < ranks[$1]! } } == ["content", "split", "field", "layer"])
        #expect(LayerRaise.ranks(of: ["content", "layer"], raising: "layer") == nil)
        #expect(LayerRaise.ranks(of: ["content"], raising: "layer") == nil)
    }
}
