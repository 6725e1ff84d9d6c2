import DropdownSelectMenu
import SwiftUI

/// A menu inside a menu.
///
/// The fruits are a tree, as `OutlineGroup` takes one: "More Fruits" has children, so its row shows
/// a chevron and opens a submenu of watermelon and strawberry (a tap, Return, Space or Right), with
/// a back row labelled "More Fruits" at the top (or Left, or Escape).
/// - Only leaves are chosen; the field shows the leaf, or with `.dropdownShowsPath()` its path
///   ("More Fruits › watermelon").
/// - VoiceOver reads "Opens a submenu" as the parent's hint and announces "More Fruits, 2 options"
///   on the way in.
/// - A search looks through every leaf and shows where each one is.
struct SubmenuExample: View {
    struct Fruit: Hashable {
        let name: String
        var children: [Fruit]? = nil
    }

    let fruits = [
        Fruit(name: "apple"),
        Fruit(name: "banana"),
        Fruit(name: "cherry"),
        Fruit(name: "More Fruits", children: [Fruit(name: "watermelon"), Fruit(name: "strawberry")]),
    ]
    @State private var fruit: Fruit?
    @State private var fruitWithPath: Fruit? = Fruit(name: "strawberry")

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Fruit", options: fruits, children: \.children, selection: $fruit, placeholder: "Select",
                label: \.name)
            DropdownSelectMenu(
                title: "Fruit, with its path", options: fruits, children: \.children, selection: $fruitWithPath,
                label: \.name
            )
            .dropdownShowsPath()
            .dropdownSearchable()
            Text(fruit.map { "Chosen: \($0.name)" } ?? "Nothing chosen").font(.footnote).foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownContainer()
    }
}
