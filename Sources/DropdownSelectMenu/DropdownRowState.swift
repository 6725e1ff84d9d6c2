#if canImport(SwiftUI)
    import SwiftUI

    /// What a custom row needs to know to draw itself (the `row:` closure of ``DropdownSelectMenu``).
    public struct DropdownRowState: Hashable, Sendable {
        /// Whether the option is selected (the default row shows a checkmark).
        public var isSelected: Bool
        /// Whether the keyboard or pointer is on the row (not set for the selected row of a list
        /// opened by a tap, the origin's look, until the keyboard or the pointer moves).
        public var isHighlighted: Bool
        /// Whether the option is disabled (the default row is dimmed).
        public var isDisabled: Bool
        /// The ranges of the label a search query matched, for emphasis (rule F8).
        public var matchedRanges: [Range<String.Index>]

        /// Creates a row state.
        public init(
            isSelected: Bool, isHighlighted: Bool, isDisabled: Bool, matchedRanges: [Range<String.Index>] = []
        ) {
            self.isSelected = isSelected
            self.isHighlighted = isHighlighted
            self.isDisabled = isDisabled
            self.matchedRanges = matchedRanges
        }
    }

    /// The row ``DropdownSelectMenu`` draws when no `row:` closure is given: the label, with the
    /// characters a search matched in bold, and a checkmark on selected rows (the origin's:
    /// `.subheadline.weight(.bold)` in the tint).
    @MainActor
    public struct DropdownDefaultRow: View {
        let label: String
        let state: DropdownRowState

        /// Creates the default row for a label.
        public init(label: String, state: DropdownRowState) {
            self.label = label
            self.state = state
        }

        public var body: some View {
            HStack(spacing: 8) {
                Text(emphasised)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if state.isSelected {
                    Image(systemName: "checkmark")
                        .font(Font(DropdownMetrics.current.checkmarkFont))
                        .foregroundStyle(.tint)
                        .accessibilityHidden(true)
                }
            }
        }

        private var emphasised: AttributedString {
            var text = AttributedString(label)
            for range in state.matchedRanges {
                guard let lower = AttributedString.Index(range.lowerBound, within: text),
                    let upper = AttributedString.Index(range.upperBound, within: text)
                else { continue }
                text[lower..<upper].inlinePresentationIntent = .stronglyEmphasized
            }
            return text
        }
    }
#endif
