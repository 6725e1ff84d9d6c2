@_spi(Session) import DropdownCore
import Foundation

/// What a custom row needs to know to draw itself (the `row:` closure of `DropdownSelectMenu`).
public struct DropdownRowState: Hashable, Sendable {
    /// Whether the option is selected (the default row shows a checkmark).
    public var isSelected: Bool
    /// Whether the keyboard or pointer is on the row (not set for the selected row of a list
    /// opened by a tap, the origin's look, until the keyboard or the pointer moves).
    public var isHighlighted: Bool
    /// Whether the option is disabled (the default row is dimmed).
    public var isDisabled: Bool
    /// The parts of the label a search query matched, for emphasis (rule F8), as offsets of
    /// Unicode scalars in the label (`label.unicodeScalars`): they hold in any copy of the label,
    /// whatever its storage. ``emphasized(_:)`` applies them.
    public var matchedRanges: [Range<Int>]

    /// Creates a row state.
    public init(isSelected: Bool, isHighlighted: Bool, isDisabled: Bool, matchedRanges: [Range<Int>] = []) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
        self.matchedRanges = matchedRanges
    }

    /// The parts of `label` the query matched, as ranges of its indices (``matchedRanges`` applied
    /// to this copy of the label). Offsets beyond the label are ignored. O(length of the label).
    public func matchedRanges(in label: String) -> [Range<String.Index>] {
        let scalars = label.unicodeScalars
        let count = scalars.count
        return matchedRanges.compactMap { range in
            guard range.lowerBound >= 0, range.upperBound <= count, !range.isEmpty else { return nil }
            let lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
            return lower..<scalars.index(lower, offsetBy: range.count)
        }
    }
}

extension ListRowContent {
    /// What the row closure receives: selected, highlighted, disabled, the matched parts.
    var state: DropdownRowState {
        DropdownRowState(
            isSelected: isSelected, isHighlighted: isHighlighted, isDisabled: isDisabled, matchedRanges: matchedRanges)
    }
}

#if canImport(SwiftUI)
    extension DropdownRowState {
        /// The label with the parts the query matched strongly emphasized (bold in a `Text`).
        /// O(length of the label).
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Region", options: regions, selection: $region, label: \.name) { region, state in
        ///     Text(state.emphasized(region.name))
        /// }
        /// ```
        public func emphasized(_ label: String) -> AttributedString {
            var text = AttributedString(label)
            for range in matchedRanges(in: label) {
                guard let lower = AttributedString.Index(range.lowerBound, within: text),
                    let upper = AttributedString.Index(range.upperBound, within: text)
                else { continue }
                text[lower..<upper].inlinePresentationIntent = .stronglyEmphasized
            }
            return text
        }
    }
#endif
