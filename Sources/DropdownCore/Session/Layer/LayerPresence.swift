/// The identity of one opening's list in its window's layer: the dropdown and the opening's
/// generation (``ListDelivery/request``). A list reopened while the last one is still leaving is a
/// new entry, inserted afresh, never the leaving one revived. `Dropdown` is what names a dropdown
/// (the SwiftUI layer's is a `UUID`, which the core, importing no Foundation, does not name).
@_spi(Session) public struct LayerPresentationKey<Dropdown: Hashable & Sendable>: Hashable, Sendable {
    /// The dropdown's identity.
    @_spi(Session) public let dropdown: Dropdown
    /// The opening it was presented for.
    @_spi(Session) public let generation: Int
}

/// Whether a dropdown's list is in its window's layer, owned by the dropdown's model and never by
/// a view callback (rule R7's fallback).
///
/// A view's `onDisappear` may run after its window was taken away, when the window (and so the
/// layer) can no longer be looked up; an entry left in the layer keeps the window's tap-outside
/// catcher and its modality, and the window takes no more touches.
///
/// So the model keeps the layer it presented in, and reconciles after every change:
/// - the list is in the layer exactly while the dropdown is open, exists, and draws its list there;
/// - it is taken out through the reference the model kept;
/// - a list that opens before its dropdown has a window is presented when the window arrives.
@_spi(Session) public struct LayerPresence<Dropdown: Hashable & Sendable>: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// What to do to the layer.
    @_spi(Session) public enum Action: Hashable, Sendable {
        /// Take this entry out.
        case dismiss(LayerPresentationKey<Dropdown>)
        /// Put this entry in (or give it its latest content).
        case present(LayerPresentationKey<Dropdown>)
    }

    /// The entry in the layer now, if any.
    @_spi(Session) public private(set) var presented: LayerPresentationKey<Dropdown>?
    /// What the list in the layer was last placed for.
    private var placedFor: PlacementInputs?

    /// What a list's placement depends on besides the field's frame and the window's bounds:
    /// its rows (a query, options that arrived, an empty state) and its measured size (R5).
    @_spi(Session) public struct PlacementInputs: Hashable, Sendable {
        /// Changes whenever the visible rows may have changed.
        @_spi(Session) public var rowsRevision: Int
        /// Changes whenever the list's measured size changed.
        @_spi(Session) public var sizeRevision: Int

        /// Creates one from each of its parts.
        @_spi(Session) public init(rowsRevision: Int, sizeRevision: Int) {
            self.rowsRevision = rowsRevision
            self.sizeRevision = sizeRevision
        }
    }

    /// Whether the list in the layer must be placed again because its rows or measured size
    /// changed: the layer observes only its own host, so the model tells it.
    /// Only while an entry is presented; a highlight move or a toggle changes nothing here. O(1).
    @_spi(Session) public mutating func needsPlacement(for inputs: PlacementInputs) -> Bool {
        guard presented != nil else {
            placedFor = nil
            return false
        }
        guard placedFor != inputs else { return false }
        placedFor = inputs
        return true
    }

    /// The entry a dropdown wants in the layer: one while it is open and draws its list there,
    /// none otherwise. O(1).
    @_spi(Session) public static func wanted(
        dropdown: Dropdown, isOpen: Bool, delivery: ListDelivery
    ) -> LayerPresentationKey<Dropdown>? {
        guard isOpen, delivery.drawsInWindowLayer else { return nil }
        return LayerPresentationKey(dropdown: dropdown, generation: delivery.request)
    }

    /// Brings the layer in step with `wanted` (``wanted(dropdown:isOpen:delivery:)``; `nil` when
    /// the dropdown closed, left the container's path or is gone): the actions to take, in order.
    /// A wanted entry is presented only when the layer can be reached (`hasLayer`); until then it
    /// is pending, and the next reconciliation with a layer presents it.
    @_spi(Session) public mutating func reconcile(wanted: LayerPresentationKey<Dropdown>?, hasLayer: Bool) -> [Action] {
        var actions: [Action] = []
        if let presented, presented != wanted {
            actions.append(.dismiss(presented))
            self.presented = nil
        }
        if let wanted, presented == nil, hasLayer {
            actions.append(.present(wanted))
            presented = wanted
        }
        return actions
    }

    /// Whether an entry still belongs in the layer, asked by the layer itself before it acts on a
    /// tap outside (a defence against an owner that did not take it out): only while its owner
    /// exists and still wants exactly that entry.
    @_spi(Session) public static func belongs(
        _ key: LayerPresentationKey<Dropdown>, ownerWants: LayerPresentationKey<Dropdown>??
    ) -> Bool {
        guard let ownerWants else { return false }  // the owner is gone
        return ownerWants == key
    }
}
