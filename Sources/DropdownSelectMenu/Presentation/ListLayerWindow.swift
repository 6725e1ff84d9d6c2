#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Session) import DropdownCore
    import SwiftUI
    import UIKit

    /// The window's layer on iOS, iPadOS and Mac Catalyst: a pass-through `UIWindow` of the scene,
    /// one level above the window the first dropdown joined, whose root view controller hosts the
    /// layer's SwiftUI content (``WindowListLayerContent``), as shipped packages present floating
    /// content (SwiftMessages' `PassthroughWindow` and `WindowViewController`; aheze/Popovers'
    /// `PopoverContainerWindow`).
    ///
    /// - It is a window of the scene with a root view controller, so its content is in a
    ///   view-controller tree of its own: it gets the scene's traits, safe area, focus system and
    ///   accessibility like any window. A list shown in it is above everything the app's window
    ///   shows, sheets included, and never clipped by them.
    /// - It lets every touch through while no list is shown, and is hidden then (a second after
    ///   the last list left, ``LayerVisibility``), so it takes no touch, pointer, focus or
    ///   VoiceOver. It is drawn once, empty, when it is installed, so that the first list inserted
    ///   grows out of its field like every later one.
    /// - While a searchable list is shown, it is the key window, so that its search field can take
    ///   keyboard focus and the keys typed (SwiftMessages' `becomeKeyWindow`); the window that was
    ///   key before is made key again when the list leaves. A list without a search field leaves
    ///   the app's window key: its keys go to the field, as when the list is drawn by a container.
    ///   Otherwise it cannot become key (`canBecomeKey`), so UIKit never makes it key when the key
    ///   window hides or when it is clicked (``LayerWindowStatus``).
    /// - It draws in the appearance of the list it shows (`overrideUserInterfaceStyle`), which is
    ///   its dropdown's, even where the app set its own on its window only.
    /// - A trackpad's or a mouse's scroll outside the lists closes them, as a tap outside does.
    /// - It is taken down when its scene disconnects (`UIScene.didDisconnectNotification`).
    /// - It is modal for VoiceOver while a list is shown (`accessibilityViewIsModal`), as the list
    ///   is in a container (A3).
    /// - Its root view controller takes the status bar's appearance and the supported orientations
    ///   from the app's window, so showing it changes neither.
    /// - It follows the software keyboard: `keyboardWillChangeFrameNotification`'s end frame,
    ///   duration and curve (``KeyboardAnimation``) move the lists with the keyboard (while its
    ///   scene is not the active one, only a keyboard that hides, ``WindowKeyboard``); the keyboard
    ///   layout guide of each window a dropdown joins is made then, and read only before any
    ///   notification came (a keyboard that was up before the layer existed).
    final class ListLayerWindow: UIWindow, ListLayerSurface, HidingLayer {
        private let controller: ListLayerController
        private weak var host: WindowListHost?
        /// The window the first dropdown joined: the status bar's and orientations' source.
        private weak var base: UIWindow?
        /// The window that was key before a searchable list made this one key.
        private weak var previousKeyWindow: UIWindow?
        /// The windows whose keyboard layout guide the layer made (the windows dropdowns joined).
        private let guided = NSHashTable<UIWindow>.weakObjects()
        var visibility = LayerVisibility()
        private var status = LayerWindowStatus()
        private var isEmpty = true
        private var lastSize = CGSize.zero
        /// The delegate of the recognizer of scrolls outside the lists (it holds it weakly).
        private let outsideScrolls = OutsideScrollDelegate()

        var hostView: UIView? { controller.view }

        /// Installs the layer of `window`'s scene, above `window`.
        static func install(above window: UIWindow, host: WindowListHost) -> ListLayerWindow? {
            guard let scene = window.windowScene else { return nil }
            let layer = ListLayerWindow(scene: scene, base: window, host: host)
            layer.windowJoined(window)
            return layer
        }

        private init(scene: UIWindowScene, base: UIWindow, host: WindowListHost) {
            controller = ListLayerController(rootView: WindowListLayerContent(host: host))
            self.host = host
            self.base = base
            super.init(windowScene: scene)
            controller.base = base
            controller.view.backgroundColor = .clear
            backgroundColor = .clear
            windowLevel = UIWindow.Level(rawValue: base.windowLevel.rawValue + 1)
            frame = scene.coordinateSpace.bounds
            rootViewController = controller
            // Drawn once, empty, then hidden until a list is shown: the first list inserted is an
            // insertion into content already drawn, so its transition runs. The window's layout
            // sizes the root view; the hosting view's layout draws its content.
            isHidden = false
            layoutIfNeeded()
            controller.view.layoutIfNeeded()
            isHidden = true
            observeKeyboard()
            observeDisconnection(of: scene)
            watchIndirectScrolls()
        }

        required init?(coder: NSCoder) {
            fatalError("not used from a storyboard")
        }

        // MARK: ListLayerSurface

        func windowJoined(_ window: PlatformWindow) {
            guard !guided.contains(window) else { return }
            guided.add(window)
            // Made now, when the dropdown joins its window, never first inside a view's body.
            _ = window.keyboardLayoutGuide
        }

        func geometry(of field: WindowProbe, keyboard: DropdownRect?) -> WindowGeometry? {
            guard let window = field.window as? UIWindow, window.windowScene === windowScene else { return nil }
            let insets = window.safeAreaInsets
            let bounds = hostRect(window.bounds, from: window)
            let safe = hostRect(window.bounds.inset(by: insets), from: window)
            let keyboardFrame = keyboard?.cgRect ?? guideKeyboard(of: window).map { hostRect($0, from: window) }
            return WindowGeometry(
                bounds: DropdownRect(bounds),
                safeArea: .init(
                    top: safe.minY - bounds.minY, left: safe.minX - bounds.minX, bottom: bounds.maxY - safe.maxY,
                    right: bounds.maxX - safe.maxX),
                keyboard: keyboardFrame.map(DropdownRect.init))
        }

        func keyboardFrame(_ frame: DropdownRect?, in window: PlatformWindow) -> CGRect? {
            guard let frame else { return guideKeyboard(of: window) }
            return convert(controller.view.convert(frame.cgRect, to: self), to: window)
        }

        func presentationsChanged(
            isEmpty: Bool, takesKeyboardFocus: Bool, appearance: LayerWindowStatus.Appearance?
        ) {
            self.isEmpty = isEmpty
            if !isEmpty { coverScene() }
            updateHidden(isEmpty: isEmpty)
            accessibilityViewIsModal = !isEmpty
            controller.view.accessibilityViewIsModal = !isEmpty
            let change = status.listsChanged(
                isEmpty: isEmpty, takesKeyboardFocus: takesKeyboardFocus, appearance: appearance, isKey: isKeyWindow)
            let style: UIUserInterfaceStyle =
                switch status.appearance {
                case .dark?: .dark
                case .light?: .light
                case nil: .unspecified
                }
            if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
            switch change {
            case .becomeKey?:
                // The search field takes keyboard focus in this window.
                previousKeyWindow = windowScene?.keyWindow
                makeKey()
            case .restorePreviousKey?:
                (previousKeyWindow ?? base)?.makeKey()
                previousKeyWindow = nil
            case nil:
                break
            }
        }

        func bringToFront() {}

        func coverScene() {
            guard let scene = windowScene else { return }
            let bounds = scene.coordinateSpace.bounds
            if frame != bounds { frame = bounds }
        }

        func remove() {
            // The two observations this window made, by name: UIKit may observe a window too.
            let center = NotificationCenter.default
            center.removeObserver(self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.removeObserver(self, name: UIScene.didDisconnectNotification, object: nil)
            if isKeyWindow { base?.makeKey() }
            isHidden = true
            rootViewController = nil
        }

        // MARK: The window

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            isEmpty ? nil : super.hitTest(point, with: event)
        }

        /// Only while a shown list's search field takes keyboard focus (``LayerWindowStatus``).
        override var canBecomeKey: Bool { status.allowsKey }

        override func layoutSubviews() {
            super.layoutSubviews()
            // Only a change of size (a rotation, a scene resized) places the lists again; a layout
            // pass of the hosted content must not publish another update.
            guard bounds.size != lastSize else { return }
            lastSize = bounds.size
            host?.geometryChanged()
        }

        // MARK: Scrolls outside the lists

        /// N7: an indirect scroll (a trackpad's two-finger swipe, a mouse's wheel) outside the
        /// lists closes them, as a tap outside does and as a scroll does on the Mac
        /// (``LayerOutsideClick``): the catcher (``OutsideTouchCatcher``) sees touches, not
        /// scrolls, so the scroll would otherwise do nothing. A `UIPanGestureRecognizer`
        /// recognizes indirect scrolls of the types in its `allowedScrollTypesMask` (`.all`,
        /// documented from iPadOS 13.4), and no touch with empty `allowedTouchTypes`; it lets
        /// touches through (`cancelsTouchesInView` false), and does not begin over a list
        /// (`gestureRecognizerShouldBegin(_:)`), whose own scroll view scrolls its rows.
        private func watchIndirectScrolls() {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(scrolledOutside(_:)))
            pan.allowedScrollTypesMask = .all
            pan.allowedTouchTypes = []
            pan.cancelsTouchesInView = false
            outsideScrolls.isOutsideLists = { [weak self] recognizer in
                guard let self, let host = self.host, let view = self.controller.view else { return false }
                let point = recognizer.location(in: view)
                return LayerOutsideClick.closesLists(
                    inWindow: true, x: Double(point.x), y: Double(point.y),
                    listFrames: host.drawn.map(\.placement.frame), onShownField: false, reachesCatcher: true,
                    isScroll: true)
            }
            pan.delegate = outsideScrolls
            controller.view.addGestureRecognizer(pan)
        }

        @objc private func scrolledOutside(_ pan: UIPanGestureRecognizer) {
            guard pan.state == .began else { return }
            host?.tappedOutside()
        }

        // MARK: The keyboard

        /// A rectangle of `window` in the host view's coordinates.
        private func hostRect(_ rect: CGRect, from window: UIWindow) -> CGRect {
            controller.view.convert(window.convert(rect, to: self), from: self)
        }

        /// The keyboard as `window`'s layout guide has it, in the window's coordinates, if the
        /// layer made the guide and a keyboard rises above the safe area (without a keyboard the
        /// guide's top is the safe area's bottom).
        private func guideKeyboard(of window: UIWindow) -> CGRect? {
            guard guided.contains(window) else { return nil }
            let frame = window.keyboardLayoutGuide.layoutFrame
            let safeBottom = window.bounds.maxY - window.safeAreaInsets.bottom
            return WindowKeyboard.guideShowsKeyboard(DropdownRect(frame), safeBottom: Double(safeBottom)) ? frame : nil
        }

        /// UIKit posts the keyboard's notifications on the main thread, to this window's method.
        private func observeKeyboard() {
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        /// The scene disconnects (its window was closed, or the system released it): the layer is
        /// taken down with it. UIKit posts the notification on the main thread.
        private func observeDisconnection(of scene: UIWindowScene) {
            NotificationCenter.default.addObserver(
                self, selector: #selector(sceneDidDisconnect(_:)), name: UIScene.didDisconnectNotification,
                object: scene)
        }

        @objc private func sceneDidDisconnect(_ notification: Notification) {
            guard let scene = notification.object as? UIScene else { return }
            WindowListHost.scopeWillGo(scene)
        }

        /// The keyboard will move: its end frame (in the screen's coordinates, as UIKit gives it),
        /// and the duration and curve of its movement.
        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            let info = notification.userInfo
            guard let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let screen = windowScene?.screen, let view = controller.view
            else { return }
            let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
            let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
            let frame = view.convert(end, from: screen.coordinateSpace)
            // The notification has no object: a keyboard another scene raises (Stage Manager)
            // is ignored while this scene is not the active one, unless it hides.
            let isActive = windowScene?.activationState == .foregroundActive
            guard WindowKeyboard.follows(DropdownRect(frame), in: DropdownRect(view.bounds), sceneIsActive: isActive)
            else { return }
            host?.keyboardWillChange(
                to: DropdownRect(frame), bounds: DropdownRect(view.bounds),
                animation: KeyboardAnimation(duration: duration, curve: curve))
        }
    }

    /// Lets the layer's recognizer of indirect scrolls begin only outside the lists.
    final class OutsideScrollDelegate: NSObject, UIGestureRecognizerDelegate {
        /// Whether the recognizer's scroll starts outside the lists.
        var isOutsideLists: (UIGestureRecognizer) -> Bool = { _ in false }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            isOutsideLists(gestureRecognizer)
        }
    }

    /// The layer window's root view controller: the layer's SwiftUI content, with the status bar's
    /// appearance and the orientations of the app's window, so that showing the layer changes
    /// neither (SwiftMessages' `WindowViewController` does the same). The controller that decides
    /// them is found as UIKit documents it (``StatusBarSource``).
    final class ListLayerController: UIHostingController<WindowListLayerContent> {
        weak var base: UIWindow?

        /// The controller of the app's window that decides the status bar's style or visibility.
        private func source(child: (UIViewController) -> UIViewController?) -> UIViewController? {
            StatusBarSource.source(from: base?.rootViewController) { controller in
                let presented = controller.presentedViewController
                return StatusBarSource.next(
                    presented: presented,
                    presentedControlsStatusBar: presented.map {
                        StatusBarSource.controlsStatusBar(
                            isFullScreen: $0.modalPresentationStyle == .fullScreen,
                            capturesAppearance: $0.modalPresentationCapturesStatusBarAppearance)
                    } ?? false,
                    child: child(controller))
            }
        }

        override var preferredStatusBarStyle: UIStatusBarStyle {
            guard let source = source(child: { $0.childForStatusBarStyle }) else {
                return super.preferredStatusBarStyle
            }
            let style: StatusBarSource.Style =
                switch source.preferredStatusBarStyle {
                case .lightContent: .lightContent
                case .darkContent: .darkContent
                default: .automatic
                }
            // `.default` would be resolved from this window's appearance, which is the list's.
            switch StatusBarSource.resolved(style, isDark: source.traitCollection.userInterfaceStyle == .dark) {
            case .lightContent: return .lightContent
            case .darkContent: return .darkContent
            case .automatic: return .default
            }
        }

        override var prefersStatusBarHidden: Bool {
            source(child: { $0.childForStatusBarHidden })?.prefersStatusBarHidden ?? super.prefersStatusBarHidden
        }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            base?.rootViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
        }

        #if os(iOS)
            // A full-screen app that hides the home indicator, or defers the system's edge gestures,
            // keeps doing so while a list is shown.
            override var prefersHomeIndicatorAutoHidden: Bool {
                source(child: { $0.childForHomeIndicatorAutoHidden })?.prefersHomeIndicatorAutoHidden
                    ?? super.prefersHomeIndicatorAutoHidden
            }

            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
                source(child: { $0.childForScreenEdgesDeferringSystemGestures })?
                    .preferredScreenEdgesDeferringSystemGestures ?? super.preferredScreenEdgesDeferringSystemGestures
            }
        #endif

        /// The search field's key commands while it has keyboard focus in this window's layer
        /// (``SearchFieldKeyCommand``). A searchable list makes the layer key, so this controller is
        /// in its search field's responder chain (a view beside the field, as a representable is,
        /// would not be). Key commands come from `UIResponder.keyCommands`, which
        /// `UIHostingController` documents as an override point. None while the focused text
        /// input has marked text: an input method's candidates keep their keys.
        override var keyCommands: [UIKeyCommand]? {
            #if os(iOS)
                let commands = SearchFieldKeyCommandTarget.keyCommands(
                    in: view.window, focusedInput: { [weak self] in self?.focusedTextInput() },
                    action: #selector(searchFieldKey(_:)))
                return commands.isEmpty ? super.keyCommands : (super.keyCommands ?? []) + commands
            #else
                super.keyCommands
            #endif
        }

        #if os(iOS)
            @objc private func searchFieldKey(_ command: UIKeyCommand) {
                SearchFieldKeyCommandTarget.perform(command, in: view.window)
            }

            /// The text field of this layer that began editing last, as
            /// `UITextField.textDidBeginEditingNotification` names it (its object is the field; the
            /// keyboard managers apps ship, such as IQKeyboardManager, follow the field the same way).
            private weak var editingField: UITextField?

            override func viewDidLoad() {
                super.viewDidLoad()
                // A selector observer: NotificationCenter drops it when the controller goes.
                NotificationCenter.default.addObserver(
                    self, selector: #selector(textFieldBeganEditing(_:)),
                    name: UITextField.textDidBeginEditingNotification, object: nil)
            }

            @objc private func textFieldBeganEditing(_ notification: Notification) {
                guard let field = notification.object as? UITextField, field.isDescendant(of: view) else { return }
                editingField = field
            }

            /// The text input that has keyboard focus in this layer: the field that began editing
            /// last, while it is still first responder (`isFirstResponder`, documented `UIResponder`
            /// API). Only while no `UITextField` began editing here is the first responder looked
            /// for among the layer's views (as many as the rows built), for a search field that is
            /// not a `UITextField`; once one did, a field that resigned has no text being composed,
            /// and UIKit's reads of the key commands on each key do not walk the views.
            private func focusedTextInput() -> UITextInput? {
                if let editingField { return editingField.isFirstResponder ? editingField : nil }
                return view.flatMap(firstResponderInput(in:))
            }

            private func firstResponderInput(in view: UIView) -> UITextInput? {
                if view.isFirstResponder, let input = view as? UITextInput { return input }
                for subview in view.subviews {
                    if let input = firstResponderInput(in: subview) { return input }
                }
                return nil
            }
        #endif
    }
#endif
