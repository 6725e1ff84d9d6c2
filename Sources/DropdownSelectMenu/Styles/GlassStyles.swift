#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The field on the system's glass material (iOS 26, macOS 26), so a dropdown looks native
    /// next to system menus and glass buttons: the origin's layout, in a rounded rectangle of
    /// interactive glass. Built with an SDK older than iOS 26 / macOS 26 (or for visionOS), it draws
    /// the material fallback: `.regularMaterial` with a `.separator` stroke.
    ///
    /// ```swift
    /// if #available(iOS 26, macOS 26, *) {
    ///     form.dropdownSelectMenuStyle(.glass).dropdownListStyle(.glass)
    /// }
    /// ```
    @available(iOS 26, macOS 26, *)
    public struct GlassDropdownSelectMenuStyle: DropdownSelectMenuStyle, Sendable {
        /// Creates the style.
        public init() {}

        /// The title above the value on interactive glass, with a focus ring from the keyboard, a
        /// red border while invalid, and the message under it. The glass answers a press itself;
        /// the material fallback dims as the other styles do.
        public func makeBody(configuration: Configuration) -> some View {
            FieldWithMessage(configuration) {
                StackedFieldContent(
                    configuration: configuration, dimsWhilePressed: GlassRendering.current.fieldDimsWhilePressed
                )
                .dropdownGlass(interactive: true)
                .overlay { FieldRing(isShown: configuration.isInvalid, style: Color.red) }
                .overlay { FieldRing(isShown: configuration.isFocused, style: .tint) }
            }
        }
    }

    /// The open list on the system's glass material (iOS 26, macOS 26), in the origin's shape;
    /// the highlighted row on the tint. Built with an SDK older than iOS 26 / macOS 26 (or for
    /// visionOS), it draws the material fallback, the origin's list.
    @available(iOS 26, macOS 26, *)
    public struct GlassDropdownListStyle: DropdownListStyle, Sendable {
        /// Creates the style.
        public init() {}

        /// The content on glass, clipped to the origin's rounded rectangle; the material fallback
        /// adds the origin's shadow, glass none of its own.
        public func makeBody(configuration: Configuration) -> some View {
            let metrics = DropdownMetrics.current
            configuration.content
                .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous))
                .dropdownGlass(interactive: false)
                .glassListShadow(metrics.listShadow)
        }

        /// The row with its highlight, without separators.
        public func makeRow(configuration: RowConfiguration) -> some View {
            DropdownListRowDecoration(configuration: configuration, showsSeparator: false)
        }
    }

    @available(iOS 26, macOS 26, *)
    extension DropdownSelectMenuStyle where Self == GlassDropdownSelectMenuStyle {
        /// The field on the system's glass material (the material fallback with an older SDK).
        public static var glass: GlassDropdownSelectMenuStyle { .init() }
    }

    @available(iOS 26, macOS 26, *)
    extension DropdownListStyle where Self == GlassDropdownListStyle {
        /// The list on the system's glass material (the material fallback with an older SDK).
        public static var glass: GlassDropdownListStyle { .init() }
    }

    extension View {
        /// Glass in the dropdown's rounded rectangle where the SDK and platform have it, else
        /// `.regularMaterial` with a `.separator` stroke (``GlassRendering/current``).
        @available(iOS 26, macOS 26, *)
        @ViewBuilder
        func dropdownGlass(interactive: Bool) -> some View {
            let metrics = DropdownMetrics.current
            let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
            #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
                switch GlassRendering.current {
                case .glass: glassEffect(.regular.interactive(interactive), in: shape)
                case .materialFallback: materialFallback(in: shape, metrics: metrics)
                }
            #else
                materialFallback(in: shape, metrics: metrics)
            #endif
        }

        /// The origin's shadow where the `.glass` list draws the material fallback; on glass, the
        /// view itself, with no shadow effect around it. ``GlassRendering/current`` is fixed for a
        /// build, so the branch never changes the view's identity while it runs.
        @ViewBuilder
        fileprivate func glassListShadow(_ shadow: DropdownMetrics.Shadow) -> some View {
            if GlassRendering.current.listAddsShadow {
                dropdownListShadow(shadow)
            } else {
                self
            }
        }

        private func materialFallback(in shape: RoundedRectangle, metrics: DropdownMetrics) -> some View {
            background(.regularMaterial, in: shape)
                .overlay { shape.strokeBorder(.separator, lineWidth: metrics.borderWidth) }
        }
    }
#endif
