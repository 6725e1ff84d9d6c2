#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    /// Reads the window a view is in (rule R6): its safe bounds (the window's or scene's bounds, less
    /// the safe area, less a docked software keyboard on iOS; a Mac window's content area) in the
    /// view's own coordinates, and the window itself (the scope of one open dropdown, rule O8).
    ///
    /// A `WindowReader` put in a view's background is a tiny platform view with the view's frame;
    /// the probe converts the window's geometry into its coordinates *on demand*, when a list is
    /// placed. Nothing is written into SwiftUI state while the view scrolls (rule R2); the probe
    /// publishes only discrete changes (the keyboard shows or hides, the window resizes, the view
    /// moves to another window).
    @MainActor
    final class WindowProbe: NSObject, ObservableObject {
        fileprivate weak var view: ProbeView?
        /// Called when the view moves to another window (or leaves its window).
        var onWindowChange: ((AnyObject?) -> Void)?
        #if canImport(UIKit)
            /// The docked or floating software keyboard's frame, in screen coordinates.
            private var keyboardFrame: CGRect?
        #endif

        override init() {
            super.init()
            #if canImport(UIKit)
                let center = NotificationCenter.default
                center.addObserver(
                    self, selector: #selector(keyboardWillChange(_:)),
                    name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                center.addObserver(
                    self, selector: #selector(keyboardWillHide(_:)),
                    name: UIResponder.keyboardWillHideNotification, object: nil)
            #endif
        }

        /// The window the view is in, if any.
        var window: AnyObject? { view?.window }

        /// The bounds a list must stay inside, in the view's coordinates; `nil` before the view is in
        /// a window.
        func safeBounds() -> CGRect? {
            guard let view, let window = view.window else { return nil }
            #if canImport(UIKit)
                let insets = window.safeAreaInsets
                let keyboard = keyboardFrame.map { window.convert($0, from: window.screen.coordinateSpace) }
                let geometry = WindowGeometry(
                    bounds: DropdownRect(window.bounds),
                    safeArea: .init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                    keyboard: keyboard.map(DropdownRect.init))
                // Converted as a whole rectangle, so a transformed ancestor (the screen behind a
                // sheet is scaled down) is taken into account.
                return window.convert(geometry.safeBounds.cgRect, to: view)
            #else
                // A Mac window's content area, below its title bar and toolbar.
                return view.convert(window.contentLayoutRect, from: nil)
            #endif
        }

        /// The whole window, in the view's coordinates (what a tap outside the list may hit).
        func windowBounds() -> CGRect? {
            guard let view, let window = view.window else { return nil }
            #if canImport(UIKit)
                return window.convert(window.bounds, to: view)
            #else
                return view.convert(window.contentView?.frame ?? window.contentLayoutRect, from: nil)
            #endif
        }

        fileprivate func attach(_ view: ProbeView) {
            self.view = view
        }

        /// The view moved to another window. Reported on the next turn of the run loop, outside
        /// the update that moved it.
        fileprivate func windowChanged() {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.onWindowChange?(self.window)
                    self.objectWillChange.send()
                }
            }
        }

        /// The geometry changed in a discrete step (a resize): placements are computed again.
        fileprivate func geometryChanged() {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.objectWillChange.send() }
            }
        }

        #if canImport(UIKit)
            // The keyboard can show in the middle of a SwiftUI update (a search field that takes
            // focus becomes the first responder then): the frame is kept at once, and the change
            // published on the next turn, outside the update (rule R2).
            @objc private func keyboardWillChange(_ notification: Notification) {
                keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                geometryChanged()
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                keyboardFrame = nil
                geometryChanged()
            }
        #endif
    }

    #if canImport(UIKit)
        /// The platform view of a ``WindowReader``: invisible, never hit, not an accessibility element.
        final class ProbeView: UIView {
            weak var probe: WindowProbe?
            private var lastSize: CGSize = .zero

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

            override func layoutSubviews() {
                super.layoutSubviews()
                guard bounds.size != lastSize else { return }
                lastSize = bounds.size
                probe?.geometryChanged()
            }
        }

        /// Puts a ``WindowProbe`` in a view's background.
        struct WindowReader: UIViewRepresentable {
            let probe: WindowProbe

            func makeUIView(context: Context) -> ProbeView {
                let view = ProbeView(frame: .zero)
                view.probe = probe
                probe.attach(view)
                return view
            }

            func updateUIView(_ view: ProbeView, context: Context) {
                guard view.probe !== probe else { return }
                view.probe = probe
                probe.attach(view)
            }
        }
    #elseif canImport(AppKit)
        /// The platform view of a ``WindowReader``: invisible, never hit, flipped so that its
        /// coordinates grow downward as SwiftUI's do.
        final class ProbeView: NSView {
            weak var probe: WindowProbe?
            private var resizeObserver: NSObjectProtocol?

            override var isFlipped: Bool { true }

            override func hitTest(_ point: NSPoint) -> NSView? { nil }

            override func isAccessibilityElement() -> Bool { false }

            override func viewDidMoveToWindow() {
                super.viewDidMoveToWindow()
                if let resizeObserver { NotificationCenter.default.removeObserver(resizeObserver) }
                resizeObserver = nil
                if let window {
                    resizeObserver = NotificationCenter.default.addObserver(
                        forName: NSWindow.didResizeNotification, object: window, queue: .main
                    ) { [weak self] _ in
                        MainActor.assumeIsolated { self?.probe?.geometryChanged() }
                    }
                }
                probe?.windowChanged()
            }
        }

        /// Puts a ``WindowProbe`` in a view's background.
        struct WindowReader: NSViewRepresentable {
            let probe: WindowProbe

            func makeNSView(context: Context) -> ProbeView {
                let view = ProbeView(frame: .zero)
                view.probe = probe
                probe.attach(view)
                return view
            }

            func updateNSView(_ view: ProbeView, context: Context) {
                guard view.probe !== probe else { return }
                view.probe = probe
                probe.attach(view)
            }
        }
    #endif
#endif
