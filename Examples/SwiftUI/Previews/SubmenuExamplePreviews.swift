import SwiftUI

#if DEBUG
    /// `SubmenuExample` light, dark, with large text and right to left.
    struct SubmenuExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Submenu") { SubmenuExample() }
        }
    }
#endif
