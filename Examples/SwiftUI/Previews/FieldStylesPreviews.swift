import SwiftUI

#if DEBUG
    /// Every field style (`FieldStylesSample`) light, dark, with large text and right to left.
    struct FieldStylesPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Field styles") { FieldStylesSample() }
        }
    }
#endif
