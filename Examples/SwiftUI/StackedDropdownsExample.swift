import DropdownSelectMenu
import SwiftUI

/// Two dropdowns stacked in a `VStack`, without a container (as the origin stacks them): each list opens
/// in the layer at the top of its window, placed against the window (above the keyboard, inside
/// the safe area, flipping above near the bottom), so it floats over everything the window shows,
/// the second dropdown included.
struct StackedDropdownsExample: View {
    @State private var size: String?
    @State private var color: String? = "Blue"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DropdownSelectMenu(
                title: "Size", options: ["XS", "S", "M", "L", "XL", "XXL"], selection: $size,
                placeholder: "Select a size", label: { $0 })
            DropdownSelectMenu(
                title: "Color", options: ["Red", "Green", "Blue", "Black", "White"], selection: $color,
                label: { $0 })
            Text(summary)
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }

    private var summary: String {
        "\(size ?? "No size"), \(color ?? "no color")"
    }
}
