// swift-format-ignore-file
// (The README shows these snippets word for word, laid out for reading.)
import DropdownSelectMenu
import SwiftUI

/// The snippets of the README's SwiftUI section, each in a context that compiles, so that `.ci/run`
/// type-checks them on every SDK (the first snippet, a whole view, is checked as it stands by
/// `Scripts/check-install-snippet`). Keep them word for word in step with the README
/// (`ReadmeSnippetTests` compares them). (`@MainActor`: with the iOS 17 SDK, a view's helper
/// properties are not main-actor isolated by themselves.)
@MainActor
struct ReadmeSnippets: View {
    struct Product {
        let sku: String
        let name: String
        var price: Decimal
    }

    struct Region: Identifiable {
        let id: String
        let name: String
    }

    struct City: Identifiable {
        let id: Int
        let name: String
    }

    struct CityService {
        func search(_ query: String) async throws -> [City] { [] }
    }

    let products = [Product(sku: "LMP-01", name: "Desk lamp", price: 39)]
    let allToppings = ["Cheese", "Ham", "Olives"]
    let regions = [Region(id: "PT", name: "Portugal")]
    let service = CityService()
    @State private var sku: String?
    @State private var toppings: Set<String> = ["Cheese"]
    @State private var regionID: Region.ID?
    @State private var cityID: City.ID?

    var body: some View {
        VStack {
            // Identity by key path
            DropdownSelectMenu(title: "Product", options: products, id: \.sku, selection: $sku, label: \.name)
            // Multiple selection with a limit
            DropdownSelectMenu(title: "Toppings", options: allToppings, selection: $toppings, label: { $0 })
                .dropdownSelectionLimit(3)
                .dropdownSelectionOrder(.chosen)   // "Olives, Cheese"; the default is .options (M3)
            // Custom rows, field styles, search, options that arrive later
            DropdownSelectMenu(title: "Region", options: regions, selection: $regionID, label: \.name) { region, state in
                HStack {
                    Text(state.emphasized(region.name))
                    Spacer()
                    if state.isSelected {
                        // The row already says it is selected: VoiceOver need not read the image.
                        Image(systemName: "checkmark").foregroundStyle(.tint).accessibilityHidden(true)
                    }
                }
            }
            .dropdownSelectMenuStyle(.filled)
            DropdownSelectMenu(title: "City", options: [City](), selection: $cityID, label: \.name)
                .dropdownSearchable()
                .dropdownOptionsLoader { query in try await service.search(query) }
            // The container
            NavigationStack { Form { fields } }.dropdownContainer()
        }
    }

    private var fields: some View {
        DropdownSelectMenu(title: "Toppings", options: allToppings, selection: $toppings, label: { $0 })
    }
}
