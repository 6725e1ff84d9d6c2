#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The title as a caption above the value, and the chevron, padded to the field's least height:
    /// the layout `.bordered`, `.filled` and `.glass` share, measured as the origin's
    /// (``DropdownMetrics``). Its lengths grow with Dynamic Type.
    @MainActor
    struct StackedFieldContent: View {
        let configuration: DropdownSelectMenuStyleConfiguration
        var titleWeight: Font.Weight = .regular
        /// Whether the field dims while pressed (interactive glass does not: it answers the press).
        var dimsWhilePressed = true
        private let metrics = DropdownMetrics.current
        @ScaledMetric(relativeTo: .body) private var minimumHeight = CGFloat(DropdownMetrics.current.fieldMinimumHeight)
        @ScaledMetric(relativeTo: .body) private var verticalPadding =
            CGFloat(DropdownMetrics.current.fieldVerticalPadding)

        var body: some View {
            HStack(spacing: metrics.chevronSpacing) {
                VStack(alignment: .leading, spacing: metrics.titleSpacing) {
                    configuration.title
                        .font(Font(metrics.titleFont).weight(titleWeight))
                        .foregroundStyle(.secondary)
                    // One line, or up to three at accessibility sizes (the value says).
                    configuration.value
                        .foregroundStyle(configuration.isPlaceholder ? .secondary : .primary)
                }
                // The text takes the width the chevron leaves, so the two are the stack's spacing
                // apart at most (a `Spacer` would add the spacing on each of its sides).
                .frame(maxWidth: .infinity, alignment: .leading)
                configuration.chevron
            }
            .padding(.horizontal, metrics.contentPadding)
            .padding(.vertical, verticalPadding)
            .frame(minHeight: minimumHeight)
            .fieldDimming(configuration, metrics: metrics, whilePressed: dimsWhilePressed)
        }
    }

    extension View {
        /// Dims a built-in field while pressed and while disabled. The press shows only after
        /// 0.1 s, as a scroll view delays its buttons' highlight: a touch that becomes a scroll of
        /// the form within that time never dims the field; the release
        /// shows at once.
        func fieldDimming(
            _ configuration: DropdownSelectMenuStyleConfiguration, metrics: DropdownMetrics, whilePressed: Bool = true
        ) -> some View {
            opacity(
                metrics.fieldOpacity(
                    isEnabled: configuration.isEnabled, isPressed: configuration.isPressed,
                    dimsWhilePressed: whilePressed)
            )
            .animation(
                configuration.isPressed ? .easeOut(duration: 0.1).delay(0.1) : .easeOut(duration: 0.15),
                value: configuration.isPressed)
        }
    }

    /// A built-in field with its message under it (rules V3, V5): the requirement's error or the
    /// help text, aligned with the field's text (inset by the field's padding, when it has one).
    @MainActor
    struct FieldWithMessage<Field: View>: View {
        let configuration: DropdownSelectMenuStyleConfiguration
        /// How far the field's text is from its edges.
        let inset: Double
        let field: Field
        /// Between the field and its message.
        @ScaledMetric(relativeTo: .footnote) private var spacing: CGFloat = 6

        init(
            _ configuration: DropdownSelectMenuStyleConfiguration,
            inset: Double = DropdownMetrics.current.contentPadding, @ViewBuilder field: () -> Field
        ) {
            self.configuration = configuration
            self.inset = inset
            self.field = field()
        }

        var body: some View {
            VStack(alignment: .leading, spacing: spacing) {
                field
                if let message = configuration.message {
                    message.padding(.horizontal, inset)
                }
            }
        }
    }

    /// A ring a built-in style draws around its field, as wide as the focus ring, while `isShown`:
    /// the focus ring in the tint when keyboard focus came from the keyboard (rule R10), and the
    /// border of an invalid field in the system's red, which follows dark mode and Increase
    /// Contrast (rule V3).
    @MainActor
    struct FieldRing<Style: ShapeStyle>: View {
        let isShown: Bool
        let style: Style

        var body: some View {
            let metrics = DropdownMetrics.current
            if isShown {
                RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
                    .strokeBorder(style, lineWidth: metrics.focusRingWidth)
            }
        }
    }

    /// The origin's look, the default: the title as a caption, the value below it, a chevron at the
    /// trailing edge, on the `.background` with a `.separator` stroke, corner radius 14. An invalid
    /// field's stroke is red; its message (the error, or help text) goes under it.
    public struct BorderedDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        /// The title above the value in a rounded, stroked rectangle, with the chevron trailing, and
        /// the message under it.
        public func makeBody(configuration: Configuration) -> some View {
            let metrics = DropdownMetrics.current
            let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
            FieldWithMessage(configuration) {
                StackedFieldContent(configuration: configuration)
                    .background(.background, in: shape)
                    .overlay { shape.strokeBorder(.separator, lineWidth: metrics.borderWidth) }
                    .overlay { FieldRing(isShown: configuration.isInvalid, style: Color.red) }
                    .overlay { FieldRing(isShown: configuration.isFocused, style: .tint) }
            }
        }
    }

    /// A filled field: the same layout on a tinted, borderless background; an invalid field gets a
    /// red border, and its message goes under it.
    public struct FilledDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        /// The title and the value on a tinted, rounded background, with the chevron trailing, and
        /// the message under it.
        public func makeBody(configuration: Configuration) -> some View {
            let metrics = DropdownMetrics.current
            FieldWithMessage(configuration) {
                StackedFieldContent(configuration: configuration, titleWeight: .medium)
                    .background(
                        .fill.tertiary, in: RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
                    )
                    .overlay { FieldRing(isShown: configuration.isInvalid, style: Color.red) }
                    .overlay { FieldRing(isShown: configuration.isFocused, style: .tint) }
            }
        }
    }

    /// The chip row: closed, one row with the title leading and the value trailing; open, a
    /// panel takes the row's place with the title above one horizontal row of the options, spread
    /// evenly, scrolling when they do not fit (never wrapping), the selected one on a translucent
    /// rounded fill. The options move in from the top with opacity and a quick spring.
    public struct ChipsDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        /// The options appear in place (inline), not in a floating list.
        public var listPresentation: DropdownListPresentation { .inline }

        /// The row of chips: the title and the value while closed, every option as a chip while
        /// open; the message under the row.
        public func makeBody(configuration: Configuration) -> some View {
            // The chips' row has no padding of its own: the message starts where the title does.
            FieldWithMessage(configuration, inset: 0) { ChipsFieldRow(configuration: configuration) }
        }
    }

    /// The `.chips` field: the title and, while closed, the value; the chevron.
    @MainActor
    struct ChipsFieldRow: View {
        let configuration: DropdownSelectMenuStyleConfiguration
        @ScaledMetric(relativeTo: .body) private var minimumHeight = CGFloat(DropdownMetrics.current.fieldMinimumHeight)

        var body: some View {
            HStack(spacing: DropdownMetrics.current.chips.fieldSpacing) {
                configuration.title
                    .font(configuration.isOpen ? .headline : .body)
                    .foregroundStyle(.primary)
                    // The title takes the width the value and the chevron leave, so each is the
                    // stack's spacing from the next at least (a `Spacer` would add the spacing on
                    // each of its sides), as in the stacked fields.
                    .frame(maxWidth: .infinity, alignment: .leading)
                if !configuration.isOpen {
                    configuration.value
                        .foregroundStyle(configuration.isPlaceholder ? .secondary : .primary)
                }
                configuration.chevron
            }
            .frame(minHeight: minimumHeight)
            .fieldDimming(configuration, metrics: .current)
            .overlay(alignment: .bottom) {
                if configuration.isFocused {
                    Rectangle().fill(.tint).frame(height: 2)
                } else if configuration.isInvalid {
                    Rectangle().fill(Color.red).frame(height: 2)
                }
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
        /// The chip row: the options in place, in one row of chips under the title.
        public static var chips: ChipsDropdownSelectMenuStyle { .init() }
    }
#endif
