#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

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

        /// The label, with its search matches in bold, and a checkmark after it when the option is selected.
        public var body: some View {
            HStack(spacing: DropdownMetrics.current.checkmarkSpacing) {
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
            state.emphasized(label)
        }
    }
#endif
