import SwiftUI

#if DEBUG
    /// `SelectionLimitExample` light, dark, with large text and right to left.
    struct SelectionLimitExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Selection limit") { SelectionLimitExample() }
        }
    }
#endif
