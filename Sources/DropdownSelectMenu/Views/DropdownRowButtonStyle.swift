#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// Draws a row's button through the list style, which receives the press (rows are buttons, so
    /// a scroll cancels a press, as in any list).
    @MainActor
    struct DropdownRowButtonStyle {
        let listStyle: AnyDropdownListStyle
        let isHighlighted: Bool
        let isSelected: Bool
        let isDisabled: Bool
        let hasSeparator: Bool

        func makeBody(configuration: Configuration) -> some View {
            // A press dims the row's content, as a plain button's label dims, and tints nothing;
            // the release fades back. The list style still learns of the press (`isPressed`).
            let metrics = DropdownMetrics.current
            let label = configuration.label
                .opacity(metrics.rowOpacity(isPressed: configuration.isPressed))
                .animation(configuration.isPressed ? nil : .easeOut(duration: 0.15), value: configuration.isPressed)
            let row = DropdownListRowConfiguration(
                content: .init(view: AnyView(label)), isHighlighted: isHighlighted,
                isSelected: isSelected, isDisabled: isDisabled, isPressed: configuration.isPressed,
                hasSeparator: hasSeparator)
            return listStyle.makeRow(row)
        }
    }

    // SwiftUI draws button styles on the main actor; the iOS 17 SDK (SwiftUI 5) does not say so yet.
    #if canImport(SwiftUI, _version: 6.0)
        extension DropdownRowButtonStyle: ButtonStyle {}
    #else
        extension DropdownRowButtonStyle: @preconcurrency ButtonStyle {}
    #endif
#endif
