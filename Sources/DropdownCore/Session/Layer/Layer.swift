// MARK: - LayerHostChoice

/// Whether a Mac window can hold the window's layer of lists (a view added over its content view,
/// `ListLayerView`), from the kind of its content view.
///
/// The layer is a subview of the window's content view, kept above its other subviews (raised
/// again, by reordering them in place, at each placement: ``LayerRaise``). That is what a view
/// that holds its subviews as they are allows: a SwiftUI app's window, whose content view is a
/// hosting view (a `NavigationSplitView` included, expected to draw inside that hosting view), a
/// plain `NSView`, an `NSVisualEffectView`. AppKit's container views manage their subviews
/// themselves, and get none:
/// - `NSSplitView`, the view of an `NSSplitViewController`: its `arrangesAllSubviews` is `true` by
///   default, so another subview becomes a pane, and the controller documents that its split
///   view's subviews are not to be changed (it raises an exception when they are);
/// - `NSStackView`, `NSTabView`: a plain subview is not arranged, but the views they show come
///   and go (an arranged view added later, the view of the tab item switched to) and are stacked
///   above the layer until it is raised again, which reorders views they manage;
/// - `NSScrollView`: its subviews are its own parts, which it tiles: the clip view (which holds
///   the content, its document view), the scrollers, and the rulers and header it may add later,
///   above the layer. AppKit's documented way to float a view over a scroll view's content is
///   `addFloatingSubview(_:for:)`, a view the scroll view places itself.
///
/// The stack, tab and scroll views were not tried on a Mac: they are left out because what they
/// get instead, below, is known to work. A device check (Docs/SwiftUI.md) may show that one of
/// them holds the layer as a plain view does.
///
/// A window whose content view is one of these gets no layer: a floating list that no container
/// sees opens as a sheet there (``ListPresentationChoice``), the documented `.sheet` presentation,
/// and a container's list stays with its container (``ListDelivery``). On iOS, iPadOS and Mac
/// Catalyst the layer is a window of its own in the window's scene, so every window in a scene
/// holds one (``host(inWindowWithScene:)``).
@_spi(Session) public enum LayerHostChoice: Hashable, Sendable {
    /// The layer goes over the window's content view (on iOS, iPadOS and Mac Catalyst: into a
    /// window of its own in the window's scene).
    case contentView
    /// The window gets no layer.
    case none

    /// What a window's content view is, as AppKit's class hierarchy says (`isKind(of:)`).
    @_spi(Session) public enum ContentViewKind: Hashable, Sendable {
        /// Any view not named below: a SwiftUI hosting view, a plain `NSView`, a visual effect
        /// view, an app's own view.
        case view
        /// An `NSSplitView` (an `NSSplitViewController`'s view), or a subclass.
        case splitView
        /// An `NSStackView`, or a subclass.
        case stackView
        /// An `NSTabView`, or a subclass.
        case tabView
        /// An `NSScrollView`, or a subclass.
        case scrollView
    }

    /// Where the layer of a window whose content view is of `kind` goes; `nil` for a window
    /// without a content view.
    @_spi(Session) public static func host(forContentView kind: ContentViewKind?) -> Self {
        switch kind {
        case .view: .contentView
        case .splitView, .stackView, .tabView, .scrollView, nil: .none
        }
    }

    /// Where the layer of a UIKit window goes: a window of its own made in the window's scene
    /// (`UIWindow(windowScene:)`), so a window without a scene (as some app extensions and hosted
    /// contexts have) gets none, and a floating list opens as a sheet there.
    @_spi(Session) public static func host(inWindowWithScene hasScene: Bool) -> Self {
        hasScene ? .contentView : .none
    }

    /// Whether the window holds a layer.
    @_spi(Session) public var holdsLayer: Bool { self == .contentView }
}

// MARK: - LayerOutsideClick

