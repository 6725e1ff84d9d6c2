// The code blocks of the article "Getting started" (DropdownSelectMenu.docc), word for word, in a
// context that compiles: .ci/run type-checks this file against every prepared Apple SDK, and
// Scripts/build-docs checks that every block of the article is here.
import DropdownSelectMenu
import SwiftUI

enum GettingStartedSnippets {
    struct ShippingForm: View {
        @State private var shipping: String?

        var body: some View {
            // The origin's example, on one line as the article shows it.
            // swift-format-ignore
            DropdownSelectMenu(title: "Shipping", options: ["Standard", "Express"], selection: $shipping, placeholder: "Select", label: { $0 })
        }
    }

    struct Plan: Identifiable {
        let id: String
        let name: String
        let seatsLeft: Int
        let tier: String
    }

    struct Product {
        let sku: String
        let name: String
    }

    @MainActor
    struct Identities: View {
        let plans: [Plan]
        let products: [Product]
        @State private var planID: Plan.ID?
        @State private var sku: String?

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "Product", options: products, id: \.sku, selection: $sku, label: \.name)
                DropdownSelectMenu(title: "Plan", options: plans, selection: $planID, label: \.name)
            }
        }
    }

    @MainActor
    struct Choices: View {
        let plans: [Plan]
        let allToppings = ["Cheese", "Ham", "Olives", "Basil"]
        @State private var planID: Plan.ID?
        @State private var toppings: Set<String> = ["Cheese"]

        var body: some View {
            VStack {
                DropdownSelectMenu(
                    title: "Plan", options: plans, selection: $planID, label: \.name,
                    isDisabled: { $0.seatsLeft == 0 }, disabledReason: { _ in "No seats left" },
                    section: { $0.tier })
                DropdownSelectMenu(title: "Toppings", options: allToppings, selection: $toppings, label: { $0 })
                    .dropdownSelectionLimit(3)
            }
        }
    }

    struct CheckoutScreen: View {
        @State private var shipping: String?
        @State private var country: String?
        let countries = ["France", "Italy", "Portugal", "Spain"]

        var body: some View {
            NavigationStack {
                Form {
                    DropdownSelectMenu(
                        title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                        placeholder: "Select", label: { $0 })
                    DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
                }
                .navigationTitle("Checkout")
            }
            .dropdownContainer()
        }
    }

    struct OpenFromCode: View {
        @State private var size: String?
        @State private var isOpen = false

        var body: some View {
            DropdownSelectMenu(
                title: "Size", options: ["S", "M", "L"], selection: $size, label: { $0 }, isPresented: $isOpen)
            Button("Choose a size") { isOpen = true }
        }
    }
}
