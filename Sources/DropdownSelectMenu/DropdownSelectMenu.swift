#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

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
        /// The selection the menu edits.
        enum Selection {
            case single(Binding<Option?>)
            case multiple(Binding<Set<Option>>)

            /// The selected options, as the core takes them.
            var options: [Option] {
                switch self {
                case .single(let binding): binding.wrappedValue.map { [$0] } ?? []
                case .multiple(let binding): Array(binding.wrappedValue)
                }
            }
        }

        private let title: LocalizedStringResource
        private let options: [Option]
        private let placeholder: String
        private let label: (Option) -> String
        private let isDisabled: (Option) -> Bool
        private let section: ((Option) -> String?)?
        private let selection: Selection
        private let isPresented: Binding<Bool>?
        private let row: (Option, DropdownRowState) -> Row

        @StateObject private var model: DropdownMenuModel<Option>
        @FocusState private var isFocused: Bool
        @State private var fieldFrame: CGRect = .zero
        @Environment(\.dropdownSelectMenuStyle) private var style
        @Environment(\.dropdownDirection) private var direction
        @Environment(\.dropdownMaximumHeight) private var maximumHeight
        @Environment(\.dropdownAnimation) private var animation
        @Environment(\.dropdownSearchPrompt) private var searchPrompt
        @Environment(\.dropdownStrings) private var strings
        @Environment(\.dropdownCoordinator) private var containerCoordinator
        @Environment(\.isInsideDropdownContainer) private var isInsideContainer
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @ScaledMetric(relativeTo: .body) private var rowHeight: CGFloat = 44
        @ScaledMetric(relativeTo: .body) private var searchFieldHeight: CGFloat = 44
        @ScaledMetric(relativeTo: .footnote) private var headerHeight: CGFloat = 30

        init(
            title: LocalizedStringResource, options: [Option], selection: Selection, placeholder: String,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool,
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
            let mode: DropdownSelectionMode
            if case .multiple = selection { mode = .multiple } else { mode = .single }
            // Built once, when SwiftUI first creates the view's storage (the autoclosure), not on
            // every update of the parent.
            _model = StateObject(
                wrappedValue: DropdownMenuModel(
                    state: DropdownState(
                        options: Self.coreOptions(options, label: label, isDisabled: isDisabled, section: section),
                        selection: selection.options, configuration: DropdownConfiguration(selectionMode: mode))))
        }

        static func coreOptions(
            _ options: [Option], label: (Option) -> String, isDisabled: (Option) -> Bool,
            section: ((Option) -> String?)?
        ) -> [DropdownOption<Option>] {
            options.map {
                DropdownOption(id: $0, label: label($0), isDisabled: isDisabled($0), section: section?($0))
            }
        }

        private var coordinator: DropdownCoordinator { containerCoordinator ?? .shared }

        private var metrics: ListMetrics {
            ListMetrics(
                rowHeight: rowHeight, headerHeight: headerHeight,
                searchFieldHeight: searchPrompt == nil ? 0 : searchFieldHeight, maximumHeight: maximumHeight)
        }

        public var body: some View {
            let state = model.state
            let isFloating = style.listPresentation == .floating
            VStack(alignment: .leading, spacing: 8) {
                field(state)
                    .background {
                        GeometryReader { proxy in
                            Color.clear
                                .onAppear { fieldFrame = proxy.frame(in: .global) }
                                .onChange(of: proxy.frame(in: .global)) { _, frame in fieldFrame = frame }
                        }
                    }
                    .anchorPreference(key: DropdownListPreferenceKey.self, value: .bounds) { anchor in
                        guard isInsideContainer, isFloating, state.isOpen else { return [] }
                        return [listRequest(field: anchor, state: state)]
                    }
                    .overlay(alignment: .topLeading) {
                        if !isInsideContainer && isFloating && state.isOpen { fallbackList(state) }
                    }
                if !isFloating && state.isOpen {
                    DropdownChipsView(model: model, strings: strings, send: send)
                        .transition(reduceMotion ? .opacity : .opacity.combined(with: .move(edge: .top)))
                }
            }
            .zIndex(state.isOpen ? 1 : 0)
            .focusable()
            .focused($isFocused)
            .onKeyPress(phases: .down) { press in
                guard let event: DropdownEvent<Option> = press.dropdownEvent() else { return .ignored }
                return send(event).isHandled ? .handled : .ignored
            }
            .onAppear {
                model.setSearchable(searchPrompt != nil)
                coordinator.register(model.id) { [model] in _ = model.handle(.close) }
                if isPresented?.wrappedValue == true && !model.state.isOpen { send(.open) }
            }
            .onDisappear { coordinator.unregister(model.id) }
            .onChange(of: searchPrompt != nil) { _, isSearchable in model.setSearchable(isSearchable) }
            .onChange(of: options) { _, newOptions in
                _ = model.handle(
                    .setOptions(Self.coreOptions(newOptions, label: label, isDisabled: isDisabled, section: section)))
            }
            .onChange(of: Set(selection.options)) { _, bound in
                // A selection changed elsewhere (C2): the core takes it.
                if bound != Set(model.state.selection) { _ = model.handle(.setSelection(Array(bound))) }
            }
            .onChange(of: state.selection) { _, selected in writeSelection(selected) }
            .onChange(of: isPresented?.wrappedValue) { _, wanted in
                guard let wanted, wanted != model.state.isOpen else { return }
                send(wanted ? .open : .close)
            }
            .onChange(of: state.isOpen) { _, isOpen in
                if isOpen {
                    coordinator.didOpen(model.id)  // O8
                    model.setPageSize(max(1, Int(metrics.maximumPoints / max(rowHeight, 1))))
                    if searchPrompt == nil { isFocused = true }  // keys reach the list after a tap
                } else {
                    coordinator.didClose(model.id)
                }
                if let isPresented, isPresented.wrappedValue != isOpen { isPresented.wrappedValue = isOpen }
            }
            .sensoryFeedback(.selection, trigger: state.selection)
        }

        // MARK: Field

        private func field(_ state: DropdownState<Option>) -> some View {
            let accessibility = state.fieldAccessibility(
                title: String(localized: title), placeholder: placeholder, strings: strings)
            let configuration = DropdownSelectMenuStyleConfiguration(
                title: Text(title), value: Text(valueText(state)), isPlaceholder: state.selection.isEmpty,
                isOpen: state.isOpen, isFocused: isFocused)
            return Button {
                send(.tapField)
            } label: {
                style.makeBody(configuration)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(accessibility.label)
            .accessibilityValue(accessibility.value)
            .accessibilityHint(accessibility.hint)
        }

        /// The field's value: the selection's label, the labels joined while they fit, "N selected",
        /// or the placeholder (rules A1, M5).
        private func valueText(_ state: DropdownState<Option>) -> String {
            switch selection {
            case .single(let binding):
                return binding.wrappedValue.map(label) ?? placeholder
            case .multiple:
                let capacity = FieldText.characterCapacity(width: fieldFrame.width - 56, pointSize: 17)
                return state.selectionSummary(
                    placeholder: placeholder, maximumLength: max(capacity, 12), strings: strings)
            }
        }

        // MARK: List

        private func listView(_ direction: DropdownDirection) -> some View {
            DropdownListView(
                model: model, metrics: metrics, searchPrompt: searchPrompt,
                strings: strings, row: row, send: send
            )
            .transition(listTransition(direction))
        }

        /// A5: the list scales from its edge next to the field, with opacity; under Reduce Motion it
        /// fades.
        private func listTransition(_ direction: DropdownDirection) -> AnyTransition {
            if reduceMotion { return .opacity }
            return .scale(scale: 0.94, anchor: direction == .above ? .bottom : .top).combined(with: .opacity)
        }

        private func listRequest(field: Anchor<CGRect>, state: DropdownState<Option>) -> DropdownListRequest {
            DropdownListRequest(
                id: model.id, field: field, metrics: metrics, rows: state.visibleCount,
                headers: state.sectionLayout.headerRows.count, direction: direction,
                content: { placement in AnyView(listView(placement.direction)) },
                dismiss: { send(.tapOutside) })
        }

        /// Without a container: the list in the field's own overlay (raised with `zIndex`, as the
        /// origin does), placed against the screen, and a layer that closes it on a tap outside.
        private func fallbackList(_ state: DropdownState<Option>) -> some View {
            let screen = screenBounds
            let placement = metrics.placement(
                field: fieldFrame, container: screen, rows: state.visibleCount,
                headers: state.sectionLayout.headerRows.count, direction: direction)
            let frame = placement.frame.cgRect
            return ZStack(alignment: .topLeading) {
                Color.black.opacity(0.001)
                    .frame(width: screen.width, height: screen.height)
                    .offset(x: screen.minX - fieldFrame.minX, y: screen.minY - fieldFrame.minY)
                    .onTapGesture { send(.tapOutside) }
                    .accessibilityHidden(true)
                listView(placement.direction)
                    .frame(width: frame.width, height: frame.height)
                    .offset(x: frame.minX - fieldFrame.minX, y: frame.minY - fieldFrame.minY)
            }
            .frame(width: fieldFrame.width, height: fieldFrame.height, alignment: .topLeading)
        }

        private var screenBounds: CGRect {
            #if canImport(UIKit)
                UIScreen.main.bounds
            #else
                CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
            #endif
        }

        // MARK: Events

        /// Sends an event to the core, animating what it changes, and posts its announcement (A4).
        @discardableResult
        private func send(_ event: DropdownEvent<Option>) -> DropdownEventResult {
            let result = withAnimation(animation) { model.handle(event) }
            if let announcement = result.announcement {
                AccessibilityNotification.Announcement(strings.text(for: announcement)).post()
            }
            // A3: closing returns focus to the field, unless the key moves focus on (Tab, N6) or
            // another dropdown's opening closed this one (O8, which does not come through here).
            if result.changes.contains(.closed) && result.isHandled { isFocused = true }
            return result
        }

        /// Writes the core's selection to the bound value.
        private func writeSelection(_ selected: [Option]) {
            switch selection {
            case .single(let binding):
                if binding.wrappedValue != selected.first { binding.wrappedValue = selected.first }
            case .multiple(let binding):
                let set = Set(selected)
                if binding.wrappedValue != set { binding.wrappedValue = set }
            }
        }
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
