/// Where a dropdown's open list is drawn: by a `.dropdownContainer()`, or in the layer at the top
/// of its window (`WindowListHost`). Decided when the list opens, from what the container can see
/// (rule R7).
///
/// Why a request: a dropdown finds its container through the environment, which flows into
/// `NavigationStack` destinations, `TabView` tabs and sheets; but it hands its list over through a
/// preference, which does not flow back out of them.
///
/// How it is decided:
/// - Every floating dropdown publishes its presence (its id, in a preference, open or not), and
///   the container records the dropdowns it sees.
/// - When a list opens, the dropdown asks at once whether its container sees it: if so the
///   container draws the list, else the window's layer does, in the same update (no blank frame,
///   no race).
/// - A list opened as a sheet is the sheet's: neither the container nor the layer draws it.
/// - On iOS, iPadOS and Mac Catalyst a list with a search field goes to the window's layer even
///   when a container sees the dropdown (``searchKeysNeedWindowLayer``): only there does the
///   search field sit under the layer's `UIViewController`, whose `keyCommands` (`UIKeyCommand`
///   with `wantsPriorityOverSystemBehavior`) take Up, Down and the Page keys from the text field,
///   which would otherwise move its caret with them (rules F3, N1, N3 with a hardware keyboard).
/// - The container still confirms that it drew the list; a request it did not confirm by a safety
///   deadline (two turns of the main run loop and 100 ms) falls back to the window's layer for
///   that opening.
/// - Each opening is a new request (a generation number), so a late answer to an earlier opening
///   changes nothing, and nothing is remembered from one opening to the next.
/// - A Mac window whose content view is one of AppKit's container views (a split, stack, tab or
///   scroll view) has no layer (``LayerHostChoice``):
///   there a list that no container sees opens as a sheet (``ListPresentationChoice``); a
///   container's request stays with the container past the deadline, and a list the container
///   withdraws has no host left (``isStranded``) and closes. So does a list that opened before
///   the dropdown had a window (a layer taken for granted) when the window it joins has none
///   (``windowJoined(hasLayer:)``).
@_spi(Session) public struct ListDelivery: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// Who draws the list now.
    @_spi(Session) public enum Host: Hashable, Sendable {
        /// The list is closed.
        case none
        /// The request was sent to the container, which sees the dropdown; not yet confirmed.
        case awaitingContainer
        /// The container confirmed it draws the list.
        case container
        /// The window's layer draws the list (no container, or one that cannot see the dropdown).
        case windowLayer
        /// The list is shown as a sheet, which the dropdown presents itself.
        case sheet
    }

    /// Whether a list with a search field must be in the window's layer for the search field's
    /// keys to reach the list: where the layer is a window of its own (``FocusPlan/layerIsAWindow``,
    /// iOS, iPadOS and Mac Catalyst), whose controller offers the search field's key commands. On
    /// the Mac, `onKeyPress` reaches the search field's keys wherever the list is drawn.
    @_spi(Session) public static var searchKeysNeedWindowLayer: Bool { FocusPlan.layerIsAWindow }

    /// Who draws the list now.
    @_spi(Session) public private(set) var host = Host.none
    /// The generation of the current (or last) opening.
    @_spi(Session) public private(set) var request = 0
    /// Whether the dropdown's window holds a layer (``LayerHostChoice``), as it was when the list
    /// opened.
    @_spi(Session) public private(set) var hasWindowLayer = true

    /// Whether the dropdown sends its request to the container (the preference).
    @_spi(Session) public var sendsRequest: Bool { host == .awaitingContainer || host == .container }
    /// Whether the list goes to the window's layer.
    @_spi(Session) public var drawsInWindowLayer: Bool { host == .windowLayer }
    /// Whether the list is meant for the window's layer in a window that has none: nothing draws
    /// it, and the dropdown closes it.
    @_spi(Session) public var isStranded: Bool { host == .windowLayer && !hasWindowLayer }

    /// The list opened. As a sheet (`asSheet`) it is the sheet's. Else, with a container in the
    /// environment that sees the dropdown, and no search field whose keys need the layer
    /// (`searchNeedsLayerKeys`: a search field where ``searchKeysNeedWindowLayer``), the request
    /// goes to the container, and the returned generation must be checked at the deadline
    /// (``deadlinePassed(request:)``); otherwise the list goes to the window's layer now. `nil`
    /// is returned when no container is asked. `hasWindowLayer` says whether the window holds a
    /// layer (``LayerHostChoice``).
    @discardableResult
    @_spi(Session) public mutating func open(
        container: (any Hashable)?, containerSeesDropdown: Bool, searchNeedsLayerKeys: Bool = false,
        asSheet: Bool = false, hasWindowLayer: Bool = true
    ) -> Int? {
        request += 1
        self.hasWindowLayer = hasWindowLayer
        if asSheet {
            host = .sheet
            return nil
        }
        guard container != nil, containerSeesDropdown, !searchNeedsLayerKeys else {
            host = .windowLayer
            return nil
        }
        host = .awaitingContainer
        return request
    }

    /// The container drew the list of request `generation`. Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func confirm(request generation: Int) -> Bool {
        move(request: generation, from: .awaitingContainer, to: .container)
    }

    /// The safety deadline of request `generation` passed: an unconfirmed request falls back to
    /// the window's layer; in a window without one it stays with the container, which sees the
    /// dropdown and may confirm later. Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func deadlinePassed(request generation: Int) -> Bool {
        guard hasWindowLayer else { return false }
        return move(request: generation, from: .awaitingContainer, to: .windowLayer)
    }

    /// The container stopped drawing the list of request `generation` while it is still open (it
    /// left the screen, or the preference stopped reaching it): the list moves to the window's
    /// layer rather than vanish; in a window without a layer it is left stranded (``isStranded``).
    /// Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func withdrawn(request generation: Int) -> Bool {
        move(request: generation, from: .container, to: .windowLayer)
    }

    /// The dropdown joined a window (or moved to another one) while its list is open, and
    /// `hasLayer` says whether that window holds a layer (``LayerHostChoice``). A list opened
    /// before the dropdown had a window took the layer for granted; in a window without one, a
    /// list meant for the layer is left stranded (``isStranded``), and the dropdown closes it. A
    /// closed list keeps nothing: the next opening says again.
    @_spi(Session) public mutating func windowJoined(hasLayer: Bool) {
        guard host != .none else { return }
        hasWindowLayer = hasLayer
    }

    /// The list closed.
    @_spi(Session) public mutating func close() {
        host = .none
    }

    /// Moves the list of request `generation` from host `old` to `new`, if that request is the
    /// current one and `old` draws it. Returns whether the host changed.
    private mutating func move(request generation: Int, from old: Host, to new: Host) -> Bool {
        guard generation == request, host == old else { return false }
        host = new
        return true
    }
}
