#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The value a dropdown's selection binds, as `List` takes its selection: an optional
    /// identifier for one option at most, or a set of identifiers for any number.
    ///
    /// With `ID?`, choosing an option selects it and closes the list. With `Set<ID>`, choosing
    /// toggles an option and keeps the list open, and the field sums up the selection ("Cheese,
    /// Olives", or "3 selected" when the labels do not fit; rules M1–M5).
    ///
    /// `Optional` and `Set` are the conformances; the underscored requirements are the
    /// dropdown's own, and not meant to be called or implemented elsewhere. A literal says
    /// neither, so a constant binding names its type: `.constant(String?.none)`,
    /// `.constant(Optional("Express"))`, `.constant(Set(["Cheese"]))`.
    public protocol DropdownSelection<SelectionValue>: Equatable {
        /// The identifier of an option.
        associatedtype SelectionValue: Hashable

        /// Whether any number of options may be selected, rather than one at most.
        static var _allowsMultipleSelection: Bool { get }

        /// The selected identifiers: one at most for a single selection. O(1).
        var _selectedIDs: Set<SelectionValue> { get }

        /// A selection of `ids`, of which a single selection keeps the first.
        init(_selectedIDs ids: [SelectionValue])
    }

    extension Optional: DropdownSelection where Wrapped: Hashable {
        /// One option at most.
        public static var _allowsMultipleSelection: Bool { false }

        /// The selected identifier, if any, as a set.
        public var _selectedIDs: Set<Wrapped> { map { [$0] } ?? [] }

        /// The first of `ids`, or `nil`.
        public init(_selectedIDs ids: [Wrapped]) { self = ids.first }
    }

    extension Set: DropdownSelection {
        /// Any number of options.
        public static var _allowsMultipleSelection: Bool { true }

        /// The set itself.
        public var _selectedIDs: Set<Element> { self }

        /// A set of `ids`.
        public init(_selectedIDs ids: [Element]) { self.init(ids) }
    }

    /// The selection a dropdown edits: the caller's binding, the one source of truth (rule R1),
    /// whichever ``DropdownSelection`` it binds.
    struct DropdownSelectionBinding<ID: Hashable> {
        /// The selection mode the bound type implies.
        let mode: DropdownSelectionMode
        /// What the binding holds now. O(1): compared across updates to notice a change made elsewhere.
        var snapshot: Set<ID> { read() }
        /// Writes a selection (in single mode, its first option or none) unless the binding holds it.
        let write: ([ID]) -> Void
        private let read: () -> Set<ID>

        init<Selection: DropdownSelection<ID>>(_ binding: Binding<Selection>) {
            mode = Selection._allowsMultipleSelection ? .multiple : .single
            read = { binding.wrappedValue._selectedIDs }
            write = { selected in
                let value = Selection(_selectedIDs: selected)
                if binding.wrappedValue != value { binding.wrappedValue = value }
            }
        }

        /// What the binding holds now, in no particular order.
        var values: [ID] { Array(read()) }

        /// The binding, as the session reads and writes it.
        var access: SelectionAccess<ID> {
            SelectionAccess(read: { values }, write: write)
        }
    }
#endif
