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
    /// Words a search matches although the row does not show them: "USA" and "America" for United
    /// States, an ISO code for a currency (rules F9–F11).
    ///
    /// The keywords are searched as one text, in order, a space between each two, and an option
    /// they match ranks after an option whose label matches as well. Typeahead, the "Create" row
    /// and assistive technology read the label only.
    public var keywords: [String] {
        get { storedKeywords ?? [] }
        set { storedKeywords = newValue.isEmpty ? nil : newValue }
    }
    /// The keywords, `nil` rather than empty: an option without keywords holds no reference to
    /// copy.
    @usableFromInline var storedKeywords: [String]?
    /// The options of this option's submenu, in order; empty for an option that is chosen (a leaf).
    /// A parent with no enabled descendant behaves as disabled (rule H1).
    public var children: [DropdownOption<ID>]

    /// Creates an option; give `children` to make it a parent that opens a submenu (rule H2), and
    /// `keywords` for words a search matches besides the label (rule F9).
    public init(
        id: ID, label: String, isDisabled: Bool = false, section: String? = nil,
        disabledReason: String? = nil, keywords: [String] = [], children: [DropdownOption<ID>] = []
    ) {
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.section = section
        self.disabledReason = disabledReason
        storedKeywords = keywords.isEmpty ? nil : keywords
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

    /// Creates an enabled option whose identifier is its label, with words a search matches
    /// besides the label (rule F9): `DropdownOption("United States", keywords: ["USA", "America"])`.
    public init(_ label: String, keywords: [String]) {
        self.init(id: label, label: label, keywords: keywords)
    }

    /// Creates an enabled parent whose identifier is its label, with the options of its submenu.
    public init(_ label: String, children: [DropdownOption<String>]) {
        self.init(id: label, label: label, children: children)
    }
}
