/// Everything a SwiftUI dropdown decides, in plain Swift so that it is tested on every platform:
/// the core state, and the bookkeeping around it that the views need (rules R1–R14).
///
/// The SwiftUI model (`DropdownMenuModel`) holds one session, sends it the person's input and the
/// program's changes with the current time, and carries out what it answers: write the bound
/// selection, move focus, post an announcement, redraw. The views only map input to ``send(_:_:)``
/// and draw ``state``.
@_spi(Session) public struct DropdownSession<Option, ID: Hashable> {
    /// The core state: every behaviour rule.
    @_spi(Session) public private(set) var state: DropdownState<ID>
    /// Whether the core's options are in step with the initializer's closures (R3).
    @_spi(Session) public private(set) var inputsSync: OptionInputsSync
    /// Where each identifier is among the options of ``positionedInputs``, to find an option from
    /// its identifier (R4); empty for options that are their own identifiers.
    @_spi(Session) public private(set) var positions: OptionPositions<ID>
    /// The inputs whose options ``positions`` were read from. Holding them keeps their array's
    /// storage alive, so inputs in the same storage list the same options (a parent's change to the
    /// array copies it first).
    private var positionedInputs: OptionInputs<Option, ID>?
    /// Who draws the open list: the container or the dropdown (R7).
    @_spi(Session) public private(set) var delivery = ListDelivery()
    /// The measured heights of the open list's lines (R5).
    @_spi(Session) public private(set) var heights: ListHeightBook<ID>
    /// Whether the field shows keyboard focus (R10).
    @_spi(Session) public private(set) var fieldFocus = FieldFocusAppearance()
    /// When announcements are posted (A4, R9).
    @_spi(Session) public private(set) var announcements = AnnouncementScheduler()
    /// The side the open list keeps (P2), once measured, until the room around it changes.
    @_spi(Session) public private(set) var side = ListSideChoice()
    /// Changes whenever the visible rows may have changed (not for a highlight or selection change
    /// alone): the SwiftUI rows are rebuilt only then.
    @_spi(Session) public private(set) var rowsRevision = 0
    /// Changes whenever the open list's measured size changes (a container places it again).
    @_spi(Session) public private(set) var listSizeRevision = 0
    /// How many selections the person made; haptic feedback follows it.
    @_spi(Session) public private(set) var userCommits = 0
    /// How many additions the selection limit refused; a warning haptic follows it (M3).
    @_spi(Session) public private(set) var limitRefusals = 0
    /// Whether the highlighted row is drawn highlighted (not after opening by a tap).
    @_spi(Session) public private(set) var highlight = HighlightVisibility()
    /// What the list drew when it closed, kept while it animates out (not the reset state of a
    /// closed dropdown): its frame and its rows on screen, not a copy of the core's state.
    private var closing: ClosingList<ID>?
    /// The list's current opening or closing: each one is a new number, handed to the animation
    /// that shows it, so the end of an earlier one (an opening a quick close cut short) is told
    /// apart from the end of the current one (``transitionEnded(_:)``).
    @_spi(Session) public private(set) var transition = 0
    /// The option rows on screen (R16): what a closing list keeps, and whose closures are checked.
    @_spi(Session) public private(set) var shown = ShownRows<ID>()
    /// Which loads are current (L1, L3, L4): the view runs each in a task that SwiftUI cancels
    /// when it stops being current.
    @_spi(Session) public private(set) var loads = LoadRequests()
    /// The options the loader answered the current query with, which replace the initializer's
    /// options while there are any (L4); `nil` before the first answer.
    private var loaded: [Option]?
    /// The inputs the core's options were last read from (the loader's answer in place of their
    /// options, when it answered): a parent update that supplies the same options array, in the
    /// same storage, cannot have taken an option away. Nil when the core's
    /// options were installed from a loader's answer and not read since.
    private var readInputs: OptionInputs<Option, ID>?
    /// The row of ``openingScrollTarget``, which a long list's window keeps built (R16).
    private var openingScrollRow: Int?
    /// Where a long list's window is centred: what its views reported of the scroll position and
    /// of gaps coming into view since it opened or changed level (R16).
    @_spi(Session) public private(set) var windowFocus = ListWindowFocus()
    /// The last window of a long list built, asked for several times an update (R16).
    private let windowMemo = ListWindowMemo()
    /// Keyboard focus waiting for the search field to appear (R9).
    @_spi(Session) public private(set) var searchFieldFocus = FocusAttempts<KeyboardFocusTarget>()
    /// VoiceOver focus going back to the field after the list closed (A3).
    @_spi(Session) public private(set) var fieldAccessibilityFocus = FocusAttempts<KeyboardFocusTarget>()
    /// How the current level of a tree entered, when the person moved into or out of a submenu.
    @_spi(Session) public private(set) var levelEntrance = MotionPolicy.LevelTransition.fade
    /// What the measured heights were measured under (the list's width, Dynamic Type size).
    private var layoutContext: ListLayoutContext?
    /// The open list's maximum height, kept from its first measurement until it closes (P3).
    private var frozenMaximum: Double?
    /// The heights a long list's gaps assume for a row and a header (R16), taken from the first
    /// measurement of rows in an opening and kept while the list is open: a running mean would
    /// resize every gap at each new row measured, and move the content above the screen by
    /// thousands of points deep in a long list.
    private var frozenGapHeights: (row: Double, header: Double)?
    /// The modifiers' settings the core has.
    private var appliedBehavior: DropdownBehavior
    /// The selection to write to the binding after the core dropped part of it (C2).
    private var pendingSelectionWrite: [ID]?
    /// The height the placed list could not exceed (its maximum, or the room on its side), once it
    /// scrolled; for the page size.
    private var placedLimit = Double.infinity
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
    @_spi(Session) public private(set) var rowFocus = FocusAttempts<ListLineID<ID>>()

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
        /// Whether Reduce Motion is on: movement becomes a fade (A5).
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
        outcome.animates = MotionPolicy.animates(changes)
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

