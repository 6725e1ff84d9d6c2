@_spi(Instrumentation) import DropdownCore
import Testing

/// A front end reads a row's identifier, label, flags, matches and path one at a time, without
/// building the option (and a parent's subtree) or decoding labels it does not draw.
@Suite("Reading one row")
struct RowAccessorTests {
    /// A parent with a large subtree, a disabled option, and a parent without an enabled child.
    static let tree = [
        DropdownOption(
            id: "big", label: "Big parent",
            children: (0..<1_000).map { DropdownOption(id: "child \($0)", label: "Child \($0)") }),
        DropdownOption(id: "off", label: "Sold out", isDisabled: true, disabledReason: "None left"),
        DropdownOption(
            id: "empty", label: "Empty parent", children: [DropdownOption(id: "gone", label: "Gone", isDisabled: true)]),
        DropdownOption(id: "plain", label: "Plain"),
    ]

    @Test("H1: a row's identifier, flags and label agree with its option, reading one label at most")
    func rowsAgreeWithOptions() {
        var state = DropdownState(options: Self.tree)
        state.send(.open, at: .zero)
        let counter = LabelDecodeCounter()
        let ids = counter.counting { (0..<state.visibleCount).map(state.visibleID(atRow:)) }
        #expect(ids == state.visible)
        #expect(counter.count == 0)  // identifying every row reads no label
        let enabled = counter.counting { (0..<state.visibleCount).map(state.isEnabled(row:)) }
        #expect(enabled == [true, false, false, true])  // H1: a parent without an enabled child is disabled
        #expect(!state.isEnabled(row: state.visibleCount))  // past the option rows
        #expect(counter.count == 0)
        let label = counter.counting { state.visibleLabel(atRow: 0) }
        #expect(label == "Big parent")
        #expect(counter.count == 1)  // its own label, not its thousand children's
        #expect(state.visibleOption(atRow: 0).label == label)
    }

    @Test("H3, H6: a back row's label and a result's path read only the labels shown")
    func labelsAndPaths() {
        var state = DropdownState(options: Self.tree, configuration: .init(isSearchable: true))
        let counter = LabelDecodeCounter()
        #expect(counter.counting { state.label(of: "big") } == "Big parent")
        #expect(counter.count == 1)
        #expect(state.label(of: "child 7") == "Child 7")
        #expect(state.label(of: "nothing") == nil)
        state.send(.setQuery("Child 999"), at: .zero)
        let row = try! #require(state.row(of: "child 999"))
        counter.reset()
        #expect(counter.counting { state.pathLabels(of: state.visibleID(atRow: row)) } == ["Big parent"])
        #expect(counter.count == 1)
        #expect(state.pathLabels(of: "plain").isEmpty)
        #expect(state.pathLabels(of: "nothing").isEmpty)
    }

    @Test("F8: matched parts as scalar offsets are the matched ranges, without reading the label")
    func matchedScalarRanges() throws {
        var state = DropdownState(
            options: [DropdownOption(id: 1, label: "Côte d'Ivoire"), DropdownOption(id: 2, label: "Cuba")],
            configuration: .init(isSearchable: true))
        state.send(.setQuery("ci"), at: .zero)
        let row = try #require(state.row(of: 1))
        let counter = LabelDecodeCounter()
        let offsets = counter.counting { state.matchedScalarRanges(atRow: row) }
        #expect(counter.count == 0)
        let label = state.visibleLabel(atRow: row)
        let scalars = label.unicodeScalars
        let offset = { (index: String.Index) in scalars.distance(from: scalars.startIndex, to: index) }
        let expected = state.matchedRanges(atRow: row).map { offset($0.lowerBound)..<offset($0.upperBound) }
        #expect(offsets == expected)
        #expect(!offsets.isEmpty)
        #expect(state.matchedScalarRanges(atRow: state.visibleCount).isEmpty)
        state.send(.setQuery(""), at: .zero)
        #expect(state.matchedScalarRanges(atRow: 0).isEmpty)
    }

    @Test("A2: a row's accessibility text reads its own label, not its subtree's")
    func rowAccessibilityReadsOneLabel() {
        var state = DropdownState(options: Self.tree)
        state.send(.open, at: .zero)
        let counter = LabelDecodeCounter()
        let parent = counter.counting { state.rowAccessibility(atRow: 0) }
        #expect(counter.count == 1)
        #expect(parent.hint == DropdownStrings.english.opensSubmenu)
        #expect(state.rowAccessibility(atRow: 1).hint == "None left")
        #expect(!state.rowAccessibility(atRow: 1).isEnabled)
    }
}
