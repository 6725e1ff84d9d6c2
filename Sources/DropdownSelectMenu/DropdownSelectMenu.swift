#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// A dropdown select menu: a field whose list of options grows out of it, floats over the content
    /// below, and collapses when an option is chosen.
    ///
    /// ```swift
    /// @State private var shipping: String? = "Standard"
    ///
    /// DropdownSelectMenu(
    ///     title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
    ///     selection: $shipping, placeholder: "Select", label: { $0 })
    /// ```
    ///
    /// Every behaviour comes from `DropdownCore`: the view maps taps, keys and pointer hover to core
    /// events and draws the core's state. It works with the keyboard (arrows, Home/End, Page keys,
    /// Return, Space, Escape, Tab, typeahead), VoiceOver (a button with a label, a value and a hint;
    /// a modal list whose rows carry the selected trait; announcements), Dynamic Type (rows of at
    /// least 44 points that grow), Reduce Motion (a fade) and right-to-left layouts. Long lists scroll
    /// and build only the rows on screen. Put `.dropdownContainer()` on the screen so lists are never
    /// clipped or covered, and flip above their field near the bottom edge.
    @MainActor
    public struct DropdownSelectMenu<Option: Hashable, Row: View>: View {
        private let title: LocalizedStringResource
        private let options: [Option]
        private let placeholder: String
        private let label: (Option) -> String
        private let isDisabled: (Option) -> Bool
        private let section: ((Option) -> String?)?
        private let selection: DropdownSelectionBinding<Option>
        private let isPresented: Binding<Bool>?
        private let row: (Option, DropdownRowState) -> Row
        /// A new value each time the parent supplies the inputs (R3): see `onChange(of:)` below.
        private let inputRevision = InputRevision()

        @StateObject private var model: DropdownMenuModel<Option>
        @StateObject private var window = WindowProbe()
        @FocusState private var isFieldFocused: Bool
        @AccessibilityFocusState private var isFieldAccessibilityFocused: Bool
        /// The whole environment, handed to a list a container draws elsewhere (rule R8).
        @Environment(\.self) private var environment
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.dropdownSelectMenuStyle) private var style
        @Environment(\.dropdownDirection) private var direction
        @Environment(\.dropdownMaximumHeight) private var maximumHeight
        @Environment(\.dropdownAnimation) private var animation
        @Environment(\.dropdownSearchPrompt) private var searchPrompt
        @Environment(\.dropdownStrings) private var strings
        @Environment(\.dropdownContainerID) private var containerID
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        // First guesses of heights, scaled by Dynamic Type; measurement replaces them (rule R5).
        @ScaledMetric(relativeTo: .body) private var rowGuess: CGFloat = 44
        @ScaledMetric(relativeTo: .footnote) private var headerGuess: CGFloat = 30
        @ScaledMetric(relativeTo: .body) private var searchFieldGuess: CGFloat = 45

        init(
            title: LocalizedStringResource, options: [Option], selection: DropdownSelectionBinding<Option>,
            placeholder: String, label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool,
            section: ((Option) -> String?)?, isPresented: Binding<Bool>?,
            row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.title = title
            self.options = options
            self.placeholder = placeholder
            self.label = label
            self.isDisabled = isDisabled
            self.section = section
            self.selection = selection
            self.isPresented = isPresented
            self.row = row
            // Built once, when SwiftUI first creates the view's storage (the autoclosure), not on
            // every update of the parent; later inputs reach it through `inputRevision`.
            _model = StateObject(
                wrappedValue: DropdownMenuModel(
                    session: DropdownSession(
                        inputs: OptionInputs(options: options, label: label, isDisabled: isDisabled, section: section),
                        selection: selection.values, mode: selection.mode,
                        guesses: .init(row: 44, header: 30, searchField: 45))))
        }

        private var isFloating: Bool { style.listPresentation == .floating }

        /// What the model needs with each event: this update's inputs, bindings and environment.
        private var link: DropdownLink<Option> {
            DropdownLink(
                inputs: OptionInputs(options: options, label: label, isDisabled: isDisabled, section: section),
                selection: selection, isPresented: isPresented, isEnabled: isEnabled,
                // An inline list (`.chips`) is drawn in place: nothing to hand to a container.
                container: isFloating ? containerID : nil,
                isSearchable: searchPrompt != nil,
                guesses: .init(row: Double(rowGuess), header: Double(headerGuess), searchField: Double(searchFieldGuess)),
                // A5: under Reduce Motion the list fades, briefly, whatever the animation asked for.
                animation: reduceMotion ? (animation == nil ? nil : .easeInOut(duration: 0.15)) : animation,
                strings: strings)
        }

        public var body: some View {
            let state = model.session.state
            VStack(alignment: .leading, spacing: 8) {
                field(state)
                    .background(WindowReader(probe: window).accessibilityHidden(true))
                    .anchorPreference(key: DropdownListPreferenceKey.self, value: .bounds) { anchor in
                        guard isFloating, model.session.delivery.sendsRequest, let containerID else { return [] }
                        return [listRequest(field: anchor, container: containerID)]
                    }
                    .overlay(alignment: .topLeading) {
                        if isFloating {
                            DropdownOwnListOverlay(
                                isShown: model.session.delivery.drawsOwnList, window: window,
                                place: place(field:bounds:), list: listView, transition: listTransition,
                                placed: { model.ownListPlaced($0) }, dismiss: { send(.tapOutside) })
                        }
                    }
                if !isFloating && state.isOpen {
                    DropdownChipsView(model: model, selection: selection.snapshot, strings: strings, send: { send($0) })
                        // R13: on the inserted view itself.
                        .transition(reduceMotion ? .opacity : .opacity.combined(with: .move(edge: .top)))
                }
            }
            // Without a container, the list in the field's overlay floats over the views after
            // this one in the same stack (seed 003's dropdowns in a VStack).
            .zIndex(state.isOpen ? 1 : 0)
            .onAppear(perform: appeared)
            .onDisappear { model.disappeared() }
            // R3: the parent supplied the inputs again; the closures may return something else now.
            .onChange(of: inputRevision) { model.inputsSupplied(link) }
            // R1: the binding changed elsewhere; the core takes it.
            .onChange(of: selection.snapshot) { model.bringInStep(link) }
            .onChange(of: searchPrompt != nil) { _, isSearchable in model.setSearchable(isSearchable) }
            .onChange(of: isPresented?.wrappedValue) { _, wanted in
                if let wanted { presentationChanged(to: wanted) }
            }
            .onChange(of: isEnabled) { _, enabled in
                // Item 14: a dropdown that becomes disabled while open closes.
                if PresentationSync.closesOnDisable(isEnabled: enabled, isOpen: model.session.state.isOpen) {
                    send(.close, origin: .program)
                }
            }
            // R7: after the update that sent a request, wait one turn for the container's answer.
            .onChange(of: model.session.delivery) { model.scheduleDeliveryDeadline() }
            // Item 11: feedback for the person's own commits only, not for the program's changes.
            .sensoryFeedback(.selection, trigger: model.session.userCommits)
        }

        private func appeared() {
            // The inputs may have changed between the model's creation and now (R3).
            model.inputsSupplied(link)
            model.setSearchable(searchPrompt != nil)
            window.onWindowChange = { [model] window in model.attach(toWindow: window) }
            model.attach(toWindow: window.window)
            if let wanted = isPresented?.wrappedValue { presentationChanged(to: wanted) }
        }

        /// `isPresented` changed (or started `true`): open or close, or refuse (item 14).
        private func presentationChanged(to wanted: Bool) {
            let sync: (event: DropdownEvent<Option>?, writeBack: Bool?) = PresentationSync.reconcile(
                wanted: wanted, isOpen: model.session.state.isOpen, isEnabled: isEnabled)
            if let event = sync.event { send(event, origin: .program) }
            if let writeBack = sync.writeBack { isPresented?.wrappedValue = writeBack }
        }

        // MARK: Field

        /// The field: one focus stop (no button inside a focusable stack), activated by a tap, a
        /// click, the keyboard or VoiceOver; the style draws focus, the system does not (rule R10).
        private func field(_ state: DropdownState<Option>) -> some View {
            let candidates = FieldValue.candidates(
                bound: selection.values, coreOrder: state.selection, options: options, label: label,
                placeholder: placeholder, strings: strings)
            let isPlaceholder = selection.values.isEmpty
            let configuration = DropdownSelectMenuStyleConfiguration(
                title: Text(title), value: .init(candidates: candidates), isPlaceholder: isPlaceholder,
                isOpen: state.isOpen, isFocused: model.session.fieldFocus.showsFocus, isEnabled: isEnabled)
            return style.makeBody(configuration)
                .contentShape(Rectangle())
                .onTapGesture {
                    model.fieldTapped()
                    send(.tapField)
                }
                .onHover { model.fieldHovered($0) }
                .focusable(isEnabled)
                .focused($isFieldFocused)
                .focusEffectDisabled()
                .onChange(of: isFieldFocused) { _, focused in model.fieldFocusChanged(focused) }
                .onKeyPress(phases: [.down, .repeat], action: keyPressed)
                // A1: a button whose label is the title and whose value is the selection, read from
                // the binding (the first candidate: every label).
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(Text(title))
                .accessibilityValue(candidates[0])
                .accessibilityHint(state.isOpen ? strings.hidesOptions : strings.showsOptions)
                .accessibilityAction { send(.tapField) }
                .accessibilityFocused($isFieldAccessibilityFocused)
                // R13: no decorative animation (border, chevron) under Reduce Motion.
                .transaction { if reduceMotion { $0.animation = nil } }
        }

        /// R11: held keys repeat where holding should repeat (arrows, Page keys, characters).
        private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
            guard let event: DropdownEvent<Option> = press.dropdownEvent() else { return .ignored }
            if press.phase == .repeat && !KeyboardMapping.repeats(event) {
                return model.session.state.isOpen ? .handled : .ignored
            }
            model.keyPressed()
            return send(event).isHandled ? .handled : .ignored
        }

        // MARK: List

        private func listView(_ placement: DropdownPlacement) -> some View {
            DropdownListView(
                model: model, selection: selection, inputRevision: inputRevision, searchPrompt: searchPrompt,
                strings: strings,
                maximumHeight: maximumHeight, rowMinimumHeight: rowGuess, row: row, send: { send($0) })
        }

        /// Where the list goes for the field's frame inside bounds (P1–P3): the side it opened on
        /// while it stays open (P2), its measured size (R5).
        private func place(field: CGRect, bounds: CGRect) -> DropdownPlacement {
            let size = model.session.listSize(maximum: maximumHeight, hasSearchField: searchPrompt != nil)
            return size.placement(
                field: DropdownRect(field), bounds: DropdownRect(bounds),
                direction: model.session.sideLock.direction(requested: direction))
        }

        /// A5: the list grows from its edge next to the field, with opacity; under Reduce Motion it
        /// fades.
        private func listTransition(_ side: DropdownDirection) -> AnyTransition {
            if reduceMotion { return .opacity }
            return .scale(scale: 0.94, anchor: side == .above ? .bottom : .top).combined(with: .opacity)
        }

        private func listRequest(field: Anchor<CGRect>, container: UUID) -> DropdownListRequest {
            let generation = model.session.delivery.request
            return DropdownListRequest(
                id: .init(dropdown: model.id, generation: generation), container: container, field: field,
                place: place(field:bounds:),
                // R8: the list is built in the container's overlay, with this dropdown's
                // environment (tint, font, color scheme, locale, Dynamic Type, layout direction,
                // disabled), as if it were inside the dropdown. `tint` has no public environment
                // key, so the whole environment is forwarded.
                content: { [environment] placement in AnyView(listView(placement).environment(\.self, environment)) },
                transition: listTransition,
                confirm: { [model] placement in
                    model.containerConfirmed(request: generation, container: container, placement: placement)
                },
                withdraw: { [model] in model.containerWithdrew(request: generation) },
                dismiss: { send(.tapOutside) })
        }

        // MARK: Events

        /// Sends an event to the model, and moves focus as the outcome says (rules A3, R9).
        @discardableResult
        private func send(_ event: DropdownEvent<Option>, origin: EventOrigin = .user) -> DropdownEventResult {
            let outcome = model.send(event, origin: origin, link: link)
            if outcome.keyboardFocus == .field { isFieldFocused = true }
            if outcome.returnsAccessibilityFocus { isFieldAccessibilityFocused = true }
            return outcome.result
        }
    }

    /// A token that is new each time a dropdown's initializer runs (each update of its parent), so
    /// `onChange(of:)` notices that the inputs were supplied again. Compared by identity: O(1).
    final class InputRevision: Equatable, Sendable {
        static func == (lhs: InputRevision, rhs: InputRevision) -> Bool { lhs === rhs }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow {
        /// A dropdown of options, one of which may be selected (the origin's initializer).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; they must be unique.
        ///   - selection: the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Option?>,
            placeholder: String = "Choose", label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, selection: .single(selection), placeholder: placeholder,
                label: label, isDisabled: isDisabled, section: section, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options, any number of which may be selected: choosing toggles an option and
        /// keeps the list open, and the field summarises the selection (rules M1–M5).
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<Option>>,
            placeholder: String = "Choose", label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, selection: .multiple(selection), placeholder: placeholder,
                label: label, isDisabled: isDisabled, section: section, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu {
        /// A dropdown of options, one of which may be selected, with rows drawn by `row`.
        ///
        /// The label still names each option for typeahead, search and VoiceOver; `row` draws it,
        /// told whether it is selected, highlighted or disabled by ``DropdownRowState``.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Option?>,
            placeholder: String = "Choose", label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, selection: .single(selection), placeholder: placeholder,
                label: label, isDisabled: isDisabled, section: section, isPresented: isPresented, row: row)
        }

        /// A dropdown of options, any number of which may be selected, with rows drawn by `row`.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<Option>>,
            placeholder: String = "Choose", label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, selection: .multiple(selection), placeholder: placeholder,
                label: label, isDisabled: isDisabled, section: section, isPresented: isPresented, row: row)
        }
    }
#endif