    // MARK: The window of a long list (R16)

    /// What the `ForEach` of the list drawn as `frame` holds: every line of a list of a few
    /// thousand lines; for a longer one, the lines around the scroll position, the highlighted line
    /// and the line the level opened at, with gaps for the rest (``ListWindow``). Decided from the
    /// state of this update, so a line the highlight moved to is built before the list scrolls to it
    /// (P4). O(elements + log h), whatever the number of lines; O(log h) when it is the window last
    /// built (``ListWindowMemo``).
    @_spi(Session) public func listWindow(for frame: ListFrame<ID>) -> ListWindow {
        window(of: frame.lines.map, highlightedRow: frame.highlightedRow)
    }

    /// The window of `lines` with the highlighted row `highlightedRow`: the views' window when
    /// they are the lines drawn. Non-generic work, no closure: a window is asked for several times
    /// an update.
    private func window(of lines: ListLineMap, highlightedRow: Int?) -> ListWindow {
        windowMemo.window(
            of: lines, highlightedRow: highlightedRow, openingRow: openingScrollRow, focus: windowFocus,
            screenful: state.machine.configuration.pageSize)
    }

    /// The lines drawn, without their identities, and the highlighted row: those of ``frame``,
    /// read from the core's machine while it is open, without building the frame (a report of the
    /// scroll position reads them, R16). O(1).
    private var drawnLines: (map: ListLineMap, highlightedRow: Int?) {
        if !state.machine.isOpen, let closing { return (closing.frame.lines.map, closing.frame.highlightedRow) }
        return (ListLineMap(state.machine), state.machine.highlightedListRow)
    }

    /// The elements of the `ForEach` of the list drawn as `frame`: its window's, gaps as tall as the
    /// rows and headers they stand for are estimated to be (R5).
    @_spi(Session) public func listElements(for frame: ListFrame<ID>) -> ListWindowElements<ID> {
        let gapHeights = frozenGapHeights ?? (heights.rowEstimate, heights.headerEstimate)
        return ListWindowElements(
            lines: frame.lines, window: listWindow(for: frame), rowHeight: gapHeights.row,
            headerHeight: gapHeights.header)
    }

