import SwiftUI

#if DEBUG
    /// `BottomFormExample` light, dark, with large text and right to left.
    struct BottomFormExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Bottom of a form") { BottomFormExample() }
        }
    }
#endif
