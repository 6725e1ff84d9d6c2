import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("Dropdowns in forms: requirements, errors, help text and the form's validation")
struct FormTests {
    /// The message the field of `harness` shows with the app's words.
    private func message(
        _ harness: Harness, help: String? = nil, error: String? = nil, strings: DropdownStrings = .english
    ) -> FieldMessageText {
        FieldMessageText(
            harness.state, help: help, errorMessage: error, isEnabled: harness.isEnabled, strings: strings)
    }

    @Test("V1: .dropdownRequired gives the core its requirement; an optional dropdown is always valid")
    func requirementReachesTheCore() {
        var optional = Harness()
        optional.send(.validate, origin: .program)
        #expect(optional.state.meetsRequirement)
        #expect(!message(optional).isInvalid)

        var required = Harness(behavior: DropdownBehavior(requirement: .required))
        #expect(!required.state.meetsRequirement)
        required.send(.tapField)
        required.send(.tapOption("Cherry"))
        #expect(required.state.meetsRequirement)
        #expect(required.bound == ["Cherry"])

        var toppings = Harness(mode: .multiple, behavior: DropdownBehavior(requirement: .atLeast(2)))
        toppings.send(.tapField)
        toppings.send(.tapOption("Apple"))
        #expect(!toppings.state.meetsRequirement)
        toppings.send(.tapOption("Banana"))
        #expect(toppings.state.meetsRequirement)
    }

    @Test("V1, R3: a requirement set after the dropdown was made applies from the next event")
    func requirementChangedLater() {
        var harness = Harness()
        harness.send(.validate, origin: .program)
        #expect(!message(harness).isInvalid)
        harness.behavior.requirement = .required
        harness.send(.validate, origin: .program)
        #expect(message(harness).isInvalid)
        harness.behavior.requirement = .optional
        harness.send(.validate, origin: .program)
        #expect(!message(harness).isInvalid)
    }

    @Test("V2: the list closing unmet shows the error; choosing clears it; the form's validation shows it at once")
    func errorTiming() {
        var harness = Harness(behavior: DropdownBehavior(requirement: .required))
        #expect(message(harness).message == nil)  // no chance yet
        harness.send(.tapField)
        #expect(message(harness).message == nil)  // choosing
        harness.send(.tapOutside)
        #expect(message(harness).message == .error("Choose an option"))
        harness.send(.tapField)
        harness.send(.tapOption("Date"))
        #expect(message(harness).message == nil)

        var untouched = Harness(behavior: DropdownBehavior(requirement: .required))
        let event: DropdownEvent<String>? = FormValidation.eventWhenFormChanges(validates: true, isEnabled: true)
        #expect(event == .validate)
        let outcome = untouched.send(.validate, origin: .program)
        #expect(outcome.result.changes == [.validity])
        #expect(outcome.needsRedraw)  // the field draws its error now
        #expect(message(untouched).isInvalid)
    }

    @Test("V2: a form that starts again hides every error until the next chance")
    func startingAgain() {
        var harness = Harness(behavior: DropdownBehavior(requirement: .required))
        harness.send(.validate, origin: .program)
        #expect(message(harness).isInvalid)
        let event: DropdownEvent<String>? = FormValidation.eventWhenFormChanges(validates: false, isEnabled: true)
        #expect(event == .resetValidation)
        harness.send(.resetValidation, origin: .program)
        #expect(!message(harness).isInvalid)
        harness.send(.tapField)
        harness.send(.key(.escape))
        #expect(message(harness).isInvalid)  // the next chance
    }

    @Test("V2: the form's validation reaches a dropdown that appears or is enabled later, never a disabled one")
    func validationReachesLateDropdowns() {
        let appearing: DropdownEvent<String>? = FormValidation.eventOnAppear(formValidates: true, isEnabled: true)
        #expect(appearing == .validate)
        let idle: DropdownEvent<String>? = FormValidation.eventOnAppear(formValidates: false, isEnabled: true)
        #expect(idle == nil)  // an appearing row keeps the error its own closing showed
        let disabled: DropdownEvent<String>? = FormValidation.eventWhenFormChanges(validates: true, isEnabled: false)
        #expect(disabled == nil)
        let enabled: DropdownEvent<String>? = FormValidation.eventWhenEnabledChanges(
            isEnabled: true, formValidates: true)
        #expect(enabled == .validate)
        let enabledOutsideAForm: DropdownEvent<String>? = FormValidation.eventWhenEnabledChanges(
            isEnabled: true, formValidates: false)
        #expect(enabledOutsideAForm == nil)

        var harness = Harness(behavior: DropdownBehavior(requirement: .required))
        harness.isEnabled = false
        harness.send(.validate, origin: .program)  // refused by the gate
        harness.isEnabled = true
        #expect(!harness.state.showsRequirementError)
        harness.send(.validate, origin: .program)
        #expect(harness.state.showsRequirementError)
        harness.isEnabled = false
        harness.send(.resetValidation, origin: .program)  // starting again reaches it
        #expect(!harness.state.showsRequirementError)
    }

