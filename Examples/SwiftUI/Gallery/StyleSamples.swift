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
                ForEach(StyleChoice.fieldStyles) { style in
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

/// One dropdown, open, in a list style (`.automatic`, the default; `.material` with and without
/// separators; `.glass` on iOS 26 and macOS 26) or a custom one, `CardListStyle`, on a
/// colourful background that the materials and the glass let through. The list opens when the
/// sample appears (`isPresented`), so a preview shows the style without a tap.
struct ListStyleSample: View {
    let style: StyleChoice
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
            ForEach(StyleChoice.listStyles) { style in
                ListStyleSample(style: style)
                    .tabItem { Text(style.tabTitle) }
            }
        }
    }
}

/// A style a sample shows: its name as the code writes it, and how it is set on a view.
struct StyleChoice: Identifiable, Sendable {
    /// The style as the code names it (".bordered (the default)").
    let title: String
    /// The style's tab in `ListStylesSample` ("Material").
    let tabTitle: String
    /// Sets the style on a view.
    private let style: @MainActor @Sendable (AnyView) -> AnyView

    var id: String { title }

    /// The style named `title` (`tab` on a tab, else `title`) that `style` sets.
    init<Styled: View>(
        _ title: String, tab: String? = nil, @ViewBuilder style: @escaping @MainActor @Sendable (AnyView) -> Styled
    ) {
        self.title = title
        self.tabTitle = tab ?? title
        self.style = { AnyView(style($0)) }
    }

    /// `content` in this style.
    @MainActor
    func apply(to content: some View) -> some View {
        style(AnyView(content))
    }

    /// The field styles of `FieldStylesSample`.
    static let fieldStyles = [
        StyleChoice(".bordered (the default)") { $0.dropdownSelectMenuStyle(.bordered) },
        StyleChoice(".filled") { $0.dropdownSelectMenuStyle(.filled) },
        StyleChoice(".chips") { $0.dropdownSelectMenuStyle(.chips) },
        StyleChoice(".glass (iOS 26, macOS 26)") { content in
            if #available(iOS 26, macOS 26, *) {
                content.dropdownSelectMenuStyle(.glass)
            } else {
                content
            }
        },
        StyleChoice("CapsuleStyle (a custom style)") { $0.dropdownSelectMenuStyle(CapsuleStyle()) },
    ]

    /// The list styles of `ListStyleSample`, each on a tab of `ListStylesSample`.
    static let listStyles = [
        StyleChoice(".automatic (the default)", tab: "Automatic") { $0.dropdownListStyle(.automatic) },
        StyleChoice(".material(.ultraThinMaterial)", tab: "Material") {
            $0.dropdownListStyle(.material(.ultraThinMaterial))
        },
        StyleChoice(".material(.regularMaterial, showsSeparators: true)", tab: "Separators") {
            $0.dropdownListStyle(.material(.regularMaterial, showsSeparators: true))
        },
        StyleChoice(".glass (iOS 26, macOS 26)", tab: "Glass") { content in
            if #available(iOS 26, macOS 26, *) {
                content.dropdownListStyle(.glass)
            } else {
                content
            }
        },
        StyleChoice("CardListStyle (a custom style)", tab: "Custom") { $0.dropdownListStyle(CardListStyle()) },
    ]
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
