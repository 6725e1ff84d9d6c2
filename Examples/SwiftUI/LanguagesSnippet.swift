import DropdownCore
import DropdownSelectMenu
import SwiftUI

/// The "Languages" snippet of Docs/Command.md in a context that compiles, so that `.ci/run` type-checks it on
/// every SDK (keep it word for word in step with that page), and the built-in words in Arabic, from
/// the environment's locale, right to left.
@MainActor
struct LanguagesSnippet: View {
    let stores: [String] = []
    @State private var store: String?
    @State private var fruit: String?

    var body: some View {
        VStack {
            germanStores
            DropdownSelectMenu(title: "فاكهة", options: ["تفاح", "كمثرى"], selection: $fruit, label: { $0 })
                .dropdownSearchable()
                .environment(\.locale, Locale(identifier: "ar"))
                .environment(\.layoutDirection, .rightToLeft)
        }
    }

    private var germanStores: some View {
        var strings = DropdownStrings(language: DropdownLanguage(localeIdentifier: "de_AT") ?? .english)
        strings.noOptions = "Keine Filialen in der Nähe"
        return DropdownSelectMenu(title: "Filiale", options: stores, selection: $store, label: { $0 })
            .dropdownStrings(strings)
    }
}
