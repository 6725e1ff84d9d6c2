import DropdownCore

/// What a dropdown's initializer says about its options: the options and the closures that
/// describe them (rule R3).
///
/// Every argument may differ on the next update of the parent view, closures included: a stock
/// list that changes (`isDisabled: { !inStock.contains($0) }`) or a renamed label must reach
/// typeahead, search, VoiceOver and the summary, although `options` itself did not change.
struct OptionInputs<Option: Hashable> {
    /// The options, in list order.
    var options: [Option]
    /// The label of an option.
    var label: (Option) -> String
    /// Whether an option is disabled.
    var isDisabled: (Option) -> Bool
    /// The section of an option, if the list is grouped.
    var section: ((Option) -> String?)?

    /// The core's options: what the closures return now. O(n), one call of each closure per option.
    func coreOptions() -> [DropdownOption<Option>] {
        options.map {
            DropdownOption(id: $0, label: label($0), isDisabled: isDisabled($0), section: section?($0))
        }
    }
}

/// Keeps the core's options in step with what the initializer's closures return, without O(n)
/// work when nothing changed (rules R2, R3).
///
/// The view marks the inputs stale each time its parent supplies them again (an O(1) step after
/// each update of the parent). Only a stale dropdown that is about to use its options (an event,
/// or an update while its list is open) calls the closures, once per option, and compares a
/// fingerprint of the result with the last one: the core is given new options only when the
/// fingerprint differs. A dropdown whose parent did not update, or that is closed and idle, does
/// no work at all; no work is done per frame.
struct OptionInputsSync: Hashable, Sendable {
    /// Whether the inputs were supplied again since the core was last brought in step.
    private(set) var isStale = false
    /// The fingerprint of the options the core has.
    private var fingerprint: Int?

    /// Creates the bookkeeping of a core built from `options`.
    init<Option: Hashable>(installed options: [DropdownOption<Option>]) {
        fingerprint = Self.fingerprint(of: options)
    }

    /// The parent supplied the inputs again; they may differ. O(1).
    mutating func markStale() {
        isStale = true
    }

    /// If the inputs are stale, the options they describe now when these differ from the core's
    /// (to send to the core as `.setOptions`), else `nil`. O(n) when stale, O(1) otherwise.
    mutating func refresh<Option: Hashable>(_ inputs: OptionInputs<Option>) -> [DropdownOption<Option>]? {
        guard isStale else { return nil }
        isStale = false
        let options = inputs.coreOptions()
        let new = Self.fingerprint(of: options)
        guard new != fingerprint else { return nil }
        fingerprint = new
        return options
    }

    private static func fingerprint<Option: Hashable>(of options: [DropdownOption<Option>]) -> Int {
        var hasher = Hasher()
        hasher.combine(options)
        return hasher.finalize()
    }
}
