import SwiftUI

#if DEBUG
    /// `MaterialListExample` light, dark, with large text and right to left.
    struct MaterialListExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Material list") { MaterialListExample() }
        }
    }
#endif
