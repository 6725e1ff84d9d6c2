import DropdownSelectMenu
import SwiftUI

/// The main public API of DropdownSelectMenu in one screen, as the README and its documentation show
/// it: the origin's initializer, identifiable options, identity by key path with sections, multiple
/// selection with a limit, custom rows, the field and list styles, the modifiers, the container,
/// and an open state driven from code. Nested options and options that load as the person types
/// have screens of their own (`SubmenuExample`, `RemoteOptionsExample`).
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
    @State private var airportCode: String?
    @State private var isSizeOpen = false
    @State private var size: String?
    @State private var chip: String? = "M"

    var body: some View {
        Form {
            // 1. The origin's initializer, unchanged; a placeholder as a localized resource (the app's
            // Localizable table, when it has one, else the words as written).
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                placeholder: "Select", label: { $0 })
            DropdownSelectMenu(
                title: "Country", options: ["France", "Italy"], selection: $country,
                placeholder: LocalizedStringResource("Select a country"), label: { $0 })

            // 2. Identifiable options, bound by id; a disabled one says why.
            DropdownSelectMenu(
                title: "Plan", options: plans, selection: $planID, label: \.name,
                isDisabled: { $0.seatsLeft == 0 }, disabledReason: { _ in "No seats left" })

            // 2b. Options identified by a key path (as `ForEach` takes it), in sections.
            DropdownSelectMenu(
                title: "Airport", options: Airport.all, id: \.code, selection: $airportCode,
                label: { "\($0.city) (\($0.code))" }, section: { $0.country })

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
                    .fontWeight(state.isHighlighted ? .semibold : .regular)
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

/// An airport of the tour's key-path dropdown: identified by its code, listed under its country.
struct Airport {
    let code: String
    let city: String
    let country: String

    static let all = [
        Airport(code: "CDG", city: "Paris", country: "France"),
        Airport(code: "NCE", city: "Nice", country: "France"),
        Airport(code: "FCO", city: "Rome", country: "Italy"),
        Airport(code: "MXP", city: "Milan", country: "Italy"),
    ]
}
