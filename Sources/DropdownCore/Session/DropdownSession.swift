/// Everything a SwiftUI dropdown decides, in plain Swift so that it is tested on every platform:
/// the core state, and the bookkeeping around it that the views need (rules R1–R14).
///
/// The SwiftUI model (`DropdownMenuModel`) holds one session, sends it the person's input and the
/// program's changes with the current time, and carries out what it answers: write the bound
/// selection, move focus, post an announcement, redraw. The views only map input to ``send(_:_:)``
/// and draw ``state``.
@_spi(Session) public struct DropdownSession<Option, ID: Hashable> {
    /// The core state: every behaviour rule.
    @_spi(Session) public internal(set) var state: DropdownState<ID>
    /// Whether the core's options are in step with the initializer's closures (R3).
    @_spi(Session) public internal(set) var inputsSync: OptionInputsSync
    /// Where each identifier is among the options of ``positionedInputs``, to find an option from
    /// its identifier (R4); empty for options that are their own identifiers.
    @_spi(Session) public internal(set) var positions: OptionPositions<ID>
    /// The inputs whose options ``positions`` were read from. Holding them keeps their array's
    /// storage alive, so inputs in the same storage list the same options (a parent's change to the
    /// array copies it first).
    var positionedInputs: OptionInputs<Option, ID>?
    /// Who draws the open list: the container or the dropdown (R7).
    @_spi(Session) public internal(set) var delivery = ListDelivery()
    /// The measured heights of the open list's lines (R5).
    @_spi(Session) public internal(set) var heights: ListHeightBook<ID>
    /// Whether the field shows keyboard focus (R10).
    @_spi(Session) public internal(set) var fieldFocus = FieldFocusAppearance()
    /// When announcements are posted (A4, R9).
    @_spi(Session) public internal(set) var announcements = AnnouncementScheduler()
    /// The side the open list keeps (P2), once measured, until the room around it changes.
    @_spi(Session) public internal(set) var side = ListSideChoice()
    /// Changes whenever the visible rows may have changed (not for a highlight or selection change
    /// alone): the SwiftUI rows are rebuilt only then.
    @_spi(Session) public internal(set) var rowsRevision = 0
    /// Changes whenever the open list's measured size changes (a container places it again).
    @_spi(Session) public internal(set) var listSizeRevision = 0
    /// How many selections the person made; haptic feedback follows it.
    @_spi(Session) public private(set) var userCommits = 0
    /// How many additions the selection limit refused; a warning haptic follows it (M3).
    @_spi(Session) public private(set) var limitRefusals = 0
    /// Whether the highlighted row is drawn highlighted (not after opening by a tap).
    @_spi(Session) public private(set) var highlight = HighlightVisibility()
    /// What the list drew when it closed, kept while it animates out (not the reset state of a
    /// closed dropdown): its frame and its rows on screen, not a copy of the core's state.
    var closing: ClosingList<ID>?
    /// The list's current opening or closing: each one is a new number, handed to the animation
    /// that shows it, so the end of an earlier one (an opening a quick close cut short) is told
    /// apart from the end of the current one (``transitionEnded(_:)``).
    @_spi(Session) public private(set) var transition = 0
    /// The option rows on screen (R16): what a closing list keeps, and whose closures are checked.
    @_spi(Session) public private(set) var shown = ShownRows<ID>()
    /// Which loads are current (L1, L3, L4): the view runs each in a task that SwiftUI cancels
    /// when it stops being current.
    @_spi(Session) public internal(set) var loads = LoadRequests()
    /// The options the loader answered the current query with, which replace the initializer's
    /// options while there are any (L4); `nil` before the first answer.
    var loaded: [Option]?
    /// The inputs the core's options were last read from (the loader's answer in place of their
    /// options, when it answered): a parent update that supplies the same options array, in the
    /// same storage, cannot have taken an option away. Nil when the core's
    /// options were installed from a loader's answer and not read since.
    var readInputs: OptionInputs<Option, ID>?
    /// The row of ``openingScrollTarget``, which a long list's window keeps built (R16).
    var openingScrollRow: Int?
    /// Where a long list's window is centred: what its views reported of the scroll position and
    /// of gaps coming into view since it opened or changed level (R16).
    @_spi(Session) public internal(set) var windowFocus = ListWindowFocus()
    /// The last window of a long list built, asked for several times an update (R16).
    let windowMemo = ListWindowMemo()
    /// Keyboard focus waiting for the search field to appear (R9).
    @_spi(Session) public internal(set) var searchFieldFocus = FocusAttempts<KeyboardFocusTarget>()
    /// VoiceOver focus going back to the field after the list closed (A3).
    @_spi(Session) public internal(set) var fieldAccessibilityFocus = FocusAttempts<KeyboardFocusTarget>()
    /// How the current level of a tree entered, when the person moved into or out of a submenu.
    @_spi(Session) public private(set) var levelEntrance = MotionPolicy.LevelTransition.fade
    /// What the measured heights were measured under (the list's width, Dynamic Type size).
    var layoutContext: ListLayoutContext?
    /// The open list's maximum height, kept from its first measurement until it closes (P3).
    var frozenMaximum: Double?
    /// The heights a long list's gaps assume for a row and a header (R16), taken from the first
    /// measurement of rows in an opening and kept while the list is open: a running mean would
    /// resize every gap at each new row measured, and move the content above the screen by
    /// thousands of points deep in a long list.
    var frozenGapHeights: (row: Double, header: Double)?
    /// The modifiers' settings the core has.
    var appliedBehavior: DropdownBehavior
    /// The selection to write to the binding after the core dropped part of it (C2).
    var pendingSelectionWrite: [ID]?
    /// The height the placed list could not exceed (its maximum, or the room on its side), once it
    /// scrolled; for the page size.
    var placedLimit = Double.infinity
    /// The height of the open list's sheet, when it is shown in one; for the page size (N3).
    @_spi(Session) public var sheetListHeight: Double?

