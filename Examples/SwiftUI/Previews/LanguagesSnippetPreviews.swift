import SwiftUI

#if DEBUG
    /// `LanguagesSnippet` light, dark, with large text and right to left.
    struct LanguagesSnippetPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Languages") { LanguagesSnippet() }
        }
    }
#endif