/// Whether a mouse click on the Mac closes the shown lists (rule N7), as AppKit reports it to a
/// local event monitor before the click is dispatched: the monitor of a window's layer, and the
/// one of a `.dropdownContainer()` while it shows a list.
///
/// The tap-outside catcher (the layer's, or the container's) is a view over part of the window's
/// content, so it never sees a click on the title bar or the toolbar, which are drawn above the
/// content view, nor one on content beside a container: such a click would run a toolbar button
/// under an open list and leave the list open. A Mac pop-up menu closes on any click outside it.
/// So every click is looked at:
/// - on the field of a shown list, in whatever window: nothing (the field's button toggles the
///   list; closing it here too would let the button open it again at once);
/// - in a list: nothing (the list takes it);
/// - one the catcher receives: nothing here, since the catcher closes the lists and keeps the
///   click from reaching what is beneath it;
/// - anywhere else (the title bar, the toolbar, content beside a container, another window of
///   the app): the lists close, and the click goes on to what it was on.
///
/// A scroll (the wheel, a trackpad) is looked at too: the catcher takes touches and clicks, not
/// scrolls, so what is beneath would scroll under the open list. As a Mac menu closes on a
/// scroll outside it, a scroll outside the lists closes them, on their fields and over the
/// catcher too; one in a list scrolls it. Only a scroll's start counts
/// (``startsScroll(began:hasPhase:isCoasting:)``): a flick in a list coasts on after the pointer
/// has left it, and fingers resting on a trackpad report a scroll that may begin.
@_spi(Session) public enum LayerOutsideClick {
    /// Whether a scroll event starts a scroll, the only one that may close the lists: a trackpad
    /// gesture's beginning (`began`), or a wheel's notch, which has no gesture phase (`hasPhase`
    /// false) and does not coast (`isCoasting` false: no momentum phase).
    @_spi(Session) public static func startsScroll(began: Bool, hasPhase: Bool, isCoasting: Bool) -> Bool {
        began || (!hasPhase && !isCoasting)
    }

    /// Whether a click closes the lists: `inWindow` when it is in the lists' window, at `x`, `y`
    /// in the coordinates of the lists' `listFrames`; `onShownField` when it is on the field of a
    /// shown list (in any window); `reachesCatcher` when the tap-outside catcher is what it hits.
    /// `isScroll` for a scroll rather than a click: neither a field nor the catcher takes it.
    /// O(lists).
    @_spi(Session) public static func closesLists(
        inWindow: Bool, x: Double, y: Double, listFrames: [DropdownRect], onShownField: Bool,
        reachesCatcher: Bool, isScroll: Bool = false
    ) -> Bool {
        guard isScroll || !onShownField else { return false }
        guard inWindow else { return true }
        let inList = listFrames.contains { contains($0, x: x, y: y) }
        return !inList && (isScroll || !reachesCatcher)
    }

    /// Whether a container's catcher receives a click in its window: the click hits a view of the
    /// window's content view (`hitsContentView`: not the title bar nor the toolbar), at `x`, `y`
    /// inside the container's frame `catcherFrame` (the catcher covers the container, no more).
    @_spi(Session) public static func containerCatcherTakes(
        hitsContentView: Bool, x: Double, y: Double, catcherFrame: DropdownRect
    ) -> Bool {
        hitsContentView && contains(catcherFrame, x: x, y: y)
    }

    /// Whether `x`, `y` is on `frame`, its far edges excluded.
    @_spi(Session) public static func contains(_ frame: DropdownRect, x: Double, y: Double) -> Bool {
        x >= frame.minX && x < frame.maxX && y >= frame.minY && y < frame.maxY
    }
}

// MARK: - LayerPlacements

/// What a window's layer does when it places its lists again (rule R2).
///
/// - It places them whenever the room or a field may have changed (the keyboard, a resize, a field
///   that moved, new rows or a new measured size).
/// - It redraws only a list whose placement changed.
/// - It builds a list's content again only when its side changed (the list is drawn for its side)
///   or its dropdown supplied new content.
///
/// A field that moves under an open list (the keyboard's avoidance, a scroll view scrolling it into
/// view) costs, per frame, the conversion of two rectangles and a comparison; a frame in which it
/// did not move costs no redraw at all.
@_spi(Session) public struct LayerPlacements<Key: Hashable> {
    /// What a placement changed.
    @_spi(Session) public enum Change: Hashable, Sendable {
        /// Nothing: nothing is redrawn, and the dropdown is not told.
        case unchanged
        /// Only the bounds' height (the list's own frame is the same): the dropdown is told, since
        /// its side is kept for the bounds it was chosen in (P2); nothing is redrawn.
        case bounds
        /// The list's frame: it is redrawn at its new place, with the content it has.
        case moved
        /// The list's side, or it is placed for the first time (or after new content): its content
        /// is built for that side and drawn.
        case turned
    }