    // Last, the two properties that hold a value of the identifier's type, whose size depends on
    // it: every property before them is at the same place whatever the type, so the session's
    // generic code reads them without looking up its own type (a report of the scroll position
    // reads several, R16).

    /// The line the list opens scrolled to (P4), and since the last change of level, the line the
    /// new level is first shown at (its highlighted row, H2, H3): its scroll view is created there.
    @_spi(Session) public private(set) var openingScrollTarget: ListLineID<ID>?
    /// VoiceOver focus waiting for a row to appear (A3).
    @_spi(Session) public internal(set) var rowFocus = FocusAttempts<ListLineID<ID>>()

    /// Creates a closed dropdown from its initializer's inputs and the bound selection.
    @_spi(Session) public init(
        inputs: OptionInputs<Option, ID>, selection: [ID], mode: DropdownSelectionMode,
        behavior: DropdownBehavior = DropdownBehavior(), guesses: ListHeightBook<ID>.Guesses
    ) {
        let options = inputs.coreOptions()
        state = DropdownState(
            options: options, selection: selection,
            configuration: behavior.applied(to: DropdownConfiguration(selectionMode: mode)))
        inputsSync = OptionInputsSync(installed: options)
        positions = inputs.optionOfID == nil ? OptionPositions(options) : OptionPositions()
        positionedInputs = inputs
        readInputs = inputs
        appliedBehavior = behavior
        heights = ListHeightBook(guesses: guesses)
    }

    /// The circumstances of an event.
    @_spi(Session) public struct Context {
        /// When it happened.
        @_spi(Session) public var time: Duration
        /// The person, or the program.
        @_spi(Session) public var origin: EventOrigin
        /// Whether the dropdown is enabled (`.disabled`).
        @_spi(Session) public var isEnabled = true
        /// What the bound selection holds now: the source of truth (R1).
        @_spi(Session) public var bound: [ID]
        /// The initializer's inputs now.
        @_spi(Session) public var inputs: OptionInputs<Option, ID>
        /// The container in the environment, if any.
        @_spi(Session) public var container: (any Hashable)?
        /// Whether that container sees this dropdown (its presence reaches it).
        @_spi(Session) public var containerSeesDropdown = false
        /// Whether the list has a search field.
        @_spi(Session) public var isSearchable = false
        /// Whether the list opens as a sheet, should this event open it (``ListPresentationChoice``).
        @_spi(Session) public var opensAsSheet = false
        /// Whether the dropdown's window holds a layer for floating lists (``LayerHostChoice``).
        @_spi(Session) public var hasWindowLayer = true
        /// The heights to assume before anything is measured (scaled by Dynamic Type).
        @_spi(Session) public var guesses: ListHeightBook<ID>.Guesses?
        /// Whether Reduce Motion is on: nothing animates.
        @_spi(Session) public var reduceMotion = false
        /// The settings of the dropdown modifiers.
        @_spi(Session) public var behavior = DropdownBehavior()
        /// The built-in words (what a closing list's rows keep).
        @_spi(Session) public var strings = DropdownStrings.english

