import DropdownCore

/// What a disabled dropdown (`.disabled(true)`) still accepts (item 14 of issue 8).
///
/// A disabled dropdown takes no input from the person (taps, keys, hover, typing) and cannot be
/// opened, from the field or by setting `isPresented` to `true`. The program can still close it,
/// and replace its options and selection (a bound value that changes stays shown).
enum InteractionGate {
    /// Whether `event` may reach the core of a dropdown that is enabled or not.
    static func allows<ID>(_ event: DropdownEvent<ID>, isEnabled: Bool) -> Bool {
        if isEnabled { return true }
        switch event {
        case .close, .setOptions, .setSelection, .setQuery: return true
        default: return false
        }
    }
}

/// Keeps an `isPresented` binding and the list in step (rule R1).
enum PresentationSync {
    /// What to do when the bound `isPresented` is `wanted` while the list `isOpen`: the event to
    /// send (`nil`: none), and the value to write back to the binding when the dropdown refuses
    /// (a disabled dropdown does not open) or when the core did not open (`nil`: nothing to write).
    static func reconcile<ID>(
        wanted: Bool, isOpen: Bool, isEnabled: Bool
    ) -> (event: DropdownEvent<ID>?, writeBack: Bool?) {
        if wanted == isOpen { return (nil, nil) }
        if wanted && !isEnabled { return (nil, false) }
        return (wanted ? .open : .close, nil)
    }

    /// A dropdown that becomes disabled while open closes.
    static func closesOnDisable(isEnabled: Bool, isOpen: Bool) -> Bool {
        !isEnabled && isOpen
    }
}

/// Which changes are animated (rules R13, R14, A5).
///
/// Opening and closing are: the list grows out of the field (a fade under Reduce Motion). Nothing
/// else is: moving the highlight, typing a query and filtering, toggling an option update the list
/// at once, without a list-wide animation on every keystroke.
enum MotionPolicy {
    /// Whether the changes of an event are animated.
    static func animates(_ changes: DropdownChanges) -> Bool {
        !changes.isDisjoint(with: [.opened, .closed])
    }
}
