#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// A dropdown select menu: a field whose list of options grows out of it, floats over the content
    /// below, and collapses when an option is chosen.
    ///
    /// ```swift
    /// struct CheckoutView: View {
    ///     @State private var shipping: String? = "Standard"
    ///
    ///     var body: some View {
    ///         DropdownSelectMenu(
    ///             title: "Shipping", options: ["Standard", "Express", "Overnight", "Pickup"],
    ///             selection: $shipping, placeholder: "Select", label: { $0 })
    ///     }
    /// }
    /// ```
    ///
    /// ## Creating a dropdown
    ///
    /// Options are identified as `ForEach` identifies its data: by the option itself when it is
    /// `Hashable` (the origin's initializer), by an `id:` key path, or by the `id` of
    /// `Identifiable` options. Each of the three has an initializer that draws the default rows
    /// and one that takes a `row:` closure. All six share these parameters:
    ///
    /// - `title`: the field's title, looked up like a `Text`'s literal.
    /// - `options`: the options, in list order. Identifiers must be unique, across the whole
    ///   tree for a tree (rule C3).
    /// - `children`: for a tree, the key path to an option's children, as `OutlineGroup` takes
    ///   it: `nil` or empty for a leaf. A parent opens a submenu and is never selected (rules
    ///   H1–H9). A row in a submenu reads its ancestors' children each time it is drawn, so make
    ///   it a stored property, not one that sorts or filters.
    /// - `selection`: the identifier of the selected option, or `nil` (`ID?`); or the
    ///   identifiers of the selected options (`Set<ID>`). See ``DropdownSelection``.
    /// - `placeholder`: what the field shows with nothing selected, looked up like the title;
    ///   "Choose" in the person's language by default. A `String` variable interpolated,
    ///   `"\(name)"`, is shown as it is.
    /// - `label`: the text of an option (a closure or a key path): shown in its row, matched by
    ///   typeahead and search, read by VoiceOver.
    /// - `isDisabled`: whether an option is shown but cannot be chosen; a disabled parent's
    ///   children are disabled too.
    /// - `disabledReason`: why a disabled option cannot be chosen, read by VoiceOver as its row's
    ///   hint (rule A2); `nil` for no reason.
    /// - `section`: the heading of the group an option belongs to, among the options of its
    ///   level.
    /// - `isPresented`: whether the list is open, to open or close it from code and observe it.
    ///
    /// ## Behaviour
    ///
    /// Every behaviour comes from `DropdownCore`: the view maps taps, keys and pointer hover to core
    /// events and draws the core's state. It works with:
    /// - the keyboard: arrows, Home/End, Page keys, Return, Space, Escape, Tab, typeahead;
    /// - VoiceOver: a button with a label, a value and a hint; a modal
    ///   list whose rows carry the selected trait, and that a multiple selection ends with "Done";
    ///   announcements;
    /// - Dynamic Type: rows of at least 46 points that grow; Mac-sized rows on the Mac;
    /// - Reduce Motion (the list fades in and out; nothing grows, slides or turns) and right-to-left
    ///   layouts.
    ///
    /// Long lists scroll and build only the rows on screen. Put `.dropdownContainer()` on the screen
    /// so lists are never clipped or covered, and flip above their field near the bottom edge.
    @MainActor
    public struct DropdownSelectMenu<Option, ID: Hashable, Row: View>: View {
        private let title: LocalizedStringResource
        private let inputs: OptionInputs<Option, ID>
        private let placeholder: LocalizedStringResource
        private let selection: DropdownSelectionBinding<ID>
        private let isPresented: Binding<Bool>?
        private let row: (Option, DropdownRowState) -> Row
        /// A new value each time the parent supplies the inputs (R3): see `onChange(of:)` below.
        private let inputRevision = InputRevision()
        private let metrics = DropdownMetrics.current

        @StateObject private var model: DropdownMenuModel<Option, ID>
        /// The row closure the rows draw with, handed over after each update of the parent (R3).
        /// Held in `@State`, which keeps the object without observing it (unlike `@StateObject`):
        /// handing the closure over redraws the rows, which observe it (`DropdownRowView`), and
        /// not this view, whose body would otherwise run twice per update of the parent (R16).
        @State private var rowSource: DropdownRowSource<Option, Row>
        /// Installs the window's layer when the dropdown joins a window (R7).
        @StateObject private var window = WindowProbe(installsLayer: true)
        @FocusState private var isFieldFocused: Bool
        @AccessibilityFocusState private var isFieldAccessibilityFocused: Bool
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.dropdownSelectMenuStyle) private var style
        @Environment(\.dropdownDirection) private var direction
        @Environment(\.dropdownMaximumHeightChoice) private var maximumHeightChoice
        @Environment(\.dropdownAnimationChoice) private var animationChoice
        @Environment(\.dropdownSearchPrompt) private var searchPrompt
        @Environment(\.dropdownStrings) private var strings
        @Environment(\.dropdownBehavior) private var modifiersBehavior
        @Environment(\.dropdownOptionSources) private var sources
        @Environment(\.dropdownContainer) private var container
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.locale) private var locale
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.dropdownFieldWords) private var fieldWords
        @Environment(\.dropdownValidationIsActive) private var validationIsActive
        @Environment(\.dropdownPresentation) private var presentationPreference
        @Environment(\.dropdownChangeActions) private var changeActions
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        #if os(iOS) || os(visionOS)
            @Environment(\.verticalSizeClass) private var verticalSizeClass
        #endif
        /// The detents of the open list's sheet, when it opened as one: chosen as it opens, kept
        /// while it is open (``ListPresentationChoice``).
        @State private var sheetDetents: ListPresentationChoice.SheetDetents?
        // First guesses of heights, scaled by Dynamic Type; measurement replaces them (rule R5).
        @ScaledMetric(relativeTo: .body) private var rowGuess = CGFloat(DropdownMetrics.current.rowMinimumHeight)
        @ScaledMetric(relativeTo: .footnote) private var headerGuess: CGFloat = 30
        @ScaledMetric(relativeTo: .body) private var searchFieldGuess = CGFloat(
            DropdownMetrics.current.rowMinimumHeight)

        /// Creates a dropdown; every public initializer comes here.
        init(
            title: LocalizedStringResource, inputs: OptionInputs<Option, ID>,
            selection: DropdownSelectionBinding<ID>, placeholder: LocalizedStringResource, isPresented: Binding<Bool>?,
            row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.title = title
            self.inputs = inputs
            self.placeholder = placeholder
            self.selection = selection
            self.isPresented = isPresented
            self.row = row
            // Built once, when SwiftUI first creates the view's storage (the autoclosure), not on
            // every update of the parent; later inputs reach it through `inputRevision`, later
            // settings with the next event.
            let metrics = DropdownMetrics.current
            _model = StateObject(
                wrappedValue: DropdownMenuModel(
                    session: DropdownSession(
                        inputs: inputs, selection: selection.values, mode: selection.mode,
                        guesses: .init(
                            row: metrics.rowMinimumHeight, header: 30, searchField: metrics.rowMinimumHeight))))
            _rowSource = State(initialValue: DropdownRowSource(row))
        }

        /// The same dropdown with its inputs changed, made before SwiftUI makes its storage: what
        /// a modifier of the dropdown itself (``dropdownSearchKeywords(_:)``) sets reaches the core
        /// from the first frame, and on every update of the parent as the initializer's closures do.
        func changingInputs(_ change: (inout OptionInputs<Option, ID>) -> Void) -> DropdownSelectMenu {
            var inputs = inputs
            change(&inputs)
            return DropdownSelectMenu(
                title: title, inputs: inputs, selection: selection, placeholder: placeholder, isPresented: isPresented,
                row: row)
        }

        private var isFloating: Bool { style.listPresentation == .floating }

        /// Whether the open list floats next to the field: not drawn in place, not in a sheet.
        private var floatsList: Bool { isFloating && sheetDetents == nil }

        /// How the next opening presents its list, from the app's preference and the
        /// circumstances now: the text size, the window's height, the keyboard. Read when an event
        /// may open the list, never in a body (the keyboard is read from the window's layer).
        private var presentationChoice: ListPresentationChoice {
            var circumstances = ListPresentationChoice.Circumstances.ordinary
            circumstances.isAccessibilitySize = dynamicTypeSize.isAccessibilitySize
            circumstances.keyboardIsUp = window.keyboardIsDocked
            circumstances.raisesKeyboard = searchPrompt != nil
            circumstances.isInline = !isFloating
            circumstances.hasWindowLayer = window.windowHoldsLayer
            circumstances.containerSeesDropdown = isFloating && container?.sees(model.id) == true
            #if os(iOS) || os(visionOS)
                circumstances.isCompactHeight = verticalSizeClass == .compact
            #elseif os(macOS)
                circumstances.isMac = true
            #endif
            return .resolve(presentationPreference.preference, in: circumstances)
        }

        /// The most the list takes: the app's choice, else the origin's 280 points grown with the
        /// text size (the scaled row height over the unscaled one, rule A6).
        private var maximumHeight: ListMaximumHeight {
            .resolved(maximumHeightChoice?.listMaximum, textScale: Double(rowGuess) / metrics.rowMinimumHeight)
        }

        /// The modifiers' settings, with the loading actions that apply to these options (L1–L5).
        private var behavior: DropdownBehavior {
            sources.applied(to: modifiersBehavior, for: Option.self)
        }

        /// The title in the environment's locale, for accessibility text.
        private var resolvedTitle: String {
            var title = title
            title.locale = locale
            return String(localized: title)
        }

        /// The animation of opening and closing: the app's, else the style's (the origin's smooth
        /// 0.28 s, or the chips' quick spring). None under Reduce Motion: nothing moves then, not
        /// the app's views that follow the selection either; the list fades by itself (``fade``).
        private var animation: Animation? {
            reduceMotion ? nil : chosenAnimation
        }

        /// The app's animation, else the style's; `nil` when the app turned animation off.
        private var chosenAnimation: Animation? {
            animationChoice.animation(default: Animation(isFloating ? metrics.motion : metrics.chips.motion))
        }

        /// Under Reduce Motion, the fade the list's own transition carries as it comes and goes
        /// (A5): a short ease; `nil` otherwise, and when the app turned animation off.
        private var fade: Animation? {
            MotionPolicy.listFades(reduceMotion: reduceMotion, animationIsOn: chosenAnimation != nil)
                ? .easeInOut(duration: MotionPolicy.fadeSeconds) : nil
        }

        /// The animation of a submenu sliding in or out: the opening's, or under Reduce Motion the
        /// same short fade (A5); none when the app turned animation off.
        private var levelAnimation: Animation? {
            reduceMotion ? fade : animation
        }

        /// What the model needs with each event: this update's inputs, bindings and environment.
        private var link: DropdownLink<Option, ID> {
            DropdownLink(
                inputs: inputs, selection: selection, isPresented: isPresented, isEnabled: isEnabled,
                // An inline list (`.chips`) is drawn in place: nothing to hand to a container.
                container: isFloating ? container?.id : nil,
                containerSeesDropdown: isFloating && container?.sees(model.id) == true,
                isSearchable: searchPrompt != nil && isFloating, behavior: behavior,
                guesses: .init(
                    row: Double(rowGuess), header: Double(headerGuess), searchField: Double(searchFieldGuess)),
                reduceMotion: reduceMotion, animation: animation, levelAnimation: levelAnimation,
                fades: fade != nil, strings: strings,
                title: resolvedTitle, changeActions: changeActions, hasWindowLayer: window.windowHoldsLayer)
        }

        /// The field, and while open, the list: drawn in place, by a container or by the window's layer.
        ///
        /// The body is split into small functions, each type-checked on its own: one long chain of
        /// modifiers made the compiler take seconds over it.
        public var body: some View {
            observingChanges(loading(presentingSheet(layout(model.session.state))))
        }

        /// The field with its list's delivery, and under it the chips of an open inline row.
        private func layout(_ state: DropdownState<ID>) -> some View {
            VStack(alignment: .leading, spacing: metrics.chips.titleSpacing) {
                deliveredField(state)
                if !isFloating && state.isOpen {
                    DropdownChipsView(model: model, selection: selection.snapshot, strings: strings, send: { send($0) })
                        // R13: on the inserted view itself; the options move in from the top.
                        .transition(
                            AnyTransition(
                                MotionPolicy.listTransition(
                                    isInline: true, reduceMotion: reduceMotion, metrics: metrics),
                                fade: fade))
                }
            }
            .padding(!isFloating && state.isOpen ? metrics.chips.titleSpacing : 0)
            .background {
                // Open, a panel takes the row's place.
                if !isFloating && state.isOpen {
                    RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(.fill.quaternary)
                }
            }
        }

        /// The field, telling its container it is there and sending the open list to the container or
        /// to the window's layer (R7).
        private func deliveredField(_ state: DropdownState<ID>) -> some View {
            field(state)
                .background(WindowReader(probe: window).accessibilityHidden(true))
                // R7: the container learns that it sees this dropdown, open or not.
                .preference(key: DropdownPresenceKey.self, value: isFloating && container != nil ? [model.id] : [])
                .background {
                    if isFloating, model.session.delivery.sendsRequest, let container {
                        DropdownListRequestEmitter { position, values in
                            listRequest(fieldPosition: position, container: container.id, listEnvironment: values)
                        }
                    }
                }
                .background {
                    // R7: no container drew the list: the window's layer does (unless it is a sheet).
                    if floatsList && model.session.delivery.drawsInWindowLayer {
                        WindowListPresenter(
                            window: window, inputRevision: inputRevision, animation: animation,
                            place: place(field:bounds:), list: { AnyView(listView($0)) },
                            transition: listTransition,
                            placed: { placement, bounds in model.listPlaced(placement, bounds: bounds) },
                            dismiss: { send(.tapOutside) }, fieldMoved: { [weak model] in model?.layerFieldMoved() },
                            supply: { [weak model] source, window in
                                model?.supplyLayerPresentation(source, window: window)
                            })
                    }
                }
        }

        /// The content, running the app's loader, page and create actions for the current requests.
        private func loading(_ content: some View) -> some View {
            content
                // L1, L4: the loader's current request; SwiftUI cancels it when the request changes
                // (another query, a retry) or goes (the list closed), and when the dropdown goes.
                .task(id: model.session.loads.search) { [sources] in
                    await model.run(model.session.loads.search, loader: sources.loader(for: Option.self))
                }
                // L3: the current page request, the same way.
                .task(id: model.session.loads.page) { [sources] in
                    await model.run(model.session.loads.page, loadMore: sources.loadMore)
                }
                // L5: the current create request: it outlives the list (which choosing "Create" may
                // close), and is cancelled when a newer one replaces it or the dropdown goes.
                .task(id: model.session.loads.create) { [sources] in
                    await model.run(model.session.loads.create, create: sources.creator(for: Option.self))
                }
        }

        /// The content, keeping the model in step with the parent, the environment and the scene, and
        /// answering the model's own changes.
        private func observingChanges(_ content: some View) -> some View {
            answeringModel(followingParent(content))
        }

        /// The content, keeping the model in step with the parent, the environment and the scene.
        private func followingParent(_ content: some View) -> some View {
            content
                .onAppear(perform: appeared)
                .onDisappear { model.disappeared() }
                // R3: the parent supplied the inputs again; the closures may return something else now.
                .onChange(of: inputRevision) {
                    // R16: the built rows redraw with the new row closure; the core checks the
                    // closures of the rows on screen.
                    rowSource.supply(row)
                    model.inputsSupplied(link)
                }
                // R1: the binding changed elsewhere; the core takes it.
                .onChange(of: selection.snapshot) { model.bringInStep(link) }
                .onChange(of: searchPrompt != nil && isFloating) { _, isSearchable in model.setSearchable(isSearchable)
                }
                .onChange(of: behavior) { model.bringInStep(link) }
                // R3: what the list's own events carry follows the environment too (the list in a
                // layer or a container keeps no closure of this view).
                .onChange(of: LinkEnvironment(link)) { model.linkSupplied(link) }
                .onChange(of: isPresented?.wrappedValue) { _, wanted in
                    if let wanted { presentationChanged(to: wanted) }
                }
                .onChange(of: isEnabled) { _, enabled in
                    // A dropdown that becomes disabled while open closes.
                    if PresentationSync.closesOnDisable(isEnabled: enabled, isOpen: model.session.state.isOpen) {
                        send(.close, origin: .program)
                    }
                    // V2: one enabled in a form that validates is validated.
                    let event: DropdownEvent<ID>? = FormValidation.eventWhenEnabledChanges(
                        isEnabled: enabled, formValidates: validationIsActive)
                    if let event { send(event, origin: .program) }
                }
                // V2: the form asks its dropdowns to validate, or starts again.
                .onChange(of: validationIsActive) { _, validates in
                    let event: DropdownEvent<ID>? = FormValidation.eventWhenFormChanges(
                        validates: validates, isEnabled: isEnabled)
                    if let event { send(event, origin: .program) }
                }
                #if os(iOS) || os(visionOS)
                    // The scene went to the background or lost focus (the app switcher, a call): a
                    // floating list closes, a sheet stays (WindowDeactivation).
                    .onChange(of: scenePhase) { _, phase in
                        guard phase != .active,
                            WindowDeactivation.sceneResignedActive.closesList(shownAsSheet: model.listIsSheet)
                        else { return }
                        send(.close, origin: .program)
                    }
                #endif
        }

        /// The content, answering the model's changes: the delivery's deadline, VoiceOver focus and
        /// haptic feedback.
        private func answeringModel(_ content: some View) -> some View {
            content
                // R7: after the update that sent a request, wait one turn for the container's answer.
                .onChange(of: model.session.delivery) { model.scheduleDeliveryDeadline() }
                // A3, R9: VoiceOver focus back on the field once the list has gone, and again later.
                // Each first attempt is a change of value; a retry leaves focus that arrived
                // (FocusWrite).
                .onChange(of: model.session.fieldAccessibilityFocus.attempt) {
                    let write = FocusWrite(
                        target: true, current: isFieldAccessibilityFocused, cleared: false,
                        isRetry: model.session.fieldAccessibilityFocus.isRetry)
                    if let now = write.now { isFieldAccessibilityFocused = now }
                    if let next = write.nextTurn { Task { @MainActor in isFieldAccessibilityFocused = next } }
                }
                // Feedback for the person's own commits only, not for the program's changes.
                .sensoryFeedback(.selection, trigger: model.session.userCommits)
                // M3: an addition the selection limit refused (the core announces the limit).
                .sensoryFeedback(.warning, trigger: model.session.limitRefusals)
        }

        private func appeared() {
            // The inputs may have changed between the model's creation and now (R3).
            rowSource.supply(row)
            model.inputsSupplied(link)
            model.setSearchable(searchPrompt != nil && isFloating)
            window.onWindowChange = { [weak model] window in model?.attach(toWindow: window) }
            // A Mac's menus close when their window stops being key or the app is deactivated
            // (a sheet's own window taking the keys aside, ``WindowDeactivation``).
            window.onDeactivate = { [weak model] in model?.windowDeactivated($0) }
            model.attach(toWindow: window.window)
            // V2: a dropdown built after its form asked to validate (a row scrolled into view).
            let validation: DropdownEvent<ID>? = FormValidation.eventOnAppear(
                formValidates: validationIsActive, isEnabled: isEnabled)
            if let validation { send(validation, origin: .program) }
            if let wanted = isPresented?.wrappedValue { presentationChanged(to: wanted) }
        }

        /// `isPresented` changed (or started `true`): open or close, or refuse.
        private func presentationChanged(to wanted: Bool) {
            let sync: (event: DropdownEvent<ID>?, writeBack: Bool?) = PresentationSync.reconcile(
                wanted: wanted, isOpen: model.session.state.isOpen, isEnabled: isEnabled)
            if let event = sync.event { send(event, origin: .program) }
            if let writeBack = sync.writeBack { isPresented?.wrappedValue = writeBack }
        }

        // MARK: Field

        /// The field: a `Button` drawn by the dropdown's style, which learns of presses from the
        /// button's style configuration (`isPressed`, as SwiftUI documents for button styles: a
        /// scroll that starts on the field cancels the press, and the form scrolls). One focus
        /// stop: the button itself takes no focus, the focusable field around it does; it is
        /// activated by a tap, a click, the keyboard or VoiceOver; the style draws focus, the
        /// system does not (rule R10).
        private func field(_ state: DropdownState<ID>) -> some View {
            let session = model.session
            let message = fieldMessage(state)
            let lookup = session.lookup(inputs)
            let placeholderText = placeholder.resolvedPlaceholder(locale: locale)
            let text = FieldValue.candidates(
                bound: selection.values, coreOrder: state.selection,
                position: { session.positions[$0] ?? state.row(of: $0) },
                label: { id in
                    // The fallback is a vanished selection's last label (C2), or the core's label.
                    let own = lookup.label(for: id) { state.label(of: $0) ?? state.selectedLabel(of: $0) }
                    return FieldValue.label(of: id, own: own, in: state)
                },
                placeholder: placeholderText, strings: strings)
            let configuration = DropdownSelectMenuStyleConfiguration(
                title: Text(title), value: .init(candidates: text.candidates, mode: selection.mode),
                isPlaceholder: selection.snapshot.isEmpty,
                isOpen: state.isOpen, isFocused: session.fieldFocus.showsFocus, isEnabled: isEnabled,
                isPressed: false, chevron: .init(isOpen: state.isOpen))
            let hint = state.isOpen ? strings.hidesOptions : strings.showsOptions
            return Button {
                model.fieldTapped()
                send(.tapField)
            } label: {
                // The style draws the field; the label only names the button.
                Text(title)
            }
            .buttonStyle(DropdownFieldButtonStyle(style: style, field: configuration.saying(message)))
            // The button is not a focus stop of its own (keyboard navigation would reach it
            // besides the field): the focusable field below is the one stop.
            .focusable(false)
            .onHover { model.fieldHovered($0) }
            .fieldPointerEffect(cornerRadius: metrics.cornerRadius)
            .focusable(isEnabled)
            .focused($isFieldFocused)
            .focusEffectDisabled()
            .onChange(of: isFieldFocused) { _, focused in model.fieldFocusChanged(focused) }
            .onKeyPress(phases: [.down, .repeat], action: keyPressed)
            // A1: a button whose label is the title, whose value is the selection (read from
            // the binding; a few labels, or the count and the first ones) and whose hint says
            // what it does (its role said once, on the Mac too). `.ignore` always
            // makes a new element, the button's own hidden (as Apple documents it), so its one
            // action is the default action given below.
            .accessibilityElement(children: .ignore)
            .dropdownFieldAccessibility(
                label: resolvedTitle, value: text.accessibilityValue, hint: hint,
                activate: { send(.tapField) }
            )
            // V3, V5: the error or the help text, read after the value.
            .dropdownFieldMessage(message, strings: strings)
            .accessibilityFocused($isFieldAccessibilityFocused)
            // R13: no decorative animation (border, chevron) under Reduce Motion.
            .transaction { if reduceMotion { $0.animation = nil } }
        }

        /// What the field says under itself (rules V3, V5): the core's message for the app's words,
        /// in the environment's locale.
        private func fieldMessage(_ state: DropdownState<ID>) -> FieldMessageText {
            FieldMessageText(
                state, help: fieldWords.help(in: locale), errorMessage: fieldWords.errorMessage(in: locale),
                isEnabled: isEnabled, strings: strings)
        }

        /// R11: held keys repeat where holding should repeat (arrows, Page keys, characters).
        private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
            guard
                let event: DropdownEvent<ID> = press.dropdownEvent(
                    orientation: isFloating ? .vertical : .horizontal, layoutDirection: layoutDirection)
            else { return .ignored }
            switch KeyboardMapping.fieldKeyPress(
                event, isRepeat: press.phase == .repeat, listIsOpen: model.session.state.isOpen)
            {
            case .ignore: return .ignored
            case .take: return .handled
            case .send: break
            }
            model.keyPressed()
            return send(event).isHandled ? .handled : .ignored
        }

        // MARK: List

        private func listView(_ placement: DropdownPlacement) -> some View {
            DropdownListView(
                model: model, rows: rowSource, searchPrompt: searchPrompt, strings: strings,
                maximumHeight: maximumHeight, rowMinimumHeight: rowGuess, opensAbove: placement.direction == .above,
                inSheet: false, send: sendFromList)
        }

        /// The content, presenting the open list as a sheet when it opened as one: the sheet is
        /// shown while the core says the list is open, and a swipe down (or a tap outside it on an
        /// iPad) closes the list as Escape would. Keyboard focus goes into the sheet: its search
        /// field, or else its list, takes the keys the field took.
        private func presentingSheet(_ content: some View) -> some View {
            content.sheet(
                isPresented: Binding(
                    get: { sheetDetents != nil && model.session.state.isOpen },
                    set: { presented in
                        if !presented && model.session.state.isOpen { send(.close) }
                    })
            ) {
                if let sheetDetents {
                    DropdownSheet(
                        title: Text(title), detents: sheetDetents, closeButton: sheetCloseButton,
                        closeTitle: sheetCloseButton.title(in: strings), close: { send(.close) }, keys: sheetKeys,
                        sized: { [model] in model.sheetListSized($0) }
                    ) {
                        DropdownListView(
                            model: model, rows: rowSource, searchPrompt: searchPrompt, strings: strings,
                            maximumHeight: maximumHeight, rowMinimumHeight: rowGuess, opensAbove: false,
                            inSheet: true, send: sendFromList)
                    }
                    // The closing settles once the sheet has gone (``SheetClosing``).
                    .onAppear { [model] in model.sheetAppeared() }
                    .onDisappear { [model] in model.sheetDisappeared() }
                }
            }
        }

        /// How the open list sends events (its rows, search field, escape gesture, "Done"): through
        /// the model, with the bindings, environment and settings it received last (R3), and focus
        /// moved as the outcome says (A3, R9). It holds no copy of this view: the list outlives the
        /// update that built it.
        private var sendFromList: (DropdownEvent<ID>) -> DropdownEventResult {
            { [model, fieldFocus = $isFieldFocused] event in
                guard let outcome = model.sendFromList(event) else {
                    return DropdownEventResult(changes: [], isHandled: false, announcement: nil)
                }
                if outcome.keyboardFocus == .field && !fieldFocus.wrappedValue { fieldFocus.wrappedValue = true }
                return outcome.result
            }
        }

        /// The keys the sheet's list takes, with the field's handler: when it has no search field.
        private var sheetKeys: ((KeyPress) -> KeyPress.Result)? {
            guard ListPresentationChoice.sheetListTakesKeys(hasSearchField: searchPrompt != nil) else { return nil }
            return { press in keyPressed(press) }
        }

        /// The sheet's button: Cancel for a single selection, Done for a multiple one.
        private var sheetCloseButton: SheetCloseButton {
            SheetCloseButton(mode: selection.mode)
        }

        /// Where the list goes for the field's frame inside bounds (P1–P3): the side it opened on
        /// while it stays open, unless the room changed (P2, ``ListSideChoice``), its measured size
        /// (R5), the origin's gap under the field.
        private func place(field: CGRect, bounds: CGRect) -> DropdownPlacement {
            let session = model.session
            let hasSearchField = searchPrompt != nil
            let size = session.listSize(maximum: maximumHeight, hasSearchField: hasSearchField)
            let field = DropdownRect(field)
            let bounds = DropdownRect(bounds)
            let side = session.placementDirection(
                requested: direction, field: field, bounds: bounds, gap: metrics.listGap, hasSearchField: hasSearchField
            )
            return size.placement(field: field, bounds: bounds, direction: side, gap: metrics.listGap)
        }

        /// The list grows from its edge next to the field, with opacity; under Reduce Motion it
        /// fades (A5, R13).
        private func listTransition(_ side: DropdownDirection) -> AnyTransition {
            let kind = MotionPolicy.listTransition(isInline: false, reduceMotion: reduceMotion, metrics: metrics)
            return AnyTransition(kind, anchor: side == .above ? .bottom : .top, fade: fade)
        }

        private func listRequest(
            fieldPosition: CGRect, container: UUID, listEnvironment values: ListEnvironment
        ) -> DropdownListRequest {
            let generation = model.session.delivery.request
            return DropdownListRequest(
                id: .init(dropdown: model.id, generation: generation), sizeRevision: model.session.listSizeRevision,
                inputRevision: inputRevision, listEnvironment: values, container: container,
                field: window, fieldPosition: fieldPosition,
                place: place(field:bounds:),
                // R8: the list is built in the container's overlay, with this dropdown's
                // environment as `ListEnvironment` lists it (font, color scheme, locale, Dynamic
                // Type, layout direction, disabled, the dropdown's own settings); the overlay
                // inherits the screen's tint (`ListTintChoice`).
                content: { placement in
                    AnyView(listView(placement).listEnvironment(values, inContainer: true))
                },
                transition: listTransition,
                confirm: { [model] in model.containerConfirmed(request: generation) },
                placed: { [model] placement, bounds in model.listPlaced(placement, bounds: bounds) },
                withdraw: { [model] in model.containerWithdrew(request: generation) },
                dismiss: { send(.tapOutside) })
        }

        // MARK: Events

        /// Sends an event to the model, and moves focus as the outcome says (rules A3, R9).
        @discardableResult
        private func send(_ event: DropdownEvent<ID>, origin: EventOrigin = .user) -> DropdownEventResult {
            var link = link
            if !model.session.state.isOpen {
                // The presentation is chosen as the list opens and kept while it is open; a sheet
                // is neither the container's list nor the layer's (R7, `ListDelivery`).
                let detents = presentationChoice.sheetDetents
                if sheetDetents != detents { sheetDetents = detents }
                link.opensAsSheet = detents != nil
            }
            let outcome = model.send(event, origin: origin, link: link)
            // Only when it lacks it: on a Mac a click focuses the field by itself, and writing the
            // focus it has again can take it away.
            if outcome.keyboardFocus == .field && !isFieldFocused { isFieldFocused = true }
            // VoiceOver focus returns to the field through the attempts made once the list has
            // gone (`listSettled`), not now: the list's modal still hides the field.
            return outcome.result
        }
    }

    /// The field's button style: the dropdown's style draws the field, with the press SwiftUI
    /// reports to button styles (`configuration.isPressed`).
    @MainActor
    struct DropdownFieldButtonStyle {
        let style: AnyDropdownSelectMenuStyle
        /// The field, without the press.
        let field: DropdownSelectMenuStyleConfiguration

        func makeBody(configuration: Configuration) -> some View {
            style.makeBody(field.pressed(configuration.isPressed))
                .contentShape(Rectangle())
        }
    }

    // SwiftUI draws button styles on the main actor; the iOS 17 SDK (SwiftUI 5) does not say so yet.
    #if canImport(SwiftUI, _version: 6.0)
        extension DropdownFieldButtonStyle: ButtonStyle {}
    #else
        extension DropdownFieldButtonStyle: @preconcurrency ButtonStyle {}
    #endif

    /// A token that is new each time a dropdown's initializer runs (each update of its parent), so
    /// `onChange(of:)` notices that the inputs were supplied again. Compared by identity: O(1).
    final class InputRevision: Equatable, Sendable {
        static func == (lhs: InputRevision, rhs: InputRevision) -> Bool { lhs === rhs }
    }

    extension AnyTransition {
        /// The transition of an open list (``MotionPolicy/ListTransition``). A fade carries its own
        /// animation, `fade` (`AnyTransition.animation(_:)`): the event's transaction has none under
        /// Reduce Motion; without `fade` the list comes and goes at once.
        init(_ kind: MotionPolicy.ListTransition, anchor: UnitPoint = .top, fade: Animation?) {
            switch kind {
            case .growFromField(let scale):
                self = AnyTransition.scale(scale: scale, anchor: anchor).combined(with: .opacity)
            case .moveFromTop:
                self = AnyTransition.move(edge: .top).combined(with: .opacity)
            case .fade:
                self = fade.map { AnyTransition.opacity.animation($0) } ?? .identity
            }
        }
    }

    extension View {
        /// The pointer's effect over the field on iPadOS and visionOS: a highlight in the field's
        /// rounded shape. The Mac has no pointer effects; the field's hover is tracked for focus.
        @ViewBuilder
        func fieldPointerEffect(cornerRadius: Double) -> some View {
            #if os(iOS) || os(visionOS)
                contentShape(.hoverEffect, RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                    .hoverEffect(.highlight)
            #else
                self
            #endif
        }
    }
#endif
