import SwiftUI

#if DEBUG
    /// `CustomRowsExample` light, dark, with large text and right to left.
    struct CustomRowsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Custom rows") { CustomRowsExample() }
        }
    }
#endif
