import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The window's layers, one per scene, taken down with it (R7)")
struct LayerRegistryTests {
    final class Scope {}
    final class Host {}

    @Test("R7: one layer per scope; a scope that disconnects gives its layer up to be taken down")
    func registryRemove() {
        var registry = LayerRegistry<Host>()
        let scene = Scope()
        let other = Scope()
        let host = Host()
        let otherHost = Host()
        registry.add(host, for: scene)
        registry.add(otherHost, for: other)
        #expect(registry.host(for: scene) === host)
        #expect(registry.remove(scope: scene) === host)
        #expect(registry.host(for: scene) == nil)
        #expect(registry.remove(scope: scene) == nil)  // a second notice changes nothing
        #expect(registry.host(for: other) === otherHost)  // another scene keeps its layer
        #expect(registry.count == 1)
    }

    @Test("R7: a scope released without notice is swept, its layer returned to be taken down")
    func registrySweep() {
        var registry = LayerRegistry<Host>()
        let kept = Scope()
        let keptHost = Host()
        registry.add(keptHost, for: kept)
        var gone: Scope? = Scope()
        let goneHost = Host()
        registry.add(goneHost, for: gone!)
        #expect(registry.removeGone().isEmpty)
        gone = nil  // the registry holds scopes weakly: it never keeps a scene alive
        let swept = registry.removeGone()
        #expect(swept.count == 1 && swept.first === goneHost)
        #expect(registry.host(for: kept) === keptHost)
        #expect(registry.count == 1)
    }
}
