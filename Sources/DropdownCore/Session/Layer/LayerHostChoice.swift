/// Whether a Mac window can hold the window's layer of lists (a view added over its content view,
/// `ListLayerView`), from the kind of its content view.
///
/// The layer is a subview of the window's content view, kept above its other subviews (raised
/// again, by reordering them in place, at each placement: ``LayerRaise``). That is what a view
/// that holds its subviews as they are allows: a SwiftUI app's window, whose content view is a
/// hosting view (a `NavigationSplitView` included, expected to draw inside that hosting view), a
/// plain `NSView`, an `NSVisualEffectView`. AppKit's container views manage their subviews
/// themselves, and get none:
/// - `NSSplitView`, the view of an `NSSplitViewController`: its `arrangesAllSubviews` is `true` by
///   default, so another subview becomes a pane, and the controller documents that its split
///   view's subviews are not to be changed (it raises an exception when they are);
/// - `NSStackView`, `NSTabView`: a plain subview is not arranged, but the views they show come
///   and go (an arranged view added later, the view of the tab item switched to) and are stacked
///   above the layer until it is raised again, which reorders views they manage;
/// - `NSScrollView`: its subviews are its own parts, which it tiles: the clip view (which holds
///   the content, its document view), the scrollers, and the rulers and header it may add later,
///   above the layer. AppKit's documented way to float a view over a scroll view's content is
///   `addFloatingSubview(_:for:)`, a view the scroll view places itself.
///
/// The stack, tab and scroll views were not tried on a Mac: they are left out because what they
/// get instead, below, is known to work. A device check (Docs/SwiftUI.md) may show that one of
/// them holds the layer as a plain view does.
///
/// A window whose content view is one of these gets no layer: a floating list that no container
/// sees opens as a sheet there (``ListPresentationChoice``), the documented `.sheet` presentation,
/// and a container's list stays with its container (``ListDelivery``). On iOS, iPadOS and Mac
/// Catalyst the layer is a window of its own in the window's scene, so every window in a scene
/// holds one (``host(inWindowWithScene:)``).
@_spi(Session) public enum LayerHostChoice: Hashable, Sendable {
    /// The layer goes over the window's content view (on iOS, iPadOS and Mac Catalyst: into a
    /// window of its own in the window's scene).
    case contentView
    /// The window gets no layer.
    case none

    /// What a window's content view is, as AppKit's class hierarchy says (`isKind(of:)`).
    @_spi(Session) public enum ContentViewKind: Hashable, Sendable {
        /// Any view not named below: a SwiftUI hosting view, a plain `NSView`, a visual effect
        /// view, an app's own view.
        case view
        /// An `NSSplitView` (an `NSSplitViewController`'s view), or a subclass.
        case splitView
        /// An `NSStackView`, or a subclass.
        case stackView
        /// An `NSTabView`, or a subclass.
        case tabView
        /// An `NSScrollView`, or a subclass.
        case scrollView
    }

    /// Where the layer of a window whose content view is of `kind` goes; `nil` for a window
    /// without a content view.
    @_spi(Session) public static func host(forContentView kind: ContentViewKind?) -> Self {
        switch kind {
        case .view: .contentView
        case .splitView, .stackView, .tabView, .scrollView, nil: .none
        }
    }

    /// Where the layer of a UIKit window goes: a window of its own made in the window's scene
    /// (`UIWindow(windowScene:)`), so a window without a scene (as some app extensions and hosted
    /// contexts have) gets none, and a floating list opens as a sheet there.
    @_spi(Session) public static func host(inWindowWithScene hasScene: Bool) -> Self {
        hasScene ? .contentView : .none
    }

    /// Whether the window holds a layer.
    @_spi(Session) public var holdsLayer: Bool { self == .contentView }
}
