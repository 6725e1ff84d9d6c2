#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// An open list asking its container to host it: where its field is, how tall it wants to be,
    /// and how to draw and dismiss it.
    struct DropdownListRequest: Identifiable {
        let id: UUID
        let field: Anchor<CGRect>
        let metrics: ListMetrics
        let rows: Int
        let headers: Int
        let direction: DropdownDirection
        let content: (DropdownPlacement) -> AnyView
        let dismiss: () -> Void
    }

    struct DropdownListPreferenceKey: PreferenceKey {
        static var defaultValue: [DropdownListRequest] { [] }
        static func reduce(value: inout [DropdownListRequest], nextValue: () -> [DropdownListRequest]) {
            value += nextValue()
        }
    }

    private struct InsideDropdownContainerKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    extension EnvironmentValues {
        /// Whether a `.dropdownContainer()` hosts this view's lists.
        var isInsideDropdownContainer: Bool {
            get { self[InsideDropdownContainerKey.self] }
            set { self[InsideDropdownContainerKey.self] = newValue }
        }
    }

    /// Hosts the open lists of the dropdowns inside it above all its content.
    @MainActor
    struct DropdownContainerModifier: ViewModifier {
        @State private var coordinator = DropdownCoordinator()

        func body(content: Content) -> some View {
            content
                .environment(\.isInsideDropdownContainer, true)
                .environment(\.dropdownCoordinator, coordinator)
                .overlayPreferenceValue(DropdownListPreferenceKey.self) { requests in
                    GeometryReader { proxy in
                        ZStack(alignment: .topLeading) {
                            if !requests.isEmpty {
                                // N7: a tap outside closes the list, and goes no further.
                                Color.clear
                                    .contentShape(Rectangle())
                                    .onTapGesture { requests.forEach { $0.dismiss() } }
                                    .accessibilityHidden(true)
                            }
                            ForEach(requests) { request in
                                let placement = request.metrics.placement(
                                    field: proxy[request.field], container: CGRect(origin: .zero, size: proxy.size),
                                    rows: request.rows, headers: request.headers, direction: request.direction)
                                request.content(placement)
                                    .frame(width: placement.frame.cgRect.width, height: placement.frame.cgRect.height)
                                    .offset(x: placement.frame.cgRect.minX, y: placement.frame.cgRect.minY)
                            }
                        }
                        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
                    }
                }
        }
    }

    extension View {
        /// Hosts the open lists of the dropdowns inside this view above everything in it: a list is
        /// never clipped by a `ScrollView`, `List` or `Form`, never covered by later views, and flips
        /// above its field when there is more room there (rule P2). Put it on the screen's root
        /// view. Without it, a dropdown draws its list in its own overlay, raised with `zIndex`.
        @MainActor
        public func dropdownContainer() -> some View {
            modifier(DropdownContainerModifier())
        }
    }
#endif
