// Drives DropdownStates through scripted sessions and prints what they do after every event: the
// headless engine on its own, with no UI. Three scenarios: a plain list, nested options (a submenu),
// and options that arrive later (loading, a failure and its retry, paging, creating an option).
// Run: swift run core-walkthrough
import DropdownCore

/// Prints the dropdown the way a front end would draw it: the field (with the selection's path
/// when the configuration shows paths), the back row of an open submenu, the option rows (parents
/// marked "›"), the empty state and the status rows.
func draw(_ state: DropdownState<String>, title: String) {
    let value = state.selectionSummary(placeholder: "Choose", maximumLength: 40)
    let loading = state.loadState == .loading ? " ⋯" : ""
    print("  \(title): \(value) \(state.isOpen ? "▴" : "▾")\(loading)")
    guard state.isOpen else { return }
    if !state.query.isEmpty { print("    / \(state.query)") }
    if let parent = state.submenuPath.last.flatMap(state.option(withID:)) {
        print("    ‹ \(parent.label)")
    }
    if let empty = state.emptyState { print("      (\(DropdownStrings.english.text(forEmptyState: empty)))") }
    for row in 0..<state.rowCount {
        let pointer = row == state.highlightedRow ? "›" : " "
        if let status = state.statusRow(atRow: row) {
            print("    \(pointer)   [\(DropdownStrings.english.text(forStatusRow: status))]")
            continue
        }
        let option = state.visibleOption(atRow: row)
        let check = state.isSelected(row: row) ? "✓" : " "
        let path =
            state.query.isEmpty
            ? ""
            : state.path(of: option.id).compactMap { state.option(withID: $0)?.label }
                .map { "\($0) › " }.joined()
        print("    \(pointer) \(check) \(path)\(option.label)\(option.isParent ? "  ›" : "")")
    }
}

/// Sends each event of a script, 600 ms apart, printing what it changed, what the host is asked to
/// do, what VoiceOver says, and the dropdown after it.
func play(_ script: [(String, DropdownEvent<String>)], on state: inout DropdownState<String>, title: String) {
    print("\(title), closed:")
    draw(state, title: title)
    var time = Duration.zero
    for (description, event) in script {
        time += .milliseconds(600)
        let result = state.handle(event, at: time)
        let said =
            result.announcement.map {
                " · VoiceOver: \"\(DropdownStrings.english.text(for: $0, title: title))\""
            } ?? ""
        let created = result.textToCreate.map { " (create \"\($0)\")" } ?? ""
        print("\n\(description) → changes: \(result.changes.names)\(created)\(said)")
        draw(state, title: title)
    }
    print("")
}

// 1. A plain list (rules O, N, T).
var shipping = DropdownState(
    options: ["Standard", "Express", "Overnight", "Pickup"].map { DropdownOption($0) },
    selection: ["Standard"])
play(
    [
        ("press Down", .key(.down)),
        ("press Down", .key(.down)),
        ("press Down", .key(.down)),
        ("type \"p\"", .character("p")),
        ("press Up", .key(.up)),
        ("press Enter", .key(.enter)),
        ("tap the field", .tapField),
        ("press Escape", .key(.escape)),
    ], on: &shipping, title: "Shipping")

// 2. Nested options (rules H1–H9): "More Fruits" opens a submenu; the field shows the path.
var fruit = DropdownState(
    options: [
        DropdownOption("Apple"), DropdownOption("Banana"),
        DropdownOption("More Fruits", children: [DropdownOption("watermelon"), DropdownOption("strawberry")]),
    ],
    configuration: DropdownConfiguration(isSearchable: true, showsPath: true))
play(
    [
        ("press End", .key(.end)),
        ("press Right (into the submenu)", .key(.right)),
        ("press Down", .key(.down)),
        ("press Left (back up)", .key(.left)),
        ("press Enter (into the submenu again)", .key(.enter)),
        ("press Enter (choose a leaf)", .key(.enter)),
        ("tap the field (opens at the top, on the selection's parent)", .tapField),
        ("type \"w\" (a search covers every leaf)", .character("w")),
        ("press Escape (clears the query)", .key(.escape)),
        ("press Escape (closes)", .key(.escape)),
    ], on: &fruit, title: "Fruit")

// 3. Options that arrive later (rules L1–L8): a first page, a failure and its retry, a second page,
// and a tag that does not exist yet.
var tags = DropdownState<String>(
    options: [],
    configuration: DropdownConfiguration(
        selectionMode: .multiple, pageSize: 3, isSearchable: true, allowsCreating: true))
play(
    [
        ("the host starts loading", .setLoadState(.loading, hasMore: true)),
        ("tap the field", .tapField),
        (
            "the first page arrives",
            .appendOptions(["swift", "swiftui", "linux"].map { DropdownOption($0) }, hasMore: true)
        ),
        (
            "the load ends (the rows end within a page: the core asks for more, Loading more… at once)",
            .setLoadState(.idle, hasMore: true)
        ),
        ("press Down", .key(.down)),
        ("the host's next page fails", .setLoadState(.failed(message: "Offline"), hasMore: true)),
        ("press End (the retry row)", .key(.end)),
        ("press Enter (retry: the core shows the load at once)", .key(.enter)),
        ("the second page arrives", .appendOptions(["terminal", "tests"].map { DropdownOption($0) }, hasMore: false)),
        ("the load ends", .setLoadState(.idle, hasMore: false)),
        ("type \"ter\"", .setQuery("ter")),
        ("type \"terse\" (no such tag)", .setQuery("terse")),
        ("press Down (onto the Create row)", .key(.down)),
        ("press Enter (create it)", .key(.enter)),
        ("the host adds the tag", .addCreatedOption(DropdownOption("terse"))),
        ("press Escape", .key(.escape)),
    ], on: &tags, title: "Tags")

extension DropdownChanges {
    /// The names of the changes, for printing.
    var names: String {
        let all: [(DropdownChanges, String)] = [
            (.opened, "opened"), (.closed, "closed"), (.highlight, "highlight"),
            (.selection, "selection"), (.query, "query"), (.level, "level"), (.needsMore, "needs more"),
            (.retry, "retry"), (.create, "create"),
        ]
        let present = all.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: ", ")
    }
}
