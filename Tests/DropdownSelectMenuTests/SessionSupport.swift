import Foundation

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]

/// A stand-in for the view that owns a session: its inputs, its bound selection (a binding that
/// may refuse values), its container, its modifiers' settings, and a clock; it carries out
/// outcomes as the SwiftUI model does (write-through of the selection, R1).
struct SessionHarness<Option, ID: Hashable> {
    var session: DropdownSession<Option, ID>
    var options: [Option]
    var id: (Option) -> ID
    var optionOfID: ((ID) -> Option)?
    var label: (Option) -> String
    var isDisabled: (Option) -> Bool = { _ in false }
    var disabledReason: (Option) -> String? = { _ in nil }
    var section: ((Option) -> String?)?
    var children: ((Option) -> [Option]?)?
    /// `.dropdownSearchKeywords`' closure, if any.
    var keywords: ((Option) -> [String])?
    let mode: DropdownSelectionMode
    /// What the binding holds.
    var bound: [ID]
    /// Rewrites what is written to the binding (a binding with a custom setter); nil keeps it.
    var bindingFilter: (([ID]) -> [ID])?
    var container: UUID?
    var containerSeesDropdown = false
    var isEnabled = true
    var isSearchable = false
    /// Whether the list opens as a sheet (`.dropdownPresentation`'s choice).
    var opensAsSheet = false
    /// Whether the window holds a layer for floating lists (``LayerHostChoice``).
    var hasWindowLayer = true
    var reduceMotion = false
    var behavior = DropdownBehavior()
    var time = Duration.zero

    /// A harness for options identified by `id` (a key path's closure), with `children` for a tree.
    init(
        _ options: [Option], id: @escaping (Option) -> ID, label: @escaping (Option) -> String,
        children: ((Option) -> [Option]?)? = nil,
        selection: [ID] = [], mode: DropdownSelectionMode = .single, behavior: DropdownBehavior = DropdownBehavior()
    ) {
        self.options = options
        self.id = id
        self.label = label
        self.children = children
        self.mode = mode
        self.behavior = behavior
        bound = selection
        session = DropdownSession(
            inputs: OptionInputs(
                options: options, id: id, label: label, isDisabled: { _ in false }, section: nil, optionOfID: nil,
                children: children),
            selection: selection, mode: mode, behavior: behavior, guesses: .init(row: 44, header: 30, searchField: 45))
    }

    var inputs: OptionInputs<Option, ID> {
        OptionInputs(
            options: options, id: id, label: label, isDisabled: isDisabled, disabledReason: disabledReason,
            section: section, optionOfID: optionOfID, children: children, keywords: keywords)
    }

    var state: DropdownState<ID> { session.state }

    /// The animation of opening or closing `transition` ended (the current one by default), as
    /// the view's animation completion reports it. Returns whether it was the current one.
    mutating func endTransition(_ transition: Int? = nil) -> Bool {
        session.transitionEnded(transition ?? session.transition)
    }

    typealias Session = DropdownSession<Option, ID>

    /// Sends an event `milliseconds` after the previous one, and writes the selection through.
    @discardableResult
    mutating func send(
        _ event: DropdownEvent<ID>, origin: EventOrigin = .user, after milliseconds: Int = 10
    ) -> DropdownSession<Option, ID>.Outcome {
        time += .milliseconds(milliseconds)
        var context = Session.Context(time: time, origin: origin, bound: bound, inputs: inputs)
        context.isEnabled = isEnabled
        context.container = container
        context.containerSeesDropdown = containerSeesDropdown
        context.isSearchable = isSearchable
        context.opensAsSheet = opensAsSheet
        context.hasWindowLayer = hasWindowLayer
        context.reduceMotion = reduceMotion
        context.behavior = behavior
        let outcome = session.send(event, context)
        if let selected = outcome.selectionToWrite {
            var box = bound
            let filter = bindingFilter
            let mode = self.mode
            let access = SelectionAccess<ID>(
                read: { box },
                write: { written in
                    let value = mode == .single ? Array(written.prefix(1)) : written
                    box = filter?(value) ?? value
                })
            _ = session.writeThrough(selected, to: access, inputs: inputs, behavior: behavior, at: time)
            bound = box
        }
        return outcome
    }

