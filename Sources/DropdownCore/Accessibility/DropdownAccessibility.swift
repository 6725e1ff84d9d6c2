/// What assistive technology says about the field (rule A1). It is a button.
///
/// The state makes it (``DropdownState/fieldAccessibility(title:placeholder:strings:help:errorMessage:)``, ``DropdownState/rowAccessibility(atRow:)``); front ends and
/// styles read it, as a style reads its configuration.
public struct DropdownFieldAccessibility: Hashable, Sendable {
    /// The title of the dropdown.
    public var label: String
    /// The selection's label, or the placeholder.
    public var value: String
    /// What activating the field does: "Opens the list" or "Closes the list" (the origin's words).
    public var hint: String
    /// What is read after the value: the field's error while it shows, else its help text (rule
    /// V5); `nil` when it has neither.
    public var message: DropdownFieldMessage?
}

/// What assistive technology says about a row (rule A2).
///
/// The state makes it for each row; front ends and styles read it.
public struct DropdownRowAccessibility: Hashable, Sendable {
    /// The option's label.
    public var label: String
    /// Whether the row carries the selected trait.
    public var isSelected: Bool
    /// Whether the row can be chosen; disabled rows are marked not enabled.
    public var isEnabled: Bool
    /// Why a disabled row is disabled, when the option says.
    public var hint: String?
}

extension DropdownState {
    /// The field's accessibility text (rule A1).
    ///
    /// - Parameters:
    ///   - title: the dropdown's title, already localized.
    ///   - placeholder: the text shown when nothing is selected.
    ///   - strings: the words to use.
    ///   - help: the field's help text, read after the value while no error shows (rule V5).
    ///   - errorMessage: the developer's words for the requirement's error (rule V3).
    public func fieldAccessibility(
        title: String, placeholder: String, strings: DropdownStrings = .english, help: String? = nil,
        errorMessage: String? = nil
    ) -> DropdownFieldAccessibility {
        let labels = selectedLabels
        return DropdownFieldAccessibility(
            label: title,
            value: labels.isEmpty ? placeholder : labels.joined(separator: strings.listSeparator),
            hint: isOpen ? strings.hidesOptions : strings.showsOptions,
            message: fieldMessage(help: help, errorMessage: errorMessage, strings: strings))
    }

    /// The accessibility text of a row (rules A2, H8, L1): an option row of ``visible``, whose hint is
    /// a disabled option's reason or, for a parent, that it opens a submenu; or a status row after
    /// them, which is enabled when it is an action. O(log k) for k selected.
    public func rowAccessibility(atRow row: Int) -> DropdownRowAccessibility {
        rowAccessibility(atRow: row, strings: .english)
    }

    /// The accessibility text of a row (rules A2, H8, L1) in the words of `strings`.
    public func rowAccessibility(atRow row: Int, strings: DropdownStrings) -> DropdownRowAccessibility {
        if let status = statusRow(atRow: row) {
            return DropdownRowAccessibility(
                label: strings.text(forStatusRow: status), isSelected: false, isEnabled: status.action != nil)
        }
        // Read from the columns: no option is built (a parent's subtree is not read).
        let index = machine.rows.optionIndex(atRow: row)
        let isEnabled = !machine.catalog.disabled[index]
        let hint = !isEnabled ? disabledReasons[index] : machine.catalog.isParent(index) ? strings.opensSubmenu : nil
        return DropdownRowAccessibility(
            label: machine.catalog.labels[index], isSelected: isSelected(row: row), isEnabled: isEnabled, hint: hint)
    }
}
