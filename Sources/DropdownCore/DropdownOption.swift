/// One choice of a dropdown: a stable identifier, the text people read, and how it may be used.
///
/// Options are ordered; their order is the order of the list. Identifiers must be unique within a
/// list: when they are not, the first occurrence wins (rule C3).
public struct DropdownOption<ID: Hashable>: Identifiable, Hashable {
    /// The stable identity of the option, used for selection and highlight across list changes.
    public var id: ID
    /// The text shown in the row, matched by typeahead and search, and read by assistive technology.
    public var label: String
    /// A disabled option is shown but can never be highlighted or selected (rules N1, N8, T7).
    public var isDisabled: Bool
    /// The heading of the group this option belongs to, if the list is grouped.
    public var section: String?
    /// Why the option is disabled, offered to assistive technology as the row's hint (rule A2).
    public var disabledReason: String?

    /// Creates an option.
    public init(
        id: ID, label: String, isDisabled: Bool = false, section: String? = nil,
        disabledReason: String? = nil
    ) {
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.section = section
        self.disabledReason = disabledReason
    }
}

extension DropdownOption: Sendable where ID: Sendable {}

extension DropdownOption where ID == String {
    /// Creates an enabled option whose identifier is its label.
    public init(_ label: String) {
        self.init(id: label, label: label)
    }
}