    private struct Placed: Hashable {
        @_spi(Session) public var placement: DropdownPlacement
        @_spi(Session) public var boundsHeight: Double
    }

    private var last: [Key: Placed] = [:]

    /// Creates one in its initial state: no list placed yet.
    @_spi(Session) public init() {}

    /// The list of `key` is placed at `placement`, inside bounds `boundsHeight` tall: what changed.
    @_spi(Session) public mutating func place(_ key: Key, at placement: DropdownPlacement, boundsHeight: Double)
        -> Change
    {
        let placed = Placed(placement: placement, boundsHeight: boundsHeight)
        guard let before = last.updateValue(placed, forKey: key) else { return .turned }
        if before.placement.direction != placement.direction { return .turned }
        if before.placement != placement { return .moved }
        return before.boundsHeight == boundsHeight ? .unchanged : .bounds
    }

    /// The dropdown supplied new content for the list of `key`: its next placement builds it.
    @_spi(Session) public mutating func contentSupplied(_ key: Key) {
        last[key] = nil
    }

    /// The list of `key` left the layer.
    @_spi(Session) public mutating func remove(_ key: Key) {
        last[key] = nil
    }
}

// MARK: - LayerPresence

/// The identity of one opening's list in its window's layer: the dropdown and the opening's
/// generation (``ListDelivery/request``). A list reopened while the last one is still leaving is a
/// new entry, inserted afresh, never the leaving one revived. `Dropdown` is what names a dropdown
/// (the SwiftUI layer's is a `UUID`, which the core, importing no Foundation, does not name).
@_spi(Session) public struct LayerPresentationKey<Dropdown: Hashable & Sendable>: Hashable, Sendable {
    /// The dropdown's identity.
    @_spi(Session) public let dropdown: Dropdown
    /// The opening it was presented for.
    @_spi(Session) public let generation: Int
}

/// Whether a dropdown's list is in its window's layer, owned by the dropdown's model and never by
/// a view callback (rule R7's fallback).
///
/// A view's `onDisappear` may run after its window was taken away, when the window (and so the
/// layer) can no longer be looked up; an entry left in the layer keeps the window's tap-outside
/// catcher and its modality, and the window takes no more touches.
///
/// So the model keeps the layer it presented in, and reconciles after every change:
/// - the list is in the layer exactly while the dropdown is open, exists, and draws its list there;
/// - it is taken out through the reference the model kept;
/// - a list that opens before its dropdown has a window is presented when the window arrives.
@_spi(Session) public struct LayerPresence<Dropdown: Hashable & Sendable>: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// What to do to the layer.
    @_spi(Session) public enum Action: Hashable, Sendable {
        /// Take this entry out.
        case dismiss(LayerPresentationKey<Dropdown>)
        /// Put this entry in (or give it its latest content).
        case present(LayerPresentationKey<Dropdown>)
    }

    /// The entry in the layer now, if any.
    @_spi(Session) public private(set) var presented: LayerPresentationKey<Dropdown>?
    /// What the list in the layer was last placed for.
    private var placedFor: PlacementInputs?

    /// What a list's placement depends on besides the field's frame and the window's bounds:
    /// its rows (a query, options that arrived, an empty state) and its measured size (R5).
    @_spi(Session) public struct PlacementInputs: Hashable, Sendable {
        /// Changes whenever the visible rows may have changed.
        @_spi(Session) public var rowsRevision: Int
        /// Changes whenever the list's measured size changed.
        @_spi(Session) public var sizeRevision: Int

        /// Creates one from each of its parts.
        @_spi(Session) public init(rowsRevision: Int, sizeRevision: Int) {
            self.rowsRevision = rowsRevision
            self.sizeRevision = sizeRevision
        }
    }

    /// Whether the list in the layer must be placed again because its rows or measured size
    /// changed: the layer observes only its own host, so the model tells it.
    /// Only while an entry is presented; a highlight move or a toggle changes nothing here. O(1).
    @_spi(Session) public mutating func needsPlacement(for inputs: PlacementInputs) -> Bool {
        guard presented != nil else {
            placedFor = nil
            return false
        }
        guard placedFor != inputs else { return false }
        placedFor = inputs
        return true
    }

    /// The entry a dropdown wants in the layer: one while it is open and draws its list there,
    /// none otherwise. O(1).
    @_spi(Session) public static func wanted(
        dropdown: Dropdown, isOpen: Bool, delivery: ListDelivery
    ) -> LayerPresentationKey<Dropdown>? {
        guard isOpen, delivery.drawsInWindowLayer else { return nil }
        return LayerPresentationKey(dropdown: dropdown, generation: delivery.request)
    }

    /// Brings the layer in step with `wanted` (``wanted(dropdown:isOpen:delivery:)``; `nil` when
    /// the dropdown closed, left the container's path or is gone): the actions to take, in order.
    /// A wanted entry is presented only when the layer can be reached (`hasLayer`); until then it
    /// is pending, and the next reconciliation with a layer presents it.
    @_spi(Session) public mutating func reconcile(wanted: LayerPresentationKey<Dropdown>?, hasLayer: Bool) -> [Action] {
        var actions: [Action] = []
        if let presented, presented != wanted {
            actions.append(.dismiss(presented))
            self.presented = nil
        }
        if let wanted, presented == nil, hasLayer {
            actions.append(.present(wanted))
            presented = wanted
        }
        return actions
    }

    /// Whether an entry still belongs in the layer, asked by the layer itself before it acts on a
    /// tap outside (a defence against an owner that did not take it out): only while its owner
    /// exists and still wants exactly that entry.
    @_spi(Session) public static func belongs(
        _ key: LayerPresentationKey<Dropdown>, ownerWants: LayerPresentationKey<Dropdown>??
    ) -> Bool {
        guard let ownerWants else { return false }  // the owner is gone
        return ownerWants == key
    }
}

