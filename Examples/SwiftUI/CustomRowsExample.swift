import DropdownSelectMenu
import SwiftUI

/// Rows drawn by the app: an icon, a name and a subtitle, grouped in sections. The `label:` names
/// each option for typeahead and search (and for VoiceOver only in the default row): a custom row's
/// button is read from the row's content, so its decorative images are hidden from VoiceOver, which
/// reads the name and the subtitle, and the selected trait instead of the checkmark. The plans are `Identifiable`, so the selection
/// holds a plan's id, and a plan whose availability changes is still the same option.
struct CustomRowsExample: View {
    struct Plan: Identifiable {
        /// What the selection holds: it stays the same when the plan's other fields change.
        let id: String
        /// The row's title, and the option's label for typeahead and search.
        let name: String
        /// The row's subtitle.
        let detail: String
        /// The SF Symbol drawn before the name (hidden from VoiceOver).
        let symbol: String
        /// The section the plan is listed under.
        let tier: String
        /// Whether the plan can be chosen: an unavailable one is a disabled option, with a reason.
        var isAvailable = true
    }

    let plans = [
        Plan(id: "free", name: "Free", detail: "1 project, community support", symbol: "leaf", tier: "Personal"),
        Plan(id: "pro", name: "Pro", detail: "Unlimited projects", symbol: "star", tier: "Personal"),
        Plan(id: "team", name: "Team", detail: "Shared workspaces, 10 seats", symbol: "person.3", tier: "Business"),
        Plan(
            id: "enterprise", name: "Enterprise", detail: "Contact sales", symbol: "building.2", tier: "Business",
            isAvailable: false),
    ]
    @State private var planID: Plan.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Plan", options: plans, selection: $planID, placeholder: "Pick a plan",
                label: { $0.name }, isDisabled: { !$0.isAvailable }, disabledReason: { _ in "Ask our sales team" },
                section: { $0.tier }
            ) { plan, state in
                HStack(spacing: 12) {
                    Image(systemName: plan.symbol)
                        .accessibilityHidden(true)
                        .frame(width: 28)
                        .foregroundStyle(state.isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(plan.name).font(.body.weight(state.isSelected ? .semibold : .regular))
                        Text(plan.detail).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    if state.isSelected {
                        Image(systemName: "checkmark.circle.fill").foregroundStyle(.tint).accessibilityHidden(true)
                    }
                }
                .padding(.vertical, 6)
            }
            .dropdownMaxVisibleRows(4)
            Spacer()
        }
        .padding()
        .dropdownContainer()
    }
}
