import SwiftUI

#if DEBUG
    /// Every list style, open (`ListStyleSample`), light, dark, with large text and right to left:
    /// one group of four previews per style.
    struct ListStylesPreviews: PreviewProvider {
        static var previews: some View {
            ForEach(ListStyleChoice.allCases) { style in
                examplePreviews("List style \(style.title)") { ListStyleSample(style: style) }
            }
        }
    }
#endif
