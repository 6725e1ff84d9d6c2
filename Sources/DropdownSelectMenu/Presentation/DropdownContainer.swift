#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// An open list asking its container to draw it (rule R7): where its field is, how to place and
    /// draw it, and how to answer (confirm that it is drawn, say that it no longer is, dismiss it).
    ///
    /// Requests are compared by their identity, where their field is, the revision of the list's
    /// size and the parent's inputs (R2): the container's layer is drawn again only when one of
    /// those changed, not on every update of an open dropdown (its rows observe the dropdown
    /// themselves).
    ///
    /// The field's position is not an anchor resolved in the container's coordinates: inside a
    /// `List` or a `Form` the field is in a collection view's cell, hosted apart, and how an anchor
    /// resolves across cells is not documented. It is computed as the window's layer computes it,
    /// from the window-space probes the field and the container both have (`WindowProbe`, a
    /// platform view converting frames with `UIView.convert(_:to:)` or `NSView.convert(_:to:)`).
    struct DropdownListRequest: Identifiable, Equatable {
        /// One opening of one dropdown.
        struct ID: Hashable {
            /// The dropdown that asks.
            let dropdown: UUID
            /// Its opening: each opening of the dropdown counts one more.
            let generation: Int
        }

        /// Which opening of which dropdown the request is for.
        let id: ID
        /// Changes when the list's measured size changes.
        let sizeRevision: Int
        /// Changes when the parent supplies new inputs (the list's content closures, R3).
        let inputRevision: InputRevision
        /// The environment values the list visibly depends on: a change gives the container the
        /// list again with the dropdown's new environment (R8).
        let listEnvironment: ListEnvironment
        /// The container the request is addressed to: the nearest one in the dropdown's environment.
        let container: UUID
        /// The field's probe: its frame in the container's probe's coordinates, read when placing.
        let field: WindowProbe
        /// The field's frame in global coordinates when the request was made: not used to place
        /// the list (the probes are), only to draw the container's layer again when the field moved
        /// (scrolled, or pushed by content above it).
        let fieldPosition: CGRect
        /// Where the list goes for the field's frame inside the bounds it must stay in.
        let place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
        /// The list, with the dropdown's environment (``ListEnvironment``, rule R8).
        let content: (DropdownPlacement) -> AnyView
        /// How the list enters and leaves, for its side.
        let transition: (DropdownDirection) -> AnyTransition
        /// Called once the container drew the list.
        let confirm: () -> Void
        /// Called when the list was placed (when it appeared, and whenever its placement changed),
        /// with the bounds it was placed in.
        let placed: (DropdownPlacement, CGRect) -> Void
        /// Called when the container stops drawing the list.
        let withdraw: () -> Void
        /// Closes the list (a tap outside it, rule N7).
        let dismiss: () -> Void

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.id == rhs.id && lhs.container == rhs.container && lhs.field === rhs.field
                && lhs.fieldPosition == rhs.fieldPosition
                && lhs.sizeRevision == rhs.sizeRevision && lhs.inputRevision === rhs.inputRevision
                && lhs.listEnvironment == rhs.listEnvironment
        }
    }

    /// Emits a dropdown's request to its container (rule R7), with the dropdown's environment for
    /// the list (the values ``ListEnvironment`` lists, R8), and the field's global frame, so that the
    /// request changes when the field moves. It exists only while the request is sent, so only an
    /// open dropdown depends on the environment it reads (R2).
    @MainActor
    struct DropdownListRequestEmitter: View {
        let request: (_ fieldPosition: CGRect, ListEnvironment) -> DropdownListRequest
        /// The values the list is given, read where this view is (never passed in).
        var environment = ListEnvironmentReader()

        var body: some View {
            GeometryReader { proxy in
                Color.clear
                    .preference(
                        key: DropdownListPreferenceKey.self,
                        value: [request(proxy.frame(in: .global), environment.values)])
            }
            .accessibilityHidden(true)
        }
    }

    struct DropdownListPreferenceKey: PreferenceKey {
        static var defaultValue: [DropdownListRequest] { [] }
        static func reduce(value: inout [DropdownListRequest], nextValue: () -> [DropdownListRequest]) {
            value += nextValue()
        }
    }

    /// Every floating dropdown's presence (its id), open or not, so that its container knows which
    /// dropdowns it can see (rule R7).
    struct DropdownPresenceKey: PreferenceKey {
        static var defaultValue: Set<UUID> { [] }
        static func reduce(value: inout Set<UUID>, nextValue: () -> Set<UUID>) {
            value.formUnion(nextValue())
        }
    }

    /// A container as the dropdowns inside it see it: its address, and the dropdowns whose
    /// presence reaches it. A reference, read synchronously when a list opens; it never publishes.
    @MainActor
    final class DropdownContainerRegistry: ObservableObject {
        /// The container's address.
        let id = UUID()
        /// The dropdowns whose presence preference reaches the container.
        fileprivate(set) var visible: Set<UUID> = []

        /// Whether the container can draw the list of a dropdown (its preferences reach it).
        func sees(_ dropdown: UUID) -> Bool {
            visible.contains(dropdown)
        }
    }

    private struct DropdownContainerKey: EnvironmentKey {
        static var defaultValue: DropdownContainerRegistry? { nil }
    }

    extension EnvironmentValues {
        /// The nearest `.dropdownContainer()` around this view, if any. Whether it can draw a list
        /// is known from the dropdowns it sees (rule R7).
        var dropdownContainer: DropdownContainerRegistry? {
            get { self[DropdownContainerKey.self] }
            set { self[DropdownContainerKey.self] = newValue }
        }
    }

    /// Draws the open lists of the dropdowns inside it above all its content.
    @MainActor
    struct DropdownContainerModifier: ViewModifier {
        @StateObject private var registry = DropdownContainerRegistry()
        @StateObject private var window = WindowProbe()

        func body(content: Content) -> some View {
            content
                .environment(\.dropdownContainer, registry)
                .background(WindowReader(probe: window).accessibilityHidden(true))
                // R7: the dropdowns this container sees; nested containers each see their own.
                .onPreferenceChange(DropdownPresenceKey.self) { [registry] visible in registry.visible = visible }
                .transformPreference(DropdownPresenceKey.self) { $0 = [] }
                .overlayPreferenceValue(DropdownListPreferenceKey.self) { [registry] requests in
                    // Nested containers both see a request; only the one it is addressed to draws it.
                    DropdownContainerOverlay(requests: requests.filter { $0.container == registry.id }, window: window)
                }
                // Drawn here: outer containers need not read it (R2).
                .transformPreference(DropdownListPreferenceKey.self) { [registry] in
                    $0.removeAll { $0.container == registry.id }
                }
        }
    }

    /// The layer of a container that draws the requested lists, a tap-outside layer under them, and
    /// makes them modal for assistive technology over everything in the container (rule A3).
    @MainActor
    struct DropdownContainerOverlay: View {
        let requests: [DropdownListRequest]
        /// Read on demand when placing; it never publishes (R2).
        let window: WindowProbe
        /// Counts the placements made again on the turn after a field moved, when its probe then
        /// read another frame than its list was placed from (``FieldMoveRecheck``): read by the
        /// body, so that a change draws the layer again.
        @State private var movesRechecked = 0
        /// On the Mac, closes the lists on a click the catcher cannot see (the toolbar, N7).
        @StateObject private var clicks = ContainerClickMonitor()

        var body: some View {
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    if !requests.isEmpty {
                        // N7: a touch outside closes the list, and goes no further.
                        OutsideTouchCatcher { requests.forEach { $0.dismiss() } }
                            .accessibilityHidden(true)
                            // Gone with the close, not fading with the list: it takes no later tap.
                            .transition(.identity)
                            .onAppear { clicks.watch(requests, in: window) }
                            .onChange(of: requests) { _, shown in clicks.watch(shown, in: window) }
                            .onDisappear { clicks.stop() }
                        ForEach(requests) { request in
                            // The window is read only while a list is open (R2), with the
                            // keyboard's room kept for a searchable list on an iPhone (P2).
                            let bounds = Self.bounds(
                                size: proxy.size, safeArea: proxy.safeAreaInsets,
                                window: window.safeBounds(
                                    reservingKeyboard: request.listEnvironment.keyboardReservation))
                            // The field's frame from the probes, in this layer's coordinates (the
                            // container's probe has the container's frame, as this layer has).
                            let _ = movesRechecked
                            if let field = request.field.frame(inCoordinatesOf: window) {
                                placedList(request, placement: request.place(field, bounds), bounds: bounds)
                                    // P1: the probe may take the field's move only when SwiftUI
                                    // renders this update. `onChange` runs the closure of the
                                    // update that changed the value (documented), so `field` is
                                    // the frame this list was placed from.
                                    .onChange(of: request.fieldPosition) { recheck(request, placedFrom: field) }
                            }
                        }
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
                // Modal over the container's content, its sibling: VoiceOver stays in the list
                // (rule A3); the list's own escape action closes it.
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(requests.isEmpty ? [] : .isModal)
                .accessibilityHidden(requests.isEmpty)
            }
            // Placement is computed in absolute coordinates (x grows to the right, as UIKit's and
            // AppKit's do), and `offset` would be mirrored in a right-to-left layout: the layer is
            // laid out left to right, and each list gets its dropdown's direction back from the
            // environment it carries (rule R8).
            .environment(\.layoutDirection, .leftToRight)
        }

        private func placedList(
            _ request: DropdownListRequest, placement: DropdownPlacement, bounds: CGRect
        ) -> some View {
            PlacedList(
                placement: placement, content: request.content(placement),
                transition: request.transition(placement.direction),
                placed: {
                    request.placed($0, bounds)
                    clicks.placed(request.id, at: $0.frame)
                }
            )
            // The confirmation of the handshake: this container drew the list.
            .onAppear { request.confirm() }
            .onDisappear { request.withdraw() }
        }

        /// Reads the field's probe again on the next turn of the main run loop
        /// (`DispatchQueue.main.async`, the way ``WindowProbe`` reports a window change), after
        /// SwiftUI rendered the update that moved the field, and draws the layer again only if the
        /// field is now elsewhere: once per move, never in a loop (``FieldMoveRecheck``).
        private func recheck(_ request: DropdownListRequest, placedFrom field: CGRect) {
            let (probe, window, rechecked) = (request.field, window, $movesRechecked)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let now = probe.frame(inCoordinatesOf: window).map(DropdownRect.init)
                    if FieldMoveRecheck.placesAgain(placedFrom: DropdownRect(field), readNow: now) {
                        rechecked.wrappedValue &+= 1
                    }
                }
            }
        }

        /// The bounds lists must stay inside, in the container's coordinates: the container's safe
        /// area, and no more than the window's safe bounds (rule R6).
        static func bounds(size: CGSize, safeArea: EdgeInsets, window: CGRect?) -> CGRect {
            let container = CGRect(
                x: safeArea.leading, y: safeArea.top,
                width: max(0, size.width - safeArea.leading - safeArea.trailing),
                height: max(0, size.height - safeArea.top - safeArea.bottom))
            guard let window else { return container }
            return DropdownRect(container).intersection(DropdownRect(window)).cgRect
        }
    }

    extension View {
        /// Draws the open lists of the dropdowns inside this view above everything in it: a list is
        /// never clipped by a `ScrollView`, `List` or `Form`, never covered by later views, stays
        /// inside the window's safe area and above the keyboard, and flips above its field when
        /// there is more room there (rule P2).
        ///
        /// Put it on each screen's root: the root view, a `NavigationStack`, a pushed destination,
        /// each tab of a `TabView`, the content of a sheet. A dropdown checks that its container
        /// actually drew its list; when the container cannot see it (a dropdown in a sheet or a
        /// pushed screen, with the container outside), the list goes to a layer at the top of the
        /// window instead, which is never clipped or covered either. A container keeps the list
        /// in the screen's own hierarchy (its navigation and tab bars included in the modal).
        ///
        /// On iOS, iPadOS and Mac Catalyst the list of a searchable dropdown
        /// (``SwiftUI/View/dropdownSearchable(prompt:)``) goes to the window's layer all the same:
        /// only there do a hardware keyboard's arrows in its search field move the highlight
        /// rather than the caret.
        ///
        /// Which host draws a list is decided at run time: a list this container does not
        /// confirm in time, or withdraws, goes to the window's layer too, which has none of the
        /// app's environment objects. In a Mac window that holds no layer (an AppKit split,
        /// stack, tab or scroll view as its content view), a list not confirmed in time stays
        /// with this container, and one it withdraws closes. A custom row gets what it reads through the `row:`
        /// closure's captures (`.environmentObject(model)`), under a container as anywhere.
        ///
        /// The lists the container draws take the tint in effect where `.dropdownContainer()` is
        /// applied; a `.tint(_:)` closer to a dropdown needs ``SwiftUI/View/dropdownTint(_:)`` to
        /// reach its list.
        @MainActor
        public func dropdownContainer() -> some View {
            modifier(DropdownContainerModifier())
        }
    }
#endif
