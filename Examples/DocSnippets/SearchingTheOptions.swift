// The code block of the article "Searching the options" (DropdownCore.docc), word for word, in a
// context that compiles: Scripts/build-docs type-checks this file against DropdownCore on Linux
// and against the iOS SDK, and checks that every block of the article is here.
import DropdownCore

enum SearchingTheOptionsSnippets {
    static func searchSyntax() {
        var state = DropdownState(
            options: ["a-b", "cab", "Alba"].map { DropdownOption($0) },
            configuration: DropdownConfiguration(isSearchable: true, searchSyntax: .exact))
        state.send(.setQuery("ab"), at: .zero)  // rows: "cab" ("a-b" matches only fuzzily)
        state.configuration.searchSyntax = .extended  // rows: all three, ranked again for "ab"
        let emphasis = state.matchedRanges(atRow: 0)  // the characters "ab" matched in the first row
        _ = emphasis
    }

    static func keywords() {
        var state = DropdownState(
            options: [
                DropdownOption("United States", keywords: ["USA", "America"]),
                DropdownOption("USA Today"),
                DropdownOption("Germany", keywords: ["Deutschland", "DE"]),
            ],
            configuration: DropdownConfiguration(isSearchable: true))
        state.send(.setQuery("deutsch"), at: .zero)  // rows: "Germany", with nothing emphasised
        state.send(.setQuery("'usa"), at: .zero)  // rows: "USA Today", then "United States"
        state.send(.setQuery("!usa"), at: .zero)  // rows: "Germany"
    }
}
