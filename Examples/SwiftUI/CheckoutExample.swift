import DropdownSelectMenu
import SwiftUI

/// A checkout built from the origin's two fields and its initializer: a shipping method (Standard,
/// Express, Overnight, Pickup; Standard selected, placeholder "Select") and a country (France,
/// Italy, Portugal, Spain; placeholder "Select a country"), with a
/// footnote of this example's own that shows the delivery choice, read from the binding on every
/// update (never a copy kept in step). It is not the origin's screen pixel for pixel: the title,
/// the footnote and the padding are this example's. The terminal's `swift run dropdown demo` has
/// the same two fields and more.
struct CheckoutExample: View {
    @State private var shipping: String? = "Standard"
    @State private var country: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Checkout").font(.largeTitle.bold())
            CheckoutFields(shipping: $shipping, country: $country)
            Text(shipping.map { "Delivery: \($0)" } ?? "Tap a field to open it")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownContainer()
    }
}

/// The origin's two fields, as the checkout shows them (the gallery shows them in every style).
struct CheckoutFields: View {
    @Binding var shipping: String?
    @Binding var country: String?

    var body: some View {
        DropdownSelectMenu(
            title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
            selection: $shipping, placeholder: "Select", label: { $0 })
        DropdownSelectMenu(
            title: "Country", options: ["France", "Italy", "Portugal", "Spain"],
            selection: $country, placeholder: "Select a country", label: { $0 })
    }
}
