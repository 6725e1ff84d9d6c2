import SwiftUI

extension View {
    /// This view over a linear gradient of `colors` that fills the screen, safe area included: the
    /// colourful background that the examples of materials and glass show through their lists.
    func onGradient(
        _ colors: [Color], from start: UnitPoint = .topLeading, to end: UnitPoint = .bottomTrailing
    ) -> some View {
        ZStack {
            LinearGradient(colors: colors, startPoint: start, endPoint: end)
                .ignoresSafeArea()
            self
        }
    }
}
