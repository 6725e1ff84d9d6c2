#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The back row at the top of a submenu (rule H3): a back chevron and the parent's label; a tap,
    /// a click or VoiceOver's activation goes up one level, as Left does (the keyboard uses Left or
    /// Escape: the back row is not one of the core's rows, so arrows never highlight it).
    @MainActor
    struct DropdownBackRowView<ID: Hashable>: View {
        let label: String
        /// The localized "Back": what VoiceOver calls the row (A2), the parent's label its value.
        let back: String
        let rowMinimumHeight: CGFloat
        /// The list style, read where the row is drawn: a change reaches every built row.
        @Environment(\.dropdownListStyle) var listStyle
        let send: (DropdownEvent<ID>) -> DropdownEventResult

        var body: some View {
            let metrics = DropdownMetrics.current
            Button {
                _ = send(.key(.left))
            } label: {
                HStack(spacing: metrics.checkmarkSpacing) {
                    Image(systemName: "chevron.backward")
                        .font(.body.weight(.semibold))
                        .accessibilityHidden(true)
                    Text(label).fontWeight(.semibold)
                }
                .dropdownRowFrame(minimumHeight: rowMinimumHeight)
            }
            .buttonStyle(
                DropdownRowButtonStyle(
                    listStyle: listStyle, isHighlighted: false, isSelected: false, isDisabled: false,
                    hasSeparator: true)
            )
            // H3, A2: "Back, More Fruits, button": what it does, then where it is.
            .accessibilityLabel(Text(back))
            .accessibilityValue(Text(label))
        }
    }
#endif