// MARK: - LayerRaise

/// The order of a window's views that puts the layer of lists above the others (the Mac's layer
/// view), keeping the others in their order: the views are sorted in place, never taken out of the
/// window, so the search field being typed in keeps first responder and its selection.
@_spi(Session) public enum LayerRaise {
    /// The rank of each of `views` (back to front) once `layer` is raised: its index, and the last
    /// one for `layer`; `nil` when `layer` is already in front or is not among them.
    @_spi(Session) public static func ranks<View: Hashable>(of views: [View], raising layer: View) -> [View: Int]? {
        guard views.last != layer, let index = views.firstIndex(of: layer) else { return nil }
        var ranks: [View: Int] = [:]
        for (rank, view) in views.enumerated() { ranks[view] = rank < index ? rank : rank - 1 }
        ranks[layer] = views.count - 1
        return ranks
    }
}

// MARK: - LayerRegistry

/// The window's layers, one per scope: a `UIWindowScene` on iOS, iPadOS and Mac Catalyst, an
/// `NSWindow` on the Mac (``WindowListHost``).
///
/// A layer is taken down as soon as its scope goes: when the scene disconnects or the Mac window
/// closes (``remove(scope:)``), so that its window, its hosting controller and the last lists'
/// closures are released with the scene rather than kept until another dropdown joins a window.
/// A scope released without notice is swept when the next layer is installed
/// (``removeGone()``). Scopes are held weakly: the registry never keeps a scene or window alive.
@_spi(Session) public struct LayerRegistry<Host: AnyObject> {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    private struct Entry {
        weak var scope: AnyObject?
        @_spi(Session) public let host: Host
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The layer of `scope`, if it is installed. O(1).
    @_spi(Session) public func host(for scope: AnyObject) -> Host? {
        guard let entry = entries[ObjectIdentifier(scope)], entry.scope === scope else { return nil }
        return entry.host
    }

    /// Records `host` as the layer of `scope`.
    @_spi(Session) public mutating func add(_ host: Host, for scope: AnyObject) {
        entries[ObjectIdentifier(scope)] = Entry(scope: scope, host: host)
    }

    /// Forgets the layer of `scope` (its scene disconnected, its window closed) and returns it, to
    /// be taken down; `nil` when it has none.
    @_spi(Session) public mutating func remove(scope: AnyObject) -> Host? {
        let key = ObjectIdentifier(scope)
        guard let entry = entries[key], entry.scope === scope else { return nil }
        entries[key] = nil
        return entry.host
    }

