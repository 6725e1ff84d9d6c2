import SwiftUI

#if DEBUG
    /// `GlassStyleExample` light, dark, with large text and right to left.
    struct GlassStyleExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Glass") { GlassStyleExample() }
        }
    }
#endif
