#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// The `.chips` presentation: every option as a chip, in place under the field, wrapping onto
    /// more rows; selected chips are filled, the highlighted one is outlined.
    @MainActor
    struct DropdownChipsView<Option: Hashable>: View {
        @ObservedObject var model: DropdownMenuModel<Option>
        /// The bound selection now (rule R1).
        let selection: SelectionSnapshot<Option>
        let strings: DropdownStrings
        let send: (DropdownEvent<Option>) -> DropdownEventResult

        var body: some View {
            let state = model.session.state
            if let empty = state.emptyState {
                Text(empty == .noOptions ? strings.noOptions : strings.noMatches).foregroundStyle(.secondary)
            } else {
                ChipsFlowLayout(spacing: 8) {
                    // R4: identified by option id. Chips are for short lists shown whole (a flow
                    // layout is not lazy), so reading every id here is the layout's own cost.
                    ForEach(state.visible, id: \.self) { id in
                        if let row = state.row(of: id) { chip(row, state: state) }
                    }
                }
                .accessibilityElement(children: .contain)
            }
        }

        private func chip(_ rowIndex: Int, state: DropdownState<Option>) -> some View {
            let option = state.visibleOption(atRow: rowIndex)
            let isSelected = selection.contains(option.id)
            let isHighlighted = rowIndex == state.highlightedRow
            return Button {
                _ = send(.tapOption(option.id))
            } label: {
                Text(option.label)
                    .padding(.horizontal, 14)
                    .frame(minHeight: 44)
                    .foregroundStyle(isSelected ? AnyShapeStyle(.background) : AnyShapeStyle(.primary))
                    .background {
                        Capsule().fill(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary))
                    }
                    .overlay {
                        Capsule().strokeBorder(isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(.clear), lineWidth: 2)
                    }
                    .contentShape(Capsule())
            }
            .buttonStyle(.plain)
            .opacity(option.isDisabled ? 0.45 : 1)
            .disabled(option.isDisabled)
            .accessibilityAddTraits(isSelected ? .isSelected : [])
            .accessibilityHint(option.isDisabled ? option.disabledReason ?? "" : "")
        }
    }

    /// Lays chips out in rows that wrap (`FlowLayoutAlgorithm`).
    struct ChipsFlowLayout: Layout {
        var spacing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = proposal.width ?? sizes.reduce(0) { $0 + $1.width + spacing }
            return FlowLayoutAlgorithm.layout(sizes: sizes, width: width, spacing: spacing).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let origins = FlowLayoutAlgorithm.layout(sizes: sizes, width: bounds.width, spacing: spacing).origins
            for (subview, origin) in zip(subviews, origins) {
                subview.place(
                    at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }
    }
#endif
