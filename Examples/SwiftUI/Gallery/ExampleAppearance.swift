import SwiftUI

/// The four ways the previews show every example and style, and the gallery's appearance picker:
/// light, dark, the accessibility text size `.accessibility3`, and right to left (R12).
enum ExampleAppearance: String, CaseIterable, Identifiable {
    case light
    case dark
    case largeText
    case rightToLeft

    var id: Self { self }

    /// The name a preview or the gallery's picker shows.
    var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .largeText: "Large text"
        case .rightToLeft: "Right to left"
        }
    }
}

extension View {
    /// This view in `appearance`, on the background of its color scheme; `nil` leaves the
    /// environment as the system set it. Only what the appearance names is changed (transformed,
    /// not set), so "Large text" keeps the system's color scheme and "Dark" its text size.
    func exampleAppearance(_ appearance: ExampleAppearance?) -> some View {
        self
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.background)
            .transformEnvironment(\.colorScheme) { scheme in
                if appearance == .light { scheme = .light }
                if appearance == .dark { scheme = .dark }
            }
            .transformEnvironment(\.dynamicTypeSize) { size in
                if appearance == .largeText { size = .accessibility3 }
            }
            .transformEnvironment(\.layoutDirection) { direction in
                if appearance == .rightToLeft { direction = .rightToLeft }
            }
    }
}
