import DropdownSelectMenu
import SwiftUI

/// The chips: closed, one row with the title leading and the choice trailing; open, a panel
/// takes the row's place with the title above one row of options spread evenly (scrolling when
/// they do not fit, never wrapping), the selected one on a translucent rounded fill, the options
/// moving in from the top with a quick spring. Left and Right move along the row; the chips grow
/// with Dynamic Type.
struct ChipsExample: View {
    @State private var size: String? = "M"
    @State private var milk: String?
    @State private var extras: Set<String> = ["Cinnamon"]

    var body: some View {
        Form {
            DropdownSelectMenu(title: "Size", options: ["S", "M", "L"], selection: $size, label: { $0 })
            DropdownSelectMenu(
                title: "Milk", options: ["Whole", "Skimmed", "Oat", "Almond", "Soy", "Coconut"], selection: $milk,
                placeholder: "None", label: { $0 })
            DropdownSelectMenu(
                title: "Extras", options: ["Cinnamon", "Vanilla", "Caramel", "Honey"], selection: $extras, label: { $0 }
            )
        }
        .dropdownSelectMenuStyle(.chips)
    }
}
