import SwiftUI

#if DEBUG
    /// `StructOptionsExample` light, dark, with large text and right to left.
    struct StructOptionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Struct options") { StructOptionsExample() }
        }
    }
#endif