    /// Forgets the layers whose scope is gone and returns them, to be taken down. O(layers).
    @_spi(Session) public mutating func removeGone() -> [Host] {
        let gone = entries.filter { $0.value.scope == nil }
        for key in gone.keys { entries[key] = nil }
        return gone.values.map(\.host)
    }

    /// How many layers are installed.
    @_spi(Session) public var count: Int { entries.count }
}

// MARK: - LayerVisibility

/// Whether a window's layer is hidden: hidden from its installation (when a dropdown joins the
/// window) until a list is presented, shown as soon as one is, hidden again once it has been empty
/// for ``hideDelay``, longer than any opening or closing animation, so the last list finishes
/// leaving first. A hidden layer takes no part in hit-testing, accessibility, the cursor or
/// keyboard focus while no list is shown.
@_spi(Session) public struct LayerVisibility: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// How long an empty layer waits before it is hidden.
    @_spi(Session) public static let hideDelay: Duration = .seconds(1)

    /// Whether the layer is hidden now: installed empty, it is.
    @_spi(Session) public private(set) var isHidden = true
    /// Counts the times the layer became empty; a delay that began at an earlier one hides nothing.
    private var emptied = 0
    private var isEmpty = true

    /// The layer's lists changed. Returns, when it just became empty, the token to pass to
    /// ``delayPassed(_:)`` after ``hideDelay``.
    @_spi(Session) public mutating func presentationsChanged(isEmpty: Bool) -> Int? {
        defer { self.isEmpty = isEmpty }
        guard isEmpty else {
            isHidden = false
            return nil
        }
        guard !self.isEmpty else { return nil }
        emptied += 1
        return emptied
    }

    /// The delay that began with `token` passed: the layer is hidden if it stayed empty since.
    /// Returns whether it was hidden now.
    @_spi(Session) public mutating func delayPassed(_ token: Int) -> Bool {
        guard isEmpty, token == emptied, !isHidden else { return false }
        isHidden = true
        return true
    }
}

// MARK: - LayerWindowStatus

/// What the window's layer on iOS, iPadOS and Mac Catalyst (a `UIWindow` of the scene) takes from
/// the lists it shows: whether it may be the key window, which way key status moves when the lists
/// change, and the appearance it draws in.
///
/// - Key status: the layer may be the key window only while a list it shows has a search field
///   that takes keyboard focus. Otherwise the app's window stays key, so that its keys reach the
///   field (and, once the list has gone, whatever the person types next): UIKit does not make a
///   window key that says it cannot become key (`canBecomeKey`), even when the key window hides
///   or the layer is clicked (Mac Catalyst).
/// - Appearance: the layer is a window of its own, whose trait collection is the scene's; an app
///   that sets its own appearance (`preferredColorScheme`, `overrideUserInterfaceStyle`) sets it
///   on its window only. The list draws with its dropdown's color scheme (``ListEnvironment``),
///   and the layer takes it too, so that what UIKit draws (the search field's keyboard, scroll
///   indicators) matches the list. It keeps the last list's while the layer empties, so a list
///   leaving keeps its look.
@_spi(Session) public struct LayerWindowStatus: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// A list's appearance, as its dropdown's environment has it.
    @_spi(Session) public enum Appearance: Hashable, Sendable {
        case light, dark
    }

    /// How key status moves after the lists changed.
    @_spi(Session) public enum KeyChange: Hashable, Sendable {
        /// The layer becomes the key window (a search field is to take keyboard focus); the window
        /// that was key is remembered.
        case becomeKey
        /// The window that was key before the layer is made key again.
        case restorePreviousKey
    }

    /// Whether the layer may be the key window now.
    @_spi(Session) public private(set) var allowsKey = false
    /// The appearance the layer draws in; `nil` before any list: the scene's.
    @_spi(Session) public private(set) var appearance: Appearance?

    /// The lists shown changed: none (`isEmpty`), or some, of which one's search field may take
    /// keyboard focus, the last presented drawing in `appearance`. `isKey`: whether the layer is
    /// the key window now. Returns how key status must move, if it must.
    @_spi(Session) public mutating func listsChanged(
        isEmpty: Bool, takesKeyboardFocus: Bool, appearance: Appearance?, isKey: Bool
    ) -> KeyChange? {
        if !isEmpty, let appearance { self.appearance = appearance }
        allowsKey = !isEmpty && takesKeyboardFocus
        if allowsKey && !isKey { return .becomeKey }
        if !allowsKey && isKey { return .restorePreviousKey }
        return nil
    }
}

