// The code blocks of DropdownCore's doc comments (and of the landing page of DropdownCore.docc),
// word for word, in a context that compiles: Scripts/build-docs type-checks this file and checks
// that every ```swift block of a public symbol's doc comment is in a snippet file. Lines that only
// show a value are statements whose result is unused, as in the comments.
import DropdownCore

enum CoreDocCommentSnippets {
    /// DropdownState.
    static func state() {
        var state = DropdownState(
            options: [DropdownOption("Standard"), DropdownOption("Express")],
            selection: ["Standard"])
        state.send(.key(.down), at: .zero)  // opens, highlighting "Standard" (rule O2)
        state.send(.key(.down), at: .zero)  // highlights "Express" (rule N1)
        state.send(.key(.enter), at: .zero)  // selects "Express" and closes (rule N4)
    }

    /// DropdownSideLock.
    static func sideLock(field: DropdownRect, window: DropdownRect) {
        var lock = DropdownSideLock()
        let first = lock.place(field: field, container: window, contentHeight: 400)  // chooses, e.g. .above
        let later = lock.place(field: field, container: window, contentHeight: 40)  // still .above
        lock.release()  // the list closed
        _ = (first, later)
    }

    /// FuzzyMatcher.
    static func matcher() {
        var matcher = FuzzyMatcher(labels: ["Portugal", "Spain", "Papua New Guinea"])
        matcher.rank("png")  // [2]: "Papua New Guinea"
        matcher.rank("^p !new")  // [0]: "Portugal"
        matcher.positions(of: 2, for: "png")  // [0, 6, 10]
    }

    /// FuzzyMatcher.Ranking.
    static func ranking(firstPage: [String], nextPage: [String]) {
        var matcher = FuzzyMatcher(labels: firstPage)
        var ranking = matcher.ranking(for: "pa")  // ranks every label, as rank(_:) does
        matcher.append(labels: nextPage)
        matcher.update(&ranking)  // ranks only the new labels
        ranking.count  // every match so far
        ranking[0]  // the best match, O(1)
    }
}
