import SwiftUI

#if DEBUG
    /// `ChipsExample` light, dark, with large text and right to left.
    struct ChipsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Chips") { ChipsExample() }
        }
    }
#endif