    /// The scroll position of the open list is at the element `id` now (SwiftUI updates it as the
    /// person scrolls). Returns whether the window changed (only then are the rows redrawn). Nothing
    /// for a list whose every line is built. O(log elements + log h) for a gap and for a line found
    /// without reading the lines (``line(identifiedBy:in:)``), else O(elements).
    @_spi(Session) public mutating func listScrolled(to id: ListElementID<ID>) -> Bool {
        let drawn = drawnLines
        let before = window(of: drawn.map, highlightedRow: drawn.highlightedRow)
        guard before.hasGaps, let entry = entry(identifiedBy: id, in: before, lines: drawn.map) else { return false }
        windowFocus.scrolled(to: entry, screenful: state.machine.configuration.pageSize)
        return window(of: drawn.map, highlightedRow: drawn.highlightedRow) != before
    }

    /// The element of `window`, over the lines drawn (`lines`), that has identity `id`: a gap, or a
    /// line found without reading the lines; else found by reading the elements' identities.
    private func entry(identifiedBy id: ListElementID<ID>, in window: ListWindow, lines: ListLineMap)
        -> ListWindowEntry?
    {
        switch id {
        case .gap(let block):
            return window.gap(block)
        case .line(let line):
            if let index = self.line(identifiedBy: line, in: lines) {
                return window.contains(line: index) ? .line(index) : nil
            }
            return listElements(for: frame).entry(identifiedBy: id)
        }
    }

    /// The index of the line that has identity `id` among the open list's `lines`, when it can be
    /// found without reading the lines: an option's row, or its section's header, in a level of
    /// the open list (no query: a query's rows are found by rank, which may rank every match); the
    /// back row; a status row. `nil` otherwise (the caller reads the elements' identities).
    /// O(log h) for h headers, O(depth) for the back row. What the core's state answers without
    /// the identifiers is read from its machine, which is not generic.
    private func line(identifiedBy id: ListLineID<ID>, in lines: ListLineMap) -> Int? {
        guard state.machine.isOpen else { return nil }
        switch id {
        case .back(let parent): return lines.offset == 1 && state.submenuPath.last == parent ? 0 : nil
        case .status(let status):
            let row = state.machine.statusRows.all.firstIndex(of: status)
            return row.map { lines.index(ofRow: state.machine.rows.count + $0) }
        case .option(let option):
            return state.machine.query.isEmpty ? state.row(of: option).map(lines.index(ofRow:)) : nil
        case .header(let before):
            guard state.machine.query.isEmpty, let row = state.row(of: before) else { return nil }
            let header = lines.index(ofRow: row) - 1
            return lines.isHeader(atLine: header) ? header : nil
        }
    }

    /// A gap of the open list came into view (a lazy stack built it): it opens. Returns whether the
    /// window changed. O(log elements), and O(elements) when it does.
    @_spi(Session) public mutating func gapAppeared(_ block: ListWindowBlock) -> Bool {
        let drawn = drawnLines
        let before = window(of: drawn.map, highlightedRow: drawn.highlightedRow)
        // A gap of a level fading out, or of a window since redrawn, opens nothing.
        guard before.hasGaps, before.hasGap(block) else { return false }
        windowFocus.gapAppeared(block)
        return window(of: drawn.map, highlightedRow: drawn.highlightedRow) != before
    }

    /// The animation of opening or closing `transition` (a value of ``transition``) finished.
    /// Returns whether it is the current one. After the current closing, what the list drew is
    /// let go; the end of an earlier opening or closing changes nothing, so a list closed before
    /// its opening finished keeps its last open frame until its own closing ends.
    @_spi(Session) public mutating func transitionEnded(_ transition: Int) -> Bool {
        guard transition == self.transition else { return false }
        if !state.isOpen { closing = nil }
        return true
    }

