import DropdownCore

/// The texts the field may show for its selection, read from the binding (rules R1, A1, M5).
///
/// The field reads the bound value, the source of truth, not the core's copy of it, so a binding
/// that was just changed elsewhere (or that refused a value) is what the field shows on the very
/// first frame. The candidates go, most informative first, to a `ViewThatFits`, which shows the
/// first one that fits the field at the current Dynamic Type size and script, measured by layout:
/// "Cheese, Olives" when it fits, else "2 selected". Nothing is guessed from a character count,
/// and there is no first frame with a wrong choice.
enum FieldValue {
    /// The candidates, in option order for a multiple selection.
    ///
    /// - Parameters:
    ///   - bound: the bound selection now.
    ///   - coreOrder: the core's selection, in option order (rule M3).
    ///   - options: the options, to order a bound selection the core does not have yet (the one
    ///     update after the binding changed elsewhere, before the core takes it; O(n) then only).
    ///   - label: the label of an option.
    static func candidates<Option: Hashable>(
        bound: [Option], coreOrder: [Option], options: [Option], label: (Option) -> String,
        placeholder: String, strings: DropdownStrings
    ) -> [String] {
        DropdownSummary.candidates(
            labels: ordered(bound, coreOrder: coreOrder, options: options).map(label),
            placeholder: placeholder, strings: strings)
    }

    /// The bound selection in option order. O(k) for k selected when the core already has it.
    static func ordered<Option: Hashable>(_ bound: [Option], coreOrder: [Option], options: [Option]) -> [Option] {
        guard bound.count > 1 else { return bound }
        let wanted = Set(bound)
        if coreOrder.count == wanted.count && Set(coreOrder) == wanted { return coreOrder }
        var remaining = wanted
        var ordered = options.filter { remaining.remove($0) != nil }
        ordered += bound.filter { remaining.remove($0) != nil }  // not among the options: kept (C2)
        return ordered
    }
}
