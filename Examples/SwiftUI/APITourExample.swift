import DropdownSelectMenu
import SwiftUI

/// Every public API of DropdownSelectMenu in one screen, as the README shows them: the origin's
/// initializer, multiple selection, custom rows, the three styles, the modifiers, the container, and
/// an open state driven from code.
struct APITourExample: View {
    @State private var shipping: String? = "Standard"
    @State private var days: Set<String> = ["Mon"]
    @State private var fruit: String?
    @State private var isSizeOpen = false
    @State private var size: String?

    var body: some View {
        Form {
            // 1. The origin's initializer, unchanged.
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                placeholder: "Select", label: { $0 })

            // 2. Multiple selection: the same initializer with a Set.
            DropdownSelectMenu(
                title: "Days", options: ["Mon", "Tue", "Wed", "Thu", "Fri"], selection: $days, label: { $0 })

            // 3. Custom rows, told whether they are selected, highlighted or disabled.
            DropdownSelectMenu(
                title: "Fruit", options: ["Apple", "Banana", "Cherry"], selection: $fruit, label: { $0 },
                isDisabled: { $0 == "Cherry" }
            ) { option, state in
                Label(option, systemImage: state.isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(state.isDisabled ? .secondary : .primary)
            }

            // 4. Styles, as buttons have them.
            DropdownSelectMenu(title: "Filled", options: ["A", "B"], selection: $fruit, label: { $0 })
                .dropdownSelectMenuStyle(.filled)
            DropdownSelectMenu(title: "Chips", options: ["S", "M", "L"], selection: $size, label: { $0 })
                .dropdownSelectMenuStyle(.chips)

            // 7. The open state, from code.
            Toggle("Size list open", isOn: $isSizeOpen)
            DropdownSelectMenu(
                title: "Size", options: ["S", "M", "L", "XL"], selection: $size, label: { $0 },
                isPresented: $isSizeOpen)
        }
        // 5. Modifiers for every dropdown inside.
        .dropdownSelectMenuStyle(.bordered)
        .dropdownDirection(.automatic)
        .dropdownMaxListHeight(240)
        .dropdownAnimation(.spring(response: 0.35, dampingFraction: 0.85))
        .dropdownSearchable(prompt: Text("Filter"))
        // 6. The container: lists float above the Form, never clipped.
        .dropdownContainer()
    }
}

#if DEBUG
    #Preview {
        APITourExample()
    }
#endif
