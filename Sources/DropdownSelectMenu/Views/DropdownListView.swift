#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The open list: a search field at the top when the dropdown is searchable, then the rows (built
    /// lazily, only those on screen, rule P5) with section headers, or the empty state; scrolled to
    /// keep the highlighted row in view (rule P4); a modal for assistive technology that the escape
    /// gesture closes (rule A3). It measures what it builds (rule R5) and draws the core's state.
    @MainActor
    struct DropdownListView<Option, ID: Hashable, Row: View>: View {
        @ObservedObject var model: DropdownMenuModel<Option, ID>
        /// The row closure the parent gave last (rule R3), which the rows observe.
        let rows: DropdownRowSource<Option, Row>
        let searchPrompt: Text?
        let strings: DropdownStrings
        let maximumHeight: ListMaximumHeight
        /// The least height of a row: the metrics' (46 points, 24 on the Mac), scaled by Dynamic
        /// Type (rule A6).
        let rowMinimumHeight: CGFloat
        /// Whether the list opened above its field.
        let opensAbove: Bool
        /// Sends an event from the person.
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        /// Sends an event from a row: through the model, with what the view gave it last, since
        /// the rows' views outlive the update that built them (R3).
        let sendFromRows: (DropdownEvent<ID>) -> DropdownEventResult

        @FocusState private var isSearchFocused: Bool
        @AccessibilityFocusState private var focusedLine: ListLineID<ID>?
        @State private var searchKeys = SearchFieldKeyDelivery()
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.dropdownListStyle) private var listStyle

        init(
            model: DropdownMenuModel<Option, ID>, rows: DropdownRowSource<Option, Row>, searchPrompt: Text?,
            strings: DropdownStrings, maximumHeight: ListMaximumHeight, rowMinimumHeight: CGFloat,
            opensAbove: Bool, send: @escaping (DropdownEvent<ID>) -> DropdownEventResult,
            sendFromRows: @escaping (DropdownEvent<ID>) -> DropdownEventResult
        ) {
            self.model = model
            self.rows = rows
            self.searchPrompt = searchPrompt
            self.strings = strings
            self.maximumHeight = maximumHeight
            self.rowMinimumHeight = rowMinimumHeight
            self.opensAbove = opensAbove
            self.send = send
            self.sendFromRows = sendFromRows
        }

        var body: some View {
            // What the list shows: the core's state while open, frozen as it was drawn while the
            // list animates out (read once per update: O(depth)).
            let frame = model.session.frame
            // The list style draws the background, the shape and the shadow around the content.
            return listStyle.makeBody(
                DropdownListStyleConfiguration(
                    content: .init(
                        view: AnyView(
                            VStack(spacing: 0) {
                                searchField(frame)
                                content(frame)
                            })),
                    opensAbove: opensAbove)
            )
            .background { measure { $0.width = Double($1.width) } }
            .onPreferenceChange(ListMeasurementKey<ID>.self) { measurement in
                model.record(measurement, textSize: "\(dynamicTypeSize)", maximum: maximumHeight)
            }
            // R9, A3: VoiceOver focus moves to the row to open at, once the list has settled.
            // Each first attempt is a change of value; a retry leaves focus that arrived (FocusWrite).
            .onChange(of: model.session.rowFocus.attempt) {
                let focus = model.session.rowFocus
                let write = FocusWrite(target: focus.target, current: focusedLine, cleared: nil, isRetry: focus.isRetry)
                if let now = write.now { focusedLine = now }
                if let next = write.nextTurn { Task { @MainActor in focusedLine = next } }
            }
            .defaultAccessibilityFocus($focusedLine, model.session.rowFocus.target)
            .accessibilityElement(children: .contain)
            // A3, H3: the escape gesture goes up one level in a submenu, and closes at the top.
            .accessibilityAction(.escape) { _ = send(KeyboardMapping.escapeGesture(in: model.session.state)) }
        }

        // MARK: Search field

        @ViewBuilder
        private func searchField(_ frame: ListFrame<ID>) -> some View {
            if let searchPrompt {
                VStack(spacing: 0) {
                    TextField(
                        text: Binding(get: { frame.query }, set: { _ = send(.setQuery($0)) }),
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
                        switch KeyboardMapping.searchFieldKeyPress(event, isRepeat: press.phase == .repeat) {
                        case .ignore: return .ignored
                        case .take: return .handled
                        case .send: break
                        }
                        guard delivers(KeyboardKey(press.key), by: .keyPress) else { return .handled }
                        model.keyPressed()
                        return send(event).isHandled ? .handled : .ignored
                    }
                    // F3, F4: on iOS a text field keeps Up and Down for itself; the layer's key
                    // commands bring them here (SearchFieldKeyCommand), once per press.
                    .searchFieldKeyCommands(
                        isFocused: isSearchFocused,
                        selectionMode: { [model] in model.session.state.configuration.selectionMode }
                    ) { command in
                        guard let event: DropdownEvent<ID> = command.event(), delivers(command.key, by: .keyCommand)
                        else { return false }
                        model.keyPressed()
                        return sendFromRows(event).isHandled
                    }
                    // Return in a text field on iOS is the field's own (its `onSubmit`), and may not
                    // reach `onKeyPress`: the dependable path to choose the best match (F2). Nothing
                    // documents that a Return `onKeyPress` took does not also submit, so a press
                    // seen by both sends one Enter (SearchFieldKeyDelivery).
                    // R9: when the list stays open (M2, H2, L5), focus goes back to the field the
                    // submit ended, by the documented `FocusState` pattern of writing it in `onSubmit`;
                    // also when `onKeyPress` delivered that Return and the field submits after it.
                    .onSubmit {
                        if delivers(.returnKey, by: .submit) { _ = send(.key(.enter)) }
                        if model.searchFieldSubmitted() { isSearchFocused = true }
                    }
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

        /// Whether a key arriving from the search field by `path` sends its event: not when another
        /// path delivered it in this turn (SearchFieldKeyDelivery). The turn's keys are forgotten
        /// on the next turn (a main-actor task, as the focus writes above).
        private func delivers(_ key: KeyboardKey, by path: SearchFieldKeyDelivery.Path) -> Bool {
            let isFirst = searchKeys.arrives(key, by: path)
            if isFirst { Task { @MainActor in searchKeys.turnEnded() } }
            return isFirst
        }

        // MARK: Rows

        @ViewBuilder
        private func content(_ frame: ListFrame<ID>) -> some View {
            if let empty = frame.emptyState {
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
            if frame.lines.hasRows {
                // H2, H3: the two levels overlap while one replaces the other (in the list's
                // VStack they would stack, doubling its height), clipped to the list.
                ZStack {
                    level(frame)
                }
                .clipped()
            }
        }

        /// The rows of the current level, in their scroll view, made at the line the session says
        /// the level opens at (P4).
        private func level(_ frame: ListFrame<ID>) -> some View {
            let highlighted = HighlightedLine(row: frame.highlightedRow, in: frame.lines, query: frame.query)
            return DropdownLevelScroller(
                startingAt: ListScrollTarget.levelStart(
                    opening: model.session.openingScrollTarget, highlighted: highlighted, query: frame.query),
                highlighted: highlighted,
                scrolled: { [model] in model.listScrolled(to: $0) }
            ) {
                DropdownRows(
                    model: model, elements: model.session.listElements(for: frame),
                    revision: model.session.rowsRevision,
                    rowMinimumHeight: rowMinimumHeight, strings: strings, rows: rows, send: sendFromRows,
                    focusedLine: $focusedLine
                )
                .equatable()
            }
            // H2, H3: each level is its own view, so that going into a submenu or back out of it
            // inserts the new level with its transition (R13: on the inserted view), and makes its
            // scroll view at its own line. The level it replaces fades out in place: a removed view
            // keeps the transition it had when last drawn, so a slide would go the previous move's way.
            .id(frame.submenuPath)
            .transition(.asymmetric(insertion: AnyTransition(model.session.levelEntrance), removal: .opacity))
        }

        private func measure(
            _ fill: @escaping (inout ListMeasurement<ID>, CGSize) -> Void
        ) -> some View {
            ListMeasurementReader(fill: fill)
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
#endif
