/// The texts the field may show for its selection, read from the binding (rules R1, A1, M5).
///
/// The field reads the bound value, the source of truth, not the core's copy of it, so a binding
/// that was just changed elsewhere (or that refused a value) is what the field shows on the very
/// first frame. The candidates go, most informative first, to a `ViewThatFits`, which shows the
/// first one that fits the field at the current Dynamic Type size and script, measured by layout:
/// "Cheese, Olives" when it fits, else "2 selected". Nothing is guessed from a character count,
/// and there is no first frame with a wrong choice.
@_spi(Session) public enum FieldValue {
    /// The candidates, the labels in the core's order (option order, or the order they were
    /// chosen, rule M3).
    ///
    /// - Parameters:
    ///   - bound: the bound selection now.
    ///   - coreOrder: the core's selection, in its order.
    ///   - position: the position of an identifier among the options, to order a bound selection
    ///     the core does not have yet (the one update after the binding changed elsewhere, before
    ///     the core takes it).
    ///   - label: the label of an identifier.
    @_spi(Session) public static func candidates<ID: Hashable>(
        bound: [ID], coreOrder: [ID], position: (ID) -> Int?, label: (ID) -> String,
        placeholder: String, strings: DropdownStrings
    ) -> FieldText {
        let ids = ordered(bound, coreOrder: coreOrder, position: position)
        // Only the labels the texts need are read: a few dozen at most.
        let labelAt = { (index: Int) in label(ids[index]) }
        return FieldText(
            candidates: DropdownSummary.candidates(
                count: ids.count, label: labelAt, placeholder: placeholder, strings: strings),
            accessibilityValue: DropdownSummary.accessibilityValue(
                count: ids.count, label: labelAt, placeholder: placeholder, strings: strings))
    }

    /// What the field shows for its selection, and what VoiceOver reads as its value.
    @_spi(Session) public struct FieldText: Equatable {
        /// The texts to show, most informative first (never empty).
        @_spi(Session) public let candidates: [String]
        /// The value VoiceOver reads: capped, never every label of a large selection (A1).
        @_spi(Session) public let accessibilityValue: String
    }

    /// The bound selection in the core's order; a selection the core does not have yet is put in
    /// option order, identifiers that are not options last (rule C2). O(k) for k selected when
    /// the core has it, O(k log k) otherwise.
    @_spi(Session) public static func ordered<ID: Hashable>(_ bound: [ID], coreOrder: [ID], position: (ID) -> Int?)
        -> [ID]
    {
        guard bound.count > 1 else { return bound }
        let wanted = Set(bound)
        if coreOrder.count == wanted.count && Set(coreOrder) == wanted { return coreOrder }
        let keyed = bound.map { (id: $0, position: position($0) ?? Int.max) }
        return keyed.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.id)
    }

    /// A bound selection (a `Set`, in no order) given to the core: the identifiers the core already
    /// has keep their order (the order they were chosen in, M3), the others follow in option order.
    /// O(k log k) for k selected.
    @_spi(Session) public static func keepingOrder<ID: Hashable>(
        of current: [ID], for bound: [ID], position: (ID) -> Int?
    ) -> [ID] {
        guard bound.count > 1 else { return bound }
        let wanted = Set(bound)
        let kept = current.filter(wanted.contains)
        let keptSet = Set(kept)
        return kept + ordered(bound.filter { !keptSet.contains($0) }, coreOrder: [], position: position)
    }

    /// The field's label of a selected option: its own label, or with the configuration's
    /// ``DropdownConfiguration/showsPath``, its ancestors' labels then its own, joined by the
    /// separator ("More Fruits › watermelon", H6). O(depth), one label read per ancestor.
    @_spi(Session) public static func label<ID: Hashable>(of id: ID, own: String, in state: DropdownState<ID>) -> String
    {
        let configuration = state.configuration
        guard configuration.showsPath else { return own }
        let ancestors = state.pathLabels(of: id)
        guard !ancestors.isEmpty else { return own }
        return (ancestors + [own]).joined(separator: configuration.pathSeparator)
    }
}