    /// Gives the list a search field, as `.dropdownSearchable()` does: the session is told, and
    /// every later event says so.
    mutating func makeSearchable() {
        isSearchable = true
        _ = session.setSearchable(true)
    }

    /// Gives the list a search field, opens it with a tap and types `query` there.
    mutating func search(_ query: String) {
        makeSearchable()
        send(.tapField)
        send(.setQuery(query))
    }

    /// The parent updated (new closures may return something else).
    mutating func parentUpdated() {
        session.inputsSupplied(inputs, bound: bound)
    }

    /// How the views find options now.
    var lookup: OptionLookup<Option, ID> { session.lookup(inputs) }
}

/// The harness of options that are their own identifiers (the origin's initializer).
typealias Harness = SessionHarness<String, String>

extension SessionHarness where Option == String, ID == String {
    init(
        _ options: [String] = fruits, selection: [String] = [], mode: DropdownSelectionMode = .single,
        disabled: Set<String> = [], behavior: DropdownBehavior = DropdownBehavior()
    ) {
        self.options = options
        self.id = { $0 }
        self.optionOfID = { $0 }
        self.label = { $0 }
        self.mode = mode
        self.behavior = behavior
        bound = selection
        isDisabled = { disabled.contains($0) }
        session = DropdownSession(
            inputs: OptionInputs(options: options, label: { $0 }, isDisabled: { disabled.contains($0) }, section: nil),
            selection: selection, mode: mode, behavior: behavior, guesses: .init(row: 44, header: 30, searchField: 45))
    }
}

/// What the list's views read after an event, counted: the identities of the `ForEach` (the
/// elements of the session's window of the lines, when the rows' revision or the window changed),
/// and the rows on screen, each drawn as its view draws it (its content from the session, its
/// option, the row closure). Rows coming into and going out of view tell the session, as their
/// `onAppear` and `onDisappear` do.
struct ListViewsStandIn<ID: Hashable> {
    /// The rows a list shows at once.
    var onScreen = 12
    /// The rows' revision the `ForEach` last read its identities at.
    private var readRevision: Int?
    /// The window of the lines the `ForEach` last read its identities from.
    private var readWindow: ListWindow?
    /// The identities read, in all.
    private(set) var identitiesRead = 0
    /// The rows drawn, in all.
    private(set) var rowsDrawn = 0
    /// The rows on screen now.
    private var shown: [ID] = []

    /// Draws `harness`'s open list, with `row` as the row closure (it receives each row's option).
    /// Returns whether a row that came into view asked for every option to be read again.
    @discardableResult
    mutating func draw<Option>(
        _ harness: inout SessionHarness<Option, ID>, row: (Option, DropdownRowState) -> Void = { _, _ in }
    ) -> Bool {
        let state = harness.state
        guard state.isOpen else {
            shown = []
            return false
        }
        let elements = harness.session.listElements(for: harness.session.frame)
        if readRevision != harness.session.rowsRevision || readWindow != elements.window {
            readRevision = harness.session.rowsRevision
            readWindow = elements.window
            for element in elements {
                _ = element.id  // the ForEach reads every element's identity: the window's
                identitiesRead += 1
            }
        }
        let center = state.highlightedRow ?? state.scrollTarget ?? 0
        let first = max(0, min(center - onScreen / 2, state.visibleCount - onScreen))
        let rows = first..<min(state.visibleCount, first + onScreen)
        let ids = rows.map(state.visibleID(atRow:))
        let onScreenNow = Set(ids)
        for gone in shown where !onScreenNow.contains(gone) { harness.session.rowHidden(gone) }
        var needsRead = false
        for (offset, id) in ids.enumerated() {
            let hint = rows.lowerBound + offset
            if harness.session.rowShown(id, hint: hint, inputs: harness.inputs) { needsRead = true }
            guard let content = harness.session.rowContent(of: id, hint: hint, strings: .english),
                let option = harness.lookup.option(for: id, at: content.place)
            else { continue }
            row(
                option,
                DropdownRowState(
                    isSelected: content.isSelected, isHighlighted: content.isHighlighted,
                    isDisabled: content.isDisabled, matchedRanges: content.matchedRanges))
            rowsDrawn += 1
        }
        shown = ids
        return needsRead
    }
}
