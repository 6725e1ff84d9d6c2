/// The settings a dropdown's view modifiers give the core (`.dropdownSelectionLimit(_:)`,
/// `.dropdownWrapsAround(_:)`, `.dropdownVanishedSelection(_:)`, `.dropdownSelectionOrder(_:)`,
/// `.dropdownShowsPath(_:separator:)`, `.dropdownSearchSyntax(_:)`, `.dropdownRequired(_:message:)`,
/// and which of the loading modifiers apply):
/// read from the environment on
/// each update, so they may change after the dropdown was made (rule R3), and applied to the core
/// before its next event.
@_spi(Session) public struct DropdownBehavior: Hashable, Sendable {
    /// The most options a multiple selection may hold (rule M3); `nil` for no limit.
    @_spi(Session) public var selectionLimit: Int?
    /// Whether Down on the last option goes to the first, and Up on the first to the last (N1).
    @_spi(Session) public var wrapsAround = false
    /// What happens to a selected option that leaves the options (C2).
    @_spi(Session) public var vanishedSelection = DropdownVanishedSelection.keep
    /// The order of a multiple selection: the options' or the order it was chosen in (M3).
    @_spi(Session) public var selectionOrder = DropdownSelectionOrder.options
    /// Whether the field shows a selected leaf's path ("More Fruits › watermelon"), and what joins
    /// its labels; `nil` for the leaf's label alone (H6).
    @_spi(Session) public var pathSeparator: String?
    /// Whether an options loader answers each query (`.dropdownOptionsLoader`): the host filters
    /// (L4), and the loaded options replace the initializer's.
    @_spi(Session) public var loadsOptions = false
    /// Whether a load-more action pages the options (`.dropdownLoadMore`, L3).
    @_spi(Session) public var loadsMore = false
    /// Whether the load-more action has more to load, as the app last said.
    @_spi(Session) public var hasMoreToLoad = false
    /// Whether a "Create “query”" row is offered (`.dropdownCreatesOptions`, L5).
    @_spi(Session) public var createsOptions = false
    /// How the search field's query is read (`.dropdownSearchSyntax`, F1).
    @_spi(Session) public var searchSyntax = FuzzyMatcher.Syntax.extended
    /// How many options must be chosen (`.dropdownRequired`, V1); optional by default.
    @_spi(Session) public var requirement = DropdownRequirement.optional

    /// The core's configuration with these settings (the selection mode, search and page size
    /// are kept). A limit below zero counts as zero.
    @_spi(Session) public func applied(to configuration: DropdownConfiguration) -> DropdownConfiguration {
        var configuration = configuration
        configuration.selectionLimit = selectionLimit.map { max(0, $0) }
        configuration.wrapsAround = wrapsAround
        configuration.vanishedSelection = vanishedSelection
        configuration.selectionOrder = selectionOrder
        configuration.showsPath = pathSeparator != nil
        if let pathSeparator { configuration.pathSeparator = pathSeparator }
        configuration.searchFiltering = loadsOptions ? .remote : .local
        configuration.allowsCreating = createsOptions
        configuration.searchSyntax = searchSyntax
        configuration.requirement = requirement
        return configuration
    }

    /// Whether the core hears that more options exist: a load-more action that has more (L3).
    @_spi(Session) public var hasMoreOptions: Bool { loadsMore && hasMoreToLoad }

    /// Creates one from each of its parts.
    @_spi(Session) public init(
        selectionLimit: Int? = nil, wrapsAround: Bool = false, vanishedSelection: DropdownVanishedSelection = .keep,
        selectionOrder: DropdownSelectionOrder = .options, pathSeparator: String? = nil, loadsOptions: Bool = false,
        loadsMore: Bool = false, hasMoreToLoad: Bool = false, createsOptions: Bool = false,
        searchSyntax: FuzzyMatcher.Syntax = .extended, requirement: DropdownRequirement = .optional
    ) {
        self.selectionLimit = selectionLimit
        self.wrapsAround = wrapsAround
        self.vanishedSelection = vanishedSelection
        self.selectionOrder = selectionOrder
        self.pathSeparator = pathSeparator
        self.loadsOptions = loadsOptions
        self.loadsMore = loadsMore
        self.hasMoreToLoad = hasMoreToLoad
        self.createsOptions = createsOptions
        self.searchSyntax = searchSyntax
        self.requirement = requirement
    }
}
