#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    extension View {
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