        /// Creates one from the parts every event has; the others keep their defaults until set.
        @_spi(Session) public init(time: Duration, origin: EventOrigin, bound: [ID], inputs: OptionInputs<Option, ID>) {
            self.time = time
            self.origin = origin
            self.bound = bound
            self.inputs = inputs
        }
    }

    /// What the SwiftUI layer must do after an event, in the same transaction.
    @_spi(Session) public struct Outcome {
        /// The core's answer.
        @_spi(Session) public var result = DropdownEventResult(changes: [], isHandled: false, announcement: nil)
        /// The selection to write to the binding now (R1): the person changed it.
        @_spi(Session) public var selectionToWrite: [ID]?
        /// The value to write to `isPresented` now.
        @_spi(Session) public var presentedToWrite: Bool?
        /// Whether the person committed a selection (haptic feedback; never for the program's changes).
        @_spi(Session) public var isUserCommit = false
        /// Whether the changes are animated (only opening and closing, R14).
        @_spi(Session) public var animates = false
        /// Keyboard focus to set now.
        @_spi(Session) public var keyboardFocus: KeyboardFocusTarget?
        /// Whether VoiceOver focus returns to the field (A3), by the attempts made once the list has
        /// gone (not in the closing transaction: the list is still modal then).
        @_spi(Session) public var returnsAccessibilityFocus = false
        /// Whether anything the views draw changed (also when bringing the core in step did).
        @_spi(Session) public var needsRedraw = false
        /// Whether VoiceOver focus moves once the list has settled: it opened, closed, or showed
        /// another level (A3, H8).
        @_spi(Session) public var settlesFocus = false
    }

    // MARK: Events

