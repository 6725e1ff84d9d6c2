#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// How an open list is presented by a style.
    public enum DropdownListPresentation: Sendable, Hashable {
        /// The list floats next to the field, over the views around it (the origin's look).
        case floating
        /// The options appear in place of the field, pushing the views below down (`.chips`).
        case inline
    }

    /// The look of a dropdown's field, the way `ButtonStyle` is the look of a button.
    ///
    /// A style draws the field from its configuration: the title, the value (or the placeholder),
    /// whether the list is open, pressed, focused by the keyboard, disabled or invalid, a chevron it
    /// can place where it likes, and the message to show under the field (its requirement's error,
    /// or its help text). Styles need not be `Sendable`, and may hold state of their own.
    ///
    /// ```swift
    /// struct UnderlinedStyle: DropdownSelectMenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         HStack {
    ///             configuration.title
    ///             Spacer()
    ///             configuration.value
    ///             configuration.chevron
    ///         }
    ///         .padding(.vertical, 8)
    ///         .opacity(configuration.isPressed ? 0.6 : 1)
    ///         .overlay(alignment: .bottom) {
    ///             Rectangle().fill(configuration.isFocused ? AnyShapeStyle(.tint) : AnyShapeStyle(.separator))
    ///                 .frame(height: configuration.isFocused ? 2 : 1)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A style that draws a required field's error draws `configuration.message` where it likes
    /// (the built-in styles put it under the field) and its invalid look from
    /// `configuration.isInvalid`:
    ///
    /// ```swift
    /// struct OutlinedStyle: DropdownSelectMenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         VStack(alignment: .leading, spacing: 4) {
    ///             HStack {
    ///                 configuration.value
    ///                 Spacer()
    ///                 configuration.chevron
    ///             }
    ///             .padding(10)
    ///             .overlay {
    ///                 RoundedRectangle(cornerRadius: 8)
    ///                     .strokeBorder(configuration.isInvalid ? AnyShapeStyle(.red) : AnyShapeStyle(.separator))
    ///             }
    ///             configuration.message
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The style is carried with the open list, which may be drawn in the window's layer, outside
    /// your view tree: an environment object reaches a style only through what it captures or
    /// stores (a property set where the style is applied), never through `@Environment(Model.self)`
    /// or `@EnvironmentObject` in it, and the list's tint only through `.dropdownTint(_:)`.
    public protocol DropdownSelectMenuStyle {
        /// The view of a field.
        associatedtype Body: View
        /// The field for a configuration: title, value (or placeholder), open or closed.
        @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
        /// How the open list is presented; `.floating` unless the style says otherwise.
        var listPresentation: DropdownListPresentation { get }
        /// The properties of a field.
        typealias Configuration = DropdownSelectMenuStyleConfiguration
    }

    extension DropdownSelectMenuStyle {
        /// The list floats next to the field.
        public var listPresentation: DropdownListPresentation { .floating }
    }

    /// What a style draws a field from.
    public struct DropdownSelectMenuStyleConfiguration {
        /// The title (the origin shows it as a caption above the value).
        public let title: Text
        /// The selection's label, the labels of a multiple selection (or "N selected" when they do
        /// not fit), or the placeholder: a view that measures which text fits (rule M5).
        public let value: Value
        /// Whether `value` is the placeholder (the origin shows it in the secondary style).
        public let isPlaceholder: Bool
        /// Whether the list is open (the chevron turns 180°).
        public let isOpen: Bool
        /// Whether the field has keyboard focus that came from the keyboard (Tab, Full Keyboard
        /// Access, a key press): draw a focus indicator only then. A tap or a click does not set it
        /// (rule R10). The system's focus effect is turned off around the field, so a style that
        /// wants focus shown draws it from this.
        public let isFocused: Bool
        /// Whether the dropdown is enabled (`.disabled(true)` turns it off): draw it dimmed when not.
        public let isEnabled: Bool
        /// Whether a finger or the pointer is pressing the field right now.
        public let isPressed: Bool
        /// The chevron, turned 180° while the list is open (not animated under Reduce Motion). Place
        /// it where the style wants it; the built-in styles put it at the trailing edge.
        public let chevron: Chevron
        /// Whether the field shows its requirement's error (`.dropdownRequired(_:message:)`, rules
        /// V2, V3): draw it as invalid. The built-in styles draw a red border (the system's red,
        /// which follows dark mode and Increase Contrast).
        public internal(set) var isInvalid = false
        /// What the field says under itself: its requirement's error while ``isInvalid``, else its
        /// help text (`.dropdownHelpText(_:)`, rule V5); `nil` when it has neither. Draw it where
        /// the style wants it; the built-in styles put it under the field. VoiceOver reads it after
        /// the field's value whatever the style draws.
        public internal(set) var message: Message?

        /// The same field, pressed or not.
        func pressed(_ isPressed: Bool) -> Self {
            Self(
                title: title, value: value, isPlaceholder: isPlaceholder, isOpen: isOpen, isFocused: isFocused,
                isEnabled: isEnabled, isPressed: isPressed, chevron: chevron, isInvalid: isInvalid, message: message)
        }

        /// The same field, saying `text` under itself (its error, or its help text).
        func saying(_ text: FieldMessageText) -> Self {
            var configuration = self
            configuration.isInvalid = text.isInvalid
            configuration.message = text.message.map { Message(text: Text(verbatim: $0.text), isError: $0.isError) }
            return configuration
        }

        /// The field's value: the first of its candidate texts that fits on one line, measured by
        /// layout as `ViewThatFits` does, or the last one when none fits. At accessibility text
        /// sizes a single selection's value (or the placeholder) wraps, up to three lines, instead.
        public struct Value: View {
            let candidates: [String]
            /// The selection's mode: only a single selection wraps.
            var mode = DropdownSelectionMode.single
            @Environment(\.dynamicTypeSize) private var dynamicTypeSize

            /// The longest candidate text that fits on one line, or the wrapped value.
            public var body: some View {
                let lines = FieldValueLayout.lineLimit(
                    mode: mode, isAccessibilitySize: dynamicTypeSize.isAccessibilitySize)
                if lines > 1 {
                    Text(candidates.first ?? "")
                        .lineLimit(lines)
                        .multilineTextAlignment(.leading)
                        .fixedSize(horizontal: false, vertical: true)
                } else {
                    oneLine
                }
            }

            private var oneLine: some View {
                ViewThatFits(in: .horizontal) {
                    ForEach(Array(candidates.enumerated()), id: \.offset) { _, text in
                        Text(text).lineLimit(1).fixedSize(horizontal: true, vertical: false)
                    }
                    // The last candidate, truncated, when even it does not fit.
                    Text(candidates.last ?? "").lineLimit(1)
                }
            }
        }

        /// A field's message: its requirement's error in red after an exclamation mark, or its help
        /// text in the secondary style, in the footnote font, wrapping as long as it needs. It is
        /// hidden from VoiceOver, which reads it as part of the field.
        public struct Message: View {
            /// The message's words.
            public let text: Text
            /// Whether it is the requirement's error (else it is help text).
            public let isError: Bool
            @ScaledMetric(relativeTo: .footnote) private var spacing: CGFloat = 4

            /// The words, after an exclamation mark for an error.
            public var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: spacing) {
                    if isError { Image(systemName: "exclamationmark.circle.fill") }
                    text.fixedSize(horizontal: false, vertical: true)
                }
                .font(.footnote)
                // The system's red, not a fixed colour: it follows dark mode and Increase Contrast.
                .foregroundStyle(isError ? AnyShapeStyle(Color.red) : AnyShapeStyle(.secondary))
                .multilineTextAlignment(.leading)
                .accessibilityHidden(true)
            }
        }

        /// The chevron of a field: `chevron.down` in the secondary style, turned while the list is
        /// open. The turn is decoration: under Reduce Motion it is not animated (rule R13).
        public struct Chevron: View {
            let isOpen: Bool
            @Environment(\.accessibilityReduceMotion) private var reduceMotion

            /// The chevron image, turned while the list is open.
            public var body: some View {
                let metrics = DropdownMetrics.current
                Image(systemName: "chevron.down")
                    .font(Font(metrics.chevronFont))
                    .foregroundStyle(.secondary)
                    .rotationEffect(.degrees(isOpen ? metrics.chevronTurn : 0))
                    .transaction { if reduceMotion { $0.animation = nil } }
                    .accessibilityHidden(true)
            }
        }
    }

    /// A style with its type erased, for the environment.
    struct AnyDropdownSelectMenuStyle {
        let listPresentation: DropdownListPresentation
        let makeBody: @MainActor @Sendable (DropdownSelectMenuStyleConfiguration) -> AnyView

        init<Style: DropdownSelectMenuStyle>(_ style: Style) {
            listPresentation = style.listPresentation
            let box = MainActorStyleBox(style)
            makeBody = { AnyView(box.style.makeBody(configuration: $0)) }
        }
    }

    private struct DropdownSelectMenuStyleKey: EnvironmentKey {
        // Made once, as the list style's default is.
        static let defaultValue = AnyDropdownSelectMenuStyle(.bordered)
    }

    extension EnvironmentValues {
        var dropdownSelectMenuStyle: AnyDropdownSelectMenuStyle {
            get { self[DropdownSelectMenuStyleKey.self] }
            set { self[DropdownSelectMenuStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the style of the dropdowns' fields in this view: `.bordered` (the default, the
        /// origin's look), `.filled`, `.chips`, `.glass` (iOS 26 and macOS 26), or your own
        /// ``DropdownSelectMenuStyle``.
        ///
        /// ```swift
        /// Form { fields }
        ///     .dropdownSelectMenuStyle(.filled)
        /// ```
        public func dropdownSelectMenuStyle<Style: DropdownSelectMenuStyle>(_ style: Style) -> some View {
            environment(\.dropdownSelectMenuStyle, AnyDropdownSelectMenuStyle(style))
        }
    }

    extension Font {
        /// The font of a metrics font description.
        init(_ spec: DropdownMetrics.FontSpec) {
            let style: Font.TextStyle =
                switch spec.style {
                case .largeTitle: .largeTitle
                case .title: .title
                case .headline: .headline
                case .body: .body
                case .callout: .callout
                case .subheadline: .subheadline
                case .footnote: .footnote
                case .caption: .caption
                }
            let weight: Font.Weight =
                switch spec.weight {
                case .regular: .regular
                case .medium: .medium
                case .semibold: .semibold
                case .bold: .bold
                }
            self = .system(style).weight(weight)
        }
    }

    extension Animation {
        /// The animation of a metrics motion.
        init(_ motion: DropdownMetrics.Motion) {
            switch motion {
            case .smooth(let duration): self = .smooth(duration: duration)
            case .spring(let response, let dampingFraction):
                self = .spring(response: response, dampingFraction: dampingFraction)
            }
        }
    }
#endif
