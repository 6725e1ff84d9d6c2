#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The look of an open list, the way ``DropdownSelectMenuStyle`` is the look of the field: its
    /// background, shape (corner radius) and shadow, and each row's highlight and separators.
    ///
    /// ```swift
    /// struct CardListStyle: DropdownListStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         configuration.content
    ///             .background(.background, in: .rect(cornerRadius: 20))
    ///             .clipShape(.rect(cornerRadius: 20))
    ///             .shadow(radius: 20, y: 10)
    ///     }
    ///
    ///     func makeRow(configuration: RowConfiguration) -> some View {
    ///         configuration.content
    ///             .background(configuration.isHighlighted ? Color.accentColor.opacity(0.2) : .clear)
    ///             .overlay(alignment: .bottom) {
    ///                 if configuration.hasSeparator { Divider().padding(.leading, 14) }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift
    /// Form { fields }.dropdownListStyle(CardListStyle())
    /// ```
    ///
    /// The built-in styles are `.automatic` (the origin's: `.regularMaterial`, a `.separator`
    /// stroke, a soft shadow), `.material(_:)` and `.glass` (iOS 26 and macOS 26). The `.chips`
    /// field style draws its options in place and uses no list style.
    ///
    /// The list, and so `makeBody` and `makeRow`, may be drawn in the window's layer, outside your
    /// view tree: an environment object reaches a style only through what it captures or stores
    /// (a property set where the style is applied), never through `@Environment(Model.self)` or
    /// `@EnvironmentObject` in it (SwiftUI stops the app when one is missing), and the tint only
    /// through `.dropdownTint(_:)`.
    public protocol DropdownListStyle {
        /// The view of a list.
        associatedtype Body: View
        /// The view of a row.
        associatedtype RowBody: View
        /// The list: `configuration.content` (the search field and the rows, which scroll, or the
        /// empty state) on a background, clipped to the list's shape, with a shadow. The list's
        /// frame is set for it; the style must not change its size.
        @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
        /// One row: `configuration.content` (the app's row or the default one, padded to the row
        /// height) with the highlight, and a separator where `hasSeparator` says.
        @MainActor @ViewBuilder func makeRow(configuration: RowConfiguration) -> RowBody
        /// The properties of a list.
        typealias Configuration = DropdownListStyleConfiguration
        /// The properties of a row.
        typealias RowConfiguration = DropdownListRowConfiguration
    }

    /// What a list style draws a list from.
    public struct DropdownListStyleConfiguration {
        /// The list's content: the search field and the rows, or the empty state.
        public let content: Content
        /// Whether the list opened above its field (its shadow may go the other way).
        public let opensAbove: Bool

        /// The list's content, type-erased.
        public struct Content: View {
            let view: AnyView
            /// The list's content.
            public var body: some View { view }
        }
    }

    /// What a list style draws a row from.
    public struct DropdownListRowConfiguration {
        /// The row's content: the app's row (or the default one: the label and a checkmark), padded.
        public let content: Content
        /// Whether the keyboard or the pointer is on the row. When the list opens by a tap on the
        /// selected option, that row is not drawn highlighted (the origin's look); it is once the
        /// keyboard or the pointer moves.
        public let isHighlighted: Bool
        /// Whether the option is selected.
        public let isSelected: Bool
        /// Whether the option is disabled (the row is dimmed for you).
        public let isDisabled: Bool
        /// Whether the row is being pressed.
        public let isPressed: Bool
        /// Whether another row follows this one in its section: where a separator goes.
        public let hasSeparator: Bool

        /// The row's content, type-erased.
        public struct Content: View {
            let view: AnyView
            /// The row's content.
            public var body: some View { view }
        }
    }

    /// A list style with its type erased, for the environment.
    struct AnyDropdownListStyle {
        private enum Part {
            case list(DropdownListStyleConfiguration)
            case row(DropdownListRowConfiguration)
        }

        private let draw: @MainActor @Sendable (Part) -> AnyView

        init<Style: DropdownListStyle>(_ style: Style) {
            let box = MainActorStyleBox(style)
            draw = { part in
                switch part {
                case .list(let configuration): AnyView(box.style.makeBody(configuration: configuration))
                case .row(let configuration): AnyView(box.style.makeRow(configuration: configuration))
                }
            }
        }

        /// The list, drawn by the style.
        @MainActor func makeBody(_ configuration: DropdownListStyleConfiguration) -> AnyView {
            draw(.list(configuration))
        }

        /// A row, drawn by the style.
        @MainActor func makeRow(_ configuration: DropdownListRowConfiguration) -> AnyView {
            draw(.row(configuration))
        }

        /// The same rows, in a list drawn without the style's background, shape or shadow: a sheet
        /// is the list's container, and its rows go from edge to edge.
        func inSheet() -> AnyDropdownListStyle {
            let draw = self.draw
            return AnyDropdownListStyle { part in
                switch part {
                case .list(let configuration): AnyView(configuration.content)
                case .row: draw(part)
                }
            }
        }

        private init(draw: @escaping @MainActor (Part) -> AnyView) {
            self.draw = draw
        }
    }

    /// Holds a style that need not be `Sendable` (as a `ButtonStyle` need not be), so that the
    /// environment can carry it: it is read only by main-actor closures, which call its
    /// main-actor `makeBody` and `makeRow`, so it is never used from two places at once.
    final class MainActorStyleBox<Style>: @unchecked Sendable {
        let style: Style
        init(_ style: Style) { self.style = style }
    }

    private struct DropdownListStyleKey: EnvironmentKey {
        // Made once: a value built anew on each read would never equal the last one read, so
        // each row reading the style would be drawn again whenever the environment is passed on.
        static let defaultValue = AnyDropdownListStyle(.automatic)
    }

    extension EnvironmentValues {
        var dropdownListStyle: AnyDropdownListStyle {
            get { self[DropdownListStyleKey.self] }
            set { self[DropdownListStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the look of the open lists of the dropdowns in this view: `.automatic` (the
        /// origin's), `.material(_:)`, `.glass` (iOS 26 and macOS 26), or your own
        /// ``DropdownListStyle``.
        ///
        /// ```swift
        /// Form { fields }
        ///     .dropdownListStyle(.material(.ultraThinMaterial))
        /// ```
        public func dropdownListStyle<Style: DropdownListStyle>(_ style: Style) -> some View {
            environment(\.dropdownListStyle, AnyDropdownListStyle(style))
        }
    }

    // MARK: Built-in list styles

    /// A list on a material, in a rounded rectangle with a `.separator` stroke and a soft shadow;
    /// the highlighted row on the tint. The origin's list is this style on `.regularMaterial`.
    public struct MaterialDropdownListStyle: DropdownListStyle {
        /// The material behind the rows.
        public var material: Material
        /// Whether a separator is drawn between rows.
        public var showsSeparators: Bool

        /// Creates the style.
        ///
        /// - Parameters:
        ///   - material: the material behind the rows (`.regularMaterial` for the origin's look).
        ///   - showsSeparators: whether a separator is drawn between rows (none by default).
        public init(material: Material = .regularMaterial, showsSeparators: Bool = false) {
            self.material = material
            self.showsSeparators = showsSeparators
        }

        /// The content on ``material``, clipped to a rounded rectangle, stroked and shadowed.
        public func makeBody(configuration: Configuration) -> some View {
            let metrics = DropdownMetrics.current
            let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
            // The shadow is cast by the background shape alone (`Shape.fill(_:)`, then `shadow`,
            // as documented), not by the rows over it: a shadow over the whole content is worked
            // out again from its pixels whenever they change (each scroll frame, highlight move
            // and caret blink). The shape is the content's outline, so the look is the same.
            configuration.content
                .clipShape(shape)
                .background { shape.fill(material).dropdownListShadow(metrics.listShadow) }
                .overlay { shape.strokeBorder(.separator, lineWidth: metrics.listBorderWidth) }
        }

        /// The row with its highlight, and a separator below it when ``showsSeparators`` is on.
        public func makeRow(configuration: RowConfiguration) -> some View {
            DropdownListRowDecoration(configuration: configuration, showsSeparator: showsSeparators)
        }
    }

    /// The origin's list: `.regularMaterial`, a `.separator` stroke, a shadow (black 14 %, radius
    /// 14, y 6), corner radius 14, the highlighted row on the tint, no separators.
    public struct AutomaticDropdownListStyle: DropdownListStyle {
        private let material = MaterialDropdownListStyle()

        /// Creates the style.
        public init() {}

        /// The list as `.material(.regularMaterial)` draws it.
        public func makeBody(configuration: Configuration) -> some View {
            material.makeBody(configuration: configuration)
        }

        /// The row as `.material(.regularMaterial)` draws it: highlighted, without separators.
        public func makeRow(configuration: RowConfiguration) -> some View {
            material.makeRow(configuration: configuration)
        }
    }

    /// The highlight (the tint behind the row) and the separator of a row, as the built-in list
    /// styles draw them. A press is not tinted: the row's content dims as a plain button's does
    /// (the rows' button style dims it, ``DropdownMetrics/rowOpacity(isPressed:)``).
    @MainActor
    struct DropdownListRowDecoration: View {
        let configuration: DropdownListRowConfiguration
        let showsSeparator: Bool

        var body: some View {
            let metrics = DropdownMetrics.current
            configuration.content
                .background {
                    if configuration.isHighlighted {
                        Rectangle().fill(.tint.opacity(metrics.highlightOpacity))
                    }
                }
                .overlay(alignment: .bottom) {
                    if showsSeparator && configuration.hasSeparator {
                        Divider().padding(.leading, metrics.contentPadding)
                    }
                }
        }
    }

    extension View {
        /// A list's shadow, from the metrics.
        func dropdownListShadow(_ shadow: DropdownMetrics.Shadow) -> some View {
            self.shadow(color: .black.opacity(shadow.opacity), radius: shadow.radius, y: shadow.y)
        }
    }

    extension DropdownListStyle where Self == AutomaticDropdownListStyle {
        /// The origin's list, the default.
        public static var automatic: AutomaticDropdownListStyle { .init() }
    }

    extension DropdownListStyle where Self == MaterialDropdownListStyle {
        /// A list on a material (`.material(.ultraThinMaterial)`), with separators between
        /// rows when asked.
        public static func material(_ material: Material, showsSeparators: Bool = false) -> MaterialDropdownListStyle {
            MaterialDropdownListStyle(material: material, showsSeparators: showsSeparators)
        }
    }
#endif
