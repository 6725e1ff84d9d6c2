import SwiftUI

/// An example as the gallery lists it: a title, what it shows, and the view.
struct ExampleEntry: Identifiable {
    /// The example's type name (`CheckoutExample`), unique in the catalog.
    let id: String
    /// The name the gallery's list shows ("Checkout").
    let title: String
    /// What the example shows, in one sentence under its title.
    let summary: String
    /// Makes the example's view, each time the gallery shows it.
    let content: @MainActor () -> AnyView

    init<Content: View>(_ title: String, _ summary: String, _ content: @escaping @MainActor () -> Content) {
        self.id = String(describing: Content.self)
        self.title = title
        self.summary = summary
        self.content = { AnyView(content()) }
    }
}

/// Every SwiftUI example and style sample, in the order the gallery (`swift run DropdownGallery` on
/// a Mac) lists them. `Scripts/typecheck-previews` fails when an example in Examples/SwiftUI is
/// missing here or has no previews in Examples/SwiftUI/Previews.swift.
enum ExampleCatalog {
    @MainActor static let entries: [ExampleEntry] = [
        ExampleEntry(
            "Checkout", "The origin's demo screen: a shipping method and a country.",
            CheckoutExample.init),
        ExampleEntry(
            "Field styles", "One dropdown in every field style, a custom one included.",
            FieldStylesSample.init),
        ExampleEntry(
            "List styles", "An open list in every list style, a custom one included.",
            ListStylesSample.init),
        ExampleEntry(
            "Chips", "Options as a row of chips that opens in place of the field.",
            ChipsExample.init),
        ExampleEntry(
            "Multiple selection", "Toppings, at most three; sauces as chips.",
            MultipleSelectionExample.init),
        ExampleEntry(
            "Selection limit", "Reviewers by id, at most two, in the order chosen.",
            SelectionLimitExample.init),
        ExampleEntry(
            "Struct options", "Products identified by a key path; out of stock is disabled.",
            StructOptionsExample.init),
        ExampleEntry(
            "Submenus", "Fruits, with More Fruits opening a submenu.",
            SubmenuExample.init),
        ExampleEntry(
            "Remote options", "A slow service that fails now and then: search, pages and new tags.",
            RemoteOptionsExample.init),
        ExampleEntry(
            "Custom rows", "Rows with an icon and a subtitle, in sections.",
            CustomRowsExample.init),
        ExampleEntry(
            "Regions", "Every region, searchable with fuzzy matching.",
            RegionsExample.init),
        ExampleEntry(
            "Material list", "The list on an ultra-thin material over a colourful background.",
            MaterialListExample.init),
        ExampleEntry(
            "Glass", "The field and the list on the system's glass (iOS 26, macOS 26).",
            GlassStyleExample.init),
        ExampleEntry(
            "Stacked dropdowns", "Two dropdowns in a VStack, without a container.",
            StackedDropdownsExample.init),
        ExampleEntry(
            "Bottom of a form", "A list near the bottom edge flips above its field.",
            BottomFormExample.init),
        ExampleEntry(
            "Sign-up form", "Required and optional dropdowns, help text, and a submit that validates.",
            SignUpFormExample.init),
        ExampleEntry(
            "Tabs, stacks and sheets", "Dropdowns in a TabView, a NavigationStack, a sheet and a List.",
            TabsExample.init),
        ExampleEntry(
            "API tour", "Every public API in one screen.",
            APITourExample.init),
        ExampleEntry(
            "README snippets", "The README's SwiftUI snippets, word for word.",
            ReadmeSnippets.init),
        ExampleEntry(
            "Languages", "The built-in words in German and in Arabic, right to left.",
            LanguagesSnippet.init),
    ]
}
