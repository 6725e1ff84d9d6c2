import DropdownSelectMenu
import SwiftUI

/// Reviewers for a pull request, `Identifiable` people bound by their ids, at most two: a third is
/// refused (VoiceOver says "Selection limit reached: at most 2", a warning haptic plays), and
/// Command-A stops at two. The field names them in the order they were chosen. Down wraps from the
/// last person to the first.
struct SelectionLimitExample: View {
    struct Person: Identifiable {
        let id: Int
        let name: String
        var isAway = false
    }

    let people = [
        Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace"), Person(id: 3, name: "Linus", isAway: true),
        Person(id: 4, name: "Margaret"), Person(id: 5, name: "Guido"),
    ]
    @State private var reviewers: Set<Int> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Reviewers", options: people, selection: $reviewers, placeholder: "Up to two people",
                label: \.name, isDisabled: \.isAway, disabledReason: { "\($0.name) is away" })
            Text("\(reviewers.count) of 2").font(.footnote).foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownSelectionLimit(2)
        .dropdownSelectionOrder(.chosen)
        .dropdownWrapsAround()
        .dropdownContainer()
    }
}
