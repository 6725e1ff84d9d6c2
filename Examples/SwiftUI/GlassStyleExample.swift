import DropdownSelectMenu
import SwiftUI

/// The iOS 26 and macOS 26 look: the field and the list on the system's glass, next to a glass
/// button. On earlier systems the dropdowns keep the origin's look; built with an SDK older than
/// iOS 26 / macOS 26, `.glass` draws the material fallback.
struct GlassStyleExample: View {
    @State private var city: String? = "Lisbon"

    var body: some View {
        VStack(spacing: 16) {
            glass(
                DropdownSelectMenu(
                    title: "City", options: ["Lisbon", "Porto", "Madrid", "Barcelona", "Rome"],
                    selection: $city, label: { $0 }))
            Spacer()
        }
        .padding()
        .onGradient([.teal, .blue, .indigo], from: .top, to: .bottom)
        .dropdownContainer()
    }

    /// The glass styles where the system has them.
    @ViewBuilder
    private func glass(_ dropdown: some View) -> some View {
        if #available(iOS 26, macOS 26, *) {
            dropdown
                .dropdownSelectMenuStyle(.glass)
                .dropdownListStyle(.glass)
        } else {
            dropdown
        }
    }
}
