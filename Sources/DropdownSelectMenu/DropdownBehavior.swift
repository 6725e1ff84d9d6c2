import DropdownCore

/// The settings a dropdown's view modifiers give the core (`.dropdownSelectionLimit(_:)`,
/// `.dropdownWrapsAround(_:)`, `.dropdownVanishedSelection(_:)`, `.dropdownSelectionOrder(_:)`):
/// read from the environment on
/// each update, so they may change after the dropdown was made (rule R3), and applied to the core
/// before its next event.
struct DropdownBehavior: Hashable, Sendable {
    /// The most options a multiple selection may hold (rule M3); `nil` for no limit.
    var selectionLimit: Int?
    /// Whether Down on the last option goes to the first, and Up on the first to the last (N1).
    var wrapsAround = false
    /// What happens to a selected option that leaves the options (C2).
    var vanishedSelection = DropdownVanishedSelection.keep
    /// The order of a multiple selection: the options' or the order it was chosen in (M3).
    var selectionOrder = DropdownSelectionOrder.options
    /// Whether the field shows a selected leaf's path ("More Fruits › watermelon"), and what joins
    /// its labels; `nil` for the leaf's label alone (H6).
    var pathSeparator: String?

    /// The core's configuration with these settings (the selection mode, search and page size
    /// are kept). A limit below zero counts as zero.
    func applied(to configuration: DropdownConfiguration) -> DropdownConfiguration {
        var configuration = configuration
        configuration.selectionLimit = selectionLimit.map { max(0, $0) }
        configuration.wrapsAround = wrapsAround
        configuration.vanishedSelection = vanishedSelection
        configuration.selectionOrder = selectionOrder
        configuration.showsPath = pathSeparator != nil
        if let pathSeparator { configuration.pathSeparator = pathSeparator }
        return configuration
    }
}
