#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    /// Where a dropdown draws its open list when no container drew it (rule R7's fallback): a layer
    /// at the top of its window, built once per window, above everything the window shows.
    ///
    /// A list drawn inside the dropdown's own hierarchy is clipped by a `List` or `Form` row (they
    /// are collection view cells) and by a `ScrollView`, cannot be tapped outside them, and is
    /// covered by the later siblings of any wrapper view. This layer is none of that: it covers
    /// the whole window, so the list is never clipped or covered, the tap-outside layer covers the
    /// whole window (N7), and the list is modal over the whole window for VoiceOver (A3). It lets
    /// every touch through while no list is shown.
    @MainActor
    final class WindowListHost: ObservableObject {
        /// One dropdown's open list in the layer.
        struct Presentation: Identifiable {
            /// The dropdown and its opening: a reopened list is a new entry.
            let id: LayerPresentationKey
            /// Where the list goes for the field's frame and the bounds it must stay inside, both in
            /// the layer's coordinates.
            var place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
            /// The field's frame in a view's coordinates, read on demand (R2, R6).
            var fieldFrame: (PlatformView) -> CGRect?
            /// The list, with the dropdown's environment (R8).
            var content: (DropdownPlacement) -> AnyView
            /// How the list enters and leaves.
            var transition: (DropdownDirection) -> AnyTransition
            /// The list was placed (on appearing, and whenever its placement changes), with the
            /// bounds it was placed in.
            var placed: (DropdownPlacement, CGRect) -> Void
            /// A tap outside the list (N7).
            var dismiss: () -> Void
            /// The entry the owner wants in the layer now, `.none` once the owner is gone (it
            /// captures the owner weakly): the layer's defence against an entry left behind.
            var ownerWants: () -> LayerPresentationKey?? = { .none }
        }

        /// The lists shown, at most one per dropdown.
        @Published private(set) var presentations: [Presentation] = []
        /// The layer's platform view, once the host is installed in a window.
        fileprivate weak var layer: WindowListLayer?

        /// Shows or replaces a dropdown's list (call inside the transaction that should animate it).
        func present(_ presentation: Presentation) {
            if let index = presentations.firstIndex(where: { $0.id == presentation.id }) {
                presentations[index] = presentation
            } else {
                presentations.append(presentation)
                layer?.bringToFront()
            }
            layer?.presentationsChanged(isEmpty: presentations.isEmpty)
        }

        /// Removes a dropdown's list.
        func dismiss(_ id: LayerPresentationKey) {
            guard presentations.contains(where: { $0.id == id }) else { return }
            presentations.removeAll { $0.id == id }
            layer?.presentationsChanged(isEmpty: presentations.isEmpty)
        }

        /// A tap outside the lists (N7): each list's dropdown is told, and an entry whose owner
        /// is closed or gone (it did not take its list out) is removed anyway, so the window never
        /// stays covered by the catcher.
        func tappedOutside() {
            presentations.filter { LayerPresence.belongs($0.id, ownerWants: $0.ownerWants()) }.forEach { $0.dismiss() }
            let orphans = presentations.filter { !LayerPresence.belongs($0.id, ownerWants: $0.ownerWants()) }
            orphans.forEach { dismiss($0.id) }
        }

        /// The window's geometry changed (the keyboard, a resize): lists are placed again. Only
        /// published while a list is shown (R2).
        func geometryChanged() {
            guard !presentations.isEmpty else { return }
            objectWillChange.send()
        }

        /// The bounds lists stay inside, and the field frames, in the layer's coordinates.
        fileprivate var layerView: PlatformView? { layer?.hostView }

        // MARK: One per window

        private static var hosts: [ObjectIdentifier: (window: WeakWindow, host: WindowListHost)] = [:]

        /// The host of a window, installed on first use and dropped with the window.
        static func forWindow(_ window: AnyObject) -> WindowListHost? {
            hosts = hosts.filter { $0.value.window.object != nil }
            let key = ObjectIdentifier(window)
            if let entry = hosts[key], entry.window.object === window { return entry.host }
            guard let platformWindow = window as? PlatformWindow else { return nil }
            let host = WindowListHost()
            host.layer = WindowListLayer.install(in: platformWindow, host: host)
            hosts[key] = (WeakWindow(object: window), host)
            return host
        }

        private struct WeakWindow {
            weak var object: AnyObject?
        }
    }

    /// The SwiftUI content of a window's layer: the tap-outside layer and the lists.
    @MainActor
    struct WindowListLayerContent: View {
        @ObservedObject var host: WindowListHost

        var body: some View {
            ZStack(alignment: .topLeading) {
                if !host.presentations.isEmpty {
                    // N7: a touch anywhere outside the list closes it, and goes no further.
                    Color.clear
                        .contentShape(Rectangle())
                        .closesOnTouchDown { host.tappedOutside() }
                        .accessibilityHidden(true)
                }
                if let layer = host.layerView {
                    ForEach(host.presentations) { presentation in
                        if let field = presentation.fieldFrame(layer) {
                            let bounds = host.safeBounds(in: layer)
                            let placement = presentation.place(field, bounds)
                            PlacedList(
                                placement: placement, content: presentation.content(placement),
                                transition: presentation.transition(placement.direction),
                                placed: { presentation.placed($0, bounds) })
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .ignoresSafeArea()
            // Placement is in absolute coordinates (x grows to the right); each list gets its
            // dropdown's layout direction back from the environment it carries (R8).
            .environment(\.layoutDirection, .leftToRight)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(host.presentations.isEmpty ? [] : .isModal)
        }
    }

    extension View {
        /// N7: a touch or click outside an open list closes it when it goes down, as UIKit's menus
        /// and the Mac's pop-up menus do; a drag that begins there (an attempt to scroll the form
        /// underneath) closes it too, instead of doing nothing. The catcher
        /// lets nothing through. `action` may be called again while the touch moves, until the
        /// catcher is gone; closing a closed dropdown changes nothing.
        func closesOnTouchDown(_ action: @escaping () -> Void) -> some View {
            gesture(DragGesture(minimumDistance: 0).onChanged { _ in action() })
        }
    }

    /// A window's layer view, hidden while idle.
    @MainActor
    private protocol HidingLayer: AnyObject {
        var visibility: LayerVisibility { get set }
        var isHidden: Bool { get set }
    }

    extension HidingLayer {
        /// Shown at once when a list is presented; hidden once the last one has left, so the idle
        /// layer takes no touch, cursor, focus or VoiceOver.
        fileprivate func updateHidden(isEmpty: Bool) {
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

    /// A list framed and moved to its placement. The transition is on the framed list, inside the
    /// offset, so it grows out of its own edge next to the field (a transition applied after an
    /// offset scales about the unmoved frame, rule R13); the element is still the inserted view.
    @MainActor
    struct PlacedList: View {
        let placement: DropdownPlacement
        let content: AnyView
        let transition: AnyTransition
        let placed: (DropdownPlacement) -> Void

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
                .onAppear { placed(placement) }
                .onChange(of: placement) { _, placement in placed(placement) }
        }
    }

    #if canImport(UIKit)
        typealias PlatformView = UIView
        typealias PlatformWindow = UIWindow

        extension WindowListHost {
            /// The window's safe bounds (its safe area, above a docked keyboard) in `view`'s
            /// coordinates (R6). The keyboard is read from the window's keyboard layout guide, so
            /// a keyboard that was up before any dropdown existed counts too.
            fileprivate func safeBounds(in view: UIView) -> CGRect {
                guard let window = view.window else { return view.bounds }
                return window.convert(WindowGeometry.of(window).safeBounds.cgRect, to: view)
            }
        }

        /// The platform view of a window's layer: a hosting controller's view over the whole window
        /// that lets touches through while no list is shown, and is modal for VoiceOver while one
        /// is.
        final class WindowListLayer: UIView, HidingLayer {
            private var controller: UIHostingController<WindowListLayerContent>?
            private var isEmpty = true
            fileprivate var visibility = LayerVisibility()
            private var lastSize = CGSize.zero
            private var observers: [NSObjectProtocol] = []
            private weak var host: WindowListHost?

            var hostView: UIView? { controller?.view }

            static func install(in window: UIWindow, host: WindowListHost) -> WindowListLayer {
                let layer = WindowListLayer(frame: window.bounds)
                layer.host = host
                layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                layer.backgroundColor = .clear
                let controller = UIHostingController(rootView: WindowListLayerContent(host: host))
                controller.view.backgroundColor = .clear
                controller.view.frame = layer.bounds
                controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                layer.addSubview(controller.view)
                layer.controller = controller
                window.addSubview(layer)
                return layer
            }

            func bringToFront() {
                superview?.bringSubviewToFront(self)
            }

            func presentationsChanged(isEmpty: Bool) {
                self.isEmpty = isEmpty
                updateHidden(isEmpty: isEmpty)
                accessibilityViewIsModal = !isEmpty
                if isEmpty {
                    observers.forEach(NotificationCenter.default.removeObserver)
                    observers = []
                } else if observers.isEmpty {
                    // The keyboard moves the bounds: lists are placed again, only while shown.
                    let center = NotificationCenter.default
                    for name in [
                        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification,
                    ] {
                        observers.append(
                            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                                MainActor.assumeIsolated { self?.host?.geometryChanged() }
                            })
                    }
                }
            }

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                isEmpty ? nil : super.hitTest(point, with: event)
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                // Only a change of size (a rotation, a window resized) places the lists again; a
                // layout pass of the hosted content must not publish another update.
                guard bounds.size != lastSize else { return }
                lastSize = bounds.size
                host?.geometryChanged()
            }
        }
    #elseif canImport(AppKit)
        typealias PlatformView = NSView
        typealias PlatformWindow = NSWindow

        extension WindowListHost {
            /// The window's content area (below its title bar and toolbar) in `view`'s coordinates
            /// (R6): never the screen, never an unbounded rectangle.
            fileprivate func safeBounds(in view: NSView) -> CGRect {
                guard let window = view.window else { return view.bounds }
                return view.convert(window.contentLayoutRect, from: nil)
            }
        }

        /// The platform view of a window's layer: a hosting view over the window's content that
        /// lets clicks through while no list is shown.
        final class WindowListLayer: NSView, HidingLayer {
            private var hosting: NSHostingView<WindowListLayerContent>?
            private var isEmpty = true
            fileprivate var visibility = LayerVisibility()
            private var observers: [NSObjectProtocol] = []
            private weak var host: WindowListHost?

            var hostView: NSView? { hosting }

            override var isFlipped: Bool { true }

            static func install(in window: NSWindow, host: WindowListHost) -> WindowListLayer? {
                guard let content = window.contentView else { return nil }
                let layer = WindowListLayer(frame: content.bounds)
                layer.host = host
                layer.autoresizingMask = [.width, .height]
                let hosting = NSHostingView(rootView: WindowListLayerContent(host: host))
                hosting.frame = layer.bounds
                hosting.autoresizingMask = [.width, .height]
                layer.addSubview(hosting)
                layer.hosting = hosting
                content.addSubview(layer, positioned: .above, relativeTo: nil)
                return layer
            }

            func bringToFront() {
                guard let superview else { return }
                superview.addSubview(self, positioned: .above, relativeTo: nil)
            }

            func presentationsChanged(isEmpty: Bool) {
                self.isEmpty = isEmpty
                updateHidden(isEmpty: isEmpty)
                if isEmpty {
                    observers.forEach(NotificationCenter.default.removeObserver)
                    observers = []
                } else if observers.isEmpty, let window {
                    observers.append(
                        NotificationCenter.default.addObserver(
                            forName: NSWindow.didResizeNotification, object: window, queue: .main
                        ) { [weak self] _ in
                            MainActor.assumeIsolated { self?.host?.geometryChanged() }
                        })
                }
            }

            override func hitTest(_ point: NSPoint) -> NSView? {
                isEmpty ? nil : super.hitTest(point)
            }
        }
    #endif
#endif
