// The code blocks of the article "Nested options" (DropdownCore.docc), word for word, in a context
// that compiles: Scripts/build-docs type-checks this file and checks that every block of the article
// is here.
import DropdownCore

enum NestedOptionsSnippets {
    static func tree() -> DropdownState<String> {
        let fruit = [
            DropdownOption("Apple"),
            DropdownOption("Banana"),
            DropdownOption(
                "More Fruits",
                children: [
                    DropdownOption("Watermelon"),
                    DropdownOption("Strawberry"),
                ]),
        ]
        let state = DropdownState(
            options: fruit, configuration: DropdownConfiguration(isSearchable: true, showsPath: true))
        return state
    }

    static func identified() {
        let regions = [
            DropdownOption(
                id: "eu", label: "Europe",
                children: [
                    DropdownOption(id: "fr", label: "France"),
                    DropdownOption(id: "pt", label: "Portugal", isDisabled: true, disabledReason: "Sold out"),
                ]),
            DropdownOption(id: "asia", label: "Asia", children: [DropdownOption(id: "jp", label: "Japan")]),
        ]
        _ = regions
    }

    static func walk(state: inout DropdownState<String>) -> [String] {
        var seen: [String] = []
        state.send(.key(.end), at: .zero)  // opens on "More Fruits", the last option
        state.send(.key(.right), at: .zero)  // its submenu: Watermelon, Strawberry
        seen.append(state.submenuPath.joined())  // "More Fruits"
        state.send(.key(.down), at: .zero)  // Strawberry
        state.send(.key(.enter), at: .zero)  // selects it, closes, back to the top level
        seen.append(state.selectionSummary(placeholder: "Choose", maximumLength: 40))
        // "More Fruits › Strawberry" (showsPath)
        return seen
    }

    static func back(state: inout DropdownState<String>) {
        let result = state.handle(.key(.left), at: .zero)  // up one level, onto its parent
        if result.changes.contains(.level), let said = result.announcement {
            print(DropdownStrings.english.text(for: said, title: "Fruit"))
        }
    }

    static func search(state: inout DropdownState<String>) -> [String] {
        state.send(.tapField, at: .zero)
        state.send(.setQuery("straw"), at: .zero)  // searches every leaf, whatever the level
        let row = state.visibleOption(atRow: 0)  // Strawberry
        let path = state.path(of: row.id).compactMap { state.option(withID: $0)?.label }
        return path + [row.label]  // ["More Fruits", "Strawberry"]
    }
}