    /// Applies an event: the options and the bound selection are brought in step first (the
    /// binding is the source of truth, R1), then the core decides, then the session works out
    /// what the views must do.
    @_spi(Session) public mutating func send(_ event: DropdownEvent<ID>, _ context: Context) -> Outcome {
        guard InteractionGate.allows(event, isEnabled: context.isEnabled) else { return Outcome() }
        if let guesses = context.guesses, !state.isOpen { heights.guesses = guesses }
        let caughtUp = bringInStep(
            inputs: context.inputs, bound: context.bound, behavior: context.behavior, at: context.time)
        let droppedSelection = takeSelectionWrite()
        // What the list draws now, kept only before an event that may close it: O(rows on screen).
        let depthBefore = state.submenuPath.count
        let closingList =
            state.isOpen && ClosingList.mayClose(event, mode: state.configuration.selectionMode)
            ? ClosingList(state, highlightShown: highlight.isShown, shown: shown, strings: context.strings) : nil
        let rowsBefore = RowsSignature(state)
        var outcome = Outcome()
        outcome.result = state.handle(event, at: context.time)
        let changes = outcome.result.changes
        // L1, L6: what the core asked for shows "Loading…" (or "Loading more…") already, and is
        // announced; the view's tasks load it.
        followRequests(changes)
        if changes.contains(.create), let text = outcome.result.textToCreate, appliedBehavior.createsOptions {
            loads.askToCreate(text)  // L5: run by the view's task, which the dropdown's going cancels
        }
        if changes.contains(.closed) && state.loadState == .loading {
            // L1: the loads were cancelled with the list; nothing is on its way any more.
            state.send(.setLoadState(.idle, hasMore: state.hasMoreOptions), at: context.time)
        }
        let highlightWasShown = highlight.isShown
        highlight.apply(event, result: outcome.result)
        let refused = SelectionLimitFeedback.isRefusal(outcome.result)
        if refused { limitRefusals += 1 }
        if let droppedSelection { outcome.selectionToWrite = droppedSelection }
        if changes.contains(.selection) {
            outcome.selectionToWrite = state.selection
            if context.origin == .user {
                outcome.isUserCommit = true
                userCommits += 1
            }
        }
        outcome.keyboardFocus = FocusPlan.keyboardFocus(
            after: event, origin: context.origin, result: outcome.result, isSearchable: context.isSearchable,
            listMadeLayerKey: FocusPlan.layerIsAWindow && delivery.drawsInWindowLayer && context.isSearchable)
        if changes.contains(.opened) {
            outcome.presentedToWrite = true
            // R7: the container draws the list if it sees the dropdown, else the window's layer;
            // the view checks the safety deadline after its update.
            delivery.open(
                container: context.container, containerSeesDropdown: context.containerSeesDropdown,
                searchNeedsLayerKeys: context.isSearchable && ListDelivery.searchKeysNeedWindowLayer,
                asSheet: context.opensAsSheet, hasWindowLayer: context.hasWindowLayer)
            side.release()
            frozenMaximum = nil
            frozenGapHeights = nil
            openingScrollTarget = ListScrollTarget.opening(state)
            openingScrollRow = state.scrollTarget
            windowFocus = ListWindowFocus()
            // A3: VoiceOver focus goes to the row the list opens at, else the first row.
            let firstRow = state.visibleCount > 0 ? ListLineID.option(state.visibleID(atRow: 0)) : nil
            rowFocus.request(openingScrollTarget ?? firstRow)
            searchFieldFocus.request(outcome.keyboardFocus == .searchField ? .searchField : nil)
            fieldAccessibilityFocus.cancel()
            announcements.focusWillMove(at: context.time)
        }
        if changes.contains(.opened) { closing = nil }
        if FocusPlan.keepsSearchFieldFocus(after: event, result: outcome.result, isSearchable: context.isSearchable),
            state.isOpen
        {
            // R9 (M2, H2, L5): Return in the search field ends its editing, yet the list stays open;
            // keyboard focus goes back there, first from the field's submit.
            searchFieldFocus.request(.searchField)
        }
        if !changes.isDisjoint(with: [.opened, .closed]) { transition &+= 1 }
        if changes.contains(.level) && !changes.contains(.opened) && state.isOpen {
            // P4, H2, H3: another level's scroll view is made at its highlighted row (the child
            // holding the selection, or the parent just left), in this event, not scrolled there
            // an update later while it slides in.
            openingScrollTarget = ListScrollTarget.opening(state)
            openingScrollRow = state.scrollTarget
            windowFocus = ListWindowFocus()
        }
        if changes.contains(.query) && !changes.contains(.opened) && state.isOpen {
            // R16: a query's matches are other lines; the window starts again from the top and the
            // highlighted best match, not around a place among the lines the query replaced (nor
            // the row the list opened at: reading the lines there would rank every match).
            windowFocus = ListWindowFocus()
            openingScrollRow = nil
        }
        if MotionPolicy.changesLevelByNavigation(changes) && state.isOpen {
            // H2, H3, H8: the new level slides in; VoiceOver focus goes to its highlighted row (the
            // child holding the selection, or the parent just left), and "More Fruits, 2 options"
            // waits until it is there.
            levelEntrance = MotionPolicy.levelTransition(
                fromDepth: depthBefore, toDepth: state.submenuPath.count,
                reduceMotion: context.reduceMotion)
            rowFocus.request(openingScrollTarget ?? ListScrollTarget.line(ofRow: 0, in: state))
            announcements.focusWillMove(at: context.time)
            outcome.settlesFocus = true
        }
        if changes.contains(.closed) {
            closing = closingList
            shown.removeAll()
            outcome.presentedToWrite = false
            delivery.close()
            side.release()
            frozenMaximum = nil
            frozenGapHeights = nil
            placedLimit = .infinity
            sheetListHeight = nil
            openingScrollTarget = nil
            openingScrollRow = nil
            rowFocus.cancel()
            searchFieldFocus.cancel()
            outcome.returnsAccessibilityFocus = FocusPlan.returnsAccessibilityFocus(
                origin: context.origin, result: outcome.result)
            if outcome.returnsAccessibilityFocus {
                announcements.focusWasSet(at: context.time)
                fieldAccessibilityFocus.request(.field)  // again once the list has gone
            }
        }
        if outcome.keyboardFocus == .searchField { outcome.keyboardFocus = nil }  // set once it appears
        if outcome.keyboardFocus == .field {
            // R10: focus returned after a key press (Return, Escape, Tab) is drawn.
            let afterKey: Bool
            if case .key = event { afterKey = true } else { afterKey = false }
            fieldFocus.willFocusField(afterKey: afterKey)
        }
        if let announcement = outcome.result.announcement {
            announcements.add(announcement, afterQueryChange: changes.contains(.query), at: context.time)
        }
        // The rows' view is rebuilt when the rows may have changed: a change other than the
        // highlight or the selection, or rows that differ at a glance (an event that adds rows
        // need not report a change of its own).
        // Closing changes nothing drawn: the list shows its last open state while it leaves.
        let redrawsRows =
            !changes.subtracting([.highlight, .selection, .closed]).isEmpty || RowsSignature(state) != rowsBefore
        if redrawsRows && !changes.contains(.closed) {
            rowsRevision += 1
        }
        outcome.animates = MotionPolicy.animates(changes, reduceMotion: context.reduceMotion)
        if !changes.isDisjoint(with: [.opened, .closed]) { outcome.settlesFocus = true }
        outcome.needsRedraw = caughtUp || !changes.isEmpty || highlight.isShown != highlightWasShown || refused
        return outcome
    }

