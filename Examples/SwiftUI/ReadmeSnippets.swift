// swift-format-ignore-file
// (The README shows these snippets word for word, laid out for reading.)
import DropdownSelectMenu
import SwiftUI

/// The snippets of the README's SwiftUI section (and the wider tour of the API they come from), each
/// in a context that compiles, so that `.ci/run`
/// type-checks them on every SDK. Keep them word for word in step with the README. (`@MainActor`:
/// with the iOS 17 SDK, a view's helper properties are not main-actor isolated by themselves.)
@MainActor
struct ReadmeSnippets: View {
    struct Plan: Identifiable {
        let id: String
        let name: String
        let symbol: String
        let seatsLeft: Int
    }

    struct Product {
        let sku: String
        let name: String
        var price: Decimal
    }

    let plans = [
        Plan(id: "free", name: "Free", symbol: "leaf", seatsLeft: 10),
        Plan(id: "team", name: "Team", symbol: "person.3", seatsLeft: 0),
    ]
    let products = [Product(sku: "LMP-01", name: "Desk lamp", price: 39)]
    let countries = ["France", "Italy", "Portugal", "Spain"]
    let allToppings = ["Cheese", "Ham", "Olives"]
    let sizes = ["S", "M", "L"]
    @State private var shipping: String? = "Standard"
    @State private var country: String?
    @State private var size: String?
    @State private var isOpen = false

    var body: some View {
        VStack {
            CheckoutView()
            // 1. The origin's initializer
            DropdownSelectMenu(title: "Shipping", options: ["Standard", "Express"], selection: $shipping,
                               placeholder: "Select", label: { $0 })
            // 2. Identity by key path, Identifiable, disabledReason
            ProductField(products: products)
            PlanField(plans: plans)
            // 3. A placeholder to localize
            DropdownSelectMenu(title: "Country", options: countries, selection: $country,
                               placeholder: LocalizedStringResource("Select a country", table: "Checkout"), label: { $0 })
            // 4. Multiple selection with a limit
            ToppingsField(allToppings: allToppings)
            // 5. Custom rows
            CustomRowField(plans: plans)
            // 6. Field styles
            Group {
                fields
            }
            .dropdownSelectMenuStyle(.filled)
            .dropdownSelectMenuStyle(.chips)
            fields.dropdownSelectMenuStyle(UnderlinedStyle())
            fields.dropdownListStyle(CardListStyle())
            // 7. List styles
            Group {
                fields
            }
            .dropdownListStyle(.material(.ultraThinMaterial))
            .dropdownListStyle(.material(.regularMaterial, showsSeparators: true))
            glassForm(form)
            // 8. Modifiers
            Group {
                fields
            }
            .dropdownDirection(.automatic)          // .below, .above (P2)
            .dropdownMaxListHeight(280)             // or .dropdownMaxVisibleRows(6) (P3)
            .dropdownAnimation(.smooth(duration: 0.28))   // springs too; nil for none; Reduce Motion: none
            .dropdownSearchable(prompt: Text("Search"))   // fuzzy search at the top of the list (F1–F8)
            .dropdownWrapsAround()                  // Down on the last option goes to the first (N1)
            .dropdownVanishedSelection(.clear)      // or .keep: a selected option that leaves the list (C2)
            // 9. The container
            NavigationStack { Form { fields } }.dropdownContainer()
            ScrollView { form }.dropdownContainer()
            // 10. The open state from code
            DropdownSelectMenu(title: "Size", options: sizes, selection: $size, label: { $0 }, isPresented: $isOpen)
            // 11. Nested options
            FruitField()
            // 12. Options that arrive later
            ArrivingOptionsFields()
        }
    }

    private var fields: some View {
        DropdownSelectMenu(title: "Size", options: sizes, selection: $size, label: { $0 })
    }

    private var form: some View {
        VStack { fields }
    }

