#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    private struct DropdownDirectionKey: EnvironmentKey {
        static var defaultValue: DropdownDirection { .automatic }
    }

    private struct DropdownMaximumHeightKey: EnvironmentKey {
        static var defaultValue: DropdownMaximumHeight { .points(280) }
    }

    private struct DropdownAnimationKey: EnvironmentKey {
        static var defaultValue: Animation? { .smooth(duration: 0.28) }
    }

    private struct DropdownSearchPromptKey: EnvironmentKey {
        static var defaultValue: Text? { nil }
    }

    private struct DropdownStringsKey: EnvironmentKey {
        static var defaultValue: DropdownStrings { .english }
    }

    extension EnvironmentValues {
        /// The side dropdown lists open on (rule P2).
        public var dropdownDirection: DropdownDirection {
            get { self[DropdownDirectionKey.self] }
            set { self[DropdownDirectionKey.self] = newValue }
        }

        /// The most an open list may take (rule P3).
        public var dropdownMaximumHeight: DropdownMaximumHeight {
            get { self[DropdownMaximumHeightKey.self] }
            set { self[DropdownMaximumHeightKey.self] = newValue }
        }

        /// The animation of opening and closing; `nil` for none (Reduce Motion always fades, rule A5).
        public var dropdownAnimation: Animation? {
            get { self[DropdownAnimationKey.self] }
            set { self[DropdownAnimationKey.self] = newValue }
        }

        /// The prompt of the search field, when dropdowns are searchable (rules F1–F8).
        public var dropdownSearchPrompt: Text? {
            get { self[DropdownSearchPromptKey.self] }
            set { self[DropdownSearchPromptKey.self] = newValue }
        }

        /// The words of accessibility text and empty states, localized by the app if it wishes.
        public var dropdownStrings: DropdownStrings {
            get { self[DropdownStringsKey.self] }
            set { self[DropdownStringsKey.self] = newValue }
        }
    }

    extension View {
        /// Sets the side dropdown lists open on: `.automatic` (below, or above when there is more room
        /// there), `.below` or `.above`.
        public func dropdownDirection(_ direction: DropdownDirection) -> some View {
            environment(\.dropdownDirection, direction)
        }

        /// Sets the most an open list may take, in points (280 by default); longer lists scroll.
        public func dropdownMaxListHeight(_ height: CGFloat) -> some View {
            environment(\.dropdownMaximumHeight, .points(height))
        }

        /// Sets the most an open list may take, in rows; longer lists scroll.
        public func dropdownMaxVisibleRows(_ rows: Int) -> some View {
            environment(\.dropdownMaximumHeight, .rows(rows))
        }

        /// Sets the animation of opening and closing (the origin's smooth 0.28 s by default; springs
        /// work too); `nil` turns it off. Under Reduce Motion lists fade instead of scaling.
        public func dropdownAnimation(_ animation: Animation?) -> some View {
            environment(\.dropdownAnimation, animation)
        }

        /// Puts a search field at the top of dropdown lists: typing filters and ranks the options
        /// with fuzzy matching, matched characters are emphasised, and the count is announced.
        public func dropdownSearchable(prompt: Text = Text("Search")) -> some View {
            environment(\.dropdownSearchPrompt, prompt)
        }

        /// Sets the words of dropdowns' accessibility text and empty states.
        public func dropdownStrings(_ strings: DropdownStrings) -> some View {
            environment(\.dropdownStrings, strings)
        }
    }
#endif