    @Test("V3: the app's words replace the built-in ones, which say how many and follow the language")
    func errorWords() {
        var single = Harness(behavior: DropdownBehavior(requirement: .required))
        single.send(.validate, origin: .program)
        #expect(message(single).message == .error("Choose an option"))
        #expect(message(single, error: "Choose a country").message == .error("Choose a country"))
        #expect(
            message(single, strings: DropdownStrings(language: .german)).message == .error("Eine Option auswählen"))

        var multiple = Harness(mode: .multiple, behavior: DropdownBehavior(requirement: .atLeast(2)))
        multiple.send(.validate, origin: .program)
        #expect(message(multiple).message == .error("Choose at least 2"))
        multiple.behavior.selectionLimit = 1  // a minimum above the limit counts as the limit (V1)
        multiple.send(.validate, origin: .program)
        #expect(message(multiple).message == .error("Choose an option"))
    }

    @Test("V5: help text shows while no error does; an error takes its place; a disabled field shows its help")
    func helpText() {
        var harness = Harness(behavior: DropdownBehavior(requirement: .required))
        let help = "We ship to 40 countries"
        #expect(message(harness, help: help).message == .help(help))
        #expect(!message(harness, help: help).isInvalid)
        #expect(message(harness, help: "").message == nil)
        harness.send(.tapField)
        harness.send(.key(.escape))
        #expect(message(harness, help: help).message == .error("Choose an option"))
        #expect(message(harness, help: help).isInvalid)
        harness.isEnabled = false
        #expect(message(harness, help: help).message == .help(help))
        #expect(message(harness).message == nil)
        harness.isEnabled = true
        harness.send(.tapField)
        harness.send(.tapOption("Apple"))
        #expect(message(harness, help: help).message == .help(help))
    }

    @Test("V3, V5: VoiceOver reads the field's message after its value, as the core words it")
    func accessibilityMessage() {
        var harness = Harness(behavior: DropdownBehavior(requirement: .required))
        harness.send(.validate, origin: .program)
        let field = harness.state.fieldAccessibility(
            title: "Country", placeholder: "Select", help: "We ship to 40 countries", errorMessage: nil)
        #expect(field.value == "Select")
        #expect(field.message == message(harness, help: "We ship to 40 countries").message)
        #expect(field.message?.text == "Choose an option")
    }
}

/// A harness whose events are followed by what the app's open and highlight actions hear.
private struct ReportingHarness {
    var harness: Harness
    var reports = ChangeReports<String>()

    /// Sends an event; returns what the actions hear after it.
    mutating func send(_ event: DropdownEvent<String>, origin: EventOrigin = .user) -> ChangeReports<String>.Report? {
        let outcome = harness.send(event, origin: origin)
        return reports.take(outcome.result.changes, state: harness.state)
    }
}

@Suite("Open, close and highlight actions")
struct ChangeReportTests {
    @Test("E1: the open action hears each opening and closing once; an event that changes nothing, nothing")
    func openAndClose() {
        var dropdown = ReportingHarness(harness: Harness())
        let opened = dropdown.send(.tapField)
        #expect(opened?.isOpen == true)
        #expect(opened?.reportsHighlightFirst == false)
        #expect(dropdown.send(.open, origin: .program) == nil)  // already open
        let closed = dropdown.send(.key(.escape))
        #expect(closed?.isOpen == false)
        #expect(dropdown.send(.key(.escape)) == nil)
        #expect(dropdown.send(.validate, origin: .program) == nil)
    }

    @Test("E1: the highlight action hears each highlighted option once, and nil when the list closes")
    func highlight() {
        var dropdown = ReportingHarness(harness: Harness())
        let opened = dropdown.send(.key(.down))
        #expect(opened?.isOpen == true)
        #expect(opened?.highlighted == .some("Apple"))
        let moved = dropdown.send(.key(.down))
        #expect(moved?.isOpen == nil)
        #expect(moved?.highlighted == .some("Banana"))
        #expect(dropdown.send(.key(.up)) == ChangeReports.Report(isOpen: nil, highlighted: .some("Apple")))
        #expect(dropdown.send(.key(.up)) == nil)  // at the top: nothing moved
        let closed = dropdown.send(.key(.escape))
        #expect(closed == ChangeReports.Report(isOpen: false, highlighted: .some(nil)))
        #expect(closed?.reportsHighlightFirst == true)
    }

    @Test("E1: an action row is no option: the highlight action hears nil once, not again between action rows")
    func actionRows() {
        var harness = Harness(["swift", "kotlin"])
        harness.behavior.createsOptions = true
        harness.makeSearchable()
        var dropdown = ReportingHarness(harness: harness)
        _ = dropdown.send(.tapField)
        _ = dropdown.send(.setQuery("swi"))
        #expect(dropdown.reports.highlighted == "swift")
        let create = dropdown.send(.setQuery("rust"))
        #expect(dropdown.harness.state.highlightedAction == .create)
        #expect(create?.highlighted == .some(nil))
        #expect(dropdown.send(.setQuery("rusty")) == nil)  // still the Create row
    }
}

@Suite("Which presentation an open list takes")
struct ListPresentationTests {
    typealias Circumstances = ListPresentationChoice.Circumstances