    /// How to find the option of an identifier among `inputs`, the initializer's inputs now: by
    /// its position, and by a scan only while the positions may be out of date for these inputs
    /// (the core has not caught up with them, and they are not in the storage the positions were
    /// read from). O(1).
    @_spi(Session) public func lookup(_ inputs: OptionInputs<Option, ID>) -> OptionLookup<Option, ID> {
        let inputs = resolved(inputs)
        let positioned = positionedInputs.map { inputs.sharesOptionsStorage(with: $0) } ?? false
        return OptionLookup(inputs: inputs, positions: positions, isStale: inputsSync.isStale && !positioned)
    }

    /// The initializer's inputs with the options the loader answered in place of its options,
    /// when it has answered (L4). O(1).
    @_spi(Session) public func resolved(_ inputs: OptionInputs<Option, ID>) -> OptionInputs<Option, ID> {
        loaded.map(inputs.replacingOptions(with:)) ?? inputs
    }

    /// The parent supplied the initializer's inputs again (after each of its updates), with the
    /// bound selection. O(1) when the options are the array the positions were read from (the same
    /// storage); else O(k) for k selected options, whose positions are checked against them.
    ///
    /// A closed dropdown's core catches up at its next event, but its field draws the selection's
    /// labels on every update: when a selected option is no longer at its recorded position (the
    /// options loaded after the dropdown was made, were reordered, or lost it), the positions are
    /// read again from these options, once per array (O(n) calls of `id`), rather than each label
    /// being searched for on every update (R2, R16).
    @_spi(Session) public mutating func inputsSupplied(_ inputs: OptionInputs<Option, ID>, bound: [ID]) {
        inputsSync.markStale()
        let inputs = resolved(inputs)
        guard !state.isOpen, inputs.optionOfID == nil else { return }
        if let positionedInputs, inputs.sharesOptionsStorage(with: positionedInputs) { return }
        let lookup = OptionLookup(inputs: inputs, positions: positions, isStale: false)
        guard !(bound.allSatisfy(lookup.hasPosition(of:)) && state.selection.allSatisfy(lookup.hasPosition(of:)))
        else { return }
        positions = OptionPositions(inputs)
        positionedInputs = inputs
    }

    /// Whether the bound value and the core's selection say the same.
    @_spi(Session) public static func matches(bound: [ID], selection: [ID], mode: DropdownSelectionMode) -> Bool {
        switch mode {
        case .single: bound.first == selection.first
        case .multiple: bound.count == selection.count && Set(bound) == Set(selection)
        }
    }

    // MARK: Options that arrive later (L1, L3, L4, L5)