// MARK: - ListDelivery

/// Where a dropdown's open list is drawn: by a `.dropdownContainer()`, or in the layer at the top
/// of its window (`WindowListHost`). Decided when the list opens, from what the container can see
/// (rule R7).
///
/// Why a request: a dropdown finds its container through the environment, which flows into
/// `NavigationStack` destinations, `TabView` tabs and sheets; but it hands its list over through a
/// preference, which does not flow back out of them.
///
/// How it is decided:
/// - Every floating dropdown publishes its presence (its id, in a preference, open or not), and
///   the container records the dropdowns it sees.
/// - When a list opens, the dropdown asks at once whether its container sees it: if so the
///   container draws the list, else the window's layer does, in the same update (no blank frame,
///   no race).
/// - A list opened as a sheet is the sheet's: neither the container nor the layer draws it.
/// - On iOS, iPadOS and Mac Catalyst a list with a search field goes to the window's layer even
///   when a container sees the dropdown (``searchKeysNeedWindowLayer``): only there does the
///   search field sit under the layer's `UIViewController`, whose `keyCommands` (`UIKeyCommand`
///   with `wantsPriorityOverSystemBehavior`) take Up, Down and the Page keys from the text field,
///   which would otherwise move its caret with them (rules F3, N1, N3 with a hardware keyboard).
/// - The container still confirms that it drew the list; a request it did not confirm by a safety
///   deadline (two turns of the main run loop and 100 ms) falls back to the window's layer for
///   that opening.
/// - Each opening is a new request (a generation number), so a late answer to an earlier opening
///   changes nothing, and nothing is remembered from one opening to the next.
/// - A Mac window whose content view is one of AppKit's container views (a split, stack, tab or
///   scroll view) has no layer (``LayerHostChoice``):
///   there a list that no container sees opens as a sheet (``ListPresentationChoice``); a
///   container's request stays with the container past the deadline, and a list the container
///   withdraws has no host left (``isStranded``) and closes. So does a list that opened before
///   the dropdown had a window (a layer taken for granted) when the window it joins has none
///   (``windowJoined(hasLayer:)``).
@_spi(Session) public struct ListDelivery: Hashable, Sendable {
    /// Creates one in its initial state.
    @_spi(Session) public init() {}

    /// Who draws the list now.
    @_spi(Session) public enum Host: Hashable, Sendable {
        /// The list is closed.
        case none
        /// The request was sent to the container, which sees the dropdown; not yet confirmed.
        case awaitingContainer
        /// The container confirmed it draws the list.
        case container
        /// The window's layer draws the list (no container, or one that cannot see the dropdown).
        case windowLayer
        /// The list is shown as a sheet, which the dropdown presents itself.
        case sheet
    }

    /// Whether a list with a search field must be in the window's layer for the search field's
    /// keys to reach the list: where the layer is a window of its own (``FocusPlan/layerIsAWindow``,
    /// iOS, iPadOS and Mac Catalyst), whose controller offers the search field's key commands. On
    /// the Mac, `onKeyPress` reaches the search field's keys wherever the list is drawn.
    @_spi(Session) public static var searchKeysNeedWindowLayer: Bool { FocusPlan.layerIsAWindow }

    /// Who draws the list now.
    @_spi(Session) public private(set) var host = Host.none
    /// The generation of the current (or last) opening.
    @_spi(Session) public private(set) var request = 0
    /// Whether the dropdown's window holds a layer (``LayerHostChoice``), as it was when the list
    /// opened.
    @_spi(Session) public private(set) var hasWindowLayer = true

