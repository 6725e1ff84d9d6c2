#if canImport(SwiftUI) && !canImport(UIKit) && canImport(AppKit)
    @_spi(Session) import DropdownCore
    import SwiftUI
    import AppKit

    /// The window's layer on the Mac: a view over the window's content view, above its other
    /// subviews, hosting the layer's SwiftUI content in an `NSHostingView` (both documented AppKit
    /// and SwiftUI mechanisms).
    ///
    /// Why a view, not a child window (`addChildWindow(_:ordered:)`):
    /// - A searchable list's field must become first responder, which would take key status from
    ///   the dropdown's window, and a Mac's menus close when their window stops being key (the
    ///   field's probe closes the list then).
    /// - AppKit's key view loop, first responder and cursor handling work on views, not view
    ///   controllers: a view in the window's own hierarchy keeps the window key, keeps the search
    ///   field in the window's responder chain and keys, and moves and resizes with the window
    ///   without code.
    ///
    /// The view lets clicks through while no list is shown and is hidden then
    /// (``LayerVisibility``), so it takes no click, cursor, focus or VoiceOver while idle. It is
    /// drawn once, empty, when a dropdown joins the window, so the first list grows out of its
    /// field.
    final class ListLayerView: NSView, ListLayerSurface, HidingLayer {
        private var hosting: NSHostingView<WindowListLayerContent>?
        private var isEmpty = true
        var visibility = LayerVisibility()
        private var observers: [NSObjectProtocol] = []
        private weak var host: WindowListHost?
        /// The local monitor of mouse-down events while a list is shown (``watchClicks(_:)``).
        private var clickMonitor: Any?

        var hostView: NSView? { hosting }

        override var isFlipped: Bool { true }

        /// Installs the layer over `window`'s content view, unless that view is one of AppKit's
        /// container views (``LayerHostChoice``: a split, stack, tab or scroll view), which manage
        /// their subviews themselves (a split view would make the layer a pane, or raise an
        /// exception); `nil` then, and the window has no layer.
        static func install(in window: NSWindow, host: WindowListHost) -> ListLayerView? {
            guard let content = window.contentView, LayerHostChoice(for: window).holdsLayer else { return nil }
            let layer = ListLayerView(frame: content.bounds)
            layer.host = host
            layer.autoresizingMask = [.width, .height]
            let hosting = ListLayerHostingView(rootView: WindowListLayerContent(host: host))
            // Sized by the layer, never sizing it: by default a hosting view constrains its
            // window to its content's minimum, which is an open list's frame (R6).
            hosting.sizingOptions = []
            hosting.frame = layer.bounds
            hosting.autoresizingMask = [.width, .height]
            layer.addSubview(hosting)
            layer.hosting = hosting
            content.addSubview(layer, positioned: .above, relativeTo: nil)
            // Drawn once, empty, then hidden until a list is shown.
            layer.layoutSubtreeIfNeeded()
            layer.isHidden = true
            layer.observers.append(
                NotificationCenter.default.addObserver(
                    forName: NSWindow.didResizeNotification, object: window, queue: .main
                ) { [weak layer] _ in
                    MainActor.assumeIsolated { layer?.host?.geometryChanged() }
                })
            // The window closes: its layer goes with it (a window shown again installs another).
            layer.observers.append(
                NotificationCenter.default.addObserver(
                    forName: NSWindow.willCloseNotification, object: window, queue: .main
                ) { [weak window] _ in
                    MainActor.assumeIsolated { if let window { WindowListHost.scopeWillGo(window) } }
                })
            return layer
        }

        // MARK: ListLayerSurface

        func geometry(of field: WindowProbe, keyboard: DropdownRect?) -> WindowGeometry? {
            guard let hosting, let window = hosting.window, field.window === window else { return nil }
            // The window's content area, below its title bar and toolbar: never the screen, never
            // an unbounded rectangle (R6).
            return WindowGeometry(bounds: DropdownRect(hosting.convert(window.contentLayoutRect, from: nil)))
        }

        func keyboardFrame(_ frame: DropdownRect?, in window: PlatformWindow) -> CGRect? { nil }

        func presentationsChanged(
            isEmpty: Bool, takesKeyboardFocus: Bool, appearance: LayerWindowStatus.Appearance?
        ) {
            self.isEmpty = isEmpty
            updateHidden(isEmpty: isEmpty)
            watchClicks(!isEmpty)
        }

        /// While a list is shown, a click the catcher cannot see (the title bar, the toolbar,
        /// another window of the app) closes the lists, as it closes a Mac pop-up menu (rule N7,
        /// ``LayerOutsideClick``), and goes on unchanged to what it was on. AppKit's local event
        /// monitor (`NSEvent.addLocalMonitorForEvents(matching:handler:)`, documented to see each
        /// of the app's events before it is dispatched, the handler returning it to let it go on)
        /// is the usual way a Mac popover closes on a click outside; it is removed when the last
        /// list leaves. A scroll outside the lists (`.scrollWheel`, the wheel and a trackpad)
        /// closes them too, which the catcher cannot see.
        private func watchClicks(_ watching: Bool) {
            if watching, clickMonitor == nil {
                clickMonitor = NSEvent.addLocalMonitorForEvents(
                    matching: [.leftMouseDown, .rightMouseDown, .otherMouseDown, .scrollWheel]
                ) { [weak self] event in
                    MainActor.assumeIsolated { self?.clicked(event) }
                    return event
                }
            } else if !watching, let monitor = clickMonitor {
                NSEvent.removeMonitor(monitor)
                clickMonitor = nil
            }
        }

        /// A mouse-down or a scroll arrived in the app while a list is shown: the lists close if it
        /// is outside them and their fields, and the layer's catcher does not take it (a scroll:
        /// outside them).
        private func clicked(_ event: NSEvent) {
            guard event.mayCloseLists, let host, let hosting, let window else { return }
            let inLayerWindow = event.window === window
            let point = hosting.convert(event.locationInWindow, from: nil)
            // The deepest view the click hits, as the window will dispatch it: the frame view
            // (the window's top view, holding the title bar, the toolbar and the content view)
            // takes a point in window coordinates, its superview's.
            let frameView = window.contentView?.superview
            let hit = inLayerWindow ? frameView?.hitTest(event.locationInWindow) : nil
            let closes = LayerOutsideClick.closesLists(
                inWindow: inLayerWindow, x: Double(point.x), y: Double(point.y),
                listFrames: host.drawn.map(\.placement.frame),
                onShownField: host.isOnShownField(event.locationInWindow, in: event.window),
                reachesCatcher: hit?.isDescendant(of: self) == true, isScroll: event.type == .scrollWheel)
            if closes { host.tappedOutside() }
        }

        func windowJoined(_ window: PlatformWindow) {}

        /// Raises the layer whenever another subview of the content view went above it (a split
        /// view's, a representable's or a text field's built while a list is open), not only when
        /// a list is presented: called from every placement too. The subviews are reordered in
        /// place (`sortSubviews(_:context:)`, documented `NSView` API, ranks from ``LayerRaise``),
        /// not removed and added again: a view taken out of its window resigns the first
        /// responder inside it, and giving a search field first responder back starts a new
        /// editing session that selects its whole query, so the next key would replace it. Only
        /// if first responder left the layer all the same is it given back to the field.
        func bringToFront() {
            // Called from every placement: nothing is read or sorted while the layer is in front.
            guard let superview, superview.subviews.last !== self,
                var ranks = LayerRaise.ranks(
                    of: superview.subviews.map(ObjectIdentifier.init), raising: ObjectIdentifier(self))
            else { return }
            let responder = window?.firstResponder
            let editing = (responder as? NSText)?.delegate as? NSView ?? responder as? NSView
            withUnsafeMutablePointer(to: &ranks) { ranks in
                superview.sortSubviews(
                    { first, second, context in
                        let ranks = context!.assumingMemoryBound(to: [ObjectIdentifier: Int].self).pointee
                        let a = ranks[ObjectIdentifier(first)] ?? 0
                        let b = ranks[ObjectIdentifier(second)] ?? 0
                        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
                    }, context: ranks)
            }
            if let editing, editing.isDescendant(of: self), window?.firstResponder !== responder {
                window?.makeFirstResponder(editing)
            }
        }

        func coverScene() {}

        func remove() {
            observers.forEach(NotificationCenter.default.removeObserver)
            observers = []
            watchClicks(false)
            removeFromSuperview()
        }

        override func hitTest(_ point: NSPoint) -> NSView? {
            isEmpty ? nil : super.hitTest(point)
        }
    }

    extension LayerHostChoice {
        /// Where the layer of `window` goes, from its content view's class (``ContentViewKind``).
        @MainActor init(for window: NSWindow) {
            self = .host(forContentView: window.contentView.map(ContentViewKind.init))
        }
    }

    extension LayerHostChoice.ContentViewKind {
        /// The kind of `view`, read from AppKit's class hierarchy (a subclass is of its
        /// superclass's kind).
        @MainActor init(_ view: NSView) {
            switch view {
            case is NSSplitView: self = .splitView
            case is NSStackView: self = .stackView
            case is NSTabView: self = .tabView
            case is NSScrollView: self = .scrollView
            default: self = .view
            }
        }
    }

    /// The layer's hosting view, which never becomes first responder itself.
    ///
    /// AppKit makes a clicked view first responder when it accepts (`acceptsFirstResponder`,
    /// documented `NSResponder` API), and a hosting view does. The dropdown's field is in the
    /// window's own hosting view, so a click on a row of a list that stays open (a multiple
    /// selection) would take first responder from the field, and the keys after it would reach
    /// nothing. Refusing it leaves first responder where it was: on the field, or on a list's
    /// search field, an `NSTextField` of its own that still takes it (rules N1, R10).
    private final class ListLayerHostingView: NSHostingView<WindowListLayerContent> {
        override var acceptsFirstResponder: Bool { false }
    }
#endif