    /// Brings the core in step with the modifiers' settings, the inputs (when they are stale) and
    /// the bound selection. Returns whether anything changed. O(1) when nothing is stale and the
    /// selection matches; O(rows on screen) for stale inputs in the same storage whose rows on
    /// screen agree with the core (``OptionInputsSync``); O(n) to read them all otherwise; O(k)
    /// to compare a selection of k options.
    @discardableResult
    @_spi(Session) public mutating func bringInStep(
        inputs: OptionInputs<Option, ID>, bound: [ID], behavior: DropdownBehavior, at time: Duration
    ) -> Bool {
        var changed = apply(behavior, at: time)
        if changed && state.isOpen {
            rowsRevision += 1  // another syntax, creating or loading may show other rows at once
        }
        let inputs = resolved(inputs)
        if inputsSync.isStale && !inputsSync.needsFullRead, let readInputs,
            inputs.sharesOptionsStorage(with: readInputs),
            rowsToCheck().allSatisfy({ agree(inputs, on: $0.id, row: $0.row) })
        {
            inputsSync.shownRowsAgreed()  // R16: the rows on screen say what the core has
        }
        if inputsSync.isStale { readInputs = inputs }
        if let options = inputsSync.refresh(inputs) {
            if inputs.optionOfID == nil {
                positions = OptionPositions(options)
                positionedInputs = inputs
            }
            sendInStep(.setOptions(options), at: time)
            heights.reset()  // labels may wrap differently
            rowsRevision += 1
            changed = true  // labels and disabled rows are drawn, even where no id moved
        }
        if !Self.matches(bound: bound, selection: state.selection, mode: state.configuration.selectionMode) {
            let ordered = FieldValue.keepingOrder(
                of: state.selection, for: bound, position: { positions[$0] ?? state.row(of: $0) })
            changed = !sendInStep(.setSelection(ordered), at: time).isEmpty || changed
        }
        // C2: the `.clear` policy dropped a selection that left the options (or a bound value
        // that never was one): the binding must say so too (R1).
        let mode = state.configuration.selectionMode
        pendingSelectionWrite =
            Self.matches(bound: bound, selection: state.selection, mode: mode) ? nil : state.selection
        return changed
    }

