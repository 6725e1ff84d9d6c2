// The code blocks of the article "Styling" (DropdownSelectMenu.docc) and of the styles' doc
// comments, word for word, in a context that compiles: .ci/run type-checks this file against every
// prepared Apple SDK, and Scripts/build-docs checks that every block is here.
import DropdownSelectMenu
import SwiftUI

enum StylingSnippets {
    @MainActor
    struct Fields: View {
        var fields: some View { SnippetShippingField() }

        var body: some View {
            VStack {
                Form { fields }
                    .dropdownSelectMenuStyle(.filled)
                Form { fields }
                    .dropdownListStyle(.material(.ultraThinMaterial))
                Form { fields }
                    .dropdownSelectMenuStyle(UnderlinedStyle())
                    .dropdownListStyle(CardListStyle())
                Form { fields }.dropdownListStyle(CardListStyle())
                glass
                Form { fields }
                    .dropdownDirection(.above)
                    .dropdownMaxVisibleRows(6)
                    .dropdownAnimation(.snappy)
            }
        }

        @ViewBuilder var glass: some View {
            let form = Form { fields }
            if #available(iOS 26, macOS 26, *) {
                form.dropdownSelectMenuStyle(.glass).dropdownListStyle(.glass)
            }
        }
    }

    /// A screen of the app.
    @MainActor
    struct ContentView: View {
        var body: some View { Fields() }
    }

    /// An app themed with a tint, its lists too.
    @MainActor
    struct Tinted: View {
        var body: some View {
            ContentView()
                .tint(.orange)
                .dropdownTint(.orange)
        }
    }

    struct UnderlinedStyle: DropdownSelectMenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                Spacer()
                configuration.value
                configuration.chevron
            }
            .padding(.vertical, 8)
            .opacity(configuration.isPressed ? 0.6 : 1)
            .overlay(alignment: .bottom) {
                Rectangle().fill(configuration.isFocused ? AnyShapeStyle(.tint) : AnyShapeStyle(.separator))
                    .frame(height: configuration.isFocused ? 2 : 1)
            }
        }
    }

    struct CardListStyle: DropdownListStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.content
                .background(.background, in: .rect(cornerRadius: 20))
                .clipShape(.rect(cornerRadius: 20))
                .shadow(radius: 20, y: 10)
        }

        func makeRow(configuration: RowConfiguration) -> some View {
            configuration.content
                .background(configuration.isHighlighted ? Color.accentColor.opacity(0.2) : .clear)
                .overlay(alignment: .bottom) {
                    if configuration.hasSeparator { Divider().padding(.leading, 14) }
                }
        }
    }

    struct Plan: Identifiable {
        let id: String
        let name: String
        let symbol: String
    }

    @MainActor
    struct Rows: View {
        let plans: [Plan]
        @State private var planID: Plan.ID?

        var body: some View {
            DropdownSelectMenu(title: "Plan", options: plans, selection: $planID, label: \.name) { plan, state in
                Label(plan.name, systemImage: plan.symbol)
                    .fontWeight(state.isSelected ? .semibold : .regular)
                    .foregroundStyle(state.isDisabled ? .secondary : .primary)
            }
        }
    }
}
