import DropdownCore
import Testing

/// The options a state gives back are the ones it was given (without later duplicates), whatever
/// their shape: the state keeps them as columns and rebuilds the values.
@Suite("Option storage")
struct OptionStorageTests {
    @Test("C3: no options: nothing stored, nothing found")
    func empty() {
        let state = DropdownState<Int>(options: [])
        #expect(state.options.isEmpty)
        #expect(state.optionCount == 0)
        #expect(state.option(withID: 0) == nil)
        #expect(state.option(withID: -1) == nil)
    }

    @Test("C3: every field of every option comes back as given, children included")
    func roundTrip() {
        let options = [
            DropdownOption(id: "a", label: "Alpha", section: "Greek"),
            DropdownOption(id: "b", label: "Beta", isDisabled: true, section: "Greek", disabledReason: "Sold out"),
            DropdownOption(
                id: "p", label: "Parent", isDisabled: true, disabledReason: "Closed",
                children: [
                    DropdownOption(id: "c1", label: "Child one"),
                    DropdownOption(id: "c2", label: "Child two", isDisabled: true, disabledReason: "Own reason"),
                ]),
            DropdownOption(
                id: "q", label: "Empty parent", children: [DropdownOption(id: "d", label: "Off", isDisabled: true)]),
            DropdownOption(id: "z", label: ""),
        ]
        let state = DropdownState(options: options)
        #expect(state.options == options)
        #expect(state.optionCount == 5)
        // Children of a disabled parent cannot be used (H1), yet keep their own flag.
        #expect(state.option(withID: "c1") == options[2].children[0])
        #expect(state.option(withID: "c2")?.disabledReason == "Own reason")
        #expect(state.option(withID: "q")?.isDisabled == false)
    }

    @Test("C3: integer identifiers that number the options from 0, then one that does not")
    func identifiersFromZero() {
        var state = DropdownState(
            options: (0..<5).map { DropdownOption(id: $0, label: "option \($0)") },
            configuration: DropdownConfiguration(selectionMode: .multiple))
        #expect(state.option(withID: 4)?.label == "option 4")
        #expect(state.option(withID: 5) == nil)
        #expect(state.option(withID: -1) == nil)
        // A duplicate of a counted identifier is dropped; a gap stores the identifiers from then on.
        state.send(
            .appendOptions(
                [
                    DropdownOption(id: 2, label: "again"), DropdownOption(id: 10, label: "ten"),
                    DropdownOption(id: 5, label: "five"),
                ],
                hasMore: false), at: .zero)
        #expect(state.duplicateIDs == [2])
        #expect(state.options.map(\.id) == [0, 1, 2, 3, 4, 10, 5])
        #expect(state.option(withID: 2)?.label == "option 2")
        #expect(state.option(withID: 10)?.label == "ten")
        state.send(
            .appendOptions(
                [DropdownOption(id: 10, label: "ten again"), DropdownOption(id: 6, label: "six")], hasMore: false),
            at: .zero)
        #expect(state.duplicateIDs == [2, 10])
        #expect(state.option(withID: 6)?.label == "six")
        state.send(.setSelection([10, 3]), at: .zero)
        #expect(state.selection == [3, 10])
        #expect(state.selectedLabels == ["option 3", "ten"])
    }

    @Test("C3: identifiers that do not start at 0, and negative ones")
    func otherIntegerIdentifiers() {
        let options = [
            DropdownOption(id: -3, label: "minus three"), DropdownOption(id: 0, label: "zero"),
            DropdownOption(id: -3, label: "dup"),
        ]
        let state = DropdownState(options: options)
        #expect(state.options == Array(options.prefix(2)))
        #expect(state.duplicateIDs == [-3])
        #expect(state.option(withID: -3)?.label == "minus three")
    }

    @Test("C1: replacing the options forgets the stored ones")
    func replacing() {
        var state = DropdownState(options: (0..<3).map { DropdownOption(id: $0, label: "old \($0)") })
        let new = [
            DropdownOption(id: 7, label: "seven", disabledReason: "x"), DropdownOption(id: 0, label: "new zero"),
        ]
        state.send(.setOptions(new), at: .zero)
        #expect(state.options == new)
        #expect(state.option(withID: 1) == nil)
        #expect(state.duplicateIDs.isEmpty)
    }

    @Test("C3: labels of any size and any characters come back exactly")
    func labels() {
        let huge = String(repeating: "é🇫🇷x", count: 300_000)
        let labels = [
            "", "a", huge, "\u{FFFD}bad\u{FFFD}", "e\u{301}", "\u{0}\u{1B}[2J", "日本語のラベル",
            String(repeating: "z", count: 15),
        ]
        var state = DropdownState(options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) })
        #expect(state.options.map(\.label) == labels)
        #expect(state.visibleOption(atRow: 2).label == huge)
        // Canonically equivalent labels stay as they were given (byte for byte).
        #expect(Array(state.option(withID: 4)!.label.utf8) == [0x65, 0xCC, 0x81])
        state.isSearchable = true
        state.send(.open, at: .zero)
        state.send(.setQuery("本語"), at: .zero)
        #expect(state.visible == [6])
    }

    @Test("L2: appended options, in batches, come back in order")
    func appends() {
        var state = DropdownState<Int>(options: [])
        var expected: [DropdownOption<Int>] = []
        for batch in 0..<20 {
            let options = (0..<97).map {
                DropdownOption(id: batch * 97 + $0, label: "label \(batch * 97 + $0)", section: $0 == 3 ? "S" : nil)
            }
            expected += options
            state.send(.appendOptions(options, hasMore: batch < 19), at: .zero)
        }
        #expect(state.options == expected)
        #expect(state.optionCount == 1_940)
        #expect(state.option(withID: 1_000)?.label == "label 1000")
        #expect(state.option(withID: 3)?.section == "S")
    }
}