    /// The loader answered `request` with `options`: when it is still current and still answers
    /// the core's query (L4), they become the dropdown's options, and the event that installs them
    /// is returned (the results, which end the load: "N options", L1, L6); otherwise nothing.
    /// O(n) for n options.
    @_spi(Session) public mutating func answer(
        _ request: LoadRequests.Search, with options: [Option], inputs: OptionInputs<Option, ID>
    ) -> [DropdownEvent<ID>] {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: false)
        guard state.query == request.query else { return [] }  // L4: a stale answer
        let core = inputs.coreOptions(of: options)
        loaded = options
        positions = inputs.optionOfID == nil ? OptionPositions(core) : OptionPositions()
        positionedInputs = inputs.replacingOptions(with: options)
        inputsSync.installed(core)
        readInputs = nil
        heights.reset()
        rowsRevision += 1
        return [.setResults(core, hasMore: state.hasMoreOptions, forQuery: request.query)]
    }

    /// The loader threw for `request`: the failure row with its message and a retry (L1), when the
    /// request is still current.
    @_spi(Session) public mutating func answer(_ request: LoadRequests.Search, failure message: String)
        -> [DropdownEvent<ID>]
    {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: true)
        return [.setLoadState(.failed(message: message), hasMore: state.hasMoreOptions, forQuery: request.query)]
    }

    /// The load-more action for `request` returned (`failure` is `nil`) or threw: the load ends,
    /// idle or failed with a retry row, and `hasMore` says whether more remain (L1, L3). The
    /// page itself arrived through the initializer's options, as any change of them does (C1).
    @_spi(Session) public mutating func answer(_ request: LoadRequests.Page, failure: String?, hasMore: Bool)
        -> [DropdownEvent<ID>]
    {
        guard loads.isCurrent(request) else { return [] }
        loads.finished(request, failed: failure != nil)
        return [.setLoadState(failure.map { .failed(message: $0) } ?? .idle, hasMore: hasMore)]
    }

    /// The load-more action for `request` returned (`failure`: its error's message if it threw);
    /// the load ends at the parent's next update or at the deadline (``LoadRequests``).
    @_spi(Session) public mutating func pageReturned(_ request: LoadRequests.Page, failure: String?) {
        loads.pageReturned(request, failure: failure)
    }

    /// A row came into view (a lazy stack builds it): the scroll event that lets the core ask for
    /// the next page before the end shows (L3), or `nil` when no page can be asked for or the row
    /// is not within a page of the end (the core's threshold), so that ordinary scrolling sends
    /// nothing. O(1).
    @_spi(Session) public func rowAppeared(_ id: ID) -> DropdownEvent<ID>? {
        guard state.isOpen, state.hasMoreOptions, state.loadState == .idle, let row = state.row(of: id),
            row >= state.visibleCount - state.configuration.pageSize
        else { return nil }
        return .scroll(rowsInView: row..<(row + 1))
    }

    /// The create action answered `request` with `option` (L5): when the request is still current,
    /// the event that adds the option and selects it (single) or adds it to the selection
    /// (multiple); nothing for an answer a newer "Create" replaced, or for `nil`.
    @_spi(Session) public mutating func created(
        _ request: LoadRequests.Create, option: Option?, inputs: OptionInputs<Option, ID>
    ) -> DropdownEvent<ID>? {
        guard loads.isCurrent(request) else { return nil }
        loads.finished(request)
        return option.flatMap { inputs.coreOptions(of: [$0]).first }.map { .addCreatedOption($0) }
    }

    // MARK: The list's host (R7)

    /// The container drew the list of request `generation`. Returns whether to redraw.
    @_spi(Session) public mutating func containerConfirmed(request generation: Int) -> Bool {
        delivery.confirm(request: generation)
    }

    /// The deadline of request `generation` passed. Returns whether to redraw (the list falls back).
    @_spi(Session) public mutating func deliveryDeadlinePassed(request generation: Int) -> Bool {
        delivery.deadlinePassed(request: generation)
    }

    /// The container stopped drawing the list of request `generation`. Returns whether to redraw.
    @_spi(Session) public mutating func containerWithdrew(request generation: Int) -> Bool {
        delivery.withdrawn(request: generation)
    }

    /// The dropdown joined a window that holds a layer or not (`hasLayer`, ``LayerHostChoice``).
    /// Returns whether the open list has no host left there (``ListDelivery/isStranded``): the
    /// dropdown closes it.
    @_spi(Session) public mutating func windowJoined(hasLayer: Bool) -> Bool {
        delivery.windowJoined(hasLayer: hasLayer)
        return state.isOpen && delivery.isStranded
    }

    // MARK: Layout (R5, P2, P3)

    /// The size of the open list, from its measured lines. O(lines within the maximum).
    @_spi(Session) public func listSize(maximum: ListMaximumHeight, hasSearchField: Bool) -> ListSize {
        ListSize(
            book: heights, lines: ListLines(state).lazy.map { $0.id }, isEmpty: state.emptyState != nil,
            hasSearchField: hasSearchField, maximum: maximum, frozenMaximum: frozenMaximum)
    }

    /// Records what the open list measured; returns whether the list's size changed (only then is
    /// it redrawn: a row scrolled into view whose height was already known changes nothing).
    @_spi(Session) public mutating func record(
        _ measurement: ListMeasurement<ID>, textSize: String, maximum: ListMaximumHeight
    ) -> Bool {
        let hasSearchField = measurement.searchField != nil
        let before = listSize(maximum: maximum, hasSearchField: hasSearchField)
        let context = ListLayoutContext(width: measurement.width ?? 0, textSize: textSize)
        if layoutContext != context {
            layoutContext = context
            heights.reset()
            frozenMaximum = nil
            frozenGapHeights = nil
        }
        heights.record(measurement.lines)
        if let searchField = measurement.searchField { heights.recordSearchField(searchField) }
        if let emptyState = measurement.emptyState { heights.recordEmptyState(emptyState) }
        // P3: the maximum is taken from the first measurement of an opening and kept while the
        // list is open, so that rows scrolled into view do not resize the list.
        if state.isOpen && frozenMaximum == nil {
            frozenMaximum = listSize(maximum: maximum, hasSearchField: hasSearchField).maximum
        }
        if state.isOpen && frozenGapHeights == nil && !measurement.lines.isEmpty {
            frozenGapHeights = (heights.rowEstimate, heights.headerEstimate)
        }
        let after = listSize(maximum: maximum, hasSearchField: hasSearchField)
        side.measured(sizeChanged: after != before)
        guard after != before else { return false }
        listSizeRevision &+= 1
        let pageHeight = ListPageHeight.of(
            natural: after.natural, maximum: after.maximum, placed: placedLimit, sheet: sheetListHeight)
        updatePageSize(listHeight: pageHeight, hasSearchField: hasSearchField)
        return true
    }

    /// The open list was placed, inside bounds `boundsHeight` tall: its side is kept until it
    /// closes (P2), and PageUp/PageDown move by the rows it shows (N3).
    @_spi(Session) public mutating func listPlaced(
        _ placement: DropdownPlacement, boundsHeight: Double, hasSearchField: Bool
    ) {
        side.placed(placement, boundsHeight: boundsHeight)
        placedLimit = placement.isScrollable ? placement.frame.height : .infinity
        updatePageSize(listHeight: placement.frame.height, hasSearchField: hasSearchField)
    }

    /// The side to place the open list on, for a field in bounds (P2; see ``ListSideChoice``).
    @_spi(Session) public func placementDirection(
        requested: DropdownDirection, field: DropdownRect, bounds: DropdownRect, gap: Double, hasSearchField: Bool
    ) -> DropdownDirection {
        let search = hasSearchField ? heights.searchFieldHeight ?? heights.guesses.searchField : 0
        return side.direction(
            requested: requested, field: field, bounds: bounds, gap: gap, minimumRoom: heights.rowEstimate + search,
            tolerance: heights.rowEstimate)
    }

    /// N3: PageUp and PageDown move by the rows a list of this height shows, at least one: a
    /// first layout may report no height (a sheet's `GeometryReader` before it is sized), and a
    /// height that is not a number gives no page.
    @_spi(Session) public mutating func updatePageSize(listHeight: Double, hasSearchField: Bool) {
        let search = hasSearchField ? heights.searchFieldHeight ?? heights.guesses.searchField : 0
        let fitting = ((listHeight - search) / max(heights.rowEstimate, 1)).rounded(.down)
        let rows = fitting.isFinite ? Int(max(1, min(fitting, Double(Int32.max)))) : 1
        state.send(.setPageSize(rows), at: .zero)  // laying out is not a move: the event reads no time
    }

    // MARK: Focus (R9, R10, A3)

    /// The opening (or closing) animation finished, or a retry is due: makes the attempts that
    /// are pending (VoiceOver focus on the row, keyboard focus in the search field, VoiceOver
    /// focus back on the field). Returns whether any was made (the views carry it out). Each
    /// VoiceOver focus attempt holds announcements until focus settles.
    @_spi(Session) public mutating func focusAttemptsDue(at time: Duration) -> Bool {
        let row = state.isOpen ? rowFocus.attemptDue() : nil
        let search = state.isOpen ? searchFieldFocus.attemptDue() : nil
        let field = state.isOpen ? nil : fieldAccessibilityFocus.attemptDue()
        if row != nil || field != nil { announcements.focusWasSet(at: time) }
        return row != nil || search != nil || field != nil
    }

    /// The search field appeared: its first attempt at keyboard focus, if one is asked for.
    @_spi(Session) public mutating func searchFieldAppeared() -> Bool {
        searchFieldFocus.attemptDue() != nil
    }

    /// The search field submitted (Return, whichever path delivered it): whether to give it
    /// keyboard focus again now, when the Return left the list open (R9). The view makes one more
    /// attempt on the next turn, after the field has ended its editing
    /// (``searchFieldFocusAttemptDue()``).
    @_spi(Session) public mutating func searchFieldSubmitted() -> Bool {
        searchFieldFocusAttemptDue()
    }

    /// An attempt at keyboard focus in the open list's search field alone, if one is pending: the
    /// follow-up of a submit. A submenu's row focus (H2) keeps its attempts for when its level has
    /// settled (R9), since a level still sliding in is where VoiceOver focus is unreliable.
    @_spi(Session) public mutating func searchFieldFocusAttemptDue() -> Bool {
        state.isOpen && searchFieldFocus.attemptDue() != nil
    }

    /// The field gained or lost keyboard focus.
    @_spi(Session) public mutating func fieldFocusChanged(_ focused: Bool) {
        fieldFocus.focusChanged(to: focused)
    }

    /// The field was tapped or clicked.
    @_spi(Session) public mutating func fieldTapped() {
        fieldFocus.pointerActivated()
    }

    /// A pointer entered or left the field.
    @_spi(Session) public mutating func fieldHovered(_ inside: Bool) {
        fieldFocus.pointerHovered(inside)
    }

    /// A key press reached the dropdown.
    @_spi(Session) public mutating func keyPressed() {
        fieldFocus.keyPressed()
    }

    // MARK: Announcements (A4, R9)

    /// The announcement to post at `time`, if one is due.
    @_spi(Session) public mutating func takeDueAnnouncement(at time: Duration) -> DropdownAnnouncement? {
        announcements.takeDue(at: time)
    }

    /// Turns search on or off (the `.dropdownSearchable` modifier).
    @_spi(Session) public mutating func setSearchable(_ isSearchable: Bool) -> Bool {
        guard state.isSearchable != isSearchable else { return false }
        state.isSearchable = isSearchable
        rowsRevision += 1  // turning search off clears the query
        return true
    }
}

