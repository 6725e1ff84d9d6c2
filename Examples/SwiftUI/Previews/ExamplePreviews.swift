import SwiftUI

#if DEBUG
    /// One preview per appearance of `content`, each named after it: what every file in
    /// Examples/SwiftUI/Previews returns from its `PreviewProvider`.
    @MainActor
    func examplePreviews(_ name: String, @ViewBuilder content: @escaping () -> some View) -> some View {
        ForEach(ExampleAppearance.allCases) { appearance in
            content()
                .exampleAppearance(appearance)
                .previewDisplayName("\(name), \(appearance.title)")
        }
    }
#endif