    /// Whether the dropdown sends its request to the container (the preference).
    @_spi(Session) public var sendsRequest: Bool { host == .awaitingContainer || host == .container }
    /// Whether the list goes to the window's layer.
    @_spi(Session) public var drawsInWindowLayer: Bool { host == .windowLayer }
    /// Whether the list is meant for the window's layer in a window that has none: nothing draws
    /// it, and the dropdown closes it.
    @_spi(Session) public var isStranded: Bool { host == .windowLayer && !hasWindowLayer }

    /// The list opened. As a sheet (`asSheet`) it is the sheet's. Else, with a container in the
    /// environment that sees the dropdown, and no search field whose keys need the layer
    /// (`searchNeedsLayerKeys`: a search field where ``searchKeysNeedWindowLayer``), the request
    /// goes to the container, and the returned generation must be checked at the deadline
    /// (``deadlinePassed(request:)``); otherwise the list goes to the window's layer now. `nil`
    /// is returned when no container is asked. `hasWindowLayer` says whether the window holds a
    /// layer (``LayerHostChoice``).
    @discardableResult
    @_spi(Session) public mutating func open(
        container: (any Hashable)?, containerSeesDropdown: Bool, searchNeedsLayerKeys: Bool = false,
        asSheet: Bool = false, hasWindowLayer: Bool = true
    ) -> Int? {
        request += 1
        self.hasWindowLayer = hasWindowLayer
        if asSheet {
            host = .sheet
            return nil
        }
        guard container != nil, containerSeesDropdown, !searchNeedsLayerKeys else {
            host = .windowLayer
            return nil
        }
        host = .awaitingContainer
        return request
    }

    /// The container drew the list of request `generation`. Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func confirm(request generation: Int) -> Bool {
        move(request: generation, from: .awaitingContainer, to: .container)
    }

    /// The safety deadline of request `generation` passed: an unconfirmed request falls back to
    /// the window's layer; in a window without one it stays with the container, which sees the
    /// dropdown and may confirm later. Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func deadlinePassed(request generation: Int) -> Bool {
        guard hasWindowLayer else { return false }
        return move(request: generation, from: .awaitingContainer, to: .windowLayer)
    }

    /// The container stopped drawing the list of request `generation` while it is still open (it
    /// left the screen, or the preference stopped reaching it): the list moves to the window's
    /// layer rather than vanish; in a window without a layer it is left stranded (``isStranded``).
    /// Returns whether the host changed.
    @discardableResult
    @_spi(Session) public mutating func withdrawn(request generation: Int) -> Bool {
        move(request: generation, from: .container, to: .windowLayer)
    }

    /// The dropdown joined a window (or moved to another one) while its list is open, and
    /// `hasLayer` says whether that window holds a layer (``LayerHostChoice``). A list opened
    /// before the dropdown had a window took the layer for granted; in a window without one, a
    /// list meant for the layer is left stranded (``isStranded``), and the dropdown closes it. A
    /// closed list keeps nothing: the next opening says again.
    @_spi(Session) public mutating func windowJoined(hasLayer: Bool) {
        guard host != .none else { return }
        hasWindowLayer = hasLayer
    }

    /// The list closed.
    @_spi(Session) public mutating func close() {
        host = .none
    }

    /// Moves the list of request `generation` from host `old` to `new`, if that request is the
    /// current one and `old` draws it. Returns whether the host changed.
    private mutating func move(request generation: Int, from old: Host, to new: Host) -> Bool {
        guard generation == request, host == old else { return false }
        host = new
        return true
    }
}

// MARK: - ListTintChoice

/// Which tint an open list drawn away from its field is given (rule R8).
///
/// SwiftUI has no public reading of `.tint(_:)` (`TintShapeStyle`'s resolved type is `Never`), so
/// a tint reaches a list only where the list inherits it, or through the dropdown's own
/// environment value (`.dropdownTint(_:)`):
/// - a container's overlay is in the screen's hierarchy and inherits the screen's tint: it is not
///   overwritten, unless the dropdown has a tint of its own;
/// - the window's layer is another hosting controller, which inherits nothing: it takes the
///   dropdown's tint, else the app's accent colour (resolved in the layer, with the dropdown's
///   colour scheme).
@_spi(Session) public enum ListTintChoice: Hashable, Sendable {
    /// The tint the list inherits where it is drawn (nothing is set).
    case inherited
    /// The dropdown's own tint (`.dropdownTint(_:)`).
    case dropdownTint
    /// The app's accent colour.
    case accentColor

