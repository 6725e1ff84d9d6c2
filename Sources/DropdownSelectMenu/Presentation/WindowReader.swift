#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// Reads the window a view is in (rule R6): its safe bounds (the window's or scene's bounds, less
    /// the safe area, less a docked software keyboard on iOS; a Mac window's content area), the
    /// view's frame in another view's coordinates, and the window itself (the scope of one open
    /// dropdown, rule O8, and of the layer lists are drawn in without a container).
    ///
    /// A `WindowReader` put in a view's background is a tiny platform view with the view's frame;
    /// the probe converts geometry *on demand*, when a list is placed. Nothing is written into
    /// SwiftUI state while the view scrolls, the keyboard moves or the window resizes (rule R2):
    /// the probe never publishes; it calls back only when the view moves to another window, or when
    /// its window stops being the one the person works in.
    ///
    /// A dropdown's probe installs its window's layer (``WindowListHost``) when it joins a window,
    /// so the layer exists, drawn empty, before the first list opens there, and that list grows out
    /// of its field like every later one.
    @MainActor
    final class WindowProbe: NSObject, ObservableObject {
        fileprivate weak var view: ProbeView?
        /// Whether joining a window installs the window's layer (a dropdown's probe; a
        /// container's does not).
        private let installsLayer: Bool

        init(installsLayer: Bool = false) {
            self.installsLayer = installsLayer
        }
        /// Called when the view moves to another window (or leaves its window).
        var onWindowChange: ((AnyObject?) -> Void)?
        /// Called when the window stops being the key window, or the app stops being active (a
        /// Mac's menus close then), with which of the two happened.
        var onDeactivate: ((WindowDeactivation) -> Void)?

        /// The window the view is in, if any.
        var window: AnyObject? { view?.window }

        /// Whether the view's window holds the window's layer (``holdsLayer(_:)``). `true` before
        /// the view is in a window: a list opened then is checked again when the window arrives
        /// (``ListDelivery/windowJoined(hasLayer:)``). O(1).
        var windowHoldsLayer: Bool {
            view?.window.map(Self.holdsLayer) ?? true
        }

        /// Whether `window` (as ``onWindowChange`` reports it) holds the window's layer
        /// (``LayerHostChoice``): on iOS, iPadOS and Mac Catalyst a window in a scene (the layer is
        /// a window of its own, made with `UIWindow(windowScene:)` in that scene); on the Mac, a
        /// window whose content view is not one of AppKit's container views (a split, stack, tab or
        /// scroll view). O(1).
        static func holdsLayer(_ window: AnyObject) -> Bool {
            #if canImport(UIKit)
                // `UIWindow.windowScene`, documented: nil for a window outside any scene.
                return LayerHostChoice.host(inWindowWithScene: (window as? UIWindow)?.windowScene != nil).holdsLayer
            #else
                guard let window = window as? NSWindow else { return true }
                return LayerHostChoice(for: window).holdsLayer
            #endif
        }

        /// The bounds a list must stay inside, in the view's coordinates; `nil` before the view is in
        /// a window. With `reservingKeyboard` (when it applies), a keyboard's room is kept at the
        /// bottom when none is docked (rule P2, ``KeyboardReservation``).
        func safeBounds(reservingKeyboard: KeyboardReservation.Scope = .never) -> CGRect? {
            guard let view, let window = view.window else { return nil }
            #if canImport(UIKit)
                // Converted as a whole rectangle, so a transformed ancestor (the screen behind a
                // sheet is scaled down) is taken into account. The keyboard is the one the
                // window's layer follows (never a layout guide first made here, in a body).
                let layer = WindowListHost.existing(for: window)
                var geometry = WindowGeometry.of(window, keyboard: layer?.keyboardFrame(in: window))
                geometry.keyboard = KeyboardReservation.keyboard(
                    actual: geometry.keyboard,
                    reserves: KeyboardReservation.reserves(
                        reservingKeyboard, lastDocked: layer?.keyboard.lastDockedHeight),
                    lastDocked: layer?.keyboard.lastDockedHeight, bounds: geometry.bounds)
                return window.convert(geometry.safeBounds.cgRect, to: view)
            #else
                // A Mac window's content area, below its title bar and toolbar.
                return view.convert(window.contentLayoutRect, from: nil)
            #endif
        }

        /// The view's frame in `other`'s coordinates, read on demand: in the same window, or on
        /// iOS in another window of the same scene (the window's layer is a window of its own),
        /// through the windows' coordinates (`UIWindow.convert(_:to:)`).
        func frame(in other: PlatformView) -> CGRect? {
            guard let view, let window = view.window, let target = other.window else { return nil }
            if window === target { return view.convert(view.bounds, to: other) }
            #if canImport(UIKit)
                guard window.windowScene === target.windowScene else { return nil }
                let inWindow = view.convert(view.bounds, to: window)
                return other.convert(window.convert(inWindow, to: target), from: target)
            #else
                return nil
            #endif
        }

        /// The view's frame in the coordinates of another probe's view (both in the same window),
        /// read on demand: how a container places the list of a field inside it, whatever lies
        /// between them (a `List`'s cells, a scroll view).
        func frame(inCoordinatesOf other: WindowProbe) -> CGRect? {
            guard let target = other.view else { return nil }
            return frame(in: target)
        }

        #if !canImport(UIKit) && canImport(AppKit)
            /// Where a click at `windowPoint` in `window`'s coordinates (an `NSEvent`'s
            /// `locationInWindow`) is in the view's coordinates, and the view's bounds: `nil` when
            /// the view is in no window or in another one. Read on demand, by a click monitor.
            func locate(_ windowPoint: CGPoint, in window: NSWindow?) -> (point: CGPoint, bounds: CGRect)? {
                guard let view, let window, view.window === window else { return nil }
                return (view.convert(windowPoint, from: nil), view.bounds)
            }

            /// Whether a click at `windowPoint` in `window`'s coordinates is on the view.
            func contains(_ windowPoint: CGPoint, in window: NSWindow?) -> Bool {
                guard let (point, bounds) = locate(windowPoint, in: window) else { return false }
                return LayerOutsideClick.contains(DropdownRect(bounds), x: Double(point.x), y: Double(point.y))
            }
        #endif

        /// Watches `view`, unless it already does. Returns the view.
        @discardableResult
        fileprivate func attach(_ view: ProbeView) -> ProbeView {
            guard view.probe !== self || self.view !== view else { return view }
            view.probe = self
            self.view = view
            return view
        }

        /// The view moved to another window. Reported on the next turn of the run loop, outside
        /// the update that moved it.
        fileprivate func windowChanged() {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if self.installsLayer, let window = self.window { WindowListHost.install(for: window) }
                    self.onWindowChange?(self.window)
                }
            }
        }

        fileprivate func deactivated(_ deactivation: WindowDeactivation) {
            onDeactivate?(deactivation)
        }
    }

    #if canImport(UIKit)
        extension WindowGeometry {
            /// The geometry of a window: its bounds and safe area, and the keyboard's frame in the
            /// window's coordinates (as the window's layer follows it), if any.
            @MainActor static func of(_ window: UIWindow, keyboard: CGRect?) -> WindowGeometry {
                let insets = window.safeAreaInsets
                return WindowGeometry(
                    bounds: DropdownRect(window.bounds),
                    safeArea: .init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                    keyboard: keyboard.map(DropdownRect.init))
            }
        }

        /// The platform view of a ``WindowReader``: invisible, never hit, not an accessibility element.
        final class ProbeView: UIView {
            weak var probe: WindowProbe?

            override init(frame: CGRect) {
                super.init(frame: frame)
                isUserInteractionEnabled = false
                isAccessibilityElement = false
                backgroundColor = .clear
            }

            required init?(coder: NSCoder) {
                fatalError("not used from a storyboard")
            }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                probe?.windowChanged()
            }
        }
    #elseif canImport(AppKit)
        /// The platform view of a ``WindowReader``: invisible, never hit, flipped so that its
        /// coordinates grow downward as SwiftUI's do.
        final class ProbeView: NSView {
            weak var probe: WindowProbe?
            /// The notification observers of the current window. Written on the main thread only
            /// (`viewDidMoveToWindow`), and read by `deinit` once nothing else can: a view freed
            /// while still in a window (a window torn down without taking its views out first)
            /// leaves no observer registered.
            nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

            deinit {
                // `NotificationCenter.removeObserver(_:)` may be called from any thread.
                for observer in observers { NotificationCenter.default.removeObserver(observer) }
            }

            override var isFlipped: Bool { true }

            override func hitTest(_ point: NSPoint) -> NSView? { nil }

            override func isAccessibilityElement() -> Bool { false }

            override func viewDidMoveToWindow() {
                super.viewDidMoveToWindow()
                observers.forEach(NotificationCenter.default.removeObserver)
                observers = []
                if let window {
                    // A Mac's menus close when their window stops being key or the app is
                    // deactivated; so does an open list.
                    let center = NotificationCenter.default
                    let resignedKey: @Sendable (Notification) -> Void = { [weak self] _ in
                        MainActor.assumeIsolated { self?.probe?.deactivated(.windowResignedKey) }
                    }
                    let resignedActive: @Sendable (Notification) -> Void = { [weak self] _ in
                        MainActor.assumeIsolated { self?.probe?.deactivated(.appResignedActive) }
                    }
                    observers.append(
                        center.addObserver(
                            forName: NSWindow.didResignKeyNotification, object: window, queue: .main,
                            using: resignedKey))
                    observers.append(
                        center.addObserver(
                            forName: NSApplication.didResignActiveNotification, object: nil, queue: .main,
                            using: resignedActive))
                }
                probe?.windowChanged()
            }
        }
    #endif

    /// Puts a ``WindowProbe`` in a view's background.
    struct WindowReader {
        let probe: WindowProbe
    }

    #if canImport(UIKit)
        extension WindowReader: UIViewRepresentable {
            func makeUIView(context: Context) -> ProbeView { probe.attach(ProbeView(frame: .zero)) }
            func updateUIView(_ view: ProbeView, context: Context) { probe.attach(view) }
        }
    #elseif canImport(AppKit)
        extension WindowReader: NSViewRepresentable {
            func makeNSView(context: Context) -> ProbeView { probe.attach(ProbeView(frame: .zero)) }
            func updateNSView(_ view: ProbeView, context: Context) { probe.attach(view) }
        }
    #endif
#endif
