#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if !canImport(UIKit) && canImport(AppKit)
        import AppKit
    #endif

    /// Closes a container's lists on a Mac click its catcher cannot see (rule N7,
    /// ``LayerOutsideClick``): the title bar, the toolbar, content beside the container, another
    /// window of the app. The container's catcher is a view inside the window's content view, so
    /// without this a toolbar button would run under an open list and leave it open.
    ///
    /// While the container shows a list, AppKit's local event monitor
    /// (`NSEvent.addLocalMonitorForEvents(matching:handler:)`, documented to see each of the app's
    /// events before it is dispatched, the handler returning it to let it go on; the usual way a
    /// Mac popover closes on a click outside) looks at every mouse-down and scroll (a scroll
    /// outside the lists closes them, as it closes a Mac menu); it is removed when the last list
    /// leaves. Elsewhere (iOS, iPadOS, Catalyst) it does nothing. It never publishes.
    @MainActor
    final class ContainerClickMonitor: ObservableObject {
        #if !canImport(UIKit) && canImport(AppKit)
            /// The local event monitor while a list shows. Written on the main actor only, and read
            /// by `deinit` once nothing else can: a container that goes away while it shows a list
            /// (a tab switched on the Mac, whose `onDisappear` may not come) removes it too.
            nonisolated(unsafe) private var monitor: Any?
            private var requests: [DropdownListRequest] = []
            /// Each shown list's frame, in the container's coordinates, as last placed.
            private var listFrames: [DropdownListRequest.ID: DropdownRect] = [:]
            private weak var container: WindowProbe?
        #endif

        #if !canImport(UIKit) && canImport(AppKit)
            deinit {
                if let monitor { NSEvent.removeMonitor(monitor) }
            }
        #endif

        /// The container shows `requests` (not empty): watches clicks, unless it already does.
        func watch(_ requests: [DropdownListRequest], in container: WindowProbe) {
            #if !canImport(UIKit) && canImport(AppKit)
                self.requests = requests
                self.container = container
                let shown = Set(requests.map(\.id))
                listFrames = listFrames.filter { shown.contains($0.key) }
                guard monitor == nil else { return }
                monitor = NSEvent.addLocalMonitorForEvents(
                    matching: [.leftMouseDown, .rightMouseDown, .otherMouseDown, .scrollWheel]
                ) { [weak self] event in
                    MainActor.assumeIsolated { self?.clicked(event) }
                    return event
                }
            #endif
        }

        /// A list was placed at `frame`, in the container's coordinates.
        func placed(_ id: DropdownListRequest.ID, at frame: DropdownRect) {
            #if !canImport(UIKit) && canImport(AppKit)
                listFrames[id] = frame
            #endif
        }

        /// The container shows no list any more: stops watching.
        func stop() {
            #if !canImport(UIKit) && canImport(AppKit)
                if let monitor { NSEvent.removeMonitor(monitor) }
                monitor = nil
                requests = []
                listFrames = [:]
            #endif
        }

        #if !canImport(UIKit) && canImport(AppKit)
            /// A mouse-down arrived in the app while the container shows a list: the lists close if
            /// it is outside them and their fields, and the container's catcher does not take it.
            private func clicked(_ event: NSEvent) {
                guard event.mayCloseLists, let container, let window = container.window as? NSWindow else { return }
                let inWindow = event.window === window
                let located = container.locate(event.locationInWindow, in: event.window)
                let point = located?.point ?? .zero
                // The deepest view the click hits, as the window will dispatch it: the frame view
                // (the window's top view) takes a point in window coordinates, its superview's.
                let hit = inWindow ? window.contentView?.superview?.hitTest(event.locationInWindow) : nil
                let hitsContentView = window.contentView.map { hit?.isDescendant(of: $0) == true } ?? false
                let reachesCatcher =
                    located.map {
                        LayerOutsideClick.containerCatcherTakes(
                            hitsContentView: hitsContentView, x: Double(point.x), y: Double(point.y),
                            catcherFrame: DropdownRect($0.bounds))
                    } ?? false
                let closes = LayerOutsideClick.closesLists(
                    inWindow: inWindow, x: Double(point.x), y: Double(point.y), listFrames: Array(listFrames.values),
                    onShownField: requests.contains { $0.field.contains(event.locationInWindow, in: event.window) },
                    reachesCatcher: reachesCatcher, isScroll: event.type == .scrollWheel)
                if closes { requests.forEach { $0.dismiss() } }
            }
        #endif
    }

    #if !canImport(UIKit) && canImport(AppKit)
        extension NSEvent {
            /// Whether this mouse-down or scroll may close the shown lists: every click, and a
            /// scroll at its start only (``LayerOutsideClick/startsScroll(began:hasPhase:isCoasting:)``,
            /// from the documented `phase` and `momentumPhase`).
            var mayCloseLists: Bool {
                type != .scrollWheel
                    || LayerOutsideClick.startsScroll(
                        began: phase.contains(.began), hasPhase: !phase.isEmpty, isCoasting: !momentumPhase.isEmpty)
            }
        }
    #endif
#endif
