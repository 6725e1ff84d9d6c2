import DropdownCore

/// A caller's options as the core's: each option, and each of its children on the way down, gets
/// the next number as its identifier (depth first), and the catalog keeps the option under it, so
/// that the identifiers the core answers with give the caller's options back.
struct OptionCatalog<Option> {
    /// The options, by identifier.
    private(set) var options: [Option] = []

    /// Adds an option, with its `label`, and its children where `children` says options keep them
    /// (rules H1–H9: a parent opens a submenu and is never chosen); returns it as the core's option.
    mutating func add(
        _ option: Option, label: (Option) -> String, children: KeyPath<Option, [Option]?>?
    ) -> DropdownOption<Int> {
        let id = options.count
        options.append(option)
        let kids = children.flatMap { option[keyPath: $0] } ?? []
        return DropdownOption(
            id: id, label: label(option), children: kids.map { add($0, label: label, children: children) })
    }

    /// The options with these identifiers, in that order.
    func options(withIDs ids: [Int]) -> [Option] {
        ids.compactMap { options.indices.contains($0) ? options[$0] : nil }
    }
}
