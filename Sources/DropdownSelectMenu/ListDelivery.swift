import Foundation

/// Where a dropdown's open list is drawn: by a `.dropdownContainer()`, or in the layer at the top
/// of its window (`WindowListHost`). A handshake, because the two paths between them do not reach the same places (rule R7).
///
/// A dropdown finds its container through the environment, which flows into `NavigationStack`
/// destinations, `TabView` tabs and sheets; but it hands its list over through a preference,
/// which does not flow back out of them. Trusting the environment alone gave a field that "opened"
/// with no list. So the dropdown *requests* hosting (the preference) and waits for the container
/// to *confirm* it (the container calls back once it has drawn the list). A request that is not
/// confirmed by its deadline (the next turn of the main run loop, after the update that sent it)
/// falls back to its window's layer, and a dropdown remembers that its container did not
/// answer, so its next opening goes to its window's layer at once. Each opening is a new request
/// (a generation number), so a late answer to an earlier opening changes nothing.
struct ListDelivery: Hashable, Sendable {
    /// Who draws the list now.
    enum Host: Hashable, Sendable {
        /// The list is closed.
        case none
        /// The request was sent to the container; no answer yet. Nothing is drawn by the dropdown.
        case awaitingContainer
        /// The container confirmed it draws the list.
        case container
        /// The dropdown draws the list in its window's layer.
        case windowLayer
    }

    /// Who draws the list now.
    private(set) var host = Host.none
    /// The generation of the current (or last) opening.
    private(set) var request = 0
    /// The container that did not answer this dropdown's last request, if any.
    private var unresponsiveContainer: UUID?

    /// Whether the dropdown sends its request to the container (the preference).
    var sendsRequest: Bool { host == .awaitingContainer || host == .container }
    /// Whether the dropdown draws the list in its window's layer.
    var drawsInWindowLayer: Bool { host == .windowLayer }

    /// The list opened. With a container in the environment that has not failed to answer before,
    /// the request goes to it, and the returned generation must be checked at the deadline
    /// (``deadlinePassed(request:)``); otherwise the list goes to its window's layer now
    /// and `nil` is returned.
    @discardableResult
    mutating func open(container: UUID?) -> Int? {
        request += 1
        guard let container, container != unresponsiveContainer else {
            host = .windowLayer
            return nil
        }
        host = .awaitingContainer
        return request
    }

    /// The container drew the list of request `generation`. Returns whether the host changed.
    @discardableResult
    mutating func confirm(request generation: Int, by container: UUID) -> Bool {
        guard generation == request else { return false }
        if unresponsiveContainer == container { unresponsiveContainer = nil }  // it answers after all
        guard host == .awaitingContainer else { return false }
        host = .container
        return true
    }

    /// The deadline of request `generation` passed. An unconfirmed request falls back to the
    /// window's layer and the container is remembered as unresponsive. Returns whether the host changed.
    @discardableResult
    mutating func deadlinePassed(request generation: Int, container: UUID?) -> Bool {
        guard generation == request, host == .awaitingContainer else { return false }
        host = .windowLayer
        unresponsiveContainer = container
        return true
    }

    /// The container stopped drawing the list of request `generation` while it is still open (it
    /// left the screen, or the preference stopped reaching it): the list moves to the window's layer
    /// rather than vanish. Returns whether the host changed.
    @discardableResult
    mutating func withdrawn(request generation: Int) -> Bool {
        guard generation == request, host == .container else { return false }
        host = .windowLayer
        return true
    }

    /// The list closed.
    mutating func close() {
        host = .none
    }
}
