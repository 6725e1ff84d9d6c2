import SwiftUI

#if DEBUG
    /// `StackedDropdownsExample` light, dark, with large text and right to left.
    struct StackedDropdownsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Stacked dropdowns") { StackedDropdownsExample() }
        }
    }
#endif
