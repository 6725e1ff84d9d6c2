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
        /// Whether the list is shown as a sheet, whose toolbar has its own Done button (A7).
        let inSheet: Bool
        /// Sends an event from the person in the list (a row, the search field, the escape gesture,
        /// "Done"): through the model, with what the dropdown's view gave it last, since a list in
        /// the window layer or a container outlives the update that built it (R3).
        let send: (DropdownEvent<ID>) -> DropdownEventResult

        @FocusState private var isSearchFocused: Bool
        @AccessibilityFocusState private var focusedLine: ListLineID<ID>?
        @State private var searchKeys = SearchFieldKeyDelivery()
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.dropdownListStyle) private var listStyle

        init(
            model: DropdownMenuModel<Option, ID>, rows: DropdownRowSource<Option, Row>, searchPrompt: Text?,
            strings: DropdownStrings, maximumHeight: ListMaximumHeight, rowMinimumHeight: CGFloat,
            opensAbove: Bool, inSheet: Bool, send: @escaping (DropdownEvent<ID>) -> DropdownEventResult
        ) {
            self.model = model
            self.rows = rows
            self.searchPrompt = searchPrompt
            self.strings = strings
            self.maximumHeight = maximumHeight
            self.rowMinimumHeight = rowMinimumHeight
            self.opensAbove = opensAbove
            self.inSheet = inSheet
            self.send = send
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
                        return send(event).isHandled
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
                    rowMinimumHeight: rowMinimumHeight, strings: strings, rows: rows, send: send,
                    focusedLine: $focusedLine,
                    endsWithDone: ListDoneElement.isOffered(
                        mode: model.session.state.configuration.selectionMode, inSheet: inSheet)
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

    /// A level's scroll view. Where it is scrolled is its own state, whose initial value, taken once
    /// when the level's view is made, is the line to open at (P4): the scroll view is created there
    /// instead of scrolling after it appeared, which is lost while the list or the level animates in.
    ///
    /// SwiftUI updates that state as the person scrolls (`scrollPosition(id:anchor:)` over the
    /// rows' `scrollTargetLayout()`, Apple's documented way to learn which view is scrolled to), and
    /// the scroll view reports each new element, so that a long list's window follows (R16).
    @MainActor
    struct DropdownLevelScroller<ID: Hashable, Content: View>: View {
        /// The highlighted row, its line and the query, kept in view while any of them changes.
        let highlighted: HighlightedLine<ID>
        /// Reports the element at the scroll position, after SwiftUI changed it.
        let scrolled: (ListElementID<ID>) -> Void
        let content: Content
        @State private var scrolledElement: ListElementID<ID>?

        init(
            startingAt line: ListLineID<ID>?, highlighted: HighlightedLine<ID>,
            scrolled: @escaping (ListElementID<ID>) -> Void, @ViewBuilder content: () -> Content
        ) {
            self.highlighted = highlighted
            self.scrolled = scrolled
            self.content = content()
            _scrolledElement = State(initialValue: line.map(ListElementID.line))
        }

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { content }
                    .scrollPosition(id: $scrolledElement, anchor: .center)
                    .scrollBounceBehavior(.basedOnSize)
                    .onChange(of: highlighted) { previous, current in
                        // P4: while moving, and after each query (even one that keeps the best match
                        // on the same row), scroll only as much as needed (no anchor), in the event's
                        // transaction, which does not animate (R14). The session built the target's
                        // line in this update, however far it is in a long list (R16).
                        if let target = ListScrollTarget.afterChange(from: previous, to: current) {
                            proxy.scrollTo(ListElementID<ID>.line(target))
                        }
                    }
                    // R16: outside any body, as the rows' own appearances are reported.
                    .onChange(of: scrolledElement) { _, element in
                        if let element { scrolled(element) }
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
    /// SwiftUI reads the identity of every element of a `ForEach` each time its body runs. The
    /// elements are the session's window of the lines (``ListWindow``): every line of a list of a
    /// few thousand, a few hundred lines and gaps for a longer one, so the pass does not grow with
    /// the list (cheap besides: a line's identity is an identifier, no label). Moving the highlight,
    /// toggling an option or a parent update changes no row's identity, so this view's body is
    /// skipped unless one of these changed (rule R16):
    /// - the session's rows revision (which changes when the rows do: opening, a query, new
    ///   options);
    /// - a long list's window, or the heights its gaps are estimated at;
    /// - the least row height, which follows Dynamic Type;
    /// - the built-in words, which follow the language.
    ///
    /// Each built row observes the model and the parent's latest row closure
    /// (``DropdownRowSource``) and redraws itself; the list style reaches the rows through the
    /// environment, which SwiftUI hands to every built row when it changes.
    @MainActor
    struct DropdownRows<Option, ID: Hashable, Row: View>: View, Equatable {
        /// Not observed: the rows observe it.
        let model: DropdownMenuModel<Option, ID>
        /// The lines' identities (not the core's state), as many as the window builds.
        let elements: ListWindowElements<ID>
        /// Which lines are built, to compare.
        private let window: ListWindow
        /// The heights a row and a header in a gap are estimated at, to compare; none without gaps.
        private let gapHeights: [Double]
        let revision: Int
        let rowMinimumHeight: CGFloat
        let strings: DropdownStrings
        /// The words of `strings` the rows draw, to compare.
        private let words: ListRowWords
        /// Not compared: the rows observe it.
        let rows: DropdownRowSource<Option, Row>
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        let focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding
        /// Whether the lines end with "Done" for assistive technology (A7), to compare.
        let endsWithDone: Bool

        init(
            model: DropdownMenuModel<Option, ID>, elements: ListWindowElements<ID>, revision: Int,
            rowMinimumHeight: CGFloat,
            strings: DropdownStrings, rows: DropdownRowSource<Option, Row>,
            send: @escaping (DropdownEvent<ID>) -> DropdownEventResult,
            focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding, endsWithDone: Bool
        ) {
            self.model = model
            self.elements = elements
            window = elements.window
            gapHeights = window.hasGaps ? [elements.rowHeight, elements.headerHeight] : []
            self.revision = revision
            self.rowMinimumHeight = rowMinimumHeight
            self.strings = strings
            words = ListRowWords(strings)
            self.rows = rows
            self.send = send
            self.focusedLine = focusedLine
            self.endsWithDone = endsWithDone
        }

        /// Equal when what the rows draw from these values is: the rows' revision, their least
        /// height, their words, the window, the gaps' heights and whether "Done" ends them. The list style is not among them:
        /// each row reads it from the environment (`dropdownListStyle`), and SwiftUI hands a changed
        /// environment value to the views that read it even when this view's body is skipped.
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.revision == rhs.revision && lhs.rowMinimumHeight == rhs.rowMinimumHeight && lhs.words == rhs.words
                && lhs.window == rhs.window && lhs.gapHeights == rhs.gapHeights && lhs.endsWithDone == rhs.endsWithDone
        }

        var body: some View {
            LazyVStack(alignment: .leading, spacing: 0) {
                // R4: identified by option id, never by row index; a gap by its block.
                ForEach(elements) { element in
                    switch element.content {
                    case .line(let line):
                        lineView(line)
                    case .gap(let block, let height):
                        // R16: room for lines not built, which draws nothing and which assistive
                        // technology does not see. When the lazy stack builds it, it is on screen
                        // (or about to be) and opens: the mechanism of the pagination pattern, a
                        // row's `onAppear` in a lazy stack, as the rows report themselves (Apple's
                        // "Creating performant scrollable stacks").
                        Color.clear
                            .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
                            .accessibilityHidden(true)
                            .onAppear { model.gapAppeared(block) }
                    }
                }
                if endsWithDone { doneLine }
            }
            .scrollTargetLayout()
        }

        /// A7: "Done", for assistive technology, after the last line of an open multiple selection,
        /// which stays open after each choice (M2): activating it closes the list as Escape does at
        /// the top (``ListDoneElement``). The lazy stack's last line, so VoiceOver and Switch
        /// Control reach it only after the list's real last row, whichever rows the stack has
        /// built. It draws nothing and takes no room or taps, so the list's measured height (R5)
        /// and its placement are its rows': a clear line one point tall made an element by
        /// `accessibilityElement()` (documented as a new element whose properties are the
        /// modifiers' own), with the button trait and a default action (what VoiceOver's double
        /// tap, VO-Space on the Mac and Switch Control's select perform), then pulled up over the
        /// last row's edge by its padding, outside the element.
        private var doneLine: some View {
            Color.clear
                .frame(maxWidth: .infinity)
                .frame(height: 1)
                .accessibilityElement()
                .accessibilityLabel(Text(verbatim: ListDoneElement.label(in: strings)))
                .accessibilityAddTraits(.isButton)
                .accessibilityAction(.default) { _ = send(ListDoneElement.event()) }
                .allowsHitTesting(false)
                .padding(.top, -1)
        }

        /// A line of the list: a section header, a status row, an option's row or the back row.
        @ViewBuilder
        private func lineView(_ line: ListLine<ID>) -> some View {
            Group {
                switch line.content {
                case .header(let title):
                    DropdownSectionHeaderView(header: ListHeader(title: title))
                case .status:
                    if case .status(let status) = line.id {
                        DropdownStatusRowView(
                            model: model, status: status, rowMinimumHeight: rowMinimumHeight,
                            strings: strings, send: send)
                    }
                case .option(let rowIndex):
                    if case .option(let id) = line.id {
                        DropdownRowView(
                            model: model, rows: rows, id: id, rowHint: rowIndex,
                            rowMinimumHeight: rowMinimumHeight, strings: strings, send: send,
                            focusedLine: focusedLine)
                    }
                case nil:
                    if case .back = line.id {
                        DropdownBackRowView(
                            label: elements.lines.backRowLabel, back: strings.back,
                            rowMinimumHeight: rowMinimumHeight, send: send)
                    }
                }
            }
            .background(ListMeasurementReader<ID> { $0.lines[line.id] = Double($1.height) })
        }
    }

    /// A section header (``ListHeader``): its title in the secondary style, a heading for VoiceOver's
    /// rotor; or, untitled (where options without a section follow a section), a divider between
    /// two gaps that VoiceOver neither reads nor stops on (no empty heading).
    @MainActor
    struct DropdownSectionHeaderView: View {
        let header: ListHeader

        var body: some View {
            let metrics = DropdownMetrics.current
            switch header {
            case .heading(let title):
                Text(title)
                    .font(Font(metrics.headerFont))
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, metrics.contentPadding)
                    .padding(.vertical, metrics.headerVerticalPadding)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.isHeader)
            case .gap:
                Divider()
                    .padding(.vertical, metrics.headerVerticalPadding)
                    .frame(maxWidth: .infinity)
                    .accessibilityHidden(true)
            }
        }
    }

    /// The parent's latest row closure (rule R3), which every built row draws with: the parent's
    /// update hands it over here (``supply(_:)``), and the rows that observe it redraw, O(rows
    /// built), without an identity pass over every row (rule R16).
    @MainActor
    final class DropdownRowSource<Option, Row: View>: ObservableObject {
        /// Draws an option's row.
        private(set) var make: (Option, DropdownRowState) -> Row

        init(_ make: @escaping (Option, DropdownRowState) -> Row) {
            self.make = make
        }

        /// The parent supplied its row closure again (after each of its updates).
        func supply(_ make: @escaping (Option, DropdownRowState) -> Row) {
            objectWillChange.send()
            self.make = make
        }
    }

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
