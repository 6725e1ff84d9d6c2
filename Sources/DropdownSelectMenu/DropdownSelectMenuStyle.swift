#if canImport(SwiftUI)
    import SwiftUI

    /// How an open list is presented by a style.
    public enum DropdownListPresentation: Sendable, Hashable {
        /// The list floats next to the field, over the views around it (the origin's look).
        case floating
        /// The options appear in place, under the field, pushing the views below down (`.chips`).
        case inline
    }

    /// The look of a dropdown's field, the way `ButtonStyle` is the look of a button.
    ///
    /// ```swift
    /// struct UnderlinedStyle: DropdownSelectMenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         HStack { configuration.title; Spacer(); configuration.value }
    ///             .padding(.vertical, 8)
    ///             .overlay(alignment: .bottom) { Divider() }
    ///     }
    /// }
    /// ```
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

        /// The field's value: the first of its candidate texts that fits on one line, measured by
        /// layout as `ViewThatFits` does, or the last one when none fits.
        public struct Value: View {
            let candidates: [String]

            public var body: some View {
                ViewThatFits(in: .horizontal) {
                    ForEach(Array(candidates.enumerated()), id: \.offset) { _, text in
                        Text(text).lineLimit(1).fixedSize(horizontal: true, vertical: false)
                    }
                    // The last candidate, truncated, when even it does not fit.
                    Text(candidates.last ?? "").lineLimit(1)
                }
            }
        }
    }

    /// A style with its type erased, for the environment.
    struct AnyDropdownSelectMenuStyle: Sendable {
        let listPresentation: DropdownListPresentation
        let makeBody: @MainActor @Sendable (DropdownSelectMenuStyleConfiguration) -> AnyView

        init<Style: DropdownSelectMenuStyle & Sendable>(_ style: Style) {
            listPresentation = style.listPresentation
            makeBody = { AnyView(style.makeBody(configuration: $0)) }
        }
    }

    private struct DropdownSelectMenuStyleKey: EnvironmentKey {
        static var defaultValue: AnyDropdownSelectMenuStyle { AnyDropdownSelectMenuStyle(.bordered) }
    }

    extension EnvironmentValues {
        var dropdownSelectMenuStyle: AnyDropdownSelectMenuStyle {
            get { self[DropdownSelectMenuStyleKey.self] }
            set { self[DropdownSelectMenuStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the style of the dropdowns in this view: `.bordered` (the default), `.filled`,
        /// `.chips`, or your own ``DropdownSelectMenuStyle``.
        public func dropdownSelectMenuStyle<Style: DropdownSelectMenuStyle & Sendable>(_ style: Style) -> some View {
            environment(\.dropdownSelectMenuStyle, AnyDropdownSelectMenuStyle(style))
        }
    }

    /// The chevron of a field, turned 180° while open. The turn is decoration: under Reduce Motion
    /// it is not animated (rule R13).
    @MainActor
    struct DropdownChevron: View {
        let isOpen: Bool
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
            Image(systemName: "chevron.down")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
                .rotationEffect(.degrees(isOpen ? 180 : 0))
                .transaction { if reduceMotion { $0.animation = nil } }
                .accessibilityHidden(true)
        }
    }

    /// The title as a caption above the value, and the chevron, padded to at least 44 points: the
    /// layout `.bordered` and `.filled` share.
    @MainActor
    struct StackedFieldContent: View {
        let configuration: DropdownSelectMenuStyleConfiguration
        let titleFont: Font

        var body: some View {
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 2) {
                    configuration.title
                        .font(titleFont)
                        .foregroundStyle(.secondary)
                    configuration.value
                        .foregroundStyle(configuration.isPlaceholder ? .secondary : .primary)
                        .lineLimit(1)
                }
                Spacer(minLength: 0)
                DropdownChevron(isOpen: configuration.isOpen)
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .frame(minHeight: 44)
            .opacity(configuration.isEnabled ? 1 : 0.5)
        }
    }

    /// The origin's look: the title as a caption, the value below it, a chevron, a rounded bordered
    /// background.
    public struct BorderedDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        public func makeBody(configuration: Configuration) -> some View {
            StackedFieldContent(configuration: configuration, titleFont: .caption)
            .background {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(.background)
            }
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(
                        configuration.isFocused || configuration.isOpen ? AnyShapeStyle(.tint) : AnyShapeStyle(.separator),
                        lineWidth: configuration.isFocused ? 2 : 1)
            }
        }
    }

    /// A filled field: the same layout on a tinted, borderless background.
    public struct FilledDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        public func makeBody(configuration: Configuration) -> some View {
            StackedFieldContent(configuration: configuration, titleFont: .caption.weight(.medium))
            .background {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(.fill.tertiary)
            }
            .overlay {
                if configuration.isFocused {
                    RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(.tint, lineWidth: 2)
                }
            }
        }
    }

    /// One row, the title leading and the value trailing; open, the options appear in place as chips
    /// that wrap onto more rows, the selected ones filled.
    public struct ChipsDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        public var listPresentation: DropdownListPresentation { .inline }

        public func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                configuration.title
                    .foregroundStyle(.primary)
                Spacer(minLength: 8)
                configuration.value
                    .foregroundStyle(configuration.isPlaceholder ? .secondary : .primary)
                    .lineLimit(1)
                DropdownChevron(isOpen: configuration.isOpen)
            }
            .padding(.vertical, 10)
            .frame(minHeight: 44)
            .opacity(configuration.isEnabled ? 1 : 0.5)
            .overlay(alignment: .bottom) {
                if configuration.isFocused { Rectangle().fill(.tint).frame(height: 2) }
            }
        }
    }

    extension DropdownSelectMenuStyle where Self == BorderedDropdownSelectMenuStyle {
        /// The origin's look, the default.
        public static var bordered: BorderedDropdownSelectMenuStyle { .init() }
    }

    extension DropdownSelectMenuStyle where Self == FilledDropdownSelectMenuStyle {
        /// A filled field.
        public static var filled: FilledDropdownSelectMenuStyle { .init() }
    }

    extension DropdownSelectMenuStyle where Self == ChipsDropdownSelectMenuStyle {
        /// Options as chips in place.
        public static var chips: ChipsDropdownSelectMenuStyle { .init() }
    }
#endif
