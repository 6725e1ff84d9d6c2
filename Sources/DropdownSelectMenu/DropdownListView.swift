#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// The open list: a search field at the top when the dropdown is searchable, then the rows (built lazily, only those on screen,
    /// rule P5) with section headers, or the empty state; scrolled to keep the highlighted row in view
    /// (rule P4); a modal for assistive technology that the escape gesture closes (rule A3).
    @MainActor
    struct DropdownListView<Option: Hashable, Row: View>: View {
        @ObservedObject var model: DropdownMenuModel<Option>
        let metrics: ListMetrics
        let searchPrompt: Text?
        let strings: DropdownStrings
        let row: (Option, DropdownRowState) -> Row
        let send: (DropdownEvent<Option>) -> DropdownEventResult

        @FocusState private var isSearchFocused: Bool
        @AccessibilityFocusState private var focusedLine: Int?

        private var state: DropdownState<Option> { model.state }

        var body: some View {
            VStack(spacing: 0) {
                searchField
                content
            }
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(.separator, lineWidth: 0.5)
            }
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .shadow(color: .black.opacity(0.14), radius: 14, y: 6)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) { _ = send(.close) }
            .onAppear {
                isSearchFocused = searchPrompt != nil
                focusedLine = state.scrollTarget.map(state.sectionLayout.line(ofRow:)) ?? 0  // A3
            }
        }

        @ViewBuilder
        private var searchField: some View {
            if let searchPrompt {
                TextField(
                    text: Binding(get: { state.query }, set: { _ = send(.setQuery($0)) }),
                    prompt: searchPrompt
                ) { searchPrompt }
                .textFieldStyle(.plain)
                .autocorrectionDisabled()
                .focused($isSearchFocused)
                .onKeyPress(phases: .down) { press in
                    // Characters go to the field; keys that move or choose go to the dropdown.
                    guard let event: DropdownEvent<Option> = press.dropdownEvent() else { return .ignored }
                    if case .character = event { return .ignored }
                    if case .key(.space, _) = event { return .ignored }
                    if case .key(.backspace, _) = event { return .ignored }
                    return send(event).isHandled ? .handled : .ignored
                }
                .padding(.horizontal, 12)
                .frame(height: metrics.searchFieldHeight)
                Divider()
            }
        }

        @ViewBuilder
        private var content: some View {
            if let empty = state.emptyState {
                Text(empty == .noOptions ? strings.noOptions : strings.noMatches)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, minHeight: metrics.rowHeight)
            } else {
                let layout = state.sectionLayout
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<layout.lineCount, id: \.self) { line in
                                switch layout.content(atLine: line) {
                                case .header(let title):
                                    Text(title)
                                        .font(.footnote.weight(.semibold))
                                        .foregroundStyle(.secondary)
                                        .padding(.horizontal, 12)
                                        .frame(maxWidth: .infinity, minHeight: metrics.headerHeight, alignment: .leading)
                                        .accessibilityAddTraits(.isHeader)
                                        .id(line)
                                case .option(let rowIndex):
                                    optionRow(rowIndex).id(line)
                                }
                            }
                        }
                    }
                    .scrollBounceBehavior(.basedOnSize)
                    .onAppear {
                        // P4: open scrolled to hl, else sel.
                        if let target = state.scrollTarget { proxy.scrollTo(layout.line(ofRow: target), anchor: .center) }
                    }
                    .onChange(of: state.highlightedRow) { _, highlighted in
                        // P4: while moving, scroll only as much as needed.
                        if let highlighted { proxy.scrollTo(state.sectionLayout.line(ofRow: highlighted)) }
                    }
                }
            }
        }

        private func optionRow(_ rowIndex: Int) -> some View {
            let option = state.visibleOption(atRow: rowIndex)
            let isHighlighted = rowIndex == state.highlightedRow
            let accessibility = state.rowAccessibility(atRow: rowIndex)
            let rowState = DropdownRowState(
                isSelected: accessibility.isSelected, isHighlighted: isHighlighted, isDisabled: option.isDisabled,
                matchedRanges: state.matchedRanges(atRow: rowIndex))
            return Button {
                _ = send(.tapOption(option.id))
            } label: {
                row(option.id, rowState)
                    .padding(.horizontal, 12)
                    .frame(maxWidth: .infinity, minHeight: metrics.rowHeight, alignment: .leading)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .background(isHighlighted ? AnyShapeStyle(.tint.opacity(0.16)) : AnyShapeStyle(.clear))
            .opacity(option.isDisabled ? 0.45 : 1)
            .disabled(option.isDisabled)
            .onHover { isInside in
                // N9: pointers hover; touch never does.
                if let event = PointerHover.event(isInside: isInside, option: option.id, highlighted: state.highlighted) {
                    _ = send(event)
                }
            }
            .accessibilityLabel(accessibility.label)
            .accessibilityAddTraits(accessibility.isSelected ? .isSelected : [])
            .accessibilityHint(accessibility.hint ?? "")
            .accessibilityFocused($focusedLine, equals: state.sectionLayout.line(ofRow: rowIndex))
        }
    }

    /// The `.chips` presentation: every option as a chip, in place under the field, wrapping onto
    /// more rows; selected chips are filled, the highlighted one is outlined.
    @MainActor
    struct DropdownChipsView<Option: Hashable>: View {
        @ObservedObject var model: DropdownMenuModel<Option>
        let strings: DropdownStrings
        let send: (DropdownEvent<Option>) -> DropdownEventResult

        var body: some View {
            let state = model.state
            if let empty = state.emptyState {
                Text(empty == .noOptions ? strings.noOptions : strings.noMatches).foregroundStyle(.secondary)
            } else {
                ChipsFlowLayout(spacing: 8) {
                    ForEach(0..<state.visibleCount, id: \.self) { rowIndex in
                        chip(rowIndex, state: state)
                    }
                }
                .accessibilityElement(children: .contain)
            }
        }

        private func chip(_ rowIndex: Int, state: DropdownState<Option>) -> some View {
            let option = state.visibleOption(atRow: rowIndex)
            let accessibility = state.rowAccessibility(atRow: rowIndex)
            let isHighlighted = rowIndex == state.highlightedRow
            return Button {
                _ = send(.tapOption(option.id))
            } label: {
                Text(option.label)
                    .padding(.horizontal, 14)
                    .frame(minHeight: 44)
                    .foregroundStyle(accessibility.isSelected ? AnyShapeStyle(.background) : AnyShapeStyle(.primary))
                    .background {
                        Capsule().fill(accessibility.isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary))
                    }
                    .overlay {
                        Capsule().strokeBorder(isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(.clear), lineWidth: 2)
                    }
                    .contentShape(Capsule())
            }
            .buttonStyle(.plain)
            .opacity(option.isDisabled ? 0.45 : 1)
            .disabled(option.isDisabled)
            .accessibilityLabel(accessibility.label)
            .accessibilityAddTraits(accessibility.isSelected ? .isSelected : [])
            .accessibilityHint(accessibility.hint ?? "")
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
