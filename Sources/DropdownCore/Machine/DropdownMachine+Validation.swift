extension DropdownMachine {
    // MARK: Required fields (V1–V5)

    /// V1: the selection holds at least the required number of options (a single selection needs
    /// one). A minimum above the selection limit counts as the limit, so it can be met. O(1).
    @inline(__always)
    var meetsRequirement: Bool {
        selected.count >= effectiveMinimum
    }

    /// The minimum V1 checks: 1 at most in single mode, the selection limit at most in multiple mode.
    var effectiveMinimum: Int {
        let minimum = configuration.requirement.minimumCount
        switch configuration.selectionMode {
        case .single: return min(minimum, 1)
        case .multiple: return configuration.selectionLimit.map { min(minimum, max(1, $0)) } ?? minimum
        }
    }

    /// V2: the error shows once the person has had their chance and while the requirement is unmet.
    @inline(__always)
    var showsRequirementError: Bool { requirementChecked && !meetsRequirement }

    /// V2: a form asks its fields to validate: from now on an unmet requirement shows its error.
    @usableFromInline
    mutating func validate() -> RuleResponse {
        requirementChecked = true
        return .handled
    }

    /// V2: a form starts again (cleared, or submitted): no error shows until the next chance.
    @usableFromInline
    mutating func resetValidation() -> RuleResponse {
        requirementChecked = false
        return .handled
    }

    /// V4: with ``DropdownConfiguration/confirmsOnlyWhenValid`` (a prompt), whether a confirming key
    /// (Enter, Alt+Up) would close the list with the requirement unmet. Keys on an action row or a
    /// parent do not close, and a multiple menu's Enter toggles, so they are never refused.
    func confirmationFallsShort(altUp: Bool) -> Bool {
        guard configuration.confirmsOnlyWhenValid, configuration.requirement.isRequired else { return false }
        guard let count = countAfterConfirming(altUp: altUp) else { return false }
        return count < effectiveMinimum
    }

    /// How many options a confirming key leaves selected, or `nil` when it does not close the list.
    private func countAfterConfirming(altUp: Bool) -> Int? {
        if !altUp, highlightedAction != nil { return nil }
        let optionRow = highlightedRow.flatMap { isParent(row: $0) ? nil : $0 }
        if !altUp, let row = highlightedRow, isParent(row: row) { return nil }
        let takesHighlight: Bool
        switch configuration.selectionMode {
        case .single: takesHighlight = true
        case .multiple where altUp: takesHighlight = false
        case .multiple where configuration.multipleSelectionKeys == .prompt: takesHighlight = selected.isEmpty
        case .multiple: if optionRow != nil { return nil } else { takesHighlight = false }  // Enter toggles
        }
        return takesHighlight && optionRow != nil ? max(1, selected.count) : selected.count
    }

    /// V4: a refused confirmation keeps the list as it is and shows the error.
    mutating func refuseConfirmation() -> RuleResponse {
        requirementChecked = true
        return .handled
    }
}
