// Drives a DropdownState through a scripted session and prints what it does after every event:
// the headless engine on its own, with no UI. Run: swift run core-walkthrough
import DropdownCore

var state = DropdownState(
    options: ["Standard", "Express", "Overnight", "Pickup"].map { DropdownOption($0) },
    selection: ["Standard"])
var time = Duration.zero

/// Prints the dropdown the way a front end would draw it.
func draw(_ state: DropdownState<String>) {
    let value = state.selection.first ?? "Choose"
    print("  Shipping: \(value) \(state.isOpen ? "▴" : "▾")")
    guard state.isOpen else { return }
    for row in 0..<state.visibleCount {
        let option = state.visibleOption(atRow: row)
        let pointer = row == state.highlightedRow ? "›" : " "
        let check = state.isSelected(row: row) ? "✓" : " "
        print("    \(pointer) \(check) \(option.label)")
    }
}

let script: [(String, DropdownEvent<String>)] = [
    ("press Down", .key(.down)),
    ("press Down", .key(.down)),
    ("press Down", .key(.down)),
    ("type \"p\"", .character("p")),
    ("press Up", .key(.up)),
    ("press Enter", .key(.enter)),
    ("tap the field", .tapField),
    ("press Escape", .key(.escape)),
]

print("A closed dropdown:")
draw(state)
for (description, event) in script {
    time += .milliseconds(600)
    let result = state.handle(event, at: time)
    let announcement = result.announcement.map { " · VoiceOver: \"\(DropdownStrings.english.text(for: $0))\"" } ?? ""
    print("\n\(description) → changes: \(result.changes.names)\(announcement)")
    draw(state)
}

extension DropdownChanges {
    /// The names of the changes, for printing.
    var names: String {
        let all: [(DropdownChanges, String)] = [
            (.opened, "opened"), (.closed, "closed"), (.highlight, "highlight"),
            (.selection, "selection"), (.query, "query"),
        ]
        let present = all.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: ", ")
    }
}
