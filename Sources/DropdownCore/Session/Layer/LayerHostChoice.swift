/// Whether a Mac window can hold the window's layer of lists (a view added over its content view,
/// `ListLayerView`), from the kind of its content view.
///
/// The layer is a subview of the window's content view, above its other subviews. That is what a
/// view that holds its subviews as they are allows: a SwiftUI app's window, whose content view is
/// a hosting view (a `NavigationSplitView` included, expected to draw inside that hosting view),
/// a plain `NSView`, an `NSVisualEffectView`. A view that arranges every subview it is given does
/// not, and some throw:
/// - `NSSplitView`, the view of an `NSSplitViewController`: its `arrangesAllSubviews` is `true` by
///   default, so another subview becomes a pane, and the controller documents that its split
///   view's subviews are not to be changed (it raises an exception when they are);
/// - `NSStackView`, `NSTabView`: they lay out the views they hold (their arranged views, the view
///   of each tab item);
/// - `NSScrollView`: its subviews are its clip view and scrollers, which it tiles.
///
/// A window whose content view is one of these gets no layer: a floating list that no container
/// sees opens as a sheet there (``ListPresentationChoice``), the documented `.sheet` presentation,
/// and a container's list stays with its container (``ListDelivery``). On iOS, iPadOS and Mac
/// Catalyst the layer is a window of its own and every window holds one.
@_spi(Session) public enum LayerHostChoice: Hashable, Sendable {
    /// The layer goes over the window's content view.
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

    /// Whether the window holds a layer.
    @_spi(Session) public var holdsLayer: Bool { self == .contentView }
}
