import DropdownSelectMenu
import SwiftUI

/// A long form in a ScrollView whose last dropdown sits near the bottom edge: its list flips above
/// the field (there is more room there) and, hosted by `.dropdownContainer()`, it is neither clipped
/// by the ScrollView nor covered by the button after it.
struct BottomFormExample: View {
    @State private var name = ""
    @State private var size: String?
    @State private var color: String?
    @State private var delivery: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                DropdownSelectMenu(
                    title: "Size", options: ["XS", "S", "M", "L", "XL"], selection: $size, label: { $0 })
                DropdownSelectMenu(
                    title: "Color", options: ["Red", "Green", "Blue", "Black", "White"], selection: $color,
                    label: { $0 })
                ForEach(0..<12) { index in
                    Text("Paragraph \(index + 1) of the terms you will not read.")
                        .foregroundStyle(.secondary)
                }
                DropdownSelectMenu(
                    title: "Delivery", options: ["Standard", "Express", "Overnight", "Pickup"],
                    selection: $delivery, placeholder: "Select", label: { $0 })
                Button("Place order") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .dropdownDirection(.automatic)
        .dropdownContainer()
    }
}
