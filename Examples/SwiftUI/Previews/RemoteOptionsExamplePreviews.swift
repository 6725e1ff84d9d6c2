import SwiftUI

#if DEBUG
    /// `RemoteOptionsExample` light, dark, with large text and right to left.
    struct RemoteOptionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Remote options") { RemoteOptionsExample() }
        }
    }
#endif
