#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// A level's scroll view. Where it is scrolled is its own state, whose initial value, taken once
    /// when the level's view is made, is the line to open at (P4): the scroll view is created there
    /// instead of scrolling after it appeared, which is lost while the list or the level animates in.
    ///
    /// SwiftUI updates that state as the person scrolls (`scrollPosition(id:anchor:)` over the
    /// rows' `scrollTargetLayout()`, Apple's documented way to learn which view is scrolled to), and
    /// the scroll view reports each new element, so that a long list's window follows (R16).
    @MainActor
    struct DropdownLevelScroller<ID: Hashable, Content: View>: View {
        /// The highlighted row, its line and the query, kept in view while any of them changes.
        let highlighted: HighlightedLine<ID>
        /// Reports the element at the scroll position, after SwiftUI changed it.
        let scrolled: (ListElementID<ID>) -> Void
        let content: Content
        @State private var scrolledElement: ListElementID<ID>?

        init(
            startingAt line: ListLineID<ID>?, highlighted: HighlightedLine<ID>,
            scrolled: @escaping (ListElementID<ID>) -> Void, @ViewBuilder content: () -> Content
        ) {
            self.highlighted = highlighted
            self.scrolled = scrolled
            self.content = content()
            _scrolledElement = State(initialValue: line.map(ListElementID.line))
        }

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { content }
                    .scrollPosition(id: $scrolledElement, anchor: .center)
                    .scrollBounceBehavior(.basedOnSize)
                    .onChange(of: highlighted) { previous, current in
                        // P4: while moving, and after each query (even one that keeps the best match
                        // on the same row), scroll only as much as needed (no anchor), in the event's
                        // transaction, which does not animate (R14). The session built the target's
                        // line in this update, however far it is in a long list (R16).
                        if let target = ListScrollTarget.afterChange(from: previous, to: current) {
                            proxy.scrollTo(ListElementID<ID>.line(target))
                        }
                    }
                    // R16: outside any body, as the rows' own appearances are reported.
                    .onChange(of: scrolledElement) { _, element in
                        if let element { scrolled(element) }
                    }
            }
        }
    }

    extension AnyTransition {
        /// How a level of a tree comes in (``MotionPolicy/LevelTransition``): sliding from the
        /// edge the person is going towards (trailing into a submenu, leading back out; both
        /// follow the layout direction), or fading under Reduce Motion.
        init(_ level: MotionPolicy.LevelTransition) {
            switch level {
            case .slide(let fromTrailingEdge):
                self = AnyTransition.move(edge: fromTrailingEdge ? .trailing : .leading).combined(with: .opacity)
            case .fade:
                self = .opacity
            }
        }
    }
#endif
