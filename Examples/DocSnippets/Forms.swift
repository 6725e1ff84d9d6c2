// The code blocks of the article "Dropdowns in forms" (DropdownSelectMenu.docc) and of the form
// modifiers' doc comments, word for word, in a context that compiles: .ci/run type-checks this file
// against every prepared Apple SDK, and Scripts/build-docs checks that every block is here.
import DropdownSelectMenu
import SwiftUI

enum FormsSnippets {
    /// The article's form.
    struct SignUpForm: View {
        @State private var country: String?
        @State private var interests: Set<String> = []
        @State private var hasSubmitted = false

        let countries = ["Canada", "France", "Japan", "Kenya"]
        let topics = ["Design", "Engineering", "Research", "Sales"]

        var body: some View {
            Form {
                DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
                    .dropdownRequired()
                    .dropdownHelpText("Where we send your invoices.")
                DropdownSelectMenu(title: "Interests", options: topics, selection: $interests, label: { $0 })
                    .dropdownRequired(.atLeast(2), message: "Pick two or more topics")
                Button("Create account") {
                    hasSubmitted = true
                    if country != nil && interests.count >= 2 { createAccount() }
                }
            }
            .dropdownValidation(isActive: hasSubmitted)
            .dropdownContainer()
        }

        func createAccount() {}
    }

    /// The article's form that starts again after it was sent.
    @MainActor
    struct StartingAgain: View {
        @State private var country: String?
        @State private var interests: Set<String> = []
        @State private var hasSubmitted = false
        @State private var accountsCreated = 0

        var fields: some View {
            DropdownSelectMenu(title: "Country", options: ["Canada", "Japan"], selection: $country, label: { $0 })
                .dropdownRequired()
        }

        var body: some View {
            Form {
                fields
                Button("Create account") {
                    hasSubmitted = true
                    if country != nil && interests.count >= 2 { accountsCreated += 1 }
                }
            }
            .dropdownValidation(isActive: hasSubmitted)
            .onChange(of: accountsCreated) {
                // After the update in which the dropdowns saw the flag turn on.
                country = nil
                interests = []
                hasSubmitted = false
            }
        }
    }

    /// The article's open and highlight actions, and its presentation.
    struct Following: View {
        let fonts = ["Avenir", "Helvetica", "Menlo"]
        @State private var font: String?
        @State private var previewedFont: String?
        @State private var isLoadingSizes = false

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "Font", options: fonts, selection: $font, label: { $0 })
                    .onDropdownOpenChange { isOpen in isLoadingSizes = isOpen }
                    .onDropdownHighlightChange { (name: String?) in previewedFont = name }
                Text(previewedFont ?? font ?? "")
                    .font(.custom(previewedFont ?? font ?? "Helvetica", size: 17))
            }
            .dropdownPresentation(.sheet)
        }
    }

    /// The modifiers' doc comments.
    @MainActor
    struct DocComments: View {
        let countries = ["Canada", "France", "Japan"]
        let plans = ["Free", "Plus", "Pro"]
        let airports = ["CDG", "HND", "YUL"]
        let fonts = ["Avenir", "Helvetica", "Menlo"]
        @State private var country: String?
        @State private var plan: String?
        @State private var airport: String?
        @State private var font: String?
        @State private var previewedFont: String?
        @State private var hasSubmitted = false

        var fields: some View {
            DropdownSelectMenu(title: "Plan", options: plans, selection: $plan, label: { $0 })
        }

        func log(_ message: String) {}

        var body: some View {
            VStack {
                DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
                    .dropdownRequired(message: "Choose the country you live in")
                DropdownSelectMenu(title: "Plan", options: plans, selection: $plan, label: { $0 })
                    .dropdownHelpText("You can change it at any time.")
                Form { fields }
                    .dropdownValidation(isActive: hasSubmitted)
                DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
                    .dropdownPresentation(.sheet)
                DropdownSelectMenu(title: "Airport", options: airports, selection: $airport, label: { $0 })
                    .onDropdownOpenChange { isOpen in log("airport list \(isOpen ? "opened" : "closed")") }
                DropdownSelectMenu(title: "Font", options: fonts, selection: $font, label: { $0 })
                    .onDropdownHighlightChange { (name: String?) in previewedFont = name }
            }
        }
    }

    /// `DropdownSelectMenuStyle`'s invalid look.
    struct OutlinedStyle: DropdownSelectMenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    configuration.value
                    Spacer()
                    configuration.chevron
                }
                .padding(10)
                .overlay {
                    RoundedRectangle(cornerRadius: 8)
                        .strokeBorder(configuration.isInvalid ? AnyShapeStyle(.red) : AnyShapeStyle(.separator))
                }
                configuration.message
            }
        }
    }
}
