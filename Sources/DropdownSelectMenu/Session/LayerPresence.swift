@_spi(Session) import DropdownCore
import Foundation

/// The identity of one opening's list in its window's layer: the dropdown and the opening's
/// generation (``ListDelivery/request``). A list reopened while the last one is still leaving is a
/// new entry, inserted afresh, never the leaving one revived.
struct LayerPresentationKey: Hashable, Sendable {
    /// The dropdown's identity.
    let dropdown: UUID
    /// The opening it was presented for.
    let generation: Int
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
struct LayerPresence: Hashable, Sendable {
    /// Creates one in its initial state.
    init() {}

    /// What to do to the layer.
    enum Action: Hashable, Sendable {
        /// Take this entry out.
        case dismiss(LayerPresentationKey)
        /// Put this entry in (or give it its latest content).
        case present(LayerPresentationKey)
    }

    /// The entry in the layer now, if any.
    private(set) var presented: LayerPresentationKey?
    /// What the list in the layer was last placed for.
    private var placedFor: PlacementInputs?

    /// What a list's placement depends on besides the field's frame and the window's bounds:
    /// its rows (a query, options that arrived, an empty state) and its measured size (R5).
    struct PlacementInputs: Hashable, Sendable {
        /// Changes whenever the visible rows may have changed.
        var rowsRevision: Int
        /// Changes whenever the list's measured size changed.
        var sizeRevision: Int
    }

    /// Whether the list in the layer must be placed again because its rows or measured size
    /// changed: the layer observes only its own host, so the model tells it.
    /// Only while an entry is presented; a highlight move or a toggle changes nothing here. O(1).
    mutating func needsPlacement(for inputs: PlacementInputs) -> Bool {
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
    static func wanted(
        dropdown: UUID, isOpen: Bool, delivery: ListDelivery
    ) -> LayerPresentationKey? {
        guard isOpen, delivery.drawsInWindowLayer else { return nil }
        return LayerPresentationKey(dropdown: dropdown, generation: delivery.request)
    }

    /// Brings the layer in step with `wanted` (``wanted(dropdown:isOpen:delivery:)``; `nil` when
    /// the dropdown closed, left the container's path or is gone): the actions to take, in order.
    /// A wanted entry is presented only when the layer can be reached (`hasLayer`); until then it
    /// is pending, and the next reconciliation with a layer presents it.
    mutating func reconcile(wanted: LayerPresentationKey?, hasLayer: Bool) -> [Action] {
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
    static func belongs(_ key: LayerPresentationKey, ownerWants: LayerPresentationKey??) -> Bool {
        guard let ownerWants else { return false }  // the owner is gone
        return ownerWants == key
    }
}
