import DropdownSelectMenu
import SwiftUI

/// The same dropdown in every field style the package offers (`.bordered`, the default; `.filled`;
/// `.chips`; `.glass` on iOS 26 and macOS 26) and the README's custom `UnderlinedStyle`.
struct FieldStylesSample: View {
    @State private var shipping: String? = "Express"
    @State private var country: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(FieldStyleChoice.allCases) { style in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(style.title).font(.caption).foregroundStyle(.secondary)
                        style.apply(
                            to: VStack(spacing: 12) {
                                DropdownSelectMenu(
                                    title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
                                    selection: $shipping, placeholder: "Select", label: { $0 })
                                DropdownSelectMenu(
                                    title: "Country", options: ["France", "Italy", "Portugal", "Spain"],
                                    selection: $country, placeholder: "Select a country", label: { $0 })
                            })
                    }
                }
            }
            .padding()
        }
        .dropdownContainer()
    }
}

/// A field style of `FieldStylesSample`.
enum FieldStyleChoice: String, CaseIterable, Identifiable {
    case bordered
    case filled
    case chips
    case glass
    case custom

    var id: Self { self }

    /// The style as the code names it.
    var title: String {
        switch self {
        case .bordered: ".bordered (the default)"
        case .filled: ".filled"
        case .chips: ".chips"
        case .glass: ".glass (iOS 26, macOS 26)"
        case .custom: "UnderlinedStyle (a custom style, from the README)"
        }
    }

    /// `content` in this style.
    @MainActor @ViewBuilder
    func apply(to content: some View) -> some View {
        switch self {
        case .bordered: content.dropdownSelectMenuStyle(.bordered)
        case .filled: content.dropdownSelectMenuStyle(.filled)
        case .chips: content.dropdownSelectMenuStyle(.chips)
        case .glass:
            if #available(iOS 26, macOS 26, *) {
                content.dropdownSelectMenuStyle(.glass)
            } else {
                content
            }
        case .custom: content.dropdownSelectMenuStyle(UnderlinedStyle())
        }
    }
}

/// One dropdown, open, in a list style (`.automatic`, the default; `.material` with and without
/// separators; `.glass` on iOS 26 and macOS 26) or the README's custom `CardListStyle`, on a
/// colourful background that the materials and the glass let through. The list opens when the
/// sample appears (`isPresented`), so a preview shows the style without a tap.
struct ListStyleSample: View {
    let style: ListStyleChoice
    @State private var fruit: String? = "Cherry"
    @State private var isOpen = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.mint, .teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                Text(style.title).font(.headline)
                style.apply(
                    to: DropdownSelectMenu(
                        title: "Fruit", options: ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"],
                        selection: $fruit, label: { $0 }, isPresented: $isOpen))
                Spacer()
            }
            .padding()
        }
        .dropdownContainer()
        .onAppear { isOpen = true }
    }
}

/// Every list style, one open sample a tab.
struct ListStylesSample: View {
    var body: some View {
        TabView {
            ForEach(ListStyleChoice.allCases) { style in
                ListStyleSample(style: style)
                    .tabItem { Text(style.tabTitle) }
            }
        }
    }
}

/// A list style of `ListStyleSample`.
enum ListStyleChoice: String, CaseIterable, Identifiable {
    case automatic
    case material
    case materialWithSeparators
    case glass
    case custom

    var id: Self { self }

    /// The style as the code names it.
    var title: String {
        switch self {
        case .automatic: ".automatic (the default)"
        case .material: ".material(.ultraThinMaterial)"
        case .materialWithSeparators: ".material(.regularMaterial, showsSeparators: true)"
        case .glass: ".glass (iOS 26, macOS 26)"
        case .custom: "CardListStyle (a custom style, from the README)"
        }
    }

    /// The style's tab in `ListStylesSample`.
    var tabTitle: String {
        switch self {
        case .automatic: "Automatic"
        case .material: "Material"
        case .materialWithSeparators: "Separators"
        case .glass: "Glass"
        case .custom: "Custom"
        }
    }

    /// `content` in this style.
    @MainActor @ViewBuilder
    func apply(to content: some View) -> some View {
        switch self {
        case .automatic: content.dropdownListStyle(.automatic)
        case .material: content.dropdownListStyle(.material(.ultraThinMaterial))
        case .materialWithSeparators: content.dropdownListStyle(.material(.regularMaterial, showsSeparators: true))
        case .glass:
            if #available(iOS 26, macOS 26, *) {
                content.dropdownListStyle(.glass)
            } else {
                content
            }
        case .custom: content.dropdownListStyle(CardListStyle())
        }
    }
}
