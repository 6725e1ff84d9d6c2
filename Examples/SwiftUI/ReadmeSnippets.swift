import DropdownSelectMenu
import SwiftUI

/// The snippets of the README's SwiftUI section, each in a context that compiles, so that `.ci/run`
/// type-checks them on every SDK. Keep them word for word in step with the README. (`@MainActor`:
/// with the iOS 17 SDK, a view's helper properties are not main-actor isolated by themselves.)
@MainActor
struct ReadmeSnippets: View {
    struct Plan: Hashable {
        let name: String
        let symbol: String
        let tier: String
        let isAvailable: Bool
    }

    let plans = [
        Plan(name: "Free", symbol: "leaf", tier: "Personal", isAvailable: true),
        Plan(name: "Team", symbol: "person.3", tier: "Business", isAvailable: false),
    ]
    let allToppings = ["Cheese", "Ham", "Olives"]
    let sizes = ["S", "M", "L"]
    @State private var shipping: String? = "Standard"
    @State private var plan: Plan?
    @State private var toppings: Set<String> = ["Cheese"]
    @State private var size: String?
    @State private var isOpen = false

    var body: some View {
        VStack {
            CheckoutView()
            // 1. The origin's initializer
            DropdownSelectMenu(title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                               placeholder: "Select", label: { $0 })
            DropdownSelectMenu(title: "Plan", options: plans, selection: $plan, label: \.name,
                               isDisabled: { !$0.isAvailable }, section: { $0.tier })
            // 2. Multiple selection
            DropdownSelectMenu(title: "Toppings", options: allToppings, selection: $toppings, label: { $0 })
            // 3. Custom rows
            DropdownSelectMenu(title: "Plan", options: plans, selection: $plan, label: { $0.name }) { plan, state in
                Label(plan.name, systemImage: plan.symbol)
                    .fontWeight(state.isSelected ? .semibold : .regular)
            }
            // 4. Styles
            Group {
                fields
            }
            .dropdownSelectMenuStyle(.filled)
            .dropdownSelectMenuStyle(.chips)
            // 5. Modifiers
            Group {
                fields
            }
            .dropdownDirection(.automatic)          // .below, .above (P2)
            .dropdownMaxListHeight(280)             // or .dropdownMaxVisibleRows(6) (P3)
            .dropdownAnimation(.smooth(duration: 0.28))   // springs too; nil for none; Reduce Motion fades
            .dropdownSearchable(prompt: Text("Search"))   // fuzzy search at the top of the list (F1–F8)
            // 6. The container
            NavigationStack { Form { fields } }.dropdownContainer()
            ScrollView { form }.dropdownContainer()
            // 7. The open state from code
            DropdownSelectMenu(title: "Size", options: sizes, selection: $size, label: { $0 }, isPresented: $isOpen)
        }
    }

    private var fields: some View {
        DropdownSelectMenu(title: "Size", options: sizes, selection: $size, label: { $0 })
    }

    private var form: some View {
        VStack { fields }
    }
}

/// The README's first snippet.
struct CheckoutView: View {
    @State private var shipping: String? = "Standard"

    var body: some View {
        DropdownSelectMenu(
            title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
            selection: $shipping, placeholder: "Select", label: { $0 })
    }
}

#if DEBUG
    #Preview("README snippets") {
        ReadmeSnippets()
    }
#endif
