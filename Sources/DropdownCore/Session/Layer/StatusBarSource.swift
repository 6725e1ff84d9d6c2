/// Which controller of the app's window decides the status bar while the window's layer shows a
/// list, found as UIKit documents it, so that showing the layer changes neither the status bar's
/// style nor whether it is hidden.
///
/// From the window's root controller, the walk goes to a presented controller when that one
/// controls the status bar: UIKit gives it control only when it is presented full screen or sets
/// `modalPresentationCapturesStatusBarAppearance` (a page or form sheet leaves it with the
/// presenter); else to the controller's child for the property (`childForStatusBarStyle`,
/// `childForStatusBarHidden`); and ends where neither leads on.
///
/// The layer is a window of its own, which draws in its list's appearance
/// (``LayerWindowStatus``): a `.default` style, which UIKit resolves from the appearance, is
/// resolved from the app's controller instead, so the status bar keeps the app's window's look.
@_spi(Session) public enum StatusBarSource {
    /// One step of the walk from a controller: its presented controller if that one controls the
    /// status bar, else its child for the property, else none (the walk ends there).
    @_spi(Session) public static func next<Controller>(
        presented: Controller?, presentedControlsStatusBar: Bool, child: Controller?
    ) -> Controller? {
        if let presented, presentedControlsStatusBar { return presented }
        return child
    }

    /// Whether a presented controller controls the status bar: presented full screen, or
    /// capturing the status bar's appearance.
    @_spi(Session) public static func controlsStatusBar(isFullScreen: Bool, capturesAppearance: Bool) -> Bool {
        isFullScreen || capturesAppearance
    }

    /// The controller the walk from `root` ends at; `nil` without a root. At most `limit` steps
    /// (a cycle of children, which UIKit forbids, cannot hang it).
    @_spi(Session) public static func source<Controller: AnyObject>(
        from root: Controller?, limit: Int = 32, next: (Controller) -> Controller?
    ) -> Controller? {
        var controller = root
        for _ in 0..<limit {
            guard let current = controller, let following = next(current), following !== current else { break }
            controller = following
        }
        return controller
    }

    /// A status bar style, as UIKit names them.
    @_spi(Session) public enum Style: Hashable, Sendable {
        /// Chosen by UIKit from the appearance: dark content in light mode, light in dark.
        case automatic
        case darkContent
        case lightContent
    }

    /// The style the layer answers for the app controller's `style`, in that controller's
    /// appearance (`isDark`): the automatic style resolved there, an explicit one as it is.
    @_spi(Session) public static func resolved(_ style: Style, isDark: Bool) -> Style {
        guard style == .automatic else { return style }
        return isDark ? .lightContent : .darkContent
    }
}
