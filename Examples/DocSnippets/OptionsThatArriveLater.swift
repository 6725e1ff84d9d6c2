// The code blocks of the article "Options that arrive later" (DropdownCore.docc), word for word, in
// a context that compiles: Scripts/build-docs type-checks this file and checks that every block of
// the article is here.
import DropdownCore

enum OptionsThatArriveLaterSnippets {
    static func firstPage() -> [String] {
        var seen: [String] = []
        var cities = DropdownState<String>(options: [])
        cities.send(.setLoadState(.loading, hasMore: true), at: .zero)
        cities.send(.tapField, at: .zero)
        seen.append(DropdownStrings.english.text(forEmptyState: cities.emptyState!))  // "Loading…"
        let page = ["Lisbon", "Porto", "Braga"].map { DropdownOption($0) }
        cities.send(.appendOptions(page, hasMore: false), at: .zero)
        cities.send(.setLoadState(.idle, hasMore: false), at: .zero)
        seen.append("\(cities.rowCount)")  // "3": the options, nothing is loading
        return seen
    }

    static func paging(cities: inout DropdownState<String>, event: DropdownEvent<String>, now: Duration) {
        let result = cities.handle(event, at: now)
        if result.changes.contains(.needsMore) {  // the list shows "Loading more…" already
            // … fetch the next page, then:
            cities.send(.appendOptions([DropdownOption("Faro")], hasMore: false), at: now)
            cities.send(.setLoadState(.idle, hasMore: false), at: now)
        }
    }

    static func failure(cities: inout DropdownState<String>, now: Duration) {
        cities.send(.setLoadState(.failed(message: "No connection"), hasMore: true), at: now)
        // The list shows "No connection" with a retry row; choosing it reports .retry.
        let result = cities.handle(.tapAction(.retry), at: now)
        if result.changes.contains(.retry) {  // the list shows the load already
            // … fetch again, then:
            cities.send(.appendOptions([DropdownOption("Faro")], hasMore: false), at: now)
            cities.send(.setLoadState(.idle, hasMore: false), at: now)
        }
    }

    static func remote(now: Duration) {
        var people = DropdownState<Int>(
            options: [], configuration: DropdownConfiguration(isSearchable: true, searchFiltering: .remote))
        people.send(.tapField, at: now)
        let result = people.handle(.character("a"), at: now)
        if result.changes.contains(.query) {
            let query = people.query  // "a": ask the server, then answer that query:
            let found = [DropdownOption(id: 7, label: "Ada"), DropdownOption(id: 9, label: "Alan")]
            people.send(.setResults(found, hasMore: false, forQuery: query), at: now)
        }
    }

    static func creating(now: Duration) -> [String] {
        var tags = DropdownState(
            options: ["swift", "linux"].map { DropdownOption($0) },
            configuration: DropdownConfiguration(selectionMode: .multiple, isSearchable: true, allowsCreating: true))
        tags.send(.tapField, at: now)
        tags.send(.setQuery("docc"), at: now)  // no label is "docc": a "Create “docc”" row follows
        let result = tags.handle(.tapAction(.create), at: now)
        if let text = result.textToCreate {  // "docc"
            tags.send(.addCreatedOption(DropdownOption(text)), at: now)  // and it is selected
        }
        // A host that makes the option at once passes how, and the event that chooses "Create" adds it:
        tags.send(.setQuery("swiftpm"), at: now)
        let created = tags.handle(.tapAction(.create), at: now, creatingWith: { DropdownOption($0) })
        if created.changes.contains(.selection) {  // "swiftpm" was made, added and selected: one event
        }
        return tags.selection
    }
}
