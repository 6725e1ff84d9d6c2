// The code blocks of the article "Using the core from another UI" (DropdownCore.docc), word for
// word, in a context that compiles: Scripts/build-docs type-checks this file against DropdownCore on
// Linux and against the iOS SDK, and checks that every block of the article is here.
import DropdownCore

enum UsingTheCoreSnippets {
    static func creating() {
        let configuration = DropdownConfiguration(selectionMode: .single, wrapsAround: true, isSearchable: false)
        var shipping = DropdownState(
            options: ["Standard", "Express", "Overnight"].map { DropdownOption($0) },
            selection: ["Standard"],
            configuration: configuration)
        _ = shipping.send(.tapField, at: .zero)
    }

    struct Country: Hashable {
        let code: String
        let name: String
    }

    static func identifiers(countries: [Country]) -> DropdownState<String> {
        let options = countries.map { DropdownOption(id: $0.code, label: $0.name) }
        return DropdownState(options: options, selection: ["PT"])
    }

    /// A front end's translation of input, the loop of the article.
    struct MenuFrontEnd {
        var state: DropdownState<String>
        let title: String
        /// Sends a key; returns whether the key was used (Tab is passed on when it was not).
        mutating func press(_ key: DropdownKey, modifiers: DropdownModifiers = [], at time: Duration) -> Bool {
            let result = state.handle(.key(key, modifiers: modifiers), at: time)
            if result.changes.contains(.selection) {
                save(state.selection)
            }
            if let announcement = result.announcement {
                announce(DropdownStrings.english.text(for: announcement, title: title))
            }
            if result.changes.contains(.needsMore) {
                loadNextPage()
            }
            return result.isHandled
        }

        func save(_ selection: [String]) {}
        func announce(_ text: String) {}
        func loadNextPage() {}

        func draw() -> [String] {
            var lines = [title + ": " + state.selectionSummary(placeholder: "Choose", maximumLength: 30)]
            guard state.isOpen else { return lines }
            if let empty = state.emptyState {
                lines.append(DropdownStrings.english.text(forEmptyState: empty))
            }
            for row in 0..<state.rowCount {
                let pointer = row == state.highlightedRow ? "> " : "  "
                if let status = state.statusRow(atRow: row) {
                    lines.append(pointer + DropdownStrings.english.text(forStatusRow: status))
                } else {
                    let option = state.visibleOption(atRow: row)
                    let check = state.isSelected(row: row) ? "✓ " : "  "
                    lines.append(pointer + check + option.label)
                }
            }
            return lines
        }
    }

    static func events(state: inout DropdownState<String>, now: Duration) {
        state.send(.key(.down), at: now)  // open, or move down
        state.send(.character("e"), at: now)  // typeahead, or the search query
        state.send(.hover("Express"), at: now)  // the pointer over a row
        state.send(.tapOption("Express"), at: now)  // a tap or a click on a row
        state.send(.tapOutside, at: now)  // anywhere else
        state.send(.setOptions([DropdownOption("Pickup")]), at: now)  // the options changed
        state.send(.setSelection(["Pickup"]), at: now)  // the bound value changed elsewhere
    }

    static func clock() {
        let clock = ContinuousClock()
        let start = clock.now
        var state = DropdownState(options: [DropdownOption("Standard")])
        state.send(.key(.down), at: clock.now - start)
    }

    static func accessibility(state: DropdownState<String>) {
        let field = state.fieldAccessibility(title: "Shipping", placeholder: "Choose")
        // field.label "Shipping", field.value "Standard", field.hint "Opens the list"
        let rows = (0..<state.rowCount).map { state.rowAccessibility(atRow: $0) }
        // each row's label, isSelected (the selected trait), isEnabled and hint
        _ = (field, rows)
    }

    static func placement(state: inout DropdownState<String>) {
        let window = DropdownRect(x: 0, y: 0, width: 80, height: 24)  // a terminal, in cells
        let field = DropdownRect(x: 2, y: 20, width: 30, height: 1)
        var lock = DropdownSideLock()
        let placement = lock.place(
            field: field, container: window, contentHeight: Double(state.rowCount),
            maximumHeight: 10, gap: 0, margin: 0)
        // a list of more than 3 rows opens .above, where there is more room, at most 10 rows tall
        var scroll = DropdownScrollWindow.opening(
            rowCount: state.rowCount, rowHeight: 1, viewportHeight: placement.frame.height,
            revealing: state.scrollTarget)
        state.send(.setPageSize(Int(placement.frame.height)), at: .zero)  // PageDown moves by this many rows
        for row in scroll.visibleRows() {
            _ = state.visibleOption(atRow: row)  // draw only these rows
        }
        if let row = state.highlightedRow { scroll.reveal(row: row) }
        state.send(.scroll(rowsInView: scroll.visibleRows()), at: .zero)
        lock.release()  // when the list closes
    }

    static func exclusivity() {
        var screen = DropdownExclusivity<String>()
        _ = screen.didOpen("shipping")  // nil: nothing else was open
        let toClose = screen.didOpen("country")  // "shipping": close it now (rule O8)
        screen.didClose("country")
        _ = toClose
    }
}
