import Foundation
import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The core's settings through view modifiers")
struct BehaviorModifierTests {
    @Test("M3: .dropdownSelectionLimit refuses additions beyond it, announces the limit, and counts the refusal")
    func selectionLimit() {
        var harness = Harness(mode: .multiple, behavior: DropdownBehavior(selectionLimit: 2))
        harness.send(.tapField)
        harness.send(.tapOption("Apple"))
        harness.send(.tapOption("Banana"))
        let refused = harness.send(.tapOption("Cherry"))
        #expect(Set(harness.bound) == ["Apple", "Banana"])
        #expect(refused.result.announcement == .selectionLimitReached(limit: 2))
        #expect(refused.needsRedraw)  // the warning haptic's trigger changed
        #expect(!refused.isUserCommit)
        #expect(harness.session.limitRefusals == 1)
        #expect(harness.session.userCommits == 2)
        #expect(DropdownStrings.english.text(for: refused.result.announcement!) == "Selection limit reached: at most 2")
    }

    @Test("R3, M3: a limit set after the dropdown was made applies from the next event")
    func limitChangedLater() {
        var harness = Harness(mode: .multiple)
        harness.send(.tapField)
        harness.send(.tapOption("Apple"))
        harness.behavior.selectionLimit = 1
        harness.send(.tapOption("Banana"))
        #expect(harness.bound == ["Apple"])
        harness.behavior.selectionLimit = nil
        harness.send(.tapOption("Banana"))
        #expect(Set(harness.bound) == ["Apple", "Banana"])
    }

    @Test("N1: .dropdownWrapsAround makes Down on the last option go to the first")
    func wrapsAround() {
        var harness = Harness(selection: ["Elderberry"])
        harness.send(.key(.down))
        harness.send(.key(.down))
        #expect(harness.state.highlighted == "Elderberry")  // stops at the end
        harness.behavior.wrapsAround = true
        harness.send(.key(.down))
        #expect(harness.state.highlighted == "Apple")
    }

    @Test("C2: .dropdownVanishedSelection(.clear) drops a selection that left the options, and writes the binding")
    func vanishedClear() {
        var harness = Harness(selection: ["Cherry"], behavior: DropdownBehavior(vanishedSelection: .clear))
        harness.options.removeAll { $0 == "Cherry" }
        harness.parentUpdated()
        let outcome = harness.send(.tapField)
        #expect(harness.state.selection.isEmpty)
        #expect(outcome.selectionToWrite == [])
        #expect(harness.bound.isEmpty)
    }

    @Test(
        "C2, R2: under .clear a closed dropdown is checked at once only when an option may have left"
    )
    func vanishedClearCheckedOnlyWhenNeeded() {
        let clear = DropdownBehavior(vanishedSelection: .clear)
        var harness = Harness(selection: ["Cherry"], behavior: clear)
        func checksNow() -> Bool {
            harness.session.bringsInStepWhenClosed(
                bound: harness.bound, behavior: harness.behavior, inputs: harness.inputs)
        }
        #expect(!checksNow(), "the options read when the dropdown was made, the same selection")
        harness.parentUpdated()
        harness.send(.key(.down))  // reads the options
        harness.send(.key(.escape))
        #expect(!checksNow(), "the options last read, the same selection: no option can have left")
        harness.bound = ["Apple"]
        #expect(checksNow(), "the binding changed")
        harness.bound = ["Cherry"]
        harness.options.removeAll { $0 == "Cherry" }
        #expect(checksNow(), "other options")
        // Another path (a modifier's or the binding's change) brings the core in step first,
        // before the parent's inputs are marked stale: the options were not read, so they are
        // still checked.
        harness.session.bringInStep(inputs: harness.inputs, bound: harness.bound, behavior: clear, at: .zero)
        #expect(checksNow())
        harness.parentUpdated()
        harness.session.bringInStep(inputs: harness.inputs, bound: harness.bound, behavior: clear, at: .zero)
        #expect(harness.state.selection.isEmpty && harness.session.takeSelectionWrite() == [])
        let tree = OptionInputs<String, String>(
            options: harness.options, id: { $0 }, label: { $0 }, isDisabled: { _ in false }, section: nil,
            optionOfID: { $0 }, children: { _ in nil })
        #expect(!tree.listsSameOptions(as: tree), "a tree's children come from a closure")
    }

    @Test("C2: by default (.keep) a selection that left the options is kept and shown")
    func vanishedKeep() {
        var harness = Harness(selection: ["Cherry"])
        harness.options.removeAll { $0 == "Cherry" }
        harness.parentUpdated()
        harness.send(.tapField)
        #expect(harness.state.selection == ["Cherry"])
        #expect(harness.bound == ["Cherry"])
    }

    @Test("A limit below zero counts as zero")
    func negativeLimit() {
        let configuration = DropdownBehavior(selectionLimit: -3).applied(
            to: DropdownConfiguration(selectionMode: .multiple))
        #expect(configuration.selectionLimit == 0)
        #expect(configuration.selectionMode == .multiple)
    }
}

@Suite("The localized default placeholder (A1)")
struct PlaceholderResourceTests {
    static let languages = ["en", "de", "fr", "es", "pt-BR", "it", "ja", "zh-Hans", "ko", "ru", "pl", "ar", "he"]

    @Test("The default placeholder \"Choose\" is translated in every language the package ships", arguments: languages)
    func translated(language: String) throws {
        // SwiftPM may write the folder's name in lower case (pt-br.lproj).
        let bundle = try #require(DropdownResources.bundle)
        let localization = try #require(
            bundle.localizations.first { $0.caseInsensitiveCompare(language) == .orderedSame })
        let url = try #require(
            bundle.url(
                forResource: DropdownResources.table, withExtension: "strings", subdirectory: nil,
                localization: localization))
        let table = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
        let word = try #require(table[DropdownResources.placeholderKey])
        #expect(!word.isEmpty)
        if language == "en" { #expect(word == "Choose") } else { #expect(word != "Choose") }
    }
}

@Suite("The selection order modifier (M3)")
struct SelectionOrderModifierTests {
    func candidates(_ harness: Harness) -> [String] {
        FieldValue.candidates(
            bound: harness.bound, coreOrder: harness.state.selection, position: { fruits.firstIndex(of: $0) },
            label: { $0 }, placeholder: "Choose", strings: .english
        ).candidates
    }

    @Test("M3: with .chosen the field sums the selection up in the order it was chosen; by default in option order")
    func fieldOrder() {
        var chosen = Harness(mode: .multiple, behavior: DropdownBehavior(selectionOrder: .chosen))
        chosen.send(.tapField)
        for fruit in ["Date", "Apple"] { chosen.send(.tapOption(fruit)) }
        #expect(candidates(chosen).first == "Date, Apple")
        var byOptions = Harness(mode: .multiple)
        byOptions.send(.tapField)
        for fruit in ["Date", "Apple"] { byOptions.send(.tapOption(fruit)) }
        #expect(candidates(byOptions).first == "Apple, Date")
    }

    @Test("M3, R1: a Set changed elsewhere keeps the chosen order of what stays; additions follow in option order")
    func boundSetKeepsOrder() {
        var harness = Harness(mode: .multiple, behavior: DropdownBehavior(selectionOrder: .chosen))
        harness.send(.tapField)
        for fruit in ["Elderberry", "Banana"] { harness.send(.tapOption(fruit)) }
        harness.bound = ["Banana", "Elderberry", "Cherry", "Apple"]  // the app added two
        harness.send(.hover("Apple"))
        #expect(harness.state.selection == ["Elderberry", "Banana", "Apple", "Cherry"])
    }
}
