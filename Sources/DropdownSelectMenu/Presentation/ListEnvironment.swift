#if canImport(SwiftUI)
    import SwiftUI

    /// The environment values an open list visibly depends on, compared to decide whether a list
    /// drawn away from its field (in a container's overlay or the window's layer) must be given its
    /// dropdown's environment again (rule R8). The list is built with the
    /// dropdown's whole environment; this record only says when that environment changed in a way
    /// a person would see: the appearance switching to dark while a list is open, a settings toggle
    /// changing the locale or the text size, a dropdown being disabled.
    ///
    /// The tint cannot be compared (a tint style resolves to `Never`); the accent colour can.
    struct ListEnvironment: Equatable {
        let colorScheme: ColorScheme
        let colorSchemeContrast: ColorSchemeContrast
        let dynamicTypeSize: DynamicTypeSize
        let layoutDirection: LayoutDirection
        let locale: Locale
        let isEnabled: Bool
        let legibilityWeight: LegibilityWeight?
        let accentColor: Color.Resolved

        init(_ environment: EnvironmentValues) {
            colorScheme = environment.colorScheme
            colorSchemeContrast = environment.colorSchemeContrast
            dynamicTypeSize = environment.dynamicTypeSize
            layoutDirection = environment.layoutDirection
            locale = environment.locale
            isEnabled = environment.isEnabled
            legibilityWeight = environment.legibilityWeight
            accentColor = Color.accentColor.resolve(in: environment)
        }
    }
#endif
