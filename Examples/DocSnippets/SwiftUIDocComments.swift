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

    /// `dropdownOptionsLoader(_:)`, `dropdownLoadMore(hasMore:_:)`, `dropdownCreatesOptions(_:)`.
    @MainActor
    struct ArrivingOptions: View {
        struct City: Identifiable {
            let id: Int
            let name: String
        }

        struct Product {
            let sku: String
            let name: String
        }

        struct Cities {
            func search(_ query: String) async throws -> [City] { [] }
        }

        @MainActor
        final class Catalog: ObservableObject {
            @Published var hasMore = true
            func loadNextPage() async throws {}
        }

        let cities = Cities()
        let products: [Product] = []
        @StateObject private var catalog = Catalog()
        @State private var cityID: City.ID?
        @State private var sku: String?
        @State private var tags = ["swift"]
        @State private var chosenTags: Set<String> = []

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "City", options: [City](), selection: $cityID, label: \.name)
                    .dropdownSearchable()
                    .dropdownOptionsLoader { query in try await cities.search(query) }
                DropdownSelectMenu(title: "Product", options: products, id: \.sku, selection: $sku, label: \.name)
                    .dropdownLoadMore(hasMore: catalog.hasMore) { try await catalog.loadNextPage() }
                DropdownSelectMenu(title: "Tags", options: tags, selection: $chosenTags, label: { $0 })
                    .dropdownSearchable()
                    .dropdownCreatesOptions { text in
                        tags.append(text)
                        return text
                    }
            }
        }
    }
}
