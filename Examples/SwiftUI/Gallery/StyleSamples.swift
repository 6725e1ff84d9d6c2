import DropdownSelectMenu
import SwiftUI

/// The same dropdown in every field style the package offers (`.bordered`, the default; `.filled`;
/// `.chips`; `.glass` on iOS 26 and macOS 26) and a custom one, `CapsuleStyle`.
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
                            to: VStack(spacing: 12) { CheckoutFields(shipping: $shipping, country: $country) })
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
        case .custom: "CapsuleStyle (a custom style)"
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
        case .custom: content.dropdownSelectMenuStyle(CapsuleStyle())
        }
    }
}

/// One dropdown, open, in a list style (`.automatic`, the default; `.material` with and without
/// separators; `.glass` on iOS 26 and macOS 26) or a custom one, `CardListStyle`, on a
/// colourful background that the materials and the glass let through. The list opens when the
/// sample appears (`isPresented`), so a preview shows the style without a tap.
struct ListStyleSample: View {
    let style: ListStyleChoice
    @State private var fruit: String? = "Cherry"
    @State private var isOpen = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(style.title).font(.headline)
            style.apply(
                to: DropdownSelectMenu(
                    title: "Fruit", options: ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"],
                    selection: $fruit, label: { $0 }, isPresented: $isOpen))
            Spacer()
        }
        .padding()
        .onGradient([.mint, .teal, .indigo])
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
        case .custom: "CardListStyle (a custom style)"
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

/// A custom field style: the title and the value side by side in a capsule.
struct CapsuleStyle: DropdownSelectMenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title.bold()
            configuration.value.foregroundStyle(.secondary)
            configuration.chevron
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .background(.fill.tertiary, in: .capsule)
        .overlay { if configuration.isFocused { Capsule().strokeBorder(.tint, lineWidth: 2) } }
        .opacity(configuration.isEnabled ? 1 : 0.5)
    }
}

/// A custom list style: a card, with the highlighted row tinted.
struct CardListStyle: DropdownListStyle {
    func makeBody(configuration: Configuration) -> some View {
        let card = RoundedRectangle(cornerRadius: 20)
        return configuration.content.background(.background, in: card).clipShape(card).shadow(radius: 20, y: 10)
    }

    func makeRow(configuration: RowConfiguration) -> some View {
        configuration.content.background(configuration.isHighlighted ? Color.accentColor.opacity(0.2) : .clear)
    }
}
