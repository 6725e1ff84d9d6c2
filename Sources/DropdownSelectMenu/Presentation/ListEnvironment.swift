#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    /// The environment a list drawn away from its field is given (rule R8): an explicit list of
    /// the dropdown's values, read where the dropdown is and set again where the list is drawn, in
    /// a container's overlay or in the window's layer, which is another hosting controller with an
    /// environment of its own.
    ///
    /// The whole `EnvironmentValues` is not carried over: it holds SwiftUI's private entries too
    /// (the hosting controller's, a sheet's dismiss action, focus and presentation state), and
    /// nothing documents how they behave in another host. The list takes what it visibly depends
    /// on, and the dropdown's own settings:
    ///
    /// - the colour scheme, Dynamic Type, layout direction, locale, `isEnabled`, the legibility
    ///   weight and the font;
    /// - the tint, as ``ListTintChoice`` decides: SwiftUI has no public reading of `.tint(_:)`, so a
    ///   container's list inherits the screen's tint, and the layer's takes the dropdown's
    ///   `.dropdownTint(_:)`, else the app's accent colour (`Color.accentColor`, resolved in the
    ///   layer with the dropdown's colour scheme);
    /// - the field's and the list's styles, the loading actions, and the values of the dropdown's
    ///   modifiers (`DropdownEnvironmentValues`).
    ///
    /// Rows that read environment values or objects of the app's own get them when a container
    /// draws the list (its overlay is in the screen's hierarchy), not in the window's layer; which
    /// of the two draws it is decided at run time, so the `row:` initializers ask for them through
    /// the row closure's captures.
    ///
    /// The record compares what a person would see change while a list is open (the appearance
    /// switching to dark, a settings toggle changing the locale or the text size, a dropdown being
    /// disabled): such a change gives the container or the layer the list again. The contrast is
    /// compared but not set (it is the system's, the same in every window); the styles cannot be
    /// compared, so a style changed while the list is open shows at the next opening.
    struct ListEnvironment: Equatable {
        /// Light or dark, as the field draws.
        let colorScheme: ColorScheme
        /// Increased contrast (compared only: the system sets it in every window).
        let colorSchemeContrast: ColorSchemeContrast
        /// The text size the rows are measured at.
        let dynamicTypeSize: DynamicTypeSize
        /// Left to right or right to left: the rows' order of icon, text and checkmark.
        let layoutDirection: LayoutDirection
        /// The language of the list's own strings ("No options", "Loading…").
        let locale: Locale
        /// Whether the dropdown is enabled: a disabled one's list draws its rows disabled.
        let isEnabled: Bool
        /// Bold Text, where the system sets it.
        let legibilityWeight: LegibilityWeight?
        /// The font of the field's environment, if any, which the rows inherit.
        let font: Font?
        /// The dropdown's own tint (`.dropdownTint(_:)`), if any.
        let tint: Color?
        /// The dropdown's field style, carried into the list's environment.
        let fieldStyle: AnyDropdownSelectMenuStyle
        /// The list's style: its background, rows and separators.
        let listStyle: AnyDropdownListStyle
        /// The closures that load, page and create options, set by modifiers.
        let optionSources: DropdownOptionSources
        /// The dropdown's own settings (`.dropdown…` modifiers).
        let dropdown: DropdownEnvironmentValues
        /// Whether the dropdown is on a compact-width iPhone or an iPad, where its search field's
        /// keyboard takes the bottom of the window (not forwarded: it decides where the list goes).
        let keyboardDevice: (isCompactWidthPhone: Bool, isPad: Bool)

        /// When the list is placed with the keyboard's room reserved (rule P2).
        var keyboardReservation: KeyboardReservation.Scope {
            KeyboardReservation.scope(
                searchFieldTakesFocus: dropdown.isSearchable, isCompactWidthPhone: keyboardDevice.isCompactWidthPhone,
                isPad: keyboardDevice.isPad)
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.colorScheme == rhs.colorScheme && lhs.colorSchemeContrast == rhs.colorSchemeContrast
                && lhs.dynamicTypeSize == rhs.dynamicTypeSize && lhs.layoutDirection == rhs.layoutDirection
                && lhs.locale == rhs.locale && lhs.isEnabled == rhs.isEnabled
                && lhs.legibilityWeight == rhs.legibilityWeight && lhs.font == rhs.font
                && lhs.tint == rhs.tint
                && lhs.keyboardDevice == rhs.keyboardDevice
        }
    }

    /// Reads the values ``ListEnvironment`` lists where a dropdown is, each key with its own
    /// `@Environment`, so that the view holding it is updated when one of them changes, not at
    /// every change of the environment.
    @MainActor
    struct ListEnvironmentReader: DynamicProperty {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var colorSchemeContrast
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.locale) private var locale
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.font) private var font
        @Environment(\.dropdownTint) private var tint
        @Environment(\.dropdownSelectMenuStyle) private var fieldStyle
        @Environment(\.dropdownListStyle) private var listStyle
        @Environment(\.dropdownOptionSources) private var optionSources
        @Environment(\.dropdownEnvironmentValues) private var dropdown
        #if os(iOS)
            @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        #endif

        /// The values, as they are where the dropdown is.
        var values: ListEnvironment {
            #if os(iOS)
                // `UIDevice.userInterfaceIdiom` and the size class, both documented.
                let idiom = UIDevice.current.userInterfaceIdiom
                let keyboardDevice = (
                    isCompactWidthPhone: idiom == .phone && horizontalSizeClass == .compact, isPad: idiom == .pad
                )
            #else
                let keyboardDevice = (isCompactWidthPhone: false, isPad: false)
            #endif
            return ListEnvironment(
                colorScheme: colorScheme, colorSchemeContrast: colorSchemeContrast, dynamicTypeSize: dynamicTypeSize,
                layoutDirection: layoutDirection, locale: locale, isEnabled: isEnabled,
                legibilityWeight: legibilityWeight, font: font, tint: tint, fieldStyle: fieldStyle,
                listStyle: listStyle, optionSources: optionSources, dropdown: dropdown, keyboardDevice: keyboardDevice)
        }
    }

    extension View {
        /// The view with a dropdown's environment, as ``ListEnvironment`` lists it (rule R8), drawn
        /// by a container (`inContainer`) or by the window's layer.
        func listEnvironment(_ values: ListEnvironment, inContainer: Bool) -> some View {
            listTint(values, inContainer: inContainer)
                .environment(\.colorScheme, values.colorScheme)
                .environment(\.dynamicTypeSize, values.dynamicTypeSize)
                .environment(\.layoutDirection, values.layoutDirection)
                .environment(\.locale, values.locale)
                .environment(\.isEnabled, values.isEnabled)
                .environment(\.legibilityWeight, values.legibilityWeight)
                .environment(\.font, values.font)
                .environment(\.dropdownSelectMenuStyle, values.fieldStyle)
                .environment(\.dropdownListStyle, values.listStyle)
                .environment(\.dropdownOptionSources, values.optionSources)
                .environment(\.dropdownEnvironmentValues, values.dropdown)
        }

        /// The view with the tint ``ListTintChoice`` decides: nothing set where it inherits the
        /// screen's tint.
        @ViewBuilder
        private func listTint(_ values: ListEnvironment, inContainer: Bool) -> some View {
            switch ListTintChoice.forList(inContainer: inContainer, hasDropdownTint: values.tint != nil) {
            case .inherited: self
            case .dropdownTint: tint(values.tint)
            case .accentColor: tint(Color.accentColor)
            }
        }
    }
#endif
