/// One choice of a dropdown: a stable identifier, the text people read, and how it may be used.
///
/// Options are ordered; their order is the order of the list. An option with ``children`` is a
/// *parent*: it opens a submenu of its children and is never selected itself (rules H1–H9).
/// Identifiers must be unique across the whole tree: when they are not, the first occurrence in
/// reading order (depth first, a parent before its children) wins and the later one is dropped with
/// its children (rule C3).
public struct DropdownOption<ID: Hashable>: Identifiable, Hashable {
    /// The stable identity of the option, used for selection and highlight across list changes.
    public var id: ID
    /// The text shown in the row, matched by typeahead and search, and read by assistive technology.
    public var label: String
    /// A disabled option is shown but can never be highlighted or selected (rules N1, N8, T7). The
    /// children of a disabled parent are disabled too.
    public var isDisabled: Bool
    /// The heading of the group this option belongs to, if the list is grouped.
    public var section: String?
    /// Why the option is disabled, offered to assistive technology as the row's hint (rule A2).
    public var disabledReason: String?
    /// The options of this option's submenu, in order; empty for an option that is chosen (a leaf).
    /// A parent with no enabled descendant behaves as disabled (rule H1).
    public var children: [DropdownOption<ID>]

    /// Creates an option; give `children` to make it a parent that opens a submenu (rule H2).
    public init(
        id: ID, label: String, isDisabled: Bool = false, section: String? = nil,
        disabledReason: String? = nil, children: [DropdownOption<ID>] = []
    ) {
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.section = section
        self.disabledReason = disabledReason
        self.children = children
    }

    /// Whether the option opens a submenu instead of being chosen (rule H1).
    public var isParent: Bool { !children.isEmpty }
}

extension DropdownOption: Sendable where ID: Sendable {}

extension DropdownOption where ID == String {
    /// Creates an enabled option whose identifier is its label.
    public init(_ label: String) {
        self.init(id: label, label: label)
    }

    /// Creates an enabled parent whose identifier is its label, with the options of its submenu.
    public init(_ label: String, children: [DropdownOption<String>]) {
        self.init(id: label, label: label, children: children)
    }
}
