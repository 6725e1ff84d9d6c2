// The code blocks of the article "Keyboard and VoiceOver" (DropdownSelectMenu.docc), word for word,
// in a context that compiles: .ci/run type-checks this file against every prepared Apple SDK, and
// Scripts/build-docs checks that every block of the article is here.
import DropdownCore
import DropdownSelectMenu
import SwiftUI

enum KeyboardAndVoiceOverSnippets {
    @MainActor
    struct Words: View {
        var fields: some View { SnippetShippingField() }

        var strings: DropdownStrings {
            var strings = DropdownStrings(language: .english)
            strings.noOptions = "Nothing to choose yet"
            strings.noMatches = "Nothing matches"
            return strings
        }

        var body: some View {
            Form { fields }
                .dropdownStrings(strings)
                .dropdownWrapsAround()
        }
    }
}
