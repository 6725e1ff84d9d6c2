import DropdownSelectMenu
import SwiftUI

/// Dropdowns in the layouts of a real app, each with `.dropdownContainer()` where it belongs:
/// - a `TabView` (a container on the root view) whose Checkout tab holds a `NavigationStack` with
///   dropdowns in a `Form` (a container on the stack);
/// - one in a pushed destination and one in a sheet (each with a container of its own: preferences
///   do not flow out of either);
/// - dropdowns in `List` rows, in the Tags tab (a container on the list, inside its stack);
/// - the Profile tab, without a container of its own.
///
/// A `TabView` may not pass its tabs' preferences out (nothing documents it either way), so the
/// root's container may not see that tab's dropdown. Either way its list is drawn unclipped: by the
/// root's container, or by the layer above the window, over the tab bar and the whole window.
struct TabsExample: View {
    var body: some View {
        TabView {
            CheckoutTab()
                .tabItem { Label("Checkout", systemImage: "cart") }
            TagsTab()
                .tabItem { Label("Tags", systemImage: "tag") }
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
        }
        // A container on the root view: it hosts the lists of dropdowns outside the tabs' content
        // (none here); a dropdown inside a tab gets a container inside that tab, since the root's
        // may not see it (its list then goes to the layer).
        .dropdownContainer()
    }
}

/// A `NavigationStack` with dropdowns in a `Form`, a pushed destination and a sheet.
private struct CheckoutTab: View {
    @State private var shipping: String? = "Standard"
    @State private var country: String?
    @State private var isGiftSheetShown = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Delivery") {
                    DropdownSelectMenu(
                        title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
                        selection: $shipping, placeholder: "Select", label: { $0 })
                    DropdownSelectMenu(
                        title: "Country", options: ["France", "Germany", "Italy", "Portugal", "Spain"],
                        selection: $country, placeholder: "Select a country", label: { $0 })
                }
                Section {
                    NavigationLink("Billing address") { BillingDestination() }
                    Button("Add a gift message") { isGiftSheetShown = true }
                }
            }
            .navigationTitle("Checkout")
            .sheet(isPresented: $isGiftSheetShown) { GiftSheet() }
        }
        // A container on a NavigationStack: the lists of the Form's dropdowns are never clipped by
        // its rows. A pushed destination is outside its reach, so the destination has its own.
        .dropdownContainer()
    }
}

/// A pushed destination with its own container.
private struct BillingDestination: View {
    @State private var region: String?

    var body: some View {
        Form {
            DropdownSelectMenu(
                title: "Region", options: ["Île-de-France", "Bavaria", "Lombardy", "Lisbon", "Catalonia"],
                selection: $region, placeholder: "Select a region", label: { $0 })
            TextField("Street", text: .constant(""))
            TextField("City", text: .constant(""))
        }
        .navigationTitle("Billing")
        .dropdownContainer()
    }
}

/// A sheet with its own container: a sheet is hosted apart from the screen that shows it.
private struct GiftSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var wrapping: String? = "Paper"

    var body: some View {
        NavigationStack {
            Form {
                DropdownSelectMenu(
                    title: "Wrapping", options: ["Paper", "Fabric", "Box", "None"], selection: $wrapping,
                    label: { $0 })
                TextField("Message", text: .constant(""), axis: .vertical)
            }
            .navigationTitle("Gift")
            .toolbar { Button("Done") { dismiss() } }
        }
        .dropdownContainer()
    }
}

/// A dropdown in a `List` row, the container inside the tab's stack, on the list.
private struct TagsTab: View {
    @State private var tags: Set<String> = ["Swift"]
    @State private var sort: String? = "Name"
    let allTags = ["Swift", "SwiftUI", "UIKit", "AppKit", "Concurrency", "Testing", "Accessibility"]

    var body: some View {
        NavigationStack {
            List {
                DropdownSelectMenu(
                    title: "Sort by", options: ["Name", "Date", "Size"], selection: $sort, label: { $0 })
                DropdownSelectMenu(title: "Tags", options: allTags, selection: $tags, label: { $0 })
                ForEach(allTags.filter(tags.contains), id: \.self) { tag in
                    Label(tag, systemImage: "tag")
                }
            }
            .navigationTitle("Tags")
            .dropdownContainer()
        }
    }
}

/// A tab without a container of its own: its dropdown's request may not reach the root's container
/// (the `TabView` may not pass its tabs' preferences out; nothing documents it either way). Either
/// way the list is drawn unclipped: by the root's container if it sees the dropdown, else by the
/// layer above its window, over everything the window shows, the tab bar included.
private struct ProfileTab: View {
    @State private var language: String? = "English"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                DropdownSelectMenu(
                    title: "Language", options: ["English", "Français", "Deutsch", "Español", "日本語", "العربية"],
                    selection: $language, label: { $0 })
                Text("The app's language, for this device only.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .navigationTitle("Profile")
        }
    }
}
