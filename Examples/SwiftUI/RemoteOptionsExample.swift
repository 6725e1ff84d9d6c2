import DropdownSelectMenu
import SwiftUI

/// Options that arrive later, against a simulated slow service that fails now and then:
/// - a city search that asks the service for each query (`.dropdownOptionsLoader`): "Loading…"
///   while it answers, a failure row with a retry when it throws, and answers to queries the
///   person has already typed past are dropped;
/// - a product list that pages 20 at a time (`.dropdownLoadMore`), with "Loading more…" under the
///   rows while the next page comes;
/// - a tag field where a tag that does not exist yet can be created (`.dropdownCreatesOptions`).
@MainActor
struct RemoteOptionsExample: View {
    struct City: Identifiable, Hashable {
        let id: Int
        let name: String
        let country: String
    }

    /// A stand-in for a server: every call takes a while, and one in four fails.
    actor CityService {
        struct Unavailable: LocalizedError {
            var errorDescription: String? { "The city service did not answer. Try again." }
        }

        private let cities = [
            City(id: 1, name: "Lisbon", country: "Portugal"), City(id: 2, name: "Porto", country: "Portugal"),
            City(id: 3, name: "Lyon", country: "France"), City(id: 4, name: "Paris", country: "France"),
            City(id: 5, name: "Madrid", country: "Spain"), City(id: 6, name: "Málaga", country: "Spain"),
            City(id: 7, name: "Milan", country: "Italy"), City(id: 8, name: "Munich", country: "Germany"),
        ]
        private var calls = 0

        func search(_ query: String) async throws -> [City] {
            calls += 1
            try await Task.sleep(for: .milliseconds(800))  // cancelled when the query changes
            if calls % 4 == 0 { throw Unavailable() }
            guard !query.isEmpty else { return cities }
            return cities.filter { $0.name.localizedStandardContains(query) }
        }
    }

    /// A catalog that serves its products a page at a time.
    @MainActor
    final class Catalog: ObservableObject {
        @Published private(set) var products: [String] = (1...20).map { "Product \($0)" }
        @Published private(set) var hasMore = true

        func loadNextPage() async throws {
            try await Task.sleep(for: .seconds(1))
            let next = products.count + 1
            products += (next..<next + 20).map { "Product \($0)" }
            hasMore = products.count < 100
        }
    }

    private let service = CityService()
    /// No cities until the loader answers: one stored empty array, not a new one on each update
    /// (options belong in stored state, Docs/SwiftUI.md R3).
    private static let noCities: [City] = []
    @StateObject private var catalog = Catalog()
    @State private var cityID: City.ID?
    @State private var product: String?
    @State private var tags = ["swift", "swiftui", "linux"]
    @State private var chosenTags: Set<String> = ["swift"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "City", options: Self.noCities, selection: $cityID, placeholder: "Search a city", label: \.name
            )
            .dropdownSearchable(prompt: Text("City"))
            .dropdownOptionsLoader { query in try await service.search(query) }

            DropdownSelectMenu(title: "Product", options: catalog.products, selection: $product, label: { $0 })
                .dropdownLoadMore(hasMore: catalog.hasMore) { try await catalog.loadNextPage() }

            DropdownSelectMenu(title: "Tags", options: tags, selection: $chosenTags, label: { $0 })
                .dropdownSearchable(prompt: Text("Find or create a tag"))
                .dropdownCreatesOptions { text in
                    let tag = text.lowercased()
                    tags.append(tag)
                    return tag
                }
            Spacer()
        }
        .padding()
        .dropdownContainer()
    }
}
