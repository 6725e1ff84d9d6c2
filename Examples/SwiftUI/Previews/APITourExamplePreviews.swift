import SwiftUI

#if DEBUG
    /// `APITourExample` light, dark, with large text and right to left.
    struct APITourExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("API tour") { APITourExample() }
        }
    }
#endif
