import DropdownSelectMenu
import SwiftUI

/// Every public API of DropdownSelectMenu in one screen, as the README and its documentation show them: the origin's
/// initializer, identity by key path, multiple selection with a limit, custom rows, the field and
/// list styles, the modifiers, the container, and an open state driven from code.
struct APITourExample: View {
    struct Plan: Identifiable {
        let id: String
        let name: String
        var seatsLeft: Int
    }

    @State private var shipping: String? = "Standard"
    @State private var country: String?
    @State private var days: Set<String> = ["Mon"]
    @State private var fruit: String?
    @State private var filled: String?
    @State private var plans = [
        Plan(id: "solo", name: "Solo", seatsLeft: 3), Plan(id: "team", name: "Team", seatsLeft: 0),
    ]
    @State private var planID: String?
    @State private var isSizeOpen = false
    @State private var size: String?
    @State private var chip: String? = "M"

    var body: some View {
        Form {
            // 1. The origin's initializer, unchanged; a placeholder from a strings table of the app.
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                placeholder: "Select", label: { $0 })
            DropdownSelectMenu(
                title: "Country", options: ["France", "Italy"], selection: $country,
                placeholder: LocalizedStringResource("Select a country", table: "Checkout"), label: { $0 })

            // 2. Identifiable options, bound by id; a disabled one says why.
            DropdownSelectMenu(
                title: "Plan", options: plans, selection: $planID, label: \.name,
                isDisabled: { $0.seatsLeft == 0 }, disabledReason: { _ in "No seats left" })

            // 3. Multiple selection with a Set, at most three days.
            DropdownSelectMenu(
                title: "Days", options: ["Mon", "Tue", "Wed", "Thu", "Fri"], selection: $days, label: { $0 }
            )
            .dropdownSelectionLimit(3)

            // 4. Custom rows, told whether they are selected, highlighted or disabled.
            DropdownSelectMenu(
                title: "Fruit", options: ["Apple", "Banana", "Cherry"], selection: $fruit, label: { $0 },
                isDisabled: { $0 == "Cherry" }
            ) { option, state in
                Label(option, systemImage: state.isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(state.isDisabled ? .secondary : .primary)
            }

            // 5. Styles, as buttons have them; chips draw their options in place (no search).
            DropdownSelectMenu(title: "Filled", options: ["A", "B"], selection: $filled, label: { $0 })
                .dropdownSelectMenuStyle(.filled)
            DropdownSelectMenu(title: "Chips", options: ["S", "M", "L"], selection: $chip, label: { $0 })
                .dropdownSelectMenuStyle(.chips)

            // 6. The open state, from code; a searchable list.
            Toggle("Size list open", isOn: $isSizeOpen)
            DropdownSelectMenu(
                title: "Size", options: ["XS", "S", "M", "L", "XL", "XXL"], selection: $size, label: { $0 },
                isPresented: $isSizeOpen
            )
            .dropdownSearchable(prompt: Text("Filter"))
        }
        // 7. Modifiers for every dropdown inside.
        .dropdownSelectMenuStyle(.bordered)
        .dropdownListStyle(.material(.thinMaterial))
        .dropdownDirection(.automatic)
        .dropdownMaxListHeight(240)
        .dropdownWrapsAround()
        .dropdownVanishedSelection(.clear)
        .dropdownAnimation(.spring(response: 0.35, dampingFraction: 0.85))
        // 8. The container: lists float above the Form, never clipped.
        .dropdownContainer()
    }
}
