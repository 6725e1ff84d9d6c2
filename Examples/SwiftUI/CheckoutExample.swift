import DropdownSelectMenu
import SwiftUI

/// The origin's demo screen, as it writes it: a checkout with a shipping method
/// (Standard, Express, Overnight, Pickup; Standard selected), a country (France, Italy, Portugal,
/// Spain; the placeholder "Select a country"), and a footnote that shows the delivery choice. The
/// same screen runs in a terminal: `swift run dropdown demo`.
struct CheckoutExample: View {
    @State private var shipping: String? = "Standard"
    @State private var country: String?
    @State private var footnote = "Tap a field to open it"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Checkout").font(.largeTitle.bold())
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
                selection: $shipping, placeholder: "Select", label: { $0 })
            DropdownSelectMenu(
                title: "Country", options: ["France", "Italy", "Portugal", "Spain"],
                selection: $country, placeholder: "Select a country", label: { $0 })
            Text(footnote)
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .onChange(of: shipping) { _, choice in
            if let choice { footnote = "Delivery: \(choice)" }
        }
        .dropdownContainer()
    }
}
