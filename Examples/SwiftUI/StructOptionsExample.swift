import DropdownSelectMenu
import SwiftUI

/// Struct options identified by a key path, as `ForEach` identifies its data: the selection binds
/// the product's SKU, not the struct.
///
/// When the stock or the price of a product changes, it is still the same option: it stays
/// selected, and its row shows the new price.
/// - The monitor arm's price ticks up every two seconds while the screen is shown, so with the list
///   open its row changes under the highlight, which stays on it.
/// - The two buttons change the prices and the stock while the list is closed (a tap on them closes
///   an open list first).
/// - A product out of stock is disabled, and VoiceOver reads why.
struct StructOptionsExample: View {
    struct Product {
        let sku: String
        let name: String
        var price: Decimal
        var inStock: Bool
    }

    @State private var products = [
        Product(sku: "LMP-01", name: "Desk lamp", price: 39, inStock: true),
        Product(sku: "CHR-07", name: "Office chair", price: 189, inStock: true),
        Product(sku: "DSK-12", name: "Standing desk", price: 449, inStock: false),
        Product(sku: "MNT-03", name: "Monitor arm", price: 79, inStock: true),
    ]
    @State private var sku: String? = "CHR-07"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Product", options: products, id: \.sku, selection: $sku, placeholder: "Pick a product",
                label: \.name, isDisabled: { !$0.inStock }, disabledReason: { _ in "Out of stock" }
            ) { product, state in
                HStack {
                    Text(product.name).fontWeight(state.isSelected ? .semibold : .regular)
                    Spacer()
                    Text(product.price, format: .currency(code: "EUR")).foregroundStyle(.secondary)
                    if state.isSelected {
                        // The row already says it is selected: VoiceOver need not read the image.
                        Image(systemName: "checkmark").foregroundStyle(.tint).accessibilityHidden(true)
                    }
                }
            }
            Button("Sale: 10 % off everything") {
                for index in products.indices { products[index].price *= 0.9 }
            }
            Button("The standing desk is back") {
                if let index = products.firstIndex(where: { $0.sku == "DSK-12" }) { products[index].inStock = true }
            }
            Text(sku.map { "SKU \($0)" } ?? "No product").font(.footnote).foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownContainer()
        // A live price: `.task` is cancelled when the view goes away (SwiftUI's documented lifetime).
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(2))
                if let index = products.firstIndex(where: { $0.sku == "MNT-03" }) { products[index].price += 1 }
            }
        }
    }
}