/// What an open list's measured heights depend on besides its rows: its width and the Dynamic Type
/// size. When either changes, every measurement is taken again.
@_spi(Session) public struct ListLayoutContext: Hashable, Sendable {
    /// The list's width, in points.
    @_spi(Session) public var width: Double
    /// The Dynamic Type size, as the front end names it.
    @_spi(Session) public var textSize: String
}

/// A bound selection seen from plain Swift: how to read it and how to write it (a SwiftUI
/// `Binding`, or a test's stand-in).
@_spi(Session) public struct SelectionAccess<ID: Hashable> {
    /// What the binding holds now.
    @_spi(Session) public let read: () -> [ID]
    /// Writes a selection (in single mode, its first option or none).
    @_spi(Session) public let write: ([ID]) -> Void

    /// Creates one from each of its parts.
    @_spi(Session) public init(read: @escaping () -> [ID], write: @escaping ([ID]) -> Void) {
        self.read = read
        self.write = write
    }
}

/// The visible rows at a glance, O(1): how many there are (lines too), the query, and the first and
/// last ids (the last one without a query only: a query's last rank is ranked when first read, which
/// ranks every match, LazyRanking). Two states with different signatures show different rows.
@_spi(Session) public struct RowsSignature<ID: Hashable>: Equatable {
    @_spi(Session) public let lineCount: Int
    @_spi(Session) public let query: String
    @_spi(Session) public let first: ID?
    @_spi(Session) public let last: ID?

    @_spi(Session) public init(_ state: borrowing DropdownState<ID>) {
        lineCount = state.sectionLayout.lineCount
        query = state.query
        let count = state.visibleCount
        first = count > 0 ? state.visibleID(atRow: 0) : nil
        last = count > 0 && query.isEmpty ? state.visibleID(atRow: count - 1) : nil
    }
}
