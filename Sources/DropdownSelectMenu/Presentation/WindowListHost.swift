#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    /// Where a dropdown draws its open list when no container drew it (rule R7's fallback): a layer
    /// above everything its window shows, one per scene on iOS (a pass-through window,
    /// ``ListLayerWindow``) and one per window on the Mac (a view over the window's content,
    /// ``ListLayerView``). It is installed when a dropdown joins the window, drawn once empty, and
    /// hidden while no list is shown.
    ///
    /// A list drawn inside the dropdown's own hierarchy is clipped by a `List` or `Form` row (they
    /// are collection view cells) and by a `ScrollView`, cannot be tapped outside them, and is
    /// covered by the later siblings of any wrapper view. This layer is none of that: it covers
    /// the whole window, so the list is never clipped or covered, the tap-outside layer covers the
    /// whole window (N7), and the list is modal over the whole window for VoiceOver (A3).
    ///
    /// The host places its lists itself, outside any view's body, whenever the room or a field may
    /// have changed, and publishes only what changed (``LayerPlacements``, rule R2). It follows the
    /// software keyboard from the moment it starts to move (``WindowKeyboard``), and keeps the
    /// keyboard's room free for a searchable list open on a compact-width iPhone
    /// (``KeyboardReservation``, rule P2).
    @MainActor
    final class WindowListHost: ObservableObject {
        /// One dropdown's open list in the layer.
        struct Presentation: Identifiable {
            /// The dropdown and its opening: a reopened list is a new entry.
            let id: LayerPresentationKey<UUID>
            /// The field's probe: its frame and its window, read on demand (R2, R6).
            let field: WindowProbe
            /// Where the list goes for the field's frame and the bounds it must stay inside, both in
            /// the layer's coordinates.
            var place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
            /// The list for its placement, with the dropdown's environment (R8).
            var content: (DropdownPlacement) -> AnyView
            /// How the list enters and leaves.
            var transition: (DropdownDirection) -> AnyTransition
            /// The list was placed (first, and whenever its placement or its bounds changed), with
            /// the bounds it was placed in.
            var placed: (DropdownPlacement, CGRect) -> Void
            /// A tap outside the list (N7).
            var dismiss: () -> Void
            /// Whether the list's search field takes keyboard focus (on iOS the layer's window
            /// becomes the key window for it while the list is shown).
            var takesKeyboardFocus = false
            /// When the list is placed with the keyboard's room reserved (rule P2,
            /// ``KeyboardReservation``).
            var keyboardReservation = KeyboardReservation.Scope.never
            /// The list's appearance (its dropdown's color scheme): the layer's window draws in it
            /// (``LayerWindowStatus``).
            var appearance: LayerWindowStatus.Appearance?
            /// The entry the owner wants in the layer now, `.none` once the owner is gone (it
            /// captures the owner weakly): the layer's defence against an entry left behind.
            var ownerWants: () -> LayerPresentationKey<UUID>?? = { .none }
        }

        /// A list as the layer draws it: placed, with its content built for its side.
        struct DrawnList: Identifiable {
            let id: LayerPresentationKey<UUID>
            var placement: DropdownPlacement
            var content: AnyView
            var transition: AnyTransition
        }

        /// The lists drawn, in the order they were presented.
        @Published private(set) var drawn: [DrawnList] = []
        /// Whether any list is presented (the tap-outside layer covers the window).
        @Published private(set) var isPresenting = false
        /// The lists presented, at most one per dropdown.
        private var presentations: [Presentation] = []
        /// What each list was last placed at.
        private var placements = LayerPlacements<LayerPresentationKey<UUID>>()
        /// The software keyboard, as its notifications announce it (in the layer's coordinates).
        private(set) var keyboard = WindowKeyboard()
        /// The platform's layer: a window over the scene (iOS), a view over the content (Mac).
        private var surface: (any ListLayerSurface)?
        private let origin = ContinuousClock.now

        /// The time now, since the host was made.
        private var now: Duration { ContinuousClock.now - origin }

        // MARK: Lists

        /// Shows a dropdown's list, or gives it new content (call inside the transaction that
        /// should animate it).
        func present(_ presentation: Presentation) {
            if let index = presentations.firstIndex(where: { $0.id == presentation.id }) {
                presentations[index] = presentation
                placements.contentSupplied(presentation.id)
            } else {
                presentations.append(presentation)
                surface?.bringToFront()
            }
            relayout()
            layerChanged()
        }

        /// Removes a dropdown's list (in the transaction that should animate its leaving).
        func dismiss(_ id: LayerPresentationKey<UUID>) {
            guard presentations.contains(where: { $0.id == id }) else { return }
            presentations.removeAll { $0.id == id }
            placements.remove(id)
            if drawn.contains(where: { $0.id == id }) { drawn.removeAll { $0.id == id } }
            layerChanged()
        }

        /// A tap outside the lists (N7): each list's dropdown is told, and an entry whose owner
        /// is closed or gone (it did not take its list out) is removed anyway, so the window never
        /// stays covered by the catcher.
        func tappedOutside() {
            presentations.filter { LayerPresence.belongs($0.id, ownerWants: $0.ownerWants()) }.forEach { $0.dismiss() }
            let orphans = presentations.filter { !LayerPresence.belongs($0.id, ownerWants: $0.ownerWants()) }
            orphans.forEach { dismiss($0.id) }
        }

        #if !canImport(UIKit) && canImport(AppKit)
            /// Whether a click at `windowPoint` in `window`'s coordinates is on the field of a
            /// presented list (the field's button toggles it, rule N7). O(lists).
            func isOnShownField(_ windowPoint: CGPoint, in window: NSWindow?) -> Bool {
                presentations.contains { $0.field.contains(windowPoint, in: window) }
            }
        #endif

        /// The room or a field may have changed (a resize, a field that moved, new rows or a new
        /// measured size): the lists are placed again, and redrawn only where their placement
        /// changed (R2). While the keyboard moves, with the keyboard's animation: SwiftUI moves a
        /// field out of the keyboard's way with it.
        func geometryChanged() {
            guard !presentations.isEmpty else { return }
            if let animation = keyboard.animation(forMoveAt: now) {
                withAnimation(Animation(animation)) { relayout() }
            } else {
                relayout()
            }
        }

        /// A field moved (SwiftUI's layout reports it): the lists are placed now, and once more on
        /// the next turn of the main run loop (`DispatchQueue.main.async`), after SwiftUI rendered
        /// the move, if a field's probe then reads another frame than its list was placed from
        /// (``FieldMoveRecheck``, rule P1).
        func fieldMoved() {
            geometryChanged()
            guard let layer = surface?.hostView else { return }
            let placedFrom = fieldFrames(in: layer)  // what the placement just read
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let layer = self.surface?.hostView else { return }
                    let now = self.fieldFrames(in: layer)
                    let moved = now.contains { key, frame in
                        FieldMoveRecheck.placesAgain(placedFrom: placedFrom[key] ?? nil, readNow: frame)
                    }
                    if moved { self.geometryChanged() }
                }
            }
        }

        /// Each presented list's field frame in the layer's coordinates, `nil` for a field in no
        /// window of the layer. O(lists).
        private func fieldFrames(in layer: PlatformView) -> [LayerPresentationKey<UUID>: DropdownRect?] {
            Dictionary(presentations.map { ($0.id, $0.field.frame(in: layer).map(DropdownRect.init)) }) { $1 }
        }

        /// The keyboard will move to `frame` (the layer's coordinates) inside `bounds`, with
        /// `animation` (rule R6): the lists move with it.
        func keyboardWillChange(to frame: DropdownRect, bounds: DropdownRect, animation: KeyboardAnimation?) {
            keyboard.willChangeFrame(to: frame, bounds: bounds, animation: animation, at: now)
            guard !presentations.isEmpty else { return }
            withAnimation(animation.map(Animation.init)) { relayout() }
        }

        /// The keyboard's frame in `window`'s coordinates, as the layer knows it.
        func keyboardFrame(in window: PlatformWindow) -> CGRect? {
            surface?.keyboardFrame(keyboard.frame, in: window)
        }

        /// Places every list (outside any view's body), tells each dropdown where its list went,
        /// and publishes the lists whose placement changed. O(lists).
        private func relayout() {
            guard let surface, let layer = surface.hostView else { return }
            surface.coverScene()
            if !presentations.isEmpty { surface.bringToFront() }  // still above what came since
            var next: [DrawnList] = []
            var changed = false
            for presentation in presentations {
                let key = presentation.id
                let previous = drawn.first { $0.id == key }
                guard let field = presentation.field.frame(in: layer),
                    var geometry = surface.geometry(of: presentation.field, keyboard: keyboard.frame)
                else {
                    // Its field is not in a window of this layer now: not drawn until it is.
                    placements.remove(key)
                    changed = changed || previous != nil
                    continue
                }
                geometry.keyboard = KeyboardReservation.keyboard(
                    actual: geometry.keyboard,
                    reserves: KeyboardReservation.reserves(
                        presentation.keyboardReservation, lastDocked: keyboard.lastDockedHeight),
                    lastDocked: keyboard.lastDockedHeight, bounds: geometry.bounds)
                let bounds = geometry.safeBounds.cgRect
                let placement = presentation.place(field, bounds)
                let change = placements.place(key, at: placement, boundsHeight: Double(bounds.height))
                if change != .unchanged { presentation.placed(placement, bounds) }
                switch (change, previous) {
                case (.moved, let previous?), (.bounds, let previous?), (.unchanged, let previous?):
                    var list = previous
                    list.placement = placement
                    next.append(list)
                    changed = changed || change == .moved
                default:
                    next.append(
                        DrawnList(
                            id: key, placement: placement, content: presentation.content(placement),
                            transition: presentation.transition(placement.direction)))
                    changed = true
                }
            }
            if changed || next.count != drawn.count { drawn = next }
        }

        /// The layer's presentations changed: the tap-outside layer, visibility, key status.
        private func layerChanged() {
            let isPresenting = !presentations.isEmpty
            if self.isPresenting != isPresenting { self.isPresenting = isPresenting }
            surface?.presentationsChanged(
                isEmpty: !isPresenting, takesKeyboardFocus: presentations.contains { $0.takesKeyboardFocus },
                appearance: presentations.last?.appearance)
        }

        // MARK: One per scene (iOS) or window (Mac)

        private static var hosts = LayerRegistry<WindowListHost>()

        /// The layer a window's lists go to: its scene's on iOS, its own on the Mac.
        private static func scope(of window: PlatformWindow) -> AnyObject? {
            #if canImport(UIKit)
                return window.windowScene
            #else
                return window
            #endif
        }

        /// The layer of `window`, if it is installed.
        static func existing(for window: AnyObject) -> WindowListHost? {
            guard let window = window as? PlatformWindow, let scope = scope(of: window) else { return nil }
            return hosts.host(for: scope)
        }

        /// Installs the layer of `window` when a dropdown joins it (its probe reports the window),
        /// so that it exists, drawn empty, before any list opens there.
        @discardableResult
        static func install(for window: AnyObject) -> WindowListHost? {
            hosts.removeGone().forEach { $0.tearDown() }
            guard let window = window as? PlatformWindow, let scope = scope(of: window) else { return nil }
            if let host = existing(for: window) {
                host.surface?.windowJoined(window)
                return host
            }
            let host = WindowListHost()
            guard let surface = makeSurface(for: window, host: host) else { return nil }
            host.surface = surface
            hosts.add(host, for: scope)
            return host
        }

        /// The layer's scope is going (its scene disconnected, its Mac window closes): the layer is
        /// taken down now, not when another dropdown next joins a window. A later dropdown in the
        /// same scope installs a new one.
        static func scopeWillGo(_ scope: AnyObject) {
            hosts.remove(scope: scope)?.tearDown()
        }

        /// The layer of `window`: the one installed when a dropdown joined it, else installed now.
        static func forWindow(_ window: AnyObject) -> WindowListHost? {
            existing(for: window) ?? install(for: window)
        }

        private static func makeSurface(for window: PlatformWindow, host: WindowListHost) -> (any ListLayerSurface)? {
            #if canImport(UIKit)
                return ListLayerWindow.install(above: window, host: host)
            #else
                return ListLayerView.install(in: window, host: host)
            #endif
        }

        /// The scene or window is gone: the layer is taken down (its window or view released).
        private func tearDown() {
            surface?.remove()
            surface = nil
        }
    }

    /// What the window's layer draws in, on each platform.
    @MainActor
    protocol ListLayerSurface: AnyObject {
        /// The view the lists are placed in.
        var hostView: PlatformView? { get }
        /// The geometry of the window `field` is in, in the host view's coordinates: its bounds,
        /// its safe area and the keyboard (`keyboard`, the layer's, when a notification announced
        /// one; else the window's keyboard layout guide, made when the window was joined).
        func geometry(of field: WindowProbe, keyboard: DropdownRect?) -> WindowGeometry?
        /// The keyboard's frame (`frame`, the layer's; else the layout guide's) in `window`'s
        /// coordinates.
        func keyboardFrame(_ frame: DropdownRect?, in window: PlatformWindow) -> CGRect?
        /// The lists presented changed: whether any is, whether one's search field takes focus, and
        /// the appearance of the last presented.
        func presentationsChanged(isEmpty: Bool, takesKeyboardFocus: Bool, appearance: LayerWindowStatus.Appearance?)
        /// Another window of the layer's scope has a dropdown now.
        func windowJoined(_ window: PlatformWindow)
        /// Puts the layer above everything the window shows (nothing to do when it is already).
        func bringToFront()
        /// Keeps the layer covering its whole scene (a resize), before lists are placed.
        func coverScene()
        /// Takes the layer down.
        func remove()
    }

    /// A window's layer that hides while idle (``LayerVisibility``): a `UIWindow` or an `NSView`.
    @MainActor
    protocol HidingLayer: AnyObject {
        var visibility: LayerVisibility { get set }
        var isHidden: Bool { get set }
    }

    extension HidingLayer {
        /// Shown at once when a list is presented; hidden once the last one has left (after
        /// ``LayerVisibility/hideDelay``), so the idle layer takes no touch, cursor, focus or
        /// VoiceOver.
        func updateHidden(isEmpty: Bool) {
            guard let token = visibility.presentationsChanged(isEmpty: isEmpty) else {
                isHidden = visibility.isHidden
                return
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + LayerVisibility.hideDelay.seconds) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.visibility.delayPassed(token) else { return }
                    self.isHidden = true
                }
            }
        }
    }

    /// The SwiftUI content of a window's layer: the tap-outside layer and the lists, drawn where
    /// the host placed them.
    @MainActor
    struct WindowListLayerContent: View {
        @ObservedObject var host: WindowListHost

        var body: some View {
            ZStack(alignment: .topLeading) {
                if host.isPresenting {
                    // N7: a touch anywhere outside the list closes it, and goes no further.
                    OutsideTouchCatcher { host.tappedOutside() }
                        .accessibilityHidden(true)
                        // Gone with the close, not fading with the list: it takes no later tap.
                        .transition(.identity)
                }
                ForEach(host.drawn) { list in
                    PlacedList(placement: list.placement, content: list.content, transition: list.transition)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .ignoresSafeArea()
            // Placement is in absolute coordinates (x grows to the right); each list gets its
            // dropdown's layout direction back from the environment it carries (R8).
            .environment(\.layoutDirection, .leftToRight)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(host.isPresenting ? .isModal : [])
        }
    }

    /// N7: the tap-outside catcher, under an open list: a clear view of the platform's own that
    /// closes the lists when a touch or a click goes down on it, as UIKit's menus and the Mac's
    /// pop-up menus do, so a drag that begins there (an attempt to scroll the form underneath)
    /// closes them too. It takes every touch and click that reaches it and hands none on.
    ///
    /// The ground is the responder methods the platforms document for the start of a touch and of
    /// a click: `UIResponder.touchesBegan(_:with:)` (its companions overridden too, without
    /// calling `super`, as UIKit's documentation asks of a view that handles touches itself) and
    /// `NSResponder.mouseDown(with:)`. A catcher that is a platform view is what shipped packages
    /// use for the same job (aheze/Popovers' `PopoverGestureContainer`, a `UIView` that closes
    /// popovers on a touch outside them). Closing a closed dropdown changes nothing.
    struct OutsideTouchCatcher {
        let action: () -> Void

        init(_ action: @escaping () -> Void) {
            self.action = action
        }
    }

    #if canImport(UIKit)
        extension OutsideTouchCatcher: UIViewRepresentable {
            func makeUIView(context: Context) -> CatcherView {
                let view = CatcherView()
                view.action = action
                return view
            }

            func updateUIView(_ view: CatcherView, context: Context) {
                view.action = action
            }

            /// A clear view that closes the lists when a touch goes down on it, and keeps the touch.
            final class CatcherView: UIView {
                var action: () -> Void = {}

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .clear
                    isMultipleTouchEnabled = true
                }

                required init?(coder: NSCoder) {
                    fatalError("not used from a storyboard")
                }

                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { action() }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

                /// Keeps the gesture recognizers of the views around it from beginning on its
                /// touches: a drag outside a container's list inside a sheet must not also drag
                /// the sheet, nor an edge swipe pop the screen. UIKit asks the touched view before
                /// a recognizer leaves its possible state, and `UISlider` answers so for its
                /// thumb against a scroll view's pan (`gestureRecognizerShouldBegin(_:)`). A
                /// recognizer that takes no touches (the layer's watch of indirect scrolls, N7)
                /// may begin: a touch is not what it recognizes; and so may a pointer's hover
                /// (`onHover` on the rows and the field), which follows the pointer, not a touch.
                override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    gestureRecognizer.allowedTouchTypes.isEmpty || gestureRecognizer is UIHoverGestureRecognizer
                }
            }
        }
    #elseif canImport(AppKit)
        extension OutsideTouchCatcher: NSViewRepresentable {
            func makeNSView(context: Context) -> CatcherView {
                let view = CatcherView()
                view.action = action
                return view
            }

            func updateNSView(_ view: CatcherView, context: Context) {
                view.action = action
            }

            /// A clear view that closes the lists when a click goes down on it, and keeps the click.
            final class CatcherView: NSView {
                var action: () -> Void = {}

                /// A click in a window that is not key closes the lists too.
                override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }
                /// A drag that begins here does not move a window movable by its background.
                override var mouseDownCanMoveWindow: Bool { false }
                override func mouseDown(with event: NSEvent) { action() }
                override func rightMouseDown(with event: NSEvent) { action() }
                override func otherMouseDown(with event: NSEvent) { action() }
                // The rest of the click is kept too: AppKit sends it to the view that took the
                // press, and the defaults would hand it up the responder chain.
                override func mouseDragged(with event: NSEvent) {}
                override func mouseUp(with event: NSEvent) {}
                override func rightMouseDragged(with event: NSEvent) {}
                override func rightMouseUp(with event: NSEvent) {}
                override func otherMouseDragged(with event: NSEvent) {}
                override func otherMouseUp(with event: NSEvent) {}
            }
        }
    #endif

    extension Animation {
        /// The keyboard's animation (``KeyboardAnimation``), for a list that moves with it.
        init(_ keyboard: KeyboardAnimation) {
            switch keyboard.curve {
            case .easeInOut: self = .easeInOut(duration: keyboard.duration)
            case .easeIn: self = .easeIn(duration: keyboard.duration)
            case .easeOut: self = .easeOut(duration: keyboard.duration)
            case .linear: self = .linear(duration: keyboard.duration)
            case .keyboard:
                let points = KeyboardAnimation.keyboardControlPoints
                self = .timingCurve(points.x1, points.y1, points.x2, points.y2, duration: keyboard.duration)
            }
        }
    }

    /// A list framed and moved to its placement. The transition is on the framed list, inside the
    /// offset, so it grows out of its own edge next to the field (a transition applied after an
    /// offset scales about the unmoved frame, rule R13); the element is still the inserted view.
    @MainActor
    struct PlacedList: View {
        let placement: DropdownPlacement
        let content: AnyView
        let transition: AnyTransition
        /// Told where the list is placed, when it appears and whenever its placement changes (a
        /// container's lists; the window's layer tells its dropdowns itself).
        var placed: ((DropdownPlacement) -> Void)?

        var body: some View {
            let frame = placement.frame.cgRect
            // Held to its edge next to the field: content shorter than the frame for a moment (a
            // query narrowed it, before it is placed again) never floats to the middle.
            content
                .frame(
                    width: frame.width, height: frame.height, alignment: placement.direction == .above ? .bottom : .top
                )
                .transition(transition)
                .offset(x: frame.minX, y: frame.minY)
                .onAppear { placed?(placement) }
                .onChange(of: placement) { _, placement in placed?(placement) }
        }
    }

    #if canImport(UIKit)
        typealias PlatformView = UIView
        typealias PlatformWindow = UIWindow
    #elseif canImport(AppKit)
        typealias PlatformView = NSView
        typealias PlatformWindow = NSWindow
    #endif
#endif
