import SwiftUI

#if DEBUG
    /// `CheckoutExample` light, dark, with large text and right to left.
    struct CheckoutExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Checkout") { CheckoutExample() }
        }
    }
#endif
