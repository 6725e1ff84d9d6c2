import DropdownCore
import Testing

@Suite("Required fields: when a dropdown is invalid, when it says so, help text")
struct RequirementTests {
    let required = DropdownConfiguration(requirement: .required)
    let atLeastTwo = DropdownConfiguration(selectionMode: .multiple, requirement: .atLeast(2))

    @Test("V1: a required single selection needs a value; an optional one is always valid")
    func singleNeedsAValue() {
        #expect(makeState().meetsRequirement)
        var state = makeState(configuration: required)
        #expect(!state.meetsRequirement)
        state.send(.tapOption("Cherry"), at: .zero)
        #expect(!state.meetsRequirement)  // the tap opened nothing: the list was closed
        state.send(.tapField, at: .zero)
        state.send(.tapOption("Cherry"), at: .zero)
        #expect(state.meetsRequirement)
        #expect(state.selection == ["Cherry"])
    }

    @Test("V1: a multiple selection needs its minimum; a minimum above the limit counts as the limit")
    func multipleNeedsTheMinimum() {
        var state = makeOpenState(configuration: atLeastTwo)
        state.send(.tapOption("Apple"), at: .zero)
        #expect(!state.meetsRequirement)
        state.send(.tapOption("Banana"), at: .zero)
        #expect(state.meetsRequirement)
        var limited = atLeastTwo
        limited.requirement = .atLeast(5)
        limited.selectionLimit = 1
        #expect(makeState(selection: ["Date"], configuration: limited).meetsRequirement)
        var single = required
        single.requirement = .atLeast(3)  // a single selection needs one
        #expect(makeState(selection: ["Date"], configuration: single).meetsRequirement)
    }

    @Test("V1: a kept vanished selection counts, as the field still shows it")
    func vanishedSelectionCounts() {
        var state = makeState(selection: ["Date"], configuration: required)
        state.send(.setOptions(makeOptions(["Apple"])), at: .zero)
        #expect(state.selection == ["Date"])
        #expect(state.meetsRequirement)
    }

    @Test("V2: no error before the list has closed once; then it shows and clears as the selection changes")
    func errorAfterTheFirstClose() {
        var state = makeState(configuration: required)
        #expect(!state.showsRequirementError)
        #expect(state.send(.tapField, at: .zero) == [.opened])
        #expect(!state.showsRequirementError)  // open: the person is choosing
        #expect(state.send(.key(.escape), at: .zero) == [.closed, .validity])
        #expect(state.showsRequirementError)
        state.send(.tapField, at: .zero)
        let chose = state.send(.tapOption("Banana"), at: .zero)
        #expect(chose.contains(.validity))
        #expect(!state.showsRequirementError)
        #expect(state.send(.setSelection([]), at: .zero) == [.selection, .validity])
        #expect(state.showsRequirementError)
    }

    @Test("V2: a form's validate shows the error at once; reset hides it until the next close")
    func validateAndReset() {
        var state = makeState(configuration: atLeastTwo)
        #expect(state.send(.validate, at: .zero) == [.validity])
        #expect(state.showsRequirementError)
        #expect(state.send(.validate, at: .zero) == [])  // nothing more changed (E1)
        #expect(state.send(.resetValidation, at: .zero) == [.validity])
        #expect(!state.showsRequirementError)
        var valid = makeState(selection: ["Apple", "Cherry"], configuration: atLeastTwo)
        #expect(valid.send(.validate, at: .zero) == [])
        #expect(!valid.showsRequirementError)
        var optional = makeState()
        #expect(optional.send(.validate, at: .zero) == [])  // optional: never an error
    }

    @Test("V2: closing with a valid choice shows nothing; clearing it later does")
    func validCloseThenCleared() {
        var state = makeState(configuration: required)
        state.press(.down)
        #expect(state.press(.enter) == [.closed, .highlight, .selection])
        #expect(!state.showsRequirementError)
        state.send(.setSelection([]), at: .zero)
        #expect(state.showsRequirementError)
    }

