#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// A status row after the options (rules L1, L5): "Loading more…" with a spinner, or an action
    /// the person can take, a retry or "Create “…”", drawn as a row (highlighted by the keyboard
    /// or the pointer, chosen by a tap, Return or VoiceOver). Its row is looked up from what it
    /// shows on each redraw.
    @MainActor
    struct DropdownStatusRowView<Option, ID: Hashable>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        let status: DropdownStatusRow
        let rowMinimumHeight: CGFloat
        /// The list style, read where the row is drawn: a change reaches every built row.
        @Environment(\.dropdownListStyle) var listStyle
        let strings: DropdownStrings
        let send: (DropdownEvent<ID>) -> DropdownEventResult

        var body: some View {
            let frame = model.session.frame
            let metrics = DropdownMetrics.current
            let label = HStack(spacing: metrics.checkmarkSpacing) {
                if status.action == nil { ProgressView().controlSize(.small) }
                Text(strings.text(forStatusRow: status))
                    .foregroundStyle(status.action == nil ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
            }
            .dropdownRowFrame(minimumHeight: rowMinimumHeight)
            if let action = status.action, let row = frame.lines.row(of: status) {
                Button {
                    _ = send(.tapAction(action))
                } label: {
                    label
                }
                .buttonStyle(
                    DropdownRowButtonStyle(
                        listStyle: listStyle, isHighlighted: frame.isHighlighted(status), isSelected: false,
                        isDisabled: false, hasSeparator: false)
                )
                .onHover { isInside in
                    // N9: the pointer highlights an action row too.
                    if let event: DropdownEvent<ID> = PointerHover.event(
                        isInside: isInside, action: action, isHighlighted: row == model.session.state.highlightedRow)
                    {
                        _ = send(event)
                    }
                }
            } else {
                label.accessibilityElement(children: .combine)
            }
        }
    }
#endif
