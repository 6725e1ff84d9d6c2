#if canImport(SwiftUI)
    // The announcement priority attribute's type is not marked Sendable in the iOS 17 SDK.
    @preconcurrency import Accessibility
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// What a dropdown's view gives its model with each event: its current inputs, bindings and
    /// environment (rule R3: any of them may differ from the last update's).
    struct DropdownLink<Option, ID: Hashable> {
        var inputs: OptionInputs<Option, ID>
        var selection: DropdownSelectionBinding<ID>
        var isPresented: Binding<Bool>?
        var isEnabled: Bool
        var container: UUID?
        /// Whether that container sees this dropdown (R7).
        var containerSeesDropdown: Bool
        var isSearchable: Bool
        /// The settings of the dropdown modifiers (limit, wrapping, vanished selection, order).
        var behavior: DropdownBehavior
        var guesses: ListHeightBook<ID>.Guesses
        /// Whether Reduce Motion is on: movement becomes a fade (A5).
        var reduceMotion: Bool
        /// The animation of opening and closing (none under Reduce Motion: the list's transition
        /// carries its own fade).
        var animation: Animation?
        /// The animation of a submenu coming in or going (a fade under Reduce Motion; none when
        /// the app turned animation off).
        var levelAnimation: Animation?
        /// Whether the list fades in and out by itself (Reduce Motion, A5): what settles after an
        /// opening or a closing waits for the fade.
        var fades: Bool
        var strings: DropdownStrings
        /// The title in the environment's locale: what going back up to the top level announces (H8).
        var title: String
        /// The app's open and highlight actions (`.onDropdownOpenChange`, `.onDropdownHighlightChange`).
        var changeActions = DropdownChangeActions()
        /// Whether the list opens as a sheet, should this event open it (``ListPresentationChoice``).
        var opensAsSheet = false
        /// Whether the dropdown's window holds a layer for floating lists (``LayerHostChoice``).
        var hasWindowLayer = true
    }

    /// What a dropdown's link takes from the environment and the scene alone, comparable: when it
    /// changes, the model keeps the new link for the events its open list sends (R3). The
    /// closures (`changeActions`) and the words the rows do not draw are followed at the parent's
    /// next update, with the inputs. O(1).
    struct LinkEnvironment: Equatable {
        var reduceMotion: Bool
        var animation: Animation?
        var levelAnimation: Animation?
        var fades: Bool
        var words: ListRowWords
        var title: String
        /// The estimated heights of a row, a header and the search field (the text size).
        var guesses: [Double]
        var isSearchable: Bool
        var container: UUID?
        var containerSeesDropdown: Bool
        var hasWindowLayer: Bool

        /// The parts of `link` the environment and the scene decide.
        init<Option, ID>(_ link: DropdownLink<Option, ID>) {
            reduceMotion = link.reduceMotion
            animation = link.animation
            levelAnimation = link.levelAnimation
            fades = link.fades
            words = ListRowWords(link.strings)
            title = link.title
            guesses = [link.guesses.row, link.guesses.header, link.guesses.searchField]
            isSearchable = link.isSearchable
            container = link.container
            containerSeesDropdown = link.containerSeesDropdown
            hasWindowLayer = link.hasWindowLayer
        }
    }

    extension Duration {
        /// The duration in seconds, for `DispatchTime`.
        var seconds: Double {
            Double(components.seconds) + Double(components.attoseconds) / 1e18
        }
    }

    /// Holds a dropdown's ``DropdownSession`` for SwiftUI and carries out what it decides: events go
    /// in with times from a monotonic clock; the bound selection and `isPresented` are written in
    /// the same transaction as the person's action (rule R1); views redraw only when something they
    /// show changed; announcements are posted when the session says they are due.
    @MainActor
    final class DropdownMenuModel<Option, ID: Hashable>: ObservableObject {
        /// Every decision.
        private(set) var session: DropdownSession<Option, ID>
        /// The identity of this dropdown among the others of its window (rule O8).
        let id = UUID()
        private let origin = ContinuousClock.now
        /// What the view gave with its last event or update, for the events the program starts
        /// (another dropdown opening, a deadline).
        private var link: DropdownLink<Option, ID>?
        /// The coordinator of the window the dropdown is in (rule O8).
        private var coordinator: DropdownCoordinator?
        private var announcementTask: Task<Void, Never>?
        /// The window the dropdown is in, as last reported.
        private weak var window: AnyObject?
        /// The layer the list was presented in: the list is taken out through it, never by looking
        /// the window up again.
        private weak var layerHost: WindowListHost?
        /// Whether the list is in its window's layer.
        private var layer = LayerPresence<UUID>()
        /// What the list in the layer is made of, as the field last supplied it.
        private var layerSource: ((LayerPresentationKey<UUID>) -> WindowListHost.Presentation)?

        /// What `session` holds while the session is being changed (see ``update(redrawing:_:)``).
        private var spare = DropdownSession<Option, ID>.placeholder()
        /// What the app's open and highlight actions last heard.
        private var changeReports = ChangeReports<ID>()
        /// Whether the list was shown as a sheet when it last opened: kept after it closes, while
        /// the sheet slides away.
        private(set) var listIsSheet = false
        /// When a closed sheet has gone, so that its closing settles then (``SheetClosing``).
        private var sheetClosing = SheetClosing()

        init(session: DropdownSession<Option, ID>) {
            self.session = session
        }

        deinit {
            // The last resort: a model that goes while its list is in the layer takes
            // it out.
            if let key = layer.presented {
                let host = layerHost
                Task { @MainActor in host?.dismiss(key) }
            }
        }

        /// The time now, since the model was made.
        private var now: Duration { ContinuousClock.now - origin }

        /// Changes the session, redrawing the views that show it when `redraw` says so.
        @discardableResult
        private func update<Result>(redraw: Bool = true, _ change: (inout DropdownSession<Option, ID>) -> Result)
            -> Result
        {
            update(redrawing: { _ in redraw }, change)
        }

        /// Changes the session in place, and redraws the views that show it when `redraw` says so of
        /// the change's result.
        ///
        /// The session is changed where nothing else holds its storage: it is swapped out for a
        /// placeholder, changed, and swapped back after `objectWillChange` (so the published value
        /// changes after the notice, as `ObservableObject` says). A copy held during the change
        /// would make the core copy every buffer the change writes (a selection, the search's
        /// matches). Nothing reads `session` meanwhile: the change is plain Swift, on the main actor.
        @discardableResult
        private func update<Result>(
            redrawing redraw: (Result) -> Bool, _ change: (inout DropdownSession<Option, ID>) -> Result
        ) -> Result {
            swap(&session, &spare)
            let result = change(&spare)
            if redraw(result) { objectWillChange.send() }
            swap(&session, &spare)
            return result
        }

        // MARK: Events

        /// The view's environment changed and nothing else did (Reduce Motion, the animations, the
        /// words, the text size): the events the open list sends next carry it (``sendFromList(_:)``,
        /// R3). O(1).
        func linkSupplied(_ link: DropdownLink<Option, ID>) {
            self.link = link
        }

        /// Applies an event and carries out the outcome, in one transaction: animated when the list
        /// opens or closes, not otherwise (rule R14).
        @discardableResult
        func send(
            _ event: DropdownEvent<ID>, origin: EventOrigin, link: DropdownLink<Option, ID>
        ) -> DropdownSession<Option, ID>.Outcome {
            self.link = link
            var context = DropdownSession<Option, ID>.Context(
                time: now, origin: origin, bound: link.selection.values, inputs: link.inputs)
            context.isEnabled = link.isEnabled
            context.container = link.container
            context.containerSeesDropdown = link.containerSeesDropdown
            context.isSearchable = link.isSearchable
            context.opensAsSheet = link.opensAsSheet
            context.hasWindowLayer = link.hasWindowLayer
            context.guesses = link.guesses
            context.reduceMotion = link.reduceMotion
            context.behavior = link.behavior
            context.strings = link.strings
            // Changed in place (see `update(redrawing:_:)`), and swapped back in the transaction.
            swap(&session, &spare)
            let outcome = spare.send(event, context)
            if outcome.result.changes.contains(.opened) { listIsSheet = link.opensAsSheet }
            // R14: only opening and closing animate. Other changes run in a transaction without an
            // animation (implicit animations the app put on its own views still run).
            let changesLevel = MotionPolicy.changesLevelByNavigation(outcome.result.changes)
            let animation = outcome.animates ? (changesLevel ? link.levelAnimation : link.animation) : nil
            var transaction = Transaction(animation: animation)
            if outcome.result.changes.contains(.opened) { sheetClosing.listOpened() }
            let awaitedClosing =
                outcome.result.changes.contains(.closed) ? sheetClosing.listClosed(wasSheet: listIsSheet) : nil
            // The opening or closing this event began: its animation's end settles that one only.
            let transition = spare.transition
            if let awaitedClosing {
                // A sheet slides away outside this transaction: it settles when its content
                // disappears (`sheetDisappeared`), or at the deadline.
                DispatchQueue.main.asyncAfter(deadline: .now() + SheetClosing.deadline.seconds) { [weak self] in
                    MainActor.assumeIsolated {
                        guard let self, self.sheetClosing.deadlinePassed(for: awaitedClosing) else { return }
                        self.listSettled(transition)
                    }
                }
            } else if outcome.settlesFocus {
                // R9: focus moves once the list has settled (in or out), and once more later.
                let settled: () -> Void = { [weak self] in self?.listSettled(transition) }
                switch MotionPolicy.settling(
                    animates: outcome.animates, hasAnimation: animation != nil, listFades: link.fades)
                {
                case .withAnimation:
                    transaction.addAnimationCompletion(settled)
                case .afterFade:
                    DispatchQueue.main.asyncAfter(deadline: .now() + MotionPolicy.fadeSeconds) {
                        MainActor.assumeIsolated(settled)
                    }
                case .nextTurn:
                    DispatchQueue.main.async { MainActor.assumeIsolated(settled) }
                }
            }
            withTransaction(transaction) {
                if outcome.needsRedraw { objectWillChange.send() }
                swap(&session, &spare)
                if let selected = outcome.selectionToWrite {
                    // R1: the caller's binding is written now, in the person's transaction (its
                    // setter runs with the session in place); if it refuses or changes the
                    // value, the core takes what it holds instead.
                    link.selection.write(selected)
                    let held = link.selection.values
                    let time = now
                    update(
                        redrawing: { $0 },
                        {
                            $0.bindingHolds(
                                held, written: selected, inputs: link.inputs, behavior: link.behavior, at: time)
                        })
                }
                if let presented = outcome.presentedToWrite, let isPresented = link.isPresented,
                    isPresented.wrappedValue != presented
                {
                    isPresented.wrappedValue = presented
                }
                // A closed list leaves the window's layer in this transaction: it
                // fades with the chevron, takes no tap after the close, and the transaction's
                // completion (`listSettled`, which lets the last open state go) comes after it has
                // gone, so it never shows the reset state while it leaves.
                reconcileLayer()
            }
            if outcome.result.changes.contains(.opened) { coordinator?.didOpen(id) }  // O8
            if outcome.result.changes.contains(.closed) { coordinator?.didClose(id) }
            scheduleAnnouncement()
            // The app's actions hear each change once, after the transaction, outside any update.
            if let report = changeReports.take(outcome.result.changes, state: session.state) {
                link.changeActions.deliver(report)
            }
            return outcome
        }

        /// The parent updated: its inputs may have changed (rule R3). The core is brought in step
        /// now only while the list is open (its rows show them); a closed dropdown does it at its
        /// next event.
        func inputsSupplied(_ link: DropdownLink<Option, ID>) {
            self.link = link
            update(redraw: false) { $0.inputsSupplied(link.inputs, bound: link.selection.values) }
            if session.loads.pageEnding != nil {
                endPage(parentUpdated: true)  // L3: the update that brought the page
                return
            }
            guard
                session.state.isOpen
                    || session.bringsInStepWhenClosed(
                        bound: link.selection.values, behavior: link.behavior, inputs: link.inputs)
            else { return }
            bringInStep(link)
        }

        /// The bound selection, the options or the settings changed elsewhere (rules R1, R3, C2):
        /// the core takes them. When the core drops a selection whose option left (the `.clear`
        /// policy), the binding is written (a program change, after the update); when the highlight
        /// moved, the app's highlight action hears it (E1).
        func bringInStep(_ link: DropdownLink<Option, ID>) {
            self.link = link
            let time = now
            let (changed, dropped) = update(
                redrawing: { $0.0 || $0.1 != nil },
                { session in
                    let changed = session.bringInStep(
                        inputs: link.inputs, bound: link.selection.values, behavior: link.behavior, at: time)
                    return (changed, session.takeSelectionWrite())
                })
            guard changed || dropped != nil else { return }
            if let dropped { link.selection.write(dropped) }
            reconcileLayer()
            // E1: the highlight action hears a highlight the new options or selection moved (in
            // an `onChange`, an `onAppear` or a task's turn, never in a body).
            if let report = changeReports.takeAfterCatchingUp(state: session.state) {
                link.changeActions.deliver(report)
            }
        }

        /// How the open list finds the option of an identifier now: with the inputs the model last
        /// received and the positions the session holds now (rule R4). A lookup
        /// taken earlier, before the core was brought in step with new options, would not find the
        /// new ones; rows call this when they draw. O(1).
        func optionLookup() -> OptionLookup<Option, ID>? {
            link.map { session.lookup($0.inputs) }
        }

        /// Turns search on or off (`.dropdownSearchable`).
        func setSearchable(_ isSearchable: Bool) {
            update(redrawing: { $0 }, { $0.setSearchable(isSearchable) })
        }

        // MARK: Options that arrive later (L1, L3, L4, L5)

        /// Runs the loader for `request` (in the view's `.task(id:)`, which cancels it when the
        /// request stops being current; the session already shows "Loading…"): waits for typing to
        /// pause, calls the loader, and hands its answer or its error to the session, which drops
        /// what is no longer current (L4).
        func run(_ request: LoadRequests.Search?, loader: (@MainActor (String) async throws -> [Option])?) async {
            guard let request, let loader else { return }
            if request.delay > .zero {
                do { try await Task.sleep(for: request.delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            do {
                let options = try await loader(request.query)
                guard !Task.isCancelled, let link else { return }
                let events = update { $0.answer(request, with: options, inputs: link.inputs) }
                events.forEach(sendFromProgram)
            } catch {
                // A cancelled load (URLSession throws its own error then) is not a failure.
                guard !Task.isCancelled else { return }
                update(redraw: false) { $0.answer(request, failure: error.localizedDescription) }.forEach(
                    sendFromProgram)
            }
        }

        /// Runs the load-more action for `request` (in the view's `.task(id:)`, cancelled when the
        /// list closes), with "Loading more…" while it runs (L1, L3).
        func run(_ request: LoadRequests.Page?, loadMore: (@MainActor () async throws -> Void)?) async {
            guard let request, let loadMore else { return }
            var failure: String?
            do {
                try await loadMore()
            } catch {
                failure = error.localizedDescription
            }
            guard !Task.isCancelled else { return }
            update(redraw: false) { $0.pageReturned(request, failure: failure) }
            DispatchQueue.main.asyncAfter(deadline: .now() + LoadRequests.pageDeadline.seconds) { [weak self] in
                MainActor.assumeIsolated { self?.endPage(deadlinePassedFor: request) }
            }
        }

        /// Ends the load of a page whose action returned, when the session says it ends now: the
        /// core takes the options it brought, then hears that the load ended and whether more
        /// remain (L3).
        private func endPage(parentUpdated: Bool = false, deadlinePassedFor request: LoadRequests.Page? = nil) {
            guard
                let ending = session.loads.endingPage(parentUpdated: parentUpdated, deadlinePassedFor: request),
                let link
            else { return }
            bringInStep(link)
            let hasMore = link.behavior.hasMoreOptions
            update(redraw: false) { $0.answer(ending.request, failure: ending.failure, hasMore: hasMore) }
                .forEach(sendFromProgram)
        }

        /// The row of option `id`, built on row `hint`, came into view: its closures are checked
        /// when only the rows on screen were after a parent update (R3, R16), and paging may need
        /// the next page (L3).
        func rowAppeared(_ id: ID, hint: Int) {
            guard let link else { return }
            if update(redraw: false, { $0.rowShown(id, hint: hint, inputs: link.inputs) }) { bringInStep(link) }
            if let event = session.rowAppeared(id) { sendFromProgram(event) }
        }

        /// The row of option `id` went out of view.
        func rowDisappeared(_ id: ID) {
            update(redraw: false) { $0.rowHidden(id) }
        }

        /// The scroll position of the open list is at element `id` now: a long list's window follows
        /// it, and the rows are redrawn only when the window changed (R16).
        func listScrolled(to id: ListElementID<ID>) {
            update(redrawing: { $0 }, { $0.listScrolled(to: id) })
        }

        /// A gap of a long list's window came into view: it opens (R16).
        func gapAppeared(_ block: ListWindowBlock) {
            update(redrawing: { $0 }, { $0.gapAppeared(block) })
        }

        /// Runs the app's create action for `request` (in the view's `.task(id:)`, cancelled when the
        /// dropdown goes or a newer "Create" replaces it), and adds and selects the option it made,
        /// as the person's own choice (L5).
        func run(_ request: LoadRequests.Create?, create: (@MainActor (String) async -> Option?)?) async {
            guard let request, let create else { return }
            let option = await create(request.text)
            guard !Task.isCancelled, let link else { return }
            let inputs = session.resolved(link.inputs)
            guard let event = update(redraw: false, { $0.created(request, option: option, inputs: inputs) }) else {
                return
            }
            send(event, origin: .user, link: link)
        }

        /// Sends an event from the open list (its rows, search field, escape gesture or "Done"),
        /// with what the view gave last (R3): the rows' views are kept between updates (they are
        /// compared without their closures), and a list in the window layer or a container is
        /// supplied again only when its parent updates, so a closure of the view they held would
        /// carry the bindings, environment and settings of the update that built them.
        func sendFromList(_ event: DropdownEvent<ID>) -> DropdownSession<Option, ID>.Outcome? {
            guard let link else { return nil }
            return send(event, origin: .user, link: link)
        }

        /// Sends an event the program makes, with what the view gave last.
        private func sendFromProgram(_ event: DropdownEvent<ID>) {
            guard let link else { return }
            send(event, origin: .program, link: link)
        }

        // MARK: Window and coordinator (O8)

        /// The dropdown is on screen in a window (or moved to another one).
        func attach(toWindow window: AnyObject?) {
            self.window = window
            // A list that opened before the dropdown had a window took a layer for granted: in a
            // window without one, nothing would draw it, and it closes (as a withdrawn one does).
            if let window {
                let hasLayer = WindowProbe.holdsLayer(window)
                if update(redraw: false, { $0.windowJoined(hasLayer: hasLayer) }) { closeFromProgram() }
            }
            // A list that opened before the dropdown had a window is presented now.
            if window != nil && layer.presented == nil { withAnimation(link?.animation) { reconcileLayer() } }
            let next = window.map(DropdownCoordinator.forScope)
            guard next !== coordinator else { return }
            coordinator?.unregister(id)
            coordinator = next
            next?.register(id) { [weak self] in self?.closeForAnotherDropdown() }
            if session.state.isOpen { next?.didOpen(id) }
        }

        /// The dropdown left the screen: its list closes.
        func disappeared() {
            if session.state.isOpen, let link { send(.close, origin: .program, link: link) }
            coordinator?.unregister(id)
            coordinator = nil
        }

        private func closeForAnotherDropdown() {
            closeFromProgram()
        }

        // MARK: The window's layer (R7's fallback)

        /// The entry the dropdown wants in its window's layer now.
        var wantedLayerEntry: LayerPresentationKey<UUID>? {
            LayerPresence.wanted(dropdown: id, isOpen: session.state.isOpen, delivery: session.delivery)
        }

        /// The field supplies what its list in the layer is made of (when the list moves to the
        /// layer, and after each update of its parent): the list is presented if it is not yet,
        /// else given its new content.
        func supplyLayerPresentation(
            _ source: @escaping (LayerPresentationKey<UUID>) -> WindowListHost.Presentation, window: AnyObject?
        ) {
            if let window { self.window = window }
            // A presenter that is leaving with the closing list (its parent updated during the
            // fade) supplies nothing: the next opening brings its own content.
            guard wantedLayerEntry != nil else { return }
            layerSource = source
            if let presented = layer.presented, presented == wantedLayerEntry {
                layerHost?.present(layerPresentation(presented, source))
            } else {
                reconcileLayer()
            }
        }

        /// Brings the layer in step with the dropdown: takes the list out when it closed, presents
        /// it when it is wanted and the layer can be reached. O(1).
        private func reconcileLayer() {
            let wanted = wantedLayerEntry
            // The model looks the layer up when a list is to be presented; the window probe installed it
            // when the dropdown joined its window.
            let needsHost = wanted != nil && layer.presented != wanted && layerSource != nil
            let host = needsHost ? layerHost ?? window.flatMap(WindowListHost.forWindow) : layerHost
            for action in layer.reconcile(wanted: wanted, hasLayer: host != nil && layerSource != nil) {
                switch action {
                case .dismiss(let key):
                    layerHost?.dismiss(key)
                    layerSource = nil  // the next opening supplies its own
                case .present(let key):
                    guard let host, let layerSource else { continue }
                    layerHost = host
                    host.present(layerPresentation(key, layerSource))
                }
            }
            // The layer observes only its host; new rows or a new measured size place
            // the list again (its height, its side, its alignment to the field).
            let inputs = LayerPresence<UUID>.PlacementInputs(
                rowsRevision: session.rowsRevision, sizeRevision: session.listSizeRevision)
            if layer.needsPlacement(for: inputs) { layerHost?.geometryChanged() }
        }

        /// The field moved while its list is in the layer (content above it, the keyboard's
        /// avoidance, a sidebar): the list follows it.
        func layerFieldMoved() {
            guard layer.presented != nil else { return }
            layerHost?.fieldMoved()
        }

        private func layerPresentation(
            _ key: LayerPresentationKey<UUID>, _ source: (LayerPresentationKey<UUID>) -> WindowListHost.Presentation
        ) -> WindowListHost.Presentation {
            var presentation = source(key)
            presentation.ownerWants = { [weak self] in self.map { .some($0.wantedLayerEntry) } ?? .none }
            return presentation
        }

        // MARK: The list's host (R7)

        /// After the update that sent a request to a container: the deadline is the next turn of
        /// the main run loop, when the container has drawn the list (and confirmed it) if it could.
        func scheduleDeliveryDeadline() {
            guard session.delivery.host == .awaitingContainer else { return }
            let generation = session.delivery.request
            // A safety net: the container was seen, so it should confirm within the update; behind
            // a UIKit bridge (a List cell, a tab) that may take a later pass.
            DispatchQueue.main.async {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
                    MainActor.assumeIsolated { self?.deliveryDeadlinePassed(request: generation) }
                }
            }
        }

        private func deliveryDeadlinePassed(request generation: Int) {
            withAnimation(link?.animation) {
                if update(redrawing: { $0 }, { $0.deliveryDeadlinePassed(request: generation) }) { reconcileLayer() }
            }
        }

        /// The container drew the list of request `generation`.
        func containerConfirmed(request generation: Int) {
            update(redraw: false) { _ = $0.containerConfirmed(request: generation) }
        }

        /// The container stopped drawing the list of request `generation`: the window's layer
        /// draws it, or in a window without one, it closes (``ListDelivery/isStranded``).
        func containerWithdrew(request generation: Int) {
            guard update(redrawing: { $0 }, { $0.containerWithdrew(request: generation) }) else { return }
            if session.delivery.isStranded { return closeFromProgram() }
            reconcileLayer()
        }

        /// The open list was placed (when it appeared, and whenever its placement changed), inside
        /// `bounds` (P2, N3).
        func listPlaced(_ placement: DropdownPlacement, bounds: CGRect) {
            let hasSearchField = link?.isSearchable ?? false
            update(redraw: false) {
                $0.listPlaced(placement, boundsHeight: Double(bounds.height), hasSearchField: hasSearchField)
            }
        }

        /// The sheet's content appeared.
        func sheetAppeared() {
            sheetClosing.appeared()
        }

        /// The sheet's content disappeared: a closed list that waited for it settles (its last
        /// open state goes, the focus moves of its closing are made).
        func sheetDisappeared() {
            // The closing waited for is the current one: an opening since cancels the wait.
            if sheetClosing.disappeared() { listSettled(session.transition) }
        }

        /// The open list's sheet laid its list out `height` tall (N3).
        func sheetListSized(_ height: CGFloat) {
            let hasSearchField = link?.isSearchable ?? false
            update(redraw: false) { $0.sheetListSized(height: Double(height), hasSearchField: hasSearchField) }
        }

        /// The field's window stopped being key, or the app stopped being active (on the Mac): a
        /// floating list closes as a menu would; a sheet stays.
        func windowDeactivated(_ deactivation: WindowDeactivation) {
            guard deactivation.closesList(shownAsSheet: listIsSheet) else { return }
            closeFromProgram()
        }

        /// The program closes the list (another dropdown opened, its window was deactivated).
        func closeFromProgram() {
            guard session.state.isOpen, let link else { return }
            send(.close, origin: .program, link: link)
        }

        // MARK: Layout (R5)

        /// The open list measured its lines; it is redrawn only when its size changed.
        func record(_ measurement: ListMeasurement<ID>, textSize: String, maximum: ListMaximumHeight) {
            if update(redrawing: { $0 }, { $0.record(measurement, textSize: textSize, maximum: maximum) }) {
                reconcileLayer()
            }
        }

        // MARK: Focus (R9, R10)

        func fieldFocusChanged(_ focused: Bool) {
            updateFocusAppearance { $0.fieldFocusChanged(focused) }
        }

        func fieldTapped() {
            updateFocusAppearance { $0.fieldTapped() }
        }

        func fieldHovered(_ inside: Bool) {
            updateFocusAppearance { $0.fieldHovered(inside) }
        }

        func keyPressed() {
            updateFocusAppearance { $0.keyPressed() }
        }

        /// Changes the field's focus bookkeeping; the field is redrawn only when whether it shows
        /// focus changed.
        private func updateFocusAppearance(_ change: (inout DropdownSession<Option, ID>) -> Void) {
            let before = session.fieldFocus.showsFocus
            update(
                redrawing: { $0 != before },
                { session in
                    change(&session)
                    return session.fieldFocus.showsFocus
                })
        }

        /// The list finished animating in or out (`transition`, the opening or closing that
        /// animated): the pending focus moves are made, and made once more a moment later (R9); a
        /// closed list lets its last open state go. The end of an earlier opening or closing (an
        /// opening a quick close cut short) does nothing: the closing list stays as it was drawn.
        private func listSettled(_ transition: Int) {
            guard update(redraw: false, { $0.transitionEnded(transition) }) else { return }
            makeFocusAttempts()
            let delay = FocusAttempts<KeyboardFocusTarget>.retryDelay.seconds
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                MainActor.assumeIsolated { self?.makeFocusAttempts() }
            }
        }

        private func makeFocusAttempts() {
            let time = now
            if update(redraw: false, { $0.focusAttemptsDue(at: time) }) {
                objectWillChange.send()
                scheduleAnnouncement()
            }
        }

        /// The search field appeared: whether to give it keyboard focus now (its first attempt).
        func searchFieldAppeared() -> Bool {
            update(redraw: false) { $0.searchFieldAppeared() }
        }

        /// Return in the search field was handled: whether to give it keyboard focus again now
        /// (R9); the next attempt follows on the next turn, after the field ended its editing.
        func searchFieldSubmitted() -> Bool {
            guard update(redraw: false, { $0.searchFieldSubmitted() }) else { return false }
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.makeSearchFieldFocusAttempt() } }
            return true
        }

        /// The submit's follow-up: the search field's attempt alone, which the field's
        /// `onChange(of: searchFieldFocus.attempt)` carries out.
        private func makeSearchFieldFocusAttempt() {
            if update(redraw: false, { $0.searchFieldFocusAttemptDue() }) { objectWillChange.send() }
        }

        // MARK: Announcements (A4, R9)

        /// Posts the pending announcement when the session says it is due.
        private func scheduleAnnouncement() {
            announcementTask?.cancel()
            guard let deadline = session.announcements.nextDeadline else { return }
            let delay = deadline - now
            announcementTask = Task { @MainActor [weak self] in
                if delay > .zero { try? await Task.sleep(for: delay) }
                guard !Task.isCancelled, let self else { return }
                self.postDueAnnouncement()
            }
        }

        private func postDueAnnouncement() {
            let time = now
            if let announcement = update(redraw: false, { $0.takeDueAnnouncement(at: time) }) {
                let strings = link?.strings ?? .english
                var text = AttributedString(strings.text(for: announcement, title: link?.title ?? ""))
                // A4: counts wait for what VoiceOver is saying (the focused row); a commit, the
                // answer to the person's action, is spoken at once.
                text.accessibilitySpeechAnnouncementPriority =
                    AnnouncementScheduler.isQueued(announcement) ? .low : .default
                AccessibilityNotification.Announcement(text).post()
            }
            scheduleAnnouncement()
        }
    }
#endif