    /// The options whose closures are compared with the core after a parent update: the rows on
    /// screen, else (none reported yet) those around the row the list opens at, and the open
    /// submenus' parents; each with the row it was on, if it was on one of this level. O(rows on
    /// screen).
    private func rowsToCheck() -> [(id: ID, row: Int?)] {
        var ids = state.submenuPath.map { (id: $0, row: Int?.none) }
        if !shown.isEmpty { return ids + shown.rows.map { (id: $0.id, row: Int?.some($0.hint)) } }
        let count = state.visibleCount
        let center = state.scrollTarget.map { min($0, count) } ?? 0
        let start = max(0, center - Self.checkedRowsAround)
        ids += (start..<min(count, center + Self.checkedRowsAround)).map { (id: state.visibleID(atRow: $0), row: $0) }
        return ids
    }

    /// How many rows on each side of the row the list opens at are checked before any row was
    /// reported on screen: more than a list shows.
    @_spi(Session) public static var checkedRowsAround: Int { 16 }

    /// Whether the closures of `inputs` say of option `id` what the core has, given the row it was
    /// on (read there, without hashing its identifier, while that row still shows it). O(1).
    private func agree(_ inputs: OptionInputs<Option, ID>, on id: ID, row: Int?) -> Bool {
        let lookup = OptionLookup(inputs: inputs, positions: positions, isStale: false)
        return inputs.agree(on: id, row: row, lookup: lookup, with: state)
    }

    /// The row of option `id`, built on row `hint`, came into view (a lazy stack built it). Returns
    /// whether the core must read every option's closures again: after a parent update only the
    /// rows on screen were compared with the core, and this one, compared now, disagrees (R3). O(1).
    @_spi(Session) public mutating func rowShown(_ id: ID, hint: Int, inputs: OptionInputs<Option, ID>) -> Bool {
        guard state.isOpen, shown.appeared(id, hint: hint), inputsSync.hasUncheckedRows, !inputsSync.isStale
        else { return false }
        guard !agree(resolved(inputs), on: id, row: hint) else { return false }
        inputsSync.markShownRowDisagreed()
        return true
    }

    /// The row of option `id` went out of view.
    @_spi(Session) public mutating func rowHidden(_ id: ID) {
        shown.disappeared(id)
    }

    /// The selection to write to the binding because the core dropped part of it when it was
    /// brought in step (rule C2, the `.clear` policy), if any; taken once.
    @_spi(Session) public mutating func takeSelectionWrite() -> [ID]? {
        defer { pendingSelectionWrite = nil }
        return pendingSelectionWrite
    }

    /// Whether a parent update must bring the core in step at once, although the list is closed:
    /// under the `.clear` policy a selection whose option left must leave the binding now, not at
    /// the next event (O(n) then).
    ///
    /// Not when no option can have left: the parent supplied the very options array the core's
    /// options were last read from (the same storage, an O(1) test) and the binding holds what the
    /// core holds. The check is then O(k) for k selected, so a parent that updates on every
    /// keystroke elsewhere costs a closed dropdown nothing per option, when its options are a
    /// stored array.
    @_spi(Session) public func bringsInStepWhenClosed(
        bound: [ID], behavior: DropdownBehavior, inputs: OptionInputs<Option, ID>
    ) -> Bool {
        guard behavior.vanishedSelection == .clear && !bound.isEmpty else { return false }
        guard let readInputs, resolved(inputs).listsSameOptions(as: readInputs) else { return true }
        return !Self.matches(bound: bound, selection: state.selection, mode: state.configuration.selectionMode)
    }

    /// Writes the selection the person made to the binding, the source of truth, and reads it back
    /// (rule R1): a binding that refuses the value or changes it wins, and the core takes
    /// what the binding holds, so the field (which reads the binding) and the rows (which read the
    /// core's highlight and the binding) never disagree. Returns whether the core changed.
    @_spi(Session) public mutating func writeThrough(
        _ selected: [ID], to binding: SelectionAccess<ID>, inputs: OptionInputs<Option, ID>,
        behavior: DropdownBehavior, at time: Duration
    ) -> Bool {
        binding.write(selected)
        return bindingHolds(binding.read(), written: selected, inputs: inputs, behavior: behavior, at: time)
    }

