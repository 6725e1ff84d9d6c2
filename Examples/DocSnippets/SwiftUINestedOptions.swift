// The code blocks of the article "Nested options and options that arrive later"
// (DropdownSelectMenu.docc), word for word, in a context that compiles: .ci/run type-checks this
// file against every prepared Apple SDK, and Scripts/build-docs checks that every block is here.
import DropdownSelectMenu
import SwiftUI

enum SwiftUINestedOptionsSnippets {
    struct Fruit: Hashable {
        let name: String
        var children: [Fruit]? = nil
    }

    struct City: Hashable {
        let name: String
    }

    @MainActor
    struct FruitPicker: View {
        let fruits = [
            Fruit(name: "apple"),
            Fruit(name: "More Fruits", children: [Fruit(name: "watermelon"), Fruit(name: "strawberry")]),
        ]
        @State private var fruit: Fruit?

        var body: some View {
            DropdownSelectMenu(
                title: "Fruit", options: fruits, children: \.children, selection: $fruit, placeholder: "Select",
                label: \.name
            )
            .dropdownShowsPath()
        }
    }

    @MainActor
    struct CityPicker: View {
        let search: (String) async throws -> [City]
        let create: (String) async -> City?
        @State private var city: City?

        var body: some View {
            DropdownSelectMenu(title: "City", options: [City](), selection: $city, label: \.name)
                .dropdownSearchable()
                .dropdownOptionsLoader { query in try await search(query) }
                .dropdownCreatesOptions { text in await create(text) }
        }
    }

    @MainActor
    struct ProductPicker: View {
        let nextPage: () async throws -> [String]
        @State private var products: [String] = []
        @State private var hasMore = true
        @State private var product: String?

        var body: some View {
            DropdownSelectMenu(title: "Product", options: products, selection: $product, label: { $0 })
                .dropdownLoadMore(hasMore: hasMore) {
                    let page = try await nextPage()
                    products += page
                    hasMore = !page.isEmpty
                }
        }
    }
}
