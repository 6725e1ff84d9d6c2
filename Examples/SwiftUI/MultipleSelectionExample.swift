import DropdownSelectMenu
import SwiftUI

/// Several toppings, at most three: choosing toggles and keeps the list open, Command-A selects all,
/// and the field summarises the choice ("Cheese, Olives" or "3 selected").
struct MultipleSelectionExample: View {
    @State private var toppings: Set<String> = ["Cheese"]
    @State private var isOpen = false

    let allToppings = ["Cheese", "Ham", "Mushrooms", "Olives", "Pineapple", "Basil", "Anchovies"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Toppings", options: allToppings, selection: $toppings, placeholder: "No toppings",
                label: { $0 }, isDisabled: { $0 == "Anchovies" }, isPresented: $isOpen)
            HStack {
                Button(isOpen ? "Close the list" : "Open the list") { isOpen.toggle() }
                Spacer()
                Text("\(toppings.count) chosen").foregroundStyle(.secondary)
            }
            DropdownSelectMenu(
                title: "Sauces", options: ["Tomato", "Cream", "Pesto"], selection: $toppings,
                label: { $0 })
                .dropdownSelectMenuStyle(.chips)
            Spacer()
        }
        .padding()
        .dropdownSelectMenuStyle(.filled)
        .dropdownAnimation(.spring(response: 0.3, dampingFraction: 0.8))
        .dropdownContainer()
    }
}

#if DEBUG
    #Preview {
        MultipleSelectionExample()
    }
#endif
