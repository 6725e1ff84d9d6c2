import Testing

@testable import DropdownCore

@Suite("Accessibility text")
struct AccessibilityTests {
    @Test(
        "A1: the field's label is the title, its value the selection or placeholder, its hint \"Opens the list\" or \"Closes the list\""
    )
    func fieldText() {
        var state = makeState()
        let closed = state.fieldAccessibility(title: "Fruit", placeholder: "Choose")
        #expect(closed == DropdownFieldAccessibility(label: "Fruit", value: "Choose", hint: "Opens the list"))
        state.press(.down)
        state.press(.enter)
        #expect(state.fieldAccessibility(title: "Fruit", placeholder: "Choose").value == "Apple")
        state.send(.tapField, at: .zero)
        #expect(state.fieldAccessibility(title: "Fruit", placeholder: "Choose").hint == "Closes the list")
    }

    @Test("A1: the hint and value follow localized strings")
    func localizedField() {
        let french = DropdownStrings(showsOptions: "Affiche les options", listSeparator: " et ")
        let state = makeState(
            selection: ["Apple", "Date"], configuration: DropdownConfiguration(selectionMode: .multiple))
        let text = state.fieldAccessibility(title: "Fruits", placeholder: "Choisir", strings: french)
        #expect(text.value == "Apple et Date")
        #expect(text.hint == "Affiche les options")
    }

    @Test("A2: rows carry their label, the selected trait, and not-enabled with a reason")
    func rowText() {
        let options = [
            Option(id: "std", label: "Standard"),
            Option(id: "ovn", label: "Overnight", isDisabled: true, disabledReason: "Not on Sundays"),
        ]
        let state = State(options: options, selection: ["std"])
        #expect(
            state.rowAccessibility(atRow: 0)
                == DropdownRowAccessibility(label: "Standard", isSelected: true, isEnabled: true, hint: nil))
        #expect(
            state.rowAccessibility(atRow: 1)
                == DropdownRowAccessibility(
                    label: "Overnight", isSelected: false, isEnabled: false, hint: "Not on Sundays"))
    }

    @Test("A4: opening announces the option count; committing announces the label")
    func announcements() {
        var state = makeState()
        #expect(state.handle(.tapField, at: .zero).announcement == .optionCount(5))
        state.press(.down)
        let commit = state.handle(.key(.enter), at: .zero)
        #expect(commit.announcement == .selected(label: "Apple"))
        #expect(DropdownStrings.english.text(for: .optionCount(5)) == "5 options")
        #expect(DropdownStrings.english.text(for: .optionCount(1)) == "1 option")
        #expect(DropdownStrings.english.text(for: .noOptions) == "No options")
        #expect(DropdownStrings.english.text(for: .noMatches) == "No matches")
        #expect(DropdownStrings.english.text(for: commit.announcement!) == "Apple, selected")
        #expect(state.handle(.key(.down), at: .zero).announcement == .optionCount(5))
        #expect(state.handle(.key(.down), at: .zero).announcement == nil)
    }

    @Test("A1: the field's accessibility value names at most five labels; past that the count and the first three")
    func cappedAccessibilityValue() {
        let few = ["Apple", "Pear", "Plum"]
        #expect(DropdownSummary.accessibilityValue(count: 0, label: { few[$0] }, placeholder: "Choose") == "Choose")
        #expect(
            DropdownSummary.accessibilityValue(count: 3, label: { few[$0] }, placeholder: "Choose")
                == "Apple, Pear, Plum")
        var read = Set<Int>()
        let value = DropdownSummary.accessibilityValue(
            count: 10_000,
            label: {
                read.insert($0)
                return "Option \($0)"
            }, placeholder: "Choose")
        #expect(value == "10000 selected, Option 0, Option 1, Option 2")
        #expect(read == [0, 1, 2])  // ten thousand labels are never read
    }

    @Test(
        "M5: labels are joined within a budget; a selection too long for any field offers only \"N selected\", reading few labels"
    )
    func joinedWithinBudget() {
        var read = 0
        let candidates = DropdownSummary.candidates(
            count: 10_000,
            label: {
                read += 1
                return "Label \($0)"
            }, placeholder: "Choose")
        #expect(candidates == ["10000 selected"])
        #expect(read < 40)
        let short = DropdownSummary.candidates(count: 2, label: { ["Cheese", "Olives"][$0] }, placeholder: "Choose")
        #expect(short == ["Cheese, Olives", "2 selected"])
        #expect(
            DropdownSummary.candidates(count: 2, label: { ["Cheese", "Olives"][$0] }, placeholder: "", budget: 10) == [
                "2 selected"
            ])
    }
}
