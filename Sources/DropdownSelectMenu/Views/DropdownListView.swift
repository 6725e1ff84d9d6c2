#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// The open list: a search field at the top when the dropdown is searchable, then the rows (built
    /// lazily, only those on screen, rule P5) with section headers, or the empty state; scrolled to
    /// keep the highlighted row in view (rule P4); a modal for assistive technology that the escape
    /// gesture closes (rule A3). It measures what it builds (rule R5) and draws the core's state.
    @MainActor
    struct DropdownListView<Option, ID: Hashable, Row: View>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        /// The parent's inputs revision: a row closure may have changed (rule R3).
        let inputRevision: InputRevision
        let searchPrompt: Text?
        let strings: DropdownStrings
        let maximumHeight: DropdownMaximumHeight
        /// The least height of a row: the metrics' (46 points, 24 on the Mac), scaled by Dynamic
        /// Type (rule A6).
        let rowMinimumHeight: CGFloat
        /// Whether the list opened above its field.
        let opensAbove: Bool
        let row: (Option, DropdownRowState) -> Row
        /// Sends an event from the person.
        let send: (DropdownEvent<ID>) -> DropdownEventResult

        @FocusState private var isSearchFocused: Bool
        @AccessibilityFocusState private var focusedLine: ListLineID<ID>?
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.dropdownListStyle) private var listStyle

        init(
            model: DropdownMenuModel<Option, ID>, inputRevision: InputRevision, searchPrompt: Text?,
            strings: DropdownStrings, maximumHeight: DropdownMaximumHeight, rowMinimumHeight: CGFloat,
            opensAbove: Bool, row: @escaping (Option, DropdownRowState) -> Row,
            send: @escaping (DropdownEvent<ID>) -> DropdownEventResult
        ) {
            self.model = model
            self.inputRevision = inputRevision
            self.searchPrompt = searchPrompt
            self.strings = strings
            self.maximumHeight = maximumHeight
            self.rowMinimumHeight = rowMinimumHeight
            self.opensAbove = opensAbove
            self.row = row
            self.send = send
        }

        /// What the list shows: the core's state while open, frozen at its last open state while
        /// the list animates out.
        private var state: DropdownState<ID> { model.session.displayed }

        var body: some View {
            // The list style draws the background, the shape and the shadow around the content.
            listStyle.makeBody(
                DropdownListStyleConfiguration(
                    content: .init(
                        view: AnyView(
                            VStack(spacing: 0) {
                                searchField
                                content
                            })),
                    opensAbove: opensAbove)
            )
            .background { measure { $0.width = Double($1.width) } }
            .onPreferenceChange(ListMeasurementKey<ID>.self) { measurement in
                model.record(measurement, textSize: "\(dynamicTypeSize)", maximum: maximumHeight)
            }
            // R9, A3: VoiceOver focus moves to the row to open at, once the list has settled.
            // Each attempt is a change of value, or VoiceOver is not asked again.
            .onChange(of: model.session.rowFocus.attempt) {
                let write = FocusWrite(target: model.session.rowFocus.target, current: focusedLine, cleared: nil)
                focusedLine = write.now
                if let next = write.nextTurn { Task { @MainActor in focusedLine = next } }
            }
            .defaultAccessibilityFocus($focusedLine, model.session.rowFocus.target)
            .accessibilityElement(children: .contain)
            // A3, H3: the escape gesture goes up one level in a submenu, and closes at the top.
            .accessibilityAction(.escape) { _ = send(KeyboardMapping.escapeGesture(in: model.session.state)) }
        }

        // MARK: Search field

        @ViewBuilder
        private var searchField: some View {
            if let searchPrompt {
                VStack(spacing: 0) {
                    TextField(
                        text: Binding(get: { state.query }, set: { _ = send(.setQuery($0)) }),
                        prompt: searchPrompt
                    ) { searchPrompt }
                    .textFieldStyle(.plain)
                    .autocorrectionDisabled()
                    .searchFieldTextInput()
                    .focused($isSearchFocused)
                    .onKeyPress(phases: [.down, .repeat]) { press in
                        // Text editing stays with the field, Command-A included; keys that move or
                        // choose go to the dropdown (KeyboardMapping.searchFieldEvent).
                        guard let event: DropdownEvent<ID> = press.searchFieldEvent() else { return .ignored }
                        if press.phase == .repeat && !KeyboardMapping.repeats(event) { return .handled }
                        model.keyPressed()
                        return send(event).isHandled ? .handled : .ignored
                    }
                    // Return in a text field on iOS is the field's own (its `onSubmit`), and may not
                    // reach `onKeyPress`: the dependable path to choose the best match (F2). When
                    // `onKeyPress` took Return, the field does not submit, so it is not sent twice.
                    .onSubmit { _ = send(.key(.enter)) }
                    // R9: keyboard focus in the search field once it exists, again once the list
                    // has settled and a moment later, unless it arrived.
                    .onAppear { if model.searchFieldAppeared() { isSearchFocused = true } }
                    .onChange(of: model.session.searchFieldFocus.attempt) {
                        // Unlike VoiceOver focus, `FocusState` follows where keyboard focus is,
                        // so `false` here means it did not arrive and writing `true` is a change;
                        // clearing it first would drop the keyboard and raise it again.
                        if !isSearchFocused { isSearchFocused = true }
                    }
                    .padding(.horizontal, DropdownMetrics.current.contentPadding)
                    .frame(minHeight: rowMinimumHeight)
                    Divider()
                }
                .background { measure { $0.searchField = Double($1.height) } }
            }
        }

        // MARK: Rows

        @ViewBuilder
        private var content: some View {
            if let empty = state.emptyState {
                // O6, F7, L1: "No options", "No matches", "Loading…" or a failure's message, as the
                // origin draws it: leading, with 14 points of padding all round.
                HStack(spacing: 8) {
                    if empty == .loading { ProgressView().controlSize(.small) }
                    Text(strings.text(forEmptyState: empty))
                }
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.leading)
                .padding(DropdownMetrics.current.emptyStatePadding)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background { measure { $0.emptyState = Double($1.height) } }
            }
            // The rows, and the status rows after them (a retry under a failure, L1).
            if state.sectionLayout.lineCount > 0 {
                // H2, H3: the two levels overlap while one replaces the other (in the list's
                // VStack they would stack, doubling its height), clipped to the list.
                ZStack {
                    level
                }
                .clipped()
            }
        }

        /// The rows of the current level, in their scroll view, made at the line the session says
        /// the level opens at (P4).
        private var level: some View {
            DropdownLevelScroller(startingAt: model.session.openingScrollTarget, state: state) {
                DropdownRows(
                    model: model, lines: ListLines(state), revision: model.session.rowsRevision,
                    inputRevision: inputRevision, rowMinimumHeight: rowMinimumHeight, strings: strings,
                    row: row, send: send, focusedLine: $focusedLine
                )
                .equatable()
            }
            // H2, H3: each level is its own view, so that going into a submenu or back out of it
            // inserts the new level with its transition (R13: on the inserted view), and makes its
            // scroll view at its own line. The level it replaces fades out in place: a removed view
            // keeps the transition it had when last drawn, so a slide would go the previous move's way.
            .id(state.submenuPath)
            .transition(.asymmetric(insertion: AnyTransition(model.session.levelEntrance), removal: .opacity))
        }

        private func measure(
            _ fill: @escaping (inout ListMeasurement<ID>, CGSize) -> Void
        ) -> some View {
            ListMeasurementReader(fill: fill)
        }
    }

    /// A level's scroll view. Where it is scrolled is its own state, whose initial value, taken once
    /// when the level's view is made, is the line to open at (P4): the scroll view is created there
    /// instead of scrolling after it appeared, which is lost while the list or the level animates in.
    @MainActor
    struct DropdownLevelScroller<ID: Hashable, Content: View>: View {
        /// The state shown: its highlighted row is kept in view while it moves.
        let state: DropdownState<ID>
        let content: Content
        @State private var scrolledLine: ListLineID<ID>?

        init(startingAt line: ListLineID<ID>?, state: DropdownState<ID>, @ViewBuilder content: () -> Content) {
            self.state = state
            self.content = content()
            _scrolledLine = State(initialValue: line)
        }

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { content }
                    .scrollPosition(id: $scrolledLine, anchor: .center)
                    .scrollBounceBehavior(.basedOnSize)
                    .onChange(of: state.highlightedRow) { previous, _ in
                        // P4: while moving, scroll only as much as needed (no anchor).
                        if let target = ListScrollTarget.afterMove(from: previous, in: state) {
                            proxy.scrollTo(target)
                        }
                    }
            }
        }
    }

    extension AnyTransition {
        /// How a level of a tree comes in (``MotionPolicy/LevelTransition``): sliding from the
        /// edge the person is going towards (trailing into a submenu, leading back out; both
        /// follow the layout direction), or fading under Reduce Motion.
        init(_ level: MotionPolicy.LevelTransition) {
            switch level {
            case .slide(let fromTrailingEdge):
                self = AnyTransition.move(edge: fromTrailingEdge ? .trailing : .leading).combined(with: .opacity)
            case .fade:
                self = .opacity
            }
        }
    }

    extension View {
        /// iOS 26 and macOS 26: the element VoiceOver focuses by default when focus moves on its
        /// own or the layout changes (the row the list opened at). Nothing with an older SDK.
        @ViewBuilder
        func defaultAccessibilityFocus<Value: Hashable>(
            _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
        ) -> some View {
            #if canImport(SwiftUI, _version: 7.0)
                if #available(iOS 26, macOS 26, visionOS 26, *) {
                    accessibilityDefaultFocus(binding, value)
                } else {
                    self
                }
            #else
                self
            #endif
        }

        /// A search query is typed as it is: no automatic capital (which would turn on smart
        /// case, rule F1, and hide lowercase labels), and the return key says "Search".
        @ViewBuilder
        func searchFieldTextInput() -> some View {
            #if os(iOS) || os(visionOS)
                textInputAutocapitalization(.never).submitLabel(.search)
            #else
                self
            #endif
        }
    }

    /// Reports a measurement of the view it is the background of (rule R5), through a preference:
    /// measured by layout, merged on the way up, recorded by the list once per change.
    @MainActor
    struct ListMeasurementReader<ID: Hashable>: View {
        let fill: (inout ListMeasurement<ID>, CGSize) -> Void

        var body: some View {
            GeometryReader { proxy in
                Color.clear.preference(key: ListMeasurementKey<ID>.self, value: measurement(proxy.size))
            }
        }

        private func measurement(_ size: CGSize) -> ListMeasurement<ID> {
            var measurement = ListMeasurement<ID>()
            fill(&measurement, size)
            return measurement
        }
    }

    /// The rows of an open list, in a lazy stack: only the rows on screen are built (rule P5).
    ///
    /// SwiftUI reads the identity of every element of a `ForEach` each time its body runs, an O(n)
    /// pass. Moving the highlight or toggling an option changes no row's identity, so this view is
    /// compared by the session's rows revision (which changes when the rows do: opening, a query,
    /// new options), by the parent's inputs revision (a row closure that changed, rule R3) and by
    /// what the rows draw that comes from the list (the least row height, which follows Dynamic
    /// Type, and the built-in words, which follow the language), and its body is skipped otherwise;
    /// each built row observes the model and redraws itself. The list style reaches the rows
    /// through the environment, which SwiftUI hands to every built row when it changes.
    @MainActor
    struct DropdownRows<Option, ID: Hashable, Row: View>: View, Equatable {
        /// Not observed: the rows observe it.
        let model: DropdownMenuModel<Option, ID>
        let lines: ListLines<ID>
        let revision: Int
        let inputRevision: InputRevision
        let rowMinimumHeight: CGFloat
        let strings: DropdownStrings
        /// The words of `strings` the rows draw, to compare.
        private let words: ListRowWords
        let row: (Option, DropdownRowState) -> Row
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        let focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding

        init(
            model: DropdownMenuModel<Option, ID>, lines: ListLines<ID>, revision: Int, inputRevision: InputRevision,
            rowMinimumHeight: CGFloat, strings: DropdownStrings, row: @escaping (Option, DropdownRowState) -> Row,
            send: @escaping (DropdownEvent<ID>) -> DropdownEventResult,
            focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding
        ) {
            self.model = model
            self.lines = lines
            self.revision = revision
            self.inputRevision = inputRevision
            self.rowMinimumHeight = rowMinimumHeight
            self.strings = strings
            words = ListRowWords(strings)
            self.row = row
            self.send = send
            self.focusedLine = focusedLine
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.revision == rhs.revision && lhs.inputRevision === rhs.inputRevision
                && lhs.rowMinimumHeight == rhs.rowMinimumHeight && lhs.words == rhs.words
        }

        var body: some View {
            LazyVStack(alignment: .leading, spacing: 0) {
                // R4: identified by option id, never by row index.
                ForEach(lines) { line in
                    Group {
                        switch line.content {
                        case .header(let title):
                            Text(title)
                                .font(Font(DropdownMetrics.current.headerFont))
                                .foregroundStyle(.secondary)
                                .padding(.horizontal, DropdownMetrics.current.contentPadding)
                                .padding(.vertical, DropdownMetrics.current.headerVerticalPadding)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .accessibilityAddTraits(.isHeader)
                        case .status:
                            if case .status(let status) = line.id {
                                DropdownStatusRowView(
                                    model: model, status: status, rowMinimumHeight: rowMinimumHeight,
                                    strings: strings, send: send)
                            }
                        case .option(let rowIndex):
                            DropdownRowView(
                                model: model, line: line.id, rowHint: rowIndex,
                                rowMinimumHeight: rowMinimumHeight, strings: strings, row: row,
                                send: send, focusedLine: focusedLine)
                        case nil:
                            if case .back(let parent) = line.id {
                                DropdownBackRowView(
                                    label: lines.backRowLabel(parent), back: strings.back,
                                    rowMinimumHeight: rowMinimumHeight, send: send)
                            }
                        }
                    }
                    .background(ListMeasurementReader<ID> { $0.lines[line.id] = Double($1.height) })
                }
            }
            .scrollTargetLayout()
        }
    }

    /// One option row: the app's row (or the default one) in a button drawn by the list style
    /// (highlight, separator), dimmed when disabled, with the selected trait; VoiceOver focus comes
    /// to it when the list opens on it.
    @MainActor
    struct DropdownRowView<Option, ID: Hashable, Row: View>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        /// The row's identity.
        let line: ListLineID<ID>
        /// The row it showed when its line was built: its position on each redraw, checked in
        /// O(1), instead of a search of the results by id.
        let rowHint: Int
        let rowMinimumHeight: CGFloat
        /// The list style, read where the row is drawn: a change reaches every built row.
        @Environment(\.dropdownListStyle) var listStyle
        let strings: DropdownStrings
        let row: (Option, DropdownRowState) -> Row
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        let focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding

        var body: some View {
            let state = model.session.displayed
            // The option is found at render time, with the inputs and positions the model has now,
            // never through a lookup captured before they were brought in step.
            if case .option(let id) = line, let rowIndex = state.row(of: id, hint: rowHint),
                let option = model.optionLookup()?.option(for: id)
            {
                rowButton(option, state: state, rowIndex: rowIndex)
            }
        }

        private func rowButton(_ value: Option, state: DropdownState<ID>, rowIndex: Int) -> some View {
            // R16: the core's O(1) accessors of one row; no option is built, and the only labels
            // read are the hint's and a search result's path.
            let id = state.visibleID(atRow: rowIndex)
            let isDisabled = !state.isEnabled(row: rowIndex)
            // The origin's look: a list opened by a tap does not tint the selected row.
            let isHighlighted = rowIndex == state.highlightedRow && model.session.displaysHighlight
            // Read live from the core, which `writeThrough` keeps equal to the binding (R1): a
            // toggle changes no row's identity, so the rows' parent is not redrawn.
            let isSelected = state.isSelected(id)
            let rowState = DropdownRowState(
                isSelected: isSelected, isHighlighted: isHighlighted, isDisabled: isDisabled,
                matchedRanges: state.matchedScalarRanges(atRow: rowIndex))
            let metrics = DropdownMetrics.current
            // H1, H8: a parent shows a chevron and its hint says that it opens a submenu; the core
            // words every row's hint (a disabled option's reason, else a parent's).
            let isParent = state.isParent(id)
            let hint = state.rowAccessibility(atRow: rowIndex, strings: strings).hint ?? ""
            // H6: a search result inside a submenu shows where it is, dimmed.
            let path = state.query.isEmpty ? [] : state.pathLabels(of: id)
            return Button {
                _ = send(.tapOption(id))
            } label: {
                HStack(spacing: metrics.checkmarkSpacing) {
                    VStack(alignment: .leading, spacing: 2) {
                        row(value, rowState)
                        if !path.isEmpty {
                            Text(path.joined(separator: " › "))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    if isParent {
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
                    listStyle: listStyle, isHighlighted: isHighlighted, isSelected: isSelected,
                    isDisabled: isDisabled, hasSeparator: ListLines.hasSeparator(belowRow: rowIndex, in: state))
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
            .accessibilityAddTraits(isSelected ? .isSelected : [])
            .accessibilityHint(hint)
            .accessibilityFocused(focusedLine, equals: line)
            // L3: a row built near the end lets paging ask for the next page.
            .onAppear { model.rowAppeared(id) }
        }
    }

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
            let state = model.session.displayed
            let metrics = DropdownMetrics.current
            let label = HStack(spacing: metrics.checkmarkSpacing) {
                if status.action == nil { ProgressView().controlSize(.small) }
                Text(strings.text(forStatusRow: status))
                    .foregroundStyle(status.action == nil ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
            }
            .dropdownRowFrame(minimumHeight: rowMinimumHeight)
            if let action = status.action,
                let row = state.statusRows.firstIndex(of: status).map({ $0 + state.visibleCount })
            {
                let isHighlighted = row == state.highlightedRow && model.session.displaysHighlight
                Button {
                    _ = send(.tapAction(action))
                } label: {
                    label
                }
                .buttonStyle(
                    DropdownRowButtonStyle(
                        listStyle: listStyle, isHighlighted: isHighlighted, isSelected: false, isDisabled: false,
                        hasSeparator: false)
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

    /// Draws a row's button through the list style, which receives the press (rows are buttons, so
    /// a scroll cancels a press, as in any list).
    @MainActor
    struct DropdownRowButtonStyle {
        let listStyle: AnyDropdownListStyle
        let isHighlighted: Bool
        let isSelected: Bool
        let isDisabled: Bool
        let hasSeparator: Bool

        func makeBody(configuration: Configuration) -> some View {
            // A press dims the row's content, as a plain button's label dims, and tints nothing;
            // the release fades back. The list style still learns of the press (`isPressed`).
            let metrics = DropdownMetrics.current
            let label = configuration.label
                .opacity(metrics.rowOpacity(isPressed: configuration.isPressed))
                .animation(configuration.isPressed ? nil : .easeOut(duration: 0.15), value: configuration.isPressed)
            let row = DropdownListRowConfiguration(
                content: .init(view: AnyView(label)), isHighlighted: isHighlighted,
                isSelected: isSelected, isDisabled: isDisabled, isPressed: configuration.isPressed,
                hasSeparator: hasSeparator)
            return listStyle.makeRow(row)
        }
    }

    // SwiftUI draws button styles on the main actor; the iOS 17 SDK (SwiftUI 5) does not say so yet.
    #if canImport(SwiftUI, _version: 6.0)
        extension DropdownRowButtonStyle: ButtonStyle {}
    #else
        extension DropdownRowButtonStyle: @preconcurrency ButtonStyle {}
    #endif

    /// The measurements of an open list, merged on their way up (rule R5).
    struct ListMeasurementKey<ID: Hashable>: PreferenceKey {
        static var defaultValue: ListMeasurement<ID> { ListMeasurement() }
        static func reduce(value: inout ListMeasurement<ID>, nextValue: () -> ListMeasurement<ID>) {
            value.merge(nextValue())
        }
    }
#endif
