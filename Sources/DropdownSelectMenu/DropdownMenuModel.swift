#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// Holds a dropdown's core state for SwiftUI: events go in with times from a monotonic clock,
    /// and views are told to redraw only when an event changed something they show.
    @MainActor
    final class DropdownMenuModel<Option: Hashable>: ObservableObject {
        /// The core state; every decision is its.
        private(set) var state: DropdownState<Option>
        /// The identity of this dropdown among the others of its screen (rule O8).
        let id = UUID()
        private let origin = ContinuousClock.now

        init(state: DropdownState<Option>) {
            self.state = state
        }

        /// Applies an event at the current time.
        func handle(_ event: DropdownEvent<Option>) -> DropdownEventResult {
            let result = state.handle(event, at: ContinuousClock.now - origin)
            if !result.changes.isEmpty { objectWillChange.send() }
            return result
        }

        /// Turns search on or off (the `.dropdownSearchable` modifier).
        func setSearchable(_ isSearchable: Bool) {
            guard state.isSearchable != isSearchable else { return }
            objectWillChange.send()
            state.isSearchable = isSearchable
        }

        /// Sets the rows PageUp and PageDown move: the rows the list shows (rule N3).
        func setPageSize(_ rows: Int) {
            state.pageSize = rows
        }
    }

    /// Keeps one dropdown of a screen open at a time (rule O8): opening one closes the other.
    @MainActor
    final class DropdownCoordinator {
        private var exclusivity = DropdownExclusivity<UUID>()
        private var closers: [UUID: () -> Void] = [:]

        /// The coordinator of dropdowns outside any `.dropdownContainer()`.
        static let shared = DropdownCoordinator()

        /// Records how to close a dropdown.
        func register(_ id: UUID, close: @escaping () -> Void) {
            closers[id] = close
        }

        /// Forgets a dropdown that left the screen.
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
    }

    private struct DropdownCoordinatorKey: EnvironmentKey {
        static var defaultValue: DropdownCoordinator? { nil }
    }

    extension EnvironmentValues {
        var dropdownCoordinator: DropdownCoordinator? {
            get { self[DropdownCoordinatorKey.self] }
            set { self[DropdownCoordinatorKey.self] = newValue }
        }
    }
#endif
