/// How many options a dropdown needs before its form is complete (rules V1–V5).
///
/// A required single selection needs a value; a required multiple selection needs at least
/// ``minimumCount`` options. An optional dropdown (the default) is always valid.
///
/// ```swift
/// var configuration = DropdownConfiguration(selectionMode: .multiple)
/// configuration.requirement = .atLeast(2)
/// ```
public struct DropdownRequirement: Sendable, Hashable {
    /// The fewest selected options that make the dropdown valid; 0 for an optional one.
    public var minimumCount: Int

    /// Creates a requirement of at least `minimumCount` options (negative counts count as 0).
    public init(minimumCount: Int) {
        self.minimumCount = max(0, minimumCount)
    }

    /// Nothing needs to be chosen: the dropdown is always valid.
    public static let optional = DropdownRequirement(minimumCount: 0)
    /// A value must be chosen (in multiple selection, at least one option).
    public static let required = DropdownRequirement(minimumCount: 1)
    /// At least `count` options must be chosen (multiple selection; a single selection needs one).
    public static func atLeast(_ count: Int) -> DropdownRequirement {
        DropdownRequirement(minimumCount: count)
    }

    /// Whether anything must be chosen.
    public var isRequired: Bool { minimumCount > 0 }
}

/// What a field says under itself: its error while one shows, else its help text (rules V3, V5).
public enum DropdownFieldMessage: Sendable, Hashable {
    /// The requirement is not met and the person has had their chance: "Choose an option".
    case error(String)
    /// The developer's help text ("We ship within 2 days"), hidden while an error shows.
    case help(String)

    /// The message's words.
    public var text: String {
        switch self {
        case .error(let text), .help(let text): text
        }
    }

    /// Whether the message is an error.
    public var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
