import DropdownSelectMenu
import SwiftUI

/// The origin's checkout screen: a shipping method (Standard selected) and a country, and a footnote
/// that shows the delivery choice.
struct CheckoutExample: View {
    @State private var shipping: String? = "Standard"
    @State private var country: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Checkout").font(.largeTitle.bold())
            DropdownSelectMenu(
                title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
                selection: $shipping, placeholder: "Select", label: { $0 })
            DropdownSelectMenu(
                title: "Country", options: ["France", "Italy", "Portugal", "Spain"],
                selection: $country, placeholder: "Select a country", label: { $0 })
            Text(shipping.map { "Delivery: \($0)" } ?? "Tap a field to open it")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownContainer()
    }
}

#if DEBUG
    #Preview {
        CheckoutExample()
    }
#endif
