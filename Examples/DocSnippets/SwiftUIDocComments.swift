// The code blocks of DropdownSelectMenu's doc comments that no article quotes, word for word, in a
// context that compiles: .ci/run type-checks this file against every prepared Apple SDK, and
// Scripts/build-docs checks that every ```swift block of a public symbol's doc comment is in a
// snippet file.
import DropdownSelectMenu
import SwiftUI

enum SwiftUIDocCommentSnippets {
    /// DropdownSelectMenu.
    struct CheckoutView: View {
        @State private var shipping: String? = "Standard"

        var body: some View {
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
                selection: $shipping, placeholder: "Select", label: { $0 })
        }
    }

    /// `dropdownSelectionLimit(_:)` and `dropdownSelectionOrder(_:)` (the style modifiers' blocks
    /// are in Styling.swift).
    @MainActor
    struct Modifiers: View {
        let toppings = ["Cheese", "Ham", "Olives"]
        @State private var chosen: Set<String> = []

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "Toppings", options: toppings, selection: $chosen, label: { $0 })
                    .dropdownSelectionLimit(3)
                DropdownSelectMenu(title: "Toppings", options: toppings, selection: $chosen, label: { $0 })
                    .dropdownSelectionOrder(.chosen)
            }
        }
    }
}