    @Test("V3: the error's words: the developer's, else the built-in ones, in every language")
    func errorWords() {
        var state = makeState(configuration: required)
        #expect(state.fieldMessage() == nil)
        state.send(.validate, at: .zero)
        #expect(state.fieldMessage() == .error("Choose an option"))
        #expect(state.fieldMessage(errorMessage: "Pick a shipping method") == .error("Pick a shipping method"))
        var several = makeState(configuration: atLeastTwo)
        several.send(.validate, at: .zero)
        #expect(several.fieldMessage() == .error("Choose at least 2"))
        let russian = DropdownStrings(language: .russian)
        #expect(several.fieldMessage(strings: russian) == .error("Выберите не менее 2 вариантов"))
        #expect(russian.text(forMinimum: 1) == "Выберите вариант")
        #expect(DropdownStrings(language: .german).text(forMinimum: 3) == "Mindestens 3 auswählen")
        for language in DropdownLanguage.all where language != .english {
            let words = DropdownStrings(language: language)
            #expect(words.requiredChoice != DropdownStrings.english.requiredChoice, "\(language.identifier)")
            #expect(words.minimumChoices(4).contains("4"), "\(language.identifier)")
        }
    }

    @Test("V4: a prompt's Enter is refused while the requirement is unmet; Escape still cancels")
    func promptRefusesEnter() {
        var prompt = DropdownConfiguration(
            selectionMode: .multiple, multipleSelectionKeys: .prompt, requirement: .atLeast(2),
            confirmsOnlyWhenValid: true)
        var state = makeState(configuration: prompt)
        state.press(.down)
        #expect(state.press(.enter) == [.validity])  // Enter would take hl alone: one of two
        #expect(state.isOpen)
        #expect(state.selection.isEmpty)
        #expect(state.fieldMessage() == .error("Choose at least 2"))
        state.press(.tab)
        state.press(.down)
        state.press(.tab)
        #expect(state.selection == ["Apple", "Banana"])
        #expect(!state.showsRequirementError)
        #expect(state.press(.enter) == [.closed, .highlight])
        prompt.selectionMode = .single
        prompt.requirement = .required
        var single = makeState(configuration: prompt)
        single.send(.open, at: .zero)
        #expect(single.highlighted == nil)
        #expect(single.press(.enter) == [.validity])  // nothing highlighted: nothing to choose
        #expect(single.isOpen)
        #expect(single.press(.escape) == [.closed])
        #expect(single.selection.isEmpty)
        var chosen = makeState(configuration: prompt)
        chosen.press(.down)
        #expect(chosen.press(.enter).contains(.closed))
        #expect(chosen.selection == ["Apple"])
    }

    @Test("V4: a menu closes as usual and shows the error; a prompt's parent row still opens its submenu")
    func menuClosesAndParentsOpen() {
        var menu = makeState(configuration: required)
        menu.send(.open, at: .zero)
        #expect(menu.press(.enter) == [.closed, .validity])
        let tree = [
            Option(id: "Citrus", label: "Citrus", children: makeOptions(["Lemon", "Lime"])), Option("Fig"),
        ]
        var prompt = DropdownState(
            options: tree, configuration: DropdownConfiguration(requirement: .required, confirmsOnlyWhenValid: true))
        prompt.press(.down)
        #expect(prompt.highlighted == "Citrus")
        #expect(prompt.press(.enter).contains(.level))
        #expect(prompt.highlighted == "Lemon")
    }

    @Test("V5: help text shows while no error does, and the field's accessibility reads it after the value")
    func helpText() {
        var state = makeState(configuration: required)
        #expect(state.fieldMessage(help: "We ship in 2 days") == .help("We ship in 2 days"))
        #expect(state.fieldMessage(help: "") == nil)
        var field = state.fieldAccessibility(title: "Shipping", placeholder: "Select", help: "We ship in 2 days")
        #expect(field.value == "Select")
        #expect(field.message == .help("We ship in 2 days"))
        state.send(.validate, at: .zero)
        field = state.fieldAccessibility(title: "Shipping", placeholder: "Select", help: "We ship in 2 days")
        #expect(field.message == .error("Choose an option"))
        #expect(field.message?.isError == true)
        state.send(.setSelection(["Apple"]), at: .zero)
        field = state.fieldAccessibility(title: "Shipping", placeholder: "Select", help: "We ship in 2 days")
        #expect(field.value == "Apple")
        #expect(field.message?.text == "We ship in 2 days")
    }
}