    /// The tint of a list drawn by a container (`inContainer`) or by the window's layer, for a
    /// dropdown with a tint of its own or without.
    @_spi(Session) public static func forList(inContainer: Bool, hasDropdownTint: Bool) -> Self {
        if hasDropdownTint { return .dropdownTint }
        return inContainer ? .inherited : .accentColor
    }
}

// MARK: - StatusBarSource

/// Which controller of the app's window decides the status bar while the window's layer shows a
/// list, found as UIKit documents it, so that showing the layer changes neither the status bar's
/// style nor whether it is hidden.
///
/// From the window's root controller, the walk goes to a presented controller when that one
/// controls the status bar: UIKit gives it control only when it is presented full screen or sets
/// `modalPresentationCapturesStatusBarAppearance` (a page or form sheet leaves it with the
/// presenter); else to the controller's child for the property (`childForStatusBarStyle`,
/// `childForStatusBarHidden`); and ends where neither leads on.
///
/// The layer is a window of its own, which draws in its list's appearance
/// (``LayerWindowStatus``): a `.default` style, which UIKit resolves from the appearance, is
/// resolved from the app's controller instead, so the status bar keeps the app's window's look.
@_spi(Session) public enum StatusBarSource {
    /// One step of the walk from a controller: its presented controller if that one controls the
    /// status bar, else its child for the property, else none (the walk ends there).
    @_spi(Session) public static func next<Controller>(
        presented: Controller?, presentedControlsStatusBar: Bool, child: Controller?
    ) -> Controller? {
        if let presented, presentedControlsStatusBar { return presented }
        return child
    }

    /// Whether a presented controller controls the status bar: presented full screen, or
    /// capturing the status bar's appearance.
    @_spi(Session) public static func controlsStatusBar(isFullScreen: Bool, capturesAppearance: Bool) -> Bool {
        isFullScreen || capturesAppearance
    }

    /// The controller the walk from `root` ends at; `nil` without a root. At most `limit` steps
    /// (a cycle of children, which UIKit forbids, cannot hang it).
    @_spi(Session) public static func source<Controller: AnyObject>(
        from root: Controller?, limit: Int = 32, next: (Controller) -> Controller?
    ) -> Controller? {
        var controller = root
        for _ in 0..<limit {
            guard let current = controller, let following = next(current), following !== current else { break }
            controller = following
        }
        return controller
    }

    /// A status bar style, as UIKit names them.
    @_spi(Session) public enum Style: Hashable, Sendable {
        /// Chosen by UIKit from the appearance: dark content in light mode, light in dark.
        case automatic
        case darkContent
        case lightContent
    }

    /// The style the layer answers for the app controller's `style`, in that controller's
    /// appearance (`isDark`): the automatic style resolved there, an explicit one as it is.
    @_spi(Session) public static func resolved(_ style: Style, isDark: Bool) -> Style {
        guard style == .automatic else { return style }
        return isDark ? .lightContent : .darkContent
    }
}

// MARK: - WindowDeactivation

/// How the window or scene a dropdown's field is in stopped being the one the person works in,
/// where an open floating list closes as a menu does.
@_spi(Session) public enum WindowDeactivation: Hashable, Sendable {
    /// The field's window stopped being the key window (the Mac).
    case windowResignedKey
    /// The app stopped being the active app (the Mac).
    case appResignedActive
    /// The field's scene stopped being active: the app switcher, Control Center, a call (iOS,
    /// iPadOS, visionOS).
    case sceneResignedActive

    /// Whether an open list closes: a floating list always, as a menu does; a list shown as a
    /// sheet never.
    ///
    /// A sheet is modal to its window, and AppKit and UIKit keep sheets across app switches: the
    /// person who leaves to copy a term for the search field comes back to the sheet, its query
    /// and its submenu level. On the Mac a sheet is also a window of its own that AppKit makes key
    /// as it appears (`NSWindow.beginSheet(_:completionHandler:)`): the field's window resigning
    /// key is then the sheet opening, and closing the list would dismiss the sheet as soon as it
    /// opened.
    @_spi(Session) public func closesList(shownAsSheet: Bool) -> Bool {
        !shownAsSheet
    }
}
