#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The actions that bring options later, set by `.dropdownOptionsLoader(_:)`,
    /// `.dropdownLoadMore(hasMore:_:)` and `.dropdownCreatesOptions(_:)` (rules L1–L8). Each is
    /// kept with the type of option it deals in: a dropdown uses only the actions for its own
    /// option type, so a loader set on a form does not reach a dropdown of other options in it.
    struct DropdownOptionSources {
        /// Loads the options answering a query, with the type of their elements.
        var load: (type: Any.Type, load: @MainActor (String) async throws -> Any)?
        /// Loads the next page into the app's options.
        var loadMore: (@MainActor () async throws -> Void)?
        /// Whether the load-more action has more to load.
        var hasMore = false
        /// Creates an option from a "Create" row's text, with the type of the option.
        var create: (type: Any.Type, create: @MainActor (String) async -> Any?)?

        /// The loader, for a dropdown of `Option`s, if it loads `Option`s.
        func loader<Option>(for _: Option.Type) -> (@MainActor (String) async throws -> [Option])? {
            guard let load, load.type == Option.self else { return nil }
            return { query in
                let loaded = try await load.load(query)
                return loaded as? [Option] ?? []  // the type was checked: never empty by a cast
            }
        }

        /// The create action, for a dropdown of `Option`s, if it creates `Option`s.
        func creator<Option>(for _: Option.Type) -> (@MainActor (String) async -> Option?)? {
            guard let create, create.type == Option.self else { return nil }
            return { text in await create.create(text) as? Option }
        }

        /// What the dropdown's behavior says about these actions (for the core's configuration).
        func applied<Option>(to behavior: DropdownBehavior, for _: Option.Type) -> DropdownBehavior {
            var behavior = behavior
            behavior.loadsOptions = load?.type == Option.self
            behavior.loadsMore = loadMore != nil
            behavior.hasMoreToLoad = hasMore
            behavior.createsOptions = create?.type == Option.self
            return behavior
        }
    }

    private struct DropdownOptionSourcesKey: EnvironmentKey {
        static var defaultValue: DropdownOptionSources { DropdownOptionSources() }
    }

    extension EnvironmentValues {
        /// The actions that bring options later.
        var dropdownOptionSources: DropdownOptionSources {
            get { self[DropdownOptionSourcesKey.self] }
            set { self[DropdownOptionSourcesKey.self] = newValue }
        }
    }

    extension View {
        /// Loads the options of the dropdowns inside this view from your service: `load` is called
        /// with the search query when the list opens and each time the query changes (after typing
        /// pauses), and its result replaces the options (rules L1, L4).
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "City", options: [City](), selection: $cityID, label: \.name)
        ///     .dropdownSearchable()
        ///     .dropdownOptionsLoader { query in try await cities.search(query) }
        /// ```
        ///
        /// The service filters, not the dropdown: every query is asked, `""` when the list opens
        /// (the options given to the initializer are shown until the first answer).
        /// - While it loads, the list says "Loading…" (or ends with "Loading more…" under the rows it
        ///   has), and VoiceOver announces it, then the number of options.
        /// - The call runs in a task that is cancelled when the query changes or the list closes; an
        ///   answer to a query that is no longer the search field's is dropped.
        /// - An error it throws is shown as the list's failure row, its `localizedDescription` with
        ///   a retry row that calls `load` again.
        ///
        /// It applies to the dropdowns inside whose options are `Option`s; put it on the dropdown
        /// itself. With a loader, `.dropdownLoadMore` is not used: the loader answers each query
        /// with every option it wants shown.
        ///
        /// - Parameter load: returns the options answering a query; called on the main actor.
        public func dropdownOptionsLoader<Option>(
            _ load: @escaping @MainActor (_ query: String) async throws -> [Option]
        ) -> some View {
            transformEnvironment(\.dropdownOptionSources) { sources in
                sources.load = (type: Option.self, load: { query in try await load(query) })
            }
        }

        /// Pages the options of the dropdowns inside this view (rule L3): when the highlight or the
        /// rows in view come within a page of the last option, the dropdown calls `loadMore`, which
        /// appends the next page to the options you give the initializer. A "Loading more…" row
        /// shows while it runs; an error it throws becomes a failure row with a retry.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Product", options: products, id: \.sku, selection: $sku, label: \.name)
        ///     .dropdownLoadMore(hasMore: catalog.hasMore) { try await catalog.loadNextPage() }
        /// ```
        ///
        /// It is called once per page: again only after it returned, more rows arrived and the
        /// end comes near again. Its task is cancelled when the list closes.
        ///
        /// - Parameters:
        ///   - hasMore: whether more options remain to load; `false` stops paging.
        ///   - loadMore: appends the next page to your options; called on the main actor.
        public func dropdownLoadMore(
            hasMore: Bool = true, _ loadMore: @escaping @MainActor () async throws -> Void
        ) -> some View {
            transformEnvironment(\.dropdownOptionSources) { sources in
                sources.loadMore = loadMore
                sources.hasMore = hasMore
            }
        }

        /// Lets people add an option that is not in the list (rule L5): when the search query
        /// matches no option's label (ignoring case and diacritics), a "Create “query”" row follows
        /// the results. Choosing it calls `create` with the query; the option it returns is added
        /// and selected (single selection: the list closes; multiple: it joins the selection,
        /// within the limit). Return `nil` to create nothing.
        ///
        /// ```swift
        /// DropdownSelectMenu(title: "Tags", options: tags, selection: $chosenTags, label: { $0 })
        ///     .dropdownSearchable()
        ///     .dropdownCreatesOptions { text in
        ///         tags.append(text)
        ///         return text
        ///     }
        /// ```
        ///
        /// Add the new option to the options you give the initializer too (the dropdown keeps it
        /// meanwhile). It applies to the dropdowns inside whose options are `Option`s, and needs a
        /// search field (`.dropdownSearchable`) to type the text in.
        ///
        /// - Parameter create: makes the option for a text, or returns `nil`; called on the main actor.
        public func dropdownCreatesOptions<Option>(
            _ create: @escaping @MainActor (_ text: String) async -> Option?
        ) -> some View {
            transformEnvironment(\.dropdownOptionSources) { sources in
                sources.create = (type: Option.self, create: { text in await create(text) })
            }
        }
    }
#endif
