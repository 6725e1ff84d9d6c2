import SwiftUI

// The previews of every example and style, light, dark, with large text and right to left: one
// `PreviewProvider` per example (`NameExample` has `NameExamplePreviews`), all in this one file.

#if DEBUG
    /// One preview per appearance of `content`, each named after it: what every
    /// `PreviewProvider` below returns.
    @MainActor
    func examplePreviews(_ name: String, @ViewBuilder content: @escaping () -> some View) -> some View {
        ForEach(ExampleAppearance.allCases) { appearance in
            content()
                .exampleAppearance(appearance)
                .previewDisplayName("\(name), \(appearance.title)")
        }
    }

    /// `APITourExample` light, dark, with large text and right to left.
    struct APITourExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("API tour") { APITourExample() }
        }
    }

    /// `BottomFormExample` light, dark, with large text and right to left.
    struct BottomFormExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Bottom of a form") { BottomFormExample() }
        }
    }

    /// `CheckoutExample` light, dark, with large text and right to left.
    struct CheckoutExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Checkout") { CheckoutExample() }
        }
    }

    /// `ChipsExample` light, dark, with large text and right to left.
    struct ChipsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Chips") { ChipsExample() }
        }
    }

    /// `CustomRowsExample` light, dark, with large text and right to left.
    struct CustomRowsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Custom rows") { CustomRowsExample() }
        }
    }

    /// Every field style (`FieldStylesSample`) light, dark, with large text and right to left.
    struct FieldStylesPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Field styles") { FieldStylesSample() }
        }
    }

    /// `GlassStyleExample` light, dark, with large text and right to left.
    struct GlassStyleExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Glass") { GlassStyleExample() }
        }
    }

    /// `LanguagesSnippet` light, dark, with large text and right to left.
    struct LanguagesSnippetPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Languages") { LanguagesSnippet() }
        }
    }

    /// Every list style, open (`ListStyleSample`), light, dark, with large text and right to left:
    /// one group of four previews per style.
    struct ListStylesPreviews: PreviewProvider {
        static var previews: some View {
            ForEach(StyleChoice.listStyles) { style in
                examplePreviews("List style \(style.title)") { ListStyleSample(style: style) }
            }
        }
    }

    /// `MaterialListExample` light, dark, with large text and right to left.
    struct MaterialListExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Material list") { MaterialListExample() }
        }
    }

    /// `MultipleSelectionExample` light, dark, with large text and right to left.
    struct MultipleSelectionExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Multiple selection") { MultipleSelectionExample() }
        }
    }

    /// `ReadmeSnippets` light, dark, with large text and right to left.
    struct ReadmeSnippetsPreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("README snippets") { ReadmeSnippets() }
        }
    }

    /// `RegionsExample` light, dark, with large text and right to left.
    struct RegionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Regions") { RegionsExample() }
        }
    }

    /// `RemoteOptionsExample` light, dark, with large text and right to left.
    struct RemoteOptionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Remote options") { RemoteOptionsExample() }
        }
    }

    /// `SelectionLimitExample` light, dark, with large text and right to left.
    struct SelectionLimitExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Selection limit") { SelectionLimitExample() }
        }
    }

    /// `SignUpFormExample` light, dark, with large text and right to left.
    struct SignUpFormExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Sign-up form") { SignUpFormExample() }
        }
    }

    /// `StackedDropdownsExample` light, dark, with large text and right to left.
    struct StackedDropdownsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Stacked dropdowns") { StackedDropdownsExample() }
        }
    }

    /// `StructOptionsExample` light, dark, with large text and right to left.
    struct StructOptionsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Struct options") { StructOptionsExample() }
        }
    }

    /// `SubmenuExample` light, dark, with large text and right to left.
    struct SubmenuExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Submenu") { SubmenuExample() }
        }
    }

    /// `TabsExample` light, dark, with large text and right to left.
    struct TabsExamplePreviews: PreviewProvider {
        static var previews: some View {
            examplePreviews("Tabs, stacks and sheets") { TabsExample() }
        }
    }
#endif
