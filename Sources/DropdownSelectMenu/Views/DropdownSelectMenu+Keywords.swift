#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    // Search keywords are set on the dropdown itself, as `Image.resizable()` is on the image: a
    // method that returns the dropdown, not a view modifier, so that they are part of the options
    // the dropdown starts with and are read on every update of the parent as its initializer's
    // closures are (rule R3), for every one of the six initializers without a seventh parameter.

    extension DropdownSelectMenu {
        /// Words a search matches for each option besides its label, never shown: other names of a
        /// country, the code of a currency (rules F9–F11 of the behaviour contract).
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Currency", options: currencies, selection: $currency, label: \.name)
        ///     .dropdownSearchKeywords { [$0.code, $0.symbol] }
        ///     .dropdownSearchable()
        /// ```
        ///
        /// With a search field (``SwiftUI/View/dropdownSearchable(prompt:)``), typing "gbp" lists
        /// "Pound sterling": a row found by its keywords shows its label, with nothing emphasised,
        /// and ranks after the rows whose label matches as well. A negated term (`!gbp`) hides the
        /// options whose label or keywords match it. The keywords are searched as one text, in
        /// order; typeahead, the field and VoiceOver read the label only.
        ///
        /// Call it on the dropdown itself, before any view modifier. Like `label`, `keywords` is
        /// called again when the parent updates, so keywords that change reach the search.
        ///
        /// - Parameter keywords: the keywords of an option (a closure or a key path to `[String]`).
        public func dropdownSearchKeywords(_ keywords: @escaping (Option) -> [String]) -> DropdownSelectMenu {
            changingInputs { $0.keywords = keywords }
        }
    }
#endif
