import DropdownCore
import Foundation

/// Keeps one dropdown of a window open at a time (rule O8): opening one closes the other.
///
/// There is one coordinator per window (on iOS a window is a scene's: each iPad window, an external
/// display, a Stage Manager window has its own), never one for the whole app: two windows side by
/// side each keep their own list open. The SwiftUI layer finds a dropdown's window and asks
/// ``forScope(_:)`` for its coordinator.
@MainActor
final class DropdownCoordinator {
    private var exclusivity = DropdownExclusivity<UUID>()
    private var closers: [UUID: () -> Void] = [:]

    /// Creates a coordinator with no dropdowns.
    init() {}

    /// The dropdown that is open, if any.
    var openMember: UUID? { exclusivity.openMember }

    /// Records how to close a dropdown.
    func register(_ id: UUID, close: @escaping () -> Void) {
        closers[id] = close
    }

    /// Forgets a dropdown that left the window.
    func unregister(_ id: UUID) {
        closers[id] = nil
        exclusivity.didClose(id)
    }

    /// A dropdown opened: the one that was open closes.
    func didOpen(_ id: UUID) {
        if let other = exclusivity.didOpen(id) { closers[other]?() }
    }

    /// A dropdown closed.
    func didClose(_ id: UUID) {
        exclusivity.didClose(id)
    }

    // MARK: One per window

    private static var coordinators: [ObjectIdentifier: (scope: WeakScope, coordinator: DropdownCoordinator)] = [:]

    /// The coordinator of a scope (a window), created on first use and dropped with the window.
    static func forScope(_ scope: AnyObject) -> DropdownCoordinator {
        coordinators = coordinators.filter { $0.value.scope.object != nil }  // windows that closed
        let key = ObjectIdentifier(scope)
        if let entry = coordinators[key], entry.scope.object === scope { return entry.coordinator }
        let coordinator = DropdownCoordinator()
        coordinators[key] = (WeakScope(object: scope), coordinator)
        return coordinator
    }

    private struct WeakScope {
        weak var object: AnyObject?
    }
}
