#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    extension WindowProbe {
        /// Whether a software keyboard is docked at the bottom of the view's window now, as the
        /// window's layer follows it (`keyboardWillChangeFrameNotification`, or the keyboard layout
        /// guide the layer made when the dropdown joined the window). Read on demand, when a list
        /// opens, never in a body (rule R2). Always `false` on the Mac.
        var keyboardIsDocked: Bool {
            #if canImport(UIKit)
                guard let window = window as? UIWindow, let layer = WindowListHost.existing(for: window),
                    let frame = layer.keyboardFrame(in: window)
                else { return false }
                return WindowKeyboard.isDocked(DropdownRect(frame), in: DropdownRect(window.bounds))
            #else
                return false
            #endif
        }
    }
#endif
