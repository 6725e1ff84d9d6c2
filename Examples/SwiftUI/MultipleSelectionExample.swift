import DropdownSelectMenu
import SwiftUI

/// Several toppings, at most three: choosing toggles and keeps the list open, Command-A selects
/// all (up to the limit), a fourth topping is refused and the limit announced, and the field sums
/// up the choice ("Cheese, Olives" or "3 selected"). The sauces are a second selection of their
/// own, as chips.
struct MultipleSelectionExample: View {
    @State private var toppings: Set<String> = ["Cheese"]
    @State private var sauces: Set<String> = ["Tomato"]
    @State private var isOpen = false

    let allToppings = ["Cheese", "Ham", "Mushrooms", "Olives", "Pineapple", "Basil", "Anchovies"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Toppings", options: allToppings, selection: $toppings, placeholder: "No toppings",
                label: { $0 }, isDisabled: { $0 == "Anchovies" }, disabledReason: { _ in "Out of stock" },
                isPresented: $isOpen
            )
            .dropdownSelectionLimit(3)
            HStack {
                Button(isOpen ? "Close the list" : "Open the list") { isOpen.toggle() }
                Spacer()
                Text("\(toppings.count) of 3 chosen").foregroundStyle(.secondary)
            }
            DropdownSelectMenu(
                title: "Sauces", options: ["Tomato", "Cream", "Pesto"], selection: $sauces, label: { $0 }
            )
            .dropdownSelectMenuStyle(.chips)
            Spacer()
        }
        .padding()
        .dropdownSelectMenuStyle(.filled)
        .dropdownAnimation(.spring(response: 0.3, dampingFraction: 0.8))
        .dropdownContainer()
    }
}
