import SwiftUI

#if DEBUG
    /// `RegionsExample` light, dark, with large text and right to left.
    struct RegionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Regions") { RegionsExample() }
        }
    }
#endif
