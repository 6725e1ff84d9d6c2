// The context the articles' blocks assume but do not show: the `fields` they put in a form.
import DropdownSelectMenu
import SwiftUI

/// The origin's shipping dropdown with a selection of its own: what `fields` stands for in the
/// blocks of the articles "Styling" and "Keyboard and VoiceOver".
struct SnippetShippingField: View {
    @State private var shipping: String?

    var body: some View {
        DropdownSelectMenu(title: "Shipping", options: ["Standard", "Express"], selection: $shipping, label: { $0 })
    }
}
