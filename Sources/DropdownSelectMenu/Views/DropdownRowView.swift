#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// One option row: the app's row (or the default one) in a button drawn by the list style
    /// (highlight, separator), dimmed when disabled, with the selected trait; VoiceOver focus comes
    /// to it when the list opens on it.
    @MainActor
    struct DropdownRowView<Option, ID: Hashable, Row: View>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        /// The parent's latest row closure.
        @ObservedObject var rows: DropdownRowSource<Option, Row>
        /// The row's option.
        let id: ID
        /// The row it showed when its line was built: its position on each redraw, checked in
        /// O(1), instead of a search of the results by id.
        let rowHint: Int
        let rowMinimumHeight: CGFloat
        let strings: DropdownStrings
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        let focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding
        /// The list style, read where the row is drawn: a change reaches every built row.
        @Environment(\.dropdownListStyle) var listStyle

        var body: some View {
            // R16: what the row draws, read from the core for this row alone (O(1), one label);
            // the option is found at its place among the inputs the model has now (else with the
            // positions it has now), never through a lookup captured before they were brought in
            // step.
            if let content = model.session.rowContent(of: id, hint: rowHint, strings: strings),
                let option = model.optionLookup()?.option(for: id, at: content.place)
            {
                rowButton(option, content)
            }
        }

        private func rowButton(_ value: Option, _ content: ListRowContent<ID>) -> some View {
            let metrics = DropdownMetrics.current
            let isDisabled = content.state.isDisabled
            return Button {
                _ = send(.tapOption(id))
            } label: {
                HStack(spacing: metrics.checkmarkSpacing) {
                    VStack(alignment: .leading, spacing: 2) {
                        rows.make(value, content.state)
                        // H6: a search result inside a submenu shows where it is, dimmed.
                        if !content.path.isEmpty {
                            Text(content.path)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    // H1, H8: a parent shows a chevron and its hint says that it opens a submenu.
                    if content.isParent {
                        Image(systemName: "chevron.forward")
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                            .accessibilityHidden(true)
                    }
                }
                .dropdownRowFrame(minimumHeight: rowMinimumHeight)
            }
            .buttonStyle(
                DropdownRowButtonStyle(
                    listStyle: listStyle, isHighlighted: content.state.isHighlighted,
                    isSelected: content.state.isSelected, isDisabled: isDisabled, hasSeparator: content.hasSeparator)
            )
            .opacity(isDisabled ? metrics.disabledOptionOpacity : 1)
            .disabled(isDisabled)
            .onHover { isInside in
                // N9: pointers hover; touch never does.
                if let event = PointerHover.event(
                    isInside: isInside, option: id, highlighted: model.session.state.highlighted)
                {
                    _ = send(event)
                }
            }
            // The row's own content gives its accessibility label (a custom row keeps its own
            // text); the dropdown adds what the core knows: selected, disabled and why (rule A2).
            .accessibilityAddTraits(content.state.isSelected ? .isSelected : [])
            .accessibilityHint(content.hint)
            .accessibilityFocused(focusedLine, equals: .option(id))
            // R16, L3: the rows on screen are the ones checked after a parent update, and kept as
            // they are while the list animates out; a row built near the end lets paging ask for
            // the next page.
            .onAppear { model.rowAppeared(id, hint: rowHint) }
            .onDisappear { model.rowDisappeared(id) }
        }
    }

    extension View {
        /// A row's content in its row: the list's padding, the full width, at least the least
        /// height of a row (A6), tappable across its whole frame.
        func dropdownRowFrame(minimumHeight: CGFloat) -> some View {
            let metrics = DropdownMetrics.current
            return padding(.horizontal, metrics.contentPadding)
                .padding(.vertical, metrics.rowVerticalPadding)
                .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
                .contentShape(Rectangle())
        }
    }
#endif
