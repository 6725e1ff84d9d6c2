import SwiftUI

#if DEBUG
    /// `MultipleSelectionExample` light, dark, with large text and right to left.
    struct MultipleSelectionExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Multiple selection") { MultipleSelectionExample() }
        }
    }
#endif