    /// 7. The glass styles.
    @ViewBuilder
    private func glassForm(_ form: some View) -> some View {
        if #available(iOS 26, macOS 26, *) {
            form.dropdownSelectMenuStyle(.glass).dropdownListStyle(.glass)
        }
    }

    /// 2. Struct options identified by a key path.
    struct ProductField: View {
        let products: [Product]
        @State private var sku: String?

        var body: some View {
            DropdownSelectMenu(title: "Product", options: products, id: \.sku, selection: $sku, label: \.name)
        }
    }

    /// 2. Identifiable options; a disabled one says why.
    struct PlanField: View {
        let plans: [Plan]
        @State private var planID: Plan.ID?

        var body: some View {
            DropdownSelectMenu(title: "Plan", options: plans, selection: $planID, label: \.name,
                               isDisabled: { $0.seatsLeft == 0 }, disabledReason: { _ in "No seats left" })
        }
    }

    /// 4. Multiple selection with a limit.
    struct ToppingsField: View {
        let allToppings: [String]
        @State private var toppings: Set<String> = ["Cheese"]

        var body: some View {
            DropdownSelectMenu(title: "Toppings", options: allToppings, selection: $toppings, label: { $0 })
                .dropdownSelectionLimit(3)
                .dropdownSelectionOrder(.chosen)   // "Olives, Cheese"; the default is .options (M3)
        }
    }

    /// 5. Custom rows.
    struct CustomRowField: View {
        struct Region: Identifiable {
            let id: String
            let name: String
        }

        let plans: [Plan]
        let regions = [Region(id: "PT", name: "Portugal")]
        @State private var planID: Plan.ID?
        @State private var regionID: Region.ID?

        var body: some View {
            DropdownSelectMenu(title: "Plan", options: plans, selection: $planID, label: \.name) { plan, state in
                Label(plan.name, systemImage: plan.symbol)
                    .fontWeight(state.isSelected ? .semibold : .regular)
            }
            DropdownSelectMenu(title: "Region", options: regions, selection: $regionID, label: \.name) { region, state in
                Text(state.emphasized(region.name))
            }
            .dropdownSelectMenuStyle(.filled)
        }
    }
}

/// 11. Nested options.
struct FruitField: View {
    struct Fruit: Hashable {
        let name: String
        var children: [Fruit]? = nil
    }
    let fruits = [Fruit(name: "apple"), Fruit(name: "banana"),
                  Fruit(name: "More Fruits", children: [Fruit(name: "watermelon"), Fruit(name: "strawberry")])]
    @State private var fruit: Fruit?

    var body: some View {
        DropdownSelectMenu(title: "Fruit", options: fruits, children: \.children, selection: $fruit,
                           placeholder: "Select", label: \.name)
            .dropdownShowsPath()   // the field reads "More Fruits › watermelon" instead of "watermelon"
    }
}

/// 12. Options that arrive later.
@MainActor
struct ArrivingOptionsFields: View {
    struct City: Identifiable {
        let id: Int
        let name: String
    }

    struct CityService {
        func search(_ query: String) async throws -> [City] { [] }
    }

    @MainActor
    final class Catalog: ObservableObject {
        @Published var products: [String] = []
        @Published var hasMore = true
        func loadNextPage() async throws {}
    }

    let service = CityService()
    @StateObject private var catalog = Catalog()
    @State private var cityID: City.ID?
    @State private var product: String?
    @State private var tags = ["swift"]
    @State private var chosenTags: Set<String> = []

    var body: some View {
        DropdownSelectMenu(title: "City", options: [City](), selection: $cityID, label: \.name)
            .dropdownSearchable()
            .dropdownOptionsLoader { query in try await service.search(query) }
        DropdownSelectMenu(title: "Product", options: catalog.products, selection: $product, label: { $0 })
            .dropdownLoadMore(hasMore: catalog.hasMore) { try await catalog.loadNextPage() }
        DropdownSelectMenu(title: "Tags", options: tags, selection: $chosenTags, label: { $0 })
            .dropdownSearchable()
            .dropdownCreatesOptions { text in
                tags.append(text)
                return text
            }
    }
}

/// 6. A custom field style.
struct UnderlinedStyle: DropdownSelectMenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; Spacer(); configuration.value; configuration.chevron }
            .padding(.vertical, 8)
            .opacity(configuration.isPressed ? 0.6 : 1)
            .overlay(alignment: .bottom) { Divider() }
    }
}

/// 7. A custom list style.
struct CardListStyle: DropdownListStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.content
            .background(.background, in: .rect(cornerRadius: 20))
            .clipShape(.rect(cornerRadius: 20))
            .shadow(radius: 20, y: 10)
    }

    func makeRow(configuration: RowConfiguration) -> some View {
        configuration.content
            .background(configuration.isHighlighted ? Color.accentColor.opacity(0.2) : .clear)
            .overlay(alignment: .bottom) {
                if configuration.hasSeparator { Divider() }
            }
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