    /// The binding holds `held` after the selection `written` was written to it (R1): when it
    /// refused the value or changed it, the core takes what it holds. Returns whether the core
    /// changed. O(k) for k selected when the binding took the value.
    @_spi(Session) public mutating func bindingHolds(
        _ held: [ID], written selected: [ID], inputs: OptionInputs<Option, ID>, behavior: DropdownBehavior,
        at time: Duration
    ) -> Bool {
        guard !Self.matches(bound: held, selection: selected, mode: state.configuration.selectionMode) else {
            return false
        }
        let changed = bringInStep(inputs: inputs, bound: held, behavior: behavior, at: time)
        pendingSelectionWrite = nil  // the binding just said what it holds; it is not written again
        return changed
    }

    /// An empty, closed session: what the SwiftUI model holds in its session's place while it
    /// changes its session, so that the change is made where nothing else holds its storage.
    @_spi(Session) public static func placeholder() -> DropdownSession {
        DropdownSession(
            inputs: OptionInputs(
                options: [], id: { _ in preconditionFailure("a placeholder has no options") }, label: { _ in "" },
                isDisabled: { _ in false }, section: nil, optionOfID: nil),
            selection: [], mode: .single, guesses: .init(row: 0, header: 0, searchField: 0))
    }

    /// Sends the core an event that brings it in step with the view (the options, the bound
    /// selection, whether more exist), and follows the requests it makes as the person's are
    /// followed: the core shows their loads already (L1, L3). Returns what it changed.
    @discardableResult
    private mutating func sendInStep(_ event: DropdownEvent<ID>, at time: Duration) -> DropdownChanges {
        let changes = state.send(event, at: time)
        if !changes.isDisjoint(with: [.needsMore, .retry]) { followRequests(changes) }
        return changes
    }

    /// Asks for what an event's changes call for (L1, L3, L4): the loader when the list opened or
    /// the query changed, a page when the core needs more, the failed load again on a retry; and
    /// forgets every request when the list closed.
    private mutating func followRequests(_ changes: DropdownChanges) {
        loads.follow(
            changes, query: state.query, isOpen: state.isOpen, loadsOptions: appliedBehavior.loadsOptions,
            loadsMore: appliedBehavior.loadsMore)
    }

    /// Gives the core the modifiers' settings when they changed (R3). Returns whether they did.
    /// O(1), except that a change of the vanished-selection policy or the order may re-express
    /// the selection.
    @_spi(Session) public mutating func apply(_ behavior: DropdownBehavior, at time: Duration = .zero) -> Bool {
        guard behavior != appliedBehavior else { return false }
        let before = appliedBehavior
        appliedBehavior = behavior
        state.configuration = behavior.applied(to: state.configuration)
        if behavior.hasMoreOptions != before.hasMoreOptions {
            // L3: the core hears whether more options exist, for paging.
            sendInStep(.setLoadState(state.loadState, hasMore: behavior.hasMoreOptions), at: time)
        }
        if !behavior.loadsOptions && before.loadsOptions && loaded != nil {
            // The loader went away: the initializer's options are the options again.
            loaded = nil
            inputsSync.markStale()
        }
        return true
    }

    /// What an open list draws besides its rows: the core's state's frame while open; after it
    /// closed, the frame it had, while the list animates out (its query, lines and highlight stay
    /// as they were chosen from). O(depth).
    @_spi(Session) public var frame: ListFrame<ID> {
        if !state.isOpen, let closing { return closing.frame }
        return ListFrame(state, highlightShown: highlight.isShown)
    }

    /// What the row of option `id` draws (given `hint`, the row its line was built on): read from
    /// the core while open; after it closed, as it was, while the list animates out; `nil` when the
    /// option has no row. O(1) reads and one label (R16).
    @_spi(Session) public func rowContent(of id: ID, hint: Int, strings: DropdownStrings) -> ListRowContent<ID>? {
        if !state.isOpen, let closing { return closing.rows[id] }
        return ListRowContent(id: id, hint: hint, in: state, highlightShown: highlight.isShown, strings: strings)
    }

    /// Turns search on or off (the `.dropdownSearchable` modifier).
    @_spi(Session) public mutating func setSearchable(_ isSearchable: Bool) -> Bool {
        guard state.isSearchable != isSearchable else { return false }
        state.isSearchable = isSearchable
        rowsRevision += 1  // turning search off clears the query
        return true
    }
}
