#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The app's words under a field: its help text and its words for the requirement's error
    /// (rules V3, V5), resolved in the environment's locale when the field is drawn.
    struct DropdownFieldWords {
        /// The help text (`.dropdownHelpText(_:)`).
        var help: LocalizedStringResource?
        /// The error's words (`.dropdownRequired(_:message:)`); `nil` for the built-in ones.
        var errorMessage: LocalizedStringResource?

        /// The help text in `locale`.
        func help(in locale: Locale) -> String? { help.map { $0.resolved(in: locale) } }

        /// The error's words in `locale`, if the app gave some.
        func errorMessage(in locale: Locale) -> String? { errorMessage.map { $0.resolved(in: locale) } }
    }

    extension LocalizedStringResource {
        /// The string in `locale` (the environment's, as a `Text` would use it).
        func resolved(in locale: Locale) -> String {
            var resource = self
            resource.locale = locale
            return String(localized: resource)
        }
    }

    /// The app's actions for a dropdown's changes (`.onDropdownOpenChange(_:)`,
    /// `.onDropdownHighlightChange(_:)`), in the order they were added. Each highlight action
    /// applies to the dropdowns whose options are identified by its type.
    struct DropdownChangeActions {
        /// The open actions.
        fileprivate var openChange: [@MainActor (Bool) -> Void] = []
        /// The highlight actions, each with the identifier type it takes.
        fileprivate var highlightChange: [(idType: Any.Type, action: @MainActor (Any?) -> Void)] = []

        /// Tells the actions what a dropdown with identifiers of type `ID` reported (once per change,
        /// after the event's transaction, never inside a view's update): the highlight before a
        /// closing, the opening before the highlight.
        @MainActor func deliver<ID: Hashable>(_ report: ChangeReports<ID>.Report) {
            if report.reportsHighlightFirst {
                deliverHighlight(report.highlighted)
                deliverOpen(report.isOpen)
            } else {
                deliverOpen(report.isOpen)
                deliverHighlight(report.highlighted)
            }
        }

        @MainActor private func deliverOpen(_ isOpen: Bool?) {
            guard let isOpen else { return }
            openChange.forEach { $0(isOpen) }
        }

        @MainActor private func deliverHighlight<ID: Hashable>(_ highlighted: ID??) {
            guard let highlighted else { return }
            for entry in highlightChange where entry.idType == ID.self {
                entry.action(highlighted.map { $0 as Any })
            }
        }
    }

    private struct DropdownFieldWordsKey: EnvironmentKey {
        static var defaultValue: DropdownFieldWords { DropdownFieldWords() }
    }

    private struct DropdownValidationKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private struct DropdownPresentationKey: EnvironmentKey {
        static var defaultValue: DropdownPresentation { .automatic }
    }

    private struct DropdownChangeActionsKey: EnvironmentKey {
        static var defaultValue: DropdownChangeActions { DropdownChangeActions() }
    }

    extension EnvironmentValues {
        /// How dropdowns present their open lists: `.automatic` (floating, or a sheet at the
        /// accessibility text sizes and in a short window with the keyboard up), `.floating` or
        /// `.sheet`.
        public var dropdownPresentation: DropdownPresentation {
            get { self[DropdownPresentationKey.self] }
            set { self[DropdownPresentationKey.self] = newValue }
        }

        /// Whether the form around the dropdowns asks them to validate (rule V2).
        var dropdownValidationIsActive: Bool {
            get { self[DropdownValidationKey.self] }
            set { self[DropdownValidationKey.self] = newValue }
        }

        /// The app's help text and error words.
        var dropdownFieldWords: DropdownFieldWords {
            get { self[DropdownFieldWordsKey.self] }
            set { self[DropdownFieldWordsKey.self] = newValue }
        }

        /// The app's open and highlight actions.
        var dropdownChangeActions: DropdownChangeActions {
            get { self[DropdownChangeActionsKey.self] }
            set { self[DropdownChangeActionsKey.self] = newValue }
        }
    }

    extension View {
        /// Makes the dropdowns in this view required: a single selection then needs a value, a
        /// multiple selection at least `requirement`'s minimum (rule V1).
        ///
        /// The error shows only once the person has had a chance: after the list closed without
        /// enough chosen, or when the form asks every dropdown to validate
        /// (``SwiftUI/View/dropdownValidation(isActive:)``). It clears as soon as enough is
        /// chosen (rule V2). The field draws it under itself with a red border, and VoiceOver
        /// reads it after the field's value (rule V3).
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
        ///     .dropdownRequired(message: "Choose the country you live in")
        /// ```
        ///
        /// The type of `requirement` is `DropdownCore`'s: `.required`, `.atLeast(2)` or `.optional`.
        ///
        /// - Parameters:
        ///   - requirement: how many options must be chosen; `.required` by default.
        ///   - message: the error's words, looked up like a `Text`'s; by default "Choose an option",
        ///     or "Choose at least N" for a larger minimum, in the person's language.
        public func dropdownRequired(
            _ requirement: DropdownRequirement = .required, message: LocalizedStringResource? = nil
        ) -> some View {
            transformEnvironment(\.dropdownBehavior) { $0.requirement = requirement }
                .transformEnvironment(\.dropdownFieldWords) { $0.errorMessage = message }
        }

        /// Shows help text under the dropdowns' fields (a description, as React Aria calls it), in
        /// the secondary style. VoiceOver reads it after the field's value. While the field shows
        /// its requirement's error, the error takes its place (rule V5).
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Plan", options: plans, selection: $plan, label: { $0 })
        ///     .dropdownHelpText("You can change it at any time.")
        /// ```
        public func dropdownHelpText(_ text: LocalizedStringResource?) -> some View {
            transformEnvironment(\.dropdownFieldWords) { $0.help = text }
        }

        /// Asks every dropdown in this view to validate while `isActive` is `true` (rule V2): each
        /// required one without enough chosen shows its error at once, as if its list had closed.
        /// When `isActive` turns `false`, the form starts again: every error hides until the next
        /// chance. The dropdowns see the value update by update, so it must have been `true` in an
        /// earlier update: set to `true` and back to `false` in one action, it changes nothing for
        /// them (turn it off in a later update, such as an `onChange(of:)` the action triggers).
        ///
        /// It is a state, not a trigger, so that it also reaches the dropdowns that appear later
        /// (a `Form` builds its rows as they scroll into view) and those enabled later. A disabled
        /// dropdown is not validated. Whether a requirement is met is the core's decision; to know
        /// which field to focus, read your own selections, which the dropdowns' bindings hold.
        ///
        /// ```swift
        /// Form { fields }
        ///     .dropdownValidation(isActive: hasSubmitted)
        /// ```
        public func dropdownValidation(isActive: Bool) -> some View {
            environment(\.dropdownValidationIsActive, isActive)
        }

        /// Sets how the dropdowns in this view present their open lists: `.automatic` (the
        /// default) floats the list next to its field, and opens it as a sheet at the accessibility
        /// text sizes and in a window of compact height with the keyboard up, as Apple's pickers go
        /// full screen; `.floating` always floats it; `.sheet` always opens a sheet (its search
        /// field at the top, the rows at full width, a Done button for a multiple selection). The
        /// `.chips` style draws its options in place whatever is set here.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Country", options: countries, selection: $country, label: { $0 })
        ///     .dropdownPresentation(.sheet)
        /// ```
        public func dropdownPresentation(_ presentation: DropdownPresentation) -> some View {
            environment(\.dropdownPresentation, presentation)
        }

        /// Performs an action when a dropdown's list opens (`true`) or closes (`false`), whoever
        /// opened or closed it: for analytics, or to load what the list will need.
        ///
        /// The action runs once per change, after the event that caused it, outside any view
        /// update: it may change state. Actions added around one another all run, innermost first.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Airport", options: airports, selection: $airport, label: { $0 })
        ///     .onDropdownOpenChange { isOpen in log("airport list \(isOpen ? "opened" : "closed")") }
        /// ```
        public func onDropdownOpenChange(_ action: @escaping @MainActor (Bool) -> Void) -> some View {
            transformEnvironment(\.dropdownChangeActions) { $0.openChange.insert(action, at: 0) }
        }

        /// Performs an action when the highlighted option of a dropdown changes (by the keyboard,
        /// the pointer or a search), with its identifier, or `nil` when no option is highlighted
        /// (the list closed, or an action row such as "Retry" is highlighted): to show a preview
        /// beside the list, or to prefetch what the person is about to choose.
        ///
        /// The action applies to the dropdowns whose options are identified by `ID` (a dropdown of
        /// `String`s, or of options whose `id` is an `Int`), runs once per change, after the
        /// event that caused it, outside any view update.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Font", options: fonts, selection: $font, label: { $0 })
        ///     .onDropdownHighlightChange { (name: String?) in previewedFont = name }
        /// ```
        public func onDropdownHighlightChange<ID: Hashable>(
            _ action: @escaping @MainActor (ID?) -> Void
        ) -> some View {
            transformEnvironment(\.dropdownChangeActions) {
                $0.highlightChange.insert((ID.self, { action($0 as? ID) }), at: 0)
            }
        }
    }
#endif
