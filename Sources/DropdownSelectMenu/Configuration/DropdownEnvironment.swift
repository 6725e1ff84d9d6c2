#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    private struct DropdownDirectionKey: EnvironmentKey {
        static var defaultValue: DropdownDirection { .automatic }
    }

    private struct DropdownMaximumHeightKey: EnvironmentKey {
        /// `nil`: the app chose none, so the default, which grows with the text size.
        static var defaultValue: DropdownMaximumHeight? { nil }
    }

    /// The animation of opening and closing: the style's own, unless the app chose one.
    enum DropdownAnimationChoice {
        /// The style's: the origin's smooth 0.28 s, or the chips' quick spring.
        case automatic
        /// The app's (`nil`: none).
        case chosen(Animation?)

        /// The animation to use, given the style's.
        func animation(default automatic: Animation) -> Animation? {
            switch self {
            case .automatic: automatic
            case .chosen(let animation): animation
            }
        }
    }

    private struct DropdownAnimationKey: EnvironmentKey {
        static var defaultValue: DropdownAnimationChoice { .automatic }
    }

    private struct DropdownBehaviorKey: EnvironmentKey {
        static var defaultValue: DropdownBehavior { DropdownBehavior() }
    }

    /// Whether dropdowns are searchable, and with which prompt.
    private enum DropdownSearchPrompt {
        /// The built-in "Search", in the environment's language.
        case builtIn
        /// The app's.
        case custom(Text)
    }

    private struct DropdownSearchPromptKey: EnvironmentKey {
        static var defaultValue: DropdownSearchPrompt? { nil }
    }

    private struct DropdownTintKey: EnvironmentKey {
        static var defaultValue: Color? { nil }
    }

    private struct DropdownStringsKey: EnvironmentKey {
        static var defaultValue: DropdownStrings? { nil }
    }

    extension EnvironmentValues {
        /// The side dropdown lists open on (rule P2).
        public var dropdownDirection: DropdownDirection {
            get { self[DropdownDirectionKey.self] }
            set { self[DropdownDirectionKey.self] = newValue }
        }

        /// The most an open list may take (rule P3). Unless set, 280 points at the default text
        /// size, growing with Dynamic Type at larger ones.
        public var dropdownMaximumHeight: DropdownMaximumHeight {
            get { self[DropdownMaximumHeightKey.self] ?? .points(CGFloat(ListMaximumHeight.defaultPoints)) }
            set { self[DropdownMaximumHeightKey.self] = newValue }
        }

        /// The tint of dropdowns' open lists (the highlighted row, the checkmark), or `nil` for the
        /// tint the list inherits.
        ///
        /// A list in the window's layer, where it floats above everything, is drawn in another
        /// hosting controller, which does not inherit `.tint(_:)`; without this value it takes the
        /// app's accent colour. Set it with ``SwiftUI/View/dropdownTint(_:)``.
        public var dropdownTint: Color? {
            get { self[DropdownTintKey.self] }
            set { self[DropdownTintKey.self] = newValue }
        }

        /// The most an open list may take, as the app set it; `nil` for the default.
        var dropdownMaximumHeightChoice: DropdownMaximumHeight? {
            self[DropdownMaximumHeightKey.self]
        }

        /// The animation of opening and closing; `nil` for none. Unless set, the style's (the
        /// origin's `.smooth(duration: 0.28)`; the chips' quick spring). Under Reduce Motion the list
        /// fades in and out with a short ease instead (rule A5), unless this is `nil`.
        public var dropdownAnimation: Animation? {
            get { self[DropdownAnimationKey.self].animation(default: Animation(DropdownMetrics.current.motion)) }
            set { self[DropdownAnimationKey.self] = .chosen(newValue) }
        }

        /// The animation of opening and closing, or the style's.
        var dropdownAnimationChoice: DropdownAnimationChoice {
            self[DropdownAnimationKey.self]
        }

        /// The settings dropdown modifiers give the core.
        var dropdownBehavior: DropdownBehavior {
            get { self[DropdownBehaviorKey.self] }
            set { self[DropdownBehaviorKey.self] = newValue }
        }

        /// The prompt of the search field, when dropdowns are searchable (rules F1–F8); unless the
        /// app gave one, "Search" in the language of the environment's `locale`.
        public var dropdownSearchPrompt: Text? {
            get {
                switch self[DropdownSearchPromptKey.self] {
                case nil: nil
                case .builtIn: Text(dropdownStrings.searchPrompt)
                case .custom(let prompt): prompt
                }
            }
            set { self[DropdownSearchPromptKey.self] = newValue.map { .custom($0) } }
        }

        /// The words of accessibility text, empty states and status rows: unless the app set its
        /// own, the built-in translation for the language of the environment's `locale` (English
        /// when the package has none for it).
        public var dropdownStrings: DropdownStrings {
            get {
                self[DropdownStringsKey.self]
                    ?? DropdownResources.strings(for: DropdownLanguage(localeIdentifier: locale.identifier) ?? .english)
            }
            set { self[DropdownStringsKey.self] = newValue }
        }

        /// Whether dropdowns are searchable, and with the built-in prompt or the app's.
        fileprivate var dropdownSearchPromptChoice: DropdownSearchPrompt? {
            get { self[DropdownSearchPromptKey.self] }
            set { self[DropdownSearchPromptKey.self] = newValue }
        }
    }

    /// The dropdown's own environment values as the app set them, carried to a list drawn away
    /// from its field, in a container's overlay or the window's layer (rule R8). Read and written
    /// as they are stored, so a value the app did not set stays unset there too.
    struct DropdownEnvironmentValues {
        fileprivate var direction: DropdownDirection
        fileprivate var maximumHeight: DropdownMaximumHeight?
        fileprivate var animation: DropdownAnimationChoice
        fileprivate var behavior: DropdownBehavior
        fileprivate var searchPrompt: DropdownSearchPrompt?
        fileprivate var strings: DropdownStrings?

        /// Whether the dropdowns are searchable (a search field heads their lists).
        var isSearchable: Bool { searchPrompt != nil }
    }

    extension EnvironmentValues {
        /// Every value of the dropdown's own keys, as stored.
        var dropdownEnvironmentValues: DropdownEnvironmentValues {
            get {
                DropdownEnvironmentValues(
                    direction: self[DropdownDirectionKey.self], maximumHeight: self[DropdownMaximumHeightKey.self],
                    animation: self[DropdownAnimationKey.self], behavior: self[DropdownBehaviorKey.self],
                    searchPrompt: self[DropdownSearchPromptKey.self], strings: self[DropdownStringsKey.self])
            }
            set {
                self[DropdownDirectionKey.self] = newValue.direction
                self[DropdownMaximumHeightKey.self] = newValue.maximumHeight
                self[DropdownAnimationKey.self] = newValue.animation
                self[DropdownBehaviorKey.self] = newValue.behavior
                self[DropdownSearchPromptKey.self] = newValue.searchPrompt
                self[DropdownStringsKey.self] = newValue.strings
            }
        }
    }

    extension View {
        /// Sets the side dropdown lists open on: `.automatic` (below, or above when there is more room
        /// there), `.below` or `.above`.
        public func dropdownDirection(_ direction: DropdownDirection) -> some View {
            environment(\.dropdownDirection, direction)
        }

        /// Sets the most an open list may take, in points; longer lists scroll. By default it is
        /// 280 points at the default text size, and grows with Dynamic Type.
        public func dropdownMaxListHeight(_ height: CGFloat) -> some View {
            environment(\.dropdownMaximumHeight, .points(height))
        }

        /// Sets the most an open list may take, in rows; longer lists scroll.
        public func dropdownMaxVisibleRows(_ rows: Int) -> some View {
            environment(\.dropdownMaximumHeight, .rows(rows))
        }

        /// Sets the tint of dropdowns' open lists: the highlighted row, the checkmark and the
        /// status rows' actions.
        ///
        /// Give it the colour you give `.tint(_:)`. A list drawn by a `.dropdownContainer()` takes
        /// by itself the tint in effect where `.dropdownContainer()` is applied (a `.tint(_:)`
        /// closer to the dropdown needs this modifier), but a list in the window's layer (no container,
        /// or a searchable list on iOS, iPadOS and Mac Catalyst) is drawn in another hosting
        /// controller, and SwiftUI gives no way to read a tint to carry it there: without this
        /// modifier such a list takes the app's accent colour.
        ///
        /// ```swift
        /// ContentView()
        ///     .tint(.orange)
        ///     .dropdownTint(.orange)
        /// ```
        ///
        /// - Parameter tint: The tint of the lists, or `nil` for the one they inherit (in the
        ///   window's layer, the accent colour).
        public func dropdownTint(_ tint: Color?) -> some View {
            environment(\.dropdownTint, tint)
        }

        /// Sets the animation of opening and closing (the origin's smooth 0.28 s by default, the
        /// chips' quick spring for `.chips`; springs work too); `nil` turns it off. Under Reduce
        /// Motion the list fades in and out with a short ease, whatever is set here (unless `nil`).
        public func dropdownAnimation(_ animation: Animation?) -> some View {
            environment(\.dropdownAnimation, animation)
        }

        /// Puts a search field at the top of dropdown lists: typing filters and ranks the options
        /// with fuzzy matching, matched characters are emphasised, and the count is announced. The
        /// prompt is "Search" in the language of the environment's `locale` unless you give one.
        ///
        /// On iOS, iPadOS and Mac Catalyst a searchable list is drawn in the window's layer even
        /// under a `.dropdownContainer()`, away from the app's environment objects, and its tint
        /// is `.dropdownTint(_:)`'s. As everywhere, a custom row gets what it reads through the
        /// `row:` closure's captures (`.environmentObject(model)`).
        public func dropdownSearchable(prompt: Text? = nil) -> some View {
            environment(\.dropdownSearchPromptChoice, prompt.map { .custom($0) } ?? .builtIn)
        }

        /// Sets the words of dropdowns' accessibility text, empty states and status rows, instead of
        /// the built-in translation for the environment's `locale`. To change a few words, start
        /// from a built-in translation: `var strings = DropdownStrings(language: .german)`.
        public func dropdownStrings(_ strings: DropdownStrings) -> some View {
            environment(\.dropdownStrings, strings)
        }

        /// Sets the most options a multiple selection may hold (rule M3). Choosing another option
        /// once the selection is full is refused: VoiceOver announces the limit ("Selection limit
        /// reached: at most 3"), and a warning haptic plays. Select-all (Command-A) stops at the
        /// limit. A selection set from code may hold more; the limit only refuses additions.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Toppings", options: toppings, selection: $chosen, label: { $0 })
        ///     .dropdownSelectionLimit(3)
        /// ```
        public func dropdownSelectionLimit(_ limit: Int) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.selectionLimit = max(0, limit) }
        }

        /// Sets whether Down on the last option goes to the first, and Up on the first to the last
        /// (rule N1). Off by default, as in a menu.
        public func dropdownWrapsAround(_ wrapsAround: Bool = true) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.wrapsAround = wrapsAround }
        }

        /// Sets what happens to a selected option that leaves the options (rule C2): `.keep` (the
        /// default) keeps it selected and shown in the field, with no row checked; `.clear` drops it
        /// from the selection and writes the binding.
        public func dropdownVanishedSelection(_ policy: DropdownVanishedSelection) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.vanishedSelection = policy }
        }

        /// Sets the order of a multiple selection (rule M3): `.options` (the default) keeps the
        /// options' order, `.chosen` the order the person chose them in. The field sums the
        /// selection up, and VoiceOver reads it, in that order ("Olives, Cheese"); a `Set` binding
        /// has no order of its own.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Toppings", options: toppings, selection: $chosen, label: { $0 })
        ///     .dropdownSelectionOrder(.chosen)
        /// ```
        public func dropdownSelectionOrder(_ order: DropdownSelectionOrder) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.selectionOrder = order }
        }

        /// Sets whether the field of a dropdown of nested options shows the selected leaf's path
        /// ("More Fruits › watermelon") instead of its label alone; VoiceOver reads the field's
        /// value the same way. Off by default.
        ///
        /// - Parameters:
        ///   - showsPath: whether the field shows the path.
        ///   - separator: what joins the labels of the path.
        public func dropdownShowsPath(_ showsPath: Bool = true, separator: String = " › ") -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.pathSeparator = showsPath ? separator : nil }
        }

        /// Sets how the search field of dropdowns inside reads its query (rules F1, F8), as fzf's
        /// flags do:
        ///
        /// - `.extended` (the default): fzf's extended syntax. Words separated by spaces must all
        ///   match, each fuzzily ("ab" finds "a-b"); `'word` matches exactly, `^word` at the start,
        ///   `word$` at the end, `!word` must not match, and `|` between words accepts either.
        /// - `.exact`: the same syntax, but each word matches as a substring ("ab" does not find
        ///   "a-b"; `'word` is then fuzzy), as `fzf --exact`.
        /// - `.plain`: no operators; the whole query, spaces included, is one fuzzy pattern, as
        ///   `fzf --no-extended`.
        ///
        /// The matched characters the rows emphasise follow the syntax. A change while a list is
        /// open ranks its results again. It changes neither typeahead nor, with an options loader,
        /// your loader's search: the loader receives the query as typed; nor the "Create" row of
        /// `dropdownCreatesOptions(_:)`, which offers the query as typed. It
        /// has no effect without `dropdownSearchable(prompt:)`, nor with the
        /// chips presentation, which has no search field. The type is `DropdownCore`'s: to name it
        /// (`let syntax: FuzzyMatcher.Syntax`), import `DropdownCore` too.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "File", options: files, selection: $file, label: { $0 })
        ///     .dropdownSearchable()
        ///     .dropdownSearchSyntax(.exact)
        /// ```
        public func dropdownSearchSyntax(_ syntax: FuzzyMatcher.Syntax) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.searchSyntax = syntax }
        }
    }
#endif
