import SwiftUI

#if DEBUG
    /// `TabsExample` light, dark, with large text and right to left.
    struct TabsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Tabs, stacks and sheets") { TabsExample() }
        }
    }
#endif
