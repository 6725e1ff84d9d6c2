#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// A dropdown's own overlay: where its list goes without a container, or when its container did
    /// not confirm the request (rule R7). It lies over the field, always present, and inserts the
    /// list and a tap-outside layer into it while the list is shown.
    ///
    /// - The list is placed against the window's safe bounds, read from the window on demand
    ///   (rule R6), in the field's coordinates: below the field, or above when there is more room
    ///   there, never under the keyboard.
    /// - The transition is on the list itself, the view that is inserted, so it grows out of the
    ///   field (a transition on a child of an inserted container degrades to a fade, rule R13).
    /// - The tap-outside layer covers the window; it is above the views before the dropdown and,
    ///   with the dropdown's `zIndex`, above the views after it in the same stack.
    @MainActor
    struct DropdownOwnListOverlay<List: View>: View {
        let isShown: Bool
        @ObservedObject var window: WindowProbe
        let place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
        let list: (DropdownPlacement) -> List
        let transition: (DropdownDirection) -> AnyTransition
        /// Called once the list was placed (its side is kept while it is open, rule P2).
        let placed: (DropdownPlacement) -> Void
        let dismiss: () -> Void
        @Environment(\.layoutDirection) private var layoutDirection

        var body: some View {
            GeometryReader { proxy in
                let field = CGRect(origin: .zero, size: proxy.size)
                ZStack(alignment: .topLeading) {
                    if isShown {
                        let cover = window.windowBounds() ?? field
                        // N7: a tap outside closes the list.
                        Color.clear
                            .contentShape(Rectangle())
                            .frame(width: cover.width, height: cover.height)
                            .offset(x: cover.minX, y: cover.minY)
                            .onTapGesture(perform: dismiss)
                            .accessibilityHidden(true)
                    }
                    if isShown {
                        let placement = place(field, bounds(field: field))
                        let frame = placement.frame.cgRect
                        list(placement)
                            .environment(\.layoutDirection, layoutDirection)
                            .frame(width: frame.width, height: frame.height)
                            .offset(x: frame.minX, y: frame.minY)
                            .onAppear { placed(placement) }
                            .transition(transition(placement.direction))
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(isShown ? .isModal : [])
                .accessibilityHidden(!isShown)
            }
            // Placement is in absolute coordinates (x grows to the right, as the window's do), and
            // `offset` would be mirrored in a right-to-left layout: this layer is laid out left to
            // right, and the list gets the dropdown's direction back.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// The window's safe bounds in the field's coordinates; before the field is in a window,
        /// the room under the field for the tallest list (never an unbounded rectangle).
        private func bounds(field: CGRect) -> CGRect {
            window.safeBounds() ?? CGRect(x: field.minX, y: field.minY, width: field.width, height: field.height + 1000)
        }
    }
#endif