    @Test("Sheet at accessibility sizes: from AX1 the list opens as a full-height sheet; below it, it floats")
    func accessibilitySizes() {
        #expect(ListPresentationChoice.resolve(.automatic, in: Circumstances()) == .floating)
        let large = Circumstances(isAccessibilitySize: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: large) == .sheet(.large))
        #expect(ListPresentationChoice.resolve(.automatic, in: large).isSheet)
    }

    @Test("Sheet in compact height: an iPhone on its side opens a sheet when the keyboard is up or will rise")
    func compactHeight() {
        let landscape = Circumstances(isCompactHeight: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: landscape) == .floating)
        var searching = landscape
        searching.raisesKeyboard = true
        #expect(ListPresentationChoice.resolve(.automatic, in: searching) == .sheet(.large))
        var typingElsewhere = landscape
        typingElsewhere.keyboardIsUp = true
        #expect(ListPresentationChoice.resolve(.automatic, in: typingElsewhere) == .sheet(.large))
        let portraitSearching = Circumstances(raisesKeyboard: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: portraitSearching) == .floating)
    }

    @Test("Sheet or floating by choice: the app's choice is kept; the Mac floats unless told; chips stay in place")
    func chosen() {
        let large = Circumstances(isAccessibilitySize: true)
        #expect(ListPresentationChoice.resolve(.floating, in: large) == .floating)
        #expect(ListPresentationChoice.resolve(.sheet, in: Circumstances()) == .sheet(.mediumAndLarge))
        #expect(ListPresentationChoice.resolve(.sheet, in: large) == .sheet(.large))
        let mac = Circumstances(isAccessibilitySize: true, isMac: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: mac) == .floating)
        #expect(ListPresentationChoice.resolve(.sheet, in: mac) == .sheet(.large))
        let chips = Circumstances(isAccessibilitySize: true, isInline: true)
        #expect(ListPresentationChoice.resolve(.automatic, in: chips) == .inline)
        #expect(ListPresentationChoice.resolve(.sheet, in: chips) == .inline)
    }

    @Test("Sheet at accessibility sizes: the same session drives it, with the same rules")
    func sameRules() {
        // The sheet draws the session's list as the floating list does: the search field and the
        // rows of the same state, the selection written through to the binding (R1).
        var harness = Harness(mode: .multiple, behavior: DropdownBehavior(requirement: .atLeast(2)))
        harness.search("an")
        #expect(harness.state.visible.contains("Banana"))
        harness.send(.tapOption("Banana"))
        #expect(harness.bound == ["Banana"])
        harness.send(.close)  // the sheet's Done button, or a swipe down
        #expect(!harness.state.isOpen)
        #expect(harness.state.showsRequirementError)  // V2: closed with one of two
    }

    @Test("N1, N4 in a sheet: without a search field its list takes the keys, which move, choose and close")
    func sheetKeys() {
        // Keyboard focus goes into a sheet, away from the field: the list takes the keys itself
        // unless a search field maps them.
        #expect(ListPresentationChoice.sheetListTakesKeys(hasSearchField: false))
        #expect(!ListPresentationChoice.sheetListTakesKeys(hasSearchField: true))
        var harness = Harness()
        harness.send(.tapField)
        // The keys the list hands to the field's handler, mapped as the field maps them.
        func key(_ key: KeyboardKey) -> DropdownEvent<String> {
            KeyboardMapping.event(for: key, characters: "", modifiers: [])!
        }
        let highlighted = harness.state.highlighted
        harness.send(key(.downArrow))
        #expect(harness.state.highlighted != highlighted)
        let chosen = harness.state.highlighted
        harness.send(key(.returnKey))
        #expect(harness.bound == [chosen!])
        #expect(!harness.state.isOpen)  // the sheet's binding is the open state: it goes
        harness.send(.tapField)
        harness.send(key(.escape))
        #expect(!harness.state.isOpen)
        #expect(harness.bound == [chosen!])
    }
}

@Suite("How a list shown as a sheet is left")
struct SheetLeavingTests {
    @Test("Sheet button: a single selection's sheet shows Cancel, a multiple selection's shows Done")
    func closeButton() {
        #expect(SheetCloseButton(mode: .single) == .cancel)
        #expect(SheetCloseButton(mode: .multiple) == .done)
        #expect(SheetCloseButton.cancel.title(in: .english) == "Cancel")
        #expect(SheetCloseButton.done.title(in: .english) == "Done")
        let german = DropdownStrings(language: .german)
        #expect(SheetCloseButton.cancel.title(in: german) == "Abbrechen")
        #expect(SheetCloseButton.done.title(in: german) == "Fertig")
    }

    @Test("Sheet: the window resigning key to it, leaving the app or the scene going inactive keeps it")
    func windowDeactivation() {
        let all: [WindowDeactivation] = [.windowResignedKey, .appResignedActive, .sceneResignedActive]
        for deactivation in all {
            #expect(!deactivation.closesList(shownAsSheet: true))
            // A floating list closes as a menu does.
            #expect(deactivation.closesList(shownAsSheet: false))
        }
    }
}
