// The code blocks of the article "Search" (DropdownSelectMenu.docc) and of the doc comments it
// quotes, word for word, in a context that compiles: .ci/run type-checks this file against every
// prepared Apple SDK, and Scripts/build-docs checks that every block is here.
import DropdownCore
import DropdownSelectMenu
import SwiftUI

enum SearchSnippets {
    struct Region: Identifiable {
        let id: String
        let name: String
    }

    @MainActor
    struct Regions: View {
        let regions: [Region]
        let countries = ["France", "Italy", "Portugal", "Spain"]
        @State private var region: Region.ID?
        @State private var country: String?

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
                    .dropdownSearchable(prompt: Text("Search countries"))
                regionField
            }
        }

        var regionField: some View {
            DropdownSelectMenu(title: "Region", options: regions, selection: $region, label: \.name) { region, state in
                Text(state.emphasized(region.name))
            }
            .dropdownSearchable()
        }
    }

    /// The article's block, which `dropdownSearchSyntax(_:)`'s doc comment quotes too.
    @MainActor
    struct SearchSyntax: View {
        let files = ["Sources/main.swift", "README.md"]
        @State private var file: String?

        var body: some View {
            DropdownSelectMenu(title: "File", options: files, selection: $file, label: { $0 })
                .dropdownSearchable()
                .dropdownSearchSyntax(.exact)
        }
    }

    static func matching() -> [Int] {
        var matcher = FuzzyMatcher(labels: ["Portugal", "Spain", "Papua New Guinea"])
        let best = matcher.rank("png")  // [2]: "Papua New Guinea"
        let exact = matcher.rank("'spa")  // [1]: a term that starts with ' matches exactly
        return best + exact
    }

    /// The article's block on search keywords, which `dropdownSearchKeywords(_:)`'s doc comment
    /// quotes too.
    @MainActor
    struct Keywords: View {
        struct Currency: Identifiable {
            let code: String
            let name: String
            let symbol: String
            /// The ISO 4217 code names one currency: the selection holds it.
            var id: String { code }
        }

        let currencies = [
            Currency(code: "EUR", name: "Euro", symbol: "€"),
            Currency(code: "GBP", name: "Pound sterling", symbol: "£"),
        ]
        @State private var currency: Currency.ID?

        var body: some View {
            DropdownSelectMenu(title: "Currency", options: currencies, selection: $currency, label: \.name)
                .dropdownSearchKeywords { [$0.code, $0.symbol] }
                .dropdownSearchable()
        }

        /// The key path form the doc comment names.
        struct Country: Identifiable {
            let id: String
            let name: String
            let otherNames: [String]
        }

        func countryField(_ countries: [Country], selection: Binding<Country.ID?>) -> some View {
            DropdownSelectMenu(title: "Country", options: countries, selection: selection, label: \.name)
                .dropdownSearchKeywords(\.otherNames)
        }
    }
}
