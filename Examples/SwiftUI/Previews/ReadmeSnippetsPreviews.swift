import SwiftUI

#if DEBUG
    /// `ReadmeSnippets` light, dark, with large text and right to left.
    struct ReadmeSnippetsPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("README snippets") { ReadmeSnippets() }
        }
    }
#endif
