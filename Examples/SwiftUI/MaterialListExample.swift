import DropdownSelectMenu
import SwiftUI

/// A material list: the open list on an ultra-thin material over a colourful background, in one
/// line (`.dropdownListStyle(.material(.ultraThinMaterial))`); a second dropdown adds separators
/// between the rows.
struct MaterialListExample: View {
    @State private var mood: String? = "Calm"
    @State private var playlist: String?

    var body: some View {
        VStack(spacing: 16) {
            DropdownSelectMenu(
                title: "Mood", options: ["Calm", "Focused", "Energetic", "Melancholic"], selection: $mood,
                label: { $0 })
            DropdownSelectMenu(
                title: "Playlist", options: ["Morning", "Deep work", "Run", "Evening", "Rainy day"],
                selection: $playlist, placeholder: "Pick a playlist", label: { $0 }
            )
            .dropdownListStyle(.material(.ultraThinMaterial, showsSeparators: true))
            Spacer()
        }
        .padding()
        .onGradient([.orange, .pink, .purple])
        .dropdownListStyle(.material(.ultraThinMaterial))
        .dropdownContainer()
    }
}
