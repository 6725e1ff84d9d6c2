/// The window's layers, one per scope: a `UIWindowScene` on iOS, iPadOS and Mac Catalyst, an
/// `NSWindow` on the Mac (``WindowListHost``).
///
/// A layer is taken down as soon as its scope goes: when the scene disconnects or the Mac window
/// closes (``remove(scope:)``), so that its window, its hosting controller and the last lists'
/// closures are released with the scene rather than kept until another dropdown joins a window.
/// A scope released without notice is swept when the next layer is installed
/// (``removeGone()``). Scopes are held weakly: the registry never keeps a scene or window alive.
@_spi(Session) public struct LayerRegistry<Host: AnyObject> {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    private struct Entry {
        weak var scope: AnyObject?
        @_spi(Session) public let host: Host
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The layer of `scope`, if it is installed. O(1).
    @_spi(Session) public func host(for scope: AnyObject) -> Host? {
        guard let entry = entries[ObjectIdentifier(scope)], entry.scope === scope else { return nil }
        return entry.host
    }

    /// Records `host` as the layer of `scope`.
    @_spi(Session) public mutating func add(_ host: Host, for scope: AnyObject) {
        entries[ObjectIdentifier(scope)] = Entry(scope: scope, host: host)
    }

    /// Forgets the layer of `scope` (its scene disconnected, its window closed) and returns it, to
    /// be taken down; `nil` when it has none.
    @_spi(Session) public mutating func remove(scope: AnyObject) -> Host? {
        let key = ObjectIdentifier(scope)
        guard let entry = entries[key], entry.scope === scope else { return nil }
        entries[key] = nil
        return entry.host
    }

    /// Forgets the layers whose scope is gone and returns them, to be taken down. O(layers).
    @_spi(Session) public mutating func removeGone() -> [Host] {
        let gone = entries.filter { $0.value.scope == nil }
        for key in gone.keys { entries[key] = nil }
        return gone.values.map(\.host)
    }

    /// How many layers are installed.
    @_spi(Session) public var count: Int { entries.count }
}
