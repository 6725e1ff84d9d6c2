#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The `.chips` presentation: every option as a chip, in place under the title, in
    /// one horizontal row that never wraps: spread evenly across the width when the chips fit,
    /// scrolling when they do not (`ChipRowLayout`, chosen by layout with `ViewThatFits`). The
    /// selected chips sit on a translucent rounded fill; the highlighted one is outlined once the
    /// keyboard moved it. Chips grow with Dynamic Type.
    @MainActor
    struct DropdownChipsView<Option, ID: Hashable>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        /// The bound selection now (rule R1).
        let selection: Set<ID>
        let strings: DropdownStrings
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        private let metrics = DropdownMetrics.current.chips
        @ScaledMetric(relativeTo: .subheadline) private var spacing = CGFloat(DropdownMetrics.current.chips.spacing)

        /// A3: VoiceOver focus on the chip the row opens at, as the list does.
        @AccessibilityFocusState private var focusedChip: ID?

        var body: some View {
            // The core's state while open, as it was drawn while the row of chips goes.
            let frame = model.session.frame
            if let empty = frame.emptyState {
                Text(strings.text(forEmptyState: empty)).foregroundStyle(.secondary)
            } else {
                ViewThatFits(in: .horizontal) {
                    ChipRowSpreadLayout(spacing: spacing) { chips(frame) }
                    ScrollView(.horizontal) {
                        HStack(spacing: spacing) { chips(frame) }
                    }
                    .scrollIndicators(.hidden)
                }
                .accessibilityElement(children: .contain)
                // A3: the escape gesture closes the open row of chips, as it closes a list.
                .accessibilityAction(.escape) { _ = send(.close) }
                // A3, R9: each attempt is a change of value (``FocusWrite``).
                .onChange(of: model.session.rowFocus.attempt) {
                    guard case .option(let target) = model.session.rowFocus.target else { return }
                    let write = FocusWrite<ID?>(
                        target: target, current: focusedChip, cleared: nil,
                        isRetry: model.session.rowFocus.isRetry)
                    if let now = write.now { focusedChip = now }
                    if let next = write.nextTurn { Task { @MainActor in focusedChip = next } }
                }
            }
        }

        /// R4: identified by option id. Chips are for short lists shown whole (a row that is not
        /// lazy), so reading every id here is the row's own cost.
        /// In a submenu (H3), a back chip labelled with the parent comes first: it sends Left (the
        /// arrows move along the chips, so the keyboard goes back with Escape).
        @ViewBuilder
        private func chips(_ frame: ListFrame<ID>) -> some View {
            if frame.lines.backRowParent != nil {
                Button {
                    _ = send(.key(.left))
                } label: {
                    DropdownChip(
                        label: frame.lines.backRowLabel, isSelected: false, isHighlighted: false, marker: .back)
                }
                .buttonStyle(.plain)
                // H3, A2: "Back, More Fruits, button".
                .accessibilityLabel(Text(strings.back))
                .accessibilityValue(Text(frame.lines.backRowLabel))
            }
            ForEach(Array(frame.lines.optionIDs.enumerated()), id: \.element) { row, id in
                if let content = model.session.rowContent(of: id, hint: row, strings: strings) { chip(content) }
            }
        }

        private func chip(_ content: ListRowContent<ID>) -> some View {
            // What the chip draws, read from the core for it alone: no option (no subtree) is built.
            let id = content.id
            let isDisabled = content.state.isDisabled
            let isSelected = selection.contains(id)
            return Button {
                _ = send(.tapOption(id))
            } label: {
                DropdownChip(
                    label: content.label, isSelected: isSelected, isHighlighted: content.state.isHighlighted,
                    marker: content.isParent ? .submenu : nil)
            }
            .buttonStyle(.plain)
            .opacity(isDisabled ? DropdownMetrics.current.disabledOptionOpacity : 1)
            .disabled(isDisabled)
            .accessibilityAddTraits(isSelected ? .isSelected : [])
            // A2, H8: a disabled option's reason, or that a parent opens a submenu.
            .accessibilityHint(content.hint)
            .accessibilityFocused($focusedChip, equals: id)
            // The chips shown are kept as they are while the row of chips goes.
            .onAppear { model.rowAppeared(id, hint: content.row) }
            .onDisappear { model.rowDisappeared(id) }
        }
    }

    /// One chip: the label, padded to a touch target that grows with Dynamic Type, on a translucent
    /// rounded fill of the tint when selected, outlined when highlighted.
    @MainActor
    struct DropdownChip: View {
        /// A chevron beside the label: a parent's (it opens a submenu) or the back chip's.
        enum Marker {
            case submenu, back
        }

        let label: String
        let isSelected: Bool
        let isHighlighted: Bool
        var marker: Marker? = nil
        private let metrics = DropdownMetrics.current.chips
        @ScaledMetric(relativeTo: .subheadline) private var horizontalPadding =
            CGFloat(DropdownMetrics.current.chips.horizontalPadding)
        @ScaledMetric(relativeTo: .subheadline) private var minimumHeight = CGFloat(
            DropdownMetrics.current.chips.minimumHeight)

        var body: some View {
            let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
            HStack(spacing: 4) {
                if marker == .back { Image(systemName: "chevron.backward").accessibilityHidden(true) }
                Text(label)
                if marker == .submenu { Image(systemName: "chevron.forward").accessibilityHidden(true) }
            }
            .font(Font(metrics.font))
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, horizontalPadding)
            .frame(maxWidth: .infinity, minHeight: minimumHeight)
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            .background {
                if isSelected { shape.fill(.tint.opacity(metrics.selectedFillOpacity)) }
            }
            .overlay {
                if isHighlighted { shape.strokeBorder(.tint, lineWidth: DropdownMetrics.current.focusRingWidth) }
            }
            .contentShape(shape)
        }
    }

    /// Places chips in one row, spread evenly across the width (`ChipRowLayout`). It reports the
    /// chips' natural width as its ideal width, so `ViewThatFits` moves to the scrolling row when
    /// they do not fit.
    struct ChipRowSpreadLayout: Layout {
        var spacing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let widths = sizes.map { Double($0.width) }
            let height = sizes.map(\.height).max() ?? 0
            let natural = ChipRowLayout.naturalWidth(of: widths, spacing: Double(spacing))
            guard let available = proposal.width, available.isFinite else {
                return CGSize(width: natural, height: height)
            }
            let arrangement = ChipRowLayout.arrange(
                widths: widths, available: Double(available), spacing: Double(spacing))
            return CGSize(width: arrangement.width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let widths = subviews.map { Double($0.sizeThatFits(.unspecified).width) }
            let arrangement = ChipRowLayout.arrange(
                widths: widths, available: Double(bounds.width), spacing: Double(spacing))
            for (subview, frame) in zip(subviews, arrangement.frames) {
                subview.place(
                    at: CGPoint(x: bounds.minX + frame.x, y: bounds.midY), anchor: .leading,
                    proposal: ProposedViewSize(width: frame.width, height: bounds.height))
            }
        }
    }
#endif
