import DropdownSelectMenu
import SwiftUI

/// A sign-up form with required and optional dropdowns (rules V1–V5): the country and the plan
/// are required, the interests need at least two, the referral is optional. Each has help text
/// under it; an error takes its place once the person has left a required field unmet, or when
/// "Create account" asks every dropdown to validate. The plan's highlighted option is previewed
/// under the form as the person moves through the list.
struct SignUpFormExample: View {
    @State private var name = ""
    @State private var country: String?
    @State private var plan: String?
    @State private var interests: Set<String> = []
    @State private var referral: String?
    @State private var hasSubmitted = false
    @State private var previewedPlan: String?
    @State private var confirmation: String?
    /// Counts the accounts created: the form starts again after each (`startAgain()`).
    @State private var accountsCreated = 0

    let countries = ["Australia", "Brazil", "Canada", "France", "Germany", "India", "Japan", "Kenya", "Mexico"]
    let plans = ["Free", "Plus", "Pro"]
    let topics = ["Design", "Engineering", "Marketing", "Research", "Sales", "Support"]

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                DropdownSelectMenu(
                    title: "Country", options: countries, selection: $country, placeholder: "Select",
                    label: { $0 }
                )
                .dropdownRequired()
                .dropdownHelpText("Where we send your invoices.")
                .dropdownSearchable()
                DropdownSelectMenu(
                    title: "Plan", options: plans, selection: $plan, placeholder: "Select", label: { $0 }
                )
                .dropdownRequired(message: "Choose a plan to continue")
                .dropdownHelpText("You can change it at any time.")
                .onDropdownHighlightChange { (highlighted: String?) in previewedPlan = highlighted }
            }
            Section("Newsletter") {
                DropdownSelectMenu(
                    title: "Interests", options: topics, selection: $interests, placeholder: "None yet",
                    label: { $0 }
                )
                .dropdownRequired(.atLeast(2))
                .dropdownHelpText("Pick two or more.")
                DropdownSelectMenu(
                    title: "How did you hear about us?", options: ["A friend", "A search", "A podcast", "Elsewhere"],
                    selection: $referral, placeholder: "Optional", label: { $0 }
                )
                .dropdownHelpText("Optional.")
            }
            Section {
                Button("Create account", action: submit)
                if let previewedPlan {
                    Text("\(previewedPlan): \(price(of: previewedPlan))").foregroundStyle(.secondary)
                }
                if let confirmation {
                    Text(confirmation)
                }
            }
        }
        // V2: while the form has been submitted, every dropdown in it shows its error when unmet.
        .dropdownValidation(isActive: hasSubmitted)
        // Runs in the update after the one in which the dropdowns saw `hasSubmitted` turn on, so
        // turning it off there reaches them and hides the errors of the emptied fields.
        .onChange(of: accountsCreated) { startAgain() }
        .dropdownContainer()
    }

    /// Asks every dropdown to validate; creates the account when every requirement is met. The
    /// bindings hold the selections, so the form reads its own values to know whether it can go on.
    private func submit() {
        hasSubmitted = true
        guard country != nil, plan != nil, interests.count >= 2 else {
            confirmation = nil
            return
        }
        confirmation = "Welcome\(name.isEmpty ? "" : ", \(name)")!"
        accountsCreated += 1
    }

    /// The form starts again: the fields are emptied and the next one shows no errors until its own
    /// chance. `hasSubmitted` turns off in an update after the one that turned it on: set to `true`
    /// and back to `false` in one action, it would not change for the dropdowns, and each one whose
    /// list had closed would show its error for the emptied field.
    private func startAgain() {
        country = nil
        plan = nil
        interests = []
        referral = nil
        hasSubmitted = false
    }

    private func price(of plan: String) -> String {
        switch plan {
        case "Plus": "$4 a month"
        case "Pro": "$9 a month"
        default: "free"
        }
    }
}
